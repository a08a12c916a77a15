/**
 * The catalogue as buyers use it: a card per product linking to the product's own page, a
 * quote request that names the product, the product's details, the trail and the products
 * before and after, in-app navigation between them, the categories as a way in (from the
 * products page to a category's page, to a product and back by the trail, with and without
 * JavaScript, in each language), and the not-found page for an unknown product. On the fixture
 * content (six products in four categories, one page of the list).
 */
import type { Page } from '@playwright/test'
import { categoryListings, categoryPath, fillTemplate, productPath } from '../../components/catalogue.ts'
import { chatLinkWithMessage } from '../../generator/contacts/links.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'
import { consoleErrors, expect, fixture, site, test, waitForHydration } from './fixtures.ts'

const products = fixture.products
const copy = fixture.productsPage
const categoryOf = (product: (typeof products)[number]) =>
  fixture.categories.find((category) => category.slug === product.category)
const quoteHref = (name: string) =>
  chatLinkWithMessage(site.chat.chatUrl, fillTemplate(copy.quote.message, { product: name }))

/** Loads an address in full and waits for hydration. */
async function arrive(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
}

/** Marks the current document: the mark survives in-app navigation, not a full page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1)

test.describe('Product cards', () => {
  test('each card has one link, its name, to the product page; the whole card answers a click', async ({ page }) => {
    await arrive(page, '/products/')
    const cards = page.locator('.product-card')
    await expect(cards).toHaveCount(products.length)
    for (const [index, product] of products.entries()) {
      const card = cards.nth(index)
      const pageLinks = card.locator(`a[href="${productPath(product.slug)}"]`)
      await expect(pageLinks).toHaveCount(1)
      await expect(pageLinks).toHaveAccessibleName(product.name)
      // No link or button inside another.
      expect(await card.locator('a a, a button, button a').count()).toBe(0)
    }
    // A click on the picture, not the name, opens the product too.
    await markDocument(page)
    const picture = (await cards.first().locator('img').boundingBox())!
    await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2)
    await expect(page).toHaveURL(new RegExp(`${productPath(products[0]!.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[0]!.name)
    expect(await sameDocument(page)).toBe(true)
  })

  test('each card asks for a quote about its product in the chat app, in a new window', async ({ page, context }) => {
    await arrive(page, '/products/')
    for (const product of products) {
      const quote = page
        .locator('.product-card')
        .filter({ hasText: product.name })
        .getByRole('link', {
          name: new RegExp(`${copy.quote.button}.*${product.name}`),
        })
      await expect(quote).toHaveAttribute('href', quoteHref(product.name))
      await expect(quote).toHaveAttribute('target', '_blank')
      await expect(quote).toHaveAttribute('rel', /noopener/)
    }
    const popup = context.waitForEvent('page')
    await page.getByRole('link', { name: new RegExp(`${copy.quote.button}.*${products[2]!.name}`) }).click()
    const chat = await popup
    expect(decodeURIComponent(new URL(chat.url()).searchParams.get('text') ?? '')).toBe(
      fillTemplate(copy.quote.message, { product: products[2]!.name }),
    )
    // The chat window cannot reach back into the site.
    expect(await chat.evaluate(() => window.opener)).toBeNull()
  })

  test('the page keeps the Get Quote Now button opening the chat without a message', async ({ page }) => {
    await arrive(page, '/products/')
    const button = page.getByRole('main').getByRole('link', { name: new RegExp(copy.cta.button) })
    await expect(button).toHaveAttribute('href', site.chat.chatUrl)
  })
})

test.describe('A product page', () => {
  const product = products.find((item) => item.packSizes && item.certifications)!

  test('shows the product, its details, a quote button naming it, and its title and description', async ({
    page,
    consoleLogs,
  }) => {
    await arrive(page, productPath(product.slug))
    await expect(page).toHaveTitle(`${product.name} | ${site.shortName}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    const main = page.getByRole('main')
    await expect(main.getByRole('img', { name: product.image.alt })).toBeVisible()
    await expect(main).toContainText(product.description.text.slice(0, 60))
    const details = main.locator('dl')
    // The category by its name, a link to its page.
    const category = categoryOf(product)!
    await expect(
      details
        .locator('dt', { hasText: copy.details.category })
        .locator('+ dd')
        .getByRole('link', { name: category.name }),
    ).toHaveAttribute('href', categoryPath(category.slug))
    for (const [term, value] of [
      [copy.details.minimumOrder, product.minimumOrder],
      [copy.details.origin, product.origin],
      [copy.details.shelfLife, product.shelfLife],
      [copy.details.storage, product.storage],
      [copy.details.hsCode, product.hsCode],
    ] as const) {
      if (value === undefined) continue
      await expect(details.locator('dt', { hasText: term }).locator('+ dd')).toHaveText(value)
    }
    await expect(details.locator('dt', { hasText: copy.details.packSizes }).locator('+ dd li')).toHaveText(
      product.packSizes!,
    )
    await expect(details.locator('dt', { hasText: copy.details.certifications }).locator('+ dd li')).toHaveText(
      product.certifications!,
    )
    const quote = main.getByRole('link', { name: new RegExp(copy.quote.button) })
    await expect(quote).toHaveAttribute('href', quoteHref(product.name))
    await expect(quote).toHaveAttribute('target', '_blank')
    expect(consoleErrors(consoleLogs)).toEqual([])
  })

  test('leaves out the details a product does not have', async ({ page }) => {
    // The same page, with the product's file holding fewer details, is a build matter
    // (tests/build/catalogue.test.ts); here: no empty rows.
    await arrive(page, productPath(product.slug))
    for (const value of await page.locator('dd').allTextContents()) expect(value.trim()).not.toBe('')
  })

  test('has a trail back to the home page and the list it is on', async ({ page }) => {
    await arrive(page, productPath(product.slug))
    const trail = page.getByRole('navigation', { name: copy.browse.trail })
    await expect(trail.getByRole('link')).toHaveText([copy.browse.home, site.nav.products])
    await expect(trail.locator('[aria-current="page"]')).toHaveText(product.name)
    await markDocument(page)
    await trail.getByRole('link', { name: site.nav.products }).click()
    await expect(page).toHaveURL(/\/products\/$/)
    await expect(page.locator('.product-card')).toHaveCount(products.length)
    expect(await sameDocument(page)).toBe(true)
  })

  test('moves to the products before and after, in the app, with the title, focus and Back of a page load', async ({
    page,
  }) => {
    const [first, second] = products
    await arrive(page, productPath(first!.slug))
    const more = page.getByRole('navigation', { name: copy.browse.moreProducts })
    await expect(more.getByRole('link', { name: new RegExp(copy.browse.previousProduct) })).toHaveCount(0)
    await markDocument(page)
    await more.getByRole('link', { name: new RegExp(`${copy.browse.nextProduct}.*${second!.name}`) }).click()
    await expect(page).toHaveURL(new RegExp(`${productPath(second!.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name)
    await expect(page).toHaveTitle(`${second!.name} | ${site.shortName}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    expect(await sameDocument(page)).toBe(true)
    await expect(
      page.getByRole('navigation', { name: copy.browse.moreProducts }).getByRole('link', {
        name: new RegExp(`${copy.browse.previousProduct}.*${first!.name}`),
      }),
    ).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${productPath(first!.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name)
    expect(await sameDocument(page)).toBe(true)

    // The last product has no next one.
    const last = products.at(-1)!
    await arrive(page, productPath(last.slug))
    await expect(
      page
        .getByRole('navigation', { name: copy.browse.moreProducts })
        .getByRole('link', { name: new RegExp(copy.browse.nextProduct) }),
    ).toHaveCount(0)
  })

  test('the top bar still navigates in the app from a product page', async ({ page, isMobile }) => {
    await arrive(page, productPath(product.slug))
    await markDocument(page)
    if (isMobile) await page.getByRole('banner').locator('summary').click()
    await page.getByRole('banner').getByRole('link', { name: site.nav.about, exact: true }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.about.heading)
    expect(await sameDocument(page)).toBe(true)
  })
})

/** Each language of the fixture, with the categories that have products in it. */
const languages = languagesOf(FIXTURE_CONTENT).map(({ language, content }) => ({
  language,
  content,
  listings: categoryListings(content.categories, content.products),
  local: (sitePath: string) => `${language.prefix}${sitePath}`,
  count: (value: number) => new Intl.NumberFormat(language.code).format(value),
}))

