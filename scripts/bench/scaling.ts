/**
 * Content scaling: copies of content/ with generated product files, how long loading and
 * validating them takes, and what a whole build of them costs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { clearContentCaches, loadContent } from '../../generator/content/load/load.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { pageAddresses } from '../../renderer/routes.ts'
import { checkByteBudgets } from '../lib/budgets.ts'
import { sitePageFiles } from '../lib/html-files.ts'
import { gzipSize, measurePageWeight } from '../lib/page-weight.ts'
import { log, mb, median, ms, round } from './numbers.ts'
import { contentCopy } from './content-copy.ts'
import { ROOT, runBuild, running, WORK } from './processes.ts'
import { describeSearch, searchRun, type SearchRun } from './search.ts'

/** From this many products on, a scaling run also measures the site search (search.ts). */
export const SEARCH_FROM_PRODUCTS = 1000

export const CONTENT_LOAD_RUNS = 7

export interface ScalingRun {
  products: number
  files: number
  ok: boolean
  loadRunsMs: number[]
  loadMedianMs: number
  /** CPU time of the same runs: less sensitive than wall time to other work on the machine. */
  loadCpuMedianMs: number
  /** One more load after one product file was edited, with what earlier loads rendered kept (as `npm run dev` reloads). */
  reloadAfterEditMs: number
  buildWallMs: number
  /** CPU time of the whole build and every program it runs, ms. */
  buildCpuMs: number | null
  buildOk: boolean
  buildPeakRssBytes: number | null
  productsPageHtmlGzip: number | null
  /** Pages the build wrote (HTML files, the admin's left out). */
  pages: number | null
  /** The page with the most gzip HTML. */
  largestHtml: { file: string; gzip: number } | null
  /** The most gzip JS any page can run (hydration and in-app navigation included). */
  allJsGzip: number | null
  /** The largest first-load JS of any page (loaded before hydration). */
  firstLoadJsGzip: number | null
  /** Byte budgets (scripts/lib/budgets.ts) broken by any page of this build. */
  budgetViolations: string[]
  /** The site search on this build (from SEARCH_FROM_PRODUCTS products on). */
  search?: SearchRun
}

/**
 * Every page of a build against the byte budgets: each page's HTML is measured; its scripts are
 * measured once per distinct set (all product pages share theirs), so thousands of pages take
 * seconds.
 */
function measureAllPages(clientDir: string) {
  const files = sitePageFiles(clientDir)
  const scripts = new Map<string, { first: number; all: number }>()
  const htmlGzipOf = new Map<string, number>()
  let largestHtml = { file: '', gzip: 0 }
  let allJsGzip = 0
  let firstLoadJsGzip = 0
  const violations: string[] = []
  for (const file of files) {
    const html = fs.readFileSync(path.join(clientDir, file), 'utf8')
    const key = [...html.matchAll(/<script[^>]*(?:src|data-boot)="([^"]+)"/g)].map((match) => match[1]).join(' ')
    let js = scripts.get(key)
    if (!js) {
      const { totals } = measurePageWeight({ clientDir, htmlFile: file, followDynamicImports: true })
      js = { first: totals.jsGzip, all: totals.allJsGzip }
      scripts.set(key, js)
    }
    const htmlGzip = gzipSize(html)
    htmlGzipOf.set(file, htmlGzip)
    if (htmlGzip > largestHtml.gzip) largestHtml = { file, gzip: htmlGzip }
    allJsGzip = Math.max(allJsGzip, js.all)
    firstLoadJsGzip = Math.max(firstLoadJsGzip, js.first)
    violations.push(
      ...checkByteBudgets([
        {
          page: file,
          totals: { jsGzip: js.first, allJsGzip: js.all, htmlGzip, cssGzip: 0, htmlPlusCssGzip: 0 },
        },
      ]),
    )
  }
  return { pages: files.length, htmlGzipOf, largestHtml, allJsGzip, firstLoadJsGzip, violations }
}

