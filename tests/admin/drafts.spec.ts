/**
 * Drafts of the editorial workflow count, on Decap's local backend in git mode (each draft a branch
 * of its own, as a pull request is on the live site): a name a draft already has is refused under
 * the field, naming the draft's file; and a picture an entry or a draft still shows cannot be
 * deleted in the media library, which would otherwise commit the deletion straight to the branch,
 * from a picture field's library or the menu's, nor replaced by a file uploaded under its name.
 * The message names each entry and field.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import {
  consoleErrors,
  dialogMessages,
  fieldBox,
  openAdmin,
  startAdminContent,
  type AdminContent,
} from '../support/admin.ts'
import { pictureFields } from '../support/picture-fields.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const product = pictureFields().find((field) => field.collection === 'products')!
const site = pictureFields().filter((field) => field.collection === 'site')

let content: AdminContent

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  content = await startAdminContent('git')
})

test.afterAll(async () => {
  await content.stop()
})

const branches = () => content.git('branch', '--format=%(refname:short)').split('\n')
const commits = () => Number(content.git('rev-list', '--count', 'main'))
const onMain = (folder: string) => content.git('ls-tree', '--name-only', 'main', `content/${folder}/`)

/** The fixture's files (below content/) whose front matter names `picture`. */
function fixtureFilesNaming(picture: string): string[] {
  const found: string[] = []
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(FIXTURE_CONTENT, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (
        file.endsWith('.md') &&
        new RegExp(`^\\s*\\w+: ${picture}$`, 'm').test(fs.readFileSync(path.join(FIXTURE_CONTENT, file), 'utf8'))
      )
        found.push(`content/${file}`)
    }
  }
  visit('')
  return found.sort()
}

/** Selects a picture in the open media library and asks to delete it. */
async function deletePicture(page: Page, name: string) {
  const remove = page.getByRole('button', { name: 'Delete selected' })
  await page.getByText(name, { exact: true }).click()
  await expect(remove).toBeEnabled()
  await remove.click()
}

const draftName = 'Yam Flour'
const draftFile = 'content/products/yam-flour.en.md'
const shared = `${product.folder}/garri.svg`

test('a draft product showing a picture of the library is saved on its own branch', async ({ page }) => {
  const logs = consoleErrors(page)
  await openAdmin(page, content, '/collections/products/new')
  await page.locator('input[id^="name-field"]').fill(draftName)
  await page.locator('input[id^="order-field"]').fill('7')
  await fieldBox(page, product.name).getByRole('button', { name: 'Choose an image' }).click()
  await page.getByText(path.basename(shared), { exact: true }).click()
  await page.getByRole('button', { name: 'Choose selected' }).click()
  await fieldBox(page, product.alt!.path.at(-1)!).locator('input, textarea').fill('A bowl of fine brown yam flour')
  await page.locator('[data-slate-editor="true"]').last().click()
  await page.keyboard.type('Sun-dried yam, milled fine, for amala.')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible()
  expect(branches()).toContain('cms/products/yam-flour')
  expect(content.committed('cms/products/yam-flour', 'products/yam-flour.en.md')).toContain(`image: ${shared}`)
  // Nothing was written in French: no French file.
  expect(() => content.committed('cms/products/yam-flour', 'products/yam-flour.fr.md')).toThrow()
  expect(logs).toEqual([])
})

test('a new product with the name of the draft is refused under the field, naming the draft’s file', async ({
  page,
}) => {
  const before = branches()
  await openAdmin(page, content, '/collections/products/new')
  const name = page.locator('input[id^="name-field"]')
  // Saved at once, while the form still reads the other products and the drafts (on the live
  // site, from GitHub, that takes seconds): the name is checked again once they are read.
  await name.fill('yam flour')
  await page.locator('input[id^="order-field"]').fill('8')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const message = problem('duplicate-value', {
    field: 'name',
    value: 'yam flour',
    others: [],
    singular: 'product',
    drafts: [draftFile],
  }).message.replace(/^name /, 'Name ')
  expect(message).toContain(`the draft ${draftFile}`)
  await expect(name.locator('xpath=..').getByText(message)).toBeVisible()
  await page.waitForTimeout(500)
  expect(branches()).toEqual(before)
})

test('deleting a picture that entries and drafts show is refused from the field’s media library, naming each of them', async ({
  page,
}) => {
  const messages = dialogMessages(page)
  const before = commits()
  await openAdmin(page, content, `/collections/products/entries/garri`)
  await fieldBox(page, product.name)
    .getByRole('button', { name: /Choose different image/ })
    .click()
  await deletePicture(page, path.basename(shared))
  const published = fixtureFilesNaming(shared)
  expect(published).toEqual(['content/products/garri.en.md'])
  const refusal = problem('picture-in-use', {
    picture: shared,
    files: [...published, draftFile],
    fields: [...published.map(() => product.label), `${product.label}, in a draft`],
  }).message
  await expect.poll(() => messages.filter((message) => !/^Are you sure/.test(message))).toEqual([refusal])
  await page.waitForTimeout(500)
  expect(commits()).toBe(before)
  expect(onMain(product.folder)).toContain(`content/${shared}`)
})

test('deleting the logo from the media library of the menu is refused, naming the file and field that show it', async ({
  page,
}) => {
  const logo = site.find((field) => field.place.key === 'logo')!
  const messages = dialogMessages(page)
  const before = commits()
  await openAdmin(page, content, '/collections/products')
  await page.getByRole('button', { name: 'Media' }).click()
  await deletePicture(page, path.basename(logo.saved))
  const files = fixtureFilesNaming(logo.saved)
  expect(files).toEqual([`content/${logo.file}`])
  const refusal = problem('picture-in-use', { picture: logo.saved, files, fields: [logo.label] }).message
  await expect.poll(() => messages.filter((message) => !/^Are you sure/.test(message))).toEqual([refusal])
  await page.waitForTimeout(500)
  expect(commits()).toBe(before)
  expect(onMain(logo.folder)).toContain(`content/${logo.saved}`)
})

test('uploading a file under the name of a picture entries show is refused, naming them: it would replace the picture there', async ({
  page,
}) => {
  const logo = site.find((field) => field.place.key === 'logo')!
  const messages = dialogMessages(page)
  const before = commits()
  const upload = path.join(`${content.copy.dir}-photos`, path.basename(logo.saved))
  fs.mkdirSync(path.dirname(upload), { recursive: true })
  // A drawing the build would take anywhere: only its name is wrong.
  fs.writeFileSync(
    upload,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512"/></svg>',
  )
  await openAdmin(page, content, '/collections/products')
  await page.getByRole('button', { name: 'Media' }).click()
  await page.locator('input[type="file"]').setInputFiles(upload)
  const files = fixtureFilesNaming(logo.saved)
  const refusal = problem('picture-name-taken', { picture: logo.saved, files, fields: [logo.label] }).message
  await expect.poll(() => messages).toEqual([refusal])
  await page.waitForTimeout(500)
  expect(commits()).toBe(before)
  expect(content.git('show', `main:content/${logo.saved}`)).toBe(
    fs.readFileSync(path.join(FIXTURE_CONTENT, logo.saved), 'utf8').trim(),
  )
})
