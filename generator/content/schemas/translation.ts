/**
 * What a translation holds, worked out from a collection's schema: the fields whose meta says
 * `translate` (texts a reader reads: names, headings, descriptions, picture descriptions) are
 * written again in each language; every other field (numbers, codes, pictures, links, contact
 * details) is the same in every language and written once, in the default language's file.
 *
 * So nothing here names a field: adding a text field to a schema makes it translatable, adding a
 * number makes it shared. A list whose items hold both (a phone's label and number) is translated
 * item by item, in the original's order; a list of texts alone (mission bullets, pack sizes) is
 * written anew in each language.
 *
 * Runs in the browser too (the admin): it reads no files.
 */
import { z } from 'zod'
import { fingerprint } from '../util/fingerprint.ts'
import type { Collection } from './collections/index.ts'
import { defOf, perSchema, unwrap } from './walk.ts'

const isTranslatedLeaf = (schema: unknown): boolean => unwrap(schema).meta.translate === true

/** Whether a field is, or holds, a text written in each language. */
export const holdsTranslation: (schema: unknown) => boolean = perSchema((schema) => {
  if (isTranslatedLeaf(schema)) return true
  const def = defOf(unwrap(schema).schema)
  if (def.type === 'object') return Object.values(def.shape as Record<string, unknown>).some(holdsTranslation)
  if (def.type === 'array') return holdsTranslation(def.element)
  return false
})

/** Whether the items of a list are matched with the original's one by one (they hold a shared
 *  field beside their texts), rather than written anew. */
export const translatedItemByItem: (schema: unknown) => boolean = perSchema((schema) => {
  const def = defOf(unwrap(schema).schema)
  if (def.type !== 'array') return false
  const element = defOf(unwrap(def.element).schema)
  return (
    element.type === 'object' &&
    Object.values(element.shape as Record<string, unknown>).some((child) => !holdsTranslation(child))
  )
})

/** The shape of an object schema, through its wrappers (optional, a transform such as foldImage). */
function shapeOf(schema: unknown): Record<string, unknown> | undefined {
  const def = defOf(unwrap(schema).schema)
  return def.type === 'object' ? (def.shape as Record<string, unknown>) : undefined
}

/**
 * The schema a translation's values are checked with: the translated fields of `schema`, each as
 * the original checks it, and required where the original requires it. Shared fields are not in
 * it (see `sharedFieldsIn`, which names them first, with their own message). Made once per
 * schema: zod compiles an object schema the first time it checks with it, and a schema made anew
 * for each translation was compiled anew for each.
 */
export const translationSchema: (schema: unknown) => z.ZodType = perSchema((schema) => {
  const { optional } = unwrap(schema)
  const wrap = (inner: z.ZodType) => (optional ? inner.optional() : inner)
  if (isTranslatedLeaf(schema)) return schema as z.ZodType
  const base = unwrap(schema).schema
  const def = defOf(base)
  if (def.type === 'object') {
    const shape = Object.fromEntries(
      Object.entries(def.shape as Record<string, unknown>)
        .filter(([, child]) => holdsTranslation(child))
        .map(([key, child]) => [key, translationSchema(child)]),
    )
    return wrap(z.strictObject(shape))
  }
  if (def.type === 'array') {
    if (!translatedItemByItem(schema)) return schema as z.ZodType
    return wrap(z.array(translationSchema(def.element)))
  }
  return schema as z.ZodType
})

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw => !!value && typeof value === 'object' && !Array.isArray(value)

/** Paths of the shared fields written in a translation's values (which a translation never repeats). */
export function sharedFieldsIn(raw: unknown, schema: unknown, path: (string | number)[] = []): (string | number)[][] {
  const shape = shapeOf(schema)
  if (shape && isRecord(raw))
    return Object.entries(raw).flatMap(([key, value]) => {
      const child = shape[key]
      if (child === undefined) return []
      if (!holdsTranslation(child)) return [[...path, key]]
      return sharedFieldsIn(value, child, [...path, key])
    })
  if (translatedItemByItem(schema) && Array.isArray(raw)) {
    const element = defOf(unwrap(schema).schema).element
    return raw.flatMap((item, index) => sharedFieldsIn(item, element, [...path, index]))
  }
  return []
}

/** The values without the shared fields named by `sharedFieldsIn`. */
export function withoutShared(raw: unknown, schema: unknown): unknown {
  const shape = shapeOf(schema)
  if (shape && isRecord(raw))
    return Object.fromEntries(
      Object.entries(raw)
        .filter(([key]) => shape[key] === undefined || holdsTranslation(shape[key]))
        .map(([key, value]) => [key, shape[key] === undefined ? value : withoutShared(value, shape[key])]),
    )
  if (translatedItemByItem(schema) && Array.isArray(raw)) {
    const element = defOf(unwrap(schema).schema).element
    return raw.map((item) => withoutShared(item, element))
  }
  return raw
}

