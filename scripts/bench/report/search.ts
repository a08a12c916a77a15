/** The report's section on the site search at scale (scripts/bench/search.ts). */
import { SEARCH_BUDGETS } from '../../lib/budgets.ts'
import { kb, ms } from '../numbers.ts'
import type { Report } from '../report.ts'
import { FIRST_QUERY, LATER_QUERY } from '../search.ts'
import type { Markdown } from './markdown.ts'

export function searchSection({ add, table }: Markdown, report: Report): void {
  const runs = report.scaling.flatMap((run) => (run.search ? [{ ...run.search, pages: run.pages }] : []))
  if (!runs.length) return
  add(
    '## Site search at scale',
    '',
    `The search index of each language, on the builds of the content scaling above (every generated product in every language), and two searches in Chromium on the served build, in a fresh profile (scripts/bench/search.ts). Indexing: what the build's search plugin takes to make every language's index from loaded content (median of in-process runs; emitting the files is Rolldown's). The first search starts on /products/ once hydrated: focusing the field, typing "${FIRST_QUERY}" (it matches every generated product: the largest words file and a full page of results) and pressing Enter, until the results are shown; it transfers the search page's and the search's code, the manifest, the words file and the results files, and the results' pictures. The later search, "${LATER_QUERY}" (an other name of garri), is made from the search page's form next. Bytes are headers plus gzip bodies as transferred. Budget: the first search at ${SEARCH_BUDGETS.products.toLocaleString('en')} products ≤ ${SEARCH_BUDGETS.firstSearchBytes / 1024} KB.`,
    '',
  )
  table(
    ['Products', 'Language', 'Index files', 'Index raw', 'Index gzip', 'Manifest gzip', 'Largest words file gzip'],
    runs.flatMap((run) =>
      run.indexes.map((index) => [
        run.products,
        index.code,
        index.files,
        `${kb(index.bytes)} KB`,
        `${kb(index.gzipBytes)} KB`,
        `${kb(index.manifestGzip)} KB`,
        `${kb(index.largestWordsGzip)} KB`,
      ]),
    ),
  )
  table(
    [
      'Products',
      'Indexing (every language)',
      'Search',
      'Found',
      'Time',
      'Transferred',
      'Requests',
      'Code',
      'Index',
      'Pages and pictures',
    ],
    runs.flatMap((run) =>
      (['first', 'later'] as const).map((which) => {
        const search = run[which]
        return [
          run.products,
          which === 'first' ? `${ms(run.indexingMs)} ms` : '',
          `${which} ("${search.query}")`,
          search.results.toLocaleString('en'),
          `${ms(search.ms)} ms`,
          `${kb(search.bytes)} KB`,
          search.requests,
          `${kb(search.codeBytes)} KB`,
          `${kb(search.indexBytes)} KB`,
          `${kb(search.otherBytes)} KB`,
        ]
      }),
    ),
  )
  add(
    `Files published by each build (dist/client, the admin's included), against the ${SEARCH_BUDGETS.maxPublishedFiles.toLocaleString('en')} of Cloudflare Pages' free plan (README, "Deploying"):`,
    '',
  )
  table(
    ['Products', 'Pages', 'Search index files', 'Published files', 'Limit'],
    runs.map((run) => [
      run.products,
      run.pages ?? '–',
      run.indexes.reduce((sum, index) => sum + index.files, 0),
      run.publishedFiles,
      SEARCH_BUDGETS.maxPublishedFiles,
    ]),
  )
}
