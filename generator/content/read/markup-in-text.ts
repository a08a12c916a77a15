/**
 * Markup in a field of plain text (a name, a heading, a line of a list), which the page shows as
 * written: an HTML character reference copied from a web page's source ("Garri &amp; Eba" would
 * show "&amp;"), and Markdown's bold, struck-through and link marks, which only the longer texts
 * below the front matter (and the Markdown fields) turn into formatting. Found here so the editor
 * is told what to write instead, never left to find the marks on the page.
 *
 * A single * or _ is left alone: "5*3", "snake_case" and a footnote's * are ordinary text.
 */
import { decodeNamedCharacterReference } from 'decode-named-character-reference'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { formatCharacters } from './format-characters.ts'

/** `&amp;`, `&#38;`, `&#x26;`: a reference only when it ends with its semicolon, as in HTML's source. */
const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g

/** The character a reference stands for, if it is one HTML knows. */
function referencedCharacter(decimal?: string, hex?: string, name?: string): string | undefined {
  if (name) return decodeNamedCharacterReference(name) || undefined
  const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16)
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
  return valid ? String.fromCodePoint(code) : undefined
}

/** Bold (`**` or `__`), struck through (`~~`) and links, each around text that starts and ends
 *  with a letter, as Markdown reads them. */
const MARKS: readonly { kind: 'bold' | 'struck-through' | 'link'; pattern: RegExp }[] = [
  { kind: 'link', pattern: /\[([^\]\n]*\S[^\]\n]*)\]\(([^)\s]*)\)/ },
  { kind: 'bold', pattern: /(\*\*|__)(?=\S)([^\n]*?\S)\1/ },
  { kind: 'struck-through', pattern: /~~(?=\S)([^\n]*?\S)~~/ },
]

export interface MarkdownMark {
  /** The marks and what they are around, as written: `**Premium**`. */
  written: string
  /** What to write in their place: `Premium`. */
  words: string
  kind: 'bold' | 'struck-through' | 'link'
}

/** The first Markdown marks in a text that a field of plain text would show as written. */
export function markdownMark(value: string): MarkdownMark | undefined {
  for (const { kind, pattern } of MARKS) {
    const found = pattern.exec(value)
    if (!found) continue
    const words = kind === 'bold' ? found[2]! : found[1]!
    return { written: found[0], words: words.trim(), kind }
  }
  return undefined
}

/** The text with every Markdown mark markdownMark finds replaced with its words, as the advice
 *  of markdown-in-text says to write it. */
export function withoutMarkdownMarks(value: string): string {
  let text = value
  // Each replacement takes marks away, never adds any: the loop ends.
  // A function gives the words as they are: a string would read $& or $$ in them as patterns.
  for (let mark = markdownMark(text); mark; mark = markdownMark(text)) {
    const { written, words } = mark
    text = text.replace(written, () => words)
  }
  return text
}

/** The first markup a text field would show as written, as a problem of the field; or none. */
export function markupInText(value: string): Problem | undefined {
  for (const [reference, decimal, hex, name] of value.matchAll(REFERENCE)) {
    const character = referencedCharacter(decimal, hex, name)
    if (character === undefined) continue
    const kind = /^\s$/u.test(character)
      ? 'space'
      : formatCharacters(character).length || /^\p{Cc}$/u.test(character)
        ? 'invisible'
        : 'character'
    return problem('html-reference-in-text', { reference, character, kind })
  }
  const mark = markdownMark(value)
  return mark ? problem('markdown-in-text', { ...mark }) : undefined
}
