/**
 * Advice for front matter that YAML cannot read, worded for editors and checked before it is
 * given: every line this module suggests is parsed again and must give the value the editor meant,
 * so following the advice never leads to another error.
 *
 * YAML's own messages ("Nested mappings are not allowed in compact mappings") describe the parser's
 * state, often on a line after the real mistake. Most mistakes editors make are visible in the
 * shape of one line, so the lines are looked at first:
 * - a line indented differently from the lines it belongs with (an indentation slip);
 * - a field without a space after its colon, or without a colon;
 * - a value YAML reads as something else: a colon followed by a space, a quote mark at its start.
 */
import { isMap, isScalar, parseDocument } from 'yaml'

export interface LineProblem {
  /** 1-based line within the front matter (line 1 is the line after the opening ---). */
  line: number
  /** 1-based column. */
  column: number
  message: string
}

/** The parts of a `key: value` or `- key: value` line. */
export interface KeyLine {
  indent: number
  /** The `- ` of a list item, with the spaces after it, or ''. */
  dash: string
  key: string
  /** Text after `key:` and its spaces, as written (may be ''). */
  value: string
  /** 0-based column where the value starts. */
  valueColumn: number
}

const KEY_LINE = /^( *)(- +)?([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*))?$/d

export function parseKeyLine(line: string): KeyLine | undefined {
  const match = KEY_LINE.exec(line)
  if (!match) return undefined
  const [, indent = '', dash = '', key = '', value = ''] = match
  return {
    indent: indent.length,
    dash,
    key,
    value: value.trimEnd(),
    valueColumn: match.indices?.[4]?.[0] ?? line.length,
  }
}

/** Reads one `key: value` line on its own, as the whole front matter would: the text of the value,
 *  or undefined if the line is not valid, or the value is not plain text (an alias, an anchor, a tag). */
function readsAs(key: string, yaml: string): string | undefined {
  const document = parseDocument(`${key}: ${yaml}\n`, { schema: 'failsafe', strict: true, uniqueKeys: true })
  if (document.errors.length || document.warnings.length || !isMap(document.contents)) return undefined
  const pair = document.contents.items[0]
  const value = pair?.value
  if (document.contents.items.length !== 1 || !isScalar(pair?.key) || pair.key.value !== key) return undefined
  if (!isScalar(value) || value.anchor || value.tag) return undefined
  return String(value.value)
}

/**
 * A YAML scalar that reads back as exactly `value`, in the form editors find simplest: as written
 * when that works (unless `quoted`), else in double quotes, else in single quotes (when the value
 * holds a double quote), else in single quotes with each ' written twice.
 */
