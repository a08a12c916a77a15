/**
 * The problems of the catalogue behind zod's own issues. Fields raise their problems themselves
 * (schemas/fields/meta.ts); what zod finds on its own (a value of the wrong kind, a missing field,
 * a list too short or too long) is named here, for the loader (load/zod-issues.ts) and for the
 * admin, which runs the same schemas in the browser: both word every problem the same way.
 */
import type { z } from 'zod'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { raisedProblem } from './fields/meta.ts'

/**
 * The problem of a zod issue (one a field raised, or one of zod's own), if it is one the catalogue
 * has. `meta`: the metadata of the field it is about, where known (a list's `itemNoun`).
 */
export function zodProblem(
  issue: z.core.$ZodRawIssue | z.core.$ZodIssue,
  meta: { itemNoun?: unknown } = {},
): Problem | undefined {
  const raised = raisedProblem(issue as { params?: unknown })
  if (raised) return raised
  const input = (issue as { input?: unknown }).input
  if (issue.code === 'invalid_type')
    return input === undefined ? undefined : problem('wrong-kind', { expected: String(issue.expected), written: input })
  if (issue.code === 'too_small' && issue.origin === 'array')
    return problem('list-too-short', {
      min: Number(issue.minimum),
      ...(typeof meta.itemNoun === 'string' ? { noun: meta.itemNoun } : {}),
    })
  if (issue.code === 'too_big' && issue.origin === 'array')
    return problem('list-too-long', { max: Number(issue.maximum) })
  return undefined
}

/** Words for zod's own issues, to hand to `safeParse`: those of their problems. */
export const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'is missing'
  // A list's own words (its error function) name its items; zod passes them on unless replaced here.
  if (issue.origin === 'array') return undefined
  return zodProblem(issue)?.message
}
