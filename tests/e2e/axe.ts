/**
 * axe-core as the accessibility tests run it: WCAG 2.0/2.1/2.2 A and AA, and best practices.
 * Shared by accessibility.spec.ts (the fixture build) and live-content.spec.ts (the live build).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, scrollSettled } from './fixtures.ts'

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** One line per failing element: the violation, how bad it is, where, and what is wrong. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) =>
            `    ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n')
}

/**
 * Runs axe on the page as it is once it has stopped scrolling (mid-scroll, the sticky top bar
 * covers part of whatever is passing under it, which axe counts as too small a target). Pages of
 * other hosts in frames (the contact form and the map, answered by a stub in these tests) are not
 * this site's markup: their content is left out, while the <iframe> elements themselves (their
 * titles) are checked.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await scrollSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .exclude([['iframe', 'html']])
    .analyze()
  const report = formatViolations(results.violations)
  if (report) console.log(`axe violations on ${page.url()} (${state}):\n${report}`)
  expect(report, `axe violations on ${page.url()} (${state})`).toBe('')
  // axe did look at the page (a run that checks nothing would pass too).
  expect(results.passes.length).toBeGreaterThan(10)
}
