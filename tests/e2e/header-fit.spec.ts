/**
 * The top bar at every width, in every language of the fixture content: one row, no word of it
 * split across lines, nothing wider than the screen, before JavaScript runs and with the enquiry
 * list's link in it too (components/header-fit.ts chooses where the page links and Get Quote have
 * room for each language's words). A French label is often half as long again as the English
 * one: "Demander un devis" once squeezed the brand to a letter a line and the bar to 300 px.
 */
import type { Page } from '@playwright/test'
import { storageKey } from '../../components/enquiry/storage.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

/** Phones (the mobile project) and tablets to wide desktops (the desktop project), across every
 *  breakpoint of styles/settings/_tokens.scss and either side of each. */
const PHONE_WIDTHS = [320, 340, 359, 360, 375, 390, 414, 480, 560, 639]
const WIDER = [640, 700, 768, 895, 896, 960, 1024, 1100, 1151, 1152, 1279, 1280, 1440]
/** The bar's height on one row (`$header-height`, 68 px, and its border), with a pixel to spare. */
const ONE_ROW = 70

const languages = languagesOf(FIXTURE_CONTENT)

/** What is wrong with the top bar as shown: words split across lines, more than one row, the page
 *  wider than the screen. */
function barProblems(page: Page): Promise<string[]> {
  return page.evaluate((oneRow) => {
    const problems: string[] = []
    const bar = document.querySelector('.site-header')!
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true })) continue
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        )
        if (lines.size > 1) problems.push(`"${word[0]}" is split across ${lines.size} lines`)
      }
    }
    const height = Math.round(bar.getBoundingClientRect().height)
    if (height > oneRow) problems.push(`the bar is ${height} px high, more than one row`)
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`)
    return problems
  }, ONE_ROW)
}

for (const { language, content } of languages) {
  const { prefix } = language
  test.describe(`the top bar in ${language.name}`, () => {
    test('keeps one row and whole words at every width, before JavaScript runs', async ({ browser, isMobile }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        ...(isMobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      })
      const page = await context.newPage()
      const found: string[] = []
      for (const width of isMobile ? PHONE_WIDTHS : WIDER) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`${prefix}/products/`)
        for (const problem of await barProblems(page)) found.push(`${width} px: ${problem}`)
      }
      await context.close()
      expect(found).toEqual([])
    })

    test('keeps one row and whole words with the enquiry list’s link in it', async ({ page, isMobile }) => {
      // A page load and hydration at each of a dozen widths: about 30 s on a two-processor machine.
      test.slow()
      await page.goto(`${prefix}/`)
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [
          storageKey('/', language.code),
          JSON.stringify({
            items: [{ slug: 'garri', name: 'Garri', url: 'https://example.com/', packs: [], pack: '', quantity: 1 }],
            destination: '',
            terms: '',
          }),
        ],
      )
      const found: string[] = []
      for (const width of isMobile ? PHONE_WIDTHS : WIDER) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(`${prefix}/products/`)
        await waitForHydration(page)
        // The default words have room for the page links from the wide breakpoint, in every language.
        if (width >= 1152) {
          await expect(page.getByRole('navigation', { name: content.interface.mainNavigation })).toBeVisible()
          // The English words leave room for the brand's name beside the list's link there.
          if (language.code === 'en')
            expect((await page.locator('.brand__name').boundingBox())?.width ?? 0).toBeGreaterThan(40)
        }
        // In the bar from the medium breakpoint; on phones the menu button shows the count.
        if (width >= 640) await expect(page.locator('.site-header__enquiry')).toBeVisible()
        else await expect(page.locator('.mobile-menu__count')).toBeVisible()
        for (const problem of await barProblems(page)) found.push(`${width} px: ${problem}`)
      }
      expect(found).toEqual([])
    })
  })
}
