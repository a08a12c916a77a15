/**
 * A phone is enough: the admin at 390 × 844 (a phone held upright, touch), in both modes of the
 * local backend. An editor opens the list, edits an entry, looks at the preview, adds a product
 * with a photo from the phone and publishes, by tapping; at every step nothing sticks out of the
 * screen sideways (no text, no control) and the page does not scroll sideways. A screenshot of
 * each step is attached to the test's results.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { adminForms } from '../../admin/config.ts'
import { contextWithoutFiles, defineCollections } from '../../generator/content/schemas/collections/index.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { readIcons } from '../../generator/content/load/load.ts'
import { consoleErrors, openAdmin, preview, startAdminContent, type AdminContent } from '../support/admin.ts'
import { ROOT } from '../support/build.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

// Decap asks "Are you sure…?" before publishing, in the browser's own dialog: the editor says yes.
test.beforeEach(({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept())
})

/**
 * What does not fit the screen sideways: each piece of visible text and each control (link,
 * button, field, picture) that lies, even partly, left or right of the viewport, and the page
 * itself if it scrolls sideways. Empty when everything fits.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`)
    const outside = (rect: DOMRect) => rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5)
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && Number(style.opacity) > 0
    }
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).slice(0, 60)}`
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = [...range.getClientRects()].find(outside)
      if (rect)
        problems.push(
          `text "${node.textContent.trim().slice(0, 40)}" in ${describe(node.parentElement)} at ${Math.round(rect.left)}–${Math.round(rect.right)} px`,
        )
    }
    const controls =
      'a, button, input, textarea, select, img, [role="button"], [role="menuitem"], [contenteditable="true"]'
    for (const element of document.querySelectorAll(controls)) {
      const rect = element.getBoundingClientRect()
      if (rect.height > 0 && shown(element) && outside(rect))
        problems.push(`${describe(element)} at ${Math.round(rect.left)}–${Math.round(rect.right)} px`)
    }
    return problems
  })
}

/** Whether Decap's menus, panes and messages are at rest: none sliding in, none sliding out. */
function settled(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ) && !document.querySelector('.Toastify [class*="-exit"]'),
  )
}

/**
 * Checks the screen at a step, once it is at rest, and keeps a screenshot of it with the test's
 * results. A message may appear just after an action seems done (Decap's "Entry saved" mounts a
 * moment after the status changes) and slide in from beyond the right edge: what sticks out must
 * still stick out once everything on the screen has stopped moving for a while.
 */
async function step(page: Page, what: string) {
  // At rest and fitting, seen twice in a row 250 ms apart (a message mounting between the two
  // looks is seen moving on the second), or whatever the screen shows after ten seconds.
  const deadline = Date.now() + 10_000
  for (let atRest = 0; atRest < 2 && Date.now() < deadline;) {
    atRest = (await settled(page)) && (await overflowing(page)).length === 0 ? atRest + 1 : 0
    if (atRest < 2) await page.waitForTimeout(250)
  }
  const name = `${String(test.info().attachments.length + 1).padStart(2, '0')}-${what}`
  const file = test.info().outputPath(`${name}.png`)
  await page.screenshot({ path: file })
  await test.info().attach(name, { path: file, contentType: 'image/png' })
  expect(await overflowing(page), name).toEqual([])
}

/** A control wholly on the screen and not covered by anything, so a tap reaches it. */
async function expectTappable(control: Locator) {
  await expect(control).toBeVisible()
  const box = (await control.boundingBox())!
  const viewport = control.page().viewportSize()!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  expect(
    await control.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2))
    }),
  ).toBe(true)
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

async function editGarri(page: Page) {
  await step(page, 'list')
  await page.getByText('Garri', { exact: true }).tap()
  const name = page.locator('input[id^="name-field"]')
  await expect(name).toHaveValue('Garri')
  await step(page, 'form')
  await name.fill('Garri, white and yellow')
  // The preview: one tap away, the whole width, and back to the form.
  await expectTappable(button(page, 'Preview'))
  await button(page, 'Preview').tap()
  await expect(preview(page).locator('.product-card__name')).toHaveText('Garri, white and yellow')
  await expect(name).toBeHidden()
  await step(page, 'preview')
  await button(page, 'Back to the form').tap()
  await expect(name).toBeVisible()
}

async function addYamFlour(page: Page, photo: string) {
  // Back to the list, then a new product, by tapping.
  await page.getByRole('link', { name: /Writing in Products collection/ }).tap()
  await page.getByRole('link', { name: 'Create entry of type Product' }).tap()
  await page.locator('input[id^="name-field"]').fill('Yam Flour')
  await page.locator('input[id^="order-field"]').fill('7')
  await button(page, 'Choose an image').tap()
  // The phone's own picker: a photo from its camera roll.
  await page.locator('input[type="file"]').setInputFiles(photo)
  await expect(page.getByText('yam-flour.jpg')).toBeVisible()
  await step(page, 'media-library')
  await button(page, 'Choose selected').tap()
  await page
    .locator('textarea[id^="imageAlt-field"], input[id^="imageAlt-field"]')
    .fill('A bowl of fine brown yam flour')
  await page.locator('[data-slate-editor="true"]').last().tap()
  await page.keyboard.type('Sun-dried yam, milled fine, for amala.')
}

