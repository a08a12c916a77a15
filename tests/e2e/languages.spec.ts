/**
 * The site in its languages, as a visitor meets it: each language's pages at their own addresses,
 * in their language throughout (the document, the top bar, the footer, the words screen readers
 * hear, the quote message), a language switcher that is a plain link (so it works before and
 * without JavaScript) to the same page in the other language, and a not-found page in the
 * language of the address on each static host. Expectations come from the fixture content in
 * each language.
 */
import path from 'node:path'
import { chatLinkWithMessage } from '../../generator/contacts/links.ts'
import { categoryPath, fillTemplate } from '../../components/catalogue.ts'
import { HOSTS, startStaticServer, type StaticServer } from '../../scripts/lib/static-server.ts'
import { languagesOf, FIXTURE_CONTENT } from '../support/site.ts'
import { consoleErrors, expect, test, waitForHydration } from './fixtures.ts'

const [english, french] = languagesOf(FIXTURE_CONTENT)
if (!english || !french) throw new Error('The fixture content has English and French.')
const en = english.content
const fr = french.content
const product = fr.products[2]!

/** The pages every language has, by address within the language, with their h1 in each. */
const pages = [
  { path: '/', h1: (content: typeof en) => content.home.hero.headline },
  { path: '/products/', h1: (content: typeof en) => content.productsPage.heading },
  { path: '/about/', h1: (content: typeof en) => content.about.heading },
  { path: '/services/', h1: (content: typeof en) => content.servicesPage.heading },
  { path: '/contact/', h1: (content: typeof en) => content.contact.heading },
  {
    path: `/products/${product.slug}/`,
    h1: (content: typeof en) => content.products.find((each) => each.slug === product.slug)!.name,
  },
  {
    path: categoryPath(product.category!),
    h1: (content: typeof en) => content.categories.find((each) => each.slug === product.category)!.name,
  },
]

