/**
 * `npm run bench`: measures the built site against the budgets of scripts/lib/budgets.ts.
 *
 *   tsx scripts/bench.ts [--runs 3] [--skip-scaling] [--uncompressed]
 *
 * 1. Builds the site into .cache/bench/site (wall time, peak RSS).
 * 2. Serves it with the static server and runs Lighthouse (mobile, simulated throttling) on the
 *    six screens, `--runs` times each; reports the median per category and metric. The not-found
 *    screen is measured at an unknown path, answered with status 404. Text responses are gzipped
 *    as static hosts do, unless `--uncompressed` is given.
 * 3. Measures each page's first-load bytes (page-weight.ts).
 * 4. Scaling: content copies with 6, 100 and 1,000 product files; times loadContent (median of
 *    several runs) and the whole build of each.
 * 5. Writes docs/PERFORMANCE.md and docs/performance.json, prints a summary, and exits 1 when a
 *    budget is broken (each violation listed).
 *
 * Uses the system Chromium (tests/support/chrome.ts; CHROME_PATH overrides), never a download.
 * Every Chromium process it starts is killed before it exits, on failure and on Ctrl-C too.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Flags, Result as LighthouseResult } from 'lighthouse'
import { loadContent } from '../generator/content/load.ts'
import { CHROME_ARGS, chromePath } from '../tests/support/chrome.ts'
import {
  BYTE_BUDGETS,
  checkByteBudgets,
  checkContentBudget,
  checkLighthouseBudgets,
  EXPECTED_AUDIT_FAILURES,
  LIGHTHOUSE_CATEGORIES,
  TIMING_BUDGETS,
  type LighthouseCategory,
  type PageLighthouse,
} from './lib/budgets.ts'
import { formatKB, measurePageWeight, type PageWeight } from './lib/page-weight.ts'
import { expectedPages } from './lib/site-files.ts'
import { startStaticServer, type StaticServer } from './lib/static-server.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-scaling': { type: 'boolean', default: false },
    uncompressed: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(values.runs) || 3)
const ROOT = path.resolve(import.meta.dirname, '..')
const TSX = path.join(ROOT, 'node_modules/.bin/tsx')
const WORK = path.join(ROOT, '.cache/bench')
const SITE_OUT = path.join(WORK, 'site')
const NOT_FOUND_PATH = '/this-page-does-not-exist'
const SCALING_PRODUCTS = [6, 100, TIMING_BUDGETS.contentProducts]
const CONTENT_LOAD_RUNS = 7

const log = (message: string) => process.stderr.write(`${message}\n`)
const median = (numbers: readonly number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits

// --- Cleanup: Chromium, the server and temp folders go, however the run ends. ----------------

let chrome: chromeLauncher.LaunchedChrome | undefined
let chromeProfile: string | undefined
let server: StaticServer | undefined
const tempDirs: string[] = []

/** Processes whose command line names our Chromium profile: ours, and only ours. */
function ourChromiumPids(): number[] {
  if (!chromeProfile) return []
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(chromeProfile)) pids.push(Number(entry))
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids
}

function killChromeSync() {
  if (chrome?.pid) {
    try {
      process.kill(-chrome.pid, 'SIGKILL') // chrome-launcher starts it as a process-group leader
    } catch {
      // Already gone.
    }
  }
  for (const pid of ourChromiumPids()) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

async function cleanup() {
  if (chrome) {
    try {
      await chrome.kill()
    } catch {
      // Killed below.
    }
    killChromeSync()
    for (let wait = 0; wait < 50 && ourChromiumPids().length; wait++) await new Promise((resolve) => setTimeout(resolve, 100))
    const left = ourChromiumPids()
    if (left.length) log(`warning: Chromium processes still running: ${left.join(', ')}`)
    chrome = undefined
  }
  await server?.close().catch(() => undefined)
  server = undefined
  if (chromeProfile) fs.rmSync(chromeProfile, { recursive: true, force: true })
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
}

process.on('exit', killChromeSync)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`\n${signal}: stopping`)
    void cleanup().finally(() => process.exit(130))
  })
}

// --- Running a build in a child process. ------------------------------------------------------

interface BuildRun {
  wallMs: number
  /** Largest peak resident set of the Node processes of the build, bytes (process.resourceUsage().maxRSS). */
  peakRssBytes: number | null
  code: number
  output: string
}

