import { consoleErrors, expect, test, waitForHydration } from './fixtures.ts'

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

    await page.getByRole('link', { name: 'Explore Our Products' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products')
    await expect(page).toHaveTitle(/Ala Harvest$/)

    await page.locator('footer').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Ala Harvest')

    await page.goBack()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Products')

    expect(documentRequests).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe('still here')
    expect(consoleErrors(consoleLogs)).toEqual([])
  })

  test('each page title and description follow in-app navigation', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const homeTitle = await page.title()
    await page.locator('footer').getByRole('link', { name: 'Services' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
    await expect(page).not.toHaveTitle(homeTitle)
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    // The same page loaded directly has the same title and description.
    const title = await page.title()
    await page.goto('/services')
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description!)
  })

  test('focus moves to the new page heading, and the page starts at the top', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.mouse.wheel(0, 3000)
    await page.locator('footer').getByRole('link', { name: 'Contact' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

for (const path of ['/', '/products', '/about', '/services', '/contact']) {
  test(`${path} hydrates without console errors or warnings`, async ({ page, consoleLogs }) => {
    await page.goto(path)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(consoleErrors(consoleLogs)).toEqual([])
    expect(consoleLogs.filter((log) => log.type === 'warning')).toEqual([])
  })
}
