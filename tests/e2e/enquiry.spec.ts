/**
 * One enquiry for several products, as buyers use it: a product added from its card or its page
 * with a pack size and a quantity, the list kept across in-app navigation, full page loads, a
 * reload and other tabs, its count in the top bar, reviewed and changed on the enquiry page, and
 * sent as one WhatsApp message (or numbered ones, when too long for a chat link) or the same text
 * by e-mail; every change said to screen readers, all of it by keyboard, in English and French.
 * Without JavaScript, nothing of it shows and each product keeps its quote link. Wording, products
 * and addresses come from the fixture content.
 */
import type { Locator, Page } from '@playwright/test'
import { fillTemplate, productPath } from '../../components/catalogue.ts'
import { storageKey } from '../../components/enquiry/storage.ts'
import type { EnquiryItem } from '../../components/enquiry/list.ts'
import { CHAT_LINK_LIMIT } from '../../components/enquiry/message.ts'
import type { SiteContent } from '../../generator/content/schemas/collections/index.ts'
import { absolute, FIXTURE_CONTENT, languagesOf } from '../support/site.ts'
import { expectNoAxeViolations } from './axe.ts'
import { consoleErrors, expect, menuButton, test, waitForHydration } from './fixtures.ts'

const [english, french] = languagesOf(FIXTURE_CONTENT)
if (!english || !french) throw new Error('The fixture content has English and French.')
const en = english.content
const fr = french.content

/** Two products with several pack sizes: the first is added from its card, the other from its page. */
const [cardProduct, pageProduct] = en.products.filter((product) => (product.packSizes?.length ?? 0) >= 3)
if (!cardProduct || !pageProduct) throw new Error('The fixture has two products with three pack sizes or more.')

/** Whether the top bar shows the enquiry link (from medium screens, 40em); phones show the count on
 *  the menu button and the link in the menu. */
const topBarLink = (page: Page) => (page.viewportSize()?.width ?? 0) >= 640

// --- Words, as the fixture writes them ---------------------------------------------------------

const countText = (content: SiteContent, code: string, count: number) =>
  fillTemplate(
    new Intl.PluralRules(code).select(count) === 'one'
      ? content.interface.enquiry.count.one
      : content.interface.enquiry.count.other,
    { count: new Intl.NumberFormat(code).format(count) },
  )
const itemText = (content: SiteContent, name: string, pack: string) =>
  fillTemplate(content.interface.enquiry.item, { product: name, pack })
const addedText = (content: SiteContent, code: string, name: string, pack: string, quantity: number, count: number) =>
  fillTemplate(content.interface.enquiry.added, {
    item: itemText(content, name, pack),
    quantity: new Intl.NumberFormat(code).format(quantity),
    count: countText(content, code, count),
  })
const linkName = (content: SiteContent, code: string, count: number) =>
  fillTemplate(content.interface.enquiry.linkName, { count: countText(content, code, count) })

/** The message the fixture's templates make of these lines, page addresses included. */
function expectedMessage(
  content: SiteContent,
  lines: { name: string; pack: string; quantity: number; address: string }[],
  details: { destination?: string; terms?: string } = {},
): string {
  const { message } = content.enquiry
  return [
    message.greeting,
    '',
    ...lines.flatMap((line, index) => [
      fillTemplate(message.line, {
        number: index + 1,
        item: itemText(content, line.name, line.pack),
        quantity: line.quantity,
      }),
      line.address,
    ]),
    ...(details.destination || details.terms ? [''] : []),
    ...(details.destination ? [fillTemplate(message.destination, { destination: details.destination })] : []),
    ...(details.terms ? [fillTemplate(message.terms, { terms: details.terms })] : []),
  ].join('\n')
}

// --- The page's parts ----------------------------------------------------------------------------

/** The live region that says each change of the list. */
const status = (page: Page) => page.getByRole('banner').getByRole('status')

/** Waits until the enquiry script shows the products' forms. */
const formsReady = (page: Page) => expect(page.locator('html')).toHaveClass(/(^|\s)enquiry-ready(\s|$)/)

