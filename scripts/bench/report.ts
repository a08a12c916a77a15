/**
 * The benchmark's report: docs/PERFORMANCE.md for people and docs/performance.json for tools.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  BYTE_BUDGETS,
  EXPECTED_AUDIT_FAILURES,
  LIGHTHOUSE_CATEGORIES,
  TIMING_BUDGETS,
  type LighthouseCategory,
} from '../lib/budgets.ts'
import type { PageWeight } from '../lib/page-weight.ts'
import type { LighthouseRun, ScreenTarget } from './lighthouse.ts'
import { kb, mb, ms } from './numbers.ts'
import { ROOT } from './processes.ts'
import { CONTENT_LOAD_RUNS, type ScalingRun } from './scaling.ts'

/** The address the not-found screen is measured at: any path the site does not have. */
export const UNKNOWN_PATH = '/this-page-does-not-exist'

export function chromiumVersion(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim()
  } catch {
    return 'unknown'
  }
}

export function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version
  } catch {
    return 'unknown'
  }
}

export interface PageResult extends ScreenTarget {
  url: string
  status: number
  runs: LighthouseRun[]
  median: {
    scores: Record<LighthouseCategory, number>
    rawScores: Record<LighthouseCategory, number | null>
    lcpMs: number
    fcpMs: number
    tbtMs: number
    cls: number
    speedIndexMs: number
  }
  /** The same screen on a copy of the site without JavaScript (bench/no-javascript.ts). */
  withoutJavaScript: { lcpRunsMs: number[]; lcpMs: number; fcpMs: number }
  weight: PageWeight
}

