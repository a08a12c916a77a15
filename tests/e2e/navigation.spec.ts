import type { Page } from '@playwright/test'
import { consoleErrors, expect, fixture, pageByPath, site, test, waitForHydration } from './fixtures.ts'

test.describe('after hydration', () => {
  test('links navigate inside the app without reloading the page', async ({ page, consoleLogs }) => {
    await page.goto('/')
    await waitForHydration(page)
    // A full page load would wipe this marker.
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'))
    const documentRequests: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url())
    })

    await page.getByRole('link', { name: fixture.home.hero.primaryButton }).click()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/products/').h1)
    await expect(page).toHaveTitle(new RegExp(`${site.shortName}$`))

    await page.locator('footer').getByRole('link', { name: site.nav.about }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/about/').h1)

    await page.goBack()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/products/').h1)

    expect(documentRequests).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe('still here')
    expect(consoleErrors(consoleLogs)).toEqual([])
  })

  test('each page title and description follow in-app navigation', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const homeTitle = await page.title()
    await page.locator('footer').getByRole('link', { name: site.nav.services }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/services/').h1)
    await expect(page).not.toHaveTitle(homeTitle)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    // The same page loaded directly has the same title and description.
    const title = await page.title()
    await page.goto('/services/')
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description!)
  })

  test('focus moves to the new page heading, and the page starts at the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.mouse.wheel(0, 3000)
    await page.locator('footer').getByRole('link', { name: site.nav.contact }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

for (const path of ['/', '/products/', '/about/', '/services/', '/contact/']) {
  test(`${path} hydrates without console errors or warnings`, async ({ page, consoleLogs }) => {
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors(consoleLogs)).toEqual([])
    expect(consoleLogs.filter((log) => log.type === 'warning')).toEqual([])
  })
}

/** The scripts a page loads, up to its hydration. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  await page.goto(path)
  await waitForHydration(page)
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  )
}

test.describe('when a page script cannot be fetched', () => {
  for (const when of ['after the page has settled', 'before its scripts have run'] as const) {
    test(`during in-app navigation (a redeploy removed it), the page loads in full from the host, and Back works ${when}`, async ({
      page,
    }) => {
      await page.goto('/')
      await waitForHydration(page)
      // The new deployment: every script this page has not loaded yet is gone.
      const loaded = new Set(
        await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
      )
      // Once the full page load has begun, its scripts can be held back until Back is pressed.
      let releaseScripts = () => {}
      const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
      let reloaded = false
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() !== 'document') return
        documents.push(new URL(request.url()).pathname)
        reloaded = true
      })
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        if (when === 'before its scripts have run' && reloaded) await scriptsReleased
        if (loaded.has(route.request().url())) await route.continue()
        else await route.fulfill({ status: 404, body: 'Not found' })
      })

      await page.locator('footer').getByRole('link', { name: site.nav.about, exact: true }).click()
      await expect(page).toHaveURL(/\/about\/$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/about/').h1)
      expect(documents).toContain('/about/')

      await page.goBack({ waitUntil: 'commit' })
      releaseScripts()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/').h1)
    })
  }

  test('on arrival, the page stays as the host sent it: complete, with a working menu', async ({
    page,
    consoleLogs,
    isMobile,
  }) => {
    const home = new Set(await loadedScripts(page, '/'))
    const aboutOnly = (await loadedScripts(page, '/about/')).filter((script) => !home.has(script))
    expect(aboutOnly.length).toBeGreaterThan(0)
    await page.route(
      (url) => aboutOnly.includes(url.href),
      (route) => route.fulfill({ status: 404, body: 'Not found' }),
    )
    await page.goto('/about/')
    await expect.poll(() => consoleLogs.some((log) => log.text.startsWith('Not hydrated'))).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/about/').h1)
    await expect(page.getByRole('main').getByRole('link', { name: fixture.about.productsLink })).toBeVisible()
    if (isMobile) {
      await page.getByRole('banner').locator('summary').click()
      await expect(page.getByRole('banner').getByRole('link', { name: site.nav.contact, exact: true })).toBeVisible()
    }
  })
})

test.describe('when the page script cannot be loaded', () => {
  // A dropped connection or a blocked host: the page stays as its HTML made it, and nothing waits
  // for a script that will not come (the room kept for the enquiry form, the search's results).
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/entries\/renderer_client\.[^/]*\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    )
  })

  const failed = async (page: Page, path: string) => {
    await page.goto(path)
    await expect(page.locator('html')).toHaveClass(/\bscript-failed\b/)
  }

  test('product cards keep no empty room for the enquiry form', async ({ page }) => {
    await failed(page, '/products/')
    const forms = page.locator('.product-card .enquiry-add')
    expect(await forms.count()).toBeGreaterThan(0)
    for (const form of await forms.all()) expect(await form.boundingBox()).toBeNull()
  })

  test('the enquiry page says the list needs JavaScript', async ({ page }) => {
    await failed(page, '/enquiry/')
    await expect(page.locator('.enquiry__no-script')).toBeVisible()
  })
})
