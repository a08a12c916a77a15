/**
 * docs/PERFORMANCE.md: the benchmark's report for people, one section after the other (each in
 * its own module here); docs/performance.json holds the same figures for tools.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../processes.ts'
import type { Report } from '../report.ts'
import { adminSection } from './admin.ts'
import { budgetsSection } from './budgets.ts'
import { buildSection } from './build.ts'
import { firstPaintSection } from './first-paint.ts'
import { heading } from './heading.ts'
import { lighthouseSection } from './lighthouse.ts'
import { machineSection } from './machine.ts'
import { Markdown } from './markdown.ts'
import { scaleSection } from './scale.ts'
import { scalingSection } from './scaling.ts'
import { searchSection } from './search.ts'
import { weightSection } from './weight.ts'

/** The sections of the report, in its order. */
const SECTIONS = [
  heading,
  machineSection,
  firstPaintSection,
  lighthouseSection,
  weightSection,
  budgetsSection,
  buildSection,
  scalingSection,
  searchSection,
  scaleSection,
  adminSection,
]

export function markdownReport(report: Report): string {
  const markdown = new Markdown()
  for (const section of SECTIONS) section(markdown, report)
  markdown.add(`Total benchmark time: ${(report.totalMs / 1000).toFixed(0)} s.`, '')
  return markdown.text()
}

/** Writes docs/performance.json and docs/PERFORMANCE.md. */
export function writeReport(report: Report): void {
  fs.mkdirSync(path.join(ROOT, 'docs'), { recursive: true })
  fs.writeFileSync(path.join(ROOT, 'docs/performance.json'), `${JSON.stringify(report, null, 2)}\n`)
  fs.writeFileSync(path.join(ROOT, 'docs/PERFORMANCE.md'), markdownReport(report))
}
