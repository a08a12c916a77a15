/** Every budget the run broke (scripts/lib/budgets.ts), one line each. */
import {
  checkByteBudgets,
  checkContentBudget,
  checkLighthouseBudgets,
  checkSearchBudgets,
  LIGHTHOUSE_CATEGORIES,
  type PageLighthouse,
} from '../lib/budgets.ts'
import type { PageResult } from './page-results.ts'
import type { ScalingRun } from './scaling.ts'

/** What the Lighthouse budgets judge of a page: its medians, and the audits below 1 but the expected ones. */
function lighthouseMeasures(page: PageResult): PageLighthouse {
  return {
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
  }
}

/** The budgets broken by the pages, and by the scaling runs when there were any (`scalingMeasured`). */
export function budgetViolations(pages: PageResult[], scaling: ScalingRun[], scalingMeasured: boolean): string[] {
  return [
    ...checkByteBudgets(pages.map((page) => ({ page: page.page, totals: page.weight.totals }))),
    ...pages.flatMap((page) =>
      page.weight.missing.length ? [`${page.page}: references missing files ${page.weight.missing.join(', ')}`] : [],
    ),
    ...checkLighthouseBudgets(pages.map(lighthouseMeasures)),
    ...(scalingMeasured
      ? checkContentBudget(
          scaling.map((run) => ({ products: run.products, files: run.files, loadMs: run.loadMedianMs, ok: run.ok })),
        )
      : []),
    ...(scalingMeasured
      ? checkSearchBudgets(
          scaling.flatMap((run) =>
            run.search
              ? [
                  {
                    products: run.products,
                    firstSearchBytes: run.search.first.bytes,
                    publishedFiles: run.search.publishedFiles,
                  },
                ]
              : [],
          ),
        )
      : []),
    ...scaling.filter((run) => !run.buildOk).map((run) => `scaling: the build with ${run.products} products failed`),
    ...scaling.flatMap((run) =>
      run.budgetViolations.map((violation) => `scaling, ${run.products} products: ${violation}`),
    ),
  ]
}
