/**
 * The site without JavaScript: a visitor whose browser runs no script (or before the script has
 * loaded) still reads every page in full, opens the small-screen menu and the sourced-products
 * list (both are <details>), and follows real links.
 */
import type { Browser, Page, ViewportSize } from '@playwright/test'
import {
  expect,
  fixture,
  menuButton,
  pageByPath,
  site,
  sitePages,
  test,
  topBarLinks,
  waitForHydration,
  type SitePage,
} from './fixtures.ts'

// The browser context of every test here is created with javaScriptEnabled: false.
test.use({ javaScriptEnabled: false })

async function open(page: Page, sitePage: SitePage): Promise<void> {
  const response = await page.goto(sitePage.path)
  expect(response?.status()).toBe(sitePage.status)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.h1)
}

/** The lines of text a visitor sees in each landmark of the page (blank lines left out). */
async function landmarkTexts(page: Page): Promise<{ banner: string[]; main: string[]; footer: string[] }> {
  const lines = async (role: 'banner' | 'main' | 'contentinfo') =>
    (await page.getByRole(role).innerText())
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
  return { banner: await lines('banner'), main: await lines('main'), footer: await lines('contentinfo') }
}

async function textsWithJavaScript(
  browser: Browser,
  options: { baseURL: string | undefined; viewport: ViewportSize | null; isMobile: boolean; hasTouch: boolean },
  path: string,
): Promise<{ banner: string[]; main: string[]; footer: string[] }> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: true })
  try {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>External stub</title>' }),
    )
    const page = await context.newPage()
    await page.goto(path)
    await waitForHydration(page)
    // The enquiry list's forms on the products need JavaScript, by design (enquiry.spec.ts).
    await page.locator('form[data-enquiry-add]').evaluateAll((forms) => forms.forEach((form) => form.remove()))
    return await landmarkTexts(page)
  } finally {
    await context.close()
  }
}

test.describe('Without JavaScript, every page shows its full text', () => {
  for (const sitePage of sitePages) {
    test(sitePage.path, async ({ page, browser, baseURL, viewport, isMobile, hasTouch }) => {
      await open(page, sitePage)
      // JavaScript really is off: the menu button only gains aria-expanded once React runs.
      await expect(menuButton(page)).not.toHaveAttribute('aria-expanded')

      const withoutScript = await landmarkTexts(page)
      const withScript = await textsWithJavaScript(browser, { baseURL, viewport, isMobile, hasTouch }, sitePage.path)
      expect(withoutScript.main.join(' ').length).toBeGreaterThan(20)
      expect(withoutScript.banner).toEqual(withScript.banner)
      expect(withoutScript.footer).toEqual(withScript.footer)
      // The not-found page adds the attempted address once the script knows it: the only difference allowed.
      const expectedMain =
        sitePage.status === 404 ? withScript.main.filter((line) => line !== sitePage.path) : withScript.main
      expect(withoutScript.main).toEqual(expectedMain)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('contentinfo').getByText(new RegExp(`©\\s*${site.copyrightYear}`))).toBeVisible()
    })
  }

  test('key texts of every section are visible', async ({ page }) => {
    const { home, about, servicesPage, contact, notFound } = fixture
    const expectations: Record<string, string[]> = {
      '/': [
        home.hero.headline,
        home.hero.primaryButton,
        home.hero.secondaryButton,
        fixture.whyChoose[0]!.title,
        fixture.whyChoose.at(-1)!.title,
        home.testimonials.heading,
        fixture.testimonials[0]!.role,
      ],
      '/products/': [...fixture.products.map((product) => product.name), fixture.productsPage.cta.button],
      '/about/': [
        about.vision.heading,
        about.mission.heading,
        fixture.values[0]!.title,
        fixture.values.at(-1)!.title,
        about.whatWeDo.heading,
        about.whatWeDo.items.at(-1)!.title,
        about.story.heading,
      ],
      '/services/': [
        ...fixture.services.map((service) => service.title),
        servicesPage.sourced.button,
        servicesPage.cta.button,
      ],
      '/contact/': [
        contact.form.title,
        contact.chat.button,
        ...site.emails.map((email) => email.address),
        site.address.region,
      ],
      '/no/such/page': [notFound.heading, notFound.homeLink],
    }
    for (const sitePage of sitePages) {
      await test.step(sitePage.path, async () => {
        await open(page, sitePage)
        for (const text of expectations[sitePage.path]!) {
          const element = page.getByRole('main').getByText(text).first()
          await element.scrollIntoViewIfNeeded()
          await expect(element, `${String(text)} on ${sitePage.path}`).toBeVisible()
        }
      })
    }
  })
})

