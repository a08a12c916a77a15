/**
 * The pre-rendered pages. Wording is checked on the build of the fixture content only; what
 * holds for any valid content (complete pages, the policy in every page) on both builds.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { BOOT_LOADER } from '../../generator/boot-loader.ts'
import { languageEntries } from '../../scripts/lib/boot-script-swap.ts'
import { expectedPages } from '../../scripts/lib/expected-pages.ts'
import { parseHtml, textOf } from '../support/html.ts'
import { checkCspMeta, checkPages } from '../support/site-checks.ts'
import { languagesOf } from '../support/site.ts'

describe('pre-rendered pages of the fixture content', () => {
  const site = inject('fixtureSite').dir
  const languages = languagesOf(inject('fixtureSite').contentDir)
  const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8')

  it('writes an index.html for every route of the table and a not-found page, in each language', () => {
    const files = expectedPages(languages.map((each) => each.pages)).map((page) => page.file)
    expect(languages.map((each) => each.language.code)).toEqual(['en', 'fr'])
    expect(files).toEqual(
      languages.flatMap(({ language, content }) => {
        const folder = language.prefix ? `${language.prefix.slice(1)}/` : ''
        return [
          'index.html',
          'products/index.html',
          'about/index.html',
          'services/index.html',
          'contact/index.html',
          'search/index.html',
          'enquiry/index.html',
          ...content.products.map((product) => `products/${product.slug}/index.html`),
          // A page per category with products: every category of the fixture has some.
          ...content.categories.map((category) => `products/category/${category.slug}/index.html`),
          '404.html',
        ].map((file) => folder + file)
      }),
    )
    for (const file of files) expect(fs.existsSync(path.join(site, file)), file).toBe(true)
  })

  describe.each(languages)('in $language.name', ({ language, content }) => {
    const folder = language.prefix ? `${language.prefix.slice(1)}/` : ''
    it.each([
      ['index.html', content.home.hero.headline],
      ['products/index.html', content.products[0]!.name],
      ['about/index.html', content.about.mission.heading],
      ['services/index.html', content.servicesPage.sourced.button],
      ['contact/index.html', content.contact.form.title],
      [`products/category/${content.categories[0]!.slug}/index.html`, content.categories[0]!.description.text],
      ['search/index.html', content.searchPage.noScript],
      ['enquiry/index.html', content.enquiry.noScript.text],
      ['404.html', content.notFound.heading],
    ])('%s holds its content as HTML, readable without JavaScript: %s', (file, text) => {
      const html = read(folder + file)
      expect(html).toContain(`<html lang="${language.code}">`)
      expect(textOf(parseHtml(html))).toContain(text)
      // The page body is rendered, not an empty shell waiting for scripts.
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*<h1[\s\S]*<\/main>/)
    })
  })

  it('gives each page its own title and description', () => {
    const heads = expectedPages(languages.map((each) => each.pages)).map((page) => {
      const html = read(page.file)
      return {
        title: html.match(/<title>([^<]+)<\/title>/)?.[1],
        description: html.match(/<meta name="description" content="([^"]+)"/)?.[1],
      }
    })
    for (const head of heads) {
      expect(head.title).toBeTruthy()
      expect(head.description).toBeTruthy()
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
  })
})

describe.each([inject('fixtureSite'), inject('liveSite')])('pages of $label', ({ dir, contentDir }) => {
  it('are complete documents in their language with their main content, a title and a description', () => {
    expect(checkPages(dir, languagesOf(contentDir))).toEqual([])
  })

  it('carry the Content-Security-Policy in each page too, for hosts that cannot send headers (GitHub Pages)', () => {
    expect(checkCspMeta(dir)).toEqual([])
  })

  it("load their scripts after the first paint: one boot script each, naming the entry of the page's language", () => {
    const entries = languageEntries(dir)
    const problems: string[] = []
    for (const { file } of expectedPages(languagesOf(contentDir).map((each) => each.pages))) {
      const html = fs.readFileSync(path.join(dir, file), 'utf8')
      const code = /<html lang="([a-z]{2,3})"/.exec(html)?.[1] ?? ''
      const boots = [...html.matchAll(/<script type="module" data-boot="([^"]+)">([\s\S]*?)<\/script>/g)]
      const src = boots[0]?.[1] ?? ''
      const entry = src.slice(src.lastIndexOf('/') + 1)
      const expected = entries.get(code)
      if (boots.length !== 1) problems.push(`${file}: ${boots.length} boot scripts`)
      else if (boots[0]![2] !== BOOT_LOADER) problems.push(`${file}: a boot script that is not the loader`)
      else if (!/\/assets\/entries\/[^/]+\.js$/.test(src)) problems.push(`${file}: boots ${src}`)
      else if (expected ? entry !== expected : [...entries.values()].includes(entry))
        problems.push(`${file} (${code}): boots ${entry}, not its language's entry`)
      if (/<script[^>]*\ssrc="[^"]*\/assets\/entries\//.test(html))
        problems.push(`${file}: loads an entry before the paint`)
    }
    expect(problems).toEqual([])
  })
})

describe('the page checks themselves', () => {
  const site = inject('fixtureSite').dir

  it('report a page without its content, title or policy', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-check-'))
    try {
      fs.cpSync(site, dir, { recursive: true })
      const about = path.join(dir, 'about/index.html')
      fs.writeFileSync(
        about,
        fs
          .readFileSync(about, 'utf8')
          .replace(/<title>[^<]*<\/title>/, '<title> </title>')
          .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
          .replace(/<h1[\s\S]*?<\/h1>/, ''),
      )
      fs.rmSync(path.join(dir, 'contact/index.html'))
      expect(checkPages(dir, languagesOf(inject('fixtureSite').contentDir))).toEqual([
        'about/index.html: the main content with its h1 is not in the HTML',
        'about/index.html: no title',
        'contact/index.html: missing from the build',
      ])
      expect(checkCspMeta(dir)).toEqual([
        expect.stringMatching(
          /^about\/index\.html: the Content-Security-Policy <meta> is undefined, expected "default-src /,
        ),
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
