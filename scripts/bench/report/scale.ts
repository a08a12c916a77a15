/** The report's section on the build and the development server at scale (scripts/bench/scale.ts). */
import { SCALE_GOALS } from '../../lib/budgets.ts'
import { mb, ms } from '../numbers.ts'
import type { Report } from '../report.ts'
import type { Markdown } from './markdown.ts'

const seconds = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(1)} s`)

export function scaleSection(markdown: Markdown, report: Report): void {
  const { scale } = report
  if (!scale) return
  const goals = SCALE_GOALS
  markdown.add(
    '## The build and the development server at scale',
    '',
    `One-language builds (copies of content/ with generated products, in the first language only, as the site was when its build was first measured): from scratch, with no Markdown rendered by an earlier build; the build of ${goals.products.toLocaleString('en')} products once more with the renderings the first kept (.cache/content). CPU time is user + system of the build and every program it runs. Goals (SCALE_GOALS): at most ${goals.maxCpuMs / 1000} CPU-s for ${goals.products.toLocaleString('en')} products (half of the ${goals.baselineCpuMs / 1000} CPU-s measured before), CPU per page growing at most ×${goals.maxCpuPerPageGrowth} from the smallest build to the largest, the two-language build of ${goals.products.toLocaleString('en')} products (Content scaling above) under ${goals.maxTwoLanguagePeakRssBytes / 1024 / 1024} MB.`,
    '',
  )
  markdown.table(
    [
      'Products',
      'Built',
      'Pages',
      'Wall time',
      'CPU time',
      'CPU per page',
      'Peak RSS',
      'Again: wall',
      'Again: CPU',
      'Again: peak RSS',
    ],
    scale.oneLanguage.map((run) => [
      run.products,
      run.ok ? 'yes' : 'no',
      run.pages ?? '–',
      seconds(run.wallMs),
      seconds(run.cpuMs),
      run.cpuMs !== null && run.pages ? `${(run.cpuMs / run.pages).toFixed(2)} ms` : '–',
      mb(run.peakRssBytes),
      run.again ? seconds(run.again.wallMs) : '',
      run.again ? seconds(run.again.cpuMs) : '',
      run.again ? mb(run.again.peakRssBytes) : '',
    ]),
  )
  const { dev } = scale
  if (!dev) return
  markdown.add(
    '',
    `The development server (\`npm run dev\`) on ${dev.products.toLocaleString('en')} products, a product page open in Chromium (scripts/bench/dev-reload.ts), each save made once the page has loaded and fetched nothing for half a second, as an editor saves after looking. Goals: a save shown in ${goals.maxSaveToScreenMs} ms (median), the error overlay as fast, the memory it keeps (its heap after a full garbage collection) after the saves within ${goals.maxDevMemoryGrowth * 100}% of that after startup. Its resident memory is shown too: it also counts garbage V8 has not collected yet, so it rises between collections without anything being kept.`,
    '',
  )
  markdown.table(
    ['Measure', 'Goal', 'Measured'],
    [
      ['Save to screen, median', `≤ ${goals.maxSaveToScreenMs} ms`, `${ms(dev.saveToScreenMs.median)} ms`],
      ['Save to screen, slowest', '', `${ms(dev.saveToScreenMs.max)} ms`],
      ['Invalid value to error overlay', `≤ ${goals.maxOverlayMs} ms`, `${ms(dev.overlayMs)} ms`],
      ['Start to first page', '', `${seconds(dev.startupMs)}`],
      ['Memory kept after startup (heap after a full garbage collection)', '', `${dev.heapAfterGcMb.afterStartup} MB`],
      [
        `Memory kept after ${dev.rssMb.saves} saves`,
        `≤ ${Math.round(dev.heapAfterGcMb.afterStartup * (1 + goals.maxDevMemoryGrowth))} MB`,
        `${dev.heapAfterGcMb.afterSaves} MB`,
      ],
      ['Resident memory after startup', '', `${dev.rssMb.afterStartup} MB`],
      [`Resident memory after ${dev.rssMb.saves} saves`, '', `${dev.rssMb.afterSaves} MB`],
    ],
    ['---', '---:', '---:'],
  )
}
