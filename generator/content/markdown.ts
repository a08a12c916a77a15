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
  const report = (node: { position?: { start: { line: number; column: number } } }, message: string) => {
    const start = node.position?.start ?? { line: 1, column: 1 }
    problems.push({ position: { line: firstLine + start.line - 1, column: start.column }, message })
  }
  visit(tree, (node) => {
    if (node.type === 'html') {
      // One message per element: its closing tag is not reported again.
      if (node.value.startsWith('</')) return
      const tag = node.value.match(/^<([a-z][a-z0-9-]*)/i)?.[1]
      report(node, `HTML${tag ? ` (<${tag}>)` : ''} is not allowed in content; write Markdown instead: **bold**, *italic*, [link text](https://example.com), or a blank line between paragraphs`)
    } else if (node.type === 'image') {
      report(node, 'pictures cannot be placed inside the text; use the picture fields in the front matter (image and imageAlt), which give them their size and description')
    } else if (node.type === 'heading' && node.depth <= 2) {
      report(node, `a heading with ${'#'.repeat(node.depth)} is not allowed here: the page already has its main headings; start a sub-heading with ### instead`)
    } else if (node.type === 'link' && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(node.url)) {
      report(node, `the link "${node.url}" leads nowhere; write /products for a page of this site, or the full address starting with https:// for another website`)
    }
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
