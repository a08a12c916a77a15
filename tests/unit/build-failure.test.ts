/**
 * A build that fails on content prints the editors' report, however the bundler wrapped the error;
 * any other failure prints the error itself (scripts/lib/build-failure.ts).
 */
import { describe, expect, it } from 'vitest'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import {
  ContentValidationError,
  formatReport,
  placed,
  type ContentIssue,
} from '../../generator/content/problems/report.ts'
import { buildFailure, contentIssues } from '../../scripts/lib/build-failure.ts'

const issues: ContentIssue[] = [
  placed(
    'content/site.md',
    { line: 3, column: 7 },
    problem('missing-field', { key: 'name', line: 'name: Ala Harvest' }),
  ),
]

describe('a failed build', () => {
  it.each([
    ['thrown as it is', new ContentValidationError(issues)],
    ['wrapped as the cause', new Error('Build failed', { cause: new ContentValidationError(issues) })],
    ['among the errors of an aggregate', new AggregateError([new Error('other'), new ContentValidationError(issues)])],
    [
      'several levels down',
      new Error('outer', {
        cause: new AggregateError([new Error('x', { cause: new ContentValidationError(issues) })]),
      }),
    ],
  ])('on content, %s, reports every content problem', (_name, error) => {
    expect(contentIssues(error)).toEqual(issues)
    expect(buildFailure(error)).toBe(formatReport(issues))
  })

  it('on anything else, reports the error and where it was thrown', () => {
    const error = new Error('Cannot find module x')
    expect(contentIssues(error)).toBeUndefined()
    expect(buildFailure(error)).toBe(`Build failed: ${error.stack}`)
    expect(buildFailure('plain text')).toBe('Build failed: plain text')
  })
})
