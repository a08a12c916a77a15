/**
 * The site search at scale, on a build of a content copy with generated products (scaling.ts):
 * the size of each language's index (files, bytes), the time indexing adds to the build, what the
 * first and a later search transfer and how long they take in Chromium, and how many files the
 * build publishes (Cloudflare Pages' free plan takes at most SEARCH_BUDGETS.maxPublishedFiles).
 *
 *   node scripts/bench/search.ts [--products 5000]   (builds a copy of content/ and measures it)
 *
 * Also part of `npm run bench` (each scaling run at 1,000 products and more), which puts the
 * figures in docs/PERFORMANCE.md and holds them to the budgets.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page, type Response } from '@playwright/test'
import { clearContentCaches, loadContent, type LanguageContent } from '../../generator/content/load/load.ts'
import { searchIndexes } from '../../generator/vite-plugin-search.ts'
import { searchDocuments } from '../../components/search/documents.ts'
import { CHROME_ARGS, chromePath } from '../lib/chrome.ts'
import { gzipSize } from '../lib/page-weight.ts'
import { startStaticServer } from '../lib/static-server.ts'
import { log, median, round } from './numbers.ts'
import { contentCopy } from './content-copy.ts'
import { cleanup, ROOT, runBuild, running, stopOnExit, WORK } from './processes.ts'

/** The searches measured: the first matches every generated product ("Bench Product 0001"…), so
 *  it fetches the largest words file and a full page of results; the later one is a buyer's other
 *  name of a default product (garri's "gari"), from a words file not fetched yet. */
export const FIRST_QUERY = 'product'
export const LATER_QUERY = 'gari'
const INDEXING_RUNS = 3

export interface SearchIndexSize {
  code: string
  /** Files of the language's index, its manifest included. */
  files: number
  bytes: number
  /** Each file gzipped on its own, as a host sends it. */
  gzipBytes: number
  manifestGzip: number
  /** The largest words file, gzip: what one word of a query can cost at most. */
  largestWordsGzip: number
}

export interface SearchMeasure {
  query: string
  /** Products found. */
  results: number
  /** From the field's focus (first search) or the search (later) to the results shown, ms. */
  ms: number
  /** Bytes transferred (headers and compressed bodies) until the results and their pictures had
   *  arrived, and how many requests, in all and for each kind. */
  bytes: number
  requests: number
  codeBytes: number
  indexBytes: number
  otherBytes: number
}