/** A module preloaded into every Node process of the build (NODE_OPTIONS) that records its peak RSS on exit. */
function rssProbe(): string {
  const file = path.join(WORK, 'rss-probe.mjs')
  fs.mkdirSync(WORK, { recursive: true })
  fs.writeFileSync(
    file,
    `import fs from 'node:fs'
process.on('exit', () => {
  try { fs.appendFileSync(process.env.BENCH_RSS_FILE, process.resourceUsage().maxRSS + '\\n') } catch {}
})
`,
  )
  return file
}

async function runBuild(outDir: string, env: Record<string, string> = {}): Promise<BuildRun> {
  const rssFile = path.join(WORK, `rss-${process.pid}-${Date.now()}.txt`)
  const probe = rssProbe()
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${pathToFileURL(probe).href}`].filter(Boolean).join(' ')
  const started = performance.now()
  const child = spawn(TSX, ['scripts/build.ts', '--out-dir', outDir, '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_OPTIONS: nodeOptions, BENCH_RSS_FILE: rssFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (exitCode) => resolve(exitCode ?? 1))
  })
  const wallMs = performance.now() - started
  let peakRssBytes: number | null = null
  if (fs.existsSync(rssFile)) {
    const kilobytes = fs.readFileSync(rssFile, 'utf8').split('\n').filter(Boolean).map(Number)
    if (kilobytes.length) peakRssBytes = Math.max(...kilobytes) * 1024
    fs.rmSync(rssFile, { force: true })
  }
  return { wallMs, peakRssBytes, code, output }
}

// --- Lighthouse. ------------------------------------------------------------------------------

interface ScreenTarget {
  /** HTML file of the screen, e.g. `products/index.html`: its name in reports and budgets. */
  page: string
  /** Path requested, e.g. `/products` or the unknown path for the 404 screen. */
  urlPath: string
  expectedStatus: number
}

interface LighthouseRun {
  /** Category scores 0–100 as Lighthouse reports them. */
  rawScores: Record<LighthouseCategory, number | null>
  /** The same with the page's EXPECTED_AUDIT_FAILURES left out. */
  scores: Record<LighthouseCategory, number | null>
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  /** Per category, audits that count toward its score and scored below 1. */
  failingAudits: Record<LighthouseCategory, string[]>
  lcpElement?: string
  /** Requests that got no response, such as frames from other hosts when the benchmark runs offline. */
  failedRequests: string[]
  warnings: string[]
}

/** A category's score from its audits, leaving out `excluded` (Lighthouse's own weighted mean otherwise). */
function categoryScore(lhr: LighthouseResult, category: LighthouseCategory, excluded: readonly string[]): number | null {
  const refs = lhr.categories[category]?.auditRefs ?? []
  let weight = 0
  let sum = 0
  for (const ref of refs) {
    if (ref.weight <= 0 || excluded.includes(ref.id)) continue
    const score = lhr.audits[ref.id]?.score
    if (score === null || score === undefined) return null
    weight += ref.weight
    sum += score * ref.weight
  }
  return weight ? Math.round((sum / weight) * 100) : null
}

/** The page's EXPECTED_AUDIT_FAILURES whose condition holds in this run. */
function expectedFailures(lhr: LighthouseResult, page: string): string[] {
  return (EXPECTED_AUDIT_FAILURES[page] ?? [])
    .filter((expected) => {
      if (!expected.onlyDocument404) return true
      const items = (lhr.audits[expected.audit]?.details as { items?: { description?: string; sourceLocation?: { url?: string } }[] } | undefined)?.items ?? []
      const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl
      return items.every((item) => /status of 404/.test(item.description ?? '') && item.sourceLocation?.url === documentUrl)
    })
    .map((expected) => expected.audit)
}

function summarizeRun(lhr: LighthouseResult, page: string): LighthouseRun {
  const excluded = expectedFailures(lhr, page)
  const rawScores = {} as LighthouseRun['rawScores']
  const scores = {} as LighthouseRun['scores']
  const failingAudits = {} as LighthouseRun['failingAudits']
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const reported = lhr.categories[category]?.score
    rawScores[category] = reported === null || reported === undefined ? null : Math.round(reported * 100)
    const recomputed = categoryScore(lhr, category, [])
    if (recomputed !== rawScores[category]) log(`warning: ${page} ${category}: recomputed score ${recomputed} differs from Lighthouse's ${rawScores[category]}`)
    scores[category] = categoryScore(lhr, category, excluded)
    failingAudits[category] = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}${excluded.includes(ref.id) ? ' (expected)' : ''}`)
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  let lcpElement: string | undefined
  try {
    const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined
    const node = details?.items?.[0]?.items?.[0]?.node
    lcpElement = node?.selector ?? node?.snippet
  } catch {
    lcpElement = undefined
  }
  return {
    rawScores,
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    failingAudits,
    ...(lcpElement ? { lcpElement } : {}),
    failedRequests: ((lhr.audits['network-requests']?.details as { items?: { url: string; statusCode?: number }[] } | undefined)?.items ?? [])
      .filter((request) => !request.url.startsWith('data:') && (request.statusCode ?? -1) < 0)
      .map((request) => request.url.split('?')[0]!),
    warnings: lhr.runWarnings.map(String),
  }
}

async function runLighthouse(url: string, target: ScreenTarget, port: number): Promise<LighthouseResult> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    // Mobile form factor, screen emulation and simulated throttling are Lighthouse's defaults.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    // Without this Lighthouse refuses to score a 4xx document; the 404 screen must answer 404.
    ignoreStatusCode: target.expectedStatus >= 400,
  }
  // A run now and then fails to record its trace (NO_NAVSTART, NO_FCP) on a busy machine: try again.
  const attempts = 3
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags)
    const problem = !result ? 'no result' : result.lhr.runtimeError ? `${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}` : undefined
    if (!problem) return result!.lhr
    if (attempt >= attempts) throw new Error(`Lighthouse could not measure ${url} in ${attempts} attempts: ${problem}`)
    log(`  retrying ${target.page}: ${problem}`)
  }
}

// --- Content scaling. -------------------------------------------------------------------------

/** A copy of content/ with generated product files added until there are `total` of them. */
function contentCopy(total: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ala-bench-content-${total}-`))
  tempDirs.push(dir)
  fs.cpSync(path.join(ROOT, 'content'), dir, { recursive: true })
  const productsDir = path.join(dir, 'products')
  const existing = fs.readdirSync(productsDir).filter((file) => file.endsWith('.md'))
  const image = fs.readFileSync(path.join(productsDir, existing[0]!), 'utf8').match(/^image:\s*(.+)$/m)?.[1]?.trim() ?? 'images/products/garri.svg'
  const usedOrders = new Set(existing.map((file) => Number(fs.readFileSync(path.join(productsDir, file), 'utf8').match(/^order:\s*"?(\d+)"?/m)?.[1])))
  let order = 0
  for (let index = existing.length + 1; index <= total; index++) {
    do order++
    while (usedOrders.has(order))
    const number = String(index).padStart(4, '0')
    fs.writeFileSync(
      path.join(productsDir, `bench-product-${number}.md`),
      `---
name: Bench Product ${number}
order: "${order}"
image: ${image}
imageAlt: Illustration standing in for generated benchmark product ${number}
---

Generated product ${number} for the content pipeline benchmark. Carefully sourced from farms in the south-east,
cleaned, dried and packed in **1 kg**, 5 kg and 25 kg bags, ready for export to buyers at home and abroad.
`,
    )
  }
  return dir
}

