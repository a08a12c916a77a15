/** Every budget, its limit and what was measured. */
import { BYTE_BUDGETS, LIGHTHOUSE_CATEGORIES, TIMING_BUDGETS } from '../../lib/budgets.ts'
import { kb, ms } from '../numbers.ts'
import type { PageResult } from '../page-results.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function budgetsSection({ add, table }: Markdown, report: Report): void {
  add('## Budgets', '')
  const worst = (pick: (page: PageResult) => number, highest = true) => {
    const values = report.pages.map(pick)
    return highest ? Math.max(...values) : Math.min(...values)
  }
  const contentRun = report.scaling.find((run) => run.products === TIMING_BUDGETS.contentProducts)
  const budgetRows: (string | number)[][] = [
    [
      'First-load JS gzip, per page',
      `≤ ${kb(BYTE_BUDGETS.firstLoadJsGzip)} KB`,
      `${kb(worst((page) => page.weight.totals.jsGzip))} KB (largest)`,
    ],
    [
      'CSS gzip, per page',
      `≤ ${kb(BYTE_BUDGETS.cssGzip)} KB`,
      `${kb(worst((page) => page.weight.totals.cssGzip))} KB (largest)`,
    ],
    [
      'HTML + CSS gzip, per page',
      `≤ ${kb(BYTE_BUDGETS.htmlPlusCssGzip)} KB`,
      `${kb(worst((page) => page.weight.totals.htmlPlusCssGzip))} KB (largest)`,
    ],
    ...LIGHTHOUSE_CATEGORIES.map((category) => [
      `Lighthouse ${category}, every page`,
      `≥ ${TIMING_BUDGETS.minScores[category]}`,
      `${worst((page) => page.median.scores[category], false)} (lowest median)`,
    ]),
    [
      'Total blocking time',
      `≤ ${TIMING_BUDGETS.maxTotalBlockingTimeMs} ms`,
      `${ms(worst((page) => page.median.tbtMs))} ms (highest median)`,
    ],
    [
      'Largest contentful paint',
      `≤ ${TIMING_BUDGETS.maxLargestContentfulPaintMs} ms`,
      `${ms(worst((page) => page.median.lcpMs))} ms (highest median)`,
    ],
    [
      'LCP ÷ same page without JavaScript',
      `≤ ${TIMING_BUDGETS.maxLcpToNoJavaScriptRatio}`,
      `${worst((page) => page.median.lcpMs / page.withoutJavaScript.lcpMs).toFixed(2)} (highest)`,
    ],
    [
      'Cumulative layout shift',
      `= ${TIMING_BUDGETS.maxCumulativeLayoutShift}`,
      `${worst((page) => page.median.cls).toFixed(3)} (highest median)`,
    ],
    [
      `${TIMING_BUDGETS.contentProducts} products loaded and validated, in every language${contentRun ? ` (${contentRun.files} files)` : ''}`,
      `< ${TIMING_BUDGETS.maxContentLoadMs} ms`,
      contentRun ? `${ms(contentRun.loadMedianMs)} ms (median)` : 'not measured',
    ],
  ]
  table(['Budget', 'Limit', 'Measured'], budgetRows, ['---', '---', '---'])
}