export async function scalingRun(products: number): Promise<ScalingRun> {
  const contentDir = contentCopy(products)
  const loadRunsMs: number[] = []
  const loadCpuMs: number[] = []
  let ok = true
  let files = 0
  for (let run = 0; run < CONTENT_LOAD_RUNS; run++) {
    clearContentCaches()
    const started = performance.now()
    const cpu = process.cpuUsage()
    // As the build loads it: with the check of the links to pages.
    const result = loadContent({ root: ROOT, contentDir, pageAddresses })
    loadRunsMs.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    loadCpuMs.push((used.user + used.system) / 1000)
    ok &&= result.ok
    files = result.files.length
    if (!result.ok) log(`  content with ${products} products is invalid: ${JSON.stringify(result.issues.slice(0, 3))}`)
  }
  // A reload after an editor changes one product, as the development server does it: only that
  // file's Markdown is rendered again.
  const edited = path.join(
    contentDir,
    'products',
    fs
      .readdirSync(path.join(contentDir, 'products'))
      .find((name) => name.endsWith(`.${readSiteBasics(contentDir).languages[0].code}.md`))!,
  )
  fs.appendFileSync(edited, '\nOne more sentence, added by the benchmark.\n')
  const reloadStarted = performance.now()
  loadContent({ root: ROOT, contentDir, pageAddresses })
  const reloadAfterEditMs = performance.now() - reloadStarted
  // The build wants its output inside the project.
  const outDir = path.join(WORK, `scaling-${products}`)
  fs.rmSync(outDir, { recursive: true, force: true })
  running.tempDirs.push(outDir)
  const build = await runBuild(path.join(outDir, 'dist'), { SITE_CONTENT_DIR: contentDir })
  if (build.code !== 0) log(`  build with ${products} products failed:\n${build.output.slice(-2000)}`)
  const all = build.code === 0 ? measureAllPages(path.join(outDir, 'dist/client')) : undefined
  const search =
    build.code === 0 && products >= SEARCH_FROM_PRODUCTS
      ? await searchRun(products, contentDir, path.join(outDir, 'dist/client'))
      : undefined
  return {
    products,
    files,
    ok,
    loadRunsMs: loadRunsMs.map((ms) => round(ms, 1)),
    loadMedianMs: round(median(loadRunsMs), 1),
    loadCpuMedianMs: round(median(loadCpuMs), 1),
    reloadAfterEditMs: round(reloadAfterEditMs, 1),
    buildWallMs: round(build.wallMs),
    buildCpuMs: build.cpuMs === null ? null : round(build.cpuMs),
    buildOk: build.code === 0,
    buildPeakRssBytes: build.peakRssBytes,
    productsPageHtmlGzip: all?.htmlGzipOf.get('products/index.html') ?? null,
    pages: all?.pages ?? null,
    largestHtml: all?.largestHtml ?? null,
    allJsGzip: all?.allJsGzip ?? null,
    firstLoadJsGzip: all?.firstLoadJsGzip ?? null,
    budgetViolations: all?.violations ?? [],
    ...(search ? { search } : {}),
  }
}

/** A scaling run for each number of products, one after the other. */
export async function measureScaling(productCounts: readonly number[]): Promise<ScalingRun[]> {
  const scaling: ScalingRun[] = []
  for (const products of productCounts) {
    log(`Scaling: ${products} products …`)
    const result = await scalingRun(products)
    log(
      `  loadContent median ${ms(result.loadMedianMs)} ms (CPU ${ms(result.loadCpuMedianMs)} ms); build ${(result.buildWallMs / 1000).toFixed(1)} s${result.buildOk ? '' : ' (FAILED)'}, peak RSS ${mb(result.buildPeakRssBytes)}; ${result.pages ?? '?'} pages, largest HTML ${result.largestHtml ? `${result.largestHtml.file} ${(result.largestHtml.gzip / 1024).toFixed(1)} KB` : '?'}, all JS ${result.allJsGzip === null ? '?' : (result.allJsGzip / 1024).toFixed(1)} KB gzip`,
    )
    if (result.search) log(`  search: ${describeSearch(result.search)}`)
    scaling.push(result)
  }
  return scaling
}