interface ScalingRun {
  products: number
  files: number
  ok: boolean
  loadRunsMs: number[]
  loadMedianMs: number
  /** CPU time of the same runs: less sensitive than wall time to other work on the machine. */
  loadCpuMedianMs: number
  buildWallMs: number
  buildOk: boolean
  buildPeakRssBytes: number | null
  productsPageHtmlGzip: number | null
}

async function scalingRun(products: number): Promise<ScalingRun> {
  const contentDir = contentCopy(products)
  const loadRunsMs: number[] = []
  const loadCpuMs: number[] = []
  let ok = true
  let files = 0
  for (let run = 0; run < CONTENT_LOAD_RUNS; run++) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const result = loadContent({ root: ROOT, contentDir })
    loadRunsMs.push(performance.now() - started)
    const used = process.cpuUsage(cpu)
    loadCpuMs.push((used.user + used.system) / 1000)
    ok &&= result.ok
    files = result.files.length
    if (!result.ok) log(`  content with ${products} products is invalid: ${JSON.stringify(result.issues.slice(0, 3))}`)
  }
  // The build wants its output inside the project.
  const outDir = path.join(WORK, `scaling-${products}`)
  fs.rmSync(outDir, { recursive: true, force: true })
  tempDirs.push(outDir)
  const build = await runBuild(path.join(outDir, 'dist'), { SITE_CONTENT_DIR: contentDir })
  if (build.code !== 0) log(`  build with ${products} products failed:\n${build.output.slice(-2000)}`)
  const productsPage = path.join(outDir, 'dist/client/products/index.html')
  const productsPageHtmlGzip = build.code === 0 && fs.existsSync(productsPage) ? measurePageWeight({ clientDir: path.join(outDir, 'dist/client'), htmlFile: 'products/index.html' }).totals.htmlGzip : null
  return {
    products,
    files,
    ok,
    loadRunsMs: loadRunsMs.map((ms) => round(ms, 1)),
    loadMedianMs: round(median(loadRunsMs), 1),
    loadCpuMedianMs: round(median(loadCpuMs), 1),
    buildWallMs: round(build.wallMs),
    buildOk: build.code === 0,
    buildPeakRssBytes: build.peakRssBytes,
    productsPageHtmlGzip,
  }
}

