/** Content scaling: loading and building copies of the content with thousands of products. */
import { BYTE_BUDGETS } from '../../lib/budgets.ts'
import { kb, mb, ms } from '../numbers.ts'
import { CONTENT_LOAD_RUNS } from '../scaling.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

export function scalingSection({ add, table }: Markdown, report: Report): void {
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
}
