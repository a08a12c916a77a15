import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { expectedPages } from '../../scripts/lib/site-files.ts'

const site = inject('builtSite')
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8')

describe('pre-rendered pages', () => {
  it('writes an index.html for every route of the table and a 404.html', () => {
    const files = expectedPages().map((page) => page.file)
    expect(files).toEqual(['index.html', 'products/index.html', 'about/index.html', 'services/index.html', 'contact/index.html', '404.html'])
    for (const file of files) expect(fs.existsSync(path.join(site, file)), file).toBe(true)
  })

  it.each([
    ['index.html', 'Welcome to Ala Harvest Agro Foods'],
    ['products/index.html', 'Smoked Catfish'],
    ['about/index.html', 'Our Mission'],
    ['services/index.html', 'Products We Source'],
    ['contact/index.html', 'Get in Touch'],
    ['404.html', 'Oops! Page not found'],
  ])('%s holds its content as HTML, readable without JavaScript', (file, text) => {
    const html = read(file)
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain(text)
    // The page body is rendered, not an empty shell waiting for scripts.
    expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[\s\S]*<\/main>/)
  })

  it('carries the Content-Security-Policy in each page too, for hosts that cannot send headers (GitHub Pages)', () => {
    const headers = fs.readFileSync(path.join(site, '_headers'), 'utf8')
    const headerPolicy = headers.match(/^\s+Content-Security-Policy: (.+)$/m)?.[1]
    expect(headerPolicy).toContain("frame-ancestors 'none'")
    for (const page of expectedPages()) {
      const html = read(page.file)
      const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1]?.replace(/&#0*39;/g, "'")
      // The same policy, less frame-ancestors, which browsers ignore in a <meta> element.
      expect(meta, page.file).toBe(headerPolicy!.replace(/; frame-ancestors 'none'/, ''))
      // Before anything the policy governs: the page's scripts.
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), page.file).toBeLessThan(html.indexOf('<script'))
    }
  })

  it('gives each page its own title and description', () => {
    const heads = expectedPages().map((page) => {
      const html = read(page.file)
      return { title: html.match(/<title>([^<]+)<\/title>/)?.[1], description: html.match(/<meta name="description" content="([^"]+)"/)?.[1] }
    })
    for (const head of heads) {
      expect(head.title).toBeTruthy()
      expect(head.description).toBeTruthy()
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
  })
})
