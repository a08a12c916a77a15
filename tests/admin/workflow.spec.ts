/**
 * `npm run admin` rehearses the live site's publishing steps: Decap's local backend in git mode
 * over a repository holding a copy of the fixture content. Saving makes a draft, a branch of its
 * own (on the live site, a pull request); it goes through Draft → In review → Ready; publishing
 * merges it into the working branch, and only then does the Markdown file change there. Also what
 * docs/ADMIN.md says commits straight to the branch even so: uploads from the media library and
 * deleting a published entry.
 */
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  consoleErrors,
  fillNewProduct,
  openAdmin,
  preview,
  startAdminContent,
  type AdminContent,
} from '../support/admin.ts'

let content: AdminContent
let logs: string[] = []
/** The messages of the browser dialogs Decap opened (each accepted). */
let dialogs: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  content = await startAdminContent('git')
})

test.afterAll(async () => {
  await content.stop()
})

test.beforeEach(({ page }) => {
  logs = consoleErrors(page)
  // Decap confirms deletions and publishing in the browser's own dialogs.
  dialogs = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.accept()
  })
})

const onMain = (file: string) => content.committed('main', file)
const onBranch = (branch: string, file: string) => content.committed(branch, file)
/** content/<file> in the working tree, as the working branch has it (undefined if it is not there). */
const onDisk = (file: string) =>
  content.onWorkingBranch(() => (fs.existsSync(content.copy.path(file)) ? content.copy.read(file) : undefined))
const branches = () => content.git('branch', '--format=%(refname:short)').split('\n')
const status = (branch: string) => content.git('config', `branch.${branch}.description`)

