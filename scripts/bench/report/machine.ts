/** The machine the benchmark ran on. */
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function machineSection({ add, table }: Markdown, report: Report): void {
  const { machine } = report
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
}
