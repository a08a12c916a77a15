/**
 * Content files in every language of the site, between the shape Decap's i18n holds them in and
 * the layout the build reads (docs/CONTENT.md, "Languages"):
 *
 * - a folder's entry is one file per language (Decap's `multiple_files`): garri.en.md holds every
 *   field, garri.fr.md only the translated ones, its Markdown and its record of the original
 *   (`translatedFrom`);
 * - a single file holds every language (Decap's `single_file`, whose data is `{ en: {...}, fr:
 *   {...} }`): the default language's fields at the top, then each other language's texts in a
 *   section under its code, with its own record, at the end of the front matter.
 *
 * A translation is written with its translated fields alone, in the schema's order, whatever the
 * form holds (a field copied from the default language, a phone's number in a list translated
 * item by item): the build refuses a shared field there. Reading then writing a file unchanged
 * gives the same bytes. Pure: runs in the browser and in the unit tests.
 */
import type { Collection } from '../generator/content/schemas/collections/index.ts'
import { originalRecord, RECORD_KEY, translatedPart } from '../generator/content/schemas/translation.ts'
import { BODY_FIELD, STATUS_FIELD, type FieldOrder } from './config.ts'
import { asSaved, fromFile, toFile, type EntryData } from './format.ts'
import { recordToWrite, type TextRecord } from './translation-status.ts'

/** What writing an entry's files needs: its content collection and the order of its fields. */
export interface FileLayout {
  collection: Collection
  order: FieldOrder
}

const isMapping = (value: unknown): value is EntryData => !!value && typeof value === 'object' && !Array.isArray(value)

/** The data without what only the form holds (the status field) and without the record. */
function fieldsOf(data: EntryData): EntryData {
  const { [STATUS_FIELD]: _status, [RECORD_KEY]: _record, ...fields } = data
  return fields
}

/** A language's data as read: its record of the original is always there, empty when the file
 *  has none, so a translation without it is one no file held (translation-status.ts). */
const withRecord = (data: EntryData): EntryData => (RECORD_KEY in data ? data : { ...data, [RECORD_KEY]: {} })

/** The order of a translation's front matter: its fields, then its record, whose texts are in
 *  the order of the original's fields, its Markdown last (as originalRecord makes it, and
 *  `npm run translations -- --mark` writes it; Decap's data keeps no order of keys). */
function withRecordLast({ collection, order }: FileLayout): FieldOrder {
  const fields = order.keys.filter((key) => key !== BODY_FIELD)
  const texts = [...fields, ...(collection.kind === 'folder' ? [collection.body.field] : [])]
  return {
    keys: [...fields, RECORD_KEY],
    children: new Map([...order.children, [RECORD_KEY, { keys: texts, children: new Map() }]]),
  }
}

/** The record of the original's texts as they would be saved now: what a translation made from
 *  them records (generator/content/schemas/translation.ts `originalRecord`). */
export function originalNow(original: EntryData, layout: FileLayout): TextRecord {
  const { [BODY_FIELD]: body, ...fields } = fieldsOf(original)
  return originalRecord(
    layout.collection,
    asSaved(fields, layout.order) as EntryData,
    typeof body === 'string' ? body : undefined,
  )
}

/** A translation's texts as its file holds them: its translated fields alone, in schema order. */
export function translatedTexts(translation: EntryData, layout: FileLayout): EntryData {
  const { [BODY_FIELD]: _body, ...fields } = fieldsOf(translation)
  const texts = translatedPart(asSaved(fields, layout.order), layout.collection.schema) as EntryData
  return asSaved(texts, layout.order) as EntryData
}

// --- A folder's entry: one file per language. --------------------------------------------------

/**
 * One language's file of a folder's entry (garri.en.md or garri.fr.md), as the form holds it. A
 * file that is not there is read as nothing (Decap's backends answer it as empty, or null): a
 * language with nothing written yet, whose data Decap must still have to save the entry.
 */
