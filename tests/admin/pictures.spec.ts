/**
 * The pictures of every entry show in the form: each entry of the fixture content that names
 * picture files is opened, for every collection and single file that has picture fields, and each
 * picture field must show the very file the entry names (its bytes), with no failed request to the
 * local backend (a picture looked for in the wrong folder answers 500). The media library opened
 * from a picture field lists the folder that picture is in. On the local backend in both modes.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { expect, test } from '@playwright/test'
import { adminForms, type FormField } from '../../admin/config.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../../generator/content/schemas/collections/index.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { readIcons } from '../../generator/content/load/load.ts'
import type { LocalBackendMode } from '../../scripts/lib/local-backend.ts'
import { backendFailures, consoleErrors, openAdmin, startAdminContent, type AdminContent } from '../support/admin.ts'
import { ROOT } from '../support/build.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const collections = Object.values(
  defineCollections(contextWithoutFiles(readIcons(path.join(ROOT, 'assets/icons.svg')))),
) as Collection[]
const forms = adminForms(collections, readSiteBasics(FIXTURE_CONTENT).languages)

/** The picture files (below content/) an entry's data names in its picture fields. */
function picturesIn(fields: readonly FormField[], data: Record<string, unknown> | undefined): string[] {
  const found: string[] = []
  for (const field of fields) {
    const value = data?.[field.name]
    if (field.widget === 'image' && typeof value === 'string' && !/^https?:/.test(value)) found.push(value)
    else if (field.widget === 'object' && field.fields) found.push(...picturesIn(field.fields, value as never))
    else if (field.widget === 'list' && Array.isArray(value))
      for (const item of value)
        found.push(
          ...(field.fields
            ? picturesIn(field.fields, item as never)
            : picturesIn([{ ...field.field!, name: 'item' }], { item })),
        )
  }
  return found
}

const hasPictureField = (fields: readonly FormField[]): boolean =>
  fields.some(
    (field) =>
      field.widget === 'image' ||
      hasPictureField(field.fields ?? []) ||
      (field.field ? hasPictureField([field.field]) : false),
  )

interface PictureEntry {
  /** The Decap collection and the entry (file name, or the single file's name in the form). */
  collection: string
  entry: string
  mediaFolder: string
  pictures: string[]
}

/** Every entry of the fixture content with a picture field, by collection or single file. */
const entries: PictureEntry[] = []
/** Every collection and single file that has a picture field: each must have an entry above. */
const withPictureFields: string[] = []
for (const collection of forms.collections) {
  const files =
    'files' in collection
      ? collection.files.map((file) => ({ entry: file.name, file: file.file, fields: file.fields }))
      : fs
          .readdirSync(path.join(FIXTURE_CONTENT, collection.folder.replace(/^content\//, '')))
          .filter((name) => name.endsWith('.md'))
          .map((name) => ({
            // garri.en.md and garri.fr.md are the entry garri, in each language.
            entry: name.replace(/\.[a-z]{2}\.md$/, ''),
            file: `${collection.folder}/${name}`,
            fields: collection.fields,
          }))
  for (const { entry, file, fields } of files) {
    if (!hasPictureField(fields)) continue
    withPictureFields.push(`${collection.name}/${'files' in collection ? entry : '*'}`)
    const { data } = matter(fs.readFileSync(path.join(FIXTURE_CONTENT, file.replace(/^content\//, '')), 'utf8'))
    const pictures = picturesIn(fields, data)
    if (pictures.length)
      entries.push({ collection: collection.name, entry, mediaFolder: collection.media_folder, pictures })
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

test('the fixture content has a picture in every collection and single file with picture fields', () => {
  expect(withPictureFields.length).toBeGreaterThan(0)
  for (const name of new Set(withPictureFields)) {
    const [collection, file] = name.split('/')
    expect(
      entries.some((entry) => entry.collection === collection && (file === '*' || entry.entry === file)),
      name,
    ).toBe(true)
  }
})

for (const mode of ['git', 'fs'] as LocalBackendMode[]) {
  test.describe(`in ${mode === 'git' ? 'git' : 'quick file'} mode`, () => {
    let content: AdminContent

    test.beforeAll(async () => {
      content = await startAdminContent(mode)
    })

    test.afterAll(async () => {
      await content.stop()
    })

    for (const { collection, entry, mediaFolder, pictures } of entries)
      test(`${collection}/${entry} shows its ${pictures.length === 1 ? 'picture' : `${pictures.length} pictures`}, and the media library lists its folder`, async ({
        page,
      }) => {
        const errors = consoleErrors(page)
        const failures = backendFailures(page)
        await openAdmin(page, content, `/collections/${collection}/entries/${entry}`)

        // Each picture field shows the file its entry names, byte for byte.
        const expected = pictures.map((picture) => sha256(fs.readFileSync(content.copy.path(picture)))).sort()
        const shown = () =>
          page.evaluate(async () => {
            const digests: string[] = []
            for (const img of document.querySelectorAll<HTMLImageElement>('.Pane1 img[role="presentation"]')) {
              const bytes = await (await fetch(img.src)).arrayBuffer()
              const digest = await crypto.subtle.digest('SHA-256', bytes)
              digests.push([...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''))
            }
            return digests.sort()
          })
        // Decap fetches each picture through the local backend after the form: on a busy machine
        // (in CI, 7 of 18 missed 15 s, some in quick-file mode too) up to half a minute.
        await expect.poll(shown, { timeout: 30_000 }).toEqual(expected)

        // The media library of the first picture field: the folder its picture is in.
        const folder = mediaFolder.replace(/^\/content\//, '')
        for (const picture of pictures) expect(path.dirname(picture), picture).toBe(folder)
        await page.getByRole('button', { name: 'Choose different image' }).first().click()
        const onDisk = fs
          .readdirSync(content.copy.path(folder), { withFileTypes: true })
          .filter((item) => item.isFile())
          .map((item) => item.name)
          .sort()
        const cards = page.locator('[class*="-CardText"]')
        await expect.poll(async () => (await cards.allInnerTexts()).sort()).toEqual(onDisk)
        expect(onDisk).toContain(path.basename(pictures[0]!))

        // git mode asks for the entry's draft, which it has not: that one answer is a 404.
        expect(failures.filter((failure) => !failure.startsWith('unpublishedEntry '))).toEqual([])
        expect(errors).toEqual([])
      })
  })
}
