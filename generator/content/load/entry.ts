/**
 * One content file, from its bytes to a validated value: decoded as text (read/text.ts), split
 * into front matter and body (read/front-matter.ts), its body rendered (read/markdown.ts), and its
 * front matter checked by its collection's schema. Every problem is reported at its line.
 */
import type { Markdown } from '../read/markdown.ts'
import { renderMarkdown } from '../read/markdown.ts'
import { readSource, type SourceFile } from '../read/front-matter.ts'
import { decodeContentFile } from '../read/text.ts'
import { problem } from '../problems/catalogue/index.ts'
import { atFile, oneLine, placed, sortIssues, type ContentIssue } from '../problems/report.ts'
import type { Collection } from '../schemas/collections/index.ts'
import { defOf, unwrap } from '../schemas/walk.ts'
import { errorMap } from '../schemas/zod-problems.ts'
import { placeholderWarnings } from './placeholders.ts'
import { toContentIssues } from './zod-issues.ts'

export interface ParsedEntry {
  source: SourceFile
  value: Record<string, unknown>
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

const names = new WeakMap<Collection, ReadonlySet<string>>()

/** Every field name a file of the collection may have, at any depth. */
function fieldNames(collection: Collection): ReadonlySet<string> {
  let found = names.get(collection)
  if (!found) names.set(collection, (found = new Set(keysOf(collection.schema))))
  return found
}

/** The keys of every object inside a schema. */
function keysOf(schema: unknown): string[] {
  const def = defOf(unwrap(schema).schema)
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) => [key, ...keysOf(child)])
  if (def.type === 'array') return keysOf(def.element)
  return []
}

/** The largest content file: a long page of text is about 20 KB. */
export const MAX_FILE_BYTES = 256 * 1024
/** Problems listed for one file: more are mostly knock-on effects of the first, and a wall of text. */
export const MAX_FILE_PROBLEMS = 20

/**
 * Reads, checks and validates one file of `collection`; `file` is its name as editors see it.
 * Whatever the file holds, the answer is a value or problems at their lines, never a crash: what
 * no check foresaw is reported at the top of the file.
 */
export function parseEntry(collection: Collection, file: string, bytes: Uint8Array): EntryResult {
  if (bytes.length > MAX_FILE_BYTES)
    return {
      issues: [atFile(file, problem('file-too-large', { size: bytes.length, limit: MAX_FILE_BYTES }))],
      warnings: [],
    }
  let result: EntryResult
  try {
    result = parse(collection, file, bytes)
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

function parse(collection: Collection, file: string, bytes: Uint8Array): EntryResult {
  const issues: ContentIssue[] = []
  const decoded = decodeContentFile(file, bytes)
  if (!decoded.ok) return { issues: decoded.issues, warnings: [] }
  const read = readSource(file, decoded.text, fieldNames(collection))
  if (!read.ok) return { issues: read.issues, warnings: [] }
  const { source } = read
  const warnings = placeholderWarnings(source)
  const data = source.data
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return { issues: [source.issueAt({ line: 2, column: 1 }, problem('front-matter-not-fields'))], warnings, source }

  let body: Markdown | undefined
  const bodyText = source.body.trim()
  if (collection.body) {
    if (bodyText === '' && collection.body.required) {
      issues.push(
        source.issueAt({ line: source.bodyLine, column: 1 }, problem('body-missing', { label: collection.body.label })),
      )
    } else {
      const rendered = renderMarkdown(source.body, source.bodyLine)
      for (const found of rendered.problems) issues.push(source.issueAt(found.position, found.problem))
      body = rendered.markdown
    }
  } else if (bodyText !== '') {
    const offset = source.body.split('\n').findIndex((line) => line.trim() !== '')
    issues.push(source.issueAt({ line: source.bodyLine + Math.max(offset, 0), column: 1 }, problem('body-not-shown')))
  }

  const result = collection.schema.safeParse(data, { error: errorMap, reportInput: true })
  if (!result.success)
    return { issues: [...issues, ...toContentIssues(source, collection.schema, result.error)], warnings }
  const value = { ...(result.data as Record<string, unknown>) }
  if (collection.body && body) value[collection.body.field] = body
  // A value even when the body has problems: the rules across files still check it in this run.
  return { parsed: { source, value }, issues, warnings, source }
}
