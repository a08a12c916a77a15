/**
 * Saving an entry in every language: which files Decap writes, with what text, and what refuses
 * the save.
 *
 * How Decap saves an entry of a collection with i18n (decap-cms-core's backend `persistEntry`
 * and lib/i18n `getI18nFiles`): it first runs the `preSave` event with the whole entry (the
 * default language's data under `data`, each other language's under `i18n.<code>.data`), then
 * asks the collection's format for each file's text, handing it one file's data only:
 *
 * - a folder's entry (`multiple_files`): the default language's data once for the entry itself,
 *   then, in the order of the languages, the data of each language that has any (the default's
 *   again, garri.fr.md's…), and writes a file for each text that is not empty;
 * - a single file (`single_file`): the default language's data once (a text it throws away),
 *   then `{ en: {...}, fr: {...} }`, every language's under its code, for the one file.
 *
 * The format alone cannot tell garri.fr.md's data from garri.en.md's, nor write a translation's
 * record of its original without the original. So the preSave handler works out every file's
 * text from the whole entry (admin/language-files.ts), and the format hands each text back for
 * the data Decap asks it for (`FilePlan`). A language with no text gets an empty text, which
 * Decap would still write as an empty line: the backend drops it (admin/content-backend.ts),
 * so no empty file is made for a language the editor did not write in.
 *
 * Pure but for the plan kept between the preSave event and the format's calls.
 */
import { entryCheck, type AdminForms, type FieldOrder } from './config.ts'
import { fromFile, orderFor, toFile, type EntryData } from './format.ts'
import {
  readLanguageFile,
  readSingleFile,
  writeOriginal,
  writeSingleFile,
  writeTranslation,
  type FileLayout,
} from './language-files.ts'

/** An entry as Decap saves it, in plain values: the default language's data, and each other
 *  language's (none where no file or section was read and nothing was written). */
export interface EntrySnapshot {
  collection: string
  /** The folder entry's name (garri), or the single file's (home-page). */
  slug: string
  data: EntryData
  i18n: Record<string, EntryData | undefined>
}

