import { test as base, expect, type ConsoleMessage } from '@playwright/test'

export interface ConsoleLog {
  type: string
  text: string
  url: string
}

/**
 * Every test page:
 * - answers requests to other hosts (chat app, form, map) with a stub, because the test
 *   machine has no outside network and the site must not depend on them to render;
 * - records console messages and uncaught errors, for tests to assert on.
 */
export const test = base.extend<{ consoleLogs: ConsoleLog[]; externalRequests: string[] }>({
  externalRequests: async ({}, use) => {
    await use([])
  },
  consoleLogs: async ({ page, externalRequests }, use) => {
    const logs: ConsoleLog[] = []
    await page.context().route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      externalRequests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>External stub</title><p>External content</p>' })
    })
    page.on('console', (message: ConsoleMessage) => logs.push({ type: message.type(), text: message.text(), url: message.location().url }))
    page.on('pageerror', (error) => logs.push({ type: 'pageerror', text: error.message, url: '' }))
    await use(logs)
  },
})

/** Console errors. `notFoundPage`: the address of a page expected to be answered with status 404,
 *  whose "Failed to load resource" note from the browser is then not an error of the site. */
export function consoleErrors(logs: readonly ConsoleLog[], { notFoundPage }: { notFoundPage?: string } = {}): ConsoleLog[] {
  return logs.filter(
    (log) => (log.type === 'error' || log.type === 'pageerror') && !(notFoundPage && log.url === notFoundPage && /status of 404/.test(log.text)),
  )
}

/** Waits until React has hydrated the page (the menu button gains aria-expanded only then). */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.locator('summary.mobile-menu__button')).toHaveAttribute('aria-expanded', /true|false/)
}

export { expect }