test.describe('the French pages', () => {
  for (const { path: pagePath, h1 } of pages) {
    test(`/fr${pagePath} is a French document, in French throughout, and hydrates without errors`, async ({
      page,
      consoleLogs,
    }) => {
      const response = await page.goto(`/fr${pagePath}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(fr))
      await expect(page.getByRole('link', { name: fr.interface.skipLink })).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toContainText(fr.site.footer.quickLinksHeading)
      await expect(page.getByRole('contentinfo')).toContainText(fr.interface.rights)
      await waitForHydration(page)
      // Still French once React has taken over.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(fr))
      expect(consoleErrors(consoleLogs)).toEqual([])
    })
  }

  test('name the top bar links in French and keep in-app navigation within the French pages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/fr/')
    await waitForHydration(page)
    const nav = page.getByRole('navigation', { name: fr.interface.mainNavigation })
    await nav.getByRole('link', { name: fr.site.nav.services }).click()
    await expect(page).toHaveURL(/\/fr\/services\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.servicesPage.heading)
    await expect(nav.getByRole('link', { name: fr.site.nav.services })).toHaveAttribute('aria-current', 'page')
  })

  test('open the chat with the quote message in French, naming the product in French', async ({ page }) => {
    await page.goto(`/fr/products/${product.slug}/`)
    const quote = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(fr.productsPage.quote.button) })
      .first()
    const href = await quote.getAttribute('href')
    expect(href).toBe(
      chatLinkWithMessage(fr.site.chat.chatUrl, fillTemplate(fr.productsPage.quote.message, { product: product.name })),
    )
    const message = new URL(href!).searchParams.get('text')
    expect(message).toContain(product.name)
    expect(message).toBe(fillTemplate(fr.productsPage.quote.message, { product: product.name }))
    expect(message).not.toBe(fillTemplate(en.productsPage.quote.message, { product: product.name }))
  })

  test('read numbers as French readers write them, and say the rating in French', async ({ page }) => {
    await page.goto('/fr/')
    const rating = page.getByRole('img', { name: fillTemplate(fr.interface.rating, { rating: 5, max: 5 }) })
    await expect(rating.first()).toBeVisible()
  })

  test('put a no-break space before each colon after a label, as French is written', async ({ page }) => {
    await page.goto('/fr/contact/')
    const labels = await page.locator('.contact-list__label').allTextContents()
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) expect(label.trim()).toMatch(/[^\s\u00A0]\u00A0:$/)
    // Also where a screen reader names a control by its product: "Demander un devis : Garri".
    await page.goto('/fr/products/')
    const named = await page.locator('.product-card .visually-hidden').allTextContents()
    expect(named.filter((text) => text.includes(':')).length).toBeGreaterThan(0)
    for (const text of named.filter((each) => each.includes(':'))) expect(text).toMatch(/^\u00A0: \S/)
  })
})

test.describe('the language switcher', () => {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled, viewport: { width: 1280, height: 800 } })

      for (const { path: pagePath, h1 } of pages) {
        test(`leads from ${pagePath} to the same page in French and back`, async ({ page }) => {
          await page.goto(pagePath)
          if (javaScriptEnabled) await waitForHydration(page)
          const toFrench = page
            .getByRole('navigation', { name: en.interface.language })
            .getByRole('link', { name: french.language.name })
          await expect(toFrench).toHaveAttribute('hreflang', 'fr')
          await expect(toFrench).toHaveAttribute('lang', 'fr')
          await toFrench.click()
          await expect(page).toHaveURL(new RegExp(`/fr${pagePath.replace(/\//g, '\\/')}$`))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(fr))
          await page
            .getByRole('navigation', { name: fr.interface.language })
            .getByRole('link', { name: english.language.name })
            .click()
          await expect(page).toHaveURL(new RegExp(`${pagePath.replace(/\//g, '\\/')}$`))
          await expect(page.locator('html')).toHaveAttribute('lang', 'en')
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1(en))
        })
      }

      test('is in the small-screen menu too', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 800 })
        await page.goto('/about/')
        await page.getByRole('banner').locator('summary').click()
        const link = page
          .getByRole('banner')
          .getByRole('list', { name: en.interface.language })
          .getByRole('link', { name: french.language.name })
        await expect(link).toBeVisible()
        await link.click()
        await expect(page).toHaveURL(/\/fr\/about\/$/)
      })
    })
  }

  test("follows in-app navigation to a product's page: it then leads to that product in French", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/products/')
    await waitForHydration(page)
    const card = en.products.find((each) => each.slug === product.slug)!
    await page.getByRole('link', { name: card.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name)
    await expect(
      page.getByRole('navigation', { name: en.interface.language }).getByRole('link', { name: french.language.name }),
    ).toHaveAttribute('href', `/fr/products/${product.slug}/`)
  })

  test("follows in-app navigation to a category's page: it then leads to that category in French", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/products/')
    await waitForHydration(page)
    const category = en.categories.find((each) => each.slug === product.category)!
    await page
      .getByRole('navigation', { name: en.productsPage.categories.heading })
      .getByRole('link', { name: new RegExp(`^${category.name}`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${categoryPath(category.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name)
    await expect(
      page.getByRole('navigation', { name: en.interface.language }).getByRole('link', { name: french.language.name }),
    ).toHaveAttribute('href', `/fr${categoryPath(category.slug)}`)
  })

  test("leads from a page that has no translation (the not-found page) to the other language's home", async ({
    page,
  }) => {
    await page.goto('/fr/no-such-page/')
    // In the top bar and in the small-screen menu (one of them shown, by the width of the screen).
    const links = page.getByRole('banner').locator('a[hreflang="en"]')
    await expect(links).toHaveCount(2)
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/')
  })
})

test.describe('links to the translations of a page, for search engines', () => {
  test('each page lists itself, its French or English twin and x-default, and the twin lists it back', async ({
    request,
  }) => {
    for (const { path: pagePath } of pages) {
      const links = async (address: string) => {
        const html = await (await request.get(address)).text()
        return Object.fromEntries(
          [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [
            match[1]!,
            new URL(match[2]!).pathname,
          ]),
        )
      }
      const expected = { en: pagePath, fr: `/fr${pagePath}`, 'x-default': pagePath }
      expect(await links(pagePath), pagePath).toEqual(expected)
      expect(await links(`/fr${pagePath}`), `/fr${pagePath}`).toEqual(expected)
    }
  })
})

test.describe('the French not-found page', () => {
  const CLIENT_DIR = path.join(process.env.E2E_OUT_DIR ?? '.cache/e2e', 'client')

  for (const host of HOSTS) {
    test.describe(`on ${host}`, () => {
      let server: StaticServer
      test.beforeAll(async () => {
        server = await startStaticServer({ dir: CLIENT_DIR, host })
      })
      test.afterAll(async () => {
        await server.close()
      })

      test('answers an unknown French address in French, and logs the address asked for', async ({
        page,
        request,
        consoleLogs,
      }) => {
        const asked = '/fr/products/no-such-product/'
        expect((await request.get(server.url + asked, { maxRedirects: 0 })).status()).toBe(404)
        // GitHub Pages has one not-found page: it sends a French address on to the French one.
        await page.goto(server.url + asked, { waitUntil: 'commit' })
        if (host === 'github') await page.waitForURL(/\/fr\/404\.html\?from=/)
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.notFound.heading)
        await expect(page.getByRole('link', { name: fr.notFound.homeLink })).toHaveAttribute('href', '/fr/')
        await waitForHydration(page)
        await expect.poll(() => consoleLogs.map((log) => log.text)).toContain(`Page not found: ${asked}`)
      })

      test('answers an unknown English address in English', async ({ page }) => {
        const response = await page.goto(`${server.url}/no-such-page/`)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.heading)
      })
    })
  }
})
