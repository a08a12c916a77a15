import type { Markdown as MarkdownContent } from '../generator/content/schemas/collections/index.ts'

/** Markdown from content/, already rendered and sanitised at build time. */
export function Markdown({ content, className }: { content: MarkdownContent; className?: string }) {
  return (
    <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: content.html }} />
  )
}
