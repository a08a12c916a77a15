/**
 * Accessibility of every page, after hydration, in both projects (desktop 1280 px, mobile 375 px):
 * - axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practices): zero violations, with the mobile
 *   menu closed and open, and the "Products We Source" list closed and open;
 * - keyboard use: skip link, tab order of the top bar, a visible focus indicator on everything
 *   Tab reaches, the mobile menu and the sourced-products toggle;
 * - document structure: one h1, one banner, one main, one contentinfo, labelled navigation.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { AXE_TAGS, expectNoAxeViolations, formatViolations } from './axe.ts'
import { consoleErrors, expect, test, waitForHydration } from './fixtures.ts'
import { categoryPath } from '../../components/catalogue.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'

/** A category's page stands for all of them (each is built the same way). */
const CATEGORY_PAGE = categoryPath(languagesOf(FIXTURE_CONTENT)[0]!.content.categories[0]!.slug)
const PAGES = [
  '/',
  '/products/',
  CATEGORY_PAGE,
  '/about/',
  '/services/',
  '/contact/',
  '/search/',
  '/no/such/page',
] as const
const NOT_FOUND = '/no/such/page'
/** The same pages in each other language of the fixture (/fr/about/…), which axe checks too. */
const OTHER_LANGUAGE_PAGES = languagesOf(FIXTURE_CONTENT)
  .slice(1)
  .flatMap(({ language }) => PAGES.map((path) => `${language.prefix}${path}`))

const menuButton = (page: Page) => page.locator('summary.mobile-menu__button')
const menuDetails = (page: Page) => page.locator('details.mobile-menu')
const sourcedToggle = (page: Page) => page.locator('summary.disclosure__toggle')
const sourcedDetails = (page: Page) => page.locator('details.disclosure')

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(path.endsWith(NOT_FOUND) ? 404 : 200)
  await waitForHydration(page)
  // Let late layout (lazy pictures, frames, fonts) settle before measuring anything.
  await page.waitForLoadState('networkidle')
}

