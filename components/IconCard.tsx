import type { Markdown as MarkdownContent } from '../generator/content/schemas/collections/index.ts'
import { Icon } from './Icon.tsx'
import { Markdown } from './Markdown.tsx'

/** A card with an icon, a title and a short text: services, values, Why Choose points. */
export function IconCard({
  icon,
  title,
  description,
  headingLevel = 3,
}: {
  icon: string
  title: string
  description: MarkdownContent
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="icon-card">
      <span className="icon-card__icon">
        <Icon name={icon} />
      </span>
      <Heading className="icon-card__title">{title}</Heading>
      <Markdown content={description} className="icon-card__text" />
    </article>
  )
}
