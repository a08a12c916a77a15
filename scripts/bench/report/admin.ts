/** The report's section on the editors' admin at 1,000 products (scripts/bench/admin.ts). */
import { kb, ms } from '../numbers.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function adminSection(markdown: Markdown, report: Report): void {
  const { admin } = report
  if (!admin) return
  const runs = (values: number[]) => values.map((value) => ms(value)).join(', ')
  markdown.add(
    `## The admin at ${admin.products.toLocaleString('en')} products`,
    '',
    `The editors' admin (/admin/) against Decap's local backend in ${admin.backend} mode, as \`npm run admin\` starts it, over a copy of content/ with generated product files, in Chromium with a fresh profile each run (scripts/bench/admin.ts). Median of ${admin.runs} runs (each run's figure after it). Listing asks the backend for every product file at once (${admin.listRequests} requests in all, ${kb(admin.listBytes)} KB) and draws all ${admin.listedCards} cards of the generated products in one go; the rest of the listing time is Decap reading the entries and drawing them in the browser.`,
    '',
  )
  markdown.table(
    ['Action', 'Median', 'Runs'],
    [
      ['List the products collection', `${ms(admin.listMedianMs)} ms`, runs(admin.listRunsMs)],
      ['… of which, until the backend had answered', `${ms(admin.listBackendMedianMs)} ms`, ''],
      ['Search for a product by name', `${ms(admin.searchMedianMs)} ms`, runs(admin.searchRunsMs)],
      ['Open a product from the list', `${ms(admin.openMedianMs)} ms`, runs(admin.openRunsMs)],
    ],
    ['---', '---:', '---:'],
  )
}
