/**
 * Lighthouse on every screen, `runs` times, each beside the same screen without JavaScript, in one
 * Chromium: the system's (scripts/lib/chrome.ts), killed however the run ends (processes.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { LIGHTHOUSE_CATEGORIES } from '../lib/budgets.ts'
import { CHROME_ARGS } from '../lib/chrome.ts'
import { runLighthouse, summarizeRun, type LighthouseRun } from './lighthouse.ts'
import { log, ms } from './numbers.ts'
import { running, WORK } from './processes.ts'
import type { ServedScreens } from './screens.ts'

export interface ScreenRuns {
  /** Each screen's runs, by its page. */
  runs: Map<string, LighthouseRun[]>
  /** The same screens without JavaScript. */
  noJsRuns: Map<string, LighthouseRun[]>
  /** Lighthouse's measure of the machine's speed, from the first run. */
  benchmarkIndex: number | null
}

export async function measureScreens(screens: ServedScreens, browser: string, runCount: number): Promise<ScreenRuns> {
  const { targets, siteUrl, noJsUrl } = screens
  running.chromeProfile = fs.mkdtempSync(path.join(os.tmpdir(), 'ala-bench-chromium-'))
  const chrome = await chromeLauncher.launch({
    chromePath: browser,
    chromeFlags: [...CHROME_ARGS, ...screens.chromeFlags],
    userDataDir: running.chromeProfile,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  running.chrome = chrome
  log(`Lighthouse: ${targets.length} pages × ${runCount} runs (Chromium pid ${chrome.pid}, port ${chrome.port}) …`)
  const runs = new Map<string, LighthouseRun[]>(targets.map((target) => [target.page, []]))
  const noJsRuns = new Map<string, LighthouseRun[]>(targets.map((target) => [target.page, []]))
  let benchmarkIndex: number | null = null
  const lhrDir = path.join(WORK, 'lighthouse')
  fs.rmSync(lhrDir, { recursive: true, force: true })
  fs.mkdirSync(lhrDir, { recursive: true })
  // Pages interleaved, so a slow spell of the machine does not land on one page's runs only.
  for (let run = 1; run <= runCount; run++) {
    for (const target of targets) {
      const url = `${siteUrl}${target.urlPath}`
      const lhr = await runLighthouse(url, target, chrome.port)
      fs.writeFileSync(path.join(lhrDir, `${target.page.replace(/\//g, '_')}-${run}.json`), JSON.stringify(lhr))
      benchmarkIndex ??= lhr.environment.benchmarkIndex
      const summary = summarizeRun(lhr, target.page)
      runs.get(target.page)!.push(summary)
      const noJs = summarizeRun(await runLighthouse(`${noJsUrl}${target.urlPath}`, target, chrome.port), target.page)
      noJsRuns.get(target.page)!.push(noJs)
      log(
        `  ${run}/${runCount} ${target.page.padEnd(20)} ${LIGHTHOUSE_CATEGORIES.map((category) => `${category} ${summary.rawScores[category]}`).join(', ')}; LCP ${ms(summary.lcpMs)} ms (without JavaScript ${ms(noJs.lcpMs)} ms), TBT ${ms(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}`,
      )
    }
  }
  return { runs, noJsRuns, benchmarkIndex }
}
