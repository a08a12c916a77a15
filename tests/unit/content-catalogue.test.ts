/**
 * The error catalogue (generator/content/problems/catalogue/): every problem an editor can see is
 * an entry with a title, a message, advice and an example, and docs/ERRORS.md is generated from it.
 * Whatever an editor wrote, a message stays readable: it quotes at most a short excerpt of their
 * text, so no line of a report is longer than a screen or two. What its advice gives to be written
 * (a line, a file name) is given whole: a part of it, copied, raises the same problem again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUE, guideLink, problem, STAGES } from '../../generator/content/problems/catalogue/index.ts'
import {
  adviceParams,
  PARAM_LENGTH,
  shorten,
  wordProblem,
  WRITE_LENGTH,
  type ProblemEntry,
  type ProblemParams,
} from '../../generator/content/problems/problem.ts'
import { errorsGuide } from '../../scripts/errors-guide.ts'
import { PROJECT_ROOT } from '../support/content-copy.ts'

/** The longest message a problem may have, whatever was written: about a screen of a terminal. */
const MAX_MESSAGE = 2000

const entries = Object.entries(CATALOGUE) as [string, ProblemEntry<ProblemParams>][]

/** The example's parameters with every text in them `length` characters long. */
function stretched(value: unknown, length: number): unknown {
  if (typeof value === 'string') return (value + 'x'.repeat(length)).slice(0, length)
  if (Array.isArray(value)) return value.map((item) => stretched(item, length))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stretched(item, length)]))
  return value
}

/** How many texts the parameters hold, in lists and groups too. */
const textsIn = (value: unknown): number =>
  typeof value === 'string'
    ? 1
    : Array.isArray(value)
      ? value.reduce((sum: number, item) => sum + textsIn(item), 0)
      : value && typeof value === 'object'
        ? Object.values(value).reduce((sum: number, item) => sum + textsIn(item), 0)
        : 0

describe('the error catalogue', () => {
  it('has a stable code for every entry, in kebab-case, each in one stage only', () => {
    const codes = STAGES.flatMap((stage) => Object.keys(stage.problems))
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.sort()).toEqual(Object.keys(CATALOGUE).sort())
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it.each(entries)('%s has a title, an example with its fix, and words for the example', (code, definition) => {
    expect(definition.title.length).toBeGreaterThan(5)
    expect(definition.example.written.trim()).not.toBe('')
    expect(definition.example.fix.trim()).not.toBe('')
    const words = wordProblem(definition, definition.example.params)
    expect(words.trim()).not.toBe('')
    // Worded as a sentence that follows a field's name or a file's position: no trailing full stop.
    expect(words).not.toMatch(/[^.]\.$/)
    expect(problem(code as keyof typeof CATALOGUE, definition.example.params as never).code).toBe(code)
  })

  it.each(entries)('%s quotes at most a short excerpt of what was written, however long', (_code, definition) => {
    const words = wordProblem(definition, stretched(definition.example.params, 20_000) as ProblemParams)
    // Besides what the advice gives to be written: whole, up to WRITE_LENGTH each.
    expect(words.length).toBeLessThanOrEqual(MAX_MESSAGE + WRITE_LENGTH * textsIn(definition.example.params))
  })

  it.each(entries)(
    '%s: its advice never gives a parameter cut to fit a message (it is whole, or a short excerpt, or left out)',
    (_code, definition) => {
      for (const [key, example] of Object.entries(definition.example.params)) {
        if (typeof example !== 'string') continue
        // Longer than a message shows of a parameter, short enough for any advice to give whole.
        const value = `Marked${'abcdefghij'.repeat(45)}`
        const params = { ...definition.example.params, [key]: value }
        const advice = definition.advice?.(adviceParams(params) as ProblemParams) ?? ''
        expect(advice, `"${key}" is cut in the advice`).not.toContain(shorten(value, PARAM_LENGTH))
      }
    },
  )
})

describe('docs/ERRORS.md', () => {
  const guide = errorsGuide()

  it('is up to date with the catalogue (run npm run docs:errors after changing it)', () => {
    expect(fs.readFileSync(path.join(PROJECT_ROOT, 'docs/ERRORS.md'), 'utf8')).toBe(guide)
  })

  it('has a heading for every entry, where the reports link to', () => {
    for (const [code, definition] of entries) {
      expect(guide).toContain(`\n### ${code}\n`)
      expect(guide).toContain(`> ${wordProblem(definition, definition.example.params)}\n`)
      expect(guideLink(code)).toBe(`docs/ERRORS.md#${code}`)
    }
  })
})