/** The Decap entry (an Immutable.js map) in plain values. */
export function snapshotOf(entry: { get(key: string): unknown }): EntrySnapshot {
  const plain = (value: unknown) => (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value
  const i18n = (plain(entry.get('i18n')) ?? {}) as Record<string, { data?: EntryData } | undefined>
  const slug = entry.get('slug')
  return {
    collection: String(entry.get('collection')),
    slug: typeof slug === 'string' ? slug : '',
    data: (plain(entry.get('data')) ?? {}) as EntryData,
    i18n: Object.fromEntries(Object.entries(i18n).map(([code, locale]) => [code, locale?.data])),
  }
}

/** Where an entry's fields are declared: its content collection, and the order of its fields. */
export function layoutOf(forms: AdminForms, collection: string, slug: string): FileLayout | undefined {
  const form = forms.collections.find((candidate) => candidate.name === collection)
  const orders = forms.fieldOrders.get(collection)
  if (!form || !orders) return undefined
  if (!('files' in form)) {
    const check = forms.checks.get(entryCheck(collection))
    return check?.collection && orders[0] ? { collection: check.collection, order: orders[0] } : undefined
  }
  const index = form.files.findIndex((file) => file.name === slug)
  const check = forms.checks.get(entryCheck(collection, slug))
  return check?.collection && orders[index] ? { collection: check.collection, order: orders[index] } : undefined
}

const codesOf = (forms: AdminForms) => forms.languages.map((language) => language.code)

/** The text of each file of the entry, by language (the single file's under the default
 *  language): "" for a language with nothing written. */
export function entryTexts(forms: AdminForms, entry: EntrySnapshot): { language: string; text: string }[] {
  const layout = layoutOf(forms, entry.collection, entry.slug)
  if (!layout) return []
  const [main, ...others] = codesOf(forms)
  if (layout.collection.kind === 'file')
    return [{ language: main!, text: writeSingleFile({ [main!]: entry.data, ...entry.i18n }, codesOf(forms), layout) }]
  return [
    { language: main!, text: writeOriginal(entry.data, layout) },
    ...others
      .filter((code) => entry.i18n[code] !== undefined)
      .map((code) => ({ language: code, text: writeTranslation(entry.i18n[code]!, entry.data, layout) })),
  ]
}

// --- The format Decap calls, and the texts the preSave event planned. --------------------------

/** Values in a form that compares equal whatever the order of their keys (undefined left out). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.entries(value as EntryData)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

/** The texts Decap will ask the format for, in the order it asks, each for the data it hands. */
export interface FilePlan {
  collection: string
  files: { key: string; text: string; used: boolean }[]
}

/** The calls Decap makes to the format to save `entry` (see above), with the text of each. */
export function planFiles(forms: AdminForms, entry: EntrySnapshot): FilePlan {
  const texts = entryTexts(forms, entry)
  const layout = layoutOf(forms, entry.collection, entry.slug)
  const [main] = codesOf(forms)
  const file = (data: unknown, text: string) => ({ key: canonical(data), text, used: false })
  if (!layout) return { collection: entry.collection, files: [] }
  if (layout.collection.kind === 'file')
    return {
      collection: entry.collection,
      files: [
        file(entry.data, oneLanguage(entry.data, layout.order)),
        file({ [main!]: entry.data, ...entry.i18n }, texts[0]!.text),
      ],
    }
  const byLanguage = new Map(texts.map(({ language, text }) => [language, text]))
  return {
    collection: entry.collection,
    files: [
      file(entry.data, byLanguage.get(main!)!),
      ...texts.map(({ language, text }) => file(language === main ? entry.data : entry.i18n[language], text)),
    ],
  }
}

let plan: FilePlan | undefined

/** The plan of the entry being saved (from the preSave event), until the format has used it. */
export function expectSave(next: FilePlan | undefined): void {
  plan = next
}

/** The planned text for `data`, if the entry being saved has one: the first not yet used. */
function plannedText(collection: string, data: unknown): string | undefined {
  if (!plan || plan.collection !== collection) return undefined
  const key = canonical(data)
  const found = plan.files.find((file) => !file.used && file.key === key) ?? plan.files.find((file) => file.key === key)
  if (!found) return undefined
  found.used = true
  if (plan.files.every((file) => file.used)) plan = undefined
  return found.text
}

/**
 * One language's data of a single file, written as one file for Decap's own copies (its backup
 * of an unsaved form, in the browser), marked so that reading it back gives that data again
 * rather than the default language's part of a single file.
 */
const ONE_LANGUAGE = '# one language of the form'
const oneLanguage = (data: EntryData, order?: FieldOrder) =>
  toFile(data, order).replace(/^---\n/, `---\n${ONE_LANGUAGE}\n`)

/**
 * The format of a Decap collection (`front-matter-<name>`): its files read and written as the
 * build reads them, in each of the site's languages. `orders`: each file's field order.
 */
export function decapFormat(
  forms: AdminForms,
  name: string,
  orders: readonly FieldOrder[],
): { fromFile(content: string | null): EntryData; toFile(data: EntryData): string } {
  const form = forms.collections.find((candidate) => candidate.name === name)
  const codes = codesOf(forms)
  if (!form)
    return { fromFile: (content) => fromFile(content ?? ''), toFile: (data) => toFile(data, orderFor(orders, data)) }
  if ('files' in form)
    return {
      fromFile: (content) =>
        content?.startsWith(`---\n${ONE_LANGUAGE}\n`) ? fromFile(content) : readSingleFile(content, codes),
      toFile: (data) => {
        const planned = plannedText(name, data)
        if (planned !== undefined) return planned
        // Not a save the preSave event planned: Decap's backup of the form, one language's data.
        const keyed = codes[0]! in data && Object.keys(data).every((key) => codes.includes(key))
        if (!keyed) return oneLanguage(data, orderFor(orders, data))
        const byLanguage = data as Record<string, EntryData | undefined>
        const layout = layoutOf(
          forms,
          name,
          form.files[orders.indexOf(orderFor(orders, byLanguage[codes[0]!] ?? {})!)]?.name ?? '',
        )
        return layout ? writeSingleFile(byLanguage, codes, layout) : toFile(data, orderFor(orders, data))
      },
    }
  return {
    fromFile: (content) => readLanguageFile(content),
    // Not planned: Decap's backup of the form, kept as the form holds it.
    toFile: (data) => plannedText(name, data) ?? toFile(data, orderFor(orders, data)),
  }
}
