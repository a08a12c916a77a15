/**
 * `npm run bench`: measures the built site against the budgets of scripts/lib/budgets.ts.
 *
 *   node scripts/bench.ts [--runs 3] [--skip-scaling] [--skip-scale] [--skip-admin] [--uncompressed]
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
 * 5. The editors' admin at 1,000 products (bench/admin.ts): listing, searching, opening an entry.
 *    Scale (bench/scale.ts): one-language builds of 1,000 to 20,000 products from scratch, and the
 *    development server at 5,000 (save to screen, error overlay, startup, memory over 100 saves),
 *    held to SCALE_GOALS.
 * 6. Writes docs/PERFORMANCE.md and docs/performance.json, prints a summary, and exits 1 when a
 *    budget is broken (each violation listed).
 *
 * Uses the system Chromium (scripts/lib/chrome.ts; CHROME_PATH overrides), never a download.
 * Every Chromium process it starts is killed before it exits, on failure and on Ctrl-C too.
 */
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { checkScaleGoals, SCALE_GOALS, TIMING_BUDGETS } from './lib/budgets.ts'
import { chromePath } from './lib/chrome.ts'
import { outliveClosedOutput } from './lib/closed-output.ts'
import { siteOptionsOrExit } from './lib/site-options.ts'
import { adminRun } from './bench/admin.ts'
import { measureBuilds } from './bench/builds.ts'
import { round } from './bench/numbers.ts'
import { pageResults } from './bench/page-results.ts'
import { cleanup, stopOnExit, WORK } from './bench/processes.ts'
import { writeReport } from './bench/report/document.ts'
import { benchmarkReport, chromiumVersion } from './bench/report.ts'
import { measureScale, scaleMeasures } from './bench/scale.ts'
import { measureScaling } from './bench/scaling.ts'
import { measureScreens } from './bench/screen-runs.ts'
import { serveScreens } from './bench/screens.ts'
import { printSummary } from './bench/summary.ts'
import { budgetViolations } from './bench/violations.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-scaling': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    'skip-admin': { type: 'boolean', default: false },
    uncompressed: { type: 'boolean', default: false },
  },
})
// Half an hour of measuring still ends with its report when its log is no longer read
// (`npm run bench | head`, closed-output.ts).
outliveClosedOutput()
const RUNS = Math.max(1, Number(values.runs) || 3)
const SITE_OUT = path.join(WORK, 'site')
const BUILD_RUNS = 3
const SCALING_PRODUCTS = [6, TIMING_BUDGETS.contentProducts, 5000]

stopOnExit()

// --- Main: the steps of a run, each in its module under scripts/bench/. ------------------------

async function main(): Promise<number> {
  const started = performance.now()
  const loadAverageStart = round(os.loadavg()[0]!, 2)
  const browser = chromePath()
  if (!browser)
    throw new Error(
      "No Chromium or Chrome found: install Debian's chromium (apt-get install chromium) or set CHROME_PATH.",
    )
  // 1. The build, timed.
  const build = await measureBuilds(SITE_OUT, BUILD_RUNS)
  // 2. The screens, served.
  const screens = await serveScreens(path.join(SITE_OUT, 'client'), {
    contentDir: siteOptionsOrExit().contentDir,
    compress: !values.uncompressed,
  })
  // 3. Lighthouse on each screen, and on the same screen without JavaScript.
  const lighthouse = await measureScreens(screens, browser, RUNS)
  await cleanup() // Chromium and the server are no longer needed.
  const chromium = chromiumVersion(browser)
  // 4. Each page's medians and first-load weight.
  const pages = pageResults(screens, lighthouse)
  // 5. Content scaling.
  const scaling = values['skip-scaling'] ? [] : await measureScaling(SCALING_PRODUCTS)
  // 6. The editors' admin at 1,000 products.
  const admin = values['skip-admin'] ? undefined : await adminRun({ products: TIMING_BUDGETS.contentProducts })
  // 7. The build and the development server at scale.
  const scale = values['skip-scale'] ? undefined : await measureScale({ dev: true })
  // 8. The budgets and goals, the report and the summary.
  const twoLanguagePeak = scaling.find((run) => run.products === SCALE_GOALS.products)?.buildPeakRssBytes
  const violations = [
    ...budgetViolations(pages, scaling, !values['skip-scaling']),
    ...(scale ? checkScaleGoals(scaleMeasures(scale, twoLanguagePeak)) : []),
  ]
  const report = benchmarkReport({
    started,
    loadAverageStart,
    chromium,
    benchmarkIndex: lighthouse.benchmarkIndex,
    lighthouseRuns: RUNS,
    compressed: !values.uncompressed,
    frames: screens.frames,
    build,
    pages,
    scaling,
    ...(admin ? { admin } : {}),
    ...(scale ? { scale } : {}),
    violations,
  })
  writeReport(report)
  printSummary(report, build)
  return violations.length ? 1 : 0
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
