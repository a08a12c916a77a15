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
import type { Definition, Nodes, Root, RootContent, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { defaultHandlers, type State } from 'mdast-util-to-hast'
import { remark } from 'remark'
import remarkGfm from 'remark-gfm'
import remarkHtml from 'remark-html'
import { visit } from 'unist-util-visit'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import type { Position } from '../problems/report.ts'
import { Memo } from '../util/memo.ts'
import { schemeOf } from '../util/url-scheme.ts'
import { codePoint, formatCharacters, invisibleName, trimInvisible } from './format-characters.ts'
import { positions } from './positions.ts'

/** The rendering without its lead, for a text no card shows in part (the lead would only add
 *  to what the pages and their scripts carry). */
export function withoutLead({ lead: _lead, ...markdown }: Markdown): Markdown {
  return markdown
}

/** Rendered Markdown: sanitised HTML for the page, plain text for meta tags and structured data. */
export interface Markdown {
  html: string
  text: string
  /**
   * The HTML of the text's opening paragraph (with the block it introduces, when it ends with a
   * colon: a list, a table, a paragraph, a quote), when the text holds more: what a card shows of it, where the whole text is one
   * link away (a product's card on the products page, its page showing all). Absent when that is
   * the whole text, or when the text does not open with a paragraph (it is then shown whole).
   */
  lead?: string
}

const ALIGNMENTS = ['left', 'center', 'right'] as const
const alignClass = (align: string) => `prose__cell--${align}`

/**
 * A table in a labelled group that scrolls sideways on narrow screens (keyboard users reach it
 * with Tab, and screen readers name it when it takes focus), with column alignment as classes: the
 * `align` attribute is obsolete HTML. A group, not a region landmark: a page lists many entries,
 * and two of them may hold tables with the same headings (every product with a price table), where
 * landmarks would need names of their own and would crowd the page's list of landmarks.
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
  // Named by its headings (or, without any, its first row), in the words of the text itself, so
  // the name is in the language the table is written in.
  const named = (row: Table['children'][number] | undefined) =>
    (row?.children ?? []).map((cell) => toString(cell).trim()).filter(Boolean)
  const headings = named(node.children[0])
  const label = (headings.length ? headings : named(node.children[1])).join(', ')
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['prose__table'], role: 'group', ...(label ? { ariaLabel: label } : {}), tabIndex: 0 },
    children: [element],
  }
}

const schema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    // Only the table wrapper's (its other attributes as GitHub's schema allows them).
    div: [
      ...(defaultSchema.attributes?.div ?? []),
      ['className', 'prose__table'],
      ['role', 'group'],
      'ariaLabel',
      ['tabIndex', 0],
    ],
    th: [...(defaultSchema.attributes?.th ?? []), ['className', ...ALIGNMENTS.map(alignClass)]],
    td: [...(defaultSchema.attributes?.td ?? []), ['className', ...ALIGNMENTS.map(alignClass)]],
  },
}

const processor = remark().use(remarkGfm).use(remarkHtml, { sanitize: schema, handlers: { table } })

/** The web addresses a link may have: pages of this site, other websites, e-mail and telephone. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

export interface MarkdownProblem {
  position: Position
  problem: Problem
}

/** What is wrong with a link's address, if anything. */
function linkProblem(url: string): Problem | undefined {
  const scheme = schemeOf(url)
  if (scheme) return SAFE_SCHEMES.has(scheme) ? undefined : problem('link-scheme', { scheme })
  if (/^(\/|#)/.test(url)) return undefined
  return problem('link-nowhere', { url })
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

/** A link of a Markdown text to a page of this site, as the page's address (`pageAddress`), with
 *  its place in the text (line 1, column 1 being its first character). */
export interface SiteLink {
  /** As written: `/prodcts`. */
  written: string
  /** As published, before the site's base path and language prefix: `/prodcts/`. */
  address: string
  line: number
  column: number
}

/** Whether a link's address is one of a page or file of this site (`/products/`, not `//host/`). */
export const isSiteAddress = (url: string): boolean => url.startsWith('/') && !url.startsWith('//')

/**
 * The links of a Markdown text to pages of this site, where they are written. Only asked for when
 * a published link leads nowhere (load/page-links.ts): rendering does not keep them.
 */
export function siteLinks(text: string): SiteLink[] {
  const links: SiteLink[] = []
  visit(processor.parse(text), (node) => {
    if ((node.type === 'link' || node.type === 'definition') && isSiteAddress(node.url) && !schemeOf(node.url)) {
      const start = node.position?.start ?? { line: 1, column: 1 }
      links.push({ written: node.url, address: pageAddress(node.url), line: start.line, column: start.column })
    }
  })
  return links
}

export interface RenderedMarkdown {
  markdown: Markdown
  problems: MarkdownProblem[]
}

/** Bodies already rendered, by first line and text: the result depends on nothing else. */
const rendered = new Memo<Readonly<RenderedMarkdown>>(100_000)

/** Renderings kept between builds (markdown-store.ts, in Node only): looked up by a key of the
 *  text, and told which bodies a load used. */
export interface MarkdownStoreLike {
  key(text: string): string
  lookup(key: string): Markdown | undefined
  keep(key: string, markdown: Markdown): void
}

/** Bodies rendered by earlier builds, when loading uses them. */
let store: MarkdownStoreLike | undefined

/** Forgets every rendered body (in memory; a store on disk is left as it is). */
export function clearMarkdownCache(): void {
  rendered.clear()
}

/** Renders with `kept` (renderings of earlier builds), or without any. */
export function useMarkdownStore(kept: MarkdownStoreLike | undefined): void {
  store = kept
}

/** The body as HTML and plain text, and what in it cannot be published (with its position). */
export function renderMarkdown(body: string, firstLine: number): Readonly<RenderedMarkdown> {
  const text = `${firstLine}\n${body}`
  const key = store?.key(text)
  const result = rendered.get(text, () => {
    const stored = key && store?.lookup(key)
    return Object.freeze(stored ? { markdown: stored, problems: [] } : render(body, firstLine))
  })
  if (key && !result.problems.length) store?.keep(key, result.markdown)
  return result
}

/** How deeply a line may be nested (quotes in quotes, lists in lists), and how far it may be indented. */
const MAX_DEPTH = 10
const MAX_INDENT = 64
/** Formatting marks in one paragraph: far more than any text needs, and few enough that reading
 *  them stays quick (working out which * pairs with which takes time as the square of their number). */
const MAX_MARKS = 500

/** What would make the text slow or impossible to read: nesting too deep, too many marks. */
function tooComplex(lines: readonly string[], firstLine: number): MarkdownProblem[] {
  const problems: MarkdownProblem[] = []
  let marks = 0
  let paragraphStart = 0
  lines.forEach((line, index) => {
    const lead = /^[ \t>]*/.exec(line)![0]
    const depth = lead.split('>').length - 1
    const indent = lead.replace(/>/g, '').length
    if (depth > MAX_DEPTH || indent > MAX_INDENT)
      problems.push({
        position: { line: firstLine + index, column: 1 },
        problem: problem('markdown-too-deep', { depth: Math.max(depth, Math.floor(indent / 2)), limit: MAX_DEPTH }),
      })
    if (line.trim() === '') {
      marks = 0
      paragraphStart = index + 1
      return
    }
    const before = marks
    marks += line.match(/[*_[\]]/g)?.length ?? 0
    if (before <= MAX_MARKS && marks > MAX_MARKS)
      problems.push({
        position: { line: firstLine + paragraphStart, column: 1 },
        problem: problem('markdown-too-complex', { limit: MAX_MARKS }),
      })
  })
  return problems
}

/** Whether a link shows no words (a picture's description counts as words). */
const wordless = (node: Nodes): boolean => trimInvisible(toString(node)).trim() === ''

function render(body: string, firstLine: number): RenderedMarkdown {
  const lines = body.split('\n')
  const complex = tooComplex(lines, firstLine)
  if (complex.length) return { markdown: { html: '', text: '' }, problems: complex }
  const tree = processor.parse(body)
  const problems: MarkdownProblem[] = []
  // Invisible format characters, where they are in the text (those around it are only noise).
  const at = positions(body)
  const text = trimInvisible(body)
  const start = body.indexOf(text)
  for (const { index, character } of formatCharacters(text)) {
    const { line, column } = at(start + index)
    problems.push({
      position: { line: firstLine + line - 1, column },
      problem: problem('invisible-in-text', { name: invisibleName(character), codePoint: codePoint(character) }),
    })
  }
  const report = (node: { position?: { start: { line: number; column: number } } }, found: Problem) => {
    const start = node.position?.start ?? { line: 1, column: 1 }
    problems.push({ position: { line: firstLine + start.line - 1, column: start.column }, problem: found })
  }
  visit(tree, (node) => {
    if (node.type === 'html') {
      // One message per element: its closing tag is not reported again.
      if (node.value.startsWith('</')) return
      const tag = node.value.match(/^<([a-z][a-z0-9-]*)/i)?.[1]
      report(node, problem('html-in-markdown', tag ? { tag } : {}))
    } else if (node.type === 'image' || node.type === 'imageReference') {
      report(node, problem('picture-in-markdown'))
    } else if (node.type === 'heading' && node.depth <= 2) {
      // A heading made by underlining (setext): the editor most likely meant a separator line.
      const underline = lines[(node.position?.end.line ?? 1) - 1]?.trim() ?? ''
      if (node.position && node.position.end.line > node.position.start.line && /^(=+|-+)$/.test(underline)) {
        report(node, problem('underline-heading', { underline, text: toString(node).trim() }))
      } else report(node, problem('heading-level', { depth: node.depth }))
    } else if (node.type === 'code') {
      // A fence (``` or ~~~) is code on purpose; lines indented by four spaces or a tab became
      // code by accident: a paragraph pushed right shows in typewriter letters.
      const start = node.position?.start
      const from = start ? (lines[start.line - 1] ?? '').slice(start.column - 1) : ''
      if (!/^(`{3,}|~{3,})/.test(from)) report(node, problem('indented-code'))
    } else if (node.type === 'link' || node.type === 'definition') {
      const wrong = linkProblem(node.url)
      if (wrong) report(node, wrong)
      else node.url = pageAddress(node.url)
      if (node.type === 'link' && wordless(node)) report(node, problem('empty-link', { url: node.url }))
    } else if (node.type === 'linkReference' && wordless(node)) {
      report(node, problem('empty-link', { url: `[${node.label ?? node.identifier}]` }))
    } else if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') {
      if (node.type === 'footnoteReference') report(node, problem('footnote', { label: node.label ?? node.identifier }))
    } else if (node.type === 'listItem' && typeof node.checked === 'boolean') {
      report(node, problem('checkbox'))
    }
  })
  const html = toHtml(tree)
  const lead = leadOf(tree)
  // Plain text block by block, so paragraphs and list items do not run into each other.
  const blocks: string[] = []
  visit(tree, (node) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      blocks.push(toString(node))
      return 'skip'
    }
    return undefined
  })
  const markdown: Markdown = { html, text: blocks.join(' ').replace(/\s+/g, ' ').trim() }
  return { markdown: lead === undefined ? markdown : { ...markdown, lead }, problems }
}

const toHtml = (tree: Root) => processor.stringify(processor.runSync(tree) as Root).trim()

/**
 * The opening paragraph as HTML, with the block after it when the paragraph ends with a colon (it
 * introduces that block: a list, a table, a paragraph, a quote; a card ending on "Packs:" would
 * promise what it does not show), when the text holds more than that (Markdown.lead). A heading or
 * a rule after the colon starts a part of its own, which stays on the product's page. What shows
 * nothing is passed over: link and footnote definitions, and a paragraph of spaces or invisible
 * characters alone. Rendered with every link definition of the text, wherever it is (in a quote,
 * in a list), which a paragraph's `[link][name]` may name.
 */
/** Whether `block` is a paragraph ending with a colon that `next` follows as what it introduces. */
const introduces = (block: RootContent, next: RootContent | undefined): boolean =>
  block.type === 'paragraph' &&
  toString(block).trimEnd().endsWith(':') &&
  next !== undefined &&
  next.type !== 'heading' &&
  next.type !== 'thematicBreak'

function leadOf(tree: Root): string | undefined {
  const blocks = tree.children.filter(
    (node) =>
      node.type !== 'definition' &&
      node.type !== 'footnoteDefinition' &&
      !(node.type === 'paragraph' && wordless(node)),
  )
  const [first] = blocks
  if (first?.type !== 'paragraph') return undefined
  // Each paragraph ending with a colon takes the block it introduces, which may introduce another.
  let length = 1
  while (introduces(blocks[length - 1]!, blocks[length])) length++
  const lead = blocks.slice(0, length)
  if (blocks.length === lead.length) return undefined
  const definitions: Definition[] = []
  visit(tree, 'definition', (node) => {
    definitions.push(node)
  })
  return toHtml({ type: 'root', children: [...lead, ...definitions] })
}
