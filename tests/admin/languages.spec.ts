/**
 * The admin in both languages of the fixture content (English, French), on Decap's local backend:
 * the French pane beside the English one, or the left pane switched to French with the preview
 * beside it; what lands on disk in each language (a folder's entry one file per language, a page
 * text's French section); the translation's status, which follows the English as it is edited and
 * is marked up to date by the editor; the checks of the French texts; and the build accepting
 * what the admin wrote (`npm run check:content` on the result).
 */
import { expect, test } from '@playwright/test'
import { fromFile } from '../../admin/format.ts'
import { CATALOGUE, problem } from '../../generator/content/problems/catalogue/index.ts'
import {
  changedFile,
  checkContent,
  consoleErrors,
  formPane,
  openAdmin,
  preview,
  publishNow,
  startAdminContent,
  translationStatus,
  typeMarkdown,
  writeIn,
  type AdminContent,
} from '../support/admin.ts'

/** The lines of `after` that differ from `before`'s, line by line. */
const changedLines = (before: string, after: string) =>
  after.split('\n').filter((line, index) => line !== before.split('\n')[index])

/** Whether the build reports anything about `file`'s translation (outdated, unrecorded, partial). */
const translationWarnings = (output: string, file: string) =>
  output.split('\n').filter((line) => line.includes(file) && /translat|not translated|changed in/.test(line))

