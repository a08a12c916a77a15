/**
 * The build's own checks, run in the admin's form: each field's zod schema on every change, and
 * the whole entry's before it is saved. Messages are the build's, naming the field as the build
 * does (`"name" is too long (70 characters); keep it under 60 characters`).
 */
import type { z } from 'zod'
import { describePath, errorMap } from '../generator/content/schema-walk.ts'
import { BODY_FIELD, type FieldCheck } from './config.ts'

/** Immutable.js values (Decap's form state) as plain ones. */
export function plain(value: unknown): unknown {
  const immutable = value as { toJS?: () => unknown } | null | undefined
  return typeof immutable?.toJS === 'function' ? immutable.toJS() : value
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** Numbers as the build reads them: every value in a file is text. */
function asWritten(value: unknown): unknown {
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(asWritten)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asWritten(item)]))
  return value
}

/** What the build would say about one field's value, or undefined when it would take it. Issues
 *  inside a list or group are left to the fields inside it, so each is shown once, where it is. */
export function fieldProblem(check: FieldCheck, value: unknown): string | undefined {
  const input = asWritten(plain(value))
  // An empty field is left out of the file; whether it may be is the form's "required" check.
  if (isEmpty(input)) return undefined
  const result = check.schema.safeParse(input, { error: errorMap })
  if (result.success) return undefined
  const own = result.error.issues.find((issue) => issue.path.length === 0)
  if (!own) return undefined
  const field = check.path.filter((segment) => segment !== '*')
  return `${describePath(field.slice(-1))} ${own.message}`
}

/** Every problem the build would report in a whole entry, one line each. */
export function entryProblems(schema: z.ZodType, data: Record<string, unknown>): string[] {
  const { [BODY_FIELD]: _body, ...fields } = asWritten(plain(data)) as Record<string, unknown>
  const cleaned = JSON.parse(
    JSON.stringify(fields, (_key, value: unknown) => (isEmpty(value) ? undefined : value)),
  ) as unknown
  const result = schema.safeParse(cleaned, { error: errorMap })
  if (result.success) return []
  return result.error.issues.map((issue) =>
    issue.path.length ? `${describePath(issue.path)} ${issue.message}` : issue.message,
  )
}
