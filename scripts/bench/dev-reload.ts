/**
 * `npm run dev` at scale: how long an editor waits, on a copy of content/ with N products, from
 * saving a product's file to seeing the change on its page in the browser, and to seeing Vite's
 * error overlay after saving a mistake; how long the dev server takes to serve its first page,
 * and whether its memory stays flat over many saves. Each save is made once the page it is shown
 * on has loaded and the browser has fetched nothing for half a second, at an editor's pace.
 *
 *   node scripts/bench/dev-reload.ts [--products 5000] [--saves 100]
 *
 * Prints the figures as JSON; measureDevReload() returns them to the main benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters, parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { CHROME_ARGS, chromePath } from '../lib/chrome.ts'
import { procStat } from '../lib/proc-stat.ts'
import { log, median, round } from './numbers.ts'
import { cleanup, ROOT, running, stopOnExit } from './processes.ts'
import { contentCopy } from './content-copy.ts'

export interface DevReloadRun {
  products: number
  /** From the write of the product's file to its new sentence shown on its page (ms). */
  saveToScreenMs: { median: number; max: number; runs: number[] }
  /** From the write of an invalid value to Vite's error overlay on the page (ms). */
  overlayMs: number
  /** From starting the dev server to its first page served (ms). */
  startupMs: number
  /** Resident memory of the dev server (MB): once started, and after the saves. */
  rssMb: { afterStartup: number; afterSaves: number; saves: number }
  /** What the dev server's JavaScript heap holds after a full garbage collection (MB), at the same
   *  two moments: what it keeps, where the resident memory also counts garbage not collected yet. */
  heapAfterGcMb: { afterStartup: number; afterSaves: number }
}

/** Resident memory of a process and its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const parent = procStat(Number(entry))(4)
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // Gone meanwhile.
    }
  }
  let total = 0
  const visit = (each: number) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${each}/status`, 'utf8'))?.[1]
      total += Number(kb ?? 0) * 1024
    } catch {
      return
    }
    for (const child of children.get(each) ?? []) visit(child)
  }
  visit(pid)
  return total
}

/** What the dev server prints, on SIGUSR2, of its heap after a full garbage collection. */
const HEAP_LINE = '[bench] heap after gc:'
const HEAP_PATTERN = /\[bench\] heap after gc: (\d+)\n/
const HEAP_ON_SIGNAL = `process.on("SIGUSR2",()=>{globalThis.gc();process.stderr.write("\\n${HEAP_LINE} "+process.memoryUsage().heapUsed+"\\n")})`

interface DevServer {
  child: ChildProcess
  url: string
  /** Its heap after a full garbage collection, in bytes. */
  retainedHeap: () => Promise<number>
}

/** Starts `vike dev` on `contentDir`, on a port the system chooses; resolves with its address. */
function startDev(contentDir: string, cacheDir: string): Promise<DevServer> {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      `--import=data:text/javascript,${HEAP_ON_SIGNAL}`,
      // DEV_RELOAD_CPU_PROF=<folder>: the dev server's CPU profile, written when it stops.
      // Stopped, it exits as if it ended, so the profile is written.
      ...(process.env.DEV_RELOAD_CPU_PROF
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${process.env.DEV_RELOAD_CPU_PROF}`,
            '--import=data:text/javascript,process.once("SIGTERM",()=>process.exit(0))',
          ]
        : []),
      path.join(ROOT, 'node_modules/vike/bin.js'),
      'dev',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, SITE_CONTENT_DIR: contentDir, VITE_CONFIG: JSON.stringify({ cacheDir }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  let onHeap: ((bytes: number) => void) | undefined
  const retainedHeap = () =>
    new Promise<number>((resolve) => {
      onHeap = resolve
      child.kill('SIGUSR2')
    })
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString())
      if (process.env.DEV_RELOAD_VERBOSE) process.stderr.write(chunk)
      const heap = HEAP_PATTERN.exec(output)
      if (heap && onHeap) {
        output = output.replace(heap[0], '')
        onHeap(Number(heap[1]))
        onHeap = undefined
      }
      const url = /Local:\s+(http:\/\/\S+\/)/.exec(output)?.[1]
      if (url) resolve({ child, url, retainedHeap })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the dev server exited (code ${code}):\n${output}`)))
  })
}

