/**
 * The site's performance budgets, in one place, and the checks that turn measurements into
 * human-readable violations (an empty list means every budget holds).
 *
 * Two kinds:
 * - BYTE_BUDGETS: deterministic sizes of a build. Checked by the tests (tests/build/budgets.test.ts)
 *   and by `npm run bench`.
 * - TIMING_BUDGETS: Lighthouse scores and metrics, and the content pipeline's speed. They depend on
 *   the machine and its load, so only `npm run bench` checks them; no test does.
 */
import { formatKB, type PageWeightTotals } from './page-weight.ts'

const KB = 1024

/** Per page, gzip bytes of what it ships on first load (see page-weight.ts). */
export const BYTE_BUDGETS = {
  /** Every JS file the page loads on first visit (script, modulepreload, static imports). */
  firstLoadJsGzip: 100 * KB,
  /** Every JS file the page can ever run: the above, its hydration after the first paint, each
   *  page's chunk for in-app navigation, and the search code a search field loads when it gets
   *  focus. It must not grow with the catalogue. About 80 KB are React, React DOM and React
   *  Router. It was 100 KB until two features came together: the enquiry list (its script in
   *  hydration and the enquiry page, about 6.5 KB) and the site search (the search page's chunk,
   *  about 1.9 KB, the search code, 1.4 KB, and the form and top-bar link, about 0.7 KB) took the
   *  French pages, whose words are longest, to 110.2 KB. 112 KB leaves them under 2 KB. */
  allJsGzip: 112 * KB,
  /** The HTML document alone, on any page, however many products there are. */
  htmlGzip: 60 * KB,
  /** Every stylesheet the page links. */
  cssGzip: 15 * KB,
  /** HTML plus its stylesheets: what the first render needs, within the first round trip (ten
   *  TCP packets, about 14.25 KB of payload). It was 14 KB; the products page's 24 cards with their
   *  enquiry forms, its search form and the one stylesheet with both features' rules (enquiry
   *  0.5 KB, search 0.25 KB gzip) took a French products page of a 30-product catalogue to
   *  14.1 KB. */
  htmlPlusCssGzip: 14.25 * KB,
} as const

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo'
export const LIGHTHOUSE_CATEGORIES: readonly LighthouseCategory[] = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
]

export const TIMING_BUDGETS = {
  /** Lighthouse mobile (simulated throttling), median of the runs, on every page: minimum scores, 0–100. */
  minScores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<
    LighthouseCategory,
    number
  >,
  /** Total blocking time, median, ms. */
  maxTotalBlockingTimeMs: 50,
  /** Largest contentful paint, median, ms… */
  maxLargestContentfulPaintMs: 1200,
  /** …and at most this many times the same page's without JavaScript (scripts/bench/no-javascript.ts). */
  maxLcpToNoJavaScriptRatio: 1.1,
  /** Cumulative layout shift, median: none at all. */
  maxCumulativeLayoutShift: 0,
  /** Loading and validating content with this many products, each in every language of the site
   *  (loadContent, median)… */
  contentProducts: 1000,
  /** …takes less than this, in ms. */
  maxContentLoadMs: 1000,
} as const

/** The site search at scale (scripts/bench/search.ts): checked by `npm run bench` only. */
export const SEARCH_BUDGETS = {
  /** At this many products (in every language of the site)… */
  products: 5000,
  /** …the first search transfers at most this: the search page's and the search's code, the
   *  index's manifest, words files and results files, and the results' pictures. */
  firstSearchBytes: 150 * KB,
  /** Files a site may publish on Cloudflare Pages' free plan: no build may publish more. */
  maxPublishedFiles: 20_000,
} as const

export interface SearchMeasures {
  products: number
  firstSearchBytes: number
  publishedFiles: number
}

export function checkSearchBudgets(runs: readonly SearchMeasures[]): string[] {
  const violations: string[] = []
  if (!runs.some((run) => run.products === SEARCH_BUDGETS.products))
    violations.push(`search: no run with ${SEARCH_BUDGETS.products} products was measured`)
  for (const run of runs) {
    if (run.products === SEARCH_BUDGETS.products && run.firstSearchBytes > SEARCH_BUDGETS.firstSearchBytes)
      violations.push(
        `search, ${run.products} products: the first search transfers ${over(run.firstSearchBytes, SEARCH_BUDGETS.firstSearchBytes)}`,
      )
    if (run.publishedFiles > SEARCH_BUDGETS.maxPublishedFiles)
      violations.push(
        `${run.products} products: the build publishes ${run.publishedFiles} files > ${SEARCH_BUDGETS.maxPublishedFiles} (Cloudflare Pages' free plan)`,
      )
  }
  return violations
}

