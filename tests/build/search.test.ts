/**
 * The site search in a build: each language's index (manifest, words and results files, their
 * number and sizes, no English in the French one), the search page and forms as plain HTML, the
 * caching of the index, and the search code apart from every page's first scripts. On the builds
 * of the fixture content (counts and words from the fixture) and of the live content (rules that
 * hold for any content).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import {
  manifestFileName,
  RESULTS_PER_FILE,
  resultsFileName,
  wordsFileName,
  type SearchManifest,
  type SearchResult,
  type WordsFile,
} from '../../generator/search/format.ts'
import { findMatches, resultsOf, type IndexSource } from '../../generator/search/query.ts'
import { gzipSize, measurePageWeight } from '../../scripts/lib/page-weight.ts'
import { headersFor, parseHeadersFile } from '../../scripts/lib/static-server.ts'
import { attr, elements, parseHtml, textOf } from '../support/html.ts'
import { checkSearchIndex } from '../support/site-checks.ts'
import { languagesOf } from '../support/site.ts'

/** The search code's chunk is at most this, gzip: it holds no content and no React. */
const SEARCH_CODE_GZIP = 3 * 1024

describe.each([inject('fixtureSite'), inject('liveSite')])('the search index of $label', ({ dir, contentDir }) => {
  it('is complete in every language: a manifest naming every file, each result a product of the language', () => {
    expect(checkSearchIndex(dir, languagesOf(contentDir))).toEqual([])
  })

  it('is cached as a host should: the manifest revalidates, the files it names are immutable', () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
    for (const { language } of languagesOf(contentDir)) {
      const manifest = `/${manifestFileName(language.prefix)}`
      expect(headersFor(rules, manifest).get('Cache-Control'), manifest).toMatch(/max-age=0, must-revalidate/)
      const { folder } = JSON.parse(fs.readFileSync(path.join(dir, manifest), 'utf8')) as SearchManifest
      expect(headersFor(rules, `/${folder}r-0.0123456789.json`).get('Cache-Control')).toMatch(/immutable/)
    }
  })
})

