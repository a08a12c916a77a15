import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test'
import type { Site, SiteContent } from '../../generator/content/schemas/collections/index.ts'
import { mailtoHref, telHref } from '../../generator/contacts/links.ts'
import { contentOf, FIXTURE_CONTENT } from '../support/site.ts'

export interface ConsoleLog {
  type: string
  text: string
  url: string
}

/**
 * Every test page:
 * - answers requests to other hosts (chat app, form, map) with a stub: the tests must not depend
 *   on other websites, and the site must render without them;
 * - records console messages and uncaught errors, for tests to assert on.
 */
export const test = base.extend<{ consoleLogs: ConsoleLog[]; externalRequests: string[] }>({
  externalRequests: async ({}, use) => {
    await use([])
  },
  // Automatic: every test gets the stub for other hosts, whether or not it reads the logs.
  consoleLogs: [
    async ({ page, externalRequests }, use) => {
      const logs: ConsoleLog[] = []
      await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
        externalRequests.push(route.request().url())
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>External stub</title><p>External content</p>',
        })
      })
      page.on('console', (message: ConsoleMessage) =>
        logs.push({ type: message.type(), text: message.text(), url: message.location().url }),
      )
      page.on('pageerror', (error) => logs.push({ type: 'pageerror', text: error.message, url: '' }))
      await use(logs)
    },
    { auto: true },
  ],
})

/** Console errors. `notFoundPage`: the address of a page expected to be answered with status 404,
 *  whose "Failed to load resource" note from the browser is then not an error of the site. */
export function consoleErrors(
  logs: readonly ConsoleLog[],
  { notFoundPage }: { notFoundPage?: string } = {},
): ConsoleLog[] {
  return logs.filter(
    (log) =>
      (log.type === 'error' || log.type === 'pageerror') &&
      !(notFoundPage && log.url === notFoundPage && /status of 404/.test(log.text)),
  )
}

/** Waits until React has hydrated the page (the menu button gains aria-expanded only then). A page's
 *  first visit in a worker, on a busy two-core machine, can take over five seconds to load its
 *  scripts and hydrate: the wait is longer than the default one of assertions. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('summary.mobile-menu__button')).toHaveAttribute('aria-expanded', /true|false/, {
    timeout: 15_000,
  })
}

/**
 * Waits until the page has stopped scrolling: the site scrolls smoothly (to a focused element, to
 * the top), and what is measured mid-scroll is a moment no one looks at, such as a button passing
 * under the sticky top bar. Still means the same scroll position over three intervals of 50 ms
 * (four samples), as a slow machine can pause a smooth scroll for a sample; two seconds at most.
 */
export async function scrollSettled(page: Page): Promise<void> {
  const position = () => page.evaluate(() => `${window.scrollX},${window.scrollY}`)
  let previous = await position()
  for (let attempt = 0, unchanged = 0; attempt < 40 && unchanged < 3; attempt++) {
    await page.waitForTimeout(50)
    const current = await position()
    unchanged = current === previous ? unchanged + 1 : 0
    previous = current
  }
}

export { expect }

// ---------------------------------------------------------------------------------------------
// Helpers for the acceptance tests (screens.spec.ts, no-javascript.spec.ts).
// ---------------------------------------------------------------------------------------------

/** The fixture content the browser tests' site is built from (see playwright.config.ts), as the
 *  content pipeline reads and validates it: expected wording is read from it, not written here. */
export const fixture: SiteContent = contentOf(FIXTURE_CONTENT)
/** Its site-wide details: links, numbers, addresses. */
export const site: Site = fixture.site

export { mailtoHref, telHref }

export interface SitePage {
  path: string
  /** Text of the page's only h1. */
  h1: string
  /** The label of the top bar link that is the current page, if any. */
  current: string | null
  status: number
}

/** Every screen of the specification, the page-not-found screen included (reached at an unknown path). */
export const sitePages: readonly SitePage[] = [
  { path: '/', h1: fixture.home.hero.headline, current: null, status: 200 },
  { path: '/products/', h1: fixture.productsPage.heading, current: site.nav.products, status: 200 },
  { path: '/about/', h1: fixture.about.heading, current: site.nav.about, status: 200 },
  { path: '/services/', h1: fixture.servicesPage.heading, current: site.nav.services, status: 200 },
  { path: '/contact/', h1: fixture.contact.heading, current: site.nav.contact, status: 200 },
  { path: '/no/such/page', h1: fixture.notFound.heading, current: null, status: 404 },
]

/** The screen at a path of sitePages. */
export const pageByPath = (path: string): SitePage => sitePages.find((sitePage) => sitePage.path === path)!

export const topBarLinks = [
  { name: site.nav.about, path: '/about/' },
  { name: site.nav.products, path: '/products/' },
  { name: site.nav.services, path: '/services/' },
  { name: site.nav.contact, path: '/contact/' },
] as const

/** The small-screen menu button: a <summary>, which has no ARIA role Playwright can select by. */
export function menuButton(page: Page): Locator {
  return page.getByRole('banner').locator('summary')
}

/**
 * Whether Chromium's accessibility tree (what a screen reader reads) reports the disclosure
 * button whose name contains `name` as expanded: true, false, or undefined if it reports no state.
 */
export async function accessibleExpandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        ignored: boolean
        name?: { value?: string }
        properties?: { name: string; value: { value: unknown } }[]
      }[]
    }
    const node = nodes.find(
      (candidate) =>
        !candidate.ignored &&
        String(candidate.name?.value ?? '').includes(name) &&
        candidate.properties?.some((p) => p.name === 'expanded'),
    )
    const expanded = node?.properties?.find((p) => p.name === 'expanded')
    return expanded ? Boolean(expanded.value.value) : undefined
  } finally {
    await cdp.detach()
  }
}
