/**
 * Languages as content and configuration only: a build of the fixture with a third language added
 * the way an editor adds one (a line under `languages`, a section in each single file, a few
 * entries translated) and with one French product and one French category deleted. The third
 * language gets its pages, the untranslated product is left out of the French pages and the
 * untranslated category has no French page (never shown in English under French labels), the
 * build says what is missing, and every generic check of a built site still holds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryListings } from '../../components/catalogue.ts'
import { markTranslation } from '../../generator/content/load/translation-records.ts'
import { buildSite, ROOT, type BuildResult } from '../support/build.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { checkBuiltSite, languageLinksOf } from '../support/site-checks.ts'
import { attr, elements, parseHtml, textOf } from '../support/html.ts'
import { contentOf, FIXTURE_CONTENT, languagesOf } from '../support/site.ts'
import { jsonLdOf } from '../support/structured-data.ts'

/** Single files: each other language's texts are a section at the end of the front matter. */
const SINGLE_FILES = [
  'site.md',
  'interface.md',
  'sourced-products.md',
  ...fs.readdirSync(path.join(FIXTURE_CONTENT, 'pages')).map((name) => `pages/${name}`),
]
/** The entries translated into the third language: only some, the rest left untranslated. */
const GERMAN_ENTRIES = ['products/garri', 'services/global-supply-chain']
const UNTRANSLATED = 'palm-oil'
const fixture = contentOf(FIXTURE_CONTENT)
/** The category of the untranslated product: whether French still has a product in it. */
const UNTRANSLATED_PRODUCTS_CATEGORY = fixture.products.find((product) => product.slug === UNTRANSLATED)!.category!
/** A category left untranslated into French, whose products are all translated. */
const UNTRANSLATED_CATEGORY = fixture.categories.find(
  (category) => category.slug !== UNTRANSLATED_PRODUCTS_CATEGORY,
)!.slug

/** The terms of a product page's details. */
const detailTerms = (html: string) =>
  elements(parseHtml(html))
    .filter((element) => element.tagName === 'dt')
    .map((element) => textOf(element).trim())
/** The addresses a page links to. */
const hrefs = (html: string) =>
  elements(parseHtml(html))
    .filter((element) => element.tagName === 'a')
    .map((element) => attr(element, 'href') ?? '')

