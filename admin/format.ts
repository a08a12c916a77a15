/**
 * How the admin reads and writes content files: front matter as the build reads it (every value
 * text, the YAML "failsafe" schema) and the Markdown below it. Written back with the fields in
 * the schema's order, each value on one line and quoted only where YAML needs it, and a blank line
 * before the Markdown, so saving a form changes only the lines of the fields that changed.
 *
 * Runs in the browser and in Node (the round-trip test): it reads no files.
 */
import { Document, isScalar, parseDocument, visit } from 'yaml'
import { RECORD_KEY } from '../generator/content/schemas/translation.ts'
import { BODY_FIELD, STATUS_FIELD, type FieldOrder } from './config.ts'

export type EntryData = Record<string, unknown>

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)(?:^|\r?\n)---[ \t]*(?:\r?\n|$)([\s\S]*)$/m

/** A content file's front matter as data, with the Markdown below it as `body`. */
export function fromFile(content: string): EntryData {
  const match = content.startsWith('---') ? FRONT_MATTER.exec(content) : null
  if (!match) return content.trim() ? { [BODY_FIELD]: content } : {}
  const yaml = match[1] ?? ''
  const data = (parseDocument(yaml, { schema: 'failsafe' }).toJS() ?? {}) as EntryData
  // The blank line after the closing --- separates; it is not part of the text.
  const body = (match[2] ?? '').replace(/^\r?\n/, '')
  return body.trim() ? { ...data, [BODY_FIELD]: body } : data
}

/** A value the file leaves out: nothing, blank text or an empty list. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * The value in the order of `order` (then any other keys as they come), without empty values: a
 * field cleared in the form is left out of the file, as if never written, rather than written
 * empty (which the build would refuse for an optional field).
 */
function ordered(value: unknown, order: FieldOrder | undefined): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isEmpty(item)).map((item) => ordered(item, order))
  if (value === null || typeof value !== 'object') return typeof value === 'number' ? String(value) : value
  const entries = Object.entries(value as EntryData)
  const rank = (key: string) => {
    const index = order?.keys.indexOf(key) ?? -1
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  const result: EntryData = {}
  for (const [key, item] of entries.sort(([a], [b]) => rank(a) - rank(b))) {
    const child = ordered(item, order?.children.get(key))
    if (
      isEmpty(child) ||
      (typeof child === 'object' && !Array.isArray(child) && Object.keys(child as object).length === 0)
    )
      continue
    result[key] = child
  }
  return result
}

/** A value as the file will hold it, whatever the form holds: every value text (the build reads
 *  nothing else), and empty values left out; in the order of `order`, when given. */
export function asSaved(value: unknown, order?: FieldOrder): unknown {
  return ordered(value, order)
}

/**
 * The field order of the file among `orders` that `data` belongs to (the files of a Decap
 * collection of single files each have their own fields): the smallest whose fields include
 * every field of the data.
 */
export function orderFor(orders: readonly FieldOrder[], data: EntryData): FieldOrder | undefined {
  const keys = Object.keys(data).filter((key) => ![BODY_FIELD, RECORD_KEY, STATUS_FIELD].includes(key))
  const fitting = orders.filter((order) => keys.every((key) => order.keys.includes(key)))
  return [...(fitting.length ? fitting : orders)].sort((a, b) => a.keys.length - b.keys.length)[0]
}

/** The file for an entry's data (`body` is the Markdown below the front matter). */
export function toFile(data: EntryData, order?: FieldOrder): string {
  const { [BODY_FIELD]: body, ...fields } = data
  const frontMatter = ordered(fields, order) as EntryData
  let yaml = ''
  if (Object.keys(frontMatter).length) {
    const document = new Document(frontMatter, { schema: 'failsafe' })
    // A value starting or ending with a typographic quote is written in straight quotes, or the
    // build would take the typographic ones for a slip (generator/content/read/accepted-mistakes.ts).
    visit(document, {
      Scalar(key, node) {
        if (key !== 'key' && isScalar(node) && typeof node.value === 'string' && /^[“‘„«]|[”»]$/.test(node.value))
          node.type = 'QUOTE_DOUBLE'
      },
    })
    yaml = document.toString({ lineWidth: 0, minContentWidth: 0 })
  }
  const text = typeof body === 'string' ? body.replace(/\s+$/, '') : ''
  return `---\n${yaml}---\n${text ? `\n${text}\n` : ''}`
}
