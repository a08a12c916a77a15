import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import type { SiteContent } from '../../generator/content/schemas/collections/index.ts'
import { LOCAL_IMAGE_PREFIX } from '../../generator/content/schemas/fields/pictures.ts'
import { siteLanguages } from '../../generator/languages.ts'
import { headersFile, siteFiles } from '../../generator/site-files.ts'
import { staticPaths } from '../../renderer/routes.ts'
import { headersFor, parseHeadersFile } from '../../scripts/lib/static-server.ts'
import { FIXTURE_CONTENT, siteFacts } from '../support/site.ts'

const site = siteFacts(FIXTURE_CONTENT)
const catalogue = {
  products: [{ slug: 'garri', category: 'cassava-products' }, { slug: 'palm-oil' }],
  categories: [{ slug: 'cassava-products' }],
}
const headersAt = (text: string, sitePath: string) => headersFor(parseHeadersFile(text), sitePath)

describe('_headers', () => {
  const file = headersFile(site, staticPaths(catalogue))

  it('pages revalidate at the address they are published at and as their files; hashed assets are immutable', () => {
    for (const sitePath of [
      '/',
      '/index.html',
      '/products/',
      '/products/index.html',
      '/products/garri/',
      '/products/category/cassava-products/',
      '/404.html',
    ])
      expect(headersAt(file, sitePath).get('Cache-Control'), sitePath).toBe('public, max-age=0, must-revalidate')
    expect(headersAt(file, '/assets/chunks/chunk-abc123.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it("keep the site's files to the site: no framing, no embedding by other websites", () => {
    const headers = headersAt(file, '/products/')
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-site')
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })

  it('send no reports unless a report address is set, then name it in the policy and as a reporting endpoint', () => {
    expect(headersAt(file, '/').get('Content-Security-Policy')).not.toContain('report')
    expect(headersAt(file, '/').has('Reporting-Endpoints')).toBe(false)
    const reporting = headersFile(site, staticPaths(catalogue), { cspReportUrl: 'https://reports.example.net/csp' })
    const headers = headersAt(reporting, '/about/')
    expect(headers.get('Content-Security-Policy')).toMatch(
      /; report-uri https:\/\/reports\.example\.net\/csp; report-to csp$/,
    )
    expect(headers.get('Reporting-Endpoints')).toBe('csp="https://reports.example.net/csp"')
  })

  it('give the admin its own policy, which alone allows eval and inline styles; every page keeps the strict one', () => {
    const strict = headersAt(file, '/products/').get('Content-Security-Policy')!
    expect(strict).not.toMatch(/unsafe-eval|unsafe-inline/)
    for (const sitePath of [
      '/',
      '/index.html',
      '/about/',
      '/404.html',
      '/products/garri/',
      '/products/page/2/',
      '/products/category/cassava-products/',
    ])
      expect(headersAt(file, sitePath).get('Content-Security-Policy'), sitePath).toBe(strict)
    for (const sitePath of ['/admin/', '/admin/index.html', '/admin/assets/index-abc123.js']) {
      // One policy only: hosts join the headers of every rule matching an address, so no rule
      // for the pages may match the admin.
      const headers = headersAt(file, sitePath)
      expect(headers.get('Content-Security-Policy'), sitePath).toMatch(
        /^default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline';/,
      )
      expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    }
    const withLogin = headersFile(site, staticPaths(catalogue), { authUrl: 'https://cms-auth.example.workers.dev/' })
    expect(headersAt(withLogin, '/admin/').get('Content-Security-Policy')).toContain(
      "connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:* https://cms-auth.example.workers.dev;",
    )
  })

  it('stay a few rules long at any number of products and categories: the catalogue is one rule (Cloudflare Pages reads 100)', () => {
    const categories = Array.from({ length: 200 }, (_, index) => ({ slug: `category-${index + 1}` }))
    const slugs = Array.from({ length: 5000 }, (_, index) => ({
      slug: `product-${index + 1}`,
      category: `category-${(index % 200) + 1}`,
    }))
    const large = headersFile(site, staticPaths({ products: slugs, categories }))
    expect(staticPaths({ products: slugs, categories })).toContain('/products/category/category-200/page/2/')
    expect(parseHeadersFile(large).length).toBe(parseHeadersFile(file).length)
    expect(parseHeadersFile(large).length).toBeLessThan(100)
    for (const sitePath of ['/products/product-4999/', '/products/category/category-200/page/2/'])
      expect(headersAt(large, sitePath).get('Content-Security-Policy'), sitePath).toBe(
        headersAt(large, '/about/').get('Content-Security-Policy'),
      )
  })
})

describe('icons and link-preview picture', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ala-site-pictures-'))
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  const picture = async (name: string, background: string) => {
    const file = path.join(root, name)
    fs.writeFileSync(
      file,
      await sharp({ create: { width: 400, height: 300, channels: 3, background } })
        .png()
        .toBuffer(),
    )
    return file
  }
  const shareImageFrom = async (share: string) => {
    const content = { site: { ...site, shareImage: { ...site.shareImage, src: LOCAL_IMAGE_PREFIX + share } } }
    const files = await siteFiles({
      content: content as SiteContent,
      languages: siteLanguages(site.languages ?? []),
      pages: [{ path: '/', translations: [] }],
      base: '/',
      root,
    })
    const { data } = await sharp(files.find((file) => file.fileName === 'share.png')!.source)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    // The centre of the 1200 × 630 picture.
    const at = (315 * 1200 + 600) * 3
    return [...data.subarray(at, at + 3)]
  }

  it('follow the pictures they are drawn from: a replaced share image is drawn again, never taken from an earlier build', async () => {
    const red = [0xc0, 0x20, 0x20]
    const blue = [0x20, 0x40, 0xc0]
    const share = await picture('share.png', '#c02020')
    expect(await shareImageFrom(share)).toEqual(red)
    // Replaced under the same name, as an editor uploads a new one.
    await picture('share.png', '#2040c0')
    expect(await shareImageFrom(share)).toEqual(blue)
    await picture('share.png', '#c02020')
    expect(await shareImageFrom(share)).toEqual(red)
    // Pictures kept for later builds that lost a file are drawn again.
    const kept = path.join(root, '.cache/site-pictures')
    for (const folder of fs.readdirSync(kept)) fs.rmSync(path.join(kept, folder, 'share.png'), { force: true })
    expect(await shareImageFrom(share)).toEqual(red)
  })
})
