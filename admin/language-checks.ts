/**
 * The build's checks of a whole entry in each of its languages, run before it is saved: the
 * default language's fields against the collection's schema, and each translation's texts
 * against the schema a translation is checked with (generator/content/schemas/translation.ts
 * `translationSchema`: the translated fields, each as the original checks it). Decap checks only
 * the default language's fields when saving, so a refusal of another language's text is said
 * here, naming the language; its fields also show it under themselves once checked.
 *
 * A single file must have its texts in every language (the build stops without them); an entry
 * of a folder may wait for its translation (no file is written in a language with no text).
 *
 * Pure: runs in the browser and in the unit tests.
 */
import { CATALOGUE } from '../generator/content/problems/catalogue/index.ts'
import { RECORD_KEY, translationSchema } from '../generator/content/schemas/translation.ts'
import type { z } from 'zod'
import { duplicateProblem, entryProblems, type OtherEntry } from './checks.ts'
import { BODY_FIELD, entryCheck, STATUS_FIELD, type AdminForms } from './config.ts'
import type { ContentEntry } from './content-backend.ts'
import { layoutOf, type EntrySnapshot } from './entry-save.ts'
import type { EntryData } from './format.ts'
import { hasTexts, translatedTexts } from './language-files.ts'

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })
/** A language as messages name it, in English like the build's messages: "French". */
export const languageName = (code: string): string => englishNames.of(code) ?? code

/** The fields a check reads: without the form's own (the status) and the record. */
export function checkedFields(data: EntryData | undefined): EntryData {
  const { [STATUS_FIELD]: _status, [RECORD_KEY]: _record, [BODY_FIELD]: _body, ...fields } = data ?? {}
  return fields
}

const translationSchemas = new WeakMap<object, z.ZodType>()
/** The schema a translation of an entry of `schema` is checked with (made once per schema). */
export function translationSchemaOf(schema: z.ZodType): z.ZodType {
  let found = translationSchemas.get(schema)
  if (!found) translationSchemas.set(schema, (found = translationSchema(schema)))
  return found
}

/** Every problem the build would report in the entry, in each language (see above). */
export function entrySaveProblems(forms: AdminForms, entry: EntrySnapshot): string[] {
  const check =
    forms.checks.get(entryCheck(entry.collection, entry.slug)) ?? forms.checks.get(entryCheck(entry.collection))
  if (!check) return []
  const problems = entryProblems(check.schema, checkedFields(entry.data), check.labels)
  const layout = layoutOf(forms, entry.collection, entry.slug)
  for (const { code } of forms.languages.slice(1)) {
    const translation = entry.i18n[code]
    const language = languageName(code)
    if (!layout || !hasTexts(translation, layout)) {
      // The build's message; its advice is about the file's lines, the admin's about the panes.
      if (layout?.collection.kind === 'file')
        problems.push(
          `${CATALOGUE['translation-missing'].message({ language, code, line: '' })}; write them in the ${code.toUpperCase()} pane (or fill them in from the ${forms.languages[0].code.toUpperCase()} pane, then translate them): every word of the site's controls and pages must exist in each language`,
        )
      continue
    }
    const schema = translationSchemaOf(check.schema)
    for (const found of entryProblems(schema, translatedTexts(translation!, layout), check.labels))
      problems.push(`${language}: ${found}`)
  }
  return problems
}

/** The entries of `language` (drafts or published), as the duplicate check compares names: the
 *  build compares the names of each language apart. */
export const inLanguage = (entries: readonly ContentEntry[], language: string, draft: boolean): OtherEntry[] =>
  entries
    .filter((entry) => entry.language === language && entry.draft === draft)
    .map((entry) => ({ slug: entry.slug, file: entry.file, data: entry.data }))

/**
 * The names (or titles) the entry has, in each language, that another entry or a draft of that
 * language already has (`entries`: the folder's, in every language, and its drafts), each naming
 * the other's file, and the language for a translation's.
 */
export function duplicateNamesIn(forms: AdminForms, entry: EntrySnapshot, entries: readonly ContentEntry[]): string[] {
  const check = [...forms.checks.entries()].find(
    ([key, found]) => key.startsWith(`${entry.collection}:`) && found.unique,
  )?.[1]
  if (!check) return []
  const field = check.path.at(-1)!
  const problems: string[] = []
  for (const [index, { code }] of forms.languages.entries()) {
    const data = index === 0 ? entry.data : entry.i18n[code]
    const found = duplicateProblem(
      check,
      data?.[field],
      inLanguage(entries, code, false),
      entry.slug || undefined,
      inLanguage(entries, code, true),
    )
    if (found) problems.push(index === 0 ? found : `${languageName(code)}: ${found}`)
  }
  return problems
}
