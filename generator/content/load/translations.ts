/**
 * The site in each of its languages (content/site.md's `languages`, the first one the default).
 *
 * A folder's entry has one file per language (garri.en.md, garri.fr.md); a single file holds its
 * other languages under their codes (`fr:` at the end of its front matter). A translation holds
 * only the texts a reader reads (schemas/translation.ts says which, from the schemas); the rest
 * is the original's. Each translation is checked where it is written: a shared field repeated, a
 * text missing, a list of another length. It records what it was made from (`translatedFrom`: a
 * fingerprint of each of the original's texts), so a later change of the original is reported.
 */
import { problem } from '../problems/catalogue/index.ts'
import { placed, type ContentIssue } from '../problems/report.ts'
import type { PathSegment, SourceFile } from '../read/front-matter.ts'
import type { Collection, FileCollection, FolderCollection } from '../schemas/collections/index.ts'
import {
  changedSince,
  listLengthMismatches,
  originalRecord,
  overlayTranslation,
  RECORD_KEY,
  sharedFieldsIn,
  translatedPart,
  translationSchema,
  untranslatedFields,
  withoutShared,
} from '../schemas/translation.ts'
import { guardFile, readBody, readEntry, validateData, type EntryResult, type ParsedEntry } from './entry.ts'

// Worked out in schemas/translation.ts, which the admin runs in the browser too.
export { originalRecord, RECORD_KEY }

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })
const named = new Map<string, string>()
/** A language as messages name it: "French" (messages are written in English). Kept once
 *  looked up: asking Intl costs about 0.1 ms, once per translation of thousands. */
export function languageName(code: string): string {
  let name = named.get(code)
  if (name === undefined) named.set(code, (name = englishNames.of(code) ?? code))
  return name
}

/** The same file, with every path counted from `prefix` (a single file's section `fr:`). */
export function inSection(source: SourceFile, prefix: readonly PathSegment[]): SourceFile {
  return {
    ...source,
    locate: (path, at) => source.locate([...prefix, ...path], at),
    locateWithin: (path, within) => source.locateWithin([...prefix, ...path], within),
    issue: (path, found, at) => source.issue([...prefix, ...path], found, at),
  }
}

/** The record as one line of YAML, for a message: `translatedFrom: { name: 3f1c9a2e, … }`. */
export const recordLine = (record: Record<string, string>): string =>
  `${RECORD_KEY}: { ${Object.entries(record)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ')} }`

interface Translated {
  value?: Record<string, unknown>
  issues: ContentIssue[]
  warnings: ContentIssue[]
}

/**
 * Checks a translation's values (`data`, as written) against the original's, and makes the
 * values of the language's pages: the original's shared fields with the translation's texts.
 * `record` is the original's (originalRecord), `at` where the translation's own problems go.
 */
function translate(
  collection: Collection,
  original: ParsedEntry,
  data: Record<string, unknown>,
  source: SourceFile,
  { code, originalFile, record }: { code: string; originalFile: string; record: Record<string, string> },
): Translated {
  const issues: ContentIssue[] = []
  const warnings: ContentIssue[] = []
  const { [RECORD_KEY]: recorded, ...written } = data
  const schema = collection.schema
  for (const path of sharedFieldsIn(written, schema))
    issues.push(
      source.issue(
        path,
        problem('shared-in-translation', { field: String(path.at(-1)), original: originalFile }),
        'key',
      ),
    )
  const texts = withoutShared(written, schema) as Record<string, unknown>
  const checked = validateData(translationSchema(schema), texts, source)
  issues.push(...checked.issues)
  // A list translated item by item and of another length than the original (an item added to or
  // removed from the original since): the items translated are shown, the others left out.
  for (const mismatch of listLengthMismatches(original.raw, texts, schema))
    warnings.push(
      source.issue(
        mismatch.path,
        problem('translated-list-length', {
          items: mismatch.items,
          original: mismatch.original,
          originalFile,
          language: languageName(code),
        }),
        'key',
      ),
    )
  if (issues.length) return { issues, warnings }
  const merged = validateData(schema, overlayTranslation(original.raw, texts, schema), source)
  if (!merged.value) return { issues: merged.issues, warnings }

  const language = languageName(code)
  const missing = untranslatedFields(original.raw, texts, schema)
  if (collection.kind === 'folder' && original.value[collection.body.field] !== undefined && source.body.trim() === '')
    missing.push(collection.body.field)
  if (missing.length)
    warnings.push(source.issue([], problem('translation-partial', { language, fields: missing }), 'key'))
  const translatedKeys = new Set(Object.keys(texts))
  if (collection.kind === 'folder' && source.body.trim() !== '') translatedKeys.add(collection.body.field)
  warnings.push(...recordWarnings(recorded, record, translatedKeys, source, originalFile))
  return { value: merged.value, issues, warnings }
}