test.describe('Without JavaScript, the small-screen menu', () => {
  test.beforeEach(async ({ page, viewport }) => {
    if ((viewport?.width ?? 0) > 375) await page.setViewportSize({ width: 375, height: 812 })
  })

  test('opens to show the page links, and closes again', async ({ page }) => {
    await open(page, pageByPath('/'))
    const bar = page.getByRole('banner')
    await expect(menuButton(page)).toBeVisible()
    for (const { name } of topBarLinks) await expect(bar.getByRole('link', { name, exact: true })).toHaveCount(0)

    await menuButton(page).click()
    await expect(bar.locator('details')).toHaveJSProperty('open', true)
    for (const { name, path } of topBarLinks) {
      const link = bar.getByRole('link', { name, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', path)
    }

    await menuButton(page).click()
    await expect(bar.locator('details')).toHaveJSProperty('open', false)
    for (const { name } of topBarLinks) await expect(bar.getByRole('link', { name, exact: true })).toHaveCount(0)
  })

  test('links load their page, where the menu is closed', async ({ page }) => {
    await open(page, pageByPath('/'))
    for (const { name, path } of topBarLinks) {
      await menuButton(page).click()
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath(path).h1)
      await expect(page.getByRole('banner').locator('details')).toHaveJSProperty('open', false)
    }
  })
})

test.describe('Without JavaScript, Products We Source', () => {
  const TOGGLE = fixture.servicesPage.sourced.button
  const toggleOf = (page: Page) => page.getByRole('main').locator('summary', { hasText: TOGGLE })
  const disclosureOf = (page: Page) =>
    page.getByRole('main').locator('details', { has: page.locator('summary', { hasText: TOGGLE }) })
  const CLOSING = fixture.sourcedProducts.closing

  test('starts collapsed, and a click expands and collapses the list', async ({ page }) => {
    await open(page, pageByPath('/services/'))
    await expect(disclosureOf(page)).toHaveJSProperty('open', false)
    await expect(disclosureOf(page).getByText(CLOSING)).toBeHidden()

    await toggleOf(page).click()
    await expect(disclosureOf(page)).toHaveJSProperty('open', true)
    const items = disclosureOf(page).getByRole('listitem')
    await expect(items.first()).toBeVisible()
    await expect(items).toHaveCount(fixture.sourcedProducts.items.length)
    await expect(disclosureOf(page).getByText(CLOSING, { exact: true })).toBeVisible()

    await toggleOf(page).click()
    await expect(disclosureOf(page)).toHaveJSProperty('open', false)
    await expect(disclosureOf(page).getByText(CLOSING)).toBeHidden()
  })

  test('the keyboard expands it too', async ({ page }) => {
    await open(page, pageByPath('/services/'))
    await toggleOf(page).focus()
    await page.keyboard.press('Enter')
    await expect(disclosureOf(page)).toHaveJSProperty('open', true)
    await expect(disclosureOf(page).getByText(CLOSING, { exact: true })).toBeVisible()
  })
})

test.describe('Without JavaScript, links are real links that load their page', () => {
  test('top bar links (desktop bar or small-screen menu)', async ({ page, isMobile }) => {
    await open(page, pageByPath('/'))
    for (const { name, path } of topBarLinks) {
      if (isMobile) await menuButton(page).click()
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath(path).h1)
    }
    await page.getByRole('banner').getByRole('link', { name: site.shortName }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/').h1)
  })

  test('footer quick links', async ({ page }) => {
    await open(page, pageByPath('/contact/'))
    for (const { name, path } of [...topBarLinks, { name: 'Home', path: '/' }]) {
      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: site.footer.quickLinksHeading })
        .getByRole('link', { name, exact: true })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath(path).h1)
    }
  })

  test('buttons inside pages: Explore Our Products (Home), the products link (About), Return to Home (not found)', async ({
    page,
  }) => {
    await open(page, pageByPath('/'))
    await page.getByRole('main').getByRole('link', { name: fixture.home.hero.primaryButton }).click()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/products/').h1)

    await open(page, pageByPath('/about/'))
    await page.getByRole('main').getByRole('link', { name: fixture.about.productsLink }).click()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/products/').h1)

    await open(page, pageByPath('/no/such/page'))
    await page.getByRole('main').getByRole('link', { name: fixture.notFound.homeLink }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath('/').h1)
  })
})

test.describe('Without JavaScript, the contact page', () => {
  test('shows the contact form and the map in their frames, without a click', async ({ page }) => {
    await open(page, pageByPath('/contact/'))
    const frames = [
      { title: fixture.contact.form.title, src: site.contactForm.embedUrl },
      { title: 'Map:', src: site.map.embedUrl },
    ]
    for (const { title, src } of frames) {
      // The frame the script would fill in stays hidden; its <noscript> copy is the one shown.
      const frame = page.getByRole('main').locator(`iframe[title*="${title}"]:visible`)
      await expect(frame).toHaveCount(1)
      await expect(frame).toHaveAttribute('src', src)
      await frame.scrollIntoViewIfNeeded()
      await expect(frame.contentFrame().getByText('External content')).toBeVisible()
    }
  })
})
