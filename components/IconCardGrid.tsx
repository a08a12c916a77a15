import type { Markdown } from '../generator/content/schemas/collections/index.ts'
import { IconCard } from './IconCard.tsx'

interface Entry {
  slug: string
  icon: string
  title: string
  description: Markdown
}

/** Cards with an icon, a title and a text, in a responsive grid: services, values, Why Choose. */
export function IconCardGrid({
  entries,
  layout,
  headingLevel = 3,
}: {
  entries: readonly Entry[]
  layout: 'four' | 'five'
  headingLevel?: 2 | 3
}) {
  return (
    <ul className={`card-grid card-grid--${layout}`} role="list">
      {entries.map((entry) => (
        <li key={entry.slug}>
          <IconCard icon={entry.icon} title={entry.title} description={entry.description} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