for (const { language, content, listings, local, count } of languages) {
  const words = content.productsPage
  const linkText = (listing: (typeof listings)[number]) =>
    fillTemplate(words.categories.link, { category: listing.category.name, count: count(listing.products.length) })
  // The category with the most products, and its first product.
  const listing = [...listings].sort((a, b) => b.products.length - a.products.length)[0]!
  const [product] = listing.products

  /** From the products page to a category's page, a product of it, and back by the trail; each
   *  step checked the same with and without JavaScript. */
  async function browseCategory(page: Page) {
    const categories = page.getByRole('navigation', { name: words.categories.heading })
    await expect(categories.getByRole('link')).toHaveText(listings.map(linkText))
    await categories.getByRole('link', { name: linkText(listing) }).click()
    await expect(page).toHaveURL(new RegExp(`${local(categoryPath(listing.category.slug))}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.category.name)
    await expect(page).toHaveTitle(
      `${fillTemplate(words.categories.title, { category: listing.category.name })} | ${content.site.shortName}`,
    )
    const main = page.getByRole('main')
    await expect(main).toContainText(listing.category.description.text.slice(0, 60))
    await expect(main.locator('.product-card__name')).toHaveText(listing.products.map((each) => each.name))
    await expect(
      main.getByRole('link', { name: new RegExp(`${words.quote.button}.*${product!.name}`) }),
    ).toHaveAttribute(
      'href',
      chatLinkWithMessage(content.site.chat.chatUrl, fillTemplate(words.quote.message, { product: product!.name })),
    )
    const trail = page.getByRole('navigation', { name: words.browse.trail })
    await expect(trail.getByRole('link')).toHaveText([words.browse.home, content.site.nav.products])
    await expect(trail.locator('[aria-current="page"]')).toHaveText(listing.category.name)

    // To a product, whose category links back to this page.
    await main.getByRole('link', { name: product!.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${local(productPath(product!.slug))}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name)
    await page
      .getByRole('main')
      .locator('dt', { hasText: words.details.category })
      .locator('+ dd')
      .getByRole('link', { name: listing.category.name })
      .click()
    await expect(page).toHaveURL(new RegExp(`${local(categoryPath(listing.category.slug))}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.category.name)

    // Back to the products page by the trail.
    await page
      .getByRole('navigation', { name: words.browse.trail })
      .getByRole('link', { name: content.site.nav.products })
      .click()
    await expect(page).toHaveURL(new RegExp(`${local('/products/')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading)
  }

  test.describe(`Categories in ${language.name}`, () => {
    test('lead from the products page to a category, a product and back, in the app', async ({ page, consoleLogs }) => {
      await arrive(page, local('/products/'))
      await markDocument(page)
      await browseCategory(page)
      expect(await sameDocument(page)).toBe(true)
      expect(consoleErrors(consoleLogs)).toEqual([])
    })

    test('a category page reached in full hydrates as it is, and its links navigate in the app', async ({ page }) => {
      await arrive(page, local(categoryPath(listing.category.slug)))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.category.name)
      await markDocument(page)
      await page.getByRole('main').getByRole('link', { name: product!.name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${local(productPath(product!.slug))}$`))
      expect(await sameDocument(page)).toBe(true)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${local(categoryPath(listing.category.slug))}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.category.name)
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('lead from the products page to a category, a product and back, by plain links', async ({ page }) => {
        const response = await page.goto(local('/products/'))
        expect(response?.status()).toBe(200)
        await browseCategory(page)
      })
    })
  })
}

