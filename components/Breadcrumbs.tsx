import { Link } from 'react-router-dom'

export interface Crumb {
  label: string
  /** The page's address; the last crumb, the current page, has none. */
  to?: string
}

/** Where the page sits in the site: links to the pages above it, then the page itself. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="breadcrumbs__item">
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
