/**
 * Content as the admin's Decap collections hold it, in Node: each entry of a folder read from its
 * file in each language, each single file read once, through the admin's own formats
 * (admin/entry-save.ts `decapFormat`), and saved back as Decap saves an entry with i18n: the
 * preSave event plans the files (`planFiles`), then Decap asks the format for each file's text
 * with that file's data alone (decap-cms-core's lib/i18n `getI18nFiles`), and writes those that
 * are not empty.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { AdminForms } from '../../admin/config.ts'
import { decapFormat, expectSave, planFiles, type EntrySnapshot } from '../../admin/entry-save.ts'

/** An entry of the content: its files below content/ by language, and its data as Decap holds it. */
export interface AdminEntry {
  collection: string
  slug: string
  files: Record<string, string>
  snapshot: EntrySnapshot
}

const codesOf = (forms: AdminForms) => forms.languages.map((language) => language.code)
const formatOf = (forms: AdminForms, collection: string) =>
  decapFormat(forms, collection, forms.fieldOrders.get(collection)!)

/** Every entry of the content folder `contentDir`, as the admin reads it. */
export function adminEntries(forms: AdminForms, contentDir: string): AdminEntry[] {
  const [main, ...others] = codesOf(forms)
  const read = (file: string) => fs.readFileSync(path.join(contentDir, file), 'utf8')
  const entries: AdminEntry[] = []
  for (const form of forms.collections) {
    const format = formatOf(forms, form.name)
    if ('files' in form) {
      for (const file of form.files) {
        const below = file.file.replace(/^content\//, '')
        const { [main!]: data, ...i18n } = format.fromFile(read(below)) as Record<string, Record<string, unknown>>
        const files = Object.fromEntries(codesOf(forms).map((code) => [code, below]))
        entries.push({
          collection: form.name,
          slug: file.name,
          files,
          snapshot: { collection: form.name, slug: file.name, data: data!, i18n },
        })
      }
      continue
    }
    const folder = form.folder.replace(/^content\//, '')
    const slugs = fs
      .readdirSync(path.join(contentDir, folder))
      .filter((name) => name.endsWith(`.${main}.md`))
      .map((name) => name.slice(0, -`.${main}.md`.length))
    for (const slug of slugs) {
      const files: Record<string, string> = { [main!]: `${folder}/${slug}.${main}.md` }
      const i18n: Record<string, Record<string, unknown>> = {}
      for (const code of others) {
        const file = `${folder}/${slug}.${code}.md`
        if (!fs.existsSync(path.join(contentDir, file))) continue
        files[code] = file
        i18n[code] = format.fromFile(read(file))
      }
      const data = format.fromFile(read(files[main!]!))
      entries.push({ collection: form.name, slug, files, snapshot: { collection: form.name, slug, data, i18n } })
    }
  }
  return entries
}

/**
 * The files Decap writes when saving `snapshot`, below content/, each with its text, as it asks
 * the admin's format for them after the preSave event (see above).
 */
export function savedFiles(forms: AdminForms, snapshot: EntrySnapshot): Map<string, string> {
  const [main] = codesOf(forms)
  const form = forms.collections.find((candidate) => candidate.name === snapshot.collection)!
  const format = formatOf(forms, form.name)
  const saved = new Map<string, string>()
  // Decap appends a line break to a text without one (its backend's entryToRaw).
  const raw = (text: string) => (text.endsWith('\n') ? text : `${text}\n`)
  expectSave(planFiles(forms, snapshot))
  try {
    // The entry's own file first, whose text Decap then replaces with the languages' files.
    format.toFile(snapshot.data)
    if ('files' in form) {
      const file = form.files.find((candidate) => candidate.name === snapshot.slug)!.file
      const byLanguage = Object.fromEntries(
        codesOf(forms).map((code) => [code, code === main ? snapshot.data : snapshot.i18n[code]]),
      )
      saved.set(file.replace(/^content\//, ''), raw(format.toFile(byLanguage)))
      return saved
    }
    for (const code of codesOf(forms)) {
      const data = code === main ? snapshot.data : snapshot.i18n[code]
      if (!data) continue
      const text = raw(format.toFile(data))
      // The backend leaves out a language with nothing written (admin/content-backend.ts).
      if (text.trim()) saved.set(`${form.folder.replace(/^content\//, '')}/${snapshot.slug}.${code}.md`, text)
    }
    return saved
  } finally {
    expectSave(undefined)
  }
}