async function arrive(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  await formsReady(page)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A control's name: its label, then what it is for, such as "Quantity: Garri" (screen readers
 *  may hear a space before the colon, where the product's name is in a span of its own). */
const named = (label: string, what: string) => new RegExp(`^${escape(label)}[ \u00A0]?: ${escape(what)}$`)

/** A product's form, found by what screen readers call its controls. */
function productForm(page: Page, content: SiteContent, name: string) {
  const words = content.interface.enquiry
  return {
    pack: page.getByLabel(named(words.packSize, name)),
    quantity: page.getByLabel(named(words.quantity, name)),
    add: page.getByRole('button', { name: named(words.add, name) }),
  }
}

async function addProduct(page: Page, content: SiteContent, name: string, pack: string, quantity: number) {
  const form = productForm(page, content, name)
  await form.pack.selectOption(pack)
  await form.quantity.fill(String(quantity))
  await form.add.click()
}

/** The link to the enquiry page with the count: in the top bar, or in the menu on phones. */
async function enquiryLink(page: Page, content: SiteContent, code: string, count: number): Promise<Locator> {
  const name = linkName(content, code, count)
  if (topBarLink(page)) return page.getByRole('banner').getByRole('link', { name, exact: true })
  // Opened unless it is: the <details> says so at once, where aria-expanded follows it a task
  // later (its toggle event), so just after a click that closed it, it may still say "true".
  const open = await page.locator('details.mobile-menu').evaluate((menu: HTMLDetailsElement) => menu.open)
  if (!open) await menuButton(page).click()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
  return page.locator('.mobile-menu__panel').getByRole('link', { name, exact: true })
}

async function expectCount(page: Page, content: SiteContent, code: string, count: number): Promise<void> {
  if (topBarLink(page)) {
    await expect(await enquiryLink(page, content, code, count)).toBeVisible()
    return
  }
  await expect(menuButton(page)).toContainText(String(count))
  const link = await enquiryLink(page, content, code, count)
  await expect(link).toBeVisible()
  await menuButton(page).click()
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
}

/** The lines of the list on the enquiry page. */
const listLines = (page: Page, content: SiteContent) =>
  page.getByRole('region', { name: content.enquiry.list.heading }).getByRole('listitem')

/** Marks the current document: the mark survives in-app navigation, not a full page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1))
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1)

/** Puts a list in local storage for the language `code`, then loads `path`. */
async function withList(page: Page, code: string, items: EnquiryItem[], path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey('/', code), JSON.stringify({ items, destination: '', terms: '' })],
  )
  await arrive(page, path)
}

const lineOf = (content: SiteContent, product: SiteContent['products'][number], pack: number, quantity: number) => ({
  slug: product.slug,
  name: product.name,
  url: absolute(content.site.url, productPath(product.slug)),
  packs: product.packSizes!,
  pack: product.packSizes![pack]!,
  quantity,
})

// --- The tests ---------------------------------------------------------------------------------

