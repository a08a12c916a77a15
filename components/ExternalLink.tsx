import type { ReactNode } from 'react'

/** A link to another website, opened in a new window, without giving that site access to this one. */
export function ExternalLink({
  href,
  className,
  children,
  label,
}: {
  href: string
  className?: string
  children: ReactNode
  label?: string
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
      {label ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
