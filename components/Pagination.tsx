import { Link } from './links.tsx'
import type { ProductsCopy } from '../generator/content/schemas/collections/index.ts'
import { cataloguePagePath, fillTemplate, pageWindow } from './catalogue.ts'
import { formatNumber } from './language.ts'

/** Links to the other pages of a list (the catalogue's, or a category's with `pagePath`):
 *  previous, numbers around the current one, next. */
export function Pagination({
  current,
  pages,
  labels,
  pagePath = cataloguePagePath,
}: {
  current: number
  pages: number
  labels: ProductsCopy['browse']
  /** The address of each page of the list, from 1. */
  pagePath?: (page: number) => string
}) {
  if (pages <= 1) return null
  const pageOf = (page: number) => fillTemplate(labels.pageOf, { page: formatNumber(page), pages: formatNumber(pages) })
  return (
    <nav className="pagination" aria-label={labels.pages}>
      <ul className="pagination__list" role="list">
        {current > 1 ? (
          <li>
            <Link className="pagination__step" to={pagePath(current - 1)} rel="prev">
              {labels.previousPage}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="pagination__page"
                to={pagePath(page)}
                aria-label={pageOf(page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {formatNumber(page)}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link className="pagination__step" to={pagePath(current + 1)} rel="next">
              {labels.nextPage}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