export interface ExpectedAuditFailure {
  /** Lighthouse audit id. */
  audit: string
  why: string
  /** Expected only while every item the audit lists is the page's own document answering 404. */
  onlyDocument404?: boolean
}

/**
 * Audits that fail on purpose on a page. They are left out when that page's category scores are
 * judged; the raw Lighthouse scores are still reported. Keyed by the page's file name, in every
 * language's folder: 404.html is the English not-found page and fr/404.html the French one.
 */
export const EXPECTED_AUDIT_FAILURES: Record<string, readonly ExpectedAuditFailure[]> = {
  '404.html': [
    {
      audit: 'http-status-code',
      why: 'the not-found screen answers with status 404, as it must; Lighthouse fails every 4xx document',
    },
    {
      audit: 'errors-in-console',
      why: 'Chromium logs the document\'s own 404 response as "Failed to load resource" (any other console error still counts)',
      onlyDocument404: true,
    },
  ],
}

// --- Checks. ----------------------------------------------------------------------------------

export interface PageBytes {
  /** Name of the page in messages, e.g. its HTML file `products/index.html`. */
  page: string
  /** allJsGzip: every script the page can ever run (measurePageWeight with followDynamicImports). */
  totals: Pick<PageWeightTotals, 'jsGzip' | 'cssGzip' | 'htmlGzip' | 'htmlPlusCssGzip'> &
    Partial<Pick<PageWeightTotals, 'allJsGzip'>>
}

const over = (value: number, limit: number) =>
  `${formatKB(value)} (${value} B) > budget ${formatKB(limit)} (${limit} B), ${formatKB(value - limit)} over`

/**
 * Which budgets a check holds pages to. `code`: those of the scripts and styles alone, which hold
 * whatever editors write (CI requires them of any valid content). `all` adds the HTML's
 * (htmlGzip, htmlPlusCssGzip), which grow with what a page shows: six products described at
 * length take the products page past the first round trip. They are required of the pinned
 * fixture content, where growth means the markup grew, and measured by `npm run bench`.
 */
export type BudgetScope = 'all' | 'code'

export function checkByteBudgets(pages: readonly PageBytes[], scope: BudgetScope = 'all'): string[] {
  const violations: string[] = []
  const html = scope === 'all'
  for (const { page, totals } of pages) {
    if (totals.jsGzip > BYTE_BUDGETS.firstLoadJsGzip)
      violations.push(`${page}: first-load JS is ${over(totals.jsGzip, BYTE_BUDGETS.firstLoadJsGzip)} gzip`)
    if (totals.allJsGzip !== undefined && totals.allJsGzip > BYTE_BUDGETS.allJsGzip)
      violations.push(
        `${page}: all the JS it can run (hydration and in-app navigation included) is ${over(totals.allJsGzip, BYTE_BUDGETS.allJsGzip)} gzip`,
      )
    if (html && totals.htmlGzip > BYTE_BUDGETS.htmlGzip)
      violations.push(`${page}: HTML is ${over(totals.htmlGzip, BYTE_BUDGETS.htmlGzip)} gzip`)
    if (totals.cssGzip > BYTE_BUDGETS.cssGzip)
      violations.push(`${page}: CSS is ${over(totals.cssGzip, BYTE_BUDGETS.cssGzip)} gzip`)
    if (html && totals.htmlPlusCssGzip > BYTE_BUDGETS.htmlPlusCssGzip)
      violations.push(
        `${page}: HTML + CSS is ${over(totals.htmlPlusCssGzip, BYTE_BUDGETS.htmlPlusCssGzip)} gzip (HTML ${formatKB(totals.htmlGzip)} + CSS ${formatKB(totals.cssGzip)})`,
      )
  }
  return violations
}

