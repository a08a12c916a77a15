/**
 * Characters no page can show, found in front-matter values after YAML has read them: control
 * characters (a tab, a line break, a NUL…), the replacement character "�" and halves of an emoji
 * cut apart (lone surrogates). A file holding them raw is refused when it is read (text.ts); these
 * are the ones YAML makes itself: escapes in double quotes ("\x01", "\n", "\uFFFD", "\ud83c"),
 * line breaks kept by a `|` block, a tab typed inside a value. Only a block of Markdown text holds
 * several lines; no other character here is what an editor means a page to show.
 */
import { isScalar, visit, type Document } from 'yaml'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { trimInvisible } from './format-characters.ts'

/** Control characters (C0, DEL, C1), the replacement character and lone surrogates. */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** The same, to tell whether a value holds any. */
const HAS_UNPRINTABLE = new RegExp(UNPRINTABLE.source)

const NAMES: Record<number, string> = {
  0x00: 'NUL',
  0x08: 'backspace',
  0x09: 'tab',
  0x0a: 'line break',
  0x0b: 'vertical tab',
  0x0c: 'form feed',
  0x0d: 'carriage return',
  0x1b: 'escape',
  0x7f: 'delete',
  0x85: 'next line',
  0xfffd: 'replacement character',
}

export type UnprintableKind = 'line-break' | 'tab' | 'control' | 'damaged'

const kindOf = (code: number): UnprintableKind =>
  code === 0x0a || code === 0x0d || code === 0x85
    ? 'line-break'
    : code === 0x09
      ? 'tab'
      : code === 0xfffd || (code >= 0xd800 && code <= 0xdfff)
        ? 'damaged'
        : 'control'

const nameOf = (code: number): string =>
  NAMES[code] ?? (code >= 0xd800 && code <= 0xdfff ? 'half of a character (a lone surrogate)' : 'control character')

/** What in a value no page can show, if anything: the first such character, named, with how
 *  many more there are. `lineBreaks`: line breaks are taken (a block of Markdown text). */
export function unprintableIn(
  text: string,
  { lineBreaks = false }: { lineBreaks?: boolean } = {},
): Problem | undefined {
  // Most values hold none: only those that do are looked at closely.
  if (!HAS_UNPRINTABLE.test(text)) return undefined
  const value = trimInvisible(text)
  const matches = [...value.matchAll(UNPRINTABLE)].filter((match) => !(lineBreaks && match[0] === '\n'))
  if (!matches.length) return undefined
  const first = matches[0]!
  const code = first[0].charCodeAt(0)
  return problem('unprintable-character', {
    kind: kindOf(code),
    name: nameOf(code),
    codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
    before: value.slice(0, first.index).replace(UNPRINTABLE, ' '),
    count: matches.length,
  })
}

/**
 * The values (never field names) holding characters no page can show, at the start of each. A
 * block (`|` or `>`) may hold line breaks: it is how Markdown text is written in front matter
 * (schemas/fields/markdown.ts); a field of one line refuses them itself (schemas/fields/text.ts).
 */
export function unprintableValues(doc: Document.Parsed): { offset: number; problem: Problem }[] {
  const found: { offset: number; problem: Problem }[] = []
  visit(doc, {
    Scalar(key, node) {
      if (key === 'key' || !isScalar(node) || typeof node.value !== 'string') return
      const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED'
      const unprintable = unprintableIn(node.value, { lineBreaks: block })
      if (unprintable) found.push({ offset: node.range?.[0] ?? 0, problem: unprintable })
    },
  })
  return found
}