test.describe('in quick file mode (Publish writes the files)', () => {
  let content: AdminContent
  let logs: string[] = []

  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    content = await startAdminContent('fs')
  })

  test.afterAll(async () => {
    await content.stop()
  })

  test.beforeEach(({ page }) => {
    logs = consoleErrors(page)
    page.on('dialog', (dialog) => void dialog.accept())
  })

  const read = (file: string) => content.copy.read(file)

  test('the French pane says when the English changed, names the texts, and is marked up to date; nothing is written', async ({
    page,
  }) => {
    const before = { en: read('products/garri.en.md'), fr: read('products/garri.fr.md') }
    await openAdmin(page, content, '/collections/products/entries/garri', { beside: 'i18n' })
    const en = formPane(page, 'en')
    const status = translationStatus(page, 'fr')
    await expect(status).toHaveText('Up to date with the English text.')
    // Shared fields are the English pane's alone.
    await expect(formPane(page, 'fr').locator('[id^="order-field"], [id^="image-field"]')).toHaveCount(0)
    await expect(en.locator('output')).toHaveCount(0)

    await en.locator('input[id^="name-field"]').fill('Garri, white and yellow')
    await expect(status).toHaveText(
      'Behind the English text: "Name" changed since this translation was made. Bring the French up to date, then mark it up to date.',
    )
    const mark = formPane(page, 'fr').getByRole('button', { name: 'Mark as up to date with the English' })
    await mark.click()
    await expect(status).toHaveText('Marked as up to date with the English text as it is now: recorded when you save.')
    await en.locator('[id^="imageAlt-field"]').fill('A bowl of white garri')
    await expect(status).toContainText('Behind the English text: "Image alt" changed')
    await expect(status).toContainText('(after you marked it up to date)')
    await formPane(page, 'fr').getByRole('button', { name: 'Mark as up to date with the English' }).click()
    await formPane(page, 'fr').getByRole('button', { name: 'Undo: it is not up to date' }).click()
    await expect(status).toContainText('Behind the English text: "Name" and "Image alt" changed')
    await page.waitForTimeout(300)
    expect(read('products/garri.en.md')).toBe(before.en)
    expect(read('products/garri.fr.md')).toBe(before.fr)
    expect(logs).toEqual([])
  })

  test('a translator brings a product’s French up to date: only garri.fr.md changes, with a fresh record', async ({
    page,
  }) => {
    // The English description changed since the French was written.
    content.copy.edit('products/garri.en.md', 'Made from fresh cassava', 'Made from fresh local cassava')
    const en = read('products/garri.en.md')
    const fr = read('products/garri.fr.md')
    const { code, output } = checkContent(content)
    expect(code).toBe(0)
    expect(translationWarnings(output, 'garri.fr.md')).toEqual([expect.stringContaining('"description" changed')])

    await openAdmin(page, content, '/collections/products/entries/garri')
    await writeIn(page, 'fr')
    const pane = formPane(page, 'fr')
    await expect(translationStatus(page, 'fr')).toContainText(
      'Behind the English text: "Product description" changed since this translation was made.',
    )
    await pane.locator('input[id^="name-field"]').fill('Gari blanc ou jaune')
    const description = 'Fabriqué à partir de manioc frais et local, épluché, râpé, fermenté, pressé puis torréfié.'
    await typeMarkdown(page, pane.locator('[data-slate-editor="true"]'), description)
    // The preview follows the pane: the French page's card, with the English picture.
    await expect(preview(page).locator('.product-card__name')).toHaveText('Gari blanc ou jaune')
    await expect(preview(page).locator('.product-card__text')).toContainText('manioc frais et local')
    await expect(preview(page).locator('.product-card img')).toHaveAttribute('src', /./)
    await pane.getByRole('button', { name: 'Mark as up to date with the English' }).click()
    await expect(translationStatus(page, 'fr')).toContainText('Marked as up to date')

    await publishNow(page)
    await expect.poll(() => read('products/garri.fr.md')).not.toBe(fr)
    expect(read('products/garri.en.md')).toBe(en)
    const after = read('products/garri.fr.md')
    const record = (text: string) => fromFile(text).translatedFrom as Record<string, string>
    expect(changedLines(fr, after)).toEqual([
      'name: Gari blanc ou jaune',
      `  description: ${record(after).description}`,
      description,
    ])
    expect(record(after).description).not.toBe(record(fr).description)
    // The build takes it, and finds the translation up to date.
    const checked = checkContent(content)
    expect(checked.code, checked.output).toBe(0)
    expect(translationWarnings(checked.output, 'garri.fr.md')).toEqual([])
    expect(logs).toEqual([])
  })

  test('a page text’s French section is edited beside the English: only its line changes', async ({ page }) => {
    const before = read('pages/home.md')
    await openAdmin(page, content, '/collections/pages/entries/home-page', { beside: 'i18n' })
    const headline = formPane(page, 'fr').locator('[id^="headline-field"]')
    await expect(headline).toHaveValue('Bienvenue chez Ala Harvest Agro Foods')
    await headline.fill('Bienvenue chez Ala Harvest')
    await expect(translationStatus(page, 'fr')).toHaveText('Up to date with the English text.')
    await publishNow(page)
    expect(changedLines(before, await changedFile(content, 'pages/home.md', before))).toEqual([
      '    headline: Bienvenue chez Ala Harvest',
    ])
    const checked = checkContent(content)
    expect(checked.code, checked.output).toBe(0)
    expect(translationWarnings(checked.output, 'pages/home.md')).toEqual([])
    expect(logs).toEqual([])
  })

  test('French texts are checked as the English are: shown under the field, and nothing is written', async ({
    page,
  }) => {
    const before = read('products/palm-oil.fr.md')
    await openAdmin(page, content, '/collections/products/entries/palm-oil', { beside: 'i18n' })
    // Decap reads the other products when the form opens.
    await page.waitForTimeout(1500)
    const name = formPane(page, 'fr').locator('input[id^="name-field"]')
    await name.fill('P'.repeat(70))
    await publishNow(page)
    const tooLong = `Name ${problem('text-too-long', { length: 70, max: 60 }).message}`
    await expect(name.locator('xpath=..').getByText(tooLong)).toBeVisible()
    await expect(page.getByText(`French: ${tooLong}`)).toBeVisible()

    // A name another product has in French.
    await name.clear()
    await name.fill('farine de manioc')
    await expect(name).toHaveValue('farine de manioc')
    await publishNow(page)
    const taken = `Name ${problem('duplicate-value', {
      field: 'name',
      value: 'farine de manioc',
      others: ['content/products/cassava-flour.fr.md'],
      singular: 'product',
    }).message.replace(/^name /, '')}`
    await expect(name.locator('xpath=..').getByText(taken)).toBeVisible()
    await page.waitForTimeout(500)
    expect(read('products/palm-oil.fr.md')).toBe(before)
  })

  test('a page text without its French section is refused with the build’s message, and nothing is written', async ({
    page,
  }) => {
    const file = 'pages/not-found.md'
    const english = read(file).replace(/\nfr:\n[\s\S]*?(?=\n---)/, '')
    content.copy.write(file, english)
    await openAdmin(page, content, '/collections/pages/entries/not-found-page')
    await page.locator('input[id^="heading-field"]').fill('Page not found')
    await publishNow(page)
    const missing = CATALOGUE['translation-missing'].message({ language: 'French', code: 'fr', line: '' })
    await expect(page.getByText(missing)).toBeVisible()
    await page.waitForTimeout(500)
    expect(read(file)).toBe(english)
  })
})