export interface PageLighthouse {
  page: string
  /** Median score per category, 0–100, with the page's EXPECTED_AUDIT_FAILURES left out. */
  scores: Record<LighthouseCategory, number>
  /** Audits scoring below 1 in the median run of each category below budget, to explain it. */
  failingAudits?: Partial<Record<LighthouseCategory, string[]>>
  totalBlockingTimeMs: number
  cumulativeLayoutShift: number
  /** Median LCP of the page, and of the same page without JavaScript, ms. */
  largestContentfulPaintMs?: number
  noJavaScriptLcpMs?: number
}

export function checkLighthouseBudgets(pages: readonly PageLighthouse[]): string[] {
  const violations: string[] = []
  for (const page of pages) {
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const min = TIMING_BUDGETS.minScores[category]
      if (page.scores[category] < min) {
        const audits = page.failingAudits?.[category]
        violations.push(
          `${page.page}: Lighthouse ${category} ${page.scores[category]} < ${min}${audits?.length ? ` (failing: ${audits.join(', ')})` : ''}`,
        )
      }
    }
    if (page.totalBlockingTimeMs > TIMING_BUDGETS.maxTotalBlockingTimeMs)
      violations.push(
        `${page.page}: total blocking time ${Math.round(page.totalBlockingTimeMs)} ms > ${TIMING_BUDGETS.maxTotalBlockingTimeMs} ms`,
      )
    const lcp = page.largestContentfulPaintMs
    if (lcp !== undefined && lcp > TIMING_BUDGETS.maxLargestContentfulPaintMs)
      violations.push(
        `${page.page}: largest contentful paint ${Math.round(lcp)} ms > ${TIMING_BUDGETS.maxLargestContentfulPaintMs} ms`,
      )
    if (lcp !== undefined && page.noJavaScriptLcpMs) {
      const ratio = lcp / page.noJavaScriptLcpMs
      if (ratio > TIMING_BUDGETS.maxLcpToNoJavaScriptRatio)
        violations.push(
          `${page.page}: largest contentful paint ${Math.round(lcp)} ms is ${ratio.toFixed(2)} × the same page without JavaScript (${Math.round(page.noJavaScriptLcpMs)} ms) > ${TIMING_BUDGETS.maxLcpToNoJavaScriptRatio} ×`,
        )
    }
    if (page.cumulativeLayoutShift > TIMING_BUDGETS.maxCumulativeLayoutShift)
      violations.push(
        `${page.page}: cumulative layout shift ${page.cumulativeLayoutShift.toFixed(4)} > ${TIMING_BUDGETS.maxCumulativeLayoutShift}`,
      )
  }
  return violations
}

export interface ContentLoadMeasure {
  products: number
  /** Files loaded: the products in every language, and the rest of content/. */
  files?: number
  /** Median wall time of loadContent, ms. */
  loadMs: number
  ok: boolean
}

export function checkContentBudget(runs: readonly ContentLoadMeasure[]): string[] {
  const run = runs.find((candidate) => candidate.products === TIMING_BUDGETS.contentProducts)
  if (!run) return [`content: no run with ${TIMING_BUDGETS.contentProducts} products was measured`]
  const loaded = `${run.products} products${run.files ? ` (${run.files} files, every language)` : ''}`
  if (!run.ok) return [`content: ${loaded} did not pass validation`]
  if (run.loadMs >= TIMING_BUDGETS.maxContentLoadMs)
    return [
      `content: loading and validating ${loaded} took ${Math.round(run.loadMs)} ms ≥ ${TIMING_BUDGETS.maxContentLoadMs} ms`,
    ]
  return []
}

/**
 * The build's and the development server's goals at scale (checked by `npm run bench` only).
 * One-language builds are measured as the build was before the site had a second language: the
 * baseline is the build of 5,000 products measured then (docs/PERFORMANCE.md of 2026-11-24).
 */
