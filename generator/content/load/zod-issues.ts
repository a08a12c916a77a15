/**
 * zod's issues for one file, as the problems an editor reads: each at the line and column of the
 * field concerned, a misspelt field named once (as "did you mean", not also as a missing field),
 * a value of the wrong kind once (not also as too long).
 */
import type { z } from 'zod'
import { problem } from '../problems/catalogue/index.ts'
import type { ContentIssue } from '../problems/report.ts'
import type { PathSegment, SourceFile } from '../read/front-matter.ts'
import { allowedKeys, defOf, describePath, schemaAt } from '../schemas/walk.ts'
import { raisedWithin } from '../schemas/fields/meta.ts'
import { zodProblem } from '../schemas/zod-problems.ts'
import { closestMatch } from '../util/suggest.ts'

/** zod's issues looked at for one file: more would only be listed as "more problems" (entry.ts). */
const MAX_ISSUES = 100

/** Whether the list holding the item at `at` keeps as many items as it needs without it. */
function canSpareItem(schema: z.ZodType, data: unknown, at: readonly PathSegment[]): boolean {
  let items = data
  for (const segment of at.slice(0, -1))
    items = items && typeof items === 'object' ? (items as Record<string, unknown>)[segment] : undefined
  const list = schemaAt(schema, at.slice(0, -1))?.schema
  const checks = (list ? (defOf(list).checks as { _zod: { def: { check?: string; minimum?: unknown } } }[]) : []) ?? []
  const minimum = checks.map((check) => check._zod.def).find((def) => def.check === 'min_length')?.minimum
  return Array.isArray(items) && items.length > (typeof minimum === 'number' ? minimum : 0)
}

export function toContentIssues(source: SourceFile, schema: z.ZodType, error: z.ZodError): ContentIssue[] {
  const issues: ContentIssue[] = []
  const pathKey = (segments: readonly PropertyKey[]) => JSON.stringify(segments.map(String))
  // A misspelt field is reported once, as "did you mean", not also as a missing field; a value of
  // the wrong kind once, not also as too long (zod measures a text given for a list by its letters).
  const misspelt = new Set<string>()
  const wrongType = new Set<string>()
  for (const issue of error.issues) {
    if (issue.code === 'invalid_type') wrongType.add(pathKey(issue.path))
    if (issue.code !== 'unrecognized_keys') continue
    for (const key of issue.keys) {
      const guess = closestMatch(key, allowedKeys(schema, issue.path))
      if (guess) misspelt.add(pathKey([...issue.path, guess]))
    }
  }
  for (const issue of error.issues) {
    if (issues.length >= MAX_ISSUES) break
    const at = issue.path as PathSegment[]
    if ((issue.code === 'too_big' || issue.code === 'too_small') && wrongType.has(pathKey(at))) continue
    if (issue.code === 'unrecognized_keys') {
      const allowed = allowedKeys(schema, at)
      for (const key of issue.keys.slice(0, MAX_ISSUES)) {
        const guess = closestMatch(key, allowed)
        const found = problem('unknown-field', {
          key,
          allowed,
          ...(at.length ? { where: describePath(at) } : {}),
          ...(guess ? { guess } : {}),
        })
        issues.push(source.issue([...at, key], found, 'key'))
      }
      continue
    }
    if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) {
      if (misspelt.has(pathKey(at))) continue
      const key = at[at.length - 1]
      const parent = at.slice(0, -1)
      const example = schemaAt(schema, at)?.example
      const line = typeof key === 'string' ? `${key}: ${example ?? '...'}` : `- ${example ?? '...'}`
      const found = problem('missing-field', {
        key: String(key),
        line,
        ...(parent.length ? { parent: describePath(parent) } : {}),
      })
      issues.push(source.issueAt(source.locate(parent, 'key'), found))
      continue
    }
    const field = schemaAt(schema, at)
    let found =
      zodProblem(issue, field?.meta as { itemNoun?: unknown } | undefined) ??
      problem('unexpected-error', { reason: issue.message })
    // An empty text: what works depends on where it is (an item of a list that can spare it, a
    // field that may be left out).
    if (found.code === 'text-empty')
      found = problem('text-empty', {
        place:
          typeof at.at(-1) === 'number'
            ? canSpareItem(schema, source.data, at)
              ? 'item'
              : 'only-item'
            : field?.optional
              ? 'optional'
              : 'required',
      })
    // A problem inside a block of text (a line of Markdown): at its own line, worded on its own.
    const within = raisedWithin(issue as { params?: unknown })
    if (within) {
      issues.push(source.issueAt(source.locateWithin(at, within), found))
      continue
    }
    // Field problems follow the field's name: `"order" must be a whole number …`.
    issues.push(source.issue(at, at.length ? { ...found, message: `${describePath(at)} ${found.message}` } : found))
  }
  return issues
}
