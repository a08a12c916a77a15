import { Link } from 'react-router-dom'
import type { ProductsCopy } from '../generator/content/schemas/collections/index.ts'
import { cataloguePagePath, fillTemplate, pageWindow } from './catalogue.ts'
import { formatNumber } from './language.ts'

/** Links to the other pages of the catalogue: previous, numbers around the current one, next. */
export function Pagination({
  current,
  pages,
  labels,
}: {
  current: number
  pages: number
  labels: ProductsCopy['browse']
}) {
  if (pages <= 1) return null
  const pageOf = (page: number) => fillTemplate(labels.pageOf, { page: formatNumber(page), pages: formatNumber(pages) })
  return (
    <nav className="pagination" aria-label={labels.pages}>
      <ul className="pagination__list" role="list">
        {current > 1 ? (
          <li>
            <Link className="pagination__step" to={cataloguePagePath(current - 1)} rel="prev">
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
                to={cataloguePagePath(page)}
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
            <Link className="pagination__step" to={cataloguePagePath(current + 1)} rel="next">
              {labels.nextPage}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