export const SCALE_GOALS = {
  /** Products of the one-language build held to the CPU goal. */
  products: 5000,
  /** CPU time (user + system) of that build then, ms… */
  baselineCpuMs: 16_000,
  /** …and the most it may take now: half of it. */
  maxCpuMs: 8000,
  /** One-language builds measured: CPU time per page may grow at most this much from the first
   *  to the largest (the build stays linear in the catalogue). */
  oneLanguageProducts: [1000, 5000, 20_000] as readonly number[],
  maxCpuPerPageGrowth: 1.25,
  /** Peak memory of the two-language build of `products` products. */
  maxTwoLanguagePeakRssBytes: 1024 * 1024 * 1024,
  /** The development server at `products` products: from a save to the page showing it, median… */
  maxSaveToScreenMs: 250,
  /** …and to Vite's error overlay after an invalid value. */
  maxOverlayMs: 250,
  /** The memory it keeps (its heap after a full garbage collection) after the saves may exceed
   *  that after startup by at most this share. */
  maxDevMemoryGrowth: 0.1,
} as const

export interface ScaleMeasures {
  /** One-language builds, from scratch (no rendering kept from earlier builds). */
  oneLanguage: readonly { products: number; ok: boolean; cpuMs: number | null; pages: number | null }[]
  /** Peak RSS of the two-language build of SCALE_GOALS.products products, if measured. */
  twoLanguagePeakRssBytes?: number | null
  dev?: {
    saveToScreenMedianMs: number
    overlayMs: number
    /** The heap after a full garbage collection, after startup and after the saves: what the
     *  server keeps (its resident memory also counts garbage V8 has not collected yet). */
    heapAfterStartupMb: number
    heapAfterSavesMb: number
  }
}

/** Every goal of SCALE_GOALS the measures miss, one line each. */
export function checkScaleGoals(measures: ScaleMeasures): string[] {
  const goals = SCALE_GOALS
  const violations: string[] = []
  const runs = measures.oneLanguage
  for (const products of goals.oneLanguageProducts) {
    const run = runs.find((each) => each.products === products)
    if (!run) violations.push(`scale: no one-language build of ${products} products was measured`)
    else if (!run.ok) violations.push(`scale: the one-language build of ${products} products failed`)
  }
  const main = runs.find((run) => run.products === goals.products && run.ok)
  if (main?.cpuMs != null && main.cpuMs > goals.maxCpuMs)
    violations.push(
      `scale: the one-language build of ${goals.products} products took ${(main.cpuMs / 1000).toFixed(1)} CPU-s > ${goals.maxCpuMs / 1000} (half of ${goals.baselineCpuMs / 1000})`,
    )
  const perPage = runs
    .filter((run) => run.ok && run.cpuMs !== null && run.pages)
    .map((run) => ({ products: run.products, ms: run.cpuMs! / run.pages! }))
    .sort((a, b) => a.products - b.products)
  const [first, last] = [perPage[0], perPage.at(-1)]
  if (first && last && last !== first && last.ms > first.ms * goals.maxCpuPerPageGrowth)
    violations.push(
      `scale: CPU per page grew from ${first.ms.toFixed(2)} ms (${first.products} products) to ${last.ms.toFixed(2)} ms (${last.products}), more than ×${goals.maxCpuPerPageGrowth}`,
    )
  const rss = measures.twoLanguagePeakRssBytes
  if (rss != null && rss > goals.maxTwoLanguagePeakRssBytes)
    violations.push(
      `scale: the two-language build of ${goals.products} products peaked at ${Math.round(rss / 1024 / 1024)} MB > ${goals.maxTwoLanguagePeakRssBytes / 1024 / 1024} MB`,
    )
  const dev = measures.dev
  if (!dev) violations.push(`scale: the development server at ${goals.products} products was not measured`)
  else {
    if (dev.saveToScreenMedianMs > goals.maxSaveToScreenMs)
      violations.push(
        `dev, ${goals.products} products: a save shows after ${Math.round(dev.saveToScreenMedianMs)} ms (median) > ${goals.maxSaveToScreenMs} ms`,
      )
    if (dev.overlayMs > goals.maxOverlayMs)
      violations.push(
        `dev, ${goals.products} products: the error overlay shows after ${Math.round(dev.overlayMs)} ms > ${goals.maxOverlayMs} ms`,
      )
    if (dev.heapAfterSavesMb > dev.heapAfterStartupMb * (1 + goals.maxDevMemoryGrowth))
      violations.push(
        `dev, ${goals.products} products: the memory kept grew from ${dev.heapAfterStartupMb} MB to ${dev.heapAfterSavesMb} MB of heap over the saves (more than ${goals.maxDevMemoryGrowth * 100}%)`,
      )
  }
  return violations
}
