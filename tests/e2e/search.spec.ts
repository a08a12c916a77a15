/**
 * The site search as visitors use it: the form on the products page and the search page, the
 * link in the top bar; searches by exact name, by the start of a word and by the editors' other
 * names, in English and French; the results' heading and polite live region, the keyboard; the
 * search code loaded only once a search field gets focus (nothing of it before, and no script
 * before the first paint); the search page without JavaScript (the categories, status 200); and
 * the Content-Security-Policy holding while searching. Expectations come from the fixture content.
 */
import type { Page, Request } from '@playwright/test'
import { categoryListings, categoryPath, fillTemplate, productPath } from '../../components/catalogue.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'
import { expectNoAxeViolations } from './axe.ts'
import { consoleErrors, expect, test, waitForHydration } from './fixtures.ts'

const [english, french] = languagesOf(FIXTURE_CONTENT)
if (!english || !french) throw new Error('The fixture content has English and French.')
const en = english.content
const fr = french.content
const productOf = (content: typeof en, slug: string) => content.products.find((product) => product.slug === slug)!

/** The heading of the results of `query` that found `count` products, in `content`'s words. */
const resultsHeading = (content: typeof en, count: number, query: string, plural: (n: number) => 'one' | 'other') =>
  fillTemplate(content.searchPage.results[plural(count)], { count, query })
const englishPlural = (count: number) => (count === 1 ? 'one' : 'other')
const frenchPlural = (count: number) => (count <= 1 ? 'one' : 'other')

/** The names of the results shown, in order. */
const resultNames = (page: Page) => page.locator('.search-result__name').allTextContents()

/** Searches with the form of the current page, as a visitor types. */
async function searchFor(page: Page, query: string, field = page.getByRole('searchbox').first()): Promise<void> {
  await field.fill(query)
  await field.press('Enter')
}

