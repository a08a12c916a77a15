/**
 * The editors' admin at /admin/, in a real browser, against Decap's local backend (decap-server)
 * in its quick file mode (`npm run admin -- --quick`), over a temporary copy of the fixture
 * content: what an editor does, and what lands on disk. Publish writes the file at once. The admin
 * is the one in the fixture build, served with its `_headers` (its own policy).
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { ROOT } from '../support/build.ts'
import { UPLOAD_LIMIT_BYTES } from '../../admin/config.ts'
import {
  changedFile,
  consoleErrors,
  fillNewProduct,
  openAdmin as openAdminOn,
  preview,
  publishNow as publish,
  startAdminContent,
  typeMarkdown,
  type AdminContent,
} from '../support/admin.ts'
import type { Page } from '@playwright/test'

const ICONS_FILE = path.join(ROOT, 'assets/icons.svg')

let content: AdminContent
/** A photo as a phone takes it: a JPEG, larger than any page shows. */
let picture: string
/** The current test's console errors. */
let logs: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  content = await startAdminContent('fs')
  picture = await content.phonePhoto('yam-flour.jpg')
})

test.afterAll(async () => {
  await content.stop()
})

const contentFile = (file: string) => content.copy.path(file)
const read = (file: string) => content.copy.read(file)

async function openAdmin(page: Page, route: string) {
  logs = consoleErrors(page)
  await openAdminOn(page, content, route)
}

test('an editor changes a product: the preview shows it, and publishing writes the Markdown file', async ({ page }) => {
  const before = read('products/garri.en.md')
  await openAdmin(page, '/collections/products/entries/garri')
  const name = page.locator('input[id^="name-field"]')
  await expect(name).toHaveValue('Garri')
  await name.fill('Garri, white and yellow')
  await expect(preview(page).locator('.product-card__name')).toHaveText('Garri, white and yellow')
  await publish(page)
  const changed = (await changedFile(content, 'products/garri.en.md', before))
    .split('\n')
    .filter((line, index) => line !== before.split('\n')[index])
  expect(changed).toEqual(['name: Garri, white and yellow'])
  const loaded = loadContent({
    root: content.copy.dir,
    contentDir: content.copy.contentDir,
    iconsFile: ICONS_FILE,
  })
  expect(loaded.ok && loaded.content.products.map((product) => product.name)).toContain('Garri, white and yellow')
})

test("the preview shows a product as its card and as its page: the description's opening on the card, all of it on the page", async ({
  page,
}) => {
  await openAdmin(page, '/collections/products/entries/palm-oil')
  const opening = 'Red palm oil, cold-pressed from fresh fruit in Abia State.'
  const more = 'Packed in sealed 5 litre and 25 litre jerrycans for export.'
  await typeMarkdown(page, page.locator('[data-slate-editor="true"]'), `${opening}\n\n${more}`)
  const card = preview(page).locator('.product-card__text')
  const description = preview(page).locator('.product-page__description')
  await expect(description.locator('p')).toHaveText([opening, more])
  await expect(card.locator('p')).toHaveText([opening])
  await expect(preview(page).locator('.product-page__name')).toHaveText(
    await preview(page).locator('.product-card__name').innerText(),
  )
  expect(logs).toEqual([])
})

test('a 70-character name is refused with the build message, and nothing is written', async ({ page }) => {
  const before = read('products/palm-oil.en.md')
  await openAdmin(page, '/collections/products/entries/palm-oil')
  await page.locator('input[id^="name-field"]').fill('P'.repeat(70))
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  const tooLong = problem('text-too-long', { length: 70, max: 60 }).message
  await expect(page.getByText(`Name ${tooLong}`)).toBeVisible()
  await page.waitForTimeout(500)
  expect(read('products/palm-oil.en.md')).toBe(before)
})

test('a name another product has is refused next to the field, naming its file, and nothing is written', async ({
  page,
}) => {
  const before = read('products/palm-oil.en.md')
  await openAdmin(page, '/collections/products/entries/palm-oil')
  const name = page.locator('input[id^="name-field"]')
  await expect(name).toHaveValue('Palm Oil')
  // Decap reads the other products when the form opens.
  await page.waitForTimeout(1000)
  await name.fill('dry crayfish')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  const message = `Name ${problem('duplicate-value', {
    field: 'name',
    value: 'dry crayfish',
    others: ['content/products/dry-crayfish.en.md'],
    singular: 'product',
  }).message.replace(/^name /, '')}`
  // Next to the field: in the field's own box, with its input.
  await expect(name.locator('xpath=..').getByText(message)).toBeVisible()
  await page.waitForTimeout(500)
  expect(read('products/palm-oil.en.md')).toBe(before)
})

