/**
 * HTML parsed as browsers parse it (parse5, the parser jsdom uses), with the few helpers the
 * scripts and tests need to read built pages: every element, an attribute, the text.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5'

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