export const readLanguageFile = (content: string | null): EntryData =>
  content?.trim() ? withRecord(fromFile(content)) : {}

/** The default language's file: every field as the form holds it (the original's record, which
 *  an original never has, is written only if its file had one). */
export function writeOriginal(data: EntryData, layout: FileLayout): string {
  const { [STATUS_FIELD]: _status, ...fields } = data
  return toFile(fields, layout.order)
}

/**
 * A translation's file: its translated fields, its record of the original (see
 * translation-status.ts) and its Markdown; "" when it has no text at all, so that no file is
 * written for a language the editor did not write in.
 */
export function writeTranslation(translation: EntryData, original: EntryData, layout: FileLayout): string {
  const texts = translatedTexts(translation, layout)
  const body = translation[BODY_FIELD]
  const hasBody = typeof body === 'string' && body.trim() !== ''
  if (!Object.keys(texts).length && !hasBody) return ''
  const record = recordToWrite(translation, originalNow(original, layout))
  return toFile({ ...texts, [RECORD_KEY]: record, ...(hasBody ? { [BODY_FIELD]: body } : {}) }, withRecordLast(layout))
}

/** The texts a translation writes, by their keys in a record of the original: its translated
 *  fields, and its Markdown under the body's field (a product's `description`). */
export function writtenTexts(translation: EntryData, layout: FileLayout): Set<string> {
  const written = new Set(Object.keys(translatedTexts(translation, layout)))
  const body = translation[BODY_FIELD]
  if (layout.collection.kind === 'folder' && typeof body === 'string' && body.trim())
    written.add(layout.collection.body.field)
  return written
}

/** Whether a translation has any text to write (a file, or a single file's section). */
export function hasTexts(translation: EntryData | undefined, layout: FileLayout): boolean {
  if (!translation) return false
  const body = translation[BODY_FIELD]
  return Object.keys(translatedTexts(translation, layout)).length > 0 || (typeof body === 'string' && !!body.trim())
}

// --- A single file: every language in one file. ------------------------------------------------

/**
 * A single file as Decap's `single_file` data: each language's under its code (`codes`, the
 * default one first). A section that is not a group of fields stays where it is written. A
 * language without a section has no data (as a translation written where there was none): Decap
 * must have every language's to save the entry.
 */
export function readSingleFile(content: string | null, codes: readonly string[]): Record<string, EntryData> {
  const [main, ...others] = codes
  const data = fromFile(content ?? '')
  const top: EntryData = {}
  const result: Record<string, EntryData> = Object.fromEntries(others.map((code) => [code, {}]))
  for (const [key, value] of Object.entries(data)) {
    if (others.includes(key) && isMapping(value)) result[key] = withRecord(value)
    else top[key] = value
  }
  return { [main!]: withRecord(top), ...result }
}

/**
 * A single file from Decap's `single_file` data: the default language's fields at the top, in
 * schema order, then each other language's section (its translated texts and record), in the
 * order of `codes`. A language with no text gets no section (the admin refuses to save before,
 * as the build requires one).
 */
export function writeSingleFile(
  byLanguage: Readonly<Record<string, EntryData | undefined>>,
  codes: readonly string[],
  layout: FileLayout,
): string {
  const [main, ...others] = codes
  const original = byLanguage[main!] ?? {}
  const { [STATUS_FIELD]: _status, ...top } = original
  const current = originalNow(original, layout)
  const sections: EntryData = {}
  const children = new Map(layout.order.children)
  for (const code of others) {
    const translation = byLanguage[code]
    if (!translation || !hasTexts(translation, layout)) continue
    sections[code] = { ...translatedTexts(translation, layout), [RECORD_KEY]: recordToWrite(translation, current) }
    children.set(code, withRecordLast(layout))
  }
  const order: FieldOrder = { keys: [...layout.order.keys, ...Object.keys(sections)], children }
  return toFile({ ...top, ...sections }, order)
}