/** What the translation's record says against the original's texts now: fields changed since. */
function recordWarnings(
  recorded: unknown,
  record: Record<string, string>,
  written: ReadonlySet<string>,
  source: SourceFile,
  originalFile: string,
): ContentIssue[] {
  const line = recordLine(record)
  const valid =
    !!recorded &&
    typeof recorded === 'object' &&
    !Array.isArray(recorded) &&
    Object.values(recorded).every((value) => typeof value === 'string')
  if (!valid) return [source.issue([], problem('translation-unrecorded', { line }), 'key')]
  const was = recorded as Record<string, string>
  // A text the translation leaves out is reported as not translated, not as behind.
  const changed = changedSince(was, record, written)
  return changed.length
    ? [
        source.issue(
          [RECORD_KEY],
          problem('translation-outdated', { fields: changed, original: originalFile, line }),
          'key',
        ),
      ]
    : []
}

/** A single file's texts in another language: its section under the language's code. */
export function translateSection(
  collection: FileCollection,
  original: ParsedEntry,
  code: string,
  file: string,
): Translated {
  const data = original.data?.[code]
  const source = original.source
  if (data === undefined) {
    const first = Object.keys(translatedPart(original.raw ?? {}, collection.schema) as object)[0] ?? 'title'
    const found = problem('translation-missing', { language: languageName(code), code, line: `"  ${first}: …"` })
    return { issues: [placed(file, { line: Math.max(source.bodyLine - 1, 1), column: 1 }, found)], warnings: [] }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return {
      issues: [source.issue([code], problem('wrong-kind', { expected: 'object', written: data }))],
      warnings: [],
    }
  const record = originalRecord(collection, original.raw ?? {})
  return translate(collection, original, data as Record<string, unknown>, inSection(source, [code]), {
    code,
    originalFile: file,
    record,
  })
}

/** A folder entry's translation file (garri.fr.md for garri.en.md): the entry in that language. */
export function translateEntry(
  collection: FolderCollection,
  file: string,
  bytes: Uint8Array,
  original: ParsedEntry,
  { code, originalFile }: { code: string; originalFile: string },
): EntryResult {
  return guardFile(file, bytes, () => {
    const read = readEntry(collection, file, bytes)
    if (!read.ok) return { issues: read.issues, warnings: read.warnings }
    const body = readBody(collection, read.source)
    const record = originalRecord(collection, original.raw ?? {}, original.source.body)
    const result = translate(collection, original, read.data, read.source, { code, originalFile, record })
    const issues = [...body.issues, ...result.issues]
    const warnings = [...read.warnings, ...result.warnings]
    if (!result.value || issues.length) return { issues, warnings, source: read.source }
    const value = { ...result.value, ...(body.body ? { [collection.body.field]: body.body } : {}) }
    return {
      parsed: { source: read.source, value, raw: read.data, data: read.data },
      issues,
      warnings,
      source: read.source,
    }
  })
}
