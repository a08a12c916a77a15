/** The default site's build: wall time, CPU time and peak memory. */
import { mb } from '../numbers.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function buildSection({ add, table }: Markdown, report: Report): void {
  add(
    '## Build',
    '',
    `Median of ${report.build.runs} builds, one after the other (CPU time: user + system, of the build and every program it runs; peak RSS: the highest of the runs).`,
    '',
  )
  table(
    ['Build', 'Wall time', 'CPU time', 'CPU time, each run', 'Peak RSS'],
    [
      [
        '`npm run build` of content/ into .cache/bench/site',
        `${(report.build.wallMs / 1000).toFixed(1)} s`,
        report.build.cpuMs === null ? '–' : `${(report.build.cpuMs / 1000).toFixed(1)} s`,
        report.build.cpuRunsMs?.map((cpu) => (cpu / 1000).toFixed(1)).join(', ') ?? '–',
        mb(report.build.peakRssBytes),
      ],
    ],
    ['---', '---:', '---:', '---:', '---:'],
  )
}
