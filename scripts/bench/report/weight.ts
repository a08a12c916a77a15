/** What each page ships on first load, and the largest assets of the first page. */
import { kb } from '../numbers.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function weightSection({ add, table }: Markdown, report: Report): void {
  add(
    '## First-load weight per page',
    '',
    'What each page ships on first load (scripts/lib/page-weight.ts): the HTML, linked stylesheets, and JS loaded by `<script src>`, `<link rel="modulepreload">` and their static imports. KB = 1024 bytes, gzip level 9.',
    '',
  )
  table(
    [
      'Page',
      'HTML raw',
      'HTML gzip',
      'CSS raw',
      'CSS gzip',
      'HTML+CSS gzip',
      'JS files',
      'JS raw',
      'JS gzip',
      'Total gzip',
    ],
    report.pages.map(({ page, weight }) => {
      const { totals } = weight
      return [
        page,
        kb(totals.htmlBytes),
        kb(totals.htmlGzip),
        kb(totals.cssBytes),
        kb(totals.cssGzip),
        kb(totals.htmlPlusCssGzip),
        weight.assets.filter((asset) => asset.kind === 'js').length,
        kb(totals.jsBytes),
        kb(totals.jsGzip),
        kb(totals.totalGzip),
      ]
    }),
  )
  const biggest =
    report.pages[0]?.weight.assets
      .filter((asset) => asset.kind !== 'html')
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5) ?? []
  if (biggest.length) {
    add(`Largest assets of ${report.pages[0]!.page}:`, '')
    table(
      ['File', 'Loaded by', 'Raw KB', 'Gzip KB'],
      biggest.map((asset) => [`\`${asset.file}\``, asset.via, kb(asset.bytes), kb(asset.gzipBytes)]),
      ['---', '---', '---:', '---:'],
    )
  }
}
