/**
 * Markdown marks in a line YAML cannot read as written: `name: **Premium** garri` (a value that
 * starts with *, an alias to YAML) or `- [Garri](/products/garri/) flour` (a list, to YAML). In a
 * field of plain text, quoting the value would only lead to the next problem (markdown-in-text:
 * the page would show the marks), so the editor is told that one at once, with the line written
 * without the marks, checked to read as meant.
 */
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { describePath } from '../schemas/walk.ts'
import { markdownMark, withoutMarkdownMarks } from './markup-in-text.ts'
import { parseKeyLine, parseValueLine, writtenLine, type KeyLine } from './yaml-lines.ts'

/** What the loader knows of a collection's fields before it can read their values, each field by
 *  its path through the groups around it (`hero.headline`; a list's items by the list's path). */
export interface FieldPaths {
  /** The names of the fields a file may have, at any depth. */
  fields: ReadonlySet<string>
  /** The fields that hold a list of values (`otherNames`, `mission.items`). */
  lists: ReadonlySet<string>
  /** The fields of plain text, which the page shows as written, lists of it included. */
  plainText: ReadonlySet<string>
}

const isItemLine = (text: string) => /^ *-( |$)/.test(text)
const indentOf = (text: string) => text.length - text.trimStart().length

/**
 * Where the value on `lines[index]` sits, read from the lines above it: field names and item
 * numbers (0-based), as `["mission", "items", 1]`. Undefined when a line above cannot say.
 */
export function pathOfLine(lines: readonly string[], index: number): (string | number)[] | undefined {
  const own = parseValueLine(lines[index] ?? '')
  if (!own) return undefined
  const segments: (string | number)[] = own.key ? [own.key] : []
  // The node the scan is in: the column it starts at, and whether it is an item of a list (then
  // the items above it at that column are counted).
  let indent = own.indent
  let item = own.dash !== ''
  let items = 0
  for (let above = index - 1; above >= 0; above--) {
    const text = lines[above]!
    if (text.trim() === '' || text.trimStart().startsWith('#')) continue
    const at = indentOf(text)
    if (at > indent) continue
    if (at === indent && isItemLine(text)) {
      if (item) items++
      continue
    }
    const parent = parseKeyLine(text)
    if (!parent) return undefined
    // Another field of the same group item (`- name: …` above `  role: …`): the node is that item.
    if (!item && parent.dash && parent.indent + parent.dash.length === indent) {
      indent = parent.indent
      item = true
      items = 0
      continue
    }
    // Only a field without a value on its line holds the lines under it (a list may also start
    // at its field's column: `otherNames:` above `- gari`).
    if (at === indent && !item) continue
    // A note after the field (`otherNames: # the names`) leaves it without a value on its line.
    if (parent.value !== '' && !parent.value.startsWith('#')) return undefined
    if (item) segments.unshift(items)
    segments.unshift(parent.key)
    indent = parent.indent
    item = parent.dash !== ''
    items = 0
  }
  return item ? undefined : segments
}

/**
 * markdown-in-text for the line `lines[index]` whose value YAML could not read, `value` being
 * what the editor meant it to hold: when the line's field is plain text and the value has
 * Markdown marks, and the value without them can be written on the line.
 */
export function markdownLineProblem(
  lines: readonly string[],
  index: number,
  value: string,
  { lists, plainText }: Pick<FieldPaths, 'lists' | 'plainText'>,
): Problem | undefined {
  const mark = markdownMark(value)
  if (!mark) return undefined
  const parsed: KeyLine | undefined = parseValueLine(lines[index] ?? '')
  const path = pathOfLine(lines, index)
  if (!parsed || !path) return undefined
  const fieldPath = path.filter((segment) => typeof segment === 'string').join('.')
  // A list's field on its own line holds the list written on one line ([gari, eba]), not text.
  if (!plainText.has(fieldPath) || (typeof path.at(-1) === 'string' && lists.has(fieldPath))) return undefined
  const plain = withoutMarkdownMarks(value).trim()
  const rewritten = plain === '' ? undefined : writtenLine(parsed, plain)
  if (!rewritten) return undefined
  return problem('markdown-in-text', { ...mark, subject: describePath(path), line: rewritten.line.trim() })
}