async function setStatus(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Status: ${from}` }).click()
  await page.getByRole('menuitem', { name: to }).click()
  await expect(page.getByRole('button', { name: `Status: ${to}` })).toBeVisible()
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Publish now' }).click()
}

/** The workflow board's column headed `heading`. */
const column = (page: Page, heading: string) => page.getByRole('heading', { name: heading, exact: true }).locator('..')

test('a change is saved as a draft on its own branch, goes through review, and is merged when published', async ({
  page,
}) => {
  const before = onMain('products/garri.en.md')
  await openAdmin(page, content, '/collections/products/entries/garri')
  await page.locator('input[id^="name-field"]').fill('Garri, white and yellow')
  await expect(preview(page).locator('.product-card__name')).toHaveText('Garri, white and yellow')
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  // A draft: its branch holds the change; the working branch and the file on disk do not.
  // Decap shows the draft's status once the backend has saved it.
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible()
  const draft = 'cms/products/garri'
  expect(branches()).toContain(draft)
  expect(onBranch(draft, 'products/garri.en.md')).toContain('name: Garri, white and yellow')
  expect(onMain('products/garri.en.md')).toBe(before)
  expect(await onDisk('products/garri.en.md')).toBe(before)
  expect(status(draft)).toBe('decap-cms/draft')

  // The editorial workflow board lists it under Drafts, as on the live site.
  await page.goto(page.url().replace(/#.*/, '#/workflow'))
  await expect(column(page, 'Drafts')).toContainText('Garri, white and yellow')
  await column(page, 'Drafts').getByText('Garri, white and yellow').click()

  // Publishing before the draft is Ready is refused; In review, then Ready, then Publish.
  await setStatus(page, 'Draft', 'In review')
  expect(status(draft)).toBe('decap-cms/pending_review')
  await publish(page)
  await expect.poll(() => dialogs).toContain('Please update status to "Ready" before publishing.')
  expect(branches()).toContain(draft)
  await setStatus(page, 'In review', 'Ready')
  expect(status(draft)).toBe('decap-cms/pending_publish')
  expect(onMain('products/garri.en.md')).toBe(before)
  await publish(page)

  // Merged: the working branch and the file have the change, the draft's branch is gone.
  await expect.poll(branches).not.toContain(draft)
  const after = onMain('products/garri.en.md')
  expect(after.split('\n').filter((line, index) => line !== before.split('\n')[index])).toEqual([
    'name: Garri, white and yellow',
  ])
  expect(await onDisk('products/garri.en.md')).toBe(after)
  expect(content.git('status', '--porcelain')).toBe('')
  expect(logs).toEqual([])
})

test('a new product with a photo from the phone: the photo travels with the draft and is published with it', async ({
  page,
}) => {
  const photo = await content.phonePhoto('yam-flour.jpg')
  await openAdmin(page, content, '/collections/products/new')
  await fillNewProduct(page, photo)
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  // Decap shows the draft's status once the backend has saved it.
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible()
  const draft = 'cms/products/yam-flour'
  expect(branches()).toContain(draft)
  expect(onBranch(draft, 'products/yam-flour.en.md')).toContain('image: images/products/yam-flour.jpg')
  expect(content.git('cat-file', '-t', `${draft}:content/images/products/yam-flour.jpg`)).toBe('blob')
  // Nothing of it on the working branch, nor on disk, before it is published.
  expect(() => onMain('products/yam-flour.en.md')).toThrow()
  expect(await onDisk('products/garri.en.md')).toBe(onMain('products/garri.en.md'))
  expect(await onDisk('images/products/yam-flour.jpg')).toBeUndefined()

  await setStatus(page, 'Draft', 'Ready')
  await publish(page)
  await expect.poll(branches).not.toContain(draft)
  expect(onMain('products/yam-flour.en.md')).toContain('imageAlt: A bowl of fine brown yam flour')
  expect(content.git('cat-file', '-t', 'main:content/images/products/yam-flour.jpg')).toBe('blob')
  expect(await onDisk('products/yam-flour.en.md')).toBe(onMain('products/yam-flour.en.md'))
  expect(logs).toEqual([])
})

test('uploads and deletions in the media library, and deleting a published entry, commit straight to the working branch', async ({
  page,
}) => {
  // As docs/ADMIN.md warns: these skip the draft and its review.
  const photo = await content.phonePhoto('harvest.jpg')
  const commits = () => Number(content.git('rev-list', '--count', 'main'))
  const before = commits()
  await openAdmin(page, content, '/collections/products')
  await page.getByRole('button', { name: 'Media' }).click()
  await page.locator('input[type="file"]').setInputFiles(photo)
  await expect.poll(() => content.git('ls-tree', '--name-only', 'main', 'content/images/')).toContain('harvest.jpg')
  expect(commits()).toBe(before + 1)
  // Deleting a picture there, too. Decap selects the upload itself once its card is drawn, and a
  // click on a selected card unselects it: select it only while the button stays disabled.
  const remove = page.getByRole('button', { name: 'Delete selected' })
  const card = page.getByText('harvest.jpg', { exact: true })
  await expect(card).toBeVisible()
  await expect(async () => {
    if (await remove.isDisabled()) await card.click()
    await expect(remove).toBeEnabled({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await remove.click()
  await expect.poll(() => content.git('ls-tree', '--name-only', 'main', 'content/images/')).not.toContain('harvest.jpg')
  expect(commits()).toBe(before + 2)
  expect(branches().filter((branch) => branch.startsWith('cms/'))).toEqual([])

  await openAdmin(page, content, '/collections/testimonials/entries/business-partner')
  await page.getByRole('button', { name: 'Delete published entry' }).click()
  await expect
    .poll(() => content.git('ls-tree', '--name-only', 'main', 'content/testimonials/'))
    .not.toContain('business-partner.en.md')
  expect(commits()).toBe(before + 3)
  expect(branches().filter((branch) => branch.startsWith('cms/'))).toEqual([])
})

test('the description starts in the plain-text Markdown editor, which keeps the text as written', async ({ page }) => {
  await openAdmin(page, content, '/collections/products/entries/palm-oil')
  await expect(page.locator('.cms-editor-raw')).toBeVisible()
  await expect(page.locator('.cms-editor-visual')).toHaveCount(0)
})