describe('the search index of the fixture', () => {
  const { dir, contentDir } = inject('fixtureSite')
  const languages = languagesOf(contentDir)
  const manifestOf = (prefix: string) =>
    JSON.parse(fs.readFileSync(path.join(dir, manifestFileName(prefix)), 'utf8')) as SearchManifest
  const filesOf = (manifest: SearchManifest) =>
    fs.readdirSync(path.join(dir, manifest.folder)).map((name) => path.join(dir, manifest.folder, name))

  it('has one index per language, each a manifest, a words file per first two letters and a results file per 20 products', () => {
    expect(languages.map(({ language }) => language.code)).toEqual(['en', 'fr'])
    for (const { language, content } of languages) {
      const manifest = manifestOf(language.prefix)
      expect(manifest.language).toBe(language.code)
      expect(manifest.folder).toBe(`assets/search/${language.code}/`)
      expect(manifest.results).toHaveLength(Math.ceil(content.products.length / RESULTS_PER_FILE))
      const files = filesOf(manifest)
      expect(files).toHaveLength(Object.keys(manifest.words).length + manifest.results.length)
      // Every word of a product name starts a shard the manifest names.
      for (const product of content.products)
        for (const word of product.name
          .toLowerCase()
          .split(/[\s-]+/)
          .filter((each) => each.length > 1))
          expect(Object.keys(manifest.words), word).toContain(word.normalize('NFKD').replace(/\p{M}/gu, '').slice(0, 2))
    }
  })

  it('stays small: a manifest under 2 KB gzip, each other file under 2 KB gzip, the index under 30 KB gzip', () => {
    for (const { language } of languages) {
      const manifest = manifestOf(language.prefix)
      expect(gzipSize(fs.readFileSync(path.join(dir, manifestFileName(language.prefix))))).toBeLessThan(2048)
      const sizes = filesOf(manifest).map((file) => gzipSize(fs.readFileSync(file)))
      expect(Math.max(...sizes)).toBeLessThan(2048)
      expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(30 * 1024)
    }
  })

  it('answers searches from the published files: each product by its name and each of its other names, in its language only', async () => {
    const readJson = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T
    const sourceOf = (prefix: string): IndexSource => {
      const manifest = manifestOf(prefix)
      return {
        manifest,
        words: (key) => Promise.resolve(readJson<WordsFile>(wordsFileName(manifest.folder, key, manifest.words[key]!))),
        results: (index) =>
          Promise.resolve(readJson<SearchResult[]>(resultsFileName(manifest.folder, index, manifest.results[index]!))),
      }
    }
    const found = async (source: IndexSource, query: string) =>
      (await resultsOf(source, await findMatches(source, query))).map((result) => result.name)
    for (const { language, content } of languages) {
      const source = sourceOf(language.prefix)
      for (const product of content.products)
        for (const query of [product.name, ...(product.otherNames ?? [])])
          expect(await found(source, query), `${language.code}: ${query}`).toContain(product.name)
    }
    // An English word of no French product finds nothing on the French page.
    const [english, french] = languages
    expect(await found(sourceOf(english!.language.prefix), 'flour')).not.toEqual([])
    expect(await found(sourceOf(french!.language.prefix), 'flour')).toEqual([])
  })

  it('holds no English text in the French index, and the French words of the French products', () => {
    const [english, french] = languages
    const manifest = manifestOf(french!.language.prefix)
    const text = filesOf(manifest)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n')
    for (const product of english!.content.products) {
      const translated = french!.content.products.find((each) => each.slug === product.slug)!
      if (translated.name !== product.name) expect(text).not.toContain(JSON.stringify(product.name))
      expect(text).toContain(JSON.stringify(translated.name))
      expect(text).not.toContain(product.description.text.slice(0, 40))
    }
    for (const category of english!.content.categories) expect(text).not.toContain(JSON.stringify(category.name))
    const results = manifest.results.flatMap(
      (hash, index) =>
        JSON.parse(
          fs.readFileSync(path.join(dir, manifest.folder, `r-${index}.${hash}.json`), 'utf8'),
        ) as SearchResult[],
    )
    expect(results.every((result) => result.path.startsWith('/products/'))).toBe(true)
  })
})

describe('the site check of the search index', () => {
  const { dir, contentDir } = inject('fixtureSite')
  const languages = languagesOf(contentDir)
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'search-check-'))
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))
  /** A copy of the fixture build's search files (manifests and index folders), pictures aside. */
  const copyIndex = (name: string) => {
    const site = path.join(copy, name)
    for (const { language } of languages) {
      const manifest = manifestFileName(language.prefix)
      fs.cpSync(path.join(dir, manifest), path.join(site, manifest))
      const { folder } = JSON.parse(fs.readFileSync(path.join(dir, manifest), 'utf8')) as SearchManifest
      fs.cpSync(path.join(dir, folder), path.join(site, folder), { recursive: true })
    }
    return site
  }

  it('reports a missing index, a file the manifest names but the build lacks, a stray file and a missing picture', () => {
    const site = copyIndex('broken')
    const [english, french] = languages
    fs.rmSync(path.join(site, manifestFileName(french!.language.prefix)))
    const manifestFile = manifestFileName(english!.language.prefix)
    const manifest = JSON.parse(fs.readFileSync(path.join(site, manifestFile), 'utf8')) as SearchManifest
    const [key, hash] = Object.entries(manifest.words)[0]!
    fs.rmSync(path.join(site, wordsFileName(manifest.folder, key, hash)))
    fs.writeFileSync(path.join(site, manifest.folder, 'w-zz.0000000000.json'), '{}')
    const problems = checkSearchIndex(site, languages)
    expect(problems).toContain(
      `${manifestFileName(french!.language.prefix)}: missing (the search index of ${french!.language.code})`,
    )
    expect(problems).toContain(`${manifestFile}: names ${wordsFileName(manifest.folder, key, hash)}, not in the build`)
    expect(problems).toContain(
      `${manifest.folder}w-zz.0000000000.json: in the index's folder, but its manifest does not name it`,
    )
    // The copy has the index only: every local picture of a result is missing.
    expect(problems.some((problem) => /the picture of \/products\/.+, .+, is not in the build$/.test(problem))).toBe(
      true,
    )
  })

  it('reports results that are not the language’s products in order, and a manifest of another language', () => {
    const site = copyIndex('reordered')
    const [english] = languages
    const manifestFile = manifestFileName(english!.language.prefix)
    const manifest = JSON.parse(fs.readFileSync(path.join(site, manifestFile), 'utf8')) as SearchManifest
    const first = path.join(site, resultsFileName(manifest.folder, 0, manifest.results[0]!))
    const results = JSON.parse(fs.readFileSync(first, 'utf8')) as SearchResult[]
    fs.writeFileSync(first, JSON.stringify([...results].reverse()))
    fs.writeFileSync(path.join(site, manifestFile), JSON.stringify({ ...manifest, language: 'de', documents: 1 }))
    const problems = checkSearchIndex(site, languages)
    expect(problems).toEqual(
      expect.arrayContaining([
        `${manifestFile}: in "de"`,
        `${manifestFile}: 1 products, the language has ${english!.content.products.length}`,
        `${manifestFile}: its results are not the language's products, in order`,
      ]),
    )
  })
})