test.describe('the enquiry list', () => {
  test('adds products from a card and a product page, and keeps them across navigation, full loads and a reload', async ({
    page,
    consoleLogs,
  }) => {
    await arrive(page, '/products/')
    const firstPack = cardProduct.packSizes![1]!
    await addProduct(page, en, cardProduct.name, firstPack, 3)
    await expect(status(page)).toHaveText(addedText(en, 'en', cardProduct.name, firstPack, 3, 1))
    // Shown under the form too, with a link to the list.
    await expect(
      page.getByRole('main').getByText(addedText(en, 'en', cardProduct.name, firstPack, 3, 1), { exact: true }),
    ).toBeVisible()
    await expectCount(page, en, 'en', 1)

    // To the other product's page in the app: its form, put in place from the host's HTML, works too.
    await markDocument(page)
    await page.getByRole('link', { name: pageProduct.name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageProduct.name)
    expect(await sameDocument(page)).toBe(true)
    const secondPack = pageProduct.packSizes![2]!
    await addProduct(page, en, pageProduct.name, secondPack, 2)
    await expect(status(page)).toHaveText(addedText(en, 'en', pageProduct.name, secondPack, 2, 2))
    await expectCount(page, en, 'en', 2)
    // The same product and pack again: more of the same line, not a line of its own.
    await addProduct(page, en, pageProduct.name, secondPack, 1)
    await expect(status(page)).toHaveText(addedText(en, 'en', pageProduct.name, secondPack, 1, 2))

    // A full page load, then a reload of the enquiry page.
    await arrive(page, '/about/')
    await expectCount(page, en, 'en', 2)
    await (await enquiryLink(page, en, 'en', 2)).click()
    await expect(page).toHaveURL(/\/enquiry\/$/)
    await page.reload()
    await waitForHydration(page)
    const lines = listLines(page, en)
    await expect(lines).toHaveCount(2)
    await expect(lines.nth(0).getByRole('link')).toHaveText(cardProduct.name)
    await expect(page.getByLabel(named(en.interface.enquiry.packSize, cardProduct.name))).toHaveValue(firstPack)
    await expect(
      page.getByLabel(named(en.interface.enquiry.quantity, itemText(en, cardProduct.name, firstPack))),
    ).toHaveValue('3')
    await expect(
      page.getByLabel(named(en.interface.enquiry.quantity, itemText(en, pageProduct.name, secondPack))),
    ).toHaveValue('3')
    expect(consoleErrors(consoleLogs)).toEqual([])
  })

  test('reaches the other tabs of the site', async ({ page, context }) => {
    test.skip(!topBarLink(page), 'the top bar shows the link from medium screens up')
    await arrive(page, '/products/')
    const other = await context.newPage()
    await arrive(other, '/services/')
    await addProduct(page, en, cardProduct.name, cardProduct.packSizes![0]!, 1)
    await expect(await enquiryLink(other, en, 'en', 1)).toBeVisible()
    await other.close()
  })

  test('is reviewed and changed on the enquiry page, each change said to screen readers', async ({ page }) => {
    const first = lineOf(en, cardProduct, 0, 2)
    const second = lineOf(en, pageProduct, 0, 1)
    await withList(page, 'en', [first, second], '/enquiry/')
    const words = en.interface.enquiry
    const lines = listLines(page, en)
    await expect(lines).toHaveCount(2)

    // A quantity: said once the typing pauses.
    const quantity = page.getByLabel(named(words.quantity, itemText(en, first.name, first.pack)))
    await quantity.fill('12')
    const changed = (name: string, pack: string, count: number, lineCount: number) =>
      fillTemplate(words.changed, {
        item: itemText(en, name, pack),
        quantity: count,
        count: countText(en, 'en', lineCount),
      })
    await expect(status(page)).toHaveText(changed(first.name, first.pack, 12, 2))

    // A pack: the line shows the new pack, and it is said.
    const pack = page.getByLabel(named(words.packSize, first.name))
    await pack.selectOption(first.packs[1]!)
    await expect(status(page)).toHaveText(changed(first.name, first.packs[1]!, 12, 2))

    // Removed: said, and focus goes to the line that took its place.
    await page
      .getByRole('button', { name: named(en.enquiry.list.remove, itemText(en, first.name, first.packs[1]!)) })
      .click()
    await expect(status(page)).toHaveText(
      fillTemplate(words.removed, { item: itemText(en, first.name, first.packs[1]!), count: countText(en, 'en', 1) }),
    )
    await expect(lines).toHaveCount(1)
    await expect(
      page.getByRole('button', { name: named(en.enquiry.list.remove, itemText(en, second.name, second.pack)) }),
    ).toBeFocused()
    await expectCount(page, en, 'en', 1)

    // Cleared: the page says the list is empty, where focus now is.
    await page.getByRole('button', { name: en.enquiry.list.clear }).click()
    await expect(status(page)).toHaveText(words.cleared)
    await expect(page.getByText(en.enquiry.empty.text)).toBeFocused()
    await expect(page.getByRole('main').getByRole('link', { name: en.enquiry.empty.link })).toHaveAttribute(
      'href',
      '/products/',
    )
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${words.list}`) })).toHaveCount(0)
    // The list stays empty after a reload.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByText(en.enquiry.empty.text)).toBeVisible()
  })

  test('sends one WhatsApp message listing every product, destination and terms, and the same text by e-mail', async ({
    page,
    context,
  }) => {
    const first = lineOf(en, cardProduct, 1, 3)
    const second = lineOf(en, pageProduct, 2, 2)
    await withList(page, 'en', [first, second], '/enquiry/')
    const { details, send, message } = en.enquiry
    await page.getByLabel(details.destination).fill('Rotterdam, Netherlands')
    const terms = details.options.find((option) => option.code === 'CIF')!
    await page.getByLabel(details.terms).selectOption({ label: terms.label })

    const expected = expectedMessage(
      en,
      [first, second].map((line) => ({ ...line, address: line.url })),
      { destination: 'Rotterdam, Netherlands', terms: 'CIF' },
    )
    const whatsapp = page.getByRole('link', { name: new RegExp(`^${send.whatsapp}`) })
    await expect(whatsapp).toHaveCount(1)
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    const href = (await whatsapp.getAttribute('href'))!
    expect(href.startsWith(`${en.site.chat.chatUrl}?text=`)).toBe(true)
    expect(new URL(href).searchParams.get('text')).toBe(expected)
    // The chat app opens with that message.
    const popup = context.waitForEvent('page')
    await whatsapp.click()
    const chat = await popup
    expect(new URL(chat.url()).searchParams.get('text')).toBe(expected)
    await chat.close()

    // The e-mail: to the sales address, with a subject and the same text.
    const email = new URL((await page.getByRole('link', { name: send.email }).getAttribute('href'))!)
    expect(email.protocol).toBe('mailto:')
    expect(decodeURIComponent(email.pathname)).toBe(en.site.emails[0]!.address)
    expect(email.searchParams.get('subject')).toBe(message.subject)
    expect(email.searchParams.get('body')!.replace(/\r\n/g, '\n')).toBe(expected)
    // The destination and terms are kept too.
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByLabel(details.destination)).toHaveValue('Rotterdam, Netherlands')
    await expect(page.getByLabel(details.terms)).toHaveValue('CIF')
  })

  test('a list too long for one chat link leaves out the addresses, then goes in numbered messages', async ({
    page,
  }) => {
    const { send } = en.enquiry
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...lineOf(en, pageProduct, index % 3, index + 1),
        slug: `${pageProduct.slug}-${index}`,
      }))
    const links = async () => {
      const hrefs = await page
        .getByRole('main')
        .getByRole('link', { name: /WhatsApp/ })
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
      for (const href of hrefs) expect(href.length).toBeLessThanOrEqual(CHAT_LINK_LIMIT)
      return hrefs.map((href) => new URL(href).searchParams.get('text')!)
    }

    // Without the addresses, one message still holds the list.
    await withList(page, 'en', many(25), '/enquiry/')
    await expect(page.getByText(send.shortened)).toBeVisible()
    const [short, ...none] = await links()
    expect(none).toEqual([])
    expect(short).not.toContain('https://')
    expect(short).toContain(`25. ${itemText(en, pageProduct.name, pageProduct.packSizes![0]!)} × 25`)

    // Longer: numbered messages, each with its own button, the products numbered on across them.
    await withList(page, 'en', many(90), '/enquiry/')
    const buttons = page.getByRole('main').getByRole('link', { name: /WhatsApp/ })
    const parts = await buttons.count()
    expect(parts).toBeGreaterThan(1)
    await expect(page.getByText(fillTemplate(send.split, { parts }))).toBeVisible()
    for (let part = 1; part <= parts; part++)
      await expect(buttons.nth(part - 1)).toHaveAccessibleName(
        new RegExp(`^${fillTemplate(send.whatsappPart, { part, parts }).replace(/[()]/g, '\\$&')}`),
      )
    const texts = await links()
    texts.forEach((text, index) =>
      expect(text.startsWith(`${fillTemplate(en.enquiry.message.part, { part: index + 1, parts })}\n`)).toBe(true),
    )
    const numbers = texts.flatMap((text) => [...text.matchAll(/^(\d+)\. /gm)].map((match) => Number(match[1])))
    expect(numbers).toEqual(Array.from({ length: 90 }, (_, index) => index + 1))
    // The e-mail carries the whole list, addresses included.
    const body = new URL((await page.getByRole('link', { name: send.email }).getAttribute('href'))!).searchParams.get(
      'body',
    )!
    expect(body.match(/https:\/\//g)).toHaveLength(90)
  })

  test('works by keyboard alone, from a product card to the sent list', async ({ page, isMobile }) => {
    test.skip(isMobile, 'keyboards are for the desktop screens')
    await arrive(page, '/products/')
    const words = en.interface.enquiry
    const form = productForm(page, en, cardProduct.name)
    const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)
    const tabTo = async (locator: Locator, key = 'Tab') => {
      for (let step = 0; step < 120 && !(await isFocused(locator)); step++) await page.keyboard.press(key)
      await expect(locator).toBeFocused()
    }
    await tabTo(form.pack)
    await page.keyboard.press('ArrowDown')
    await expect(form.pack).toHaveValue(cardProduct.packSizes![1]!)
    await page.keyboard.press('Tab')
    await expect(form.quantity).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await expect(status(page)).toHaveText(addedText(en, 'en', cardProduct.name, cardProduct.packSizes![1]!, 2, 1))

    // To the list, through the link shown under the form.
    await tabTo(page.getByRole('link', { name: words.view }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/enquiry\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    const quantity = page.getByLabel(named(words.quantity, itemText(en, cardProduct.name, cardProduct.packSizes![1]!)))
    await tabTo(quantity)
    await page.keyboard.press('ArrowUp')
    await expect(quantity).toHaveValue('3')
    await tabTo(page.getByLabel(en.enquiry.details.destination))
    await page.keyboard.type('Dakar')
    await tabTo(page.getByRole('link', { name: new RegExp(`^${en.enquiry.send.whatsapp}`) }))
    const href = await page.getByRole('link', { name: new RegExp(`^${en.enquiry.send.whatsapp}`) }).getAttribute('href')
    expect(new URL(href!).searchParams.get('text')).toContain(
      fillTemplate(en.enquiry.message.destination, { destination: 'Dakar' }),
    )
    // Removing the only line by keyboard leaves focus on the words for an empty list.
    await tabTo(page.getByRole('button', { name: new RegExp(`^${en.enquiry.list.remove}`) }), 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByText(en.enquiry.empty.text)).toBeFocused()
  })

  test('shows the forms and the count without moving anything on the page', async ({ page }) => {
    await withList(page, 'en', [lineOf(en, cardProduct, 0, 1)], '/products/')
    await expect(page.locator(topBarLink(page) ? '.site-header__enquiry' : '.mobile-menu__count')).toBeVisible()
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 200)
        }),
    )
    expect(shifts).toBe(0)
  })

  test('passes axe with the forms shown and a product added', async ({ page }) => {
    // axe over a page of cards takes long on a busy machine.
    test.setTimeout(60_000)
    await arrive(page, '/products/')
    await expectNoAxeViolations(page, 'forms shown')
    await addProduct(page, en, cardProduct.name, cardProduct.packSizes![0]!, 1)
    // Adding scrolled the page to the card's form; the sticky top bar then covers whatever is
    // under it at that moment, which axe would count against those links. The page is checked
    // from its top, as after the first check.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolations(page, 'a product added')
  })

  test('passes axe on the enquiry page, with a list and empty', async ({ page }) => {
    test.setTimeout(60_000)
    await withList(page, 'en', [lineOf(en, cardProduct, 0, 1), lineOf(en, pageProduct, 1, 2)], '/enquiry/')
    await expectNoAxeViolations(page, 'the list')
    await page.getByRole('button', { name: en.enquiry.list.clear }).click()
    await expect(page.getByText(en.enquiry.empty.text)).toBeVisible()
    await expectNoAxeViolations(page, 'the list empty')
  })
})

test.describe('the French enquiry list', () => {
  const product = fr.products.find((each) => each.slug === cardProduct.slug)!

  test('is in French throughout, with French page addresses, and apart from the English list', async ({ page }) => {
    await arrive(page, '/fr/products/')
    const pack = product.packSizes![2]!
    await addProduct(page, fr, product.name, pack, 4)
    await expect(status(page)).toHaveText(addedText(fr, 'fr', product.name, pack, 4, 1))
    await expectCount(page, fr, 'fr', 1)

    await arrive(page, '/fr/enquiry/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.enquiry.heading)
    await expect(page.getByRole('heading', { level: 2, name: fr.enquiry.list.heading })).toBeVisible()
    const href = await page.getByRole('link', { name: new RegExp(`^${fr.enquiry.send.whatsapp}`) }).getAttribute('href')
    const address = absolute(fr.site.url, `/fr${productPath(product.slug)}`)
    expect(address).toMatch(/\/fr\/products\//)
    expect(new URL(href!).searchParams.get('text')).toBe(
      expectedMessage(fr, [{ name: product.name, pack, quantity: 4, address }]),
    )
    const email = new URL((await page.getByRole('link', { name: fr.enquiry.send.email }).getAttribute('href'))!)
    expect(email.searchParams.get('subject')).toBe(fr.enquiry.message.subject)

    // The English pages keep their own list.
    await arrive(page, '/enquiry/')
    await expect(page.getByText(en.enquiry.empty.text)).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the forms are absent, each product keeps its quote link, and the enquiry page says why', async ({ page }) => {
    await page.goto('/products/')
    const words = en.interface.enquiry
    await expect(page.getByRole('button', { name: new RegExp(`^${words.add}`) })).toHaveCount(0)
    await expect(page.getByRole('spinbutton')).toHaveCount(0)
    await expect(page.getByRole('combobox')).toHaveCount(0)
    const forms = page.locator('form[data-enquiry-add]')
    await expect(forms).toHaveCount(en.products.length)
    for (const form of await forms.all()) await expect(form).toBeHidden()
    await expect(page.getByRole('link', { name: new RegExp(`^${en.productsPage.quote.button}`) })).toHaveCount(
      en.products.length,
    )

    await page.goto(productPath(cardProduct.slug))
    await expect(page.getByRole('button', { name: new RegExp(`^${words.add}`) })).toHaveCount(0)
    await expect(
      page.getByRole('main').getByRole('link', { name: new RegExp(`^${en.productsPage.quote.button}`) }),
    ).toHaveCount(1)

    await page.goto('/enquiry/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.enquiry.heading)
    await expect(page.getByText(en.enquiry.noScript.text)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: en.enquiry.noScript.link })).toHaveAttribute(
      'href',
      '/products/',
    )
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${words.list}`) })).toHaveCount(0)
  })
})
