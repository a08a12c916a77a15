import { consoleErrors, expect, fixture, test, waitForHydration } from './fixtures.ts'

test('an unknown path is answered with status 404 and the not-found page', async ({ page, consoleLogs, baseURL }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.notFound.heading)
  await waitForHydration(page)
  // The attempted path is written to the console log.
  await expect
    .poll(() => consoleLogs.filter((log) => log.type === 'log').map((log) => log.text))
    .toContain('Page not found: /no/such/page')
  await expect(page.getByText('/no/such/page')).toBeVisible()
  expect(consoleErrors(consoleLogs, { notFoundPage: `${baseURL}/no/such/page` })).toEqual([])

  await page.getByRole('link', { name: fixture.notFound.homeLink }).click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.home.hero.headline)
})

test('in-app navigation to an unknown path shows the not-found page too', async ({ page, consoleLogs }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/missing')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.notFound.heading)
  await expect.poll(() => consoleLogs.map((log) => log.text)).toContain('Page not found: /missing')
})