/**
 * The values a language's page is made from: the shared fields of the original, and the
 * translated fields of the translation, never the original's texts (a French page never shows
 * English under a French label: a text the translation leaves out is left out).
 */
export function overlayTranslation(original: unknown, translation: unknown, schema: unknown): unknown {
  if (isTranslatedLeaf(schema)) return translation
  const shape = shapeOf(schema)
  if (shape) {
    const from = isRecord(original) ? original : {}
    const into = isRecord(translation) ? translation : {}
    const merged: Raw = {}
    for (const [key, child] of Object.entries(shape)) {
      const value = holdsTranslation(child) ? overlayTranslation(from[key], into[key], child) : from[key]
      if (value !== undefined) merged[key] = value
    }
    return isRecord(original) || isRecord(translation) ? merged : undefined
  }
  if (translatedItemByItem(schema)) {
    if (!Array.isArray(original)) return undefined
    const element = defOf(unwrap(schema).schema).element
    const items = Array.isArray(translation) ? translation : []
    // Items the translation does not reach (added to the original since) are left out, never shown
    // in the original's words; items beyond the original's have nothing to translate.
    return original.slice(0, items.length).map((item, index) => overlayTranslation(item, items[index], element))
  }
  return holdsTranslation(schema) ? translation : original
}

/** The translated texts of the values alone (shared fields left out), as a translation holds
 *  them: what a translation's record of its original is made from. */
export function translatedPart(raw: unknown, schema: unknown): unknown {
  if (isTranslatedLeaf(schema)) return raw
  const shape = shapeOf(schema)
  if (shape && isRecord(raw))
    return Object.fromEntries(
      Object.entries(raw)
        .filter(([key]) => shape[key] !== undefined && holdsTranslation(shape[key]))
        .map(([key, value]) => [key, translatedPart(value, shape[key])]),
    )
  if (translatedItemByItem(schema) && Array.isArray(raw)) {
    const element = defOf(unwrap(schema).schema).element
    return raw.map((item) => translatedPart(item, element))
  }
  return raw
}

/** The top-level translated fields the original has a value for and the translation lacks. */
export function untranslatedFields(original: unknown, translation: unknown, schema: unknown): string[] {
  const shape = shapeOf(schema)
  if (!shape || !isRecord(original)) return []
  const into = isRecord(translation) ? translation : {}
  return Object.entries(shape)
    .filter(([key, child]) => holdsTranslation(child) && original[key] !== undefined && into[key] === undefined)
    .map(([key]) => key)
}

/** Lists translated item by item whose translation has another number of items than the
 *  original: the path of each, with both numbers. */
export function listLengthMismatches(
  original: unknown,
  translation: unknown,
  schema: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; items: number; original: number }[] {
  const shape = shapeOf(schema)
  if (shape && isRecord(translation)) {
    const from = isRecord(original) ? original : {}
    return Object.entries(translation).flatMap(([key, value]) =>
      shape[key] ? listLengthMismatches(from[key], value, shape[key], [...path, key]) : [],
    )
  }
  if (translatedItemByItem(schema) && Array.isArray(translation)) {
    const items = Array.isArray(original) ? original : []
    const element = defOf(unwrap(schema).schema).element
    const here =
      translation.length === items.length ? [] : [{ path, items: translation.length, original: items.length }]
    return [
      ...here,
      ...translation.flatMap((item, index) => listLengthMismatches(items[index], item, element, [...path, index])),
    ]
  }
  return []
}

/** Where a translation records the original's texts it was made from. */
export const RECORD_KEY = 'translatedFrom'

/** The fingerprints of the original's texts: one per field holding a text (a whole group or
 *  list as one), and the Markdown body of a folder's entry under its field's name. */
export function originalRecord(
  collection: Collection,
  raw: Record<string, unknown>,
  body?: string,
): Record<string, string> {
  const part = translatedPart(raw, collection.schema) as Record<string, unknown>
  const record: Record<string, string> = {}
  for (const [key, value] of Object.entries(part)) if (value !== undefined) record[key] = fingerprint(value)
  if (collection.kind === 'folder' && body !== undefined && body.trim() !== '')
    record[collection.body.field] = fingerprint(body.trim())
  return record
}

/** The texts of the original that changed since the translation was made: those the original
 *  has now (`record`) and the translation writes (`written`), whose fingerprint differs from the
 *  one the translation recorded (`recorded`). A text the translation leaves out is not translated,
 *  rather than behind. */
export const changedSince = (
  recorded: Readonly<Record<string, string>>,
  record: Readonly<Record<string, string>>,
  written: ReadonlySet<string>,
): string[] => Object.keys(record).filter((key) => written.has(key) && recorded[key] !== record[key])
