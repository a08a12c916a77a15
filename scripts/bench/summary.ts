/** The benchmark's summary in the terminal: each page's figures, the build, the scaling runs, the verdict. */
import { formatKB } from '../lib/page-weight.ts'
import type { BuildsSummary } from './builds.ts'
import { mb, ms } from './numbers.ts'
import type { Report } from './report.ts'

/** Prints the summary of `report`; `build` holds the build's figures before rounding. */
export function printSummary(report: Report, build: BuildsSummary): void {
  const { pages, scaling, violations } = report
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
  if (report.admin)
    console.log(
      `Admin, ${report.admin.products} products: list ${ms(report.admin.listMedianMs)} ms, search ${ms(report.admin.searchMedianMs)} ms, open an entry ${ms(report.admin.openMedianMs)} ms`,
    )
  console.log(`\nWrote docs/PERFORMANCE.md and docs/performance.json (${(report.totalMs / 1000).toFixed(0)} s).`)
  if (Math.max(report.machine.loadAverageStart, report.machine.loadAverageEnd) > report.machine.cpuCount)
    console.log(
      `\nWarning: busy machine (load average ${report.machine.loadAverageStart} → ${report.machine.loadAverageEnd} on ${report.machine.cpuCount} CPUs): timings read high.`,
    )
  if (violations.length) {
    console.log(`\n${violations.length} budget(s) broken:`)
    for (const violation of violations) console.log(`  ✗ ${violation}`)
    return
  }
  console.log('\nEvery budget holds.')
}