test.describe('axe', () => {
  for (const path of [...PAGES, ...OTHER_LANGUAGE_PAGES]) {
    test(`${path} has no violations`, async ({ page, isMobile, consoleLogs, baseURL }) => {
      // axe runs over the whole page once per state: three times on a phone (the menu closed, open,
      // closed again), five on the services page there, 18 to 28 s on a busy two-core machine.
      if (isMobile || path.endsWith('/services/')) test.slow()
      await open(page, path)
      await expectNoAxeViolations(page, 'as loaded')

      if (isMobile) {
        await menuButton(page).click()
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
        await expect(menuDetails(page).getByRole('link').first()).toBeVisible()
        await expectNoAxeViolations(page, 'mobile menu open')
        await menuButton(page).click()
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
        await expectNoAxeViolations(page, 'mobile menu closed again')
      }

      if (path.endsWith('/services/')) {
        await sourcedToggle(page).click()
        await expect(sourcedDetails(page)).toHaveJSProperty('open', true)
        await expect(page.locator('.sourced-list')).toBeVisible()
        await expectNoAxeViolations(page, 'sourced products open')
        await sourcedToggle(page).click()
        await expect(sourcedDetails(page)).toHaveJSProperty('open', false)
        await expectNoAxeViolations(page, 'sourced products closed again')
      }
      expect(consoleErrors(consoleLogs, { notFoundPage: `${baseURL}${path}` })).toEqual([])
    })
  }

  test('the check itself reports a violation', async ({ page }) => {
    await open(page, '/')
    // An image without alternative text and a button without a name.
    await page.evaluate(() => {
      const main = document.querySelector('main')!
      main.insertAdjacentHTML(
        'afterbegin',
        '<img src="/icons/icon-192.png" width="10" height="10"><button type="button"></button>',
      )
    })
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    const ids = results.violations.map((violation) => violation.id)
    expect(ids).toContain('image-alt')
    expect(ids).toContain('button-name')
    // The report names each rule, its impact and the element it failed on.
    expect(formatViolations(results.violations)).toMatch(
      /^image-alt \(critical\): .*\n {4}\[".*img.*"\]\n {6}Fix any of the following:/m,
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------

interface Focused {
  tag: string
  name: string
  className: string
  visible: boolean
  obscured: boolean
  box: { x: number; y: number; width: number; height: number }
  outlineStyle: string
  outlineWidth: number
  boxShadow: string
}

/** What has focus now, and how it is drawn. */
const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    const element = document.activeElement
    // Focus inside a frame leaves the frame as the active element of the page.
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const rect = element.getBoundingClientRect()
    const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
    return {
      tag: element.tagName.toLowerCase(),
      name,
      className: typeof element.className === 'string' ? element.className : '',
      visible:
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== 'hidden' &&
        rect.bottom > 0 &&
        rect.top < window.innerHeight &&
        rect.right > 0 &&
        rect.left < window.innerWidth,
      obscured: (() => {
        // WCAG 2.4.11: not entirely hidden behind the sticky top bar.
        const header = document.querySelector('header')
        if (!header || header.contains(element) || !/sticky|fixed/.test(getComputedStyle(header).position)) return false
        const bar = header.getBoundingClientRect()
        if (rect.top < bar.top || rect.bottom > bar.bottom) return false
        // Within the bar's band: hidden only if the bar is what is drawn at each of its points.
        const points = [
          [rect.left + rect.width / 2, rect.top + rect.height / 2],
          [rect.left + 2, rect.top + 2],
          [rect.right - 2, rect.top + 2],
          [rect.left + 2, rect.bottom - 2],
          [rect.right - 2, rect.bottom - 2],
        ] as const
        return points.every(([x, y]) => {
          const hit = document.elementFromPoint(x, y)
          return !!hit && header.contains(hit) && !element.contains(hit)
        })
      })(),
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      boxShadow: style.boxShadow,
    }
  })

/**
 * What has focus once the page has stopped scrolling to it (the site scrolls smoothly, so a
 * focused element may still be on its way into view right after the key press).
 */
async function settledFocus(page: Page): Promise<Focused | null> {
  // Settled means: on screen and in the same place for three samples in a row, or two seconds
  // gone by. A slow machine can pause a smooth scroll for a sample or two, so one unchanged
  // sample is not proof that the scroll has ended.
  let previous = await focused(page)
  let unchanged = 0
  for (let attempt = 0; attempt < 40 && previous; attempt++) {
    await page.waitForTimeout(50)
    const current = await focused(page)
    if (!current) return current
    unchanged = JSON.stringify(current.box) === JSON.stringify(previous.box) ? unchanged + 1 : 0
    previous = current
    if (unchanged >= 2 && current.visible) return current
  }
  return previous
}

const describeFocused = (element: Focused | null) =>
  element ? `<${element.tag} class="${element.className}"> "${element.name}"` : 'nothing'

/** A focus indicator one can see: an outline of at least 2 px, or a box shadow. */
const hasFocusIndicator = (element: Focused) =>
  (element.outlineStyle !== 'none' && element.outlineWidth >= 2) ||
  (element.boxShadow !== 'none' && element.boxShadow !== '')

/** Presses Tab `count` times from the top of the page, returning each element it focuses. */
async function tabStops(page: Page, count: number): Promise<Focused[]> {
  const stops: Focused[] = []
  for (let index = 0; index < count; index++) {
    await page.keyboard.press('Tab')
    const element = await settledFocus(page)
    if (!element) break
    stops.push(element)
  }
  return stops
}

test.describe('keyboard', () => {
  test('the tab order of the top bar follows its visual order', async ({ page, isMobile }) => {
    // The link to the search page and the language switcher's links, each named in its language,
    // between the page links and Get Quote.
    const otherLanguages = languagesOf(FIXTURE_CONTENT)
      .slice(1)
      .map((other) => other.language.name)
    await open(page, '/products/')
    const quoteVisible = await page.locator('.site-header__quote').isVisible()
    const search = languagesOf(FIXTURE_CONTENT)[0]!.content.interface.search.link
    const expected = isMobile
      ? ['Skip to main content', 'Ala Harvest', search, ...(quoteVisible ? ['Get Quote'] : []), 'Menu']
      : [
          'Skip to main content',
          'Ala Harvest',
          'About',
          'Products',
          'Services',
          'Contact',
          search,
          ...otherLanguages,
          'Get Quote',
        ]
    const stops = await tabStops(page, expected.length)
    expect(
      stops.map((stop) => stop.name.replace(/ \(opens in a new tab\)$/, '').replace(/^Ala Harvest.*/, 'Ala Harvest')),
    ).toEqual(expected)
    // Left to right on one row, each stop visible and drawn with a focus indicator.
    const bar = stops.slice(1)
    for (const [index, stop] of bar.entries()) {
      expect(stop.visible, describeFocused(stop)).toBe(true)
      expect(hasFocusIndicator(stop), `focus indicator of ${describeFocused(stop)}`).toBe(true)
      if (index > 0)
        expect(stop.box.x, `${describeFocused(stop)} is right of the previous stop`).toBeGreaterThan(
          bar[index - 1]!.box.x,
        )
    }
  })

  for (const path of PAGES) {
    test(`${path}: every element Tab reaches is visible and shows a focus indicator`, async ({ page, isMobile }) => {
      // Up to 120 presses of Tab, each waiting for focus to settle: 9 to 28 s on a busy machine.
      test.slow()
      await open(page, path)
      const seen: string[] = []
      const problems: string[] = []
      for (let index = 0; index < 120; index++) {
        await page.keyboard.press('Tab')
        const element = await settledFocus(page)
        if (!element) break
        const key = `${describeFocused(element)} @${Math.round(element.box.x)},${Math.round(element.box.y)}`
        // Back at the start: the whole page has been walked through.
        if (seen.length > 0 && key === seen[0]) break
        seen.push(key)
        if (element.tag === 'iframe') continue
        if (!element.visible) problems.push(`${describeFocused(element)} is focused but not visible`)
        if (element.obscured) problems.push(`${describeFocused(element)} is focused but hidden behind the top bar`)
        if (!hasFocusIndicator(element))
          problems.push(
            `${describeFocused(element)} has no focus indicator (outline ${element.outlineStyle} ${element.outlineWidth}px, box-shadow ${element.boxShadow})`,
          )
      }
      expect(problems).toEqual([])
      // The walk went beyond the top bar into the content and the footer.
      expect(seen.length).toBeGreaterThan(isMobile ? 8 : 12)
      expect(seen.some((key) => key.includes('Instagram'))).toBe(true)
    })
  }

  test('the mobile menu opens with Enter and Space, its links are reached with Tab, Escape closes it', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button is shown on small screens only')
    await open(page, '/about/')
    const button = menuButton(page)
    await button.focus()
    await expect(button).toBeFocused()
    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key)
      await expect(button, `${key} opens the menu`).toHaveAttribute('aria-expanded', 'true')
      await expect(menuDetails(page)).toHaveJSProperty('open', true)
      const links = await menuDetails(page).getByRole('link').all()
      // The four pages, Get Quote, and the page in each other language.
      expect(links.length).toBe(5 + languagesOf(FIXTURE_CONTENT).length - 1)
      for (const link of links) {
        await page.keyboard.press('Tab')
        await expect(link).toBeFocused()
        const element = (await settledFocus(page))!
        expect(element.visible, describeFocused(element)).toBe(true)
        expect(hasFocusIndicator(element), `focus indicator of ${describeFocused(element)}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(button, 'Escape closes the menu').toHaveAttribute('aria-expanded', 'false')
      await expect(menuDetails(page)).toHaveJSProperty('open', false)
      await expect(button, 'focus is back on the menu button').toBeFocused()
      for (const link of links) await expect(link).toBeHidden()
    }
  })

  test('the focus check itself notices an element drawn without a focus indicator', async ({ page }) => {
    await open(page, '/')
    // Set through the CSSOM, which the Content-Security-Policy allows (a <style> it would block).
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('a.brand')!.style.setProperty('outline', 'none', 'important'),
    )
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const element = (await settledFocus(page))!
    expect(element.className).toBe('brand')
    expect(hasFocusIndicator(element)).toBe(false)
  })

  test('the sourced-products toggle opens and closes with Enter and with Space', async ({ page }) => {
    await open(page, '/services/')
    const toggle = sourcedToggle(page)
    const list = page.locator('.sourced-list')
    await toggle.focus()
    await expect(toggle).toBeFocused()
    expect(hasFocusIndicator((await focused(page))!)).toBe(true)
    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key)
      await expect(sourcedDetails(page), `${key} opens the list`).toHaveJSProperty('open', true)
      await expect(list).toBeVisible()
      await page.keyboard.press(key)
      await expect(sourcedDetails(page), `${key} closes the list`).toHaveJSProperty('open', false)
      await expect(list).toBeHidden()
      await expect(toggle).toBeFocused()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Structure
// ---------------------------------------------------------------------------------------------

/** Accessible names of the navigation landmarks (aria-label, or the text aria-labelledby points at). */
const navigationNames = (scope: Locator) =>
  scope.evaluateAll((navs) =>
    navs.map((nav) => {
      const labelledBy = nav.getAttribute('aria-labelledby')
      const name = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (nav.getAttribute('aria-label') ?? '')
      return name.replace(/\s+/g, ' ').trim()
    }),
  )

test.describe('structure', () => {
  for (const path of PAGES) {
    // With the skip link of the keyboard's checks: one page load for both (most of a test's time).
    test(`${path}: the first Tab shows a skip link to the main content; one h1, one banner, one main, one contentinfo, labelled navigation`, async ({
      page,
      isMobile,
    }) => {
      await open(page, path)
      await test.step('the first Tab shows a skip link that moves focus to the main content', async () => {
        await page.keyboard.press('Tab')
        const skip = page.getByRole('link', { name: 'Skip to main content' })
        await expect(skip).toBeFocused()
        const element = (await settledFocus(page))!
        expect(element.visible, 'the focused skip link is on screen').toBe(true)
        expect(element.box.width).toBeGreaterThan(20)
        expect(hasFocusIndicator(element), `focus indicator of ${describeFocused(element)}`).toBe(true)
        await page.keyboard.press('Enter')
        await expect(page.locator('main')).toBeFocused()
        // The next Tab continues inside the main content, not in the top bar.
        await page.keyboard.press('Tab')
        expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true)
      })
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('banner')).toHaveJSProperty('tagName', 'HEADER')
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveJSProperty('tagName', 'MAIN')
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveJSProperty('tagName', 'FOOTER')

      if (isMobile) await menuButton(page).click()
      // Every navigation landmark in the markup has a name, and the ones exposed now are distinct.
      const all = await navigationNames(page.locator('nav, [role="navigation"]'))
      expect(all.length).toBeGreaterThanOrEqual(2)
      for (const name of all) expect(name, 'a navigation landmark without a name').not.toBe('')
      const exposed = await navigationNames(page.getByRole('navigation'))
      expect(exposed.length).toBeGreaterThanOrEqual(2)
      expect(new Set(exposed).size, `navigation names: ${exposed.join(', ')}`).toBe(exposed.length)
    })
  }

  test('the landmark check itself notices a navigation without a name', async ({ page }) => {
    await open(page, '/')
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<nav><a href="/about">About</a></nav><nav aria-labelledby="nothing-here"></nav>',
        ),
    )
    expect(await navigationNames(page.locator('main nav'))).toEqual(['', ''])
  })
})
