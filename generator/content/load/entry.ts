/**
 * One content file, from its bytes to a validated value: decoded as text (read/text.ts), split
 * into front matter and body (read/front-matter.ts), its body rendered (read/markdown.ts), and its
 * front matter checked by its collection's schema. Every problem is reported at its line.
 */
import type { z } from 'zod'
import { renderMarkdown, withoutLead, type Markdown } from '../read/markdown.ts'
import { readSource, type SourceFile } from '../read/front-matter.ts'
import { decodeContentFile } from '../read/text.ts'
import { problem } from '../problems/catalogue/index.ts'
import { atFile, oneLine, placed, sortIssues, type ContentIssue } from '../problems/report.ts'
import type { Collection } from '../schemas/collections/index.ts'
import { isPlainText as isPlainTextSchema } from '../schemas/fields/text.ts'
import { defOf, unwrap } from '../schemas/walk.ts'
import { errorMap } from '../schemas/zod-problems.ts'
import { placeholderWarnings } from './placeholders.ts'
import { toContentIssues } from './zod-issues.ts'

export interface ParsedEntry {
  source: SourceFile
  /** The values the schema made (with the body, for a folder's entry). */
  value: Record<string, unknown>
  /** The default language's fields as written (for a single file, without the other languages'). */
  raw?: Record<string, unknown>
  /** The whole front matter as written. */
  data?: Record<string, unknown>
}

export type EntryResult = {
  /** The validated front matter (with the body, when it rendered), or nothing when it is invalid. */
  parsed?: ParsedEntry
  issues: ContentIssue[]
  /** Placeholders left in its front matter (load/placeholders.ts). */
  warnings: ContentIssue[]
  /** The file as read, when its front matter could be read (whatever its values). */
  source?: SourceFile
}

/** The field names a file of the collection may have, at any depth (`names`), and the fields that
 *  hold a list of values, by their path through the groups and lists around them (`lists`:
 *  `otherNames`, `mission.items`; a list left open is told to close, read/line-shapes.ts). */
interface FieldShapes {
  names: ReadonlySet<string>
  lists: ReadonlySet<string>
  /** The fields of plain text (schemas/fields/text.ts), lists of it included, by the same paths. */
  plainText: ReadonlySet<string>
}

const shapes = new WeakMap<Collection, FieldShapes>()

function fieldShapes(collection: Collection): FieldShapes {
  let found = shapes.get(collection)
  if (found) return found
  const names = new Set<string>()
  const lists = new Set<string>()
  const plainText = new Set<string>()
  const isPlainText = (schema: unknown) => isPlainTextSchema(unwrap(schema).schema as z.ZodType)
  const walk = (schema: unknown, path: string) => {
    const def = defOf(unwrap(schema).schema)
    if (def.type === 'array') walk(def.element, path)
    if (def.type !== 'object') return
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      const inner = defOf(unwrap(child).schema)
      const at = path ? `${path}.${key}` : key
      names.add(key)
      if (inner.type === 'array' && defOf(unwrap(inner.element).schema).type !== 'object') lists.add(at)
      if (isPlainText(child) || (inner.type === 'array' && isPlainText(inner.element))) plainText.add(at)
      walk(child, at)
    }
  }
  walk(collection.schema, '')
  found = { names, lists, plainText }
  shapes.set(collection, found)
  return found
}

/** The largest content file: a long page of text is about 20 KB. */
export const MAX_FILE_BYTES = 256 * 1024
/** Problems listed for one file: more are mostly knock-on effects of the first, and a wall of text. */
export const MAX_FILE_PROBLEMS = 20

/**
 * Whatever a file holds, the answer of `work` on it is a value or problems at their lines, never
 * a crash: a file too large is refused before it is read, what no check foresaw is reported at the
 * top of the file, and no more than MAX_FILE_PROBLEMS problems are listed.
 */
export function guardFile(file: string, bytes: Uint8Array, work: () => EntryResult): EntryResult {
  if (bytes.length > MAX_FILE_BYTES)
    return {
      issues: [atFile(file, problem('file-too-large', { size: bytes.length, limit: MAX_FILE_BYTES }))],
      warnings: [],
    }
  let result: EntryResult
  try {
    result = work()
  } catch (error) {
    return { issues: [atFile(file, problem('unexpected-error', { reason: oneLine(error) }))], warnings: [] }
  }
  if (result.issues.length <= MAX_FILE_PROBLEMS) return result
  const sorted = sortIssues(result.issues)
  const next = sorted[MAX_FILE_PROBLEMS]!
  return {
    ...result,
    issues: [
      ...sorted.slice(0, MAX_FILE_PROBLEMS),
      placed(file, next, problem('more-problems', { count: sorted.length - MAX_FILE_PROBLEMS })),
    ],
  }
}

