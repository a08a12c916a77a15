/**
 * One line of front matter as text: its parts (`key: value`, `- key: value`), and the lines to
 * suggest to an editor, each checked before it is given: a suggested line is parsed again and must
 * read as the value the editor meant, so following the advice never leads to another error.
 */
import { isMap, isScalar, isSeq, parseDocument } from 'yaml'

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

const ITEM_LINE = /^( *)(- +)(\S.*)$/d

/** The parts of a `key: value` line, or of a list's `- value` line (with the key ''). */
export function parseValueLine(line: string): KeyLine | undefined {
  const keyLine = parseKeyLine(line)
  if (keyLine) return keyLine
  const match = ITEM_LINE.exec(line)
  if (!match) return undefined
  const [, indent = '', dash = '', value = ''] = match
  return { indent: indent.length, dash, key: '', value: value.trimEnd(), valueColumn: match.indices?.[3]?.[0] ?? 0 }
}

/** Reads one `key: value` line on its own (a `- value` line when `key` is ''), as the whole front
 *  matter would: the text of the value, or undefined if the line is not valid, or the value is
 *  not plain text (an alias, an anchor, a tag). */
export function readsAs(key: string, yaml: string): string | undefined {
  const document = parseDocument(key ? `${key}: ${yaml}\n` : `- ${yaml}\n`, {
    schema: 'failsafe',
    strict: true,
    uniqueKeys: true,
  })
  if (document.errors.length || document.warnings.length) return undefined
  const { contents } = document
  let value: unknown
  if (key) {
    if (!isMap(contents)) return undefined
    const pair = contents.items[0]
    if (contents.items.length !== 1 || !isScalar(pair?.key) || pair.key.value !== key) return undefined
    value = pair.value
  } else {
    if (!isSeq(contents) || contents.items.length !== 1) return undefined
    value = contents.items[0]
  }
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
  const parsed = parseValueLine(line)
  if (!parsed || !parsed.value) return undefined
  const value = intendedValue(parsed.value)
  return writtenLine(parsed, value)
}

/** The line of `parsed` holding `value` instead, quoted as simply as it reads back as `value`;
 *  undefined if no one-line form does. */
export function writtenLine(parsed: KeyLine, value: string): { line: string; value: string } | undefined {
  const quoted = quoteYaml(value)
  if (readsAs(parsed.key, quoted) !== value) return undefined
  return { line: `${' '.repeat(parsed.indent)}${parsed.dash}${parsed.key ? `${parsed.key}: ` : ''}${quoted}`, value }
}
