/**
 * Acceptance tests of the screens, one test (or, where a page is loaded once for several items,
 * one step) per checklist item of the specification (shared/spec/site-spec.md, section 2 "Screens
 * and routes" and section 7 "Calls it makes"), on every page where the item applies. Runs in both
 * projects: desktop (1280 px) and mobile (375 px).
 */
import type { Locator, Page } from '@playwright/test'
import {
  accessibleExpandedState,
  expect,
  menuButton,
  pageByPath,
  fixture,
  site,
  sitePages,
  mailtoHref,
  telHref,
  test,
  topBarLinks,
  waitForHydration,
  type SitePage,
} from './fixtures.ts'

/** Loads a page as a visitor would (a full page load) and waits until React has hydrated it. */
async function open(page: Page, sitePage: SitePage): Promise<void> {
  const response = await page.goto(sitePage.path)
  expect(response?.status()).toBe(sitePage.status)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.h1)
}

async function openMenu(page: Page): Promise<void> {
  await menuButton(page).click()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
}

async function expectMenuClosed(page: Page): Promise<void> {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('banner').locator('details')).toHaveJSProperty('open', false)
  // Its links are back out of sight.
  for (const link of await page.getByRole('banner').locator('details').getByRole('link', { includeHidden: true }).all())
    await expect(link).toBeHidden()
}

/** Opens the link in a new window and checks that window shows `url`, with no handle back to the site. */
async function expectOpensInNewWindow(page: Page, link: Locator, url: string): Promise<void> {
  await expect(link).toHaveAttribute('href', url)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
  await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
  const here = page.url()
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect(popup).toHaveURL(url)
  expect(await popup.evaluate(() => window.opener === null)).toBe(true)
  await popup.close()
  await expect(page).toHaveURL(here)
}

/** The look of an element, as far as the eye can tell a highlighted link from the others. */
const lookOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return [
      style.color,
      style.backgroundColor,
      style.boxShadow,
      style.fontWeight,
      style.textDecorationLine,
      style.borderBottomColor,
      style.borderBottomWidth,
    ].join(' | ')
  })

async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0)
}

// ---------------------------------------------------------------------------------------------
// Elements on every page: the top bar.
// ---------------------------------------------------------------------------------------------

