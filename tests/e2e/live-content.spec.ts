/**
 * The build of the live content/ (the second web server of playwright.config.ts), checked only by
 * what holds for any valid content, so that no valid edit can fail it: every page its sitemap.xml
 * lists, and an unknown address, answer with the right status, pass axe with the rules of
 * accessibility.spec.ts, log no console error, load every picture and do not scroll sideways.
 * Runs in the projects live-desktop (1280 px) and live-mobile (375 px) only. It knows no wording
 * or count of the content: the behaviour specs assert those on the fixture content.
 */
import type { Page } from '@playwright/test'
import { absolute, LIVE_CONTENT, siteFacts, sitemapUrls } from '../support/site.ts'
import { expectNoAxeViolations } from './axe.ts'
import { consoleErrors, expect, test, waitForHydration, type ConsoleLog } from './fixtures.ts'

const NOT_FOUND = '/no/such/page'
/** Time for one page: loading, axe and every picture. */
const PER_PAGE_MS = 30_000

/** The site paths the live build's sitemap lists, e.g. ['/', '/products', …]. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const siteRoot = absolute(siteFacts(LIVE_CONTENT).url, '/')
  const urls = sitemapUrls(await response.text())
  for (const url of urls) expect(url.startsWith(siteRoot), `${url} is under the site address ${siteRoot}`).toBe(true)
  return urls.map((url) => `/${url.slice(siteRoot.length)}`)
}

/**
 * The pictures of the page that did not load: each visible one is scrolled into view (lazy ones
 * start loading then) and its load or error event awaited. Returns their addresses.
 */
function brokenPictures(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const broken: string[] = []
    for (const image of Array.from(document.images)) {
      if (!image.checkVisibility()) continue
      image.scrollIntoView({ block: 'center', behavior: 'instant' })
      if (!image.complete)
        await new Promise((resolve) =>
          ['load', 'error'].forEach((event) => image.addEventListener(event, resolve, { once: true })),
        )
      if (image.naturalWidth === 0) broken.push(image.currentSrc || image.src)
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return broken
  })
}

/** `logs`: the console messages logged since the page was opened. */
async function checkPage(page: Page, path: string, logs: () => readonly ConsoleLog[], baseURL: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), `status of ${path}`).toBe(path === NOT_FOUND ? 404 : 200)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')

  await expectNoAxeViolations(page, 'as loaded')
  expect(await page.locator('img').count(), 'the page shows pictures (the logo at least)').toBeGreaterThan(0)
  expect(await brokenPictures(page), 'pictures that did not load').toEqual([])
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
  expect(consoleErrors(logs(), { notFoundPage: `${baseURL}${NOT_FOUND}` })).toEqual([])
}

test('every page of the sitemap, and an unknown address, pass the generic checks', async ({
  page,
  consoleLogs,
  baseURL,
}) => {
  const paths = await sitemapPaths(page)
  expect(paths.length, 'the sitemap lists pages').toBeGreaterThan(0)
  test.setTimeout(PER_PAGE_MS * (paths.length + 1))
  for (const path of [...paths, NOT_FOUND]) {
    await test.step(path, async () => {
      const from = consoleLogs.length
      await checkPage(page, path, () => consoleLogs.slice(from), baseURL!)
    })
  }
})

test('the picture check itself notices a picture that does not load', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() =>
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<img src="/no-such-picture.png" width="10" height="10" alt="Missing">'),
  )
  expect(await brokenPictures(page)).toEqual([new URL('/no-such-picture.png', page.url()).href])
})
