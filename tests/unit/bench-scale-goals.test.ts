/**
 * The build's and the development server's goals at scale (SCALE_GOALS): `npm run bench` fails,
 * naming what missed, whenever one is not met or was not measured; and the report shows them.
 */
import { describe, expect, it } from 'vitest'
import { checkScaleGoals, SCALE_GOALS, type ScaleMeasures } from '../../scripts/lib/budgets.ts'
import { scaleSection } from '../../scripts/bench/report/scale.ts'
import { Markdown } from '../../scripts/bench/report/markdown.ts'
import type { Report } from '../../scripts/bench/report.ts'
import type { ScaleRun } from '../../scripts/bench/scale.ts'

/** Builds that meet every goal: CPU per page flat, the main one under the CPU goal. */
const builds = (msPerPage: (products: number) => number) =>
  SCALE_GOALS.oneLanguageProducts.map((products) => {
    const pages = products + 30
    return { products, ok: true, pages, cpuMs: Math.round(msPerPage(products) * pages) }
  })
const dev = { saveToScreenMedianMs: 120, overlayMs: 150, heapAfterStartupMb: 600, heapAfterSavesMb: 620 }
const meeting: ScaleMeasures = {
  oneLanguage: builds(() => SCALE_GOALS.maxCpuMs / (SCALE_GOALS.products + 30) - 0.01),
  twoLanguagePeakRssBytes: 900 * 1024 * 1024,
  dev,
}

describe('the goals at scale', () => {
  it('hold when every measure meets its goal', () => {
    expect(checkScaleGoals(meeting)).toEqual([])
  })

  it('name the one-language build over half the old CPU time', () => {
    const slow = { ...meeting, oneLanguage: builds(() => 3) }
    expect(checkScaleGoals(slow)).toEqual([expect.stringMatching(/5000 products took 15\.1 CPU-s > 8 \(half of 16\)/)])
  })

  it('name CPU per page growing with the catalogue', () => {
    const growing = { ...meeting, oneLanguage: builds((products) => (products > 5000 ? 2.5 : 1.5)) }
    expect(checkScaleGoals(growing)).toEqual([expect.stringMatching(/CPU per page grew from 1\.50 ms .* to 2\.50 ms/)])
  })

  it('name a build that failed or was not measured', () => {
    const [, ...rest] = meeting.oneLanguage
    const failed = rest.map((run) => (run.products === 20_000 ? { ...run, ok: false } : run))
    expect(checkScaleGoals({ ...meeting, oneLanguage: failed })).toEqual([
      'scale: no one-language build of 1000 products was measured',
      'scale: the one-language build of 20000 products failed',
    ])
  })

  it('name the memory of the two-language build, and the development server’s misses', () => {
    expect(
      checkScaleGoals({
        ...meeting,
        twoLanguagePeakRssBytes: 2000 * 1024 * 1024,
        dev: { saveToScreenMedianMs: 4100, overlayMs: 1200, heapAfterStartupMb: 1379, heapAfterSavesMb: 1891 },
      }),
    ).toEqual([
      expect.stringMatching(/peaked at 2000 MB > 1024 MB/),
      expect.stringMatching(/a save shows after 4100 ms \(median\) > 250 ms/),
      expect.stringMatching(/error overlay shows after 1200 ms > 250 ms/),
      expect.stringMatching(/memory kept grew from 1379 MB to 1891 MB of heap/),
    ])
    const { dev: _dev, ...withoutDev } = meeting
    expect(checkScaleGoals(withoutDev)).toEqual([expect.stringMatching(/development server .* was not measured/)])
  })

  it('are reported with each build and the development server’s figures', () => {
    const scale: ScaleRun = {
      oneLanguage: meeting.oneLanguage.map((run) => ({ ...run, wallMs: 9000, peakRssBytes: 700 * 1024 * 1024 })),
      dev: {
        products: 5000,
        saveToScreenMs: { median: 120, max: 180, runs: [120] },
        overlayMs: 150,
        startupMs: 20_000,
        rssMb: { afterStartup: 1600, afterSaves: 1900, saves: 100 },
        heapAfterGcMb: { afterStartup: 600, afterSaves: 620 },
      },
    }
    const markdown = new Markdown()
    scaleSection(markdown, { scale } as Report)
    const text = markdown.text()
    expect(text).toContain('## The build and the development server at scale')
    for (const run of scale.oneLanguage) expect(text).toContain(`| ${run.products} | yes | ${run.pages} |`)
    expect(text).toMatch(/Save to screen, median \| ≤ 250 ms \| 120 ms/)
    expect(text).toMatch(/Memory kept after 100 saves \| ≤ 660 MB \| 620 MB/)
    expect(text).toMatch(/Resident memory after 100 saves \| {2}\| 1900 MB/)
  })
})
