/**
 * Fields that hold a code or one of a few choices: HS codes, country codes, icon names, and the
 * file name of an entry of another folder (a product's category).
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import { closestMatch } from '../../util/suggest.ts'
import { raise, type FieldMeta, type FormHints } from './meta.ts'

const HS_CODE = /^\d{4}(\.\d{2}){0,2}$/
const COUNTRY_CODE = /^[A-Z]{2}$/

/** A Harmonized System (HS) code, as customs forms write it. */
export function hsCode(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (HS_CODE.test(value)) return
      // A spreadsheet or a YAML tool that took the code for a number drops its leading zero.
      const zeroLost = /^\d{3}(\.\d{2}){0,2}$/.test(value) ? `0${value}` : undefined
      raise(
        ctx,
        problem('hs-code', { written: value, example: meta.example, ...(zeroLost ? { zeroLost } : {}) }),
        value,
      )
    })
    .meta({ ...meta, pattern: HS_CODE.source } satisfies FieldMeta & FormHints)
}

/** A country's two-letter code (ISO 3166-1 alpha-2), such as NG. */
export function countryCode(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!COUNTRY_CODE.test(value)) raise(ctx, problem('country-code', { written: value }), value)
    })
    .meta({ ...meta, pattern: COUNTRY_CODE.source } satisfies FieldMeta & FormHints)
}

/** One of `values`, such as an icon's name. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if ((values as readonly string[]).includes(value)) return
      const guess = closestMatch(value, values)
      raise(ctx, problem('one-of', { options: values, written: value, ...(guess ? { guess } : {}) }), value)
    })
    .transform((value) => value as T[number])
    .meta({ ...meta, options: values } satisfies FieldMeta & FormHints)
}

/**
 * The file name of an entry of the folder `folder` (its path under content/), without its
 * language: `cassava-products` names content/categories/cassava-products.en.md. The same in every
 * language. Whether that entry exists is a rule across files (load/categories.ts), which says
 * which name was meant when another was written.
 */
export function entryOf(folder: string, meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') raise(ctx, problem('text-empty', {}))
    })
    .meta({ ...meta, references: folder } satisfies FieldMeta & FormHints)
}

const LANGUAGE_CODE = /^[a-z]{2,3}$/
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })

/** The two-letter codes of the languages (ISO 639-1), by their English and own names in lowercase:
 *  "french" and "français" → fr. For the advice when a name is written instead of a code. */
const CODES_BY_NAME = new Map<string, string>()
for (const first of 'abcdefghijklmnopqrstuvwxyz')
  for (const second of 'abcdefghijklmnopqrstuvwxyz') {
    const code = first + second
    const english = languageNames.of(code)
    if (!english) continue
    CODES_BY_NAME.set(english.toLowerCase(), code)
    const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code)
    if (own) CODES_BY_NAME.set(own.toLowerCase(), code)
  }

/** The two-letter code a language's other code stands for (eng → en, fra → fr, nav → nv), if it
 *  has one: the code to write instead. */
function twoLetterCode(code: string): string | undefined {
  let canonical: string | undefined
  try {
    canonical = Intl.getCanonicalLocales(code)[0]
  } catch {
    return undefined
  }
  return canonical !== undefined && canonical !== code && /^[a-z]{2}$/.test(canonical) ? canonical : undefined
}

/** Whether a code names a language Unicode's data knows (en, fr, yo, ig, ha…), in the form the
 *  site uses: a language's two-letter code where it has one (en, not eng: one language, one code). */
export const isKnownLanguage = (code: string): boolean =>
  LANGUAGE_CODE.test(code) && !!languageNames.of(code) && twoLetterCode(code) === undefined

/** A language's code (ISO 639-1, or 639-2 where it has no two-letter code), in lowercase: en, fr. */
export function languageCode(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (isKnownLanguage(value)) return
      const guess =
        CODES_BY_NAME.get(value.toLowerCase()) ??
        twoLetterCode(value.toLowerCase()) ??
        (isKnownLanguage(value.toLowerCase()) ? value.toLowerCase() : undefined)
      raise(ctx, problem('language-code', { written: value, ...(guess ? { guess } : {}) }), value)
    })
    .meta({ ...meta, pattern: LANGUAGE_CODE.source } satisfies FieldMeta & FormHints)
}
