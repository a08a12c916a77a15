/**
 * The rules of a whole entry, shown under the field they are about: what the build's check of the
 * whole entry refuses that no field's own check sees (a group's rules, such as a picture from
 * another website given without its size), and a picture replaced while its description was not
 * (the description told people who cannot see it about the old picture). Each problem keeps its
 * place in the entry, so the form shows it next to that field, not only in a passing message.
 *
 * Pure: runs in the browser and in the unit tests.
 */
import type { z } from 'zod'
import { problem } from '../generator/content/problems/catalogue/index.ts'
import { defOf, unwrap } from '../generator/content/schemas/walk.ts'
import { errorMap } from '../generator/content/schemas/zod-problems.ts'
import { labelledPath, plain } from './checks.ts'
import { BODY_FIELD, type FieldCheck } from './config.ts'
import { asSaved, isEmpty } from './format.ts'

/** A problem of a whole entry, at the place in the entry it is about. */
export interface EntryProblem {
  at: PropertyKey[]
  message: string
}

type Data = Record<string, unknown>

/** The field schema at a place of an entry, as declared (with its own checks and wrappers). */
function fieldSchemaAt(root: unknown, at: readonly PropertyKey[]): z.ZodType | undefined {
  let current = root
  for (const segment of at) {
    const def = defOf(unwrap(current).schema)
    if (def.type === 'object' && typeof segment === 'string') current = (def.shape as Record<string, unknown>)[segment]
    else if (def.type === 'array' && typeof segment === 'number') current = def.element
    else return undefined
    if (current === undefined) return undefined
  }
  return current as z.ZodType
}

function valueAt(data: unknown, at: readonly PropertyKey[]): unknown {
  let current = data
  for (const segment of at) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[segment]
  }
  return current
}

/** The entry's fields as the file will hold them, without the Markdown below them. */
function fieldsOf(data: unknown): Data {
  const { [BODY_FIELD]: _body, ...fields } = (plain(data) ?? {}) as Data
  return asSaved(fields) as Data
}

/** Whether the field at `at` finds this problem itself (and shows it under itself already). */
function fieldFindsIt(schema: z.ZodType, fields: Data, issue: z.core.$ZodIssue): boolean {
  if (!issue.path.length) return false
  const field = fieldSchemaAt(schema, issue.path)
  if (!field) return false
  const own = field.safeParse(valueAt(fields, issue.path), { error: errorMap })
  return !own.success && own.error.issues.some((found) => !found.path.length && found.message === issue.message)
}

/** The problems of the build's check of the whole entry that no field's own check reports. */
function groupProblems(schema: z.ZodType, fields: Data): EntryProblem[] {
  const result = schema.safeParse(fields, { error: errorMap })
  if (result.success) return []
  return result.error.issues
    .filter((issue) => !fieldFindsIt(schema, fields, issue))
    .map((issue) => ({ at: issue.path, message: issue.message }))
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * Each picture replaced since the entry was saved (`saved`) whose description is still the one
 * it had then: at the description, asking for one of the new picture. Descriptions are found by
 * the schemas (a field that `describes` the picture field beside it), in every group and list.
 */
function replacedPictures(schema: z.ZodType, fields: Data, saved: Data): EntryProblem[] {
  const found: EntryProblem[] = []
  const visit = (value: unknown, at: PropertyKey[]) => {
    const def = defOf(unwrap(fieldSchemaAt(schema, at)).schema)
    if (def.type === 'array' && Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    if (def.type !== 'object' || !value || typeof value !== 'object' || Array.isArray(value)) return
    for (const [key, field] of Object.entries(def.shape as Record<string, unknown>)) {
      const describes = unwrap(field).meta.describes
      if (typeof describes === 'string') {
        const [picture, before] = [text(valueAt(value, [describes])), text(valueAt(saved, [...at, describes]))]
        const [alt, altBefore] = [text(valueAt(value, [key])), text(valueAt(saved, [...at, key]))]
        if (before && picture && picture !== before && alt && alt === altBefore)
          found.push({ at: [...at, key], message: problem('picture-alt-unchanged', { replaced: before }).message })
      }
      visit((value as Data)[key], [...at, key])
    }
  }
  visit(fields, [])
  return found
}

/** Every rule of the whole entry it breaks, at its place: `saved`, the entry as last saved (none
 *  for a new one). */
export function entryRuleProblems(schema: z.ZodType, data: unknown, saved?: unknown): EntryProblem[] {
  const fields = fieldsOf(data)
  return [...groupProblems(schema, fields), ...replacedPictures(schema, fields, saved ? fieldsOf(saved) : {})]
}

/** The field a problem is shown under: the field at its place, or the list it is in (the form
 *  does not tell the fields of one item of a list from another's). */
const fieldOf = (at: readonly PropertyKey[]) => {
  const item = at.findIndex((segment) => typeof segment === 'number')
  return (item === -1 ? at : at.slice(0, item)).map(String)
}

/** The problems of `problems` shown under the field of `check`, named by the form's labels. */
export function problemsUnder(
  problems: readonly EntryProblem[],
  check: FieldCheck,
  labels?: ReadonlyMap<string, string>,
): string[] {
  if (check.path.includes('*') || isEmpty(check.path)) return []
  const own = check.path.join('.')
  return problems
    .filter((found) => fieldOf(found.at).join('.') === own)
    .map((found) =>
      found.at.length === check.path.length
        ? `${check.label ?? labelledPath(found.at, labels)} ${found.message}`
        : `${labelledPath(found.at, labels)} ${found.message}`,
    )
}

/** The problems no field shows: of the entry as a whole (shown when saving). */
export const unplacedProblems = (problems: readonly EntryProblem[], labels?: ReadonlyMap<string, string>): string[] =>
  problems
    .filter((found) => !fieldOf(found.at).length)
    .map((found) => (found.at.length ? `${labelledPath(found.at, labels)} ${found.message}` : found.message))
