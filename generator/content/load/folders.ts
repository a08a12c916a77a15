/**
 * A folder of entries in every language of the site: one file per entry and language
 * (garri.en.md, garri.fr.md). The default language's files are the originals; another
 * language's file translates the original of the same name (load/translations.ts). What a
 * language has not translated yet is left out of its pages, or, for entries kept in the words
 * they were given in (testimonials), shown as written, marked with their language.
 */
import fs from 'node:fs'
import path from 'node:path'
import { problem } from '../problems/catalogue/index.ts'
import { atFile, type ContentIssue } from '../problems/report.ts'
import { pluralOf, type FolderCollection, type Language } from '../schemas/collections/index.ts'
import { schemaAt } from '../schemas/walk.ts'
import { closestMatch } from '../util/suggest.ts'
import type { EntryFile } from './content-folder.ts'
import { duplicateValues, shownOrder } from './cross-file.ts'
import type { EntryResult, ParsedEntry } from './entry.ts'
import { languageName } from './translations.ts'

export interface FolderContext {
  contentDir: string
  languages: readonly [Language, ...Language[]]
  rel: (absolute: string) => string
  isLink: (absolute: string) => boolean
  /** Reads one default-language file (entry.ts's parseEntry, with the loader's bookkeeping). */
  parse: (absolute: string) => EntryResult
  /** Reads one translation file, checked against its original (translations.ts's translateEntry). */
  translate: (absolute: string, original: TranslatedOriginal, language: string) => EntryResult
  /** The folder's entry files and the problems of anything else in it (content-folder.ts's entryFiles). */
  entryFiles: (dir: string) => { files: EntryFile[]; issues: ContentIssue[] }
  /** Keeps the bookkeeping of a translation file read apart (its source, its warnings). */
  record: (file: string, result: EntryResult) => void
  issues: ContentIssue[]
  warnings: ContentIssue[]
}

type Value = Record<string, unknown>

/** The original a translation file is checked against: its entry and its file. */
export interface TranslatedOriginal {
  entry: ParsedEntry
  file: string
}

const named = new WeakMap<ParsedEntry, Map<string, ParsedEntry>>()
/** An entry with its file name and language among its values: the same object for the same
 *  entry, so a reload that kept a file's entry keeps its value too (the dev server compares them). */
function withName(parsed: ParsedEntry, slug: string, lang: string): ParsedEntry {
  let byName = named.get(parsed)
  if (!byName) named.set(parsed, (byName = new Map<string, ParsedEntry>()))
  const key = `${slug}.${lang}`
  let entry = byName.get(key)
  if (!entry) byName.set(key, (entry = { ...parsed, value: { ...parsed.value, slug, lang } }))
  return entry
}

/** A folder as loaded: its entries in each language, and what the rules across folders need. */
export interface LoadedFolder {
  /** The entries in each language, in the order they are shown: by language code. */
  byLanguage: Record<string, Value[]>
  /** The default language's entries that could be read, with their files and lines. */
  originals: ParsedEntry[]
  /** The file name of every entry with a file in the default language, read or not. */
  slugs: string[]
}

/** The folder's entries in each language, in the order they are shown. */
export function loadFolder(collection: FolderCollection, ctx: FolderContext): LoadedFolder | undefined {
  const { languages, rel, issues } = ctx
  const [main] = languages
  const dir = path.join(ctx.contentDir, collection.path)
  if (!fs.existsSync(dir)) {
    const example = `${rel(dir)}/${collection.exampleSlug}.${main.code}.md`
    issues.push(atFile(`${rel(dir)}/`, problem('folder-missing', { singular: collection.singular, example })))
    return undefined
  }
  const listed = ctx.entryFiles(dir)
  issues.push(...listed.issues)
  const bySlug = new Map<string, Map<string, EntryFile>>()
  for (const file of listed.files) {
    if (!bySlug.has(file.slug)) bySlug.set(file.slug, new Map())
    bySlug.get(file.slug)!.set(file.language, file)
  }

  // The originals: the default language's files, and, for entries kept as given, a file in
  // another language with no default-language file beside it.
  const originals = new Map<string, { entry: ParsedEntry; language: string; file: string }>()
  for (const [slug, files] of bySlug) {
    const own = files.get(main.code) ?? (collection.untranslated === 'original' ? [...files.values()][0] : undefined)
    if (!own) continue
    const result = ctx.parse(own.absolute)
    if (result.parsed)
      originals.set(slug, {
        entry: withName(result.parsed, slug, own.language),
        language: own.language,
        file: rel(own.absolute),
      })
  }
  const mainEntries = [...originals.values()].filter((original) => original.language === main.code)
  issues.push(
    ...duplicateValues(
      collection,
      mainEntries.map((original) => original.entry),
    ),
  )

  const byLanguage: Record<string, Value[]> = {}
  for (const language of languages) {
    const entries: ParsedEntry[] = []
    const missing: string[] = []
    for (const [slug, files] of bySlug) {
      const original = originals.get(slug)
      const file = files.get(language.code)
      if (original && original.language === language.code) {
        entries.push(original.entry)
        continue
      }
      if (!file) {
        if (!original) continue
        if (collection.untranslated === 'original') entries.push(original.entry)
        else missing.push(`${slug}.${language.code}.md`)
        continue
      }
      if (!original) {
        if (!files.has(main.code)) reportOrphan(file, bySlug, ctx)
        continue
      }
      const result = ctx.translate(file.absolute, original, language.code)
      ctx.record(rel(file.absolute), result)
      if (result.parsed) entries.push(withName(result.parsed, slug, language.code))
    }
    if (language !== main) {
      if (translatedField(collection)) issues.push(...duplicateValues(collection, entries))
      const total = entries.length + missing.length
      if (missing.length)
        ctx.warnings.push(
          atFile(
            `${rel(dir)}/`,
            problem('translation-coverage', {
              language: languageName(language.code),
              translated: entries.length,
              total,
              plural: pluralOf(collection),
              missing,
            }),
          ),
        )
    }
    byLanguage[language.code] = shownOrder(
      collection,
      entries.map((entry) => entry.value),
    )
  }
  return {
    byLanguage,
    originals: mainEntries.map((original) => original.entry),
    slugs: [...bySlug].filter(([, files]) => files.has(main.code)).map(([slug]) => slug),
  }
}

/** Whether the name that must differ between entries is translated (a product's name), so it
 *  must differ between the entries of each language too. */
const translatedField = (collection: FolderCollection) => {
  const field = schemaAt(collection.schema, [collection.uniqueField])
  return field?.meta.translate === true
}

/** A translation whose original does not exist: most likely its name is misspelt. */
function reportOrphan(
  file: EntryFile,
  bySlug: ReadonlyMap<string, ReadonlyMap<string, EntryFile>>,
  ctx: FolderContext,
) {
  const main = ctx.languages[0].code
  const folder = path.dirname(ctx.rel(file.absolute))
  const withOriginal = [...bySlug].filter(([, files]) => files.has(main)).map(([slug]) => slug)
  const guess = closestMatch(file.slug, withOriginal)
  ctx.issues.push(
    atFile(
      ctx.rel(file.absolute),
      problem('translation-without-original', {
        original: `${folder}/${file.slug}.${main}.md`,
        language: languageName(file.language),
        ...(guess ? { guess: `${folder}/${guess}.${main}.md` } : {}),
      }),
    ),
  )
}
