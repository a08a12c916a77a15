/**
 * Lines of front matter whose shape is wrong, whatever YAML makes of them. YAML's own messages
 * describe the parser's state, often on a line after the real mistake; most mistakes editors
 * make are visible in the shape of one line, so the lines are looked at first:
 * - a line indented differently from the lines it belongs with (an indentation slip);
 * - a field indented under another field that already has a value;
 * - a field without a space after its colon, or without a colon;
 * - a value that opens a list or group with [ or { and never closes it (YAML reports the lines
 *   after it, with advice about indentation);
 * - a line of a block of text (`about: |`) that is not indented under its field;
 * - an item of a list started with another mark than "- " (`* eba`, `• eba`, `-eba`).
 */
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import type { Position } from '../problems/report.ts'
import { isMap, isScalar, isSeq, parseDocument } from 'yaml'
import { withoutMarkdownMarks } from './markup-in-text.ts'
import { intendedValue, parseKeyLine, readsAs, rewriteLine, writtenLine } from './yaml-lines.ts'

interface Level {
  /** Column where the keys (or `- ` items) of this level start. */
  indent: number
  kind: 'map' | 'list'
  /** The field this level belongs to ('' at the top), and whether it is one item of a list. */
  key: string
  item?: boolean
  /** The first line of this level and its key, which other lines of the level line up with. */
  line: number
  first: string
}

const isComment = (line: string) => /^\s*#/.test(line)

/** The path of the field `key` under the levels of `stack` (`mission.items`). */
const pathTo = (stack: readonly Level[], key: string) =>
  [
    ...stack
      .slice(1)
      .filter((each) => !each.item)
      .map((each) => each.key),
    key,
  ].join('.')

/** A line started as a list item with another mark than "- ": `* eba`, `• eba`, `– eba`, `-eba`. */
export const ITEM_MARK = /^ *([*+•‣◦·–—]|-(?=[^\s-]))[ \t]*(.*)$/

/** list-item-mark for a line ITEM_MARK matched, indented by `indent`, in the list of `list`: with
 *  the line written with "- ", when that reads as the item. In a list of groups (`groups`), the
 *  item's first field stays as written; in a list of values, the item is one value, colon or not. */
export function listItemMark(marked: RegExpExecArray, indent: number, list: string, groups = false): Problem {
  const [, mark = '', rest = ''] = marked
  const group = groups ? groupItemLine(marked, indent) : undefined
  if (group) return problem('list-item-mark', { mark, list, line: group.trim() })
  // The item as meant: without quotes typed around it (which "- " would show) and without
  // Markdown marks (a list's item is plain text, which shows them as written).
  const meant = intendedValue(rest.trim())
  const plain = withoutMarkdownMarks(meant).trim()
  const item = plain === '' ? undefined : writtenLine({ indent, dash: '- ', key: '', value: '', valueColumn: 0 }, plain)
  return problem('list-item-mark', {
    mark,
    list,
    ...(item ? { line: item.line.trim() } : {}),
    ...(item && plain !== meant ? { marks: true } : {}),
  })
}

/** The line of an item of a list of groups written with another mark (`* title: Aqua-farming`),
 *  as it should be (`- title: Aqua-farming`); undefined when the rest is not a field. */
function groupItemLine(marked: RegExpExecArray, indent: number): string | undefined {
  const line = `${' '.repeat(indent)}- ${(marked[2] ?? '').trim()}`
  return parseKeyLine(line) ? line : undefined
}

/**
 * Lines whose shape is wrong, whatever YAML makes of them. `lines` are the front-matter lines and
 * `firstLine` the number of the first of them in the file; problems carry file line numbers. Block scalars (`|`, `>`) and multi-line quoted values are
 * skipped; anything this simple model does not know ends the look, so it never reports a valid
 * construct as a mistake.
 */
