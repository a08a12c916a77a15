/**
 * Pictures are checked when they are uploaded, before anything is stored, with the build's own
 * checks and words. From a picture field, for every picture field of every collection (found from
 * the schemas): the place the field shows it in (a picture too small there is refused, naming the
 * field by its label; one that fits is taken), and the real format read from the bytes. From the
 * media library of the menu, where no place is known: what every place needs (SVG safety, the
 * pixel limit, the upload limit), with a note that size and shape are checked at the field; a
 * picture taken there is then held to the field it is chosen for.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import * as lightningcss from 'lightningcss'
import { UPLOAD_LIMIT_BYTES } from '../../admin/config.ts'
import { identifyPicture } from '../../generator/content/pictures/identify.ts'
import { canDecodeHeic } from '../../generator/content/pictures/inspect.ts'
import { placeProblem } from '../../generator/content/pictures/places.ts'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import { dialogMessages, fieldBox, openAdmin, startAdminContent, type AdminContent } from '../support/admin.ts'
import { pictureFields, pictureOfSize } from '../support/picture-fields.ts'

const fields = pictureFields()

/** The build's words for a file's bytes, as the build would find the file at `shownPath`. */
function buildSays(bytes: Uint8Array, written: string, shownPath: string) {
  const found = identifyPicture(bytes, {
    written,
    shownPath,
    extension: path.extname(written),
    heicDecoding: canDecodeHeic,
    css: lightningcss,
  })
  if (found.ok) throw new Error(`the build takes ${written}`)
  return found.problems[0]!
}

/** Opens the media library of a picture field. */
async function openLibraryOf(page: Page, name: string) {
  await fieldBox(page, name)
    .getByRole('button', { name: /Choose different image|Choose an image/ })
    .click()
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeVisible()
}

test('every picture field of every collection is found, each with its place', () => {
  expect(new Set(fields.map((field) => field.place.key))).toEqual(
    new Set(['product', 'hero', 'story', 'logo', 'share']),
  )
})

test.describe('from a picture field', () => {
  test.describe.configure({ mode: 'serial' })
  let content: AdminContent
  let photos: string

  test.beforeAll(async () => {
    content = await startAdminContent('fs')
    photos = `${content.copy.dir}-photos`
  })

  test.afterAll(async () => {
    await content.stop()
  })

  for (const field of fields)
    test(`${field.collection}/${field.entry} → ${field.label}: a picture too small for ${field.place.label} is refused with the build's message, and nothing is stored; one that fits is taken`, async ({
      page,
    }) => {
      const messages = dialogMessages(page)
      const { minWidth, minHeight } = field.place
      const small = {
        name: `small-${field.name.toLowerCase()}.png`,
        width: Math.floor(minWidth / 2),
        height: Math.floor(minHeight / 2),
      }
      const fits = `fits-${field.name.toLowerCase()}.png`
      await pictureOfSize(photos, small.name, small.width, small.height)
      await pictureOfSize(photos, fits, minWidth, minHeight)
      await openAdmin(page, content, `/collections/${field.collection}/entries/${field.entry}`)
      await openLibraryOf(page, field.name)

      await page.locator('input[type="file"]').setInputFiles(path.join(photos, small.name))
      const refusal = placeProblem(field.place, small.name, small.width, small.height, false)!
      expect(refusal.code).toBe('picture-too-small')
      await expect.poll(() => messages).toEqual([`${field.label} ${refusal.message}`])
      await page.waitForTimeout(500)
      expect(fs.existsSync(content.copy.path(`${field.folder}/${small.name}`))).toBe(false)
      await expect(page.getByText(small.name, { exact: true })).toHaveCount(0)

      // One that fits joins the library (and the entry's draft, once chosen).
      await page.locator('input[type="file"]').setInputFiles(path.join(photos, fits))
      await expect(page.getByText(fits, { exact: true })).toBeVisible()
      expect(messages).toHaveLength(1)
    })

  test('a .jpg that is really a PDF, an iPhone photo or a drawing is refused with the build’s message for what it is', async ({
    page,
  }) => {
    const field = fields.find((candidate) => candidate.place.key === 'product')!
    const messages = dialogMessages(page)
    const files: [name: string, bytes: Uint8Array, code: string][] = [
      [
        'price-list.jpg',
        new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
        'picture-not-a-picture',
      ],
      [
        'drawing.jpg',
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"></svg>'),
        'picture-misnamed',
      ],
      ['price-list.pdf', new TextEncoder().encode('%PDF-1.4\n'), 'picture-not-web'],
    ]
    // An iPhone photo's first bytes (a HEIF file of brand heic), under a .jpg name: refused where
    // the build cannot convert it, as on this computer unless its sharp was built with HEVC.
    if (!canDecodeHeic())
      files.push([
        'iphone.jpg',
        Uint8Array.from([
          0,
          0,
          0,
          24,
          ...new TextEncoder().encode('ftypheic'),
          0,
          0,
          0,
          0,
          ...new TextEncoder().encode('mif1heic'),
        ]),
        'picture-heic',
      ])
    await openAdmin(page, content, `/collections/${field.collection}/entries/${field.entry}`)
    await openLibraryOf(page, field.name)
    const expected: string[] = []
    for (const [name, bytes, code] of files) {
      fs.writeFileSync(path.join(photos, name), bytes)
      await page.locator('input[type="file"]').setInputFiles(path.join(photos, name))
      const found =
        code === 'picture-not-web'
          ? problem('picture-not-web', {
              written: name,
              extensions: ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'],
            })
          : buildSays(bytes, name, `content/${field.folder}/${name}`)
      expect(found.code).toBe(code)
      expected.push(`${field.label} ${found.message}`)
      await expect.poll(() => messages).toEqual(expected)
    }
    for (const [name] of files) expect(fs.existsSync(content.copy.path(`${field.folder}/${name}`))).toBe(false)
  })
})

