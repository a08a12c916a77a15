import type { ReactNode } from 'react'
import ui from 'virtual:content/interface'

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
      {label ? null : <span className="visually-hidden">{` ${ui.newTab}`}</span>}
    </a>
  )
}