test.describe('Searching', () => {
  test('from the products page, by exact name, by the start of a word and by other names', async ({
    page,
    consoleLogs,
  }) => {
    await page.goto('/products/')
    await waitForHydration(page)
    const palmOil = productOf(en, 'palm-oil')
    await searchFor(page, palmOil.name)
    await expect(page).toHaveURL(/\/search\/\?q=Palm\+Oil$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.searchPage.heading)
    // Garri, roasted with palm oil, has both words in its description: after the product so named.
    await expect.poll(async () => (await resultNames(page))[0]).toBe(palmOil.name)
    const found = (await resultNames(page)).length
    await expect(
      page.getByRole('heading', { level: 2, name: resultsHeading(en, found, palmOil.name, englishPlural) }),
    ).toBeVisible()

    // The start of a word: both cassava products, the one named so first.
    await searchFor(page, 'cass')
    await expect
      .poll(async () => (await resultNames(page)).slice(0, 2))
      .toEqual([productOf(en, 'cassava-flour').name, productOf(en, 'garri').name])

    // Other names the editors gave: gari and eba for garri, lafun for cassava flour.
    for (const [query, slug] of [
      ['gari', 'garri'],
      ['eba', 'garri'],
      ['lafun', 'cassava-flour'],
      ['oporo', 'dry-crayfish'],
    ] as const) {
      expect(productOf(en, slug).otherNames).toContain(query)
      await searchFor(page, query)
      await expect.poll(async () => (await resultNames(page))[0], query).toBe(productOf(en, slug).name)
    }
    expect(consoleErrors(consoleLogs)).toEqual([])
  })

  test('in French: accents and capitals folded, the French other names, French words throughout', async ({ page }) => {
    await page.goto('/fr/products/')
    await waitForHydration(page)
    await searchFor(page, 'MANIOC', page.getByRole('searchbox', { name: fr.interface.search.label }))
    await expect(page).toHaveURL(/\/fr\/search\/\?q=MANIOC$/)
    await expect.poll(async () => (await resultNames(page))[0]).toBe(productOf(fr, 'cassava-flour').name)
    const crayfish = productOf(fr, 'dry-crayfish')
    expect(crayfish.otherNames).toContain('écrevisses séchées')
    await searchFor(page, 'ecrevisses')
    await expect.poll(() => resultNames(page)).toEqual([crayfish.name])
    await expect(page.locator('.search-results__title')).toHaveText(resultsHeading(fr, 1, 'ecrevisses', frenchPlural))
    await expect(page.locator('.search-results__title')).toHaveRole('heading')
    // A result links to the French product page, and names its category in French.
    const result = page.locator('.search-result').first()
    await expect(result.getByRole('link', { name: crayfish.name })).toHaveAttribute(
      'href',
      `/fr${productPath(crayfish.slug)}`,
    )
    await expect(result).toContainText(fr.categories.find((category) => category.slug === crayfish.category)!.name)
    await searchFor(page, 'eba')
    await expect.poll(async () => (await resultNames(page))[0]).toBe(productOf(fr, 'garri').name)
  })

  test('a result opens its product page in the app; Back returns to the results and their words', async ({
    page,
    consoleLogs,
  }) => {
    await page.goto('/search/?q=gari')
    await waitForHydration(page)
    // Arriving with a search: hydrated as the server rendered it, then searched.
    await expect.poll(() => resultNames(page)).toEqual([productOf(en, 'garri').name])
    expect(consoleErrors(consoleLogs)).toEqual([])
    const garri = productOf(en, 'garri')
    await page.getByRole('link', { name: garri.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${productPath(garri.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(garri.name)
    await page.goBack()
    await expect.poll(() => resultNames(page)).toEqual([garri.name])
    await expect(page.getByRole('searchbox')).toHaveValue('gari')
  })

  test('no product found: says so, and offers the categories', async ({ page }) => {
    await page.goto('/search/?q=zebra')
    await waitForHydration(page)
    await expect(
      page.getByRole('heading', { level: 2, name: fillTemplate(en.searchPage.noResults, { query: 'zebra' }) }),
    ).toBeVisible()
    await expect(page.getByText(en.searchPage.noResultsHint)).toBeVisible()
    await expect(page.locator('.search-result')).toHaveCount(0)
    for (const { category } of categoryListings(en.categories, en.products))
      await expect(page.getByRole('link', { name: new RegExp(`^${category.name}`) })).toHaveAttribute(
        'href',
        categoryPath(category.slug),
      )
  })

  test('the top bar links to the search page on every screen', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const link = page.getByRole('banner').getByRole('link', { name: en.interface.search.link, exact: true })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/search\/$/)
    await expect(page.getByRole('searchbox', { name: en.interface.search.label })).toBeVisible()
    await expect(link).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('Keyboard and screen readers', () => {
  test('the form is a labelled search landmark; a search is announced politely and focus stays in the field', async ({
    page,
  }) => {
    await page.goto('/search/')
    await waitForHydration(page)
    const form = page.getByRole('search')
    await expect(form).toHaveCount(1)
    const field = form.getByRole('searchbox', { name: en.interface.search.label })
    await field.focus()
    await page.keyboard.type('gari')
    await page.keyboard.press('Enter')
    // The search's live region, in the page (the top bar has the enquiry list's own).
    const status = page.getByRole('main').getByRole('status')
    await expect(status).toHaveText(resultsHeading(en, 1, 'gari', englishPlural))
    await expect(field).toBeFocused()
    // Tab leaves the field, passes its button, and reaches the result's link.
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: en.interface.search.button })).toBeFocused()
    await page.keyboard.press('Tab')
    const garri = productOf(en, 'garri')
    await expect(page.getByRole('link', { name: garri.name, exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(garri.name)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })

  test('results and the message when nothing was found have no axe violations, in both languages', async ({ page }) => {
    // Four pages checked by axe: about 25 s on a two-processor machine, near the 30 s default.
    test.slow()
    for (const [address, query] of [
      ['/search/', 'cassava'],
      ['/fr/search/', 'manioc'],
    ] as const) {
      await page.goto(`${address}?q=${query}`)
      await waitForHydration(page)
      await expect(page.locator('.search-result').first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, `${address}: results of "${query}"`)
      await searchFor(page, 'zebra')
      await expect(page.locator('.search-results__hint')).toBeVisible()
      await expectNoAxeViolations(page, `${address}: nothing found`)
    }
  })

  test('the live region says when nothing was found', async ({ page }) => {
    await page.goto('/search/')
    await waitForHydration(page)
    await searchFor(page, 'zebra')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      fillTemplate(en.searchPage.noResults, { query: 'zebra' }),
    )
  })
})

test.describe('The search code loads on demand', () => {
  /** Every request of the page, in order, with when it was made. */
  function recordRequests(page: Page): Request[] {
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    return requests
  }
  const isScript = (request: Request) => request.resourceType() === 'script' || request.url().endsWith('.js')
  const isIndex = (request: Request) => /\/search\/index\.json$|\/assets\/search\//.test(request.url())

  test('on the products page: no script before the first paint, nothing of the search until a field gets focus', async ({
    page,
  }) => {
    const requests = recordRequests(page)
    await page.goto('/products/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    // No script was asked for before the page's first paint.
    const [firstPaint, scriptsBefore] = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && entry.startTime < paint)
      return [paint, scripts.map((entry) => entry.name)] as const
    })
    expect(firstPaint).toBeGreaterThan(0)
    expect(scriptsBefore).toEqual([])
    // Hydrated, and still nothing of the search: no index, and no script holding its code.
    const beforeFocus = [...requests]
    expect(beforeFocus.filter(isIndex)).toEqual([])
    const scriptsLoaded = await Promise.all(
      beforeFocus.filter(isScript).map(async (request) => (await request.response())?.text() ?? ''),
    )
    expect(scriptsLoaded.filter((code) => code.includes('search/index.json'))).toEqual([])

    await page.getByRole('searchbox', { name: en.interface.search.label }).focus()
    await expect
      .poll(() => requests.filter(isIndex).map((request) => new URL(request.url()).pathname))
      .toEqual(['/search/index.json'])
    const after = requests.slice(beforeFocus.length).filter(isScript)
    expect(after.length).toBeGreaterThan(0)
    const codeAfter = await Promise.all(after.map(async (request) => (await request.response())?.text() ?? ''))
    expect(codeAfter.some((code) => code.includes('search/index.json'))).toBe(true)
  })

  test('a search fetches the words files of its words and the results it shows, nothing more', async ({ page }) => {
    const requests = recordRequests(page)
    await page.goto('/search/')
    await waitForHydration(page)
    await searchFor(page, 'gari eba')
    await expect.poll(() => resultNames(page)).toEqual([productOf(en, 'garri').name])
    const files = requests.filter(isIndex).map((request) =>
      new URL(request.url()).pathname
        .split('/')
        .at(-1)!
        .replace(/\.[0-9a-f]{10}\.json$/, ''),
    )
    expect(files.sort()).toEqual(['index.json', 'r-0', 'w-eb', 'w-ga'])
  })
})

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { site, prefix } of [
    { site: english, prefix: '' },
    { site: french, prefix: '/fr' },
  ]) {
    test(`${prefix || '/'}: the products page's form leads to the search page, which offers every category (status 200)`, async ({
      page,
    }) => {
      const content = site.content
      await page.goto(`${prefix}/products/`)
      const field = page.getByRole('searchbox', { name: content.interface.search.label })
      await field.fill('garri')
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().includes('/search/')),
        field.press('Enter'),
      ])
      expect(response.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${prefix}/search/\\?q=garri$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.searchPage.heading)
      // Shown from <noscript>, which Playwright's text locators do not look into: read as rendered.
      expect(await page.getByRole('main').innerText()).toContain(content.searchPage.noScript)
      const listings = categoryListings(content.categories, content.products)
      expect(listings.length).toBeGreaterThan(0)
      for (const { category, products } of listings)
        await expect(
          page.getByRole('link', {
            name: fillTemplate(content.productsPage.categories.link, {
              category: category.name,
              count: products.length,
            }),
          }),
        ).toHaveAttribute('href', `${prefix}${categoryPath(category.slug)}`)
      await expect(page.getByRole('link', { name: content.productsPage.browse.allProducts })).toHaveAttribute(
        'href',
        `${prefix}/products/`,
      )
    })
  }
})

test.describe('Content-Security-Policy while searching', () => {
  test('the search page has the policy of every page, and searching breaks none of it', async ({
    page,
    consoleLogs,
    request,
  }) => {
    await page.addInitScript(() => {
      const store: string[] = []
      ;(window as unknown as { __violations: string[] }).__violations = store
      document.addEventListener('securitypolicyviolation', (event) =>
        store.push(`${event.effectiveDirective} ${event.blockedURI}`),
      )
    })
    const response = await page.goto('/products/')
    const policy = response!.headers()['content-security-policy']
    expect(policy).toContain("connect-src 'self'")
    // Nothing beyond the policy of every page: no WebAssembly, no workers.
    expect(policy).not.toMatch(/wasm|worker-src|unsafe-eval/)
    expect((await request.get('/search/')).headers()['content-security-policy']).toBe(policy)
    await waitForHydration(page)
    await searchFor(page, 'cassava')
    await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThan(1)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
    expect(consoleLogs.filter((log) => /Content[- ]Security[- ]Policy/i.test(log.text))).toEqual([])
  })
})
