/** The top of the report: what measured it, the result, every broken budget, and a warning when the machine was busy. */
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function heading({ add }: Markdown, report: Report): void {
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
}