// Each page is loaded once for all the items of the top bar (and once for the footer's), each item
// a step of its own: a page load is most of a test's time on a busy two-core machine.
test.describe('Top bar on every page', () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.path}: holds the logo, tagline, page links, Get Quote button, and stays fixed`, async ({
      page,
      isMobile,
    }) => {
      await open(page, sitePage)
      const bar = page.getByRole('banner')

      await test.step('holds the logo and the tagline "nourish your life"', async () => {
        await expect(bar).toBeVisible()
        const brand = bar.getByRole('link', { name: site.shortName })
        await expect(brand).toBeVisible()
        // The logo is decorative (alt=""): the link's text names it, so it has no accessible handle.
        await expectImageLoaded(brand.locator('img'))
        await expect(bar.getByText(site.tagline, { exact: true })).toBeVisible()
      })

      await test.step('holds a Get Quote button that opens the chat-app catalogue link in a new window', async () => {
        const quote = bar.getByRole('link', { name: `${site.quoteButton} (opens in a new tab)`, exact: true })
        await expect(quote).toBeVisible()
        await expect(quote).toContainText(site.quoteButton)
        await expectOpensInNewWindow(page, quote, site.chat.catalogueUrl)
      })

      await test.step("holds the links About, Products, Services and Contact, with the current page's link highlighted", async () => {
        if (isMobile) await openMenu(page)
        // The one navigation a visitor can see: in the bar on desktop, in the opened menu on mobile.
        const nav = bar.getByRole('navigation', { name: 'Main' })
        await expect(nav).toBeVisible()
        await expect(nav.getByRole('listitem')).toHaveText(topBarLinks.map((link) => link.name))
        const looks: Record<string, string> = {}
        for (const { name, path } of topBarLinks) {
          const link = nav.getByRole('link', { name, exact: true })
          await expect(link).toBeVisible()
          await expect(link).toHaveAttribute('href', path)
          if (name === sitePage.current) await expect(link).toHaveAttribute('aria-current', 'page')
          else await expect(link).not.toHaveAttribute('aria-current')
          looks[name] = await lookOf(link)
        }
        // Only the current page's link looks different from the others.
        const others = topBarLinks.filter((link) => link.name !== sitePage.current).map((link) => looks[link.name])
        expect(new Set(others).size, 'the links of the other pages all look alike').toBe(1)
        if (sitePage.current) expect(looks[sitePage.current], `${sitePage.current} is highlighted`).not.toBe(others[0])
        // No other link anywhere in the bar claims to be the current page.
        await expect(bar.getByRole('link').and(page.locator('[aria-current]'))).toHaveCount(sitePage.current ? 1 : 0)
        if (isMobile) {
          await menuButton(page).click()
          await expectMenuClosed(page)
        }
      })

      if (!isMobile)
        await test.step('desktop: the page links are shown in the bar, with no menu button', async () => {
          for (const { name } of topBarLinks) await expect(bar.getByRole('link', { name, exact: true })).toBeVisible()
          await expect(menuButton(page)).toBeHidden()
        })

      await test.step('is fixed: it stays at the top of the viewport after scrolling to the bottom', async () => {
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                window.scrollY > 0 &&
                Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
            ),
          )
          .toBe(true)
        await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0)
        await expect(bar.getByRole('link', { name: site.shortName })).toBeInViewport()
      })
    })
  }
})

test.describe('Top bar on small screens: a collapsible menu', () => {
  test.beforeEach(({ isMobile }) => test.skip(!isMobile, 'small screens only'))

  for (const sitePage of sitePages) {
    test.describe(sitePage.path, () => {
      test('the menu: shown closed, opened by its button, closed by its button, by Escape and by a click or tap outside', async ({
        page,
      }) => {
        await open(page, sitePage)

        await test.step('the menu button is shown and the links are hidden until it is opened; opening sets aria-expanded=true and shows them', async () => {
          const bar = page.getByRole('banner')
          await expect(menuButton(page)).toBeVisible()
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
          expect(await accessibleExpandedState(page, 'Menu'), 'the menu button is announced as collapsed').toBe(false)
          for (const { name } of topBarLinks) {
            const copies = bar.getByRole('link', { name, exact: true, includeHidden: true })
            await expect(copies).not.toHaveCount(0)
            for (const copy of await copies.all()) await expect(copy).toBeHidden()
          }

          await menuButton(page).click()
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
          await expect(bar.locator('details')).toHaveJSProperty('open', true)
          expect(await accessibleExpandedState(page, 'Menu'), 'the menu button is announced as expanded').toBe(true)
          // The button says which panel it opens, and that panel holds the links.
          const panelId = await menuButton(page).getAttribute('aria-controls')
          expect(panelId).toBeTruthy()
          const panel = page.locator(`[id="${panelId}"]`)
          await expect(panel).toBeVisible()
          for (const { name, path } of topBarLinks) {
            const link = panel.getByRole('link', { name, exact: true })
            await expect(link).toBeVisible()
            await expect(link).toBeInViewport()
            await expect(link).toHaveAttribute('href', path)
          }

          // The button closes it again.
          await menuButton(page).click()
          await expectMenuClosed(page)
        })

        await test.step('Escape closes the menu and returns focus to the menu button', async () => {
          await openMenu(page)
          // With focus on a link inside the menu.
          await page.getByRole('banner').getByRole('link', { name: site.nav.services, exact: true }).focus()
          await page.keyboard.press('Escape')
          await expectMenuClosed(page)
          await expect(menuButton(page)).toBeFocused()

          // With focus on the button itself.
          await openMenu(page)
          await menuButton(page).focus()
          await page.keyboard.press('Escape')
          await expectMenuClosed(page)
          await expect(menuButton(page)).toBeFocused()
          await expect(page).toHaveURL(new RegExp(`${sitePage.path}$`))
        })

        await test.step('clicking outside the menu closes it', async () => {
          // A click, and a tap on a touch screen, on a plain line of text out of the dropped-down
          // panel's way.
          for (const action of ['click', 'tap'] as const) {
            await openMenu(page)
            await page
              .getByRole('contentinfo')
              .getByText(/All rights reserved/)
              [action]()
            await expectMenuClosed(page)
            await expect(page).toHaveURL(new RegExp(`${sitePage.path}$`))
          }
        })
      })

      test('choosing a link navigates to its page and closes the menu', async ({ page }) => {
        await open(page, sitePage)
        const target = topBarLinks.find((link) => link.name !== sitePage.current && link.path !== sitePage.path)!
        await openMenu(page)
        await page.getByRole('banner').getByRole('link', { name: target.name, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${target.path}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath(target.path).h1)
        await expectMenuClosed(page)
      })

      if (sitePage.current) {
        test("choosing the current page's link closes the menu too", async ({ page }) => {
          await open(page, sitePage)
          await openMenu(page)
          await page.getByRole('banner').getByRole('link', { name: sitePage.current!, exact: true }).click()
          await expectMenuClosed(page)
          await expect(page).toHaveURL(new RegExp(`${sitePage.path}$`))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.h1)
        })
      }
    })
  }

  test('the highlighted link follows in-app navigation', async ({ page }) => {
    await open(page, pageByPath('/'))
    for (const { name, path } of topBarLinks) {
      await openMenu(page)
      await page.getByRole('banner').getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      // The new page has arrived (the menu closes when it does).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath(path).h1)
      await expectMenuClosed(page)
      await openMenu(page)
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current]')).toHaveCount(1)
      await menuButton(page).click()
      await expectMenuClosed(page)
    }
  })
})

test('Top bar: the highlighted link follows in-app navigation (desktop)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop layout only; see the small-screen menu tests')
  await open(page, pageByPath('/'))
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
  for (const { name, path } of topBarLinks) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageByPath(path).h1)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  }
})

// ---------------------------------------------------------------------------------------------
// Elements on every page: the footer.
// ---------------------------------------------------------------------------------------------

const socialLinks = [
  { name: 'Instagram', url: site.social.instagram },
  { name: 'Facebook', url: site.social.facebook },
  { name: 'YouTube', url: site.social.youtube },
  { name: 'TikTok', url: site.social.tiktok },
]

test.describe('Footer on every page', () => {
  for (const sitePage of sitePages) {
    test(`${sitePage.path}: holds the social links, quick links, contact information and copyright line`, async ({
      page,
    }) => {
      await open(page, sitePage)
      const footer = page.getByRole('contentinfo')

      await test.step('holds the social links: Instagram, Facebook, YouTube, TikTok, each opening in a new window', async () => {
        for (const { name, url } of socialLinks) {
          const link = footer.getByRole('link', { name: new RegExp(`\\b${name}\\b`) })
          await expect(link).toBeVisible()
          await expect(link).toHaveAttribute('href', url)
          await expect(link).toHaveAttribute('target', '_blank')
          await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
          await expect(link).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
        }
      })

      await test.step('holds quick links to every page', async () => {
        const quickLinks = footer.getByRole('navigation', { name: site.footer.quickLinksHeading })
        await expect(quickLinks).toBeVisible()
        const expected = [{ name: 'Home', path: '/' }, ...topBarLinks]
        await expect(quickLinks.getByRole('link')).toHaveText(expected.map((link) => link.name))
        for (const { name, path } of expected)
          await expect(quickLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', path)
      })

      await test.step('holds the contact information: two phone numbers as tel: links, two e-mail addresses as mailto: links, the street address in Aba, Abia State, Nigeria', async () => {
        expect(site.phones).toHaveLength(2)
        for (const phone of site.phones) {
          const link = footer.getByRole('link', { name: phone.number, exact: true })
          await expect(link).toBeVisible()
          await expect(link).toHaveAttribute('href', telHref(phone.number))
        }
        expect(site.emails).toHaveLength(2)
        for (const email of site.emails) {
          const link = footer.getByRole('link', { name: email.address, exact: true })
          await expect(link).toBeVisible()
          await expect(link).toHaveAttribute('href', mailtoHref(email.address))
        }
        await expect(footer.locator('address')).toBeVisible()
        await expect(
          footer.getByText(
            `${site.address.street}, ${site.address.city}, ${site.address.region}, ${site.address.country}`,
          ),
        ).toBeVisible()
      })

      await test.step('holds a copyright line for 2025', async () => {
        const line = footer.getByText(/©\s*2025\b/)
        await expect(line).toBeVisible()
        await expect(line).toContainText(site.name)
      })
    })
  }
})

// ---------------------------------------------------------------------------------------------
// Home.
// ---------------------------------------------------------------------------------------------

test.describe('Home', () => {
  const home = pageByPath('/')

  test('hero: the welcome headline as the only h1, the tagline, and two buttons', async ({ page }) => {
    await open(page, home)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main').getByText(fixture.home.hero.tagline)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: fixture.home.hero.primaryButton })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: fixture.home.hero.secondaryButton })).toBeVisible()
  })

  test('hero: Explore Our Products goes to /products inside the app', async ({ page }) => {
    await open(page, home)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const explore = page.getByRole('main').getByRole('link', { name: fixture.home.hero.primaryButton })
    await expect(explore).toHaveAttribute('href', '/products/')
    await expect(explore).not.toHaveAttribute('target')
    await explore.click()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.productsPage.heading)
    expect(documents).toEqual([])
  })

  test('hero: Get Quote Now opens the chat link in a new window', async ({ page }) => {
    await open(page, home)
    await expectOpensInNewWindow(
      page,
      page.getByRole('main').getByRole('link', { name: fixture.home.hero.secondaryButton }),
      site.chat.chatUrl,
    )
  })

  test('Why Choose: exactly five points, Quality Assurance, Competitive Pricing, Timely Delivery, Excellent Customer Service, Commitment to Sustainability', async ({
    page,
  }) => {
    await open(page, home)
    const section = page.getByRole('region', { name: fixture.home.whyChoose.heading })
    await expect(section).toBeVisible()
    const points = fixture.whyChoose.map((point) => point.title)
    await expect(section.getByRole('listitem')).toHaveCount(points.length)
    await expect(section.getByRole('listitem').getByRole('heading')).toHaveText(points)
    for (const item of await section.getByRole('listitem').all()) {
      await item.scrollIntoViewIfNeeded()
      await expect(item).toBeVisible()
      // A short text under each title.
      expect((await item.innerText()).length).toBeGreaterThan((await item.getByRole('heading').innerText()).length + 20)
    }
  })

  test('testimonials: exactly three, from a verified customer, a business partner and a regular customer, each rated with five stars', async ({
    page,
  }) => {
    await open(page, home)
    const section = page.getByRole('region', { name: fixture.home.testimonials.heading })
    await expect(section).toBeVisible()
    const quotes = section.getByRole('figure')
    await expect(quotes).toHaveCount(3)
    for (const author of [/verified customer/i, /business partner/i, /regular customer/i])
      await expect(quotes.filter({ hasText: author })).toHaveCount(1)
    for (const quote of await quotes.all()) {
      await quote.scrollIntoViewIfNeeded()
      await expect(quote.locator('blockquote')).toHaveText(/\S{3,}/)
      const rating = quote.getByRole('img', { name: 'Rated 5 out of 5 stars', exact: true })
      await expect(rating).toBeVisible()
      const stars = rating.locator('svg')
      await expect(stars).toHaveCount(5)
      for (const star of await stars.all()) {
        await expect(star).toBeVisible()
        // Filled: no accessible handle for that, the class gives the filled colour.
        await expect(star).toContainClass('rating__star--on')
      }
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Products.
// ---------------------------------------------------------------------------------------------

test.describe('Products', () => {
  const products = pageByPath('/products/')

  test('six product cards, in order Smoked Catfish, Dry Crayfish, Garri, Cassava Flour, Palm Oil, Blue Vervain, each with an image, a name and a description', async ({
    page,
  }) => {
    await open(page, products)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(fixture.products.length)
    await expect(cards.getByRole('heading')).toHaveText(fixture.products.map((product) => product.name))
    for (const card of await cards.all()) {
      const name = await card.getByRole('heading').innerText()
      await expect(card, `${name} card is named by its heading`).toHaveAccessibleName(name)
      const image = card.getByRole('img')
      await expect(image).toHaveCount(1)
      await expect(image).toHaveAttribute('alt', /\S/)
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      await expectImageLoaded(image)
      const description = card.locator('p')
      await expect(description.first()).toBeVisible()
      expect((await description.allInnerTexts()).join(' ').trim().length, `${name} has a description`).toBeGreaterThan(
        20,
      )
    }
  })

  test('Get Quote Now opens the chat link in a new window', async ({ page }) => {
    await open(page, products)
    await expectOpensInNewWindow(
      page,
      page.getByRole('main').getByRole('link', { name: fixture.productsPage.cta.button }),
      site.chat.chatUrl,
    )
  })
})

// ---------------------------------------------------------------------------------------------
// About.
// ---------------------------------------------------------------------------------------------

test.describe('About', () => {
  const about = pageByPath('/about/')

  test('vision', async ({ page }) => {
    await open(page, about)
    const vision = page.getByRole('region', { name: fixture.about.vision.heading })
    await expect(vision).toBeVisible()
    await expect(vision.locator('p')).toHaveText(/\S{20,}|\S+(\s+\S+){5,}/)
  })

  test('mission, as exactly five bullets', async ({ page }) => {
    await open(page, about)
    const mission = page.getByRole('region', { name: fixture.about.mission.heading })
    await expect(mission).toBeVisible()
    await expect(mission.getByRole('listitem')).toHaveText(fixture.about.mission.items)
    for (const bullet of await mission.getByRole('listitem').all()) await expect(bullet).toHaveText(/\S+(\s+\S+){3,}/)
  })

  test('four core values: Integrity, Sustainability, Quality, Community, each with an icon, a title and a description', async ({
    page,
  }) => {
    await open(page, about)
    const values = page.getByRole('region', { name: fixture.about.values.heading })
    const cards = values.getByRole('article')
    await expect(cards).toHaveCount(fixture.values.length)
    await expect(cards.getByRole('heading')).toHaveText(fixture.values.map((value) => value.title))
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      await expect(card.locator('svg')).toBeVisible()
      await expect(card.locator('p')).toHaveText(/\S+(\s+\S+){5,}/)
    }
  })

  test('What We Do: Aqua-farming, Agro-Processing, Packaging and Export, Agro Commodities Trading', async ({
    page,
  }) => {
    await open(page, about)
    const section = page.getByRole('region', { name: fixture.about.whatWeDo.heading })
    await expect(section.getByRole('listitem')).toHaveCount(fixture.about.whatWeDo.items.length)
    await expect(section.getByRole('listitem').getByRole('heading')).toHaveText(
      fixture.about.whatWeDo.items.map((item) => item.title),
    )
    for (const item of await section.getByRole('listitem').all()) {
      await item.scrollIntoViewIfNeeded()
      await expect(item.locator('p')).toHaveText(/\S+(\s+\S+){5,}/)
    }
  })

  test('the company story with an image', async ({ page }) => {
    await open(page, about)
    const story = page.getByRole('region', { name: fixture.about.story.heading })
    await story.scrollIntoViewIfNeeded()
    await expect(story).toBeVisible()
    const image = story.getByRole('img')
    await expect(image).toHaveAttribute('alt', /\S/)
    await expectImageLoaded(image)
    expect((await story.locator('p').allInnerTexts()).join(' ').length).toBeGreaterThan(200)
  })

  test('a link to /products', async ({ page }) => {
    await open(page, about)
    const link = page.getByRole('main').getByRole('link', { name: fixture.about.productsLink })
    await expect(link).toHaveAttribute('href', '/products/')
    await link.click()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.productsPage.heading)
  })
})

// ---------------------------------------------------------------------------------------------
// Services.
// ---------------------------------------------------------------------------------------------

test.describe('Services', () => {
  const services = pageByPath('/services/')
  const CLOSING = fixture.sourcedProducts.closing
  const TOGGLE = fixture.servicesPage.sourced.button

  /** "Products We Source": a <summary> (no ARIA role Playwright selects by) inside a <details>. */
  const toggleOf = (page: Page) => page.getByRole('main').locator('summary', { hasText: TOGGLE })
  const disclosureOf = (page: Page) =>
    page.getByRole('main').locator('details', { has: page.locator('summary', { hasText: TOGGLE }) })

  async function expectCollapsed(page: Page): Promise<void> {
    await expect(disclosureOf(page)).toHaveJSProperty('open', false)
    expect(await accessibleExpandedState(page, TOGGLE), 'the toggle button is announced as collapsed').toBe(false)
    const items = disclosureOf(page).getByRole('listitem', { includeHidden: true })
    expect(await items.count()).toBeGreaterThan(0)
    for (const item of await items.all()) await expect(item).toBeHidden()
    await expect(disclosureOf(page).getByText(CLOSING)).toBeHidden()
  }

  async function expectExpanded(page: Page): Promise<void> {
    await expect(disclosureOf(page)).toHaveJSProperty('open', true)
    expect(await accessibleExpandedState(page, TOGGLE), 'the toggle button is announced as expanded').toBe(true)
    const items = disclosureOf(page).getByRole('listitem')
    await expect(items.first()).toBeVisible()
    const count = await items.count()
    expect(count, 'about 23 sourced items').toBeGreaterThanOrEqual(20)
    expect(count, 'about 23 sourced items').toBeLessThanOrEqual(26)
    for (const item of await items.all()) {
      await expect(item).toBeVisible()
      // A label, then its category code (HS code, e.g. "HS 1207.40"), as shown on screen.
      await expect(item).toHaveText(/^\s*\S.*\S\s+HS\s*\d{4}(\.\d{2})?\s*$/s, { useInnerText: true })
    }
    const closing = disclosureOf(page).getByText(CLOSING, { exact: true })
    await expect(closing).toBeVisible()
    const lastLine = await disclosureOf(page).evaluate((element) =>
      (element as HTMLElement).innerText.trim().split('\n').at(-1)?.trim(),
    )
    expect(lastLine, 'the list ends with the closing line').toBe(CLOSING)
  }

  test('four service cards: Global Supply Chain, Customized Packaging, Personal Shopping, Sourcing and Supplying', async ({
    page,
  }) => {
    await open(page, services)
    const cards = page.getByRole('main').getByRole('article')
    await expect(cards).toHaveCount(fixture.services.length)
    await expect(cards.getByRole('heading')).toHaveText(fixture.services.map((service) => service.title))
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      await expect(card.locator('svg')).toBeVisible()
      await expect(card.locator('p').first()).toHaveText(/\S+(\s+\S+){5,}/)
    }
  })

  test('Products We Source: collapsed at first', async ({ page }) => {
    await open(page, services)
    await expect(toggleOf(page)).toBeVisible()
    await expectCollapsed(page)
  })

  test('Products We Source: a click expands the list of about 23 items, each with a category code, ending with "and any other agro product on demand"; another click collapses it', async ({
    page,
  }) => {
    await open(page, services)
    await toggleOf(page).click()
    await expectExpanded(page)
    await toggleOf(page).click()
    await expectCollapsed(page)
  })

  for (const key of ['Enter', 'Space'] as const) {
    test(`Products We Source: the keyboard (${key}) expands and collapses the list`, async ({ page }) => {
      await open(page, services)
      await toggleOf(page).focus()
      await expect(toggleOf(page)).toBeFocused()
      await page.keyboard.press(key)
      await expectExpanded(page)
      await page.keyboard.press(key)
      await expectCollapsed(page)
    })
  }

  test('Get Quote Now opens the chat link in a new window', async ({ page }) => {
    await open(page, services)
    await expectOpensInNewWindow(
      page,
      page.getByRole('main').getByRole('link', { name: fixture.servicesPage.cta.button }),
      site.chat.chatUrl,
    )
  })
})

// ---------------------------------------------------------------------------------------------
// Contact.
// ---------------------------------------------------------------------------------------------

test.describe('Contact', () => {
  const contact = pageByPath('/contact/')

  test('an embedded external form titled Get in Touch, 700 high, loaded lazily', async ({ page }) => {
    await open(page, contact)
    await expect(page.getByRole('main').getByRole('heading', { name: fixture.contact.form.title })).toBeVisible()
    const form = page.getByRole('main').locator(`iframe[title*="${fixture.contact.form.title}"]`)
    await expect(form).toHaveCount(1)
    // The contact page names the frame after the form's title (pages/contact/ContactPage.tsx).
    await expect(form).toHaveAccessibleName(`${fixture.contact.form.title}: contact form`)
    await expect(form).toHaveAttribute('src', site.contactForm.embedUrl)
    await expect(form).toHaveAttribute('height', '700')
    await expect(form).toHaveAttribute('loading', 'lazy')
    await form.scrollIntoViewIfNeeded()
    await expect.poll(async () => Math.round((await form.boundingBox())?.height ?? 0)).toBe(700)
    // The embedded page is shown inside the frame.
    await expect(form.contentFrame().getByText('External content')).toBeVisible()
  })

  test('an embedded map of the business location, titled and loaded lazily', async ({ page }) => {
    await open(page, contact)
    const map = page.getByRole('main').locator('iframe:not([title*="Get in Touch"])')
    await expect(map).toHaveCount(1)
    await expect(map).toHaveAttribute('src', site.map.embedUrl)
    await expect(map).toHaveAttribute('title', /\S/)
    await expect(map).toHaveAccessibleName(/Map|Aba/)
    await expect(map).toHaveAttribute('loading', 'lazy')
    await map.scrollIntoViewIfNeeded()
    await expect(map).toBeVisible()
    await expect(map.contentFrame().getByText('External content')).toBeVisible()
  })

  test('the frames start loading only after the page has painted, and show after in-app navigation too', async ({
    page,
    isMobile,
  }) => {
    await open(page, contact)
    const form = page.getByRole('main').locator('iframe[title*="Get in Touch"]')
    await expect(form.contentFrame().getByText('External content')).toBeVisible()
    const [requested, painted] = await page.evaluate(
      (src) => [
        performance.getEntriesByName(src)[0]?.startTime,
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      ],
      site.contactForm.embedUrl,
    )
    expect(painted).toBeDefined()
    expect(requested).toBeGreaterThan(painted!)

    // Rendered by React after in-app navigation, the frames get their address at once.
    await open(page, pageByPath('/'))
    if (isMobile) await openMenu(page)
    await page.getByRole('banner').getByRole('link', { name: site.nav.contact, exact: true }).click()
    await expect(page).toHaveURL(/\/contact\/$/)
    for (const title of [fixture.contact.form.title, 'Map:']) {
      const frame = page.getByRole('main').locator(`iframe[title*="${title}"]`)
      await frame.scrollIntoViewIfNeeded()
      await expect(frame.contentFrame().getByText('External content')).toBeVisible()
    }
  })

  test('a button to chat through the chat app, opening the chat link in a new window', async ({ page }) => {
    await open(page, contact)
    const chat = page.getByRole('main').getByRole('link', { name: fixture.contact.chat.button })
    await expect(chat).toBeVisible()
    await expectOpensInNewWindow(page, chat, site.chat.chatUrl)
  })

  test('two phone numbers as telephone links', async ({ page }) => {
    await open(page, contact)
    const main = page.getByRole('main')
    await expect(main.locator('a[href^="tel:"]')).toHaveCount(2)
    for (const phone of site.phones) {
      const link = main.getByRole('link', { name: phone.number, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', telHref(phone.number))
    }
  })

  test('two e-mail addresses, one for sales and one for enquiries, as mail links', async ({ page }) => {
    await open(page, contact)
    const main = page.getByRole('main')
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(2)
    for (const [email, purpose] of [
      [site.emails[0]!, /sales/i],
      [site.emails[1]!, /enquiries/i],
    ] as const) {
      const link = main.getByRole('link', { name: email.address, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', mailtoHref(email.address))
      await expect(
        main.getByRole('listitem').filter({ has: page.getByRole('link', { name: email.address, exact: true }) }),
      ).toContainText(purpose)
    }
  })

  test('a street address in Aba, Abia State, Nigeria', async ({ page }) => {
    await open(page, contact)
    const address = page.getByRole('main').locator('address')
    await expect(address).toBeVisible()
    for (const part of [site.address.street, site.address.city, site.address.region, site.address.country])
      await expect(address).toContainText(part)
  })
})

// ---------------------------------------------------------------------------------------------
// Page not found (the rest is in not-found.spec.ts).
// ---------------------------------------------------------------------------------------------

test('Page not found: shown with the top bar and the footer of every page', async ({ page }) => {
  const notFound = pageByPath('/no/such/page')
  await open(page, notFound)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('banner').getByText(site.tagline, { exact: true })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(
    page.getByRole('contentinfo').getByRole('navigation', { name: site.footer.quickLinksHeading }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByText(fixture.notFound.heading)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: fixture.notFound.homeLink })).toHaveAttribute(
    'href',
    '/',
  )
})

// ---------------------------------------------------------------------------------------------
// Outbound links and small screens, on every page.
// ---------------------------------------------------------------------------------------------

test.describe('Every external link opens in a new window, without access to the site', () => {
  for (const sitePage of sitePages) {
    test(sitePage.path, async ({ page }) => {
      await open(page, sitePage)
      const links = await page.locator('a[href]').evaluateAll((anchors) =>
        (anchors as HTMLAnchorElement[])
          .filter((anchor) => /^https?:/.test(anchor.href) && new URL(anchor.href).origin !== window.location.origin)
          .map((anchor) => ({
            href: anchor.getAttribute('href'),
            text: anchor.textContent?.trim() || anchor.getAttribute('aria-label'),
            target: anchor.target,
            rel: anchor.rel.split(/\s+/),
          })),
      )
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        expect.soft(link.target, `${link.text} (${link.href}) opens in a new window`).toBe('_blank')
        expect.soft(link.rel, `${link.text} (${link.href}) has rel=noopener`).toContain('noopener')
        expect.soft(link.rel, `${link.text} (${link.href}) has rel=noreferrer`).toContain('noreferrer')
      }
    })
  }
})

test.describe('No horizontal scrolling on small screens', () => {
  for (const width of [375, 320]) {
    for (const sitePage of sitePages) {
      test(`${width} px — ${sitePage.path}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await open(page, sitePage)
        const overflow = () =>
          page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        await page.waitForLoadState('load')
        expect(await overflow(), 'page wider than the screen').toBeLessThanOrEqual(0)
        // Nor with everything that can be opened opened.
        await openMenu(page)
        expect(await overflow(), 'page wider than the screen with the menu open').toBeLessThanOrEqual(0)
        await menuButton(page).click()
        await expectMenuClosed(page)
        if (sitePage.path === '/services/') {
          await page.getByRole('main').locator('summary', { hasText: fixture.servicesPage.sourced.button }).click()
          await expect(page.getByText(fixture.sourcedProducts.closing)).toBeVisible()
          expect(await overflow(), 'page wider than the screen with the sourced products shown').toBeLessThanOrEqual(0)
        }
      })
    }
  }
})
