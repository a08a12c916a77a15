/**
 * Markdown bodies → sanitised HTML (remark + remark-html) plus plain text for meta tags and
 * structured data. GitHub-flavoured Markdown (remark-gfm) is understood, as editors see it in
 * GitHub's preview: tables, ~~strikethrough~~ and bare web addresses.
 *
 * Whatever would not appear as the editor meant is refused with its line, so an editor learns why
 * instead of seeing it silently dropped or changed: raw HTML, pictures, top-level headings (also
 * the ones a line of --- or === under a text makes), links that lead nowhere or run code,
 * footnotes and checkboxes. Sanitising stays on regardless.
 */
import { defaultSchema, type Schema } from 'hast-util-sanitize'
import type { Element } from 'hast'
import type { Root, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { defaultHandlers, type State } from 'mdast-util-to-hast'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { visit } from 'unist-util-visit'
import type { Markdown } from './collections.ts'
import { Memo } from './memo.ts'
import type { Position } from './source.ts'
import { schemeOf } from './url-scheme.ts'

const ALIGNMENTS = ['left', 'center', 'right'] as const
const alignClass = (align: string) => `prose__cell--${align}`

/**
 * A table in a labelled region that scrolls sideways on narrow screens (keyboard users reach it
 * with Tab), with column alignment as classes: the `align` attribute is obsolete HTML.
 */
function table(state: State, node: Table): Element {
  const element = defaultHandlers.table(state, node)
  visit(element, 'element', (cell: Element) => {
    const align = cell.properties.align
    if ((cell.tagName === 'th' || cell.tagName === 'td') && typeof align === 'string') {
      delete cell.properties.align
      cell.properties.className = [alignClass(align)]
    }
  })
  const headings = (node.children[0]?.children ?? []).map((cell) => toString(cell).trim()).filter(Boolean)
  const label = headings.length ? `Table: ${headings.join(', ')}` : 'Table'
  // A <section> with a name is a region landmark: screen readers announce and list it.
  return {
    type: 'element',
    tagName: 'section',
    properties: { className: ['prose__table'], ariaLabel: label, tabIndex: 0 },
    children: [element],
  }
}

const schema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    // Only the table wrapper: footnotes, the other use of <section> in GitHub's schema, are refused.
    section: [['className', 'prose__table'], 'ariaLabel', ['tabIndex', 0]],
    th: [...(defaultSchema.attributes?.th ?? []), ['className', ...ALIGNMENTS.map(alignClass)]],
    td: [...(defaultSchema.attributes?.td ?? []), ['className', ...ALIGNMENTS.map(alignClass)]],
  },
}

const processor = remark().use(remarkGfm).use(remarkHtml, { sanitize: schema, handlers: { table } })

/** The web addresses a link may have: pages of this site, other websites, e-mail and telephone. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

export interface MarkdownProblem {
  position: Position
  message: string
}

/** What is wrong with a link's address, if anything. */
function linkProblem(url: string): string | undefined {
  const scheme = schemeOf(url)
  if (scheme) {
    if (SAFE_SCHEMES.has(scheme)) return undefined
    return `links may lead to a page of this site (/products/), another website (https://…), an e-mail address (mailto:…) or a phone number (tel:…); "${scheme}:" links are not allowed`
  }
  if (/^(\/|#)/.test(url)) return undefined
  return `the link "${url}" leads nowhere; write /products/ for a page of this site, or the full address starting with https:// for another website`
}

/**
 * A link to a page of this site in the form every static host serves without a redirect: the
 * page's folder with its trailing slash. `/products` and `/products#garri` become `/products/`
 * and `/products/#garri`; a file (`/files/price-list.pdf`) and other websites are left as written.
 */
export function pageAddress(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(url) ?? []
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  return lastSegment === '' || lastSegment.includes('.') ? url : `${path}/${rest}`
}

export interface RenderedMarkdown {
  markdown: Markdown
  problems: MarkdownProblem[]
}

/** Bodies already rendered, by first line and text: the result depends on nothing else. */
const rendered = new Memo<Readonly<RenderedMarkdown>>(10_000)

/** Forgets every rendered body. */
export function clearMarkdownCache(): void {
  rendered.clear()
}

/** The body as HTML and plain text, and what in it cannot be published (with its position). */
export function renderMarkdown(body: string, firstLine: number): Readonly<RenderedMarkdown> {
  return rendered.get(`${firstLine}\n${body}`, () => Object.freeze(render(body, firstLine)))
}

function render(body: string, firstLine: number): RenderedMarkdown {
  const tree = processor.parse(body)
  const lines = body.split('\n')
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
      report(
        node,
        `HTML${tag ? ` (<${tag}>)` : ''} is not allowed in content; write Markdown instead: **bold**, *italic*, [link text](https://example.com), or a blank line between paragraphs`,
      )
    } else if (node.type === 'image' || node.type === 'imageReference') {
      report(
        node,
        'pictures cannot be placed inside the text; use the picture fields in the front matter (image and imageAlt), which give them their size and description',
      )
    } else if (node.type === 'heading' && node.depth <= 2) {
      // A heading made by underlining (setext): the editor most likely meant a separator line.
      const underline = lines[(node.position?.end.line ?? 1) - 1]?.trim() ?? ''
      if (node.position && node.position.end.line > node.position.start.line && /^(=+|-+)$/.test(underline)) {
        const text = toString(node).trim()
        report(
          node,
          `the line of "${underline}" under "${text.length > 40 ? `${text.slice(0, 37)}...` : text}" turns that text into a large heading, which is not allowed here; to separate parts of the text, leave an empty line before the ${underline.slice(0, 3)} line; for a sub-heading, write "### ${text}" instead`,
        )
      } else
        report(
          node,
          `a heading with ${'#'.repeat(node.depth)} is not allowed here: the page already has its main headings; start a sub-heading with ### instead`,
        )
    } else if (node.type === 'link' || node.type === 'definition') {
      const problem = linkProblem(node.url)
      if (problem) report(node, problem)
      else node.url = pageAddress(node.url)
    } else if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') {
      if (node.type === 'footnoteReference')
        report(
          node,
          `footnotes ([^${node.label ?? node.identifier}]) are not shown on the website; write the note in the text itself, for example in brackets`,
        )
    } else if (node.type === 'listItem' && typeof node.checked === 'boolean') {
      report(node, 'checkboxes (- [ ] or - [x]) are not shown on the website; write the item without the [ ] or [x]')
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
