/**
 * The built site on servers that follow the documented rules of each static host (Netlify,
 * Cloudflare Pages, GitHub Pages; see scripts/lib/static-server.ts): every address the site
 * publishes is answered directly, other forms of it redirect or end on the same page, and the
 * page shown always agrees with the status code, without hydration errors.
 */
import path from 'node:path'
import { HOSTS, startStaticServer, type StaticServer } from '../../scripts/lib/static-server.ts'
import { attr, elements, parseHtml } from '../support/html.ts'
import { FIXTURE_CONTENT, languagesOf, sitemapUrls } from '../support/site.ts'
import { categoryListings, categoryPath, productPath } from '../../components/catalogue.ts'
import { consoleErrors, expect, sitePages, test, waitForHydration } from './fixtures.ts'

/** The build of the fixture content the web server serves (see playwright.config.ts). */
const CLIENT_DIR = path.join(process.env.E2E_OUT_DIR ?? '.cache/e2e', 'client')
const realPages = sitePages.filter((sitePage) => sitePage.status === 200)
const products = realPages.find((sitePage) => sitePage.path === '/products/')!
const home = realPages.find((sitePage) => sitePage.path === '/')!
const notFound = sitePages.find((sitePage) => sitePage.status === 404)!

for (const host of HOSTS) {
  test.describe(`on ${host}`, () => {
    let server: StaticServer
    test.beforeAll(async () => {
      server = await startStaticServer({ dir: CLIENT_DIR, host })
    })
    test.afterAll(async () => {
      await server.close()
    })

    test('every address the site publishes is answered 200 without a redirect', async ({ request }) => {
      // The sitemap, each page's canonical address and every link between pages.
      const sitemap = await request.get(`${server.url}/sitemap.xml`, { maxRedirects: 0 })
      expect(sitemap.status()).toBe(200)
      const published = new Set(sitemapUrls(await sitemap.text()).map((url) => new URL(url).pathname))
      expect([...published].sort()).toEqual(
        languagesOf(FIXTURE_CONTENT)
          .flatMap(({ language, content }) =>
            [
              ...realPages.map((sitePage) => sitePage.path),
              '/search/',
              // Besides the screens: the enquiry page.
              '/enquiry/',
              ...content.products.map((product) => productPath(product.slug)),
              // A page per category with products (the fixture's lists are one page long).
              ...categoryListings(content.categories, content.products).map(({ category }) =>
                categoryPath(category.slug),
              ),
            ].map((pagePath) => language.prefix + pagePath),
          )
          .sort(),
      )
      for (const pagePath of [...published]) {
        const response = await request.get(server.url + pagePath, { maxRedirects: 0 })
        expect(response.status(), pagePath).toBe(200)
        const document = parseHtml(await response.text())
        const canonical = elements(document)
          .filter((element) => element.tagName === 'link')
          .find((link) => attr(link, 'rel') === 'canonical')
        expect(new URL(attr(canonical!, 'href')!).pathname, `canonical of ${pagePath}`).toBe(pagePath)
        for (const link of elements(document).filter((element) => element.tagName === 'a')) {
          const href = attr(link, 'href') ?? ''
          if (href.startsWith('/') && !href.startsWith('//')) published.add(new URL(href, 'http://x').pathname)
        }
      }
      for (const pagePath of published) {
        expect((await request.get(server.url + pagePath, { maxRedirects: 0 })).status(), pagePath).toBe(200)
      }
    })

    test('an address without its trailing slash redirects to the page, keeping the query', async ({ request }) => {
      const response = await request.get(`${server.url}/products?from=card`, { maxRedirects: 0 })
      expect(response.status()).toBe(host === 'cloudflare' ? 308 : 301)
      expect(response.headers()['location']).toBe('/products/?from=card')
    })

    for (const [address, shown] of [
      ['/index.html', home],
      ['/products/index.html', products],
      ['/products', products],
    ] as const) {
      test(`${address} shows the page the host answered, at its own address, without errors`, async ({
        page,
        consoleLogs,
      }) => {
        const response = await page.goto(server.url + address)
        expect(response!.status()).toBe(200)
        await waitForHydration(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.h1)
        // The address bar holds the page's own address, so the menu marks it as current.
        await expect(page).toHaveURL(server.url + shown.path)
        if (shown.current) {
          // On small screens the menu links are inside the closed menu: present, not visible.
          await expect(page.locator('header a[aria-current="page"]').first()).toHaveText(shown.current)
        }
        await page.waitForLoadState('networkidle')
        expect(consoleErrors(consoleLogs)).toEqual([])
        expect(consoleLogs.filter((log) => log.type === 'warning')).toEqual([])
      })
    }

    for (const address of ['/PRODUCTS/', '/Products/', '/products/INDEX.html']) {
      test(`${address} (file names are case-sensitive) is a 404 and shows the not-found page`, async ({
        page,
        consoleLogs,
      }) => {
        const response = await page.goto(server.url + address)
        expect(response!.status()).toBe(404)
        await waitForHydration(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.h1)
        await expect(page.getByText(address, { exact: true })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(consoleErrors(consoleLogs, { notFoundPage: server.url + address })).toEqual([])
      })
    }

    test(`the security headers are ${host === 'github' ? 'absent (GitHub Pages cannot send them), and the page carries its policy' : 'sent with every page'}`, async ({
      request,
    }) => {
      const response = await request.get(`${server.url}/contact/`)
      const policy = response.headers()['content-security-policy']
      if (host === 'github') expect(policy).toBeUndefined()
      else expect(policy).toContain("frame-ancestors 'none'")
      const document = parseHtml(await response.text())
      const meta = elements(document).filter((element) => element.tagName === 'meta')
      expect(meta.some((element) => attr(element, 'http-equiv') === 'Content-Security-Policy')).toBe(true)
      expect(meta.find((element) => attr(element, 'name') === 'referrer')?.attrs).toContainEqual({
        name: 'content',
        value: 'strict-origin-when-cross-origin',
      })
    })
  })
}
