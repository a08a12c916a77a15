/**
 * The build and the development server at scale, against SCALE_GOALS (scripts/lib/budgets.ts):
 * one-language builds of 1,000 to 20,000 products from scratch (with the rendering kept from the
 * first, a second build of 5,000), and the development server at 5,000 products (dev-reload.ts).
 *
 *   node scripts/bench/scale.ts [--no-dev]
 *
 * Prints the figures as JSON and each goal missed (the two-language build's memory is measured by
 * `npm run bench` alone); measureScale() returns them to the main benchmark.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { checkScaleGoals, SCALE_GOALS, type ScaleMeasures } from '../lib/budgets.ts'
import { sitePageFiles } from '../lib/html-files.ts'
import { contentCopy } from './content-copy.ts'
import { measureDevReload, type DevReloadRun } from './dev-reload.ts'
import { log, mb } from './numbers.ts'
import { cleanup, ROOT, runBuild, running, stopOnExit, WORK } from './processes.ts'
import { keepFirstLanguage } from './one-language.ts'

export interface OneLanguageBuild {
  products: number
  ok: boolean
  pages: number | null
  wallMs: number
  cpuMs: number | null
  peakRssBytes: number | null
  /** The same build again, with the Markdown rendered by the first kept (.cache/content). */
  again?: { wallMs: number; cpuMs: number | null; peakRssBytes: number | null }
}

export interface ScaleRun {
  oneLanguage: OneLanguageBuild[]
  dev?: DevReloadRun
}

const MARKDOWN_STORE = path.join(ROOT, '.cache/content')

async function oneLanguageBuild(products: number): Promise<OneLanguageBuild> {
  const contentDir = contentCopy(products)
  keepFirstLanguage(contentDir)
  const outDir = path.join(WORK, `scale-${products}`)
  fs.rmSync(outDir, { recursive: true, force: true })
  running.tempDirs.push(outDir)
  // From scratch: nothing rendered by an earlier build.
  fs.rmSync(MARKDOWN_STORE, { recursive: true, force: true })
  const first = await runBuild(path.join(outDir, 'dist'), { SITE_CONTENT_DIR: contentDir })
  if (first.code !== 0) log(`  one-language build of ${products} products failed:\n${first.output.slice(-2000)}`)
  const clientDir = path.join(outDir, 'dist/client')
  const pages = first.code === 0 ? sitePageFiles(clientDir).length : null
  const run: OneLanguageBuild = {
    products,
    ok: first.code === 0,
    pages,
    wallMs: Math.round(first.wallMs),
    cpuMs: first.cpuMs === null ? null : Math.round(first.cpuMs),
    peakRssBytes: first.peakRssBytes,
  }
  if (first.code === 0 && products === SCALE_GOALS.products) {
    const again = await runBuild(path.join(outDir, 'dist'), { SITE_CONTENT_DIR: contentDir })
    run.again = {
      wallMs: Math.round(again.wallMs),
      cpuMs: again.cpuMs === null ? null : Math.round(again.cpuMs),
      peakRssBytes: again.peakRssBytes,
    }
  }
  fs.rmSync(outDir, { recursive: true, force: true })
  return run
}

/** Builds the site in one language once, untimed: the editors' admin is built for the site's
 *  languages and then reused by every later build (scripts/lib/admin-build.ts), so without this
 *  the first timed build would carry the admin's build too (about 4 CPU-seconds and 300 MB). */
async function buildAdminForOneLanguage(): Promise<void> {
  const contentDir = contentCopy(0)
  keepFirstLanguage(contentDir)
  const outDir = path.join(WORK, 'scale-warm-up')
  running.tempDirs.push(outDir)
  const warmUp = await runBuild(path.join(outDir, 'dist'), { SITE_CONTENT_DIR: contentDir })
  if (warmUp.code !== 0) log(`  the untimed one-language build failed:\n${warmUp.output.slice(-2000)}`)
  fs.rmSync(outDir, { recursive: true, force: true })
}

export async function measureScale({ dev }: { dev: boolean }): Promise<ScaleRun> {
  const oneLanguage: OneLanguageBuild[] = []
  await buildAdminForOneLanguage()
  for (const products of SCALE_GOALS.oneLanguageProducts) {
    log(`Scale: one-language build of ${products} products …`)
    const run = await oneLanguageBuild(products)
    log(
      `  ${run.ok ? `${run.pages} pages` : 'FAILED'}, ${(run.wallMs / 1000).toFixed(1)} s, ${run.cpuMs === null ? '?' : (run.cpuMs / 1000).toFixed(1)} CPU-s, peak ${mb(run.peakRssBytes)}`,
    )
    oneLanguage.push(run)
  }
  if (!dev) return { oneLanguage }
  log(`Scale: the development server at ${SCALE_GOALS.products} products …`)
  return { oneLanguage, dev: await measureDevReload(SCALE_GOALS.products) }
}

/** What the goals judge of a run (and of the two-language scaling run's peak memory). */
export function scaleMeasures(run: ScaleRun, twoLanguagePeakRssBytes: number | null | undefined): ScaleMeasures {
  return {
    oneLanguage: run.oneLanguage,
    twoLanguagePeakRssBytes,
    ...(run.dev
      ? {
          dev: {
            saveToScreenMedianMs: run.dev.saveToScreenMs.median,
            overlayMs: run.dev.overlayMs,
            heapAfterStartupMb: run.dev.heapAfterGcMb.afterStartup,
            heapAfterSavesMb: run.dev.heapAfterGcMb.afterSaves,
          },
        }
      : {}),
  }
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { 'no-dev': { type: 'boolean', default: false } } })
  stopOnExit()
  try {
    const run = await measureScale({ dev: !values['no-dev'] })
    console.log(JSON.stringify(run, null, 2))
    const missed = checkScaleGoals(scaleMeasures(run, undefined))
    console.log(missed.length ? `Goals missed:\n${missed.map((line) => `- ${line}`).join('\n')}` : 'Every goal holds.')
  } finally {
    await cleanup()
  }
}