describe('a third language added as content, and a French translation missing', () => {
  let folder: ContentFolder
  let build: BuildResult
  const client = () => path.join(folder.dir, 'build', 'client')
  const read = (file: string) => fs.readFileSync(path.join(client(), file), 'utf8')

  beforeAll(async () => {
    folder = copyContentFolder(FIXTURE_CONTENT, { under: path.join(ROOT, '.cache'), name: 'languages' })
    // German (de), tiny: the French texts stand in for the German ones, which is all a test needs.
    folder.edit('site.md', '    name: Français\n', '    name: Français\n  - code: de\n    name: Deutsch\n')
    for (const file of SINGLE_FILES) {
      const text = folder.read(file)
      const section = /\nfr:\n((?: {2}.*\n|\n)+)/.exec(text)![1]!
      folder.write(file, text.replace(/\n---\n?$/, `\nde:\n${section.replace(/\n+$/, '\n')}---\n`))
    }
    for (const entry of GERMAN_ENTRIES) {
      folder.write(`${entry}.de.md`, folder.read(`${entry}.fr.md`))
      expect(markTranslation(folder.contentDir, folder.path(`${entry}.de.md`))).toMatchObject({ ok: true })
    }
    fs.rmSync(folder.path(`products/${UNTRANSLATED}.fr.md`))
    fs.rmSync(folder.path(`categories/${UNTRANSLATED_CATEGORY}.fr.md`))
    build = await buildSite({
      outDir: path.relative(ROOT, path.join(folder.dir, 'build')),
      contentDir: folder.contentDir,
    })
  }, 240_000)

  afterAll(() => folder?.remove())

  it('builds, and says which translations are missing, as warnings', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).toContain(
      `${path.relative(ROOT, folder.contentDir)}/products/:1:1: warning: French: 5 of 6 products translated; the French pages leave the others out until they are written; missing in this folder: ${UNTRANSLATED}.fr.md`,
    )
    expect(build.stderr).toMatch(/warning: German: 1 of 6 products translated/)
  })

  it('publishes the third language at its own addresses, in that language, with its translated entries only', () => {
    const languages = languagesOf(folder.contentDir)
    expect(languages.map((each) => each.language.code)).toEqual(['en', 'fr', 'de'])
    expect(read('de/index.html')).toContain('<html lang="de">')
    expect(fs.existsSync(path.join(client(), 'de/products/garri/index.html'))).toBe(true)
    expect(fs.existsSync(path.join(client(), 'de/products/smoked-catfish/index.html'))).toBe(false)
    expect(fs.existsSync(path.join(client(), 'de/404.html'))).toBe(true)
    expect(read('_redirects')).toContain('/de/*  /de/404.html  404')
  })

  it('leaves the untranslated product out of the French pages, and links its pages to no French one', () => {
    expect(fs.existsSync(path.join(client(), `fr/products/${UNTRANSLATED}/index.html`))).toBe(false)
    expect(read('fr/products/index.html')).not.toContain(`/fr/products/${UNTRANSLATED}/`)
    const english = read(`products/${UNTRANSLATED}/index.html`)
    expect([...languageLinksOf(english).keys()]).toEqual([])
    // The language switcher leads to the French home page instead.
    expect(english).toContain('href="/fr/" hrefLang="fr"')
    const garri = languageLinksOf(read('products/garri/index.html'))
    expect(Object.fromEntries([...garri].map(([code, href]) => [code, new URL(href).pathname]))).toEqual({
      en: '/products/garri/',
      fr: '/fr/products/garri/',
      de: '/de/products/garri/',
      'x-default': '/products/garri/',
    })
  })

  it("gives an untranslated category no French page, and its products' French pages no category, never its English name", () => {
    const [english, french] = languagesOf(folder.contentDir)
    expect(build.stderr).toMatch(
      new RegExp(
        `categories/:1:1: warning: French: ${fixture.categories.length - 1} of ${fixture.categories.length} categories translated;.*missing in this folder: ${UNTRANSLATED_CATEGORY}\\.fr\\.md`,
      ),
    )
    expect(fs.existsSync(path.join(client(), `fr/products/category/${UNTRANSLATED_CATEGORY}/index.html`))).toBe(false)
    expect(fs.existsSync(path.join(client(), `products/category/${UNTRANSLATED_CATEGORY}/index.html`))).toBe(true)
    expect(hrefs(read('fr/products/index.html'))).not.toContain(`/fr/products/category/${UNTRANSLATED_CATEGORY}/`)
    // The English page has no French translation (nor German: German has no category).
    expect([...languageLinksOf(read(`products/category/${UNTRANSLATED_CATEGORY}/index.html`)).keys()]).toEqual([])
    const products = french!.content.products.filter((product) => product.category === UNTRANSLATED_CATEGORY)
    expect(products.length).toBeGreaterThan(0)
    const englishName = english!.content.categories.find((category) => category.slug === UNTRANSLATED_CATEGORY)!.name
    for (const product of products) {
      const html = read(`fr/products/${product.slug}/index.html`)
      expect(detailTerms(html), product.slug).not.toContain(french!.content.productsPage.details.category)
      expect(hrefs(html).filter((href) => href.includes('/products/category/'))).toEqual([])
      expect(html).not.toContain(englishName)
      expect(jsonLdOf(html).find((thing) => thing['@type'] === 'Product')).not.toHaveProperty('category')
    }
    // The categories French has, with products, are linked as ever.
    for (const { category } of categoryListings(french!.content.categories, french!.content.products))
      expect(hrefs(read('fr/products/index.html'))).toContain(`/fr/products/category/${category.slug}/`)
  })

  it('gives a category none of whose products a language has no page in that language', () => {
    const french = languagesOf(folder.contentDir)[1]!
    const left = french.content.products.filter((product) => product.category === UNTRANSLATED_PRODUCTS_CATEGORY)
    expect(
      fs.existsSync(path.join(client(), `fr/products/category/${UNTRANSLATED_PRODUCTS_CATEGORY}/index.html`)),
    ).toBe(left.length > 0)
    expect(
      hrefs(read('fr/products/index.html')).includes(`/fr/products/category/${UNTRANSLATED_PRODUCTS_CATEGORY}/`),
    ).toBe(left.length > 0)
    // A language without categories (German here) has no category page or link at all.
    expect(fs.existsSync(path.join(client(), 'de/products/category'))).toBe(false)
    expect(hrefs(read('de/products/index.html')).filter((href) => href.includes('/products/category/'))).toEqual([])
    const german = read('de/products/garri/index.html')
    expect(hrefs(german).filter((href) => href.includes('/products/category/'))).toEqual([])
  })

  it('passes every check of a built site, in every language', async () => {
    expect(await checkBuiltSite(client(), { languages: languagesOf(folder.contentDir), budgets: 'all' })).toEqual([])
  })
})
