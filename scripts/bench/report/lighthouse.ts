/** Lighthouse's scores and metrics per page, the audits below 1, the not-found screen's expected failures, and requests that got no response. */
import { EXPECTED_AUDIT_FAILURES, LIGHTHOUSE_CATEGORIES } from '../../lib/budgets.ts'
import { ms } from '../numbers.ts'
import { UNKNOWN_PATH, unknownPathOf } from '../screens.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function lighthouseSection({ add, table }: Markdown, report: Report): void {
  add(
    '## Lighthouse (mobile, simulated throttling)',
    '',
    `Median of ${report.lighthouseRuns} runs per page. Scores are 0–100; LCP, FCP, TBT and Speed Index in ms. Served by ${report.serving}.`,
    ...(report.frames.hosts.length
      ? [
          '',
          report.frames.stoodIn
            ? `Frames of other websites (${report.frames.hosts.map((host) => `\`${host}\``).join(', ')}) were answered by local stand-ins, a small page each (scripts/bench/frame-hosts.ts): offline, Chromium would draw its own error page in each frame, in the page's process and after its first paint, which counts against the page. With the stand-ins each frame loads as the real one does, in a process of its own; the real form's and map's own work is not measured.`
            : `Frames of other websites (${report.frames.hosts.map((host) => `\`${host}\``).join(', ')}) could not be stood in for (no openssl): offline they fail, and Chromium's error pages in them count against the page's timings.`,
        ]
      : []),
    '',
  )
  table(
    [
      'Page',
      'URL',
      'Status',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'LCP',
      'FCP',
      'TBT',
      'CLS',
      'Speed Index',
    ],
    report.pages.map((page) => [
      page.page,
      `\`${page.urlPath}\``,
      page.status,
      ...LIGHTHOUSE_CATEGORIES.map((category) =>
        page.median.rawScores[category] === page.median.scores[category]
          ? page.median.scores[category]
          : `${page.median.scores[category]} (raw ${page.median.rawScores[category] ?? '–'})`,
      ),
      ms(page.median.lcpMs),
      ms(page.median.fcpMs),
      ms(page.median.tbtMs),
      page.median.cls.toFixed(3),
      ms(page.median.speedIndexMs),
    ]),
    ['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:'],
  )
  const notes = report.pages.flatMap((page) => {
    const failing = new Set(
      page.runs.flatMap((run) =>
        LIGHTHOUSE_CATEGORIES.flatMap((category) =>
          run.failingAudits[category].map((audit) => `${category}: ${audit}`),
        ),
      ),
    )
    return failing.size ? [`- ${page.page}: audits below 1 in at least one run — ${[...failing].join('; ')}`] : []
  })
  if (notes.length) add('Audits that did not score 1 (per category):', '', ...notes, '')
  add(
    `Each language's not-found screen is measured at an unknown path in its folder (\`${UNKNOWN_PATH}\`, \`${unknownPathOf('fr/404.html')}\`), which the static server answers with that language's 404.html and status 404; Lighthouse scores it with \`ignoreStatusCode\`. Audits that fail there by design are left out of the scores the budgets judge ("raw" is Lighthouse's own score):`,
    '',
    ...Object.entries(EXPECTED_AUDIT_FAILURES).flatMap(([page, failures]) =>
      failures.map((failure) => `- ${page}, in every language: \`${failure.audit}\` — ${failure.why}.`),
    ),
    '',
    'LCP element (last run): ' +
      report.pages
        .map((page) => `${page.page} → \`${page.runs.at(-1)?.lcpElement?.replace(/\|/g, '\\|') ?? '?'}\``)
        .join('; '),
    '',
  )
  const failed = report.pages.filter((page) => page.runs.some((run) => run.failedRequests.length))
  if (failed.length)
    add(
      'Requests that got no response:',
      '',
      ...failed.map(
        (page) =>
          `- ${page.page}: ${[...new Set(page.runs.flatMap((run) => run.failedRequests))].map((url) => `\`${url}\``).join(', ')}`,
      ),
      '',
    )
}
