/**
 * The editors' admin at 1,000 products: how long listing the products, searching and opening one
 * entry take, against Decap's local backend in git mode (`npm run admin`) over a copy of content/
 * with generated product files, in Chromium (the system's, scripts/lib/chrome.ts). Each run is a
 * fresh browser profile (nothing cached from the run before); the figures are medians.
 *
 *   node scripts/bench/admin.ts [--products 1000] [--runs 3]
 *
 * Also part of `npm run bench`, which puts the figures in docs/PERFORMANCE.md.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page, type Response } from '@playwright/test'
import { CHROME_ARGS, chromePath } from '../lib/chrome.ts'
import { buildAdmin } from '../lib/admin-build.ts'
import { siteOptionsOrExit } from '../lib/site-options.ts'
import { acquireBuildLock } from '../lib/build-lock.ts'
import {
  initContentRepository,
  LOCAL_BACKEND_SETTINGS_FILE,
  startLocalBackend,
  type LocalBackend,
} from '../lib/local-backend.ts'
import { startStaticServer, type StaticServer } from '../lib/static-server.ts'
import { log, median, round } from './numbers.ts'
import { ROOT, running, WORK } from './processes.ts'
import { contentCopy } from './content-copy.ts'

export interface AdminRun {
  products: number
  runs: number
  /** The local backend's mode, as `npm run admin` starts it. */
  backend: 'git'
  /** From opening the products collection to its list showing, each run and the median, ms. */
  listRunsMs: number[]
  listMedianMs: number
  /** Of that, until the backend's last answer had arrived (the rest is Decap reading the entries
   *  and drawing the list in the browser). */
  listBackendMedianMs: number
  /** From submitting a search for one product's name to it being listed as a result. */
  searchRunsMs: number[]
  searchMedianMs: number
  /** From tapping a product in the list to its form showing its name. */
  openRunsMs: number[]
  openMedianMs: number
  /** What listing the collection asked of the local backend: requests and bytes received. */
  listRequests: number
  listBytes: number
  /** Product cards drawn in the list once it showed (Decap draws them all at once). */
  listedCards: number
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The name of the generated product number `index` (scaling.ts numbers them after content/'s own). */
const PRODUCT = (index: number) => `Bench Product ${String(index).padStart(4, '0')}`
/** Any generated product's card. */
const ANY_PRODUCT = /^Bench Product \d{4}$/

interface Timings {
  listMs: number
  listBackendMs: number
  searchMs: number
  openMs: number
  listRequests: number
  listBytes: number
  listedCards: number
}

async function measure(browser: Browser, adminUrl: string, backendUrl: string, products: number): Promise<Timings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  // Other websites (GitHub's avatars) are out of reach: answered empty.
  await context.route(/^https:\/\//, (route) => route.fulfill({ status: 204, body: '' }))
  const page: Page = await context.newPage()
  try {
    await page.goto(adminUrl)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('link', { name: 'Contents' }).waitFor()

    // The list: every product file is read through the backend, then the cards are drawn.
    let listRequests = 0
    let listBytes = 0
    /** When the backend's last answer had arrived, by the browser's own timing (epoch ms). */
    let backendDone = 0
    const count = (response: Response) => {
      if (!response.url().startsWith(backendUrl)) return
      listRequests++
      void response.finished().then(async () => {
        const timing = response.request().timing()
        backendDone = Math.max(backendDone, timing.startTime + timing.responseEnd)
        listBytes += (await response.body().catch(() => Buffer.alloc(0))).length
      })
    }
    page.on('response', count)
    const listStartedAt = Date.now()
    let started = performance.now()
    await page.goto(`${adminUrl}#/collections/products`)
    const card = page.getByText(ANY_PRODUCT).first()
    await card.waitFor({ timeout: 120_000 })
    const listMs = performance.now() - started
    const listBackendMs = backendDone - listStartedAt
    page.off('response', count)
    const listedCards = await page.getByText(ANY_PRODUCT).count()

    // Opening one entry from the list.
    const target = (await card.textContent())!
    started = performance.now()
    await card.click()
    await page
      .locator('input[id^="name-field"]')
      .and(page.locator(`[value="${target}"]`))
      .waitFor({ timeout: 60_000 })
    const openMs = performance.now() - started

    // Searching from the collections' search box, for a product far down the list.
    await page.goto(`${adminUrl}#/collections/products`)
    await page.getByText(ANY_PRODUCT).first().waitFor({ timeout: 120_000 })
    const wanted = PRODUCT(products - 7)
    const search = page.getByPlaceholder('Search all')
    await search.fill(wanted)
    started = performance.now()
    await search.press('Enter')
    await page.getByText(wanted, { exact: true }).waitFor({ timeout: 120_000 })
    const searchMs = performance.now() - started
    return { listMs, listBackendMs, searchMs, openMs, listRequests, listBytes, listedCards }
  } finally {
    await context.close()
  }
}

export async function adminRun({ products = 1000, runs = 3 } = {}): Promise<AdminRun> {
  const executablePath = chromePath()
  if (!executablePath) throw new Error('No Chromium or Chrome found: install Chromium or set CHROME_PATH.')
  const work = path.join(WORK, 'admin')
  fs.rmSync(work, { recursive: true, force: true })
  running.tempDirs.push(work)

  // The admin, built as the site's build does (kept in .cache/admin-build/ until its code changes).
  const site = path.join(work, 'site')
  const release = await acquireBuildLock(path.join(ROOT, '.cache', 'build.lock'))
  try {
    const options = siteOptionsOrExit()
    await buildAdmin({ root: ROOT, clientDir: site, quiet: true, base: '/', backend: options.admin })
  } finally {
    release()
  }
  fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>\n')

  // A repository holding content/ with `products` product files, as a clone of the project.
  const repo = path.join(work, 'repository')
  contentCopy(products, path.join(repo, 'content'))
  initContentRepository(repo)

  let backend: LocalBackend | undefined
  let server: StaticServer | undefined
  let browser: Browser | undefined
  const stopBackend = () => backend?.process.kill()
  process.on('exit', stopBackend)
  try {
    backend = await startLocalBackend(repo, { mode: 'git', port: await freePort() })
    fs.writeFileSync(path.join(site, 'admin', LOCAL_BACKEND_SETTINGS_FILE), JSON.stringify(backend.settings))
    server = await startStaticServer({ dir: site, port: 0 })
    // Decap uses a local backend only for an admin on localhost or 127.0.0.1.
    const adminUrl = `${server.url}/admin/`
    browser = await chromium.launch({ executablePath, args: CHROME_ARGS })
    const timings: Timings[] = []
    for (let run = 1; run <= runs; run++) {
      const result = await measure(browser, adminUrl, backend.settings.url, products)
      log(
        `  ${run}/${runs} list ${round(result.listMs)} ms (backend answered after ${round(result.listBackendMs)} ms; ${result.listedCards} cards; ${result.listRequests} requests to the backend, ${round(result.listBytes / 1024)} KB), search ${round(result.searchMs)} ms, open ${round(result.openMs)} ms`,
      )
      timings.push(result)
    }
    const pick = (key: 'listMs' | 'listBackendMs' | 'searchMs' | 'openMs') =>
      timings.map((timing) => round(timing[key]))
    return {
      products,
      runs,
      backend: 'git',
      listRunsMs: pick('listMs'),
      listMedianMs: median(pick('listMs')),
      listBackendMedianMs: median(pick('listBackendMs')),
      searchRunsMs: pick('searchMs'),
      searchMedianMs: median(pick('searchMs')),
      openRunsMs: pick('openMs'),
      openMedianMs: median(pick('openMs')),
      listRequests: timings.at(-1)!.listRequests,
      listBytes: timings.at(-1)!.listBytes,
      listedCards: timings.at(-1)!.listedCards,
    }
  } finally {
    await browser?.close()
    await server?.close()
    await backend?.stop()
    process.off('exit', stopBackend)
    fs.rmSync(work, { recursive: true, force: true })
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '1000' }, runs: { type: 'string', default: '3' } },
  })
  const products = Math.max(10, Number(values.products) || 1000)
  log(`The admin at ${products} products, local backend in git mode …`)
  const result = await adminRun({ products, runs: Math.max(1, Number(values.runs) || 3) })
  console.log(JSON.stringify(result, null, 2))
}
