/**
 * HTML parsed as browsers parse it (parse5, the parser jsdom uses), with the few helpers the
 * scripts and tests need to read built pages: every element, an attribute, the text.
 */
import fs from 'node:fs'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { htmlFiles } from './html-files.ts'

export type Node = DefaultTreeAdapterMap['node']
export type Element = DefaultTreeAdapterMap['element']

export function parseHtml(html: string) {
  return parse(html)
}

const isElement = (node: Node): node is Element => 'tagName' in node

/** Every element of a document (or below a node), in document order, <template> content included. */
export function elements(root: Node): Element[] {
  const found: Element[] = []
  const visit = (node: Node) => {
    if (isElement(node)) found.push(node)
    const children = 'childNodes' in node ? node.childNodes : []
    for (const child of children) visit(child)
    if (isElement(node) && node.tagName === 'template' && 'content' in node) visit(node.content)
  }
  visit(root)
  return found
}

/** An attribute by name; for namespaced (SVG) ones such as xlink:href, pass the full name. */
export function attr(element: Element, name: string): string | undefined {
  return element.attrs.find(
    (attribute) => (attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name) === name,
  )?.value
}

export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : ''
}

/**
 * The HTML with the elements `replace` picks swapped for its text, cut by their source positions
 * so the rest stays byte for byte (undefined keeps an element). A removed element takes the line
 * break after it along, leaving no blank line.
 */
export function replaceElements(html: string, replace: (element: Element) => string | undefined): string {
  const cuts = elements(parse(html, { sourceCodeLocationInfo: true }))
    .flatMap((element) => {
      const replacement = replace(element)
      return replacement === undefined ? [] : [{ ...element.sourceCodeLocation!, replacement }]
    })
    .sort((a, b) => b.startOffset - a.startOffset)
  let result = html
  for (const { startOffset, endOffset, replacement } of cuts) {
    const end = replacement === '' && result[endOffset] === '\n' ? endOffset + 1 : endOffset
    result = result.slice(0, startOffset) + replacement + result.slice(end)
  }
  return result
}

/** Rewrites every .html file under `dir` with `transform`. */
export function rewriteHtmlFiles(dir: string, transform: (html: string) => string): void {
  for (const file of htmlFiles(dir)) fs.writeFileSync(file, transform(fs.readFileSync(file, 'utf8')))
}