// --- Machine. ---------------------------------------------------------------------------------

function chromiumVersion(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 20_000 }).trim()
  } catch {
    return 'unknown'
  }
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
  } catch {
    return 'unknown'
  }
}

// --- Report. ----------------------------------------------------------------------------------

interface PageResult extends ScreenTarget {
  url: string
  status: number
  runs: LighthouseRun[]
  median: {
    scores: Record<LighthouseCategory, number>
    rawScores: Record<LighthouseCategory, number | null>
    lcpMs: number
    fcpMs: number
    tbtMs: number
    cls: number
    speedIndexMs: number
  }
  weight: PageWeight
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–')
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`)

function markdownReport(report: Report): string {
  const lines: string[] = []
  const add = (...text: string[]) => lines.push(...text)
  const table = (head: string[], rows: (string | number)[][], align?: string[]) => {
    add(`| ${head.join(' | ')} |`, `| ${(align ?? head.map((_, index) => (index ? '---:' : '---'))).join(' | ')} |`)
    for (const row of rows) add(`| ${row.join(' | ')} |`)
    add('')
  }
  const { machine } = report
  add(
    '# Performance',
    '',
    `Measured by \`npm run bench\` (scripts/bench.ts) on ${report.date}. Budgets live in scripts/lib/budgets.ts; the byte budgets are also enforced by \`tests/build/budgets.test.ts\`. Machine-readable figures: [performance.json](performance.json).`,
    '',
    `**Result: ${report.violations.length ? `${report.violations.length} budget(s) broken` : 'every budget holds'}.**`,
    '',
  )
  if (report.violations.length) add(...report.violations.map((violation) => `- ${violation}`), '')

  const busy = Math.max(machine.loadAverageStart, machine.loadAverageEnd) > machine.cpuCount
  if (busy)
    add(
      `> **Busy machine:** the 1-minute load average was ${machine.loadAverageStart} at the start and ${machine.loadAverageEnd} at the end, on ${machine.cpuCount} CPUs. Lighthouse's simulated metrics scale observed CPU time (×4), so TBT, FCP/LCP and the timings below read high and vary between runs; re-run on an idle machine before acting on a timing budget.`,
      '',
    )
  add('## Machine', '')
  table(
    ['', ''],
    [
      ['CPU', `${machine.cpuCount} × ${machine.cpuModel}`],
      ['Memory', `${machine.memoryGB} GB`],
      ['OS', machine.os],
      ['Node', machine.node],
      ['Browser', machine.chromium],
      ['Lighthouse', `${machine.lighthouse} (benchmarkIndex ${machine.benchmarkIndex ?? 'n/a'})`],
      ['Load average (1 min) at start / end', `${machine.loadAverageStart} / ${machine.loadAverageEnd}`],
    ],
    ['---', '---'],
  )

  add(
    '## Lighthouse (mobile, simulated throttling)',
    '',
    `Median of ${report.lighthouseRuns} runs per page. Scores are 0–100; LCP, FCP, TBT and Speed Index in ms. Served by ${report.serving}.`,
    '',
  )
  table(
    ['Page', 'URL', 'Status', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index'],
    report.pages.map((page) => [
      page.page,
      `\`${page.urlPath}\``,
      page.status,
      ...LIGHTHOUSE_CATEGORIES.map((category) =>
        page.median.rawScores[category] === page.median.scores[category] ? page.median.scores[category] : `${page.median.scores[category]} (raw ${page.median.rawScores[category] ?? '–'})`,
      ),
      ms(page.median.lcpMs),
      ms(page.median.fcpMs),
      ms(page.median.tbtMs),
      page.median.cls.toFixed(3),
      ms(page.median.speedIndexMs),
    ]),
    ['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
  )
  const notes = report.pages.flatMap((page) => {
    const failing = new Set(page.runs.flatMap((run) => LIGHTHOUSE_CATEGORIES.flatMap((category) => run.failingAudits[category].map((audit) => `${category}: ${audit}`))))
    return failing.size ? [`- ${page.page}: audits below 1 in at least one run — ${[...failing].join('; ')}`] : []
  })
  if (notes.length) add('Audits that did not score 1 (per category):', '', ...notes, '')
  add(
    `The not-found screen is measured at \`${NOT_FOUND_PATH}\`, which the static server answers with 404.html and status 404; Lighthouse scores it with \`ignoreStatusCode\`. Audits that fail there by design are left out of the scores the budgets judge ("raw" is Lighthouse's own score):`,
    '',
    ...Object.entries(EXPECTED_AUDIT_FAILURES).flatMap(([page, failures]) => failures.map((failure) => `- ${page}: \`${failure.audit}\` — ${failure.why}.`)),
    '',
    'LCP element (last run): ' + report.pages.map((page) => `${page.page} → \`${page.runs.at(-1)?.lcpElement?.replace(/\|/g, '\\|') ?? '?'}\``).join('; '),
    '',
  )
  const failed = report.pages.filter((page) => page.runs.some((run) => run.failedRequests.length))
  if (failed.length)
    add(
      'Requests that got no response (when the benchmark runs without outside network, frames from other hosts fail; their real cost is not measured):',
      '',
      ...failed.map((page) => `- ${page.page}: ${[...new Set(page.runs.flatMap((run) => run.failedRequests))].map((url) => `\`${url}\``).join(', ')}`),
      '',
    )

  add('## First-load weight per page', '', 'What each page ships on first load (scripts/lib/page-weight.ts): the HTML, linked stylesheets, and JS loaded by `<script src>`, `<link rel="modulepreload">` and their static imports. KB = 1024 bytes, gzip level 9.', '')
  table(
    ['Page', 'HTML raw', 'HTML gzip', 'CSS raw', 'CSS gzip', 'HTML+CSS gzip', 'JS files', 'JS raw', 'JS gzip', 'Total gzip'],
    report.pages.map(({ page, weight }) => {
      const { totals } = weight
      return [page, kb(totals.htmlBytes), kb(totals.htmlGzip), kb(totals.cssBytes), kb(totals.cssGzip), kb(totals.htmlPlusCssGzip), weight.assets.filter((asset) => asset.kind === 'js').length, kb(totals.jsBytes), kb(totals.jsGzip), kb(totals.totalGzip)]
    }),
  )
  const biggest = report.pages[0]?.weight.assets.filter((asset) => asset.kind !== 'html').sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5) ?? []
  if (biggest.length) {
    add(`Largest assets of ${report.pages[0]!.page}:`, '')
    table(['File', 'Loaded by', 'Raw KB', 'Gzip KB'], biggest.map((asset) => [`\`${asset.file}\``, asset.via, kb(asset.bytes), kb(asset.gzipBytes)]), ['---', '---', '---:', '---:'])
  }

  add('## Budgets', '')
  const worst = (pick: (page: PageResult) => number, highest = true) => {
    const values = report.pages.map(pick)
    return highest ? Math.max(...values) : Math.min(...values)
  }
  const contentRun = report.scaling.find((run) => run.products === TIMING_BUDGETS.contentProducts)
  const budgetRows: (string | number)[][] = [
    ['First-load JS gzip, per page', `≤ ${kb(BYTE_BUDGETS.firstLoadJsGzip)} KB`, `${kb(worst((page) => page.weight.totals.jsGzip))} KB (largest)`],
    ['CSS gzip, per page', `≤ ${kb(BYTE_BUDGETS.cssGzip)} KB`, `${kb(worst((page) => page.weight.totals.cssGzip))} KB (largest)`],
    ['HTML + CSS gzip, per page', `≤ ${kb(BYTE_BUDGETS.htmlPlusCssGzip)} KB`, `${kb(worst((page) => page.weight.totals.htmlPlusCssGzip))} KB (largest)`],
    ...LIGHTHOUSE_CATEGORIES.map((category) => [
      `Lighthouse ${category}, every page`,
      `≥ ${TIMING_BUDGETS.minScores[category]}`,
      `${worst((page) => page.median.scores[category], false)} (lowest median)`,
    ]),
    ['Total blocking time', `≤ ${TIMING_BUDGETS.maxTotalBlockingTimeMs} ms`, `${ms(worst((page) => page.median.tbtMs))} ms (highest median)`],
    ['Cumulative layout shift', `= ${TIMING_BUDGETS.maxCumulativeLayoutShift}`, `${worst((page) => page.median.cls).toFixed(3)} (highest median)`],
    [`${TIMING_BUDGETS.contentProducts} product files loaded and validated`, `< ${TIMING_BUDGETS.maxContentLoadMs} ms`, contentRun ? `${ms(contentRun.loadMedianMs)} ms (median)` : 'not measured'],
  ]
  table(['Budget', 'Limit', 'Measured'], budgetRows, ['---', '---', '---'])

  add('## Build', '')
  table(
    ['Build', 'Wall time', 'Peak RSS'],
    [['`npm run build` of content/ into .cache/bench/site', `${(report.build.wallMs / 1000).toFixed(1)} s`, mb(report.build.peakRssBytes)]],
    ['---', '---:', '---:'],
  )

  if (report.scaling.length) {
    add(
      '## Content scaling',
      '',
      `Copies of content/ with generated product files added (reusing an existing image). loadContent: median of ${CONTENT_LOAD_RUNS} in-process runs (min–max). Build: scripts/build.ts with SITE_CONTENT_DIR, wall time and the peak RSS of its largest Node process.`,
      '',
    )
    table(
      ['Products', 'Content files', 'Valid', 'loadContent median', 'loadContent min–max', 'loadContent CPU median', 'Build wall time', 'Build peak RSS', 'products/ HTML gzip'],
      report.scaling.map((run) => [
        run.products,
        run.files,
        run.ok ? 'yes' : 'no',
        `${ms(run.loadMedianMs)} ms`,
        `${ms(Math.min(...run.loadRunsMs))}–${ms(Math.max(...run.loadRunsMs))} ms`,
        `${ms(run.loadCpuMedianMs)} ms`,
        run.buildOk ? `${(run.buildWallMs / 1000).toFixed(1)} s` : 'failed',
        mb(run.buildPeakRssBytes),
        run.productsPageHtmlGzip === null ? '–' : `${kb(run.productsPageHtmlGzip)} KB`,
      ]),
    )
  }
  add(`Total benchmark time: ${(report.totalMs / 1000).toFixed(0)} s.`, '')
  return `${lines.join('\n').trimEnd()}\n`
}