test.describe('in git mode (drafts, then published)', () => {
  let content: AdminContent

  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    content = await startAdminContent('git')
  })

  test.afterAll(async () => {
    await content.stop()
  })

  test('a new product written in English and French is saved as both files, and published', async ({ page }) => {
    const logs = consoleErrors(page)
    page.on('dialog', (dialog) => void dialog.accept())
    await openAdmin(page, content, '/collections/products/new', { beside: 'i18n' })
    const en = formPane(page, 'en')
    const fr = formPane(page, 'fr')
    await en.locator('input[id^="name-field"]').fill('Yam Flour')
    await en.locator('input[id^="order-field"]').fill('7')
    await en.getByRole('button', { name: 'Choose an image' }).click()
    await page.getByText('garri.svg', { exact: true }).click()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await en.locator('[id^="imageAlt-field"]').fill('A bowl of fine brown yam flour')
    await typeMarkdown(page, en.locator('[data-slate-editor="true"]'), 'Sun-dried yam, milled fine, for amala.')
    await expect(translationStatus(page, 'fr')).toContainText('Not translated into French yet')

    await fr.locator('input[id^="name-field"]').fill('Farine d’igname')
    await fr.locator('[id^="imageAlt-field"]').fill('Un bol de farine d’igname brune')
    await typeMarkdown(page, fr.locator('[data-slate-editor="true"]'), 'Igname séchée au soleil, finement moulue.')
    await expect(translationStatus(page, 'fr')).toContainText('New French translation')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible()

    const draft = 'cms/products/yam-flour'
    const english = content.committed(draft, 'products/yam-flour.en.md')
    const french = content.committed(draft, 'products/yam-flour.fr.md')
    expect(english).toBe(
      '---\nname: Yam Flour\norder: 7\nimage: images/products/garri.svg\nimageAlt: A bowl of fine brown yam flour\n---\n\nSun-dried yam, milled fine, for amala.\n',
    )
    expect(french).toMatch(
      /^---\nname: Farine d’igname\nimageAlt: Un bol de farine d’igname brune\ntranslatedFrom:\n {2}name: [0-9a-f]{8}\n {2}imageAlt: [0-9a-f]{8}\n {2}description: [0-9a-f]{8}\n---\n\nIgname séchée au soleil, finement moulue\.\n$/,
    )

    await page.getByRole('button', { name: 'Status: Draft' }).click()
    await page.getByRole('menuitem', { name: 'Ready' }).click()
    await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await expect.poll(() => content.git('branch', '--format=%(refname:short)')).not.toContain(draft)
    expect(await content.onWorkingBranch(() => content.copy.read('products/yam-flour.en.md'))).toBe(english)
    expect(await content.onWorkingBranch(() => content.copy.read('products/yam-flour.fr.md'))).toBe(french)
    // The build takes both, and finds the French made from the English as published.
    const checked = checkContent(content)
    expect(checked.code, checked.output).toBe(0)
    expect(translationWarnings(checked.output, 'yam-flour')).toEqual([])
    expect(logs).toEqual([])
  })

  test('a draft changing the French alone opens with both languages, and publishes the French file alone', async ({
    page,
  }) => {
    const logs = consoleErrors(page)
    page.on('dialog', (dialog) => void dialog.accept())
    const english = content.committed('main', 'products/garri.en.md')
    await openAdmin(page, content, '/collections/products/entries/garri', { beside: 'i18n' })
    await formPane(page, 'fr').locator('input[id^="name-field"]').fill('Gari blanc et jaune')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible()
    expect(content.git('diff', '--name-only', 'main', 'cms/products/garri')).toBe('content/products/garri.fr.md')

    // Opened again, the draft has its English from the working branch and its French from itself.
    await openAdmin(page, content, '/collections/products/entries/garri', { beside: 'i18n' })
    await expect(formPane(page, 'en').locator('input[id^="name-field"]')).toHaveValue('Garri')
    await expect(formPane(page, 'fr').locator('input[id^="name-field"]')).toHaveValue('Gari blanc et jaune')
    await page.getByRole('button', { name: 'Status: Draft' }).click()
    await page.getByRole('menuitem', { name: 'Ready' }).click()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Publish now' }).click()
    await expect.poll(() => content.copy.read('products/garri.fr.md')).toContain('name: Gari blanc et jaune')
    expect(content.committed('main', 'products/garri.en.md')).toBe(english)
    expect(logs).toEqual([])
  })
})
