/**
 * The editors' admin at /admin/, in a real browser, against Decap's local backend (decap-server)
 * over a temporary copy of the fixture content: what an editor does, and what lands on disk.
 * The admin is the one in the fixture build, served with its `_headers` (its own policy).
 */
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { loadContent } from '../../generator/content/load.ts'
import { startLocalBackend } from '../../scripts/lib/local-backend.ts'
import { ROOT } from '../support/build.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const ICONS_FILE = path.join(ROOT, 'assets/icons.svg')

let copy: ContentFolder
let backend: ChildProcess
/** A photo as a phone takes it: a JPEG, larger than any page shows. */
let picture: string
/** The current test's console errors. */
const logs: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  copy = copyContentFolder(FIXTURE_CONTENT)
  const { default: sharp } = await import('sharp')
  picture = path.join(path.dirname(copy.contentDir), 'yam-flour.jpg')
  await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 196, g: 164, b: 120 } } })
    .jpeg()
    .toFile(picture)
  backend = await startLocalBackend(path.dirname(copy.contentDir))
})

test.afterAll(() => {
  backend.kill()
  copy.remove()
})

const contentFile = (file: string) => path.join(copy.contentDir, file)
const read = (file: string) => fs.readFileSync(contentFile(file), 'utf8')

/** Opens the admin on localhost (Decap looks for its local backend only there) and logs in. */
async function openAdmin(page: Page, route: string) {
  logs.length = 0
  page.on('console', (message) => {
    if (message.type() === 'error') logs.push(message.text())
  })
  // Other websites (GitHub's avatars, image hosts) are out of reach here: answered empty.
  await page.context().route(/^https:\/\//, (route) => route.fulfill({ status: 204, body: '' }))
  const base = new URL(test.info().project.use.baseURL!)
  await page.goto(`http://localhost:${base.port}/admin/`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.goto(`http://localhost:${base.port}/admin/#${route}`)
}

const preview = (page: Page) => page.frameLocator('iframe[id="preview-pane"], iframe').first()

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
}

test('an editor changes a product: the preview shows it, and publishing writes the Markdown file', async ({ page }) => {
  const before = read('products/garri.md')
  await openAdmin(page, '/collections/products/entries/garri')
  const name = page.locator('input[id^="name-field"]')
  await expect(name).toHaveValue('Garri')
  await name.fill('Garri, white and yellow')
  await expect(preview(page).locator('.product-card__name')).toHaveText('Garri, white and yellow')
  await publish(page)
  await expect.poll(() => read('products/garri.md')).not.toBe(before)
  const changed = read('products/garri.md')
    .split('\n')
    .filter((line, index) => line !== before.split('\n')[index])
  expect(changed).toEqual(['name: Garri, white and yellow'])
  const loaded = loadContent({
    root: path.dirname(copy.contentDir),
    contentDir: copy.contentDir,
    iconsFile: ICONS_FILE,
  })
  expect(loaded.ok && loaded.content.products.map((product) => product.name)).toContain('Garri, white and yellow')
})

test('a 70-character name is refused with the build message, and nothing is written', async ({ page }) => {
  const before = read('products/palm-oil.md')
  await openAdmin(page, '/collections/products/entries/palm-oil')
  await page.locator('input[id^="name-field"]').fill('P'.repeat(70))
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await expect(page.getByText('"name" is too long (70 characters); keep it under 60 characters')).toBeVisible()
  await page.waitForTimeout(500)
  expect(read('products/palm-oil.md')).toBe(before)
})

test('a phone number without its country code is refused with the build message', async ({ page }) => {
  const before = read('site.md')
  await openAdmin(page, '/collections/site/entries/site')
  await page.locator('input[id^="number-field"]').first().fill('0803 123 4567')
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await expect(page.getByText(/"number" must be a phone number in international format/)).toBeVisible()
  await expect(page.getByText(/"\+234 8031234567"/)).toBeVisible()
  await page.waitForTimeout(500)
  expect(read('site.md')).toBe(before)
})

test('an editor adds a product with a photo from their phone', async ({ page }) => {
  await openAdmin(page, '/collections/products/new')
  await page.locator('input[id^="name-field"]').fill('Yam Flour')
  await page.locator('input[id^="order-field"]').fill('7')
  await page.getByRole('button', { name: 'Choose an image' }).click()
  await page.locator('input[type="file"]').setInputFiles(picture)
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await page
    .locator('textarea[id^="imageAlt-field"], input[id^="imageAlt-field"]')
    .fill('A bowl of fine brown yam flour')
  // The description is Markdown, typed into Decap's plain-text Markdown editor.
  await page.locator('[data-slate-editor="true"]').last().click()
  await page.keyboard.type('Sun-dried yam, milled fine, for amala.')
  await publish(page)
  await expect.poll(() => fs.existsSync(contentFile('products/yam-flour.md'))).toBe(true)
  expect(read('products/yam-flour.md')).toContain('image: images/products/yam-flour.jpg')
  expect(fs.existsSync(contentFile('images/products/yam-flour.jpg'))).toBe(true)
  const loaded = loadContent({
    root: path.dirname(copy.contentDir),
    contentDir: copy.contentDir,
    iconsFile: ICONS_FILE,
  })
  expect(loaded.ok ? '' : loaded.issues.map((issue) => issue.message).join('\n')).toBe('')
  expect(loaded.ok && loaded.content.products.find((product) => product.slug === 'yam-flour')?.image).toMatchObject({
    alt: 'A bowl of fine brown yam flour',
  })
  expect(logs.filter((text) => !/^undefined$|Failed to load resource/.test(text))).toEqual([])
})