/** A file read as text and front matter: its fields, not yet checked. */
export type ReadEntry =
  | { ok: true; source: SourceFile; data: Record<string, unknown>; warnings: ContentIssue[] }
  | { ok: false; issues: ContentIssue[]; warnings: ContentIssue[]; source?: SourceFile }

/** Decodes a file and reads its front matter; `sections` are the keys a file may have besides
 *  its collection's fields (the other languages of a single file: `fr:`). */
export function readEntry(
  collection: Collection,
  file: string,
  bytes: Uint8Array,
  sections: readonly string[] = [],
): ReadEntry {
  const decoded = decodeContentFile(file, bytes)
  if (!decoded.ok) return { ok: false, issues: decoded.issues, warnings: [] }
  const { names, lists, plainText } = fieldShapes(collection)
  const fields = sections.length ? new Set([...names, ...sections]) : names
  // A translation's section (`fr:`) holds the same fields, one level down.
  const inSections = (paths: ReadonlySet<string>) =>
    sections.length
      ? new Set([...paths, ...sections.flatMap((section) => [...paths].map((at) => `${section}.${at}`))])
      : paths
  const read = readSource(file, decoded.text, fields, inSections(lists), inSections(plainText))
  if (!read.ok) return { ok: false, issues: read.issues, warnings: [] }
  const { source } = read
  const warnings = placeholderWarnings(source)
  const data = source.data
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return {
      ok: false,
      issues: [source.issueAt({ line: 2, column: 1 }, problem('front-matter-not-fields'))],
      warnings,
      source,
    }
  return { ok: true, source, data: data as Record<string, unknown>, warnings }
}

/** The Markdown below the front matter of a folder's entry, rendered; for a single file, which
 *  holds all its texts in its front matter, a problem if there is any. */
export function readBody(collection: Collection, source: SourceFile): { body?: Markdown; issues: ContentIssue[] } {
  const bodyText = source.body.trim()
  if (collection.kind === 'folder') {
    if (bodyText === '' && collection.body.required)
      return {
        issues: [
          source.issueAt(
            { line: source.bodyLine, column: 1 },
            problem('body-missing', { label: collection.body.label }),
          ),
        ],
      }
    const rendered = renderMarkdown(source.body, source.bodyLine)
    return {
      body: collection.body.lead ? rendered.markdown : withoutLead(rendered.markdown),
      issues: rendered.problems.map((found) => source.issueAt(found.position, found.problem)),
    }
  }
  if (bodyText === '') return { issues: [] }
  const offset = source.body.split('\n').findIndex((line) => line.trim() !== '')
  return {
    issues: [source.issueAt({ line: source.bodyLine + Math.max(offset, 0), column: 1 }, problem('body-not-shown'))],
  }
}

/** Checks values with a schema: the values it makes of them, or the problems at their lines. */
export function validateData(
  schema: z.ZodType,
  data: unknown,
  source: SourceFile,
): { value?: Record<string, unknown>; issues: ContentIssue[] } {
  const result = schema.safeParse(data, { error: errorMap, reportInput: true })
  if (!result.success) return { issues: toContentIssues(source, schema, result.error) }
  return { value: { ...(result.data as Record<string, unknown>) }, issues: [] }
}

/**
 * Reads, checks and validates one file of `collection` in the site's default language; `file` is
 * its name as editors see it, `sections` the codes of the other languages (the keys of their
 * texts in a single file, checked with the translations: load/translations.ts).
 */
export function parseEntry(
  collection: Collection,
  file: string,
  bytes: Uint8Array,
  sections: readonly string[] = [],
): EntryResult {
  return guardFile(file, bytes, () => parse(collection, file, bytes, sections))
}

function parse(collection: Collection, file: string, bytes: Uint8Array, sections: readonly string[]): EntryResult {
  const read = readEntry(collection, file, bytes, sections)
  if (!read.ok) return { issues: read.issues, warnings: read.warnings, ...(read.source ? { source: read.source } : {}) }
  const { source, warnings } = read
  const raw = collection.kind === 'file' ? omitKeys(read.data, sections) : read.data
  const body = readBody(collection, source)
  const checked = validateData(collection.schema, raw, source)
  // The file as read comes back too: the pictures it names are still decoded (where no problem
  // was found on their line) and its links checked, so one run lists every problem.
  if (!checked.value) return { issues: [...body.issues, ...checked.issues], warnings, source }
  const value = checked.value
  if (collection.kind === 'folder' && body.body) value[collection.body.field] = body.body
  // A value even when the body has problems: the rules across files still check it in this run.
  return { parsed: { source, value, raw, data: read.data }, issues: body.issues, warnings, source }
}

const omitKeys = (data: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)))
