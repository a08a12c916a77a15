import type { Markdown as MarkdownContent } from '../generator/content/schemas/collections/index.ts'

/**
 * Markdown from content/, already rendered and sanitised at build time: all of it, or with `lead`
 * its first paragraph only when it holds more (a card whose link leads to the whole text).
 */
export function Markdown({
  content,
  className,
  lead = false,
}: {
  content: MarkdownContent
  className?: string
  lead?: boolean
}) {
  const html = lead ? (content.lead ?? content.html) : content.html
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />
}