/** Waits until `check` holds in the page, across the reloads the dev server makes meanwhile. */
async function until(page: Page, check: (text: string) => boolean, arg: string, timeout = 120_000): Promise<void> {
  const deadline = performance.now() + timeout
  for (;;) {
    try {
      await page.waitForFunction(check, arg, { polling: 'raf', timeout: Math.max(deadline - performance.now(), 1) })
      return
    } catch (error) {
      // The page was reloaded while it was looked at: look again, in the new page.
      if (performance.now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
}

/** The sentence a save waits for, and when a page first showed it (the browser's clock, which is
 *  the machine's, as the benchmark's is), kept across the reloads in the tab's session storage. */
const WANTED = 'bench:wanted'
const SHOWN = 'bench:shown'

/**
 * Runs in every page the tab loads: at each frame, before it is painted, looks for the wanted
 * sentence and notes the time it first shows. The time is the page's own, not when a poll from
 * outside the browser next happens to look.
 */
function noteWhenShown(keys: { wanted: string; shown: string }) {
  const look = () => {
    const wanted = sessionStorage.getItem(keys.wanted)
    if (wanted && sessionStorage.getItem(keys.shown) === null && document.body?.innerText.includes(wanted))
      sessionStorage.setItem(keys.shown, String(Date.now()))
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}
const overlayShown = () => !!document.querySelector('vite-error-overlay')

export async function measureDevReload(products: number, saves = 100): Promise<DevReloadRun> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), `ala-bench-dev-${products}-`))
  running.tempDirs.push(base)
  const contentDir = path.join(base, 'content')
  contentCopy(products, contentDir)
  const slug = `bench-product-${String(Math.max(7, Math.floor(products / 2))).padStart(4, '0')}`
  const file = path.join(contentDir, 'products', `${slug}.en.md`)
  const original = fs.readFileSync(file, 'utf8')
  if (!fs.existsSync(file)) throw new Error(`${file} was not generated`)

  const started = performance.now()
  const { child, url, retainedHeap } = await startDev(contentDir, path.join(base, 'vite-cache'))
  const stopDev = () => child.kill('SIGKILL')
  process.once('exit', stopDev)
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_ARGS })
  try {
    const page = await browser.newPage()
    await page.addInitScript(noteWhenShown, { wanted: WANTED, shown: SHOWN })
    const connected = page.waitForEvent('console', {
      predicate: (m) => m.text() === '[vite] connected.',
      timeout: 600_000,
    })
    await page.goto(`${url}products/${slug}/`, { timeout: 600_000 })
    const startupMs = performance.now() - started
    await connected
    const afterStartup = treeRss(child.pid!)
    const heapAfterStartup = await retainedHeap()
    log(
      `dev server up in ${Math.round(startupMs)} ms, ${Math.round(afterStartup / 2 ** 20)} MB, heap ${Math.round(heapAfterStartup / 2 ** 20)} MB after gc`,
    )

    let count = 0
    const save = async () => {
      count++
      const sentence = `Edited sentence number ${count} for the reload benchmark.`
      await page.evaluate(
        ({ text, wanted, shown }) => {
          sessionStorage.setItem(wanted, text)
          sessionStorage.removeItem(shown)
        },
        { text: sentence, wanted: WANTED, shown: SHOWN },
      )
      // As an editor does, the next save comes once the page is there and loaded: its modules
      // fetched and nothing more in flight for half a second. Saved back to back instead, a save
      // waited behind the last reload's module requests, and behind @parcel/watcher, which hands
      // over the first change after half a second of quiet at once and a change soon after the
      // one before 50 ms late, to batch a burst.
      await page.waitForLoadState('networkidle')
      const written = Date.now()
      fs.writeFileSync(file, `${original.trimEnd()}\n\n${sentence}\n`)
      await until(page, (shown) => sessionStorage.getItem(shown) !== null, SHOWN)
      return Number(await page.evaluate((shown) => sessionStorage.getItem(shown), SHOWN)) - written
    }
    const runs: number[] = []
    for (let index = 0; index < 10; index++) {
      runs.push(await save())
      log(`save → screen ${index + 1}: ${Math.round(runs.at(-1)!)} ms`)
    }

    await page.waitForLoadState('networkidle')
    const broken = performance.now()
    fs.writeFileSync(file, original.replace(/^order:.*$/m, 'order: "many"'))
    await until(page, overlayShown, '')
    const overlayMs = performance.now() - broken
    log(`overlay in ${Math.round(overlayMs)} ms`)
    await page.reload()
    await save()

    while (count < saves) await save()
    const afterSaves = treeRss(child.pid!)
    const heapAfterSaves = await retainedHeap()
    const mbOf = (bytes: number) => round(bytes / 2 ** 20)
    return {
      products,
      saveToScreenMs: { median: round(median(runs)), max: round(Math.max(...runs)), runs: runs.map((r) => round(r)) },
      overlayMs: round(overlayMs),
      startupMs: round(startupMs),
      rssMb: { afterStartup: mbOf(afterStartup), afterSaves: mbOf(afterSaves), saves: count },
      heapAfterGcMb: { afterStartup: mbOf(heapAfterStartup), afterSaves: mbOf(heapAfterSaves) },
    }
  } finally {
    await browser.close()
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    process.off('exit', stopDev)
  }
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { products: { type: 'string' }, saves: { type: 'string' } } })
  stopOnExit()
  try {
    const run = await measureDevReload(Number(values.products ?? 5000), Number(values.saves ?? 100))
    console.log(JSON.stringify(run, null, 2))
  } finally {
    await cleanup()
  }
}
