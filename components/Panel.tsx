import type { ReactNode } from 'react'

/** A boxed block with its own heading, such as the vision or the phone numbers. */
export function Panel({
  id,
  title,
  accent = false,
  children,
}: {
  id: string
  title: string
  accent?: boolean
  children: ReactNode
}) {
  return (
    <section className={accent ? 'panel panel--accent' : 'panel'} aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
