/**
 * Problems and notes of the contact values of site.md (phone numbers, chat, e-mail, map, form,
 * profiles and the site address): the wording lives with the checks, in generator/contacts/
 * problems.ts, which the admin shares; here each becomes an entry of the catalogue, so the build
 * reports it like any other problem and docs/ERRORS.md explains it.
 *
 * The parameters of each entry's example are those its check gives for the example's value, so
 * the guide shows the message an editor really gets (tests/unit/content-contacts.test.ts checks
 * that every example raises its own entry).
 */
import { CHECKS, notes, problems, type ProblemDefinition, type Verdict } from '../../../contacts/index.ts'
import type { ProblemEntry, ProblemParams } from '../problem.ts'

/** The country the examples are written for (their numbers are Nigerian). */
export const EXAMPLE_COUNTRY = 'NG'

/** The code a verdict names: its refusal, its correction, or its warning. */
export function verdictCodes(verdict: Verdict): string[] {
  if (!verdict.ok) return [verdict.problem]
  const codes: string[] = []
  if (verdict.corrected) codes.push(verdict.corrected.code)
  if (verdict.warning) codes.push(verdict.warning.code)
  return codes
}

/** The parameters the checks give for `written` under `code`, if some check raises it: for the
 *  site's country, or for a site that names none (numbers then need their country code). An
 *  example shortened with "…" is tried as written, then filled in. */
export function exampleParams(code: string, written: string): ProblemParams | undefined {
  const tries = [...new Set([written, written.replaceAll('…', ''), written.replaceAll('…', 'AbCdEf123')])]
  for (const value of tries)
    for (const country of [EXAMPLE_COUNTRY, undefined])
      for (const check of Object.values(CHECKS)) {
        const verdict = check(value, { country })
        if (!verdict.ok && verdict.problem === code) return verdict.params as ProblemParams
        if (verdict.ok && verdict.corrected?.code === code) return verdict.corrected.params as unknown as ProblemParams
        if (verdict.ok && verdict.warning?.code === code) return verdict.warning.params as unknown as ProblemParams
      }
  return undefined
}

function asEntry(definition: ProblemDefinition<never>, severity: 'error' | 'note'): ProblemEntry<ProblemParams> {
  const wording = definition as unknown as ProblemDefinition<ProblemParams>
  const params = exampleParams(definition.code, definition.example.written) ?? { written: definition.example.written }
  return {
    title: wording.title,
    message: (values: ProblemParams) => wording.message(values),
    advice: (values: ProblemParams) => wording.advice(values),
    example: { written: definition.example.written || '(nothing)', fix: definition.example.fix, params },
    ...(severity === 'note' ? { severity } : {}),
  }
}

const entries = (definitions: Record<string, ProblemDefinition<never>>, severity: 'error' | 'note') =>
  Object.fromEntries(Object.entries(definitions).map(([code, definition]) => [code, asEntry(definition, severity)]))

type ContactCode = keyof typeof problems | keyof typeof notes

/** Each refused contact value. */
export const contactProblems = entries(problems, 'error') as Record<keyof typeof problems, ProblemEntry<ProblemParams>>
/** Each value published in another form than written, or accepted with a word of warning: never refused. */
export const contactNotes = entries(notes, 'note') as Record<keyof typeof notes, ProblemEntry<ProblemParams>>

export type { ContactCode }