test('a phone number one digit short is refused next to the field with the build message', async ({ page }) => {
  const before = read('site.md')
  await openAdmin(page, '/collections/site/entries/site')
  const number = page.locator('input[id^="number-field"]').first()
  await number.fill('+234 803 123 456')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  // Under the field (in a list of phones), by its label, with what is wrong and what to do.
  const box = number.locator('xpath=..')
  await expect(box.getByText(/^Number must be a mobile number in Nigeria with 10 digits after \+234/)).toBeVisible()
  await expect(box.getByText(/one digit is missing/)).toBeVisible()
  await page.waitForTimeout(500)
  expect(read('site.md')).toBe(before)
})

test("a phone number written as dialled in the site's country is saved in international format, as the build publishes it", async ({
  page,
}) => {
  const before = read('site.md')
  await openAdmin(page, '/collections/site/entries/site')
  await page.locator('input[id^="number-field"]').first().fill('0803 123 4567')
  await publish(page)
  expect(await changedFile(content, 'site.md', before)).toContain('\n    number: +234 803 123 4567\n')
  // The build takes the file as it is: the number it publishes is the one written, with no note.
  const loaded = loadContent({ root: content.copy.dir, contentDir: content.copy.contentDir, iconsFile: ICONS_FILE })
  expect(loaded.ok && loaded.content.site.phones[0]?.number).toBe('+234 803 123 4567')
  expect(loaded.warnings.filter((warning) => warning.code === 'phone-rewritten')).toEqual([])
})

test('a picture over the upload limit is refused before it is sent, with the limit, and nothing is written', async ({
  page,
}) => {
  const big = path.join(path.dirname(picture), 'huge-photo.jpg')
  fs.writeFileSync(big, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1_000_000, 7))
  await openAdmin(page, '/collections/products/entries/palm-oil')
  await page
    .getByRole('button', { name: /Choose different image|Choose an image/ })
    .first()
    .click()
  // Decap says so in a dialog, which blocks the page until it is closed.
  const messages: string[] = []
  page.on('dialog', (dialog) => {
    messages.push(dialog.message())
    void dialog.dismiss()
  })
  await page.locator('input[type="file"]').setInputFiles(big)
  const tooLarge = problem('upload-too-large', {
    name: 'huge-photo.jpg',
    bytes: UPLOAD_LIMIT_BYTES + 1_000_000,
    limit: UPLOAD_LIMIT_BYTES,
  }).message
  expect(tooLarge).toContain(`at most ${UPLOAD_LIMIT_BYTES / 1_000_000} MB`)
  await expect.poll(() => messages).toEqual([`Image ${tooLarge}`])
  await page.waitForTimeout(500)
  expect(fs.existsSync(contentFile('images/products/huge-photo.jpg'))).toBe(false)
  expect(logs.filter((line) => /not valid JSON/.test(line))).toEqual([])
})

test('an editor adds a product with a photo from their phone', async ({ page }) => {
  await openAdmin(page, '/collections/products/new')
  await fillNewProduct(page, picture)
  await publish(page)
  await expect.poll(() => fs.existsSync(contentFile('products/yam-flour.en.md'))).toBe(true)
  expect(read('products/yam-flour.en.md')).toContain('image: images/products/yam-flour.jpg')
  // The admin's server writes the entry's file first, then its pictures.
  await expect.poll(() => fs.existsSync(contentFile('images/products/yam-flour.jpg'))).toBe(true)
  const loaded = loadContent({
    root: content.copy.dir,
    contentDir: content.copy.contentDir,
    iconsFile: ICONS_FILE,
  })
  expect(loaded.ok ? '' : loaded.issues.map((issue) => issue.message).join('\n')).toBe('')
  expect(loaded.ok && loaded.content.products.find((product) => product.slug === 'yam-flour')?.image).toMatchObject({
    alt: 'A bowl of fine brown yam flour',
  })
  expect(logs).toEqual([])
})