export function markdownReport(report: Report): string {
  const lines: string[] = []
  const add = (...text: string[]) => lines.push(...text)
  const table = (head: string[], rows: (string | number)[][], align?: string[]) => {
    add(`| ${head.join(' | ')} |`, `| ${(align ?? head.map((_, index) => (index ? '---:' : '---'))).join(' | ')} |`)
    for (const row of rows) add(`| ${row.join(' | ')} |`)
    add('')
  }
  const { machine } = report
  add(
    '# Performance',
    '',
    `Measured by \`npm run bench\` (scripts/bench.ts) on ${report.date}. Budgets live in scripts/lib/budgets.ts; the byte budgets are also enforced by \`tests/build/budgets.test.ts\`. Machine-readable figures: [performance.json](performance.json).`,
    '',
    `**Result: ${report.violations.length ? `${report.violations.length} budget(s) broken` : 'every budget holds'}.**`,
    '',
  )
  if (report.violations.length) add(...report.violations.map((violation) => `- ${violation}`), '')

  const busy = Math.max(machine.loadAverageStart, machine.loadAverageEnd) > machine.cpuCount
  if (busy)
    add(
      `> **Busy machine:** the 1-minute load average was ${machine.loadAverageStart} at the start and ${machine.loadAverageEnd} at the end, on ${machine.cpuCount} CPUs. Lighthouse's simulated metrics scale observed CPU time (×4), so TBT, FCP/LCP and the timings below read high and vary between runs; re-run on an idle machine before acting on a timing budget.`,
      '',
    )
  add('## Machine', '')
  table(
    ['', ''],
    [
      ['CPU', `${machine.cpuCount} × ${machine.cpuModel}`],
      ['Memory', `${machine.memoryGB} GB`],
      ['OS', machine.os],
      ['Node', machine.node],
      ['Browser', machine.chromium],
      ['Lighthouse', `${machine.lighthouse} (benchmarkIndex ${machine.benchmarkIndex ?? 'n/a'})`],
      ['Load average (1 min) at start / end', `${machine.loadAverageStart} / ${machine.loadAverageEnd}`],
    ],
    ['---', '---'],
  )

  add(
    '## First paint: each page beside the same page without JavaScript',
    '',
    `The headline figure. Every page is complete as HTML, so a copy of the site with every \`<script src>\`, the inline loader and \`<link rel="modulepreload">\` removed (scripts/bench/no-javascript.ts) shows how early each page can paint; the ratio shows what the site's JavaScript costs the first paint. Lighthouse, mobile, simulated throttling, median of ${report.lighthouseRuns} runs each. Budget: LCP ≤ ${TIMING_BUDGETS.maxLargestContentfulPaintMs} ms and ≤ ${TIMING_BUDGETS.maxLcpToNoJavaScriptRatio} × the page without JavaScript.`,
    '',
  )
  table(
    ['Page', 'LCP', 'Same page, no JS', 'Ratio', 'FCP', 'FCP, no JS', 'LCP runs', 'LCP runs, no JS'],
    report.pages.map((page) => [
      page.page,
      `${ms(page.median.lcpMs)} ms`,
      `${ms(page.withoutJavaScript.lcpMs)} ms`,
      (page.median.lcpMs / page.withoutJavaScript.lcpMs).toFixed(2),
      `${ms(page.median.fcpMs)} ms`,
      `${ms(page.withoutJavaScript.fcpMs)} ms`,
      page.runs.map((run) => ms(run.lcpMs)).join(', '),
      page.withoutJavaScript.lcpRunsMs.map((value) => ms(value)).join(', '),
    ]),
  )

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
    `The not-found screen is measured at \`${UNKNOWN_PATH}\`, which the static server answers with 404.html and status 404; Lighthouse scores it with \`ignoreStatusCode\`. Audits that fail there by design are left out of the scores the budgets judge ("raw" is Lighthouse's own score):`,
    '',
    ...Object.entries(EXPECTED_AUDIT_FAILURES).flatMap(([page, failures]) =>
      failures.map((failure) => `- ${page}: \`${failure.audit}\` — ${failure.why}.`),
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

  add(
    '## First-load weight per page',
    '',
    'What each page ships on first load (scripts/lib/page-weight.ts): the HTML, linked stylesheets, and JS loaded by `<script src>`, `<link rel="modulepreload">` and their static imports. KB = 1024 bytes, gzip level 9.',
    '',
  )
  table(
    [
      'Page',
      'HTML raw',
      'HTML gzip',
      'CSS raw',
      'CSS gzip',
      'HTML+CSS gzip',
      'JS files',
      'JS raw',
      'JS gzip',
      'Total gzip',
    ],
    report.pages.map(({ page, weight }) => {
      const { totals } = weight
      return [
        page,
        kb(totals.htmlBytes),
        kb(totals.htmlGzip),
        kb(totals.cssBytes),
        kb(totals.cssGzip),
        kb(totals.htmlPlusCssGzip),
        weight.assets.filter((asset) => asset.kind === 'js').length,
        kb(totals.jsBytes),
        kb(totals.jsGzip),
        kb(totals.totalGzip),
      ]
    }),
  )
  const biggest =
    report.pages[0]?.weight.assets
      .filter((asset) => asset.kind !== 'html')
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, 5) ?? []
  if (biggest.length) {
    add(`Largest assets of ${report.pages[0]!.page}:`, '')
    table(
      ['File', 'Loaded by', 'Raw KB', 'Gzip KB'],
      biggest.map((asset) => [`\`${asset.file}\``, asset.via, kb(asset.bytes), kb(asset.gzipBytes)]),
      ['---', '---', '---:', '---:'],
    )
  }

  add('## Budgets', '')
  const worst = (pick: (page: PageResult) => number, highest = true) => {
    const values = report.pages.map(pick)
    return highest ? Math.max(...values) : Math.min(...values)
  }
  const contentRun = report.scaling.find((run) => run.products === TIMING_BUDGETS.contentProducts)
  const budgetRows: (string | number)[][] = [
    [
      'First-load JS gzip, per page',
      `≤ ${kb(BYTE_BUDGETS.firstLoadJsGzip)} KB`,
      `${kb(worst((page) => page.weight.totals.jsGzip))} KB (largest)`,
    ],
    [
      'CSS gzip, per page',
      `≤ ${kb(BYTE_BUDGETS.cssGzip)} KB`,
      `${kb(worst((page) => page.weight.totals.cssGzip))} KB (largest)`,
    ],
    [
      'HTML + CSS gzip, per page',
      `≤ ${kb(BYTE_BUDGETS.htmlPlusCssGzip)} KB`,
      `${kb(worst((page) => page.weight.totals.htmlPlusCssGzip))} KB (largest)`,
    ],
    ...LIGHTHOUSE_CATEGORIES.map((category) => [
      `Lighthouse ${category}, every page`,
      `≥ ${TIMING_BUDGETS.minScores[category]}`,
      `${worst((page) => page.median.scores[category], false)} (lowest median)`,
    ]),
    [
      'Total blocking time',
      `≤ ${TIMING_BUDGETS.maxTotalBlockingTimeMs} ms`,
      `${ms(worst((page) => page.median.tbtMs))} ms (highest median)`,
    ],
    [
      'Largest contentful paint',
      `≤ ${TIMING_BUDGETS.maxLargestContentfulPaintMs} ms`,
      `${ms(worst((page) => page.median.lcpMs))} ms (highest median)`,
    ],
    [
      'LCP ÷ same page without JavaScript',
      `≤ ${TIMING_BUDGETS.maxLcpToNoJavaScriptRatio}`,
      `${worst((page) => page.median.lcpMs / page.withoutJavaScript.lcpMs).toFixed(2)} (highest)`,
    ],
    [
      'Cumulative layout shift',
      `= ${TIMING_BUDGETS.maxCumulativeLayoutShift}`,
      `${worst((page) => page.median.cls).toFixed(3)} (highest median)`,
    ],
    [
      `${TIMING_BUDGETS.contentProducts} product files loaded and validated`,
      `< ${TIMING_BUDGETS.maxContentLoadMs} ms`,
      contentRun ? `${ms(contentRun.loadMedianMs)} ms (median)` : 'not measured',
    ],
  ]
  table(['Budget', 'Limit', 'Measured'], budgetRows, ['---', '---', '---'])

  add(
    '## Build',
    '',
    `Median of ${report.build.runs} builds, one after the other (CPU time: user + system, of the build and every program it runs; peak RSS: the highest of the runs).`,
    '',
  )
  table(
    ['Build', 'Wall time', 'CPU time', 'CPU time, each run', 'Peak RSS'],
    [
      [
        '`npm run build` of content/ into .cache/bench/site',
        `${(report.build.wallMs / 1000).toFixed(1)} s`,
        report.build.cpuMs === null ? '–' : `${(report.build.cpuMs / 1000).toFixed(1)} s`,
        report.build.cpuRunsMs?.map((cpu) => (cpu / 1000).toFixed(1)).join(', ') ?? '–',
        mb(report.build.peakRssBytes),
      ],
    ],
    ['---', '---:', '---:', '---:', '---:'],
  )

  if (report.scaling.length) {
    add(
      '## Content scaling',
      '',
      `Copies of content/ with generated product files added (reusing an existing image). loadContent: median of ${CONTENT_LOAD_RUNS} in-process runs from scratch (min–max); "reload after one edit" is one more load after one product file changed, keeping what earlier loads rendered, as \`npm run dev\` does. Build: scripts/build.ts with SITE_CONTENT_DIR: wall time, CPU time (user + system, of the build and every program it runs, Dart Sass included) and the peak RSS of its largest Node process. Every page of each build is held to the byte budgets: its HTML (≤ ${BYTE_BUDGETS.htmlGzip / 1024} KB gzip) and every script it can run, hydration and in-app navigation included (≤ ${BYTE_BUDGETS.allJsGzip / 1024} KB gzip); the last column is the largest of those.`,
      '',
    )
    table(
      [
        'Products',
        'Content files',
        'Valid',
        'loadContent median',
        'loadContent min–max',
        'loadContent CPU median',
        'Reload after one edit',
        'Build wall time',
        'Build CPU time',
        'Build peak RSS',
        'Pages',
        'products/ HTML gzip',
        'Largest HTML gzip',
        'JS any page can run, gzip',
      ],
      report.scaling.map((run) => [
        run.products,
        run.files,
        run.ok ? 'yes' : 'no',
        `${ms(run.loadMedianMs)} ms`,
        `${ms(Math.min(...run.loadRunsMs))}–${ms(Math.max(...run.loadRunsMs))} ms`,
        `${ms(run.loadCpuMedianMs)} ms`,
        `${ms(run.reloadAfterEditMs)} ms`,
        run.buildOk ? `${(run.buildWallMs / 1000).toFixed(1)} s` : 'failed',
        run.buildCpuMs === null ? '–' : `${(run.buildCpuMs / 1000).toFixed(1)} s`,
        mb(run.buildPeakRssBytes),
        run.pages ?? '–',
        run.productsPageHtmlGzip === null ? '–' : `${kb(run.productsPageHtmlGzip)} KB`,
        run.largestHtml ? `${kb(run.largestHtml.gzip)} KB (${run.largestHtml.file})` : '–',
        run.allJsGzip === null ? '–' : `${kb(run.allJsGzip)} KB`,
      ]),
    )
  }
  add(`Total benchmark time: ${(report.totalMs / 1000).toFixed(0)} s.`, '')
  return `${lines.join('\n').trimEnd()}\n`
}

export interface Report {
  date: string
  machine: {
    cpuCount: number
    cpuModel: string
    memoryGB: number
    os: string
    node: string
    chromium: string
    lighthouse: string
    benchmarkIndex: number | null
    loadAverageStart: number
    loadAverageEnd: number
  }
  lighthouseRuns: number
  /** How responses reached Lighthouse. */
  serving: string
  /** Hosts of the pages' frames, and whether local stand-ins answered for them (scripts/bench/frame-hosts.ts). */
  frames: { hosts: string[]; stoodIn: boolean }
  budgets: {
    bytes: typeof BYTE_BUDGETS
    timing: typeof TIMING_BUDGETS
    expectedAuditFailures: typeof EXPECTED_AUDIT_FAILURES
  }
  /** The default site's build: medians of `runs` builds, the CPU time of each, the highest peak RSS. */
  build: { runs: number; wallMs: number; cpuMs: number | null; cpuRunsMs: number[] | null; peakRssBytes: number | null }
  pages: PageResult[]
  scaling: ScalingRun[]
  violations: string[]
  totalMs: number
}