interface Report {
  date: string
  machine: {
    cpuCount: number
    cpuModel: string
    memoryGB: number
    os: string
    node: string
    chromium: string
    lighthouse: string
    benchmarkIndex: number | null
    loadAverageStart: number
    loadAverageEnd: number
  }
  lighthouseRuns: number
  /** How responses reached Lighthouse. */
  serving: string
  budgets: { bytes: typeof BYTE_BUDGETS; timing: typeof TIMING_BUDGETS; expectedAuditFailures: typeof EXPECTED_AUDIT_FAILURES }
  build: { wallMs: number; peakRssBytes: number | null }
  pages: PageResult[]
  scaling: ScalingRun[]
  violations: string[]
  totalMs: number
}

// --- Main. ------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = performance.now()
  const loadAverageStart = round(os.loadavg()[0]!, 2)
  const browser = chromePath()
  if (!browser) throw new Error('No Chromium or Chrome found: install Debian\'s chromium (apt-get install chromium) or set CHROME_PATH.')

  log(`Building the site into ${path.relative(ROOT, SITE_OUT)}/ …`)
  const build = await runBuild(SITE_OUT)
  if (build.code !== 0) throw new Error(`The build failed:\n${build.output}`)
  const clientDir = path.join(SITE_OUT, 'client')
  log(`  ${(build.wallMs / 1000).toFixed(1)} s, peak RSS ${mb(build.peakRssBytes)}`)

  server = await startStaticServer({ dir: clientDir, port: 0, base: '/', compress: !values.uncompressed })
  const siteUrl = server.url
  const targets: ScreenTarget[] = expectedPages().map((page) => ({ page: page.file, urlPath: page.path ?? NOT_FOUND_PATH, expectedStatus: page.path ? 200 : 404 }))
  const statuses = new Map<string, number>()
  for (const target of targets) {
    const response = await fetch(`${siteUrl}${target.urlPath}`)
    await response.arrayBuffer()
    statuses.set(target.page, response.status)
    if (response.status !== target.expectedStatus) throw new Error(`${target.urlPath} answered ${response.status}, expected ${target.expectedStatus}`)
  }

  chromeProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'ala-bench-chromium-'))
  chrome = await chromeLauncher.launch({ chromePath: browser, chromeFlags: [...CHROME_ARGS], userDataDir: chromeProfile, handleSIGINT: false, logLevel: 'silent' })
  log(`Lighthouse: ${targets.length} pages × ${RUNS} runs (Chromium pid ${chrome.pid}, port ${chrome.port}) …`)
  const runs = new Map<string, LighthouseRun[]>(targets.map((target) => [target.page, []]))
  let benchmarkIndex: number | null = null
  const lhrDir = path.join(WORK, 'lighthouse')
  fs.rmSync(lhrDir, { recursive: true, force: true })
  fs.mkdirSync(lhrDir, { recursive: true })
  // Pages interleaved, so a slow spell of the machine does not land on one page's runs only.
  for (let run = 1; run <= RUNS; run++) {
    for (const target of targets) {
      const url = `${siteUrl}${target.urlPath}`
      const lhr = await runLighthouse(url, target, chrome.port)
      fs.writeFileSync(path.join(lhrDir, `${target.page.replace(/\//g, '_')}-${run}.json`), JSON.stringify(lhr))
      benchmarkIndex ??= lhr.environment.benchmarkIndex
      const summary = summarizeRun(lhr, target.page)
      runs.get(target.page)!.push(summary)
      log(`  ${run}/${RUNS} ${target.page.padEnd(20)} ${LIGHTHOUSE_CATEGORIES.map((category) => `${category} ${summary.rawScores[category]}`).join(', ')}; LCP ${ms(summary.lcpMs)} ms, TBT ${ms(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}`)
    }
  }
  await cleanup() // Chromium and the server are no longer needed.
  const chromium = chromiumVersion(browser)

  const pages: PageResult[] = targets.map((target) => {
    const pageRuns = runs.get(target.page)!
    const medianOf = (pick: (run: LighthouseRun) => number) => median(pageRuns.map(pick))
    const scoreMedian = (pick: (run: LighthouseRun) => number | null) => {
      const scores = pageRuns.map(pick)
      return scores.some((score) => score === null) ? 0 : median(scores as number[])
    }
    return {
      ...target,
      url: `${target.urlPath}`,
      status: statuses.get(target.page)!,
      runs: pageRuns,
      median: {
        scores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, scoreMedian((run) => run.scores[category])])) as Record<LighthouseCategory, number>,
        rawScores: Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, scoreMedian((run) => run.rawScores[category])])) as Record<LighthouseCategory, number>,
        lcpMs: round(medianOf((run) => run.lcpMs)),
        fcpMs: round(medianOf((run) => run.fcpMs)),
        tbtMs: round(medianOf((run) => run.tbtMs)),
        cls: round(medianOf((run) => run.cls), 4),
        speedIndexMs: round(medianOf((run) => run.speedIndexMs)),
      },
      weight: measurePageWeight({ clientDir, htmlFile: target.page, base: '/' }),
    }
  })

  const scaling: ScalingRun[] = []
  if (!values['skip-scaling']) {
    for (const products of SCALING_PRODUCTS) {
      log(`Scaling: ${products} product files …`)
      const result = await scalingRun(products)
      log(`  loadContent median ${ms(result.loadMedianMs)} ms (CPU ${ms(result.loadCpuMedianMs)} ms); build ${(result.buildWallMs / 1000).toFixed(1)} s${result.buildOk ? '' : ' (FAILED)'}, peak RSS ${mb(result.buildPeakRssBytes)}`)
      scaling.push(result)
    }
  }

  const lighthouseMeasures: PageLighthouse[] = pages.map((page) => ({
    page: page.page,
    scores: page.median.scores,
    failingAudits: Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((category) => [category, [...new Set(page.runs.flatMap((run) => run.failingAudits[category].filter((audit) => !audit.endsWith('(expected)'))))]]),
    ),
    totalBlockingTimeMs: page.median.tbtMs,
    cumulativeLayoutShift: page.median.cls,
  }))
  const violations = [
    ...checkByteBudgets(pages.map((page) => ({ page: page.page, totals: page.weight.totals }))),
    ...pages.flatMap((page) => (page.weight.missing.length ? [`${page.page}: references missing files ${page.weight.missing.join(', ')}`] : [])),
    ...checkLighthouseBudgets(lighthouseMeasures),
    ...(values['skip-scaling'] ? [] : checkContentBudget(scaling.map((run) => ({ products: run.products, loadMs: run.loadMedianMs, ok: run.ok })))),
    ...scaling.filter((run) => !run.buildOk).map((run) => `scaling: the build with ${run.products} product files failed`),
  ]

  const cpus = os.cpus()
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpuCount: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGB: round(os.totalmem() / 1024 ** 3, 1),
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      node: process.version,
      chromium,
      lighthouse: packageVersion('lighthouse'),
      benchmarkIndex,
      loadAverageStart,
      loadAverageEnd: round(os.loadavg()[0]!, 2),
    },
    lighthouseRuns: RUNS,
    serving: values.uncompressed
      ? 'startStaticServer as is: every response uncompressed (--uncompressed)'
      : 'startStaticServer with gzip for text responses (HTML, CSS, JS, SVG, JSON), as static hosts serve them',
    budgets: { bytes: BYTE_BUDGETS, timing: TIMING_BUDGETS, expectedAuditFailures: EXPECTED_AUDIT_FAILURES },
    build: { wallMs: round(build.wallMs), peakRssBytes: build.peakRssBytes },
    pages,
    scaling,
    violations,
    totalMs: 0,
  }
  report.totalMs = round(performance.now() - started)
  fs.mkdirSync(path.join(ROOT, 'docs'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'docs/performance.json'), `${JSON.stringify(report, null, 2)}\n`)
  fs.writeFileSync(path.join(ROOT, 'docs/PERFORMANCE.md'), markdownReport(report))

  // Summary.
  console.log('\nPage                  Perf  A11y  BP   SEO   LCP ms  TBT ms  CLS    JS gz    CSS gz  HTML+CSS gz')
  for (const page of pages) {
    const { scores } = page.median
    console.log(
      `${page.page.padEnd(20)}  ${String(scores.performance).padEnd(4)}  ${String(scores.accessibility).padEnd(4)}  ${String(scores['best-practices']).padEnd(3)}  ${String(scores.seo).padEnd(4)}  ${ms(page.median.lcpMs).padStart(6)}  ${ms(page.median.tbtMs).padStart(6)}  ${page.median.cls.toFixed(3)}  ${formatKB(page.weight.totals.jsGzip).padStart(8)}  ${formatKB(page.weight.totals.cssGzip).padStart(7)}  ${formatKB(page.weight.totals.htmlPlusCssGzip).padStart(8)}`,
    )
  }
  console.log(`\nBuild: ${(build.wallMs / 1000).toFixed(1)} s, peak RSS ${mb(build.peakRssBytes)}`)
  for (const run of scaling) console.log(`Content ${String(run.products).padStart(4)} products: loadContent ${ms(run.loadMedianMs)} ms (CPU ${ms(run.loadCpuMedianMs)} ms), build ${(run.buildWallMs / 1000).toFixed(1)} s, peak RSS ${mb(run.buildPeakRssBytes)}`)
  console.log(`\nWrote docs/PERFORMANCE.md and docs/performance.json (${(report.totalMs / 1000).toFixed(0)} s).`)
  if (Math.max(report.machine.loadAverageStart, report.machine.loadAverageEnd) > report.machine.cpuCount)
    console.log(`\nWarning: busy machine (load average ${report.machine.loadAverageStart} → ${report.machine.loadAverageEnd} on ${report.machine.cpuCount} CPUs): timings read high.`)
  if (violations.length) {
    console.log(`\n${violations.length} budget(s) broken:`)
    for (const violation of violations) console.log(`  ✗ ${violation}`)
    return 1
  }
  console.log('\nEvery budget holds.')
  return 0
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  exitCode = 2
} finally {
  await cleanup()
}
process.exit(exitCode)
