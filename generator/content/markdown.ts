/**
 * Markdown bodies → sanitised HTML (remark + remark-html) plus plain text for meta tags and
 * structured data. Raw HTML in content is refused with its line, so an editor learns why it
 * would not appear instead of seeing it silently dropped; sanitising stays on regardless.
 */
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { remark } from 'remark'
import remarkHtml from 'remark-html'
import { visit } from 'unist-util-visit'
import type { Markdown } from './collections.ts'
import type { Position } from './source.ts'

const processor = remark().use(remarkHtml, { sanitize: true })

export interface MarkdownProblem {
  position: Position
  message: string
}

export function renderMarkdown(body: string, firstLine: number): { markdown: Markdown; problems: MarkdownProblem[] } {
  const tree = processor.parse(body) as Root
  const problems: MarkdownProblem[] = []
  visit(tree, 'html', (node) => {
    const start = node.position?.start ?? { line: 1, column: 1 }
    const tag = node.value.match(/^<\/?([a-z][a-z0-9-]*)/i)?.[1]
    problems.push({
      position: { line: firstLine + start.line - 1, column: start.column },
      message: `HTML${tag ? ` (<${tag}>)` : ''} is not allowed in content; write Markdown instead: **bold**, *italic*, [link text](https://example.com), or a blank line between paragraphs`,
    })
  })
  const html = processor.stringify(processor.runSync(tree) as Root).trim()
  // Plain text block by block, so paragraphs and list items do not run into each other.
  const blocks: string[] = []
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      blocks.push(toString(node))
      return 'skip'
    }
    return undefined
  })
  return { markdown: { html, text: blocks.join(' ').replace(/\s+/g, ' ').trim() }, problems }
}