export function quoteYaml(value: string, { quoted = false }: { quoted?: boolean } = {}): string {
  const candidates = [value, `"${value}"`, `'${value}'`, `'${value.replaceAll("'", "''")}'`]
  if (!/["\\]/.test(value)) candidates.splice(2, 1)
  if (quoted) candidates.shift()
  for (const candidate of candidates) if (readsAs('field', candidate) === value) return candidate
  return JSON.stringify(value)
}

/** Quote marks editors type, straight and typographic, with the mark that closes each. */
export const QUOTE_PAIRS: Record<string, string> = { '"': '"', "'": "'", '“': '”', '‘': '’', '„': '“', '«': '»' }
export const CURLY_QUOTES = /[“”‘’„«»]/

/**
 * What the editor most likely meant by a value YAML could not read:
 * - `"Garri` (never closed) → Garri;
 * - `'Garri's best'` (closed, but a quote inside) → Garri's best;
 * - `“Garri: white”` (typographic quotes, which YAML does not know) → Garri: white;
 * - `"Garri" white and yellow` (quoted start, more after it) → the text as written, quotes included.
 */
export function intendedValue(written: string): string {
  const open = written[0] ?? ''
  const close = QUOTE_PAIRS[open]
  if (!close || written.length < 2) return written
  if (written.endsWith(close) && written.length >= 2) return written.slice(1, -1)
  if (!written.slice(1).includes(close)) return written.slice(1)
  return written
}

/** The line rewritten so that it reads as the value the editor meant, or undefined if no one-line form does. */
export function rewriteLine(line: string): { line: string; value: string } | undefined {
  const parsed = parseKeyLine(line)
  if (!parsed || !parsed.value) return undefined
  const value = intendedValue(parsed.value)
  const quoted = quoteYaml(value)
  if (readsAs(parsed.key, quoted) !== value) return undefined
  return { line: `${' '.repeat(parsed.indent)}${parsed.dash}${parsed.key}: ${quoted}`, value }
}

// ---------------------------------------------------------------------------------------------
// Line shapes

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

const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`
const isComment = (line: string) => /^\s*#/.test(line)

/**
 * Lines whose shape is wrong, whatever YAML makes of them. `lines` are the front-matter lines and
 * `firstLine` the number of the first of them in the file; problems carry file line numbers. Block scalars (`|`, `>`) and multi-line quoted values are
 * skipped; anything this simple model does not know ends the look, so it never reports a valid
 * construct as a mistake.
 */
export function lineShapeProblems(lines: readonly string[], firstLine = 1): LineProblem[] {
  const problems: LineProblem[] = []
  const stack: Level[] = [{ indent: 0, kind: 'map', key: '', line: 0, first: '' }]
  /** After `key:` with nothing behind it, the next line may open a group or a list under it. */
  let openedBy: { indent: number; line: number; key: string } | undefined
  /** After `key: value`, lines indented further continue that value (YAML's multi-line text). */
  let continues: { indent: number; line: number; key: string } | undefined
  let skipDeeperThan: number | undefined

  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!
    const number = index + firstLine
    if (text.trim() === '' || isComment(text)) continue
    const indent = text.length - text.trimStart().length
    if (skipDeeperThan !== undefined) {
      if (indent > skipDeeperThan) continue
      skipDeeperThan = undefined
    }
    const isItem = /^ *-( |$)/.test(text)
    const keyLine = parseKeyLine(text)

    if (openedBy) {
      const child = isItem ? indent >= openedBy.indent : indent > openedBy.indent
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
          line: number,
          column: 1,
          message: `"${keyLine.key}" is indented by ${spaces(indent)}, ${spaces(indent - continues.indent)} more than "${continues.key}" on line ${continues.line}, so it is read as part of the text of "${continues.key}"; remove ${spaces(indent - continues.indent)} before "${keyLine.key}" so it lines up with "${continues.key}"`,
        })
        return problems
      }
      continue
    }
    continues = undefined

    // Close the levels this line is not part of.
    const closed: Level[] = []
    while (stack.length > 1 && stack.at(-1)!.indent > indent) closed.push(stack.pop()!)
    const level = stack.at(-1)!
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
      const fix =
        indent < meant.indent
          ? `add ${spaces(meant.indent - indent)} before ${what}`
          : `remove ${spaces(indent - meant.indent)} before ${what}`
      const start = meant.indent === 0 ? 'start at the beginning of the line' : `start ${spaces(meant.indent)} in`
      const like = meant.line ? ` (like ${meant.first ? `"${meant.first}" on ` : ''}line ${meant.line})` : ''
      problems.push({
        line: number,
        column: 1,
        message: `${what} is indented by ${spaces(indent)}, but ${belongsWith} ${start}${like}; ${fix}`,
      })
      return problems
    }

    if (!keyLine) {
      if (isItem) {
        // `- text`: a plain list item.
        if (/^ *- *["']/.test(text) && !/["']\s*$/.test(text)) return problems
        continue
      }
      // No `key:` on a line of its own: a missing colon, or a colon without a space after it.
      const glued = /^ *([A-Za-z_][\w-]*):(\S.*)$/.exec(text)
      if (glued && !/^\/\//.test(glued[2]!)) {
        problems.push({
          line: number,
          column: indent + glued[1]!.length + 2,
          message: `put a space after the colon: ${' '.repeat(indent)}${glued[1]}: ${glued[2]}`,
        })
        return problems
      }
      const word = /^ *([A-Za-z_][\w-]*)\s+\S/.exec(text)
      problems.push({
        line: number,
        column: indent + 1,
        message: word
          ? `this line has no colon; write the field name, a colon and a space, then the value, such as  ${word[1]}: ...`
          : 'each line must be "field: value"; this one is neither a field nor a list item',
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
    if (content === '' || content.startsWith('#')) {
      openedBy = { indent: itemIndent, line: number, key: keyLine.key }
    } else if (/^[|>][-+0-9]*\s*(#.*)?$/.test(content)) {
      skipDeeperThan = itemIndent
    } else if (/^["']/.test(content) && !content.slice(1).includes(content[0]!)) {
      // A quoted value that goes on over the next lines: beyond this simple model.
      return problems
    } else {
      continues = { indent: itemIndent, line: number, key: keyLine.key }
    }
  }
  return problems
}
