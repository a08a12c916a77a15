import { Link } from './links.tsx'
import type { TrailStep } from './catalogue.ts'

/** Where the page sits in the site: links to the pages above it, then the page itself (the last step). */
export function Breadcrumbs({ label, trail }: { label: string; trail: readonly TrailStep[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="breadcrumbs__list">
        {trail.map((step, index) => (
          <li key={step.path} className="breadcrumbs__item">
            {index < trail.length - 1 ? (
              <Link to={step.path}>{step.name}</Link>
            ) : (
              <span aria-current="page">{step.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
