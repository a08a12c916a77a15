/**
 * Reading verdicts in tests: the words an editor sees for a refusal or a note, and short ways to
 * assert what was published.
 */
import { expect } from 'vitest'
import { wording, type Accepted, type Verdict } from '../../../generator/contacts/index.ts'

/** The editor's line for a refused value: the message after the field's name, then the advice. */
export function refusal(verdict: Verdict): { problem: string; message: string; advice: string; text: string } {
  if (verdict.ok) throw new Error(`expected a refusal, got "${verdict.published}" accepted`)
  const { message, advice } = wording(verdict.problem, verdict.params as never)
  return { problem: verdict.problem, message, advice, text: `${message}; ${advice}` }
}

/** The accepted verdict, or a failure naming the problem. */
export function accepted(verdict: Verdict): Accepted {
  if (!verdict.ok) {
    const { message, advice } = wording(verdict.problem, verdict.params as never)
    throw new Error(`expected the value to be accepted, got ${verdict.problem}: ${message}; ${advice}`)
  }
  return verdict
}

/** Accepted as written: published unchanged, no note. */
export function expectUnchanged(verdict: Verdict, written: string) {
  const ok = accepted(verdict)
  expect(ok.published).toBe(written)
  expect(ok.corrected).toBeUndefined()
}

/** Accepted and published as `published`, with a note whose words name what changed. */
export function expectCorrected(verdict: Verdict, published: string, changed?: RegExp) {
  const ok = accepted(verdict)
  expect(ok.published).toBe(published)
  expect(ok.corrected).toBeDefined()
  expect(ok.corrected!.to).toBe(published)
  const { message, advice } = wording(ok.corrected!.code, ok.corrected!.params as never)
  expect(advice).toContain(published)
  if (changed) expect(message).toMatch(changed)
  return message
}