export interface SearchRun {
  products: number
  indexes: SearchIndexSize[]
  /** Time the build's search plugin spends making every language's index (documents, words,
   *  files), median of in-process runs, ms. */
  indexingMs: number
  first: SearchMeasure
  later: SearchMeasure
  /** Every file of the published folder (dist/client), the admin's included. */
  publishedFiles: number
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
    : []

/** Each language's index in a built site. */
function indexSizes(clientDir: string, codes: readonly string[], defaultCode: string): SearchIndexSize[] {
  return codes.map((code) => {
    const manifest = path.join(clientDir, code === defaultCode ? '' : code, 'search/index.json')
    const files = [manifest, ...filesUnder(path.join(clientDir, 'assets/search', code))]
    const sizes = files.map((file) => {
      const bytes = fs.readFileSync(file)
      return { file, bytes: bytes.length, gzip: gzipSize(bytes) }
    })
    return {
      code,
      files: files.length,
      bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      manifestGzip: sizes[0]!.gzip,
      largestWordsGzip: Math.max(0, ...sizes.filter((size) => /\/w-[^/]+$/.test(size.file)).map((size) => size.gzip)),
    }
  })
}

/** The time the search plugin takes to index loaded content, every language (pictures aside). */
async function indexingTime(languages: readonly LanguageContent[]): Promise<number> {
  const runs: number[] = []
  for (let run = 0; run < INDEXING_RUNS; run++) {
    const started = performance.now()
    await searchIndexes(
      languages,
      (content) => searchDocuments(content.products, content.categories),
      (file) => Promise.resolve({ src: file, width: 1, height: 1 }),
    )
    runs.push(performance.now() - started)
  }
  return round(median(runs), 1)
}

/** Types `query` in the page's search field and searches, measuring until its results are shown. */
async function measureSearch(page: Page, query: string): Promise<SearchMeasure> {
  const responses: Response[] = []
  const onResponse = (response: Response) => responses.push(response)
  page.on('response', onResponse)
  const field = page.getByRole('searchbox').first()
  const started = performance.now()
  await field.focus()
  await field.fill(query)
  await field.press('Enter')
  // The search's live region (in the page: the top bar has the enquiry list's) names the words
  // searched once the results are shown (or none was found).
  await page.waitForFunction(
    (words) => document.querySelector('main [role="status"]')?.textContent?.includes(words) ?? false,
    query,
    { timeout: 60_000 },
  )
  const ms = performance.now() - started
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  const measured = await Promise.all(
    responses.map(async (response) => {
      const sizes = await response.request().sizes()
      return { url: response.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize }
    }),
  )
  const sum = (test: (url: string) => boolean) =>
    measured.filter((each) => test(each.url)).reduce((total, each) => total + each.bytes, 0)
  const isCode = (url: string) => url.endsWith('.js')
  const isIndex = (url: string) => /\/search\/index\.json$|\/assets\/search\//.test(url)
  return {
    query,
    results: Number((await page.locator('.search-results__title').textContent())?.replace(/[^\d]/g, '').trim() || 0),
    ms: round(ms),
    bytes: sum(() => true),
    requests: measured.length,
    codeBytes: sum(isCode),
    indexBytes: sum(isIndex),
    otherBytes: sum((url) => !isCode(url) && !isIndex(url)),
  }
}

/** The first and a later search on a served build, in a fresh browser profile (nothing cached). */
async function measureSearches(clientDir: string): Promise<{ first: SearchMeasure; later: SearchMeasure }> {
  const executablePath = chromePath()
  if (!executablePath) throw new Error('No Chromium or Chrome found (scripts/lib/chrome.ts).')
  const server = await startStaticServer({ dir: clientDir, port: 0 })
  running.server = server
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath, args: CHROME_ARGS })
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${server.url}/products/`)
    // Hydrated: the menu button gains aria-expanded only then.
    await page.locator('summary.mobile-menu__button[aria-expanded]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    const first = await measureSearch(page, FIRST_QUERY)
    const later = await measureSearch(page, LATER_QUERY)
    return { first, later }
  } finally {
    await browser?.close()
    await server.close()
    running.server = undefined
  }
}

/** The search figures of a finished build of `contentDir` in `clientDir`. */
export async function searchRun(products: number, contentDir: string, clientDir: string): Promise<SearchRun> {
  clearContentCaches()
  const loaded = loadContent({ root: ROOT, contentDir })
  if (!loaded.ok) throw new Error(`The content with ${products} products is not valid.`)
  const codes = loaded.languages.map((each) => each.language.code)
  const searches = await measureSearches(clientDir)
  return {
    products,
    indexes: indexSizes(clientDir, codes, codes[0]!),
    indexingMs: await indexingTime(loaded.languages),
    ...searches,
    publishedFiles: filesUnder(clientDir).length,
  }
}

export const describeSearch = (run: SearchRun) =>
  `index ${run.indexes.map((index) => `${index.code} ${index.files} files ${(index.gzipBytes / 1024).toFixed(0)} KB gzip`).join(', ')}; indexing ${run.indexingMs} ms; first search "${run.first.query}" ${(run.first.bytes / 1024).toFixed(1)} KB in ${run.first.ms} ms (${run.first.results} found), later "${run.later.query}" ${(run.later.bytes / 1024).toFixed(1)} KB in ${run.later.ms} ms; ${run.publishedFiles} published files`

if (import.meta.main) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } })
  const products = Math.max(6, Number(values.products) || 5000)
  stopOnExit()
  try {
    log(`The site search at ${products} products …`)
    const contentDir = contentCopy(products)
    const outDir = path.join(WORK, `search-${products}`)
    fs.rmSync(outDir, { recursive: true, force: true })
    running.tempDirs.push(outDir)
    const build = await runBuild(path.join(outDir, 'dist'), { SITE_CONTENT_DIR: contentDir })
    if (build.code !== 0) throw new Error(`The build failed:\n${build.output.slice(-2000)}`)
    const run = await searchRun(products, contentDir, path.join(outDir, 'dist/client'))
    log(`  ${describeSearch(run)}`)
    console.log(JSON.stringify(run, null, 2))
  } finally {
    await cleanup()
  }
}
