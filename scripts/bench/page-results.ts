/**
 * What the report keeps of each screen: the median of its Lighthouse runs, its runs without
 * JavaScript, and its first-load weight (scripts/lib/page-weight.ts).
 */
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from '../lib/budgets.ts'
import { measurePageWeight, type PageWeight } from '../lib/page-weight.ts'
import type { LighthouseRun, ScreenTarget } from './lighthouse.ts'
import { median, round } from './numbers.ts'
import type { ScreenRuns } from './screen-runs.ts'
import type { ServedScreens } from './screens.ts'

export interface PageResult extends ScreenTarget {
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
  /** The same screen on a copy of the site without JavaScript (bench/no-javascript.ts). */
  withoutJavaScript: { lcpRunsMs: number[]; lcpMs: number; fcpMs: number }
  weight: PageWeight
}

export function pageResults(screens: ServedScreens, { runs, noJsRuns }: ScreenRuns): PageResult[] {
  const { clientDir, statuses } = screens
  return screens.targets.map((target) => {
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
}
