/**
 * Where the admin keeps each collection's pictures (admin/config.ts): Decap finds the picture a
 * field names by its file name alone, in the collection's media folder, so that folder must be
 * where content keeps the pictures of that collection, for every collection and single file. The
 * browser tests (tests/admin/pictures.spec.ts) open every entry with a picture; here, the rule
 * against the examples the content guide gives for every picture field.
 */
import { describe, expect, it } from 'vitest'
import { adminForms, pictureFolder, type FormField } from '../../admin/config.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../../generator/content/schemas/collections/index.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { readIcons } from '../../generator/content/load/load.ts'
import { unwrap } from '../../generator/content/schemas/walk.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const collections = Object.values(defineCollections(contextWithoutFiles(readIcons(ICONS_FILE)))) as Collection[]
const forms = adminForms(collections, readSiteBasics(FIXTURE_CONTENT).languages)

/** The picture fields of a form, with their keys of `checks`. */
const pictureFields = (fields: readonly FormField[]): FormField[] =>
  fields.flatMap((field) => [
    ...(field.widget === 'image' ? [field] : []),
    ...pictureFields(field.fields ?? []),
    ...(field.field ? pictureFields([field.field]) : []),
  ])

describe("the admin's media folders", () => {
  it('are, for every collection and single file, the folder below content/ its pictures are kept in', () => {
    for (const collection of collections) {
      const form = forms.collections.find((candidate) =>
        'files' in candidate
          ? candidate.files.some((file) => file.file === `content/${collection.path}`)
          : candidate.folder === `content/${collection.path}`,
      )!
      expect(form.media_folder, collection.path).toBe(`/content/${pictureFolder(collection)}`)
      expect(form.public_folder, collection.path).toBe(pictureFolder(collection))
    }
    expect(pictureFolder(collections.find((collection) => collection.path === 'products')!)).toBe('images/products')
    expect(pictureFolder(collections.find((collection) => collection.path === 'site.md')!)).toBe('images')
  })

  it('hold the example every picture field gives in the content guide, so an upload lands where the guide says', () => {
    let checked = 0
    for (const form of forms.collections) {
      const fieldSets = 'files' in form ? form.files.map((file) => file.fields) : [form.fields]
      for (const field of fieldSets.flatMap(pictureFields)) {
        const { meta } = unwrap(forms.checks.get(field.check!)!.schema)
        const example = (meta as { example?: string }).example
        expect(example, field.check).toMatch(/^images\//)
        expect(`/content/${example!.slice(0, example!.lastIndexOf('/'))}`, field.check).toBe(form.media_folder)
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(5)
  })
})
