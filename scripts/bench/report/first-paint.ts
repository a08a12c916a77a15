/** The headline figure: each page's LCP beside the same page without JavaScript. */
import { TIMING_BUDGETS } from '../../lib/budgets.ts'
import { ms } from '../numbers.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function firstPaintSection({ add, table }: Markdown, report: Report): void {
  add(
    '## First paint: each page beside the same page without JavaScript',
    '',
    `The headline figure. Every page is complete as HTML, so a copy of the site with every \`<script src>\`, the inline loader and \`<link rel="modulepreload">\` removed (scripts/bench/no-javascript.ts) shows how early each page can paint; the ratio shows what the site's JavaScript costs the first paint. Lighthouse, mobile, simulated throttling, median of ${report.lighthouseRuns} runs each. Budget: LCP ≤ ${TIMING_BUDGETS.maxLargestContentfulPaintMs} ms and ≤ ${TIMING_BUDGETS.maxLcpToNoJavaScriptRatio} × the page without JavaScript.`,
    '',
  )
  table(
    ['Page', 'LCP', 'Same page, no JS', 'Ratio', 'FCP', 'FCP, no JS', 'LCP runs', 'LCP runs, no JS'],
    report.pages.map((page) => [
      page.page,
      `${ms(page.median.lcpMs)} ms`,
      `${ms(page.withoutJavaScript.lcpMs)} ms`,
      (page.median.lcpMs / page.withoutJavaScript.lcpMs).toFixed(2),
      `${ms(page.median.fcpMs)} ms`,
      `${ms(page.withoutJavaScript.fcpMs)} ms`,
      page.runs.map((run) => ms(run.lcpMs)).join(', '),
      page.withoutJavaScript.lcpRunsMs.map((value) => ms(value)).join(', '),
    ]),
  )
}
