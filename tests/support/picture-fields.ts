/**
 * Every picture field of the admin's forms, found by walking the schemas (admin/config.ts), with
 * what the tests need to try it: an entry of the fixture content that has the field, the place the
 * picture is shown (pictures/places.ts, from the field's schema), the folder uploads from it go to,
 * the picture the entry names there, and the field describing the picture (its alt text), if any.
 * A picture field added to a schema is tested with nothing to add here.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import sharp from 'sharp'
import { adminForms, type FieldCheck, type FormField } from '../../admin/config.ts'
import { placeOf, type PicturePlace, type PlaceKey } from '../../generator/content/pictures/places.ts'
import { adminSchemaContext } from '../../admin/pictures.ts'
import { defineCollections } from '../../generator/content/schemas/collections/index.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { readIcons } from '../../generator/content/load/load.ts'
import { unwrap } from '../../generator/content/schemas/walk.ts'
import { ROOT } from './build.ts'
import { FIXTURE_CONTENT } from './site.ts'

/** The admin's forms, with the admin's picture lookups (pictures read are checked by their size). */
export const forms = adminForms(
  Object.values(defineCollections(adminSchemaContext(readIcons(path.join(ROOT, 'assets/icons.svg'))))),
  readSiteBasics(FIXTURE_CONTENT).languages,
)

export interface PictureField {
  /** The Decap collection, and the entry opened (a fixture file's name, or a single file's). */
  collection: string
  entry: string
  /** The entry's file below content/. */
  file: string
  /** The field's name and label in the form, and its check. */
  name: string
  label: string
  check: FieldCheck
  /** Where the picture is shown. */
  place: PicturePlace
  /** Where its uploads go, below content/ (images/products), and where its value names them. */
  folder: string
  /** The picture the fixture entry names in it. */
  saved: string
  /** The field describing the picture for people who cannot see it, if it has one. */
  alt?: FieldCheck
}

function walk(fields: readonly FormField[], found: FormField[] = []): FormField[] {
  for (const field of fields) {
    found.push(field)
    walk([...(field.fields ?? []), ...(field.field ? [field.field] : [])], found)
  }
  return found
}

const valueAt = (data: unknown, at: readonly string[]) =>
  at.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)

/** Every picture field of every collection and single file, each on an entry of the fixture. */
export function pictureFields(): PictureField[] {
  const found: PictureField[] = []
  for (const collection of forms.collections) {
    const files =
      'files' in collection
        ? collection.files.map((file) => ({ entry: file.name, file: file.file, fields: file.fields }))
        : fs
            .readdirSync(path.join(FIXTURE_CONTENT, collection.folder.replace(/^content\//, '')))
            // The first entry, in the default language: pictures are written there only.
            .filter((name) => name.endsWith(`.${forms.languages[0].code}.md`))
            .sort()
            .slice(0, 1)
            .map((name) => ({
              entry: name.replace(/\.[a-z]{2}\.md$/, ''),
              file: `${collection.folder}/${name}`,
              fields: collection.fields,
            }))
    for (const { entry, file, fields } of files) {
      const all = walk(fields).flatMap((field) => {
        const check = forms.checks.get(field.check ?? '')
        return check ? [{ field, check }] : []
      })
      const data = matter(fs.readFileSync(path.join(FIXTURE_CONTENT, file.replace(/^content\//, '')), 'utf8')).data
      for (const { field, check } of all) {
        if (field.widget !== 'image') continue
        const parent = check.path.slice(0, -1).join('.')
        const alt = all.find(
          (other) => other.check.describes === field.name && other.check.path.slice(0, -1).join('.') === parent,
        )?.check
        found.push({
          collection: collection.name,
          entry,
          file: file.replace(/^content\//, ''),
          name: field.name,
          label: field.label,
          check,
          place: placeOf(unwrap(check.schema).meta.place as PlaceKey),
          folder: collection.media_folder.replace(/^\/content\//, ''),
          saved: String(valueAt(data, check.path)),
          ...(alt ? { alt } : {}),
        })
      }
    }
  }
  return found
}

/** Writes a picture of `width` × `height` pixels (PNG, or JPEG for a .jpg name) into `dir`. */
export async function pictureOfSize(dir: string, name: string, width: number, height: number): Promise<string> {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  const picture = sharp({ create: { width, height, channels: 3, background: { r: 196, g: 164, b: 120 } } })
  await (name.endsWith('.png') ? picture.png() : picture.jpeg()).toFile(file)
  return file
}
