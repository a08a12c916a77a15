/**
 * The benchmark's figures and report (scripts/bench/): each page's medians, the budgets a run
 * broke, and the report's sections, on runs made up here (the benchmark itself is `npm run bench`).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BYTE_BUDGETS, LIGHTHOUSE_CATEGORIES, SEARCH_BUDGETS, TIMING_BUDGETS } from '../../scripts/lib/budgets.ts'
import type { LighthouseRun } from '../../scripts/bench/lighthouse.ts'
import { pageResults, type PageResult } from '../../scripts/bench/page-results.ts'
import { markdownReport } from '../../scripts/bench/report/document.ts'
import type { Report } from '../../scripts/bench/report.ts'
import type { ScalingRun } from '../../scripts/bench/scaling.ts'
import type { ServedScreens } from '../../scripts/bench/screens.ts'
import type { SearchMeasure, SearchRun } from '../../scripts/bench/search.ts'
import { budgetViolations } from '../../scripts/bench/violations.ts'
import { PROJECT_ROOT } from '../support/content-copy.ts'

const scores = (value: number | null) =>
  Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, value])) as LighthouseRun['scores']
const noAudits = () =>
  Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, []])) as unknown as Record<
    (typeof LIGHTHOUSE_CATEGORIES)[number],
    string[]
  >

function run(lcpMs: number, score: number | null = 100): LighthouseRun {
  return {
    rawScores: scores(score),
    scores: scores(score),
    lcpMs,
    fcpMs: lcpMs - 100,
    tbtMs: 0,
    cls: 0,
    speedIndexMs: lcpMs,
    failingAudits: noAudits(),
    failedRequests: [],
    warnings: [],
  }
}

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }))
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!DOCTYPE html><title>Home</title><p>Hello</p>')
const screens: ServedScreens = {
  clientDir,
  siteUrl: 'http://127.0.0.1:1',
  noJsUrl: 'http://127.0.0.1:2',
  targets: [{ page: 'index.html', urlPath: '/', expectedStatus: 200 }],
  statuses: new Map([['index.html', 200]]),
  frames: { hosts: [], stoodIn: false },
  chromeFlags: [],
}

/** A page of the made-up site whose runs all score 100 and paint as early as without JavaScript. */
const basePage = (): PageResult =>
  pageResults(screens, {
    runs: new Map([['index.html', [run(900)]]]),
    noJsRuns: new Map([['index.html', [run(900)]]]),
    benchmarkIndex: null,
  })[0]!

/** A search measured on a build of `products` products, its first search transferring `firstBytes`. */
function searchRun(products: number, firstBytes: number, publishedFiles: number): SearchRun {
  const search = (query: string, bytes: number): SearchMeasure => ({
    query,
    results: 24,
    ms: 300,
    bytes,
    requests: 8,
    codeBytes: 8000,
    indexBytes: bytes - 8000,
    otherBytes: 0,
  })
  return {
    products,
    indexes: [
      { code: 'en', files: 900, bytes: 2_000_000, gzipBytes: 600_000, manifestGzip: 9000, largestWordsGzip: 30_000 },
    ],
    indexingMs: 800,
    first: search('product', firstBytes),
    later: search('gari', 2000),
    publishedFiles,
  }
}

/** A scaling run that went well. */
const scalingRun = (changes: Partial<ScalingRun>): ScalingRun => ({
  products: 6,
  files: 30,
  ok: true,
  loadRunsMs: [40],
  loadMedianMs: 40,
  loadCpuMedianMs: 40,
  reloadAfterEditMs: 5,
  buildWallMs: 9000,
  buildCpuMs: 12000,
  buildOk: true,
  buildPeakRssBytes: 400 * 1024 * 1024,
  productsPageHtmlGzip: 8000,
  pages: 12,
  largestHtml: { file: 'products/index.html', gzip: 8000 },
  allJsGzip: 70000,
  firstLoadJsGzip: 2000,
  budgetViolations: [],
  ...changes,
})

describe("a page's results", () => {
  it('are the medians of its runs, beside the median of its runs without JavaScript, and its weight', () => {
    const [page] = pageResults(screens, {
      runs: new Map([['index.html', [run(900), run(1500), run(1000)]]]),
      noJsRuns: new Map([['index.html', [run(800), run(700), run(750)]]]),
      benchmarkIndex: 1000,
    })
    expect(page!.median.lcpMs).toBe(1000)
    expect(page!.median.scores.performance).toBe(100)
    expect(page!.withoutJavaScript).toEqual({ lcpRunsMs: [800, 700, 750], lcpMs: 750, fcpMs: 650 })
    expect(page!.status).toBe(200)
    expect(page!.weight.totals.htmlBytes).toBeGreaterThan(0)
    expect(page!.weight.missing).toEqual([])
  })

  it('score 0 in a category where any run has no score, so a page Lighthouse could not judge fails its budget', () => {
    const [page] = pageResults(screens, {
      runs: new Map([['index.html', [run(900), run(900, null)]]]),
      noJsRuns: new Map([['index.html', [run(800)]]]),
      benchmarkIndex: null,
    })
    expect(page!.median.scores.accessibility).toBe(0)
    expect(budgetViolations([page!], [], false)).toContain('index.html: Lighthouse accessibility 0 < 100')
  })
})

