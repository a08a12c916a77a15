import type { ReactNode } from 'react'
import { SectionHeader } from './SectionHeader.tsx'

/**
 * A band of the page: a landmark labelled by its heading, inside the page-width container.
 * `level={1}` makes it the page's introduction (its heading is the h1); `tinted` alternates the
 * background.
 */
export function Section({
  id,
  title,
  intro,
  level = 2,
  tinted = false,
  children,
}: {
  id: string
  title: string
  intro?: string
  level?: 1 | 2
  tinted?: boolean
  children?: ReactNode
}) {
  const className = ['section', level === 1 ? 'page-intro' : '', tinted ? 'section--tinted' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <SectionHeader id={id} level={level} title={title} intro={intro} />
        {children}
      </div>
    </section>
  )
}
