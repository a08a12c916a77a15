/**
 * What the form says about an entry's picture, under the field concerned, in the quick file mode
 * (Publish writes the file). For every picture field that has a description (alt text), found from
 * the schemas: once the picture is replaced, the description is asked for again, since it told
 * people who cannot see it about the old picture; nothing is written until it is changed. And the
 * rules of the whole entry (a picture from another website needs its size, which must fit the
 * place) are shown under the picture field, not only in a passing message.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { placeProblem } from '../../generator/content/pictures/places.ts'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import { changedFile, fieldBox, openAdmin, publishNow, startAdminContent, type AdminContent } from '../support/admin.ts'
import { pictureFields, pictureOfSize } from '../support/picture-fields.ts'

const described = pictureFields().filter((field) => field.alt)

let content: AdminContent
let photos: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  content = await startAdminContent('fs')
  photos = `${content.copy.dir}-photos`
})

test.afterAll(async () => {
  await content.stop()
})

test.beforeEach(({ page }) => {
  // Decap asks before publishing: yes.
  page.on('dialog', (dialog) => void dialog.accept())
})

test('every picture with a description is found: the product picture, the home page and the Our story pictures', () => {
  expect(described.map((field) => field.place.key).sort()).toEqual(['hero', 'product', 'story'])
})

for (const field of described)
  test(`${field.collection}/${field.entry} → ${field.label}: a new picture asks for a new ${(field.alt?.label ?? '').toLowerCase()}, and nothing is written until it is given`, async ({
    page,
  }) => {
    const alt = field.alt!
    const before = content.copy.read(field.file)
    const name = `new-${field.place.key}.png`
    await pictureOfSize(photos, name, field.place.minWidth, field.place.minHeight)
    await openAdmin(page, content, `/collections/${field.collection}/entries/${field.entry}`)
    await fieldBox(page, field.name)
      .getByRole('button', { name: /Choose different image|Choose an image/ })
      .click()
    await page.locator('input[type="file"]').setInputFiles(path.join(photos, name))
    await expect(page.getByText(name, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Choose selected' }).click()

    // At once, under the description: it described the picture that was replaced.
    const asked = `${alt.label ?? ''} ${problem('picture-alt-unchanged', { replaced: field.saved }).message}`
    const altBox = fieldBox(page, alt.path.at(-1)!)
    await expect(altBox.getByText(asked)).toBeVisible()
    await publishNow(page)
    await expect(altBox.getByText(asked)).toBeVisible()
    await page.waitForTimeout(500)
    expect(content.copy.read(field.file)).toBe(before)

    const description = `A new picture for ${field.place.label}, described anew`
    await altBox.locator('input, textarea').fill(description)
    await expect(altBox.getByText(asked)).toHaveCount(0)
    await publishNow(page)
    const after = await changedFile(content, field.file, before)
    expect(after).toContain(`${alt.path.at(-1)}: ${description}`)
    expect(after).toContain(`${field.name}: ${field.folder}/${name}`)
    // The admin's server writes the entry's file first, then its pictures.
    await expect.poll(() => fs.existsSync(content.copy.path(`${field.folder}/${name}`))).toBe(true)

    // Opened again (without reloading the editor), the form compares with what was published:
    // the old picture put back asks for a description of it in place of the new one's.
    await page.evaluate((collection) => (window.location.hash = `#/collections/${collection}`), field.collection)
    await expect(altBox).toHaveCount(0)
    await page.evaluate(
      (route) => (window.location.hash = route),
      `#/collections/${field.collection}/entries/${field.entry}`,
    )
    await expect(altBox.locator('input, textarea')).toHaveValue(description)
    await fieldBox(page, field.name)
      .getByRole('button', { name: /Choose different image/ })
      .click()
    await page.getByText(field.saved.split('/').pop()!, { exact: true }).click()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    const askedAgain = `${alt.label ?? ''} ${problem('picture-alt-unchanged', { replaced: `${field.folder}/${name}` }).message}`
    await expect(altBox.getByText(askedAgain)).toBeVisible()
  })

test('a picture from another website without its size, or too small for its place, is refused under the picture field', async ({
  page,
}) => {
  const field = described.find((candidate) => candidate.place.key === 'product')!
  const before = content.copy.read(field.file)
  const url = 'https://images.unsplash.com/photo-1'
  await openAdmin(page, content, `/collections/${field.collection}/entries/${field.entry}`)
  const box = fieldBox(page, field.name)
  page.removeAllListeners('dialog')
  page.once('dialog', (dialog) => void dialog.accept(url))
  await box.getByRole('button', { name: /Replace with URL|Insert from URL/ }).click()
  await fieldBox(page, field.alt!.path.at(-1)!)
    .locator('input, textarea')
    .fill('A bowl of herbs, photographed from above')
  page.on('dialog', (dialog) => void dialog.accept())

  // The build's rule of the whole entry, under the field it is about.
  await publishNow(page)
  await expect(box.getByText(`${field.label} ${problem('picture-size-needed').message}`)).toBeVisible()
  const width = page.locator('[id^="imageWidth-field"]')
  const height = page.locator('[id^="imageHeight-field"]')
  await width.fill('300')
  await height.fill('200')
  await publishNow(page)
  const small = placeProblem(field.place, url, 300, 200, false)!
  await expect(box.getByText(`${field.label} ${small.message}`)).toBeVisible()
  await page.waitForTimeout(500)
  expect(content.copy.read(field.file)).toBe(before)

  for (const [input, value] of [
    [width, '1600'],
    [height, '1200'],
  ] as const) {
    await input.fill('')
    await input.fill(value)
    await expect(input).toHaveValue(value)
  }
  await publishNow(page)
  await expect.poll(() => content.copy.read(field.file)).toContain(`image: ${url}`)
  expect(content.copy.read(field.file)).toContain('imageWidth: 1600')
})
