/**
 * The build's own checks, run in the admin's form: each field's zod schema on every change, and
 * the whole entry's before it is saved, both on the values as the file will hold them. Messages
 * are the build's, naming the field by its label in the form, as the editor sees it
 * (`Name is too long (70 characters); it can have at most 60; shorten it`; `HS code …`, not
 * `hsCode …`).
 */
import type { z } from 'zod'
import type { PathSegment } from '../generator/content/read/front-matter.ts'
import { comparable } from '../generator/content/load/cross-file.ts'
import { problem } from '../generator/content/problems/catalogue/index.ts'
import { contactKindOf, contactVerdict } from '../generator/content/schemas/fields/contacts.ts'
import { describePath, schemaAt } from '../generator/content/schemas/walk.ts'
import { errorMap } from '../generator/content/schemas/zod-problems.ts'
import { BODY_FIELD, type FieldCheck } from './config.ts'
import { asSaved, isEmpty } from './format.ts'

/** Immutable.js values (Decap's form state) as plain ones. */
export function plain(value: unknown): unknown {
  const immutable = value as { toJS?: () => unknown } | null | undefined
  return typeof immutable?.toJS === 'function' ? immutable.toJS() : value
}

/** What the build would say about one field's value, or undefined when it would take it. Issues
 *  inside a list or group are left to the fields inside it, so each is shown once, where it is. */
export function fieldProblem(check: FieldCheck, value: unknown): string | undefined {
  const input = asSaved(plain(value))
  // An empty field is left out of the file; whether it may be is the form's "required" check.
  if (isEmpty(input)) return undefined
  const result = check.schema.safeParse(input, { error: errorMap })
  if (result.success) return undefined
  const own = result.error.issues.find((issue) => issue.path.length === 0)
  if (!own) return undefined
  return `${labelOf(check)} ${own.message}`
}

/** How the form's messages name a field: by its label, or else as the build does. */
function labelOf(check: FieldCheck): string {
  return check.label ?? describePath(check.path.filter((segment) => segment !== '*').slice(-1))
}

/** A place in an entry by the labels of its fields: "Phones → item 2 → Number". */
export function labelledPath(at: readonly PropertyKey[], labels: ReadonlyMap<string, string> = new Map()): string {
  const keys: string[] = []
  return at
    .map((segment) => {
      keys.push(typeof segment === 'number' ? '*' : String(segment))
      return typeof segment === 'number'
        ? `item ${segment + 1}`
        : (labels.get(keys.join('.')) ?? describePath([segment]))
    })
    .join(' → ')
}

/** Another entry of a folder, as the form knows it: its name (the file name without its language
 *  and `.md`), its file (in the language compared), and its fields in that language. */
export interface OtherEntry {
  slug: string
  file?: string
  data: Record<string, unknown>
}

/**
 * What the build would say about a name (or title) another entry of the folder already has, in
 * the same letters in any case, naming that entry's file; undefined when it has none. `own`: the
 * name of the entry being edited (none for a new one). The entries are those of the language of
 * the name: the build compares names within each language.
 */
export function duplicateProblem(
  check: FieldCheck,
  value: unknown,
  others: readonly OtherEntry[],
  own?: string,
  drafts: readonly OtherEntry[] = [],
): string | undefined {
  const input = asSaved(plain(value))
  if (!check.unique || typeof input !== 'string' || isEmpty(input)) return undefined
  const field = check.path.at(-1)!
  const sharing = (entries: readonly OtherEntry[]) =>
    entries
      .filter((other) => other.slug !== own && typeof other.data[field] === 'string')
      .filter((other) => comparable(other.data[field] as string) === comparable(input))
      .map((other) => other.file ?? `${check.unique!.folder}/${other.slug}.md`)
  const files = sharing(others)
  // A draft of a published entry is that entry, named once.
  const draftFiles = sharing(drafts).filter((file) => !files.includes(file))
  if (!files.length && !draftFiles.length) return undefined
  const found = problem('duplicate-value', {
    field,
    value: input,
    others: files,
    singular: check.unique.singular,
    ...(draftFiles.length ? { drafts: draftFiles } : {}),
  })
  return `${labelOf(check)} ${found.message.replace(/^\S+ /, '')}`
}

/** Every problem the build would report in a whole entry, one line each, naming fields by their
 *  labels (`labels`: the entry check's). */
export function entryProblems(
  schema: z.ZodType,
  data: Record<string, unknown>,
  labels?: ReadonlyMap<string, string>,
): string[] {
  const { [BODY_FIELD]: _body, ...fields } = plain(data) as Record<string, unknown>
  const result = schema.safeParse(asSaved(fields), { error: errorMap })
  if (result.success) return []
  return result.error.issues.map((issue) =>
    issue.path.length ? `${labelledPath(issue.path, labels)} ${issue.message}` : issue.message,
  )
}

/**
 * The contact values of an entry the site publishes in another form than written ("0803 123
 * 4567" → "+234 803 123 4567"), as [path, published value]: the admin saves them corrected, so
 * the file says what the site shows (the build would otherwise publish the corrected form and
 * note it). The site's country is the entry's own (site.md's address.countryCode), if it has one.
 */
export function contactCorrections(schema: z.ZodType, data: Record<string, unknown>): [PathSegment[], string][] {
  const fields = asSaved(plain(data)) as Record<string, unknown>
  const country = siteCountryOf(fields)
  const corrections: [PathSegment[], string][] = []
  const visit = (value: unknown, at: PathSegment[]) => {
    if (typeof value === 'string') {
      const field = schemaAt(schema, at)
      const kind = field ? contactKindOf(field.meta as { contact?: unknown }) : undefined
      if (!kind) return
      const verdict = contactVerdict(kind, value, { country })
      if (verdict.ok && verdict.corrected) corrections.push([at, verdict.published])
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) visit(item, [...at, key])
  }
  visit(fields, [])
  return corrections
}

function siteCountryOf(fields: Record<string, unknown>): string | undefined {
  const code = (fields.address as { countryCode?: unknown } | undefined)?.countryCode
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim()) ? code.trim().toUpperCase() : undefined
}