describe('the budgets a run broke', () => {
  const page = (changes: Partial<PageResult> = {}): PageResult => ({ ...basePage(), ...changes })

  it('list a page over a byte budget, a page naming a missing file, and an audit that failed unexpectedly', () => {
    const heavy = page({
      weight: {
        ...page().weight,
        totals: { ...page().weight.totals, jsGzip: BYTE_BUDGETS.firstLoadJsGzip + 1024 },
        missing: ['assets/gone.js'],
      },
    })
    const failing = run(900, 80)
    failing.failingAudits.performance = ['unused-javascript', 'network-dependency-tree-insight (expected)']
    const slow = page({
      page: 'about/index.html',
      runs: [failing],
      median: { ...page().median, scores: scores(80) as PageResult['median']['scores'] },
    })
    const violations = budgetViolations([heavy, slow], [], false)
    expect(violations).toContain(`${heavy.page}: references missing files assets/gone.js`)
    expect(violations.some((line) => line.startsWith(`${heavy.page}: first-load JS is `))).toBe(true)
    expect(violations).toContain(
      `about/index.html: Lighthouse performance 80 < ${TIMING_BUDGETS.minScores.performance} (failing: unused-javascript)`,
    )
  })

  it('judge content loading only when the scaling runs were measured, and list each failed scaling build', () => {
    expect(budgetViolations([page()], [], false)).toEqual([])
    expect(budgetViolations([page()], [], true)).toEqual([
      `content: no run with ${TIMING_BUDGETS.contentProducts} products was measured`,
      `search: no run with ${SEARCH_BUDGETS.products} products was measured`,
    ])
    const failed = scalingRun({ products: 5000, buildOk: false, budgetViolations: ['index.html: HTML is 61 KB gzip'] })
    const runs = [scalingRun({ products: TIMING_BUDGETS.contentProducts }), failed]
    expect(budgetViolations([page()], runs, true)).toEqual([
      `search: no run with ${SEARCH_BUDGETS.products} products was measured`,
      'scaling: the build with 5000 products failed',
      'scaling, 5000 products: index.html: HTML is 61 KB gzip',
    ])
  })

  it('judge content loading at its number of products, saying how many files that was in every language', () => {
    const products = TIMING_BUDGETS.contentProducts
    const limit = TIMING_BUDGETS.maxContentLoadMs
    const at = (loadMedianMs: number) =>
      budgetViolations([page()], [scalingRun({ products, files: 2 * products + 48, loadMedianMs })], true).filter(
        (line) => line.startsWith('content:'),
      )
    expect(at(limit - 1)).toEqual([])
    expect(at(limit + 217)).toEqual([
      `content: loading and validating ${products} products (${2 * products + 48} files, every language) took ${limit + 217} ms ≥ ${limit} ms`,
    ])
  })

  it('hold the first search to its budget at its number of products, and every build to the files a host takes', () => {
    const products = SEARCH_BUDGETS.products
    const limit = SEARCH_BUDGETS.firstSearchBytes
    const at = (firstBytes: number, publishedFiles = 1000) =>
      budgetViolations(
        [page()],
        [
          scalingRun({ products: TIMING_BUDGETS.contentProducts }),
          scalingRun({ products, search: searchRun(products, firstBytes, publishedFiles) }),
        ],
        true,
      )
    expect(at(limit)).toEqual([])
    expect(at(limit + 2048)).toEqual([
      `search, ${products} products: the first search transfers 152.0 KB (${limit + 2048} B) > budget 150.0 KB (${limit} B), 2.0 KB over`,
    ])
    expect(at(limit, SEARCH_BUDGETS.maxPublishedFiles + 1)).toEqual([
      `${products} products: the build publishes ${SEARCH_BUDGETS.maxPublishedFiles + 1} files > ${SEARCH_BUDGETS.maxPublishedFiles} (Cloudflare Pages' free plan)`,
    ])
  })
})

describe('the report', () => {
  // The shape of a real run's figures; what is asserted here does not depend on them, nor on which
  // optional parts that run measured (the admin, the build at scale: absent with --skip-…).
  const { admin, scale, ...report } = JSON.parse(
    fs.readFileSync(path.join(PROJECT_ROOT, 'docs/performance.json'), 'utf8'),
  ) as Report
  const headings = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('#'))

  const sections = [
    '# Performance',
    '## Machine',
    '## First paint: each page beside the same page without JavaScript',
    '## Lighthouse (mobile, simulated throttling)',
    '## First-load weight per page',
    '## Budgets',
    '## Build',
  ]

  it('has its sections in order, and the content scaling only when it was measured', () => {
    expect(headings(markdownReport({ ...report, scaling: [] }))).toEqual(sections)
    expect(headings(markdownReport({ ...report, scaling: [scalingRun({})] }))).toEqual([
      ...sections,
      '## Content scaling',
    ])
    const withSearch = markdownReport({
      ...report,
      scaling: [scalingRun({ products: 5000, search: searchRun(5000, 90_000, 12_000) })],
    })
    expect(headings(withSearch)).toEqual([...sections, '## Content scaling', '## Site search at scale'])
    expect(withSearch).toContain('| first ("product") | 24 |')
  })

  it('adds the build at scale and the admin, in that order, when they were measured', () => {
    if (scale)
      expect(headings(markdownReport({ ...report, scaling: [], scale })).slice(sections.length)).toEqual([
        '## The build and the development server at scale',
      ])
    if (admin)
      expect(headings(markdownReport({ ...report, scaling: [], scale, admin })).at(-1)).toMatch(
        /^## The admin at [\d,]+ products$/,
      )
  })

  it('says at the top whether every budget holds, and lists the broken ones', () => {
    expect(markdownReport({ ...report, violations: [] })).toContain('**Result: every budget holds.**\n')
    const broken = markdownReport({ ...report, violations: ['index.html: HTML is 61 KB gzip'] })
    expect(broken).toContain('**Result: 1 budget(s) broken.**\n\n- index.html: HTML is 61 KB gzip\n')
  })
})