async function publishNow(page: Page) {
  await expectTappable(button(page, 'Publish'))
  await button(page, 'Publish').tap()
  const now = page.getByRole('menuitem', { name: 'Publish now' })
  await expectTappable(now)
  await step(page, 'publish-menu')
  await now.tap()
}

async function setStatus(page: Page, from: string, to: string) {
  await expectTappable(button(page, `Status: ${from}`))
  await button(page, `Status: ${from}`).tap()
  await expectTappable(page.getByRole('menuitem', { name: to }))
  await step(page, `status-menu-${from}`)
  await page.getByRole('menuitem', { name: to }).tap()
  await expect(button(page, `Status: ${to}`)).toBeVisible()
  await step(page, `status-${to}`)
}

test.describe('in git mode (npm run admin)', () => {
  let content: AdminContent

  test.beforeAll(async () => {
    content = await startAdminContent('git')
  })

  test.afterAll(async () => {
    await content.stop()
  })

  test('an editor edits, adds a photo from the phone, reviews and publishes, all on a phone screen', async ({
    page,
  }) => {
    const errors = consoleErrors(page)
    const photo = await content.phonePhoto('yam-flour.jpg')
    await openAdmin(page, content, '/collections/products')
    await editGarri(page)
    await expectTappable(button(page, 'Save'))
    await button(page, 'Save').tap()
    await expect(button(page, 'Status: Draft')).toBeVisible()
    await step(page, 'draft')
    await setStatus(page, 'Draft', 'Ready')
    await publishNow(page)
    await expect
      .poll(() => content.committed('main', 'products/garri.en.md'))
      .toContain('name: Garri, white and yellow')

    await addYamFlour(page, photo)
    await button(page, 'Save').tap()
    await expect(button(page, 'Status: Draft')).toBeVisible()
    // The editorial workflow board, with the draft on it.
    await page.goto(page.url().replace(/#.*/, '#/workflow'))
    await expect(page.getByText('Yam Flour')).toBeVisible()
    await step(page, 'workflow')
    await page.getByText('Yam Flour').tap()
    await setStatus(page, 'Draft', 'Ready')
    await publishNow(page)
    await expect
      .poll(() => content.git('ls-tree', '--name-only', 'main', 'content/images/products/'))
      .toContain('yam-flour.jpg')
    expect(content.committed('main', 'products/yam-flour.en.md')).toContain('image: images/products/yam-flour.jpg')
    expect(errors).toEqual([])
  })
})

test.describe('every form', () => {
  let content: AdminContent

  test.beforeAll(async () => {
    content = await startAdminContent('git')
  })

  test.afterAll(async () => {
    await content.stop()
  })

  const forms = adminForms(
    Object.values(defineCollections(contextWithoutFiles(readIcons(path.join(ROOT, 'assets/icons.svg'))))),
    readSiteBasics(FIXTURE_CONTENT).languages,
  )
  // Each single file, and the first entry of each folder collection, of the fixture content.
  const routes = forms.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files.map((file) => `/collections/${collection.name}/entries/${file.name}`)
      : [
          `/collections/${collection.name}/entries/${fs
            .readdirSync(path.join(FIXTURE_CONTENT, collection.folder.replace(/^content\//, '')))
            .find((name) => name.endsWith('.md'))!
            .replace(/\.[a-z]{2}\.md$/, '')}`,
        ],
  )

  test('fits a phone screen, with its actions on it: the company details, each page text, an entry of each collection', async ({
    page,
  }) => {
    // Each form is the admin loaded afresh: up to half a minute on a busy two-core machine, where
    // the other worker runs the site's browser tests beside it.
    test.setTimeout(30_000 + routes.length * 30_000)
    for (const route of routes) {
      await openAdmin(page, content, route)
      await expect(page.locator('[id$="-field-1"], [id*="-field-"]').first()).toBeVisible()
      await expectTappable(button(page, 'Save'))
      await step(page, route.split('/').pop()!)
      // A fresh page for the next form: Decap keeps one form's values when the address alone changes.
      await page.goto('about:blank')
    }
  })
})

test.describe('in quick file mode (npm run admin -- --quick)', () => {
  let content: AdminContent

  test.beforeAll(async () => {
    content = await startAdminContent('fs')
  })

  test.afterAll(async () => {
    await content.stop()
  })

  test('an editor edits, adds a photo from the phone and publishes, all on a phone screen', async ({ page }) => {
    const errors = consoleErrors(page)
    const photo = await content.phonePhoto('yam-flour.jpg')
    await openAdmin(page, content, '/collections/products')
    await editGarri(page)
    await publishNow(page)
    await expect.poll(() => content.copy.read('products/garri.en.md')).toContain('name: Garri, white and yellow')

    await addYamFlour(page, photo)
    await publishNow(page)
    await expect
      .poll(
        () =>
          fs.existsSync(content.copy.path('products/yam-flour.en.md')) && content.copy.read('products/yam-flour.en.md'),
      )
      .toContain('image: images/products/yam-flour.jpg')
    expect(errors).toEqual([])
  })
})