test.describe('An unknown product', () => {
  test('is answered with the not-found page and status 404', async ({ page }) => {
    const response = await page.goto('/products/no-such-product/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.notFound.heading)
    // Hydrated as the not-found page, which then names the address that was not found.
    await waitForHydration(page)
    await expect(page.getByText('/products/no-such-product/', { exact: true })).toBeVisible()
  })

  test('reached in the app, shows the not-found page', async ({ page }) => {
    await arrive(page, '/products/')
    // A link to it inside the list, as an editor's Markdown could hold.
    await page
      .locator('[data-server-html]')
      .evaluate((list) => list.insertAdjacentHTML('beforeend', '<a href="/products/no-such-product/">Gone</a>'))
    await markDocument(page)
    await page.getByRole('link', { name: 'Gone' }).click()
    await expect(page).toHaveURL(/\/products\/no-such-product\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fixture.notFound.heading)
    expect(await sameDocument(page)).toBe(true)
  })
})

test.describe('Without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a card link loads the product page, complete with its quote button', async ({ page }) => {
    await page.goto('/products/')
    await page.getByRole('link', { name: products[1]!.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${productPath(products[1]!.slug)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(products[1]!.name)
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(copy.quote.button) })).toHaveAttribute(
      'href',
      quoteHref(products[1]!.name),
    )
  })
})