export function lineShapeProblems(
  lines: readonly string[],
  firstLine = 1,
  fields: ReadonlySet<string> = new Set(),
  /** The fields that hold a list of values, by path: `otherNames`, `mission.items`, `fr.mission.items`. */
  lists: ReadonlySet<string> = new Set(),
): { position: Position; problem: Problem }[] {
  const problems: { position: Position; problem: Problem }[] = []
  const stack: Level[] = [{ indent: 0, kind: 'map', key: '', line: 0, first: '' }]
  /** After `key:` with nothing behind it, the next line may open a group or a list under it. */
  let openedBy: { indent: number; line: number; key: string } | undefined
  /** After `key: value`, lines indented further continue that value (YAML's multi-line text). */
  let continues: { indent: number; line: number; key: string } | undefined
  let skipDeeperThan: number | undefined
  /** The field whose block of text (`key: |`) the lines indented under it belong to, and the
   *  indentation of its first line of text (YAML's for the whole block), once there is one. */
  let block: { key: string; line: number; indent: number; textIndent?: number } | undefined

  /** Whether `value`, on the line at `index` indented by `indent`, opens a list or group with [ or
   *  { and never closes it: only where the next line is not more of it, as a list or group may go
   *  on over lines. */
  const leftOpen = (value: string, index: number, indent: number): boolean => {
    if (!/^[[{]/.test(value) || readsAlone(value)) return false
    const next = lines.slice(index + 1).find((line) => line.trim() !== '' && !isComment(line))
    return next === undefined || next.length - next.trimStart().length <= indent
  }

  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!
    const number = index + firstLine
    if (text.trim() === '' || isComment(text)) continue
    const indent = text.length - text.trimStart().length
    if (skipDeeperThan !== undefined) {
      if (indent > skipDeeperThan) {
        if (block) block.textIndent ??= indent
        continue
      }
      skipDeeperThan = undefined
      // A line of text under `key: |` that is not indented: the block ended above it, and YAML
      // reads the line as a field of its own (or as nothing it knows). Not a field whose colon was
      // forgotten (`order 3`): that is told below.
      const word = /^ *([A-Za-z_][\w-]*)/.exec(text)?.[1] ?? ''
      if (
        block &&
        !parseKeyLine(text) &&
        !/^ *-( |$)/.test(text) &&
        !/^ *[A-Za-z_][\w-]*:\S/.test(text) &&
        !fields.has(word)
      ) {
        problems.push({
          position: { line: number, column: indent + 1 },
          problem: problem('block-not-indented', {
            key: block.key,
            aboveLine: block.line,
            indent: block.textIndent ?? block.indent + 2,
          }),
        })
        return problems
      }
    }
    const isItem = /^ *-( |$)/.test(text)
    const keyLine = parseKeyLine(text)
    const marked = !keyLine && !isItem ? ITEM_MARK.exec(text) : null
    /** Whether the line is an item of a list of groups with another mark than "- ": whatever
     *  the schema says of the field above, `* title: …` can only be meant as such an item. */
    const markedGroup = marked !== null && groupItemLine(marked, indent) !== undefined

    if (openedBy) {
      // A list may start at its field's column: so may its first item written with another mark.
      const opensList = isItem || markedGroup || (marked !== null && lists.has(pathTo(stack, openedBy.key)))
      const child = isItem || opensList ? indent >= openedBy.indent : indent > openedBy.indent
      if (child)
        stack.push({
          indent,
          kind: isItem ? 'list' : 'map',
          key: openedBy.key,
          line: number,
          first: isItem ? '' : (keyLine?.key ?? ''),
        })
      openedBy = undefined
    }
    if (continues && indent > continues.indent && !isItem) {
      // Indented under a field that already has a value. Plain text continues that value; another
      // field written there is a slip: it belongs beside the field above, not under it.
      if (keyLine && !keyLine.dash) {
        problems.push({
          position: { line: number, column: 1 },
          problem: problem('indented-into-value', {
            key: keyLine.key,
            indent,
            extra: indent - continues.indent,
            above: continues.key,
            aboveLine: continues.line,
          }),
        })
        return problems
      }
      continue
    }
    // A line of text without a field, right after a field with a value: the value goes on, but the
    // line is not indented under its field, so YAML reads it as a field of its own.
    const firstWord = /^ *([A-Za-z_][\w-]*)/.exec(text)?.[1] ?? ''
    if (
      continues &&
      !keyLine &&
      !isItem &&
      // An item of a list of groups starts left of the fields of the item above it.
      !(markedGroup && indent < continues.indent) &&
      !/^ *[A-Za-z_][\w-]*:\S/.test(text) &&
      !fields.has(firstWord)
    ) {
      const above = lines[continues.line - firstLine]!
      const parsed = parseKeyLine(above)
      const joined = parsed ? `${above.trimEnd()} ${text.trim()}` : undefined
      const reads = parsed && joined ? readsAs(parsed.key, joined.slice(joined.indexOf(':') + 1).trim()) : undefined
      problems.push({
        position: { line: number, column: indent + 1 },
        problem: problem('value-continues', {
          key: continues.key,
          aboveLine: continues.line,
          indent: continues.indent,
          ...(reads === `${parsed!.value} ${text.trim()}` ? { joined: joined!.trim() } : {}),
        }),
      })
      return problems
    }
    continues = undefined

    // Close the levels this line is not part of.
    const closed: Level[] = []
    while (stack.length > 1 && stack.at(-1)!.indent > indent) closed.push(stack.pop()!)
    const level = stack.at(-1)!
    // An item of a list written with another mark than "- " (a Markdown bullet, a typographic
    // dash, a hyphen without its space): among the items of a list, or as its first line.
    if (marked) {
      const listPath = pathTo(stack.slice(0, -1), stack.at(-1)!.key)
      const inList = level.indent === indent && (level.kind === 'list' || level.line === number)
      if (inList && (markedGroup || lists.has(listPath))) {
        problems.push({
          position: { line: number, column: indent + 1 },
          problem: listItemMark(marked, indent, level.key, !lists.has(listPath)),
        })
        return problems
      }
    }
    const fits = level.indent === indent && (level.kind === 'list') === isItem
    if (!fits) {
      // The level the line was most likely meant for: the nearest one of its own kind.
      const meant = [...closed.reverse(), level]
        .filter((candidate) => (candidate.kind === 'list') === isItem)
        .sort((a, b) => Math.abs(a.indent - indent) - Math.abs(b.indent - indent))[0]
      if (!meant) return problems
      const what = keyLine ? `"${keyLine.key}"` : isItem ? 'this list item' : 'this line'
      const belongsWith =
        meant.kind === 'list'
          ? `the items of "${meant.key}"`
          : meant.item
            ? `the fields of this item of "${meant.key}"`
            : meant.key
              ? `the fields of "${meant.key}"`
              : 'the fields of the front matter'
      problems.push({
        position: { line: number, column: 1 },
        problem: problem('wrong-indentation', {
          what,
          indent,
          belongsWith,
          expected: meant.indent,
          ...(meant.line ? { like: { line: meant.line, ...(meant.first ? { key: meant.first } : {}) } } : {}),
        }),
      })
      return problems
    }

    if (!keyLine) {
      if (isItem) {
        // `- text`: a plain list item.
        if (/^ *- *["']/.test(text) && !/["']\s*$/.test(text)) return problems
        // `- [eba`: a list or group opened and never closed, in an item (as in a field below).
        const value = text.replace(/^ *- */, '')
        const rewritten = leftOpen(value, index, indent) ? rewriteLine(text) : undefined
        if (rewritten) {
          problems.push({
            position: { line: number, column: text.length - value.length + 1 },
            problem: problem('unreadable-line', { reason: 'unclosed-bracket', line: rewritten.line.trim() }),
          })
          return problems
        }
        continue
      }
      // No `key:` on a line of its own: a missing colon, or a colon without a space after it.
      const glued = /^ *([A-Za-z_][\w-]*):(\S.*)$/.exec(text)
      if (glued && !/^\/\//.test(glued[2]!)) {
        problems.push({
          position: { line: number, column: indent + glued[1]!.length + 2 },
          problem: problem('missing-space-after-colon', { line: `${' '.repeat(indent)}${glued[1]}: ${glued[2]}` }),
        })
        return problems
      }
      const word = /^ *([A-Za-z_][\w-]*)\s+\S/.exec(text)
      problems.push({
        position: { line: number, column: indent + 1 },
        problem: problem('missing-colon', word ? { word: word[1]! } : {}),
      })
      return problems
    }

    const content = keyLine.value
    const itemIndent = indent + keyLine.dash.length
    if (keyLine.dash)
      stack.push({
        indent: itemIndent,
        kind: 'map',
        key: stack.at(-1)!.key,
        item: true,
        line: number,
        first: keyLine.key,
      })
    else if (level.line === 0) {
      // The top level takes its first field as the one the others line up with.
      level.line = number
      level.first = keyLine.key
    }
    if (leftOpen(content, index, indent)) {
      const rewritten = rewriteLine(text)
      // A field that holds a list wants the list closed, not made into a text by quotes. Found by
      // its path through the groups around it.
      const closed = lists.has(pathTo(stack, keyLine.key)) ? closedList(text) : undefined
      if (closed || rewritten) {
        problems.push({
          position: { line: number, column: keyLine.valueColumn + 1 },
          problem: closed
            ? problem('unreadable-line', { reason: 'unclosed-list', ...closed })
            : problem('unreadable-line', { reason: 'unclosed-bracket', line: rewritten!.line.trim() }),
        })
        return problems
      }
    }
    if (content === '' || content.startsWith('#')) {
      openedBy = { indent: itemIndent, line: number, key: keyLine.key }
    } else if (/^[|>][-+0-9]*\s*(#.*)?$/.test(content)) {
      skipDeeperThan = itemIndent
      block = { key: keyLine.key, line: number, indent: itemIndent }
    } else if (/^["']/.test(content) && !content.slice(1).includes(content[0]!)) {
      // A quoted value that goes on over the next lines: beyond this simple model.
      return problems
    } else {
      continues = { indent: itemIndent, line: number, key: keyLine.key }
    }
  }
  return problems
}

/** Whether a value that opens a list or group ([ {) is read by YAML on its own line: closed,
 *  whatever it holds (quotes, apostrophes, # inside them). */
function readsAlone(value: string): boolean {
  return parseDocument(`value: ${value}\n`, { schema: 'failsafe', uniqueKeys: false }).errors.length === 0
}

/** `otherNames: [garri, eba` as a list closed by ] (`otherNames: [garri, eba]`), and
 *  `otherNames: ["garri", "eba` with its last quote closed too (`["garri", "eba"]`), when that
 *  reads as a list of one or more texts the loader takes as written. A quote left open around
 *  commas (`["garri, eba`) may be one item or several: both lines are given, the items apart
 *  first (`line`), then as one (`keepLine`). Undefined otherwise (a comment after it, a ] or {
 *  outside quotes, an anchor or tag: the line is then told to be quoted, as any value). YAML
 *  decides what is inside quotes. */
function closedList(line: string): { line: string; keepLine?: string } | undefined {
  const written = line.trim()
  if (!/^(?:- +)?[\w-]+:[ \t]*\[/.test(written)) return undefined
  // One space after the colon, as every line is written (a tab there would be shown as U+0009),
  // and no comma or quote mark left alone at the end (an item not written yet).
  const body = written
    .replace(/:[ \t]*\[/, ': [')
    .replace(/[\s,]+$/, '')
    .replace(/,?[ \t]*["']$/, '')
  if (listItems(`${body}]`)) return { line: `${body}]` }
  // The quote the last item opened and never closed.
  for (const quote of ['"', "'"]) {
    const read = listItems(`${body}${quote}]`)
    if (!read) continue
    const last = read.items.at(-1)!
    if (!last.includes(',')) return { line: `${body}${quote}]` }
    // The last item as YAML reads it, cut at its commas into items of their own, in the same
    // quotes, in place of the item from its opening quote (where YAML says it starts).
    const apart = last
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => (quote === '"' ? JSON.stringify(part) : `'${part.replace(/'/g, "''")}'`))
    const split = `${body.slice(0, read.lastStart)}${apart.join(', ')}]`
    return listItems(split) ? { line: split, keepLine: `${body}${quote}]` } : undefined
  }
  return undefined
}

/** The items of `key: [...]`, when it reads as a list of one or more texts, none empty, with no
 *  YAML anchor (&) or tag (!) that the loader refuses; and where the last item starts in the line
 *  (its opening quote, if quoted). */
function listItems(candidate: string): { items: string[]; lastStart: number } | undefined {
  const unprefixed = candidate.replace(/^- +/, '')
  const doc = parseDocument(unprefixed, { schema: 'failsafe' })
  if (doc.errors.length || !isMap(doc.contents)) return undefined
  const value = doc.contents.items[0]?.value
  // At least one item: `otherNames: [` alone may have its items on the next lines.
  if (!isSeq(value) || value.items.length === 0) return undefined
  const items: string[] = []
  for (const item of value.items) {
    if (!isScalar(item) || item.anchor || item.tag || String(item.value).trim() === '') return undefined
    items.push(String(item.value))
  }
  const last = value.items.at(-1) as { range?: [number, number, number] | null }
  return { items, lastStart: (last.range?.[0] ?? 0) + candidate.length - unprefixed.length }
}
