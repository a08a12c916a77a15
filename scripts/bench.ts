/**
 * `npm run bench`: measures the built site against the budgets of scripts/lib/budgets.ts.
 *
 *   node scripts/bench.ts [--runs 3] [--skip-scaling] [--uncompressed]
 *
 * 1. Builds the site into .cache/bench/site three times (median wall and CPU time, peak RSS).
 * 2. Serves it with the static server and runs Lighthouse (mobile, simulated throttling) on the
 *    six screens, `--runs` times each; reports the median per category and metric. The not-found
 *    screen is measured at an unknown path, answered with status 404. Text responses are gzipped
 *    as static hosts do, unless `--uncompressed` is given. Each screen is also measured on a copy
 *    of the site without JavaScript (bench/no-javascript.ts): its LCP is the yardstick the real
 *    page's LCP is compared with.
 * 3. Measures each page's first-load bytes (page-weight.ts).
 * 4. Scaling: content copies with 6, 1,000 and 5,000 product files; times loadContent (median of
 *    several runs) and the whole build of each (wall and CPU time).
 * 5. Writes docs/PERFORMANCE.md and docs/performance.json, prints a summary, and exits 1 when a
 *    budget is broken (each violation listed).
 *
 * Uses the system Chromium (scripts/lib/chrome.ts; CHROME_PATH overrides), never a download.
 * Every Chromium process it starts is killed before it exits, on failure and on Ctrl-C too.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
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
import { CHROME_ARGS, chromePath } from './lib/chrome.ts'
import { formatKB, measurePageWeight } from './lib/page-weight.ts'
import { expectedPages } from './lib/expected-pages.ts'
import { frameHosts, startFrameHosts } from './bench/frame-hosts.ts'
import { startStaticServer } from './lib/static-server.ts'
import { runLighthouse, summarizeRun, type LighthouseRun, type ScreenTarget } from './bench/lighthouse.ts'
import { copyWithoutJavaScript } from './bench/no-javascript.ts'
import { log, mb, median, ms, round } from './bench/numbers.ts'
import { cleanup, ROOT, runBuild, running, stopOnExit, WORK, type BuildRun } from './bench/processes.ts'
import {
  chromiumVersion,
  markdownReport,
  packageVersion,
  UNKNOWN_PATH,
  type PageResult,
  type Report,
} from './bench/report.ts'
import { scalingRun, type ScalingRun } from './bench/scaling.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-scaling': { type: 'boolean', default: false },
    uncompressed: { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(values.runs) || 3)
const SITE_OUT = path.join(WORK, 'site')
const BUILD_RUNS = 3
const SCALING_PRODUCTS = [6, TIMING_BUDGETS.contentProducts, 5000]

stopOnExit()

// --- Main. ------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = performance.now()
  const loadAverageStart = round(os.loadavg()[0]!, 2)
  const browser = chromePath()
  if (!browser)
    throw new Error(
      "No Chromium or Chrome found: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.",
    )

  // A build's time varies by a few tenths of a second from run to run (disk, other work on the
  // machine): the figure reported is the median of BUILD_RUNS builds; the last one is the site measured.
  log(`Building the site into ${path.relative(ROOT, SITE_OUT)}/ ${BUILD_RUNS} times …`)
  const builds: BuildRun[] = []
  for (let run = 1; run <= BUILD_RUNS; run++) {
    const build = await runBuild(SITE_OUT)
    if (build.code !== 0) throw new Error(`The build failed:\n${build.output}`)
    builds.push(build)
    log(
      `  ${run}/${BUILD_RUNS} ${(build.wallMs / 1000).toFixed(1)} s (CPU ${build.cpuMs === null ? '?' : (build.cpuMs / 1000).toFixed(1)} s), peak RSS ${mb(build.peakRssBytes)}`,
    )
  }
  const cpuRuns = builds.map((build) => build.cpuMs)
  const build = {
    wallMs: median(builds.map((run) => run.wallMs)),
    cpuMs: cpuRuns.includes(null) ? null : median(cpuRuns as number[]),
    peakRssBytes: builds.some((run) => run.peakRssBytes === null)
      ? null
      : Math.max(...builds.map((run) => run.peakRssBytes!)),
    cpuRunsMs: cpuRuns.includes(null) ? null : (cpuRuns as number[]).map((cpu) => round(cpu)),
  }
  const clientDir = path.join(SITE_OUT, 'client')

  running.server = await startStaticServer({ dir: clientDir, port: 0, base: '/', compress: !values.uncompressed })
  const siteUrl = running.server.url
  const noJsDir = path.join(WORK, 'site-without-javascript')
  copyWithoutJavaScript(clientDir, noJsDir)
  running.tempDirs.push(noJsDir)
  running.noJsServer = await startStaticServer({ dir: noJsDir, port: 0, base: '/', compress: !values.uncompressed })
  const noJsUrl = running.noJsServer.url
  // The six screens and the first product's page: every product page is built the same way.
  const firstProduct = expectedPages().find((page) => page.path && /^\/products\/(?!page\/)[^/]+\/$/.test(page.path))
  const targets: ScreenTarget[] = expectedPages()
    .filter(
      (page) =>
        page.path === null ||
        !page.path.startsWith('/products/') ||
        page.path === '/products/' ||
        page.path === firstProduct?.path,
    )
    .map((page) => ({
      page: page.file,
      urlPath: page.path ?? UNKNOWN_PATH,
      expectedStatus: page.path ? 200 : 404,
    }))
  const statuses = new Map<string, number>()
  for (const target of targets) {
    const response = await fetch(`${siteUrl}${target.urlPath}`)
    await response.arrayBuffer()
    statuses.set(target.page, response.status)
    if (response.status !== target.expectedStatus)
      throw new Error(`${target.urlPath} answered ${response.status}, expected ${target.expectedStatus}`)
  }

  // The frames' hosts (the form, the map) answered by local stand-ins, as a visitor's browser
  // would reach the real ones (scripts/bench/frame-hosts.ts).
  const hostsOfFrames = frameHosts(
    clientDir,
    targets.map((target) => target.page),
  )
  const standIns = await startFrameHosts(hostsOfFrames)
  running.frameHosts = standIns
  if (hostsOfFrames.length && !standIns)
    log('  warning: openssl not found, so frames from other hosts are not stood in for: offline, they fail.')

  running.chromeProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'ala-bench-chromium-'))
  const chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: [...CHROME_ARGS, ...(standIns?.chromeFlags ?? [])],
    userDataDir: running.chromeProfile,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  running.chrome = chrome
  log(`Lighthouse: ${targets.length} pages × ${RUNS} runs (Chromium pid ${chrome.pid}, port ${chrome.port}) …`)
  const runs = new Map<string, LighthouseRun[]>(targets.map((target) => [target.page, []]))
  const noJsRuns = new Map<string, LighthouseRun[]>(targets.map((target) => [target.page, []]))
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
      const noJs = summarizeRun(await runLighthouse(`${noJsUrl}${target.urlPath}`, target, chrome.port), target.page)
      noJsRuns.get(target.page)!.push(noJs)
      log(
        `  ${run}/${RUNS} ${target.page.padEnd(20)} ${LIGHTHOUSE_CATEGORIES.map((category) => `${category} ${summary.rawScores[category]}`).join(', ')}; LCP ${ms(summary.lcpMs)} ms (without JavaScript ${ms(noJs.lcpMs)} ms), TBT ${ms(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}`,
      )
    }
  }
  await cleanup() // Chromium and the server are no longer needed.
  const chromium = chromiumVersion(browser)

  const pages: PageResult[] = targets.map((target) => {
    const pageRuns = runs.get(target.page)!
    const pageNoJsRuns = noJsRuns.get(target.page)!
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
        scores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((category) => [category, scoreMedian((run) => run.scores[category])]),
        ) as Record<LighthouseCategory, number>,
        rawScores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((category) => [category, scoreMedian((run) => run.rawScores[category])]),
        ) as Record<LighthouseCategory, number>,
        lcpMs: round(medianOf((run) => run.lcpMs)),
        fcpMs: round(medianOf((run) => run.fcpMs)),
        tbtMs: round(medianOf((run) => run.tbtMs)),
        cls: round(
          medianOf((run) => run.cls),
          4,
        ),
        speedIndexMs: round(medianOf((run) => run.speedIndexMs)),
      },
      withoutJavaScript: {
        lcpRunsMs: pageNoJsRuns.map((run) => round(run.lcpMs)),
        lcpMs: round(median(pageNoJsRuns.map((run) => run.lcpMs))),
        fcpMs: round(median(pageNoJsRuns.map((run) => run.fcpMs))),
      },
      weight: measurePageWeight({ clientDir, htmlFile: target.page, base: '/' }),
    }
  })

  const scaling: ScalingRun[] = []
  if (!values['skip-scaling']) {
    for (const products of SCALING_PRODUCTS) {
      log(`Scaling: ${products} product files …`)
      const result = await scalingRun(products)
      log(
        `  loadContent median ${ms(result.loadMedianMs)} ms (CPU ${ms(result.loadCpuMedianMs)} ms); build ${(result.buildWallMs / 1000).toFixed(1)} s${result.buildOk ? '' : ' (FAILED)'}, peak RSS ${mb(result.buildPeakRssBytes)}; ${result.pages ?? '?'} pages, largest HTML ${result.largestHtml ? `${result.largestHtml.file} ${(result.largestHtml.gzip / 1024).toFixed(1)} KB` : '?'}, all JS ${result.allJsGzip === null ? '?' : (result.allJsGzip / 1024).toFixed(1)} KB gzip`,
      )
      scaling.push(result)
    }
  }

  const lighthouseMeasures: PageLighthouse[] = pages.map((page) => ({
    page: page.page,
    scores: page.median.scores,
    failingAudits: Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((category) => [
        category,
        [
          ...new Set(
            page.runs.flatMap((run) => run.failingAudits[category].filter((audit) => !audit.endsWith('(expected)'))),
          ),
        ],
      ]),
    ),
    totalBlockingTimeMs: page.median.tbtMs,
    cumulativeLayoutShift: page.median.cls,
    largestContentfulPaintMs: page.median.lcpMs,
    noJavaScriptLcpMs: page.withoutJavaScript.lcpMs,
  }))
  const violations = [
    ...checkByteBudgets(pages.map((page) => ({ page: page.page, totals: page.weight.totals }))),
    ...pages.flatMap((page) =>
      page.weight.missing.length ? [`${page.page}: references missing files ${page.weight.missing.join(', ')}`] : [],
    ),
    ...checkLighthouseBudgets(lighthouseMeasures),
    ...(values['skip-scaling']
      ? []
      : checkContentBudget(scaling.map((run) => ({ products: run.products, loadMs: run.loadMedianMs, ok: run.ok })))),
    ...scaling
      .filter((run) => !run.buildOk)
      .map((run) => `scaling: the build with ${run.products} product files failed`),
    ...scaling.flatMap((run) =>
      run.budgetViolations.map((violation) => `scaling, ${run.products} products: ${violation}`),
    ),
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
    frames: { hosts: hostsOfFrames, stoodIn: !!standIns },
    budgets: { bytes: BYTE_BUDGETS, timing: TIMING_BUDGETS, expectedAuditFailures: EXPECTED_AUDIT_FAILURES },
    build: {
      runs: BUILD_RUNS,
      wallMs: round(build.wallMs),
      cpuMs: build.cpuMs === null ? null : round(build.cpuMs),
      cpuRunsMs: build.cpuRunsMs,
      peakRssBytes: build.peakRssBytes,
    },
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
  console.log(
    '\nPage                  Perf  A11y  BP   SEO   LCP ms  no-JS  ratio  TBT ms  CLS    JS gz    CSS gz  HTML+CSS gz',
  )
  for (const page of pages) {
    const { scores } = page.median
    console.log(
      `${page.page.padEnd(20)}  ${String(scores.performance).padEnd(4)}  ${String(scores.accessibility).padEnd(4)}  ${String(scores['best-practices']).padEnd(3)}  ${String(scores.seo).padEnd(4)}  ${ms(page.median.lcpMs).padStart(6)}  ${ms(page.withoutJavaScript.lcpMs).padStart(5)}  ${(page.median.lcpMs / page.withoutJavaScript.lcpMs).toFixed(2).padStart(5)}  ${ms(page.median.tbtMs).padStart(6)}  ${page.median.cls.toFixed(3)}  ${formatKB(page.weight.totals.jsGzip).padStart(8)}  ${formatKB(page.weight.totals.cssGzip).padStart(7)}  ${formatKB(page.weight.totals.htmlPlusCssGzip).padStart(8)}`,
    )
  }
  console.log(
    `\nBuild: ${(build.wallMs / 1000).toFixed(1)} s, CPU ${build.cpuMs === null ? '?' : (build.cpuMs / 1000).toFixed(1)} s, peak RSS ${mb(build.peakRssBytes)}`,
  )
  for (const run of scaling)
    console.log(
      `Content ${String(run.products).padStart(4)} products: loadContent ${ms(run.loadMedianMs)} ms (CPU ${ms(run.loadCpuMedianMs)} ms), build ${(run.buildWallMs / 1000).toFixed(1)} s (CPU ${run.buildCpuMs === null ? '?' : (run.buildCpuMs / 1000).toFixed(1)} s), peak RSS ${mb(run.buildPeakRssBytes)}`,
    )
  console.log(`\nWrote docs/PERFORMANCE.md and docs/performance.json (${(report.totalMs / 1000).toFixed(0)} s).`)
  if (Math.max(report.machine.loadAverageStart, report.machine.loadAverageEnd) > report.machine.cpuCount)
    console.log(
      `\nWarning: busy machine (load average ${report.machine.loadAverageStart} → ${report.machine.loadAverageEnd} on ${report.machine.cpuCount} CPUs): timings read high.`,
    )
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