describe('the search pages and forms of the fixture, as HTML', () => {
  const { dir, contentDir } = inject('fixtureSite')
  const languages = languagesOf(contentDir)
  const documentOf = (file: string) => parseHtml(fs.readFileSync(path.join(dir, file), 'utf8'))
  const prefixDir = (prefix: string) => (prefix ? `${prefix.slice(1)}/` : '')

  it('the products page has a search form leading to its language’s search page, without a script', () => {
    for (const { language, content } of languages) {
      const forms = elements(documentOf(`${prefixDir(language.prefix)}products/index.html`)).filter(
        (element) => element.tagName === 'form' && attr(element, 'role') === 'search',
      )
      expect(forms).toHaveLength(1)
      const form = forms[0]!
      expect([attr(form, 'role'), attr(form, 'method'), attr(form, 'action')]).toEqual([
        'search',
        'get',
        `${language.prefix}/search/`,
      ])
      const field = elements(form).find((element) => element.tagName === 'input')!
      expect([attr(field, 'type'), attr(field, 'name')]).toEqual(['search', 'q'])
      const label = elements(form).find((element) => element.tagName === 'label')!
      expect(attr(label, 'for')).toBe(attr(field, 'id'))
      expect(textOf(label)).toBe(content.interface.search.label)
    }
  })

  it('the search page says search needs JavaScript, and links to every category and to every product', () => {
    for (const { language, content } of languages) {
      const html = fs.readFileSync(path.join(dir, `${prefixDir(language.prefix)}search/index.html`), 'utf8')
      expect(html).toContain(`<noscript><p class="search-page__note">${content.searchPage.noScript}</p></noscript>`)
      const links = elements(parseHtml(html))
        .filter((element) => element.tagName === 'a')
        .map((element) => attr(element, 'href'))
      for (const category of content.categories)
        if (content.products.some((product) => product.category === category.slug))
          expect(links).toContain(`${language.prefix}/products/category/${category.slug}/`)
      expect(links).toContain(`${language.prefix}/products/`)
    }
  })

  it('the search code is a chunk of its own, outside every page’s first scripts, and small', () => {
    for (const { language } of languages) {
      for (const page of ['products/index.html', 'search/index.html', 'index.html']) {
        const file = `${prefixDir(language.prefix)}${page}`
        const weight = measurePageWeight({ clientDir: dir, htmlFile: file, followDynamicImports: true })
        const searchCode = weight.assets.filter((asset) =>
          fs.readFileSync(path.join(dir, asset.file), 'utf8').includes('search/index.json'),
        )
        expect(searchCode, file).toHaveLength(1)
        expect(searchCode[0]!.via, file).toBe('later')
        expect(searchCode[0]!.gzipBytes, file).toBeLessThanOrEqual(SEARCH_CODE_GZIP)
      }
    }
  })
})