test.describe('from the media library of the menu', () => {
  test.describe.configure({ mode: 'serial' })
  let content: AdminContent
  let photos: string
  const commits = () => Number(content.git('rev-list', '--count', 'main'))
  const onMain = () => content.git('ls-tree', '-r', '--name-only', 'main', 'content/images/')

  test.beforeAll(async () => {
    content = await startAdminContent('git')
    photos = `${content.copy.dir}-photos`
    fs.mkdirSync(photos, { recursive: true })
  })

  test.afterAll(async () => {
    await content.stop()
  })

  test('a drawing with a script or a file from another website, a photo of too many pixels and a file over the limit are refused with the build’s words, and nothing is committed', async ({
    page,
  }) => {
    const messages = dialogMessages(page)
    const svg = (inside: string) =>
      new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">\n  ${inside}\n</svg>\n`)
    // A PNG's header claiming 20000 × 15000 pixels: the build refuses it before opening it.
    const header = Buffer.alloc(33)
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(header)
    header.writeUInt32BE(13, 8)
    header.write('IHDR', 12, 'latin1')
    header.writeUInt32BE(20000, 16)
    header.writeUInt32BE(15000, 20)
    header.set([8, 2, 0, 0, 0], 24)
    const files: [name: string, bytes: Uint8Array, code: string][] = [
      ['script.svg', svg('<script>alert(1)</script>'), 'svg-unsafe'],
      // Read by lightningcss, as WebAssembly in the browser and natively in the build.
      [
        'remote-style.svg',
        svg('<rect width="10" height="10" style="fill: u\\72l(https://example.com/x.svg)"/>'),
        'svg-unsafe',
      ],
      ['huge.png', new Uint8Array(header), 'picture-too-many-pixels'],
    ]
    const before = commits()
    await openAdmin(page, content, '/collections/products')
    await page.getByRole('button', { name: 'Media' }).click()
    const note = problem('picture-place-unknown', { folder: 'content/images' }).message
    const expected: string[] = []
    for (const [name, bytes, code] of files) {
      fs.writeFileSync(path.join(photos, name), bytes)
      await page.locator('input[type="file"]').setInputFiles(path.join(photos, name))
      const found = buildSays(bytes, name, `content/images/${name}`)
      expect(found.code).toBe(code)
      expected.push(`${found.message}\n\n${note.charAt(0).toUpperCase()}${note.slice(1)}`)
      await expect.poll(() => messages).toEqual(expected)
    }
    const big = path.join(photos, 'big-photo.jpg')
    fs.writeFileSync(big, Buffer.alloc(UPLOAD_LIMIT_BYTES + 1_000_000, 7))
    await page.locator('input[type="file"]').setInputFiles(big)
    expected.push(
      problem('upload-too-large', {
        name: 'big-photo.jpg',
        bytes: UPLOAD_LIMIT_BYTES + 1_000_000,
        limit: UPLOAD_LIMIT_BYTES,
      }).message,
    )
    await expect.poll(() => messages).toEqual(expected)
    await page.waitForTimeout(500)
    expect(commits()).toBe(before)
    for (const name of [...files.map(([name]) => name), 'big-photo.jpg']) expect(onMain()).not.toContain(name)
  })

  test('a picture taken there is held to the size and shape of the field it is chosen for, under that field', async ({
    page,
  }) => {
    const field = fields.find((candidate) => candidate.place.key === 'logo')!
    const messages = dialogMessages(page)
    const name = 'small-logo.png'
    await pictureOfSize(photos, name, 300, 300)
    await openAdmin(page, content, '/collections/products')
    await page.getByRole('button', { name: 'Media' }).click()
    await page.locator('input[type="file"]').setInputFiles(path.join(photos, name))
    // Every place's checks pass: it is committed, as Decap does from the menu.
    await expect.poll(onMain).toContain(`content/images/${name}`)
    expect(messages).toEqual([])

    await openAdmin(page, content, `/collections/${field.collection}/entries/${field.entry}`)
    await openLibraryOf(page, field.name)
    await page.getByText(name, { exact: true }).click()
    await page.getByRole('button', { name: 'Choose selected' }).click()
    const value = `${field.folder}/${name}`
    const refusal = placeProblem(field.place, value, 300, 300, false)!
    expect(refusal.code).toBe('picture-too-small')
    await expect(fieldBox(page, field.name).getByText(`${field.label} ${refusal.message}`)).toBeVisible()
    // Saving is refused: no draft is made.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForTimeout(1000)
    expect(content.git('branch', '--format=%(refname:short)')).not.toContain('cms/')
  })
})
