/**
 * content/ → validated, typed collections, in each language of the site. Reads every file,
 * reports every problem of every file in one run (never stopping at the first), and only returns
 * content when there are none.
 *
 *   site.md's country and languages (languages.ts; while they cannot be read, site.md alone is
 *   checked) → the folder's rules (content-folder.ts) →
 *   each file (entry.ts: text → front matter → body → schema) and its translations
 *   (translations.ts, folders.ts) → the rules across files (cross-file.ts, categories.ts) →
 *   placeholders, refused when strict
 */
import fs from 'node:fs'
import path from 'node:path'
import { pictureFiles } from '../pictures/lookup.ts'
import { clearPictureCache } from '../pictures/inspect.ts'
import { problem, severityOf } from '../problems/catalogue/index.ts'
import { atFile, type ContentIssue } from '../problems/report.ts'
import { clearMarkdownCache, useMarkdownStore } from '../read/markdown.ts'
import { forgetMarkdownStore, markdownStore } from '../read/markdown-store.ts'
import { clearSourceCache, type SourceFile } from '../read/front-matter.ts'
import {
  defineCollections,
  type Collection,
  type FileCollection,
  type FolderCollection,
  type SiteContent,
} from '../schemas/collections/index.ts'
import { IMAGE_HOSTS } from '../pictures/formats.ts'
import { iconNames } from '../schemas/icons.ts'
import { pictureUses } from '../pictures/uses.ts'
import { placed } from '../problems/report.ts'
import { contactNotes } from './contact-notes.ts'
import { entryFiles, unknownEntries } from './content-folder.ts'
import { keptFiles, type Site } from './kept.ts'
import { listedTwice, siteAddressForBase } from './cross-file.ts'
import { parseEntry, type EntryResult, type ParsedEntry } from './entry.ts'
import { unknownCategories } from './categories.ts'
import { loadFolder, type LoadedFolder, type TranslatedOriginal } from './folders.ts'
import { readSiteBasics } from './languages.ts'
import { inSection, translateEntry, translateSection } from './translations.ts'
import { contentLinkIssues } from './page-links.ts'
import type { LanguageContent, LoadOptions, LoadResult } from './types.ts'

export type { LanguageContent, LoadOptions, LoadResult } from './types.ts'

/** The names of the icons of the sprite: the ids of its <symbol> elements (none if it is missing or not XML). */
export function readIcons(iconsFile: string): string[] {
  return fs.existsSync(iconsFile) ? iconNames(fs.readFileSync(iconsFile, 'utf8')) : []
}

/**
 * Forgets what earlier loads read, rendered and checked. Loading keeps each file's front matter,
 * each Markdown body's rendering and each picture's check (by their text and bytes), so a reload
 * after an edit redoes only what changed; the benchmark clears them to measure loading from scratch.
 * A store of rendered Markdown on disk (LoadOptions.cacheDir) is read again at the next load.
 */
export function clearContentCaches(): void {
  forgetMarkdownStore()
  clearSourceCache()
  clearMarkdownCache()
  clearPictureCache()
}

/** The site's country as content/site.md gives it, read before the schemas are made: phone
 *  numbers written as dialled at home are read as numbers of this country (by the build, and by
 *  the admin, which is built knowing it). */
export function readCountry(contentDir: string): string | undefined {
  return readSiteBasics(contentDir).country
}

/** A fresh load of content/: everything read, parsed and checked again (the build's load). */
export function loadContent(options: LoadOptions): LoadResult {
  return createContentLoader(options).load()
}

/**
 * Loads content/ and keeps, for the next load, what each file gave (keyed by its path and its
 * bytes): the development server's loader. `update(changed)` reads again only the files named
 * (a file and its translations are read again when it changes: a translation is checked against
 * its original), and runs the rules of the folder and across files again on what is already
 * loaded, so its answer is always the one a fresh `loadContent` of the folder gives.
 */
export interface ContentLoader {
  /** The content as last loaded (loaded now, the first time). */
  load(): LoadResult
  /**
   * Loads again after `changed` (absolute paths of files added, changed or deleted) changed;
   * without them, everything is read again.
   */
  update(changed?: readonly string[]): LoadResult
}

export function createContentLoader(options: LoadOptions): ContentLoader {
  const root = path.resolve(options.root)
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'))
  const iconsFile = options.iconsFile ?? path.join(root, 'assets/icons.svg')

  // Kept between loads (kept.ts). Site-wide inputs (content/site.md's languages and country,
  // the icon sprite, pictures added, deleted or replaced) change the schemas every file is checked
  // with: a change of them drops everything kept, and the next load reads every file again.
  let result: LoadResult | undefined
  let icons: string[] | undefined
  let site: Site | undefined
  const kept = keptFiles(root, contentDir)
  const { rel } = kept
  const { read, parsedFiles, translatedFiles, structure: currentStructure } = kept

  const update = (changed?: readonly string[]): LoadResult => {
    const first = result === undefined
    const all = kept.changed(changed) === 'all'
    if (all) {
      icons = undefined
      site = undefined
    }
    result = loadWith(first || all)
    return result
  }

  /** Loads, with `everything` read again (only such a load has rendered every body, and saves
   *  the store of rendered Markdown: a later one renders only what changed). */
  const loadWith = (everything: boolean): LoadResult => {
    const started = performance.now()
    const store = markdownStore(options.cacheDir, root)
    useMarkdownStore(store)
    const issues: ContentIssue[] = []
    const files: string[] = []
    const [sources, unloaded]: [SourceFile[], SourceFile[]] = [[], []]
    const warnings: ContentIssue[] = []
    const done = (): LoadResult => ({
      ok: false,
      issues,
      files,
      sources,
      warnings,
      durationMs: performance.now() - started,
    })

    // 1. What the schemas need: the folder, the icons, the pictures, the country and languages.
    if (!fs.existsSync(contentDir) || !fs.statSync(contentDir).isDirectory()) {
      kept.changed(undefined)
      icons = undefined
      site = undefined
      issues.push(atFile(rel(contentDir), problem('content-folder-missing')))
      return done()
    }
    icons ??= readIcons(iconsFile)
    if (icons.length === 0) {
      issues.push(atFile(rel(iconsFile), problem('icons-missing')))
      return done()
    }
    const listing = currentStructure()
    const basics = readSiteBasics(contentDir)
    const key = JSON.stringify([basics, icons, listing.images])
    if (site?.key !== key) {
      // New schemas: nothing read with the old ones is kept.
      parsedFiles.clear()
      translatedFiles.clear()
      listing.unknown = undefined
      listing.entryFiles.clear()
      site = {
        key,
        basics,
        collections: defineCollections({
          imageHosts: IMAGE_HOSTS,
          localPicture: pictureFiles(contentDir, listing.images),
          icons: icons as [string, ...string[]],
          country: basics.country,
        }),
      }
    }
    const { country, languages, languagesKnown, sections } = basics
    const { collections } = site
    const [main, ...others] = languages
    const otherCodes = others.map((language) => language.code)
    const all = Object.values(collections) as Collection[]

    // 2. The folder's own rules.
    const links = listing.links
    const isLink = (absolute: string) => links.some((link) => link.file === rel(absolute))
    listing.unknown ??= unknownEntries(contentDir, all, rel)
    issues.push(...links, ...listing.unknown)

    // 3. Every file, in each language, then the rules across files.
    const record = (file: string, result: EntryResult) => {
      files.push(file)
      issues.push(...result.issues)
      warnings.push(...result.warnings)
      if (result.source) sources.push(result.source)
      if (result.source && !result.parsed) unloaded.push(result.source) // a mistake in a field: links checked too
    }
    const parse = (collection: Collection, absolute: string): EntryResult => {
      const file = rel(absolute)
      // While the site's languages are unknown, site.md alone is read, with the sections it has.
      const codes = collection.kind === 'file' ? (languagesKnown ? otherCodes : sections) : []
      const text = read(absolute)
      let kept = parsedFiles.get(absolute)
      if (!kept || kept.bytes !== text || kept.codes !== codes.join()) {
        const result = parseEntry(collection, file, text, codes)
        const notes = result.source && result.parsed ? contactNotes(result.source, collection.schema, { country }) : []
        parsedFiles.set(absolute, (kept = { bytes: text, codes: codes.join(), result, notes }))
      }
      record(file, kept.result)
      warnings.push(...kept.notes)
      return kept.result
    }
    const translate = (
      collection: FolderCollection,
      absolute: string,
      original: TranslatedOriginal,
      language: string,
    ): EntryResult => {
      const file = rel(absolute)
      const text = read(absolute)
      const kept = translatedFiles.get(absolute)
      if (
        kept &&
        kept.bytes === text &&
        kept.original === original.entry &&
        kept.code === language &&
        kept.originalFile === original.file
      )
        return kept.result
      const result = translateEntry(collection, file, text, original.entry, {
        code: language,
        originalFile: original.file,
      })
      translatedFiles.set(absolute, {
        bytes: text,
        original: original.entry,
        code: language,
        originalFile: original.file,
        result,
      })
      return result
    }
    const loadFile = (collection: FileCollection): Record<string, ParsedEntry> | undefined => {
      const absolute = path.join(contentDir, collection.path)
      if (isLink(absolute)) return undefined
      if (!fs.existsSync(absolute)) {
        const holds = `${collection.description.charAt(0).toLowerCase()}${collection.description.slice(1)}`
        issues.push(atFile(rel(absolute), problem('file-missing', { holds })))
        return undefined
      }
      const original = parse(collection, absolute).parsed
      if (!original) return undefined
      const byLanguage: Record<string, ParsedEntry> = { [main.code]: original }
      for (const code of otherCodes) {
        const translated = kept.section(original, code, () =>
          translateSection(collection, original, code, rel(absolute)),
        )
        issues.push(...translated.issues)
        warnings.push(...translated.warnings)
        if (translated.value) byLanguage[code] = { source: inSection(original.source, [code]), value: translated.value }
      }
      return byLanguage
    }

    // Which file is in which language is site.md's to say: until its list of languages can be
    // read, only site.md is checked (every translation would otherwise be reported as misnamed).
    if (!languagesKnown) {
      loadFile(collections.site)
      if (issues.length) return done()
    }

    const loaded: Record<string, Record<string, unknown>> = Object.fromEntries(languages.map(({ code }) => [code, {}]))
    const folders = new Map<Collection, LoadedFolder>()
    const codes = languages.map((language) => language.code) as [string, ...string[]]
    for (const [key, collection] of Object.entries(collections) as [string, Collection][]) {
      if (collection.kind === 'folder') {
        const folder = loadFolder(collection, {
          contentDir,
          languages,
          rel,
          isLink,
          parse: (absolute) => parse(collection, absolute),
          translate: (absolute, original, language) => translate(collection, absolute, original, language),
          entryFiles: (dir) => {
            let listed = listing.entryFiles.get(dir)
            if (!listed) listing.entryFiles.set(dir, (listed = entryFiles(dir, collection, rel, isLink, codes)))
            return listed
          },
          record,
          issues,
          warnings,
        })
        if (folder) folders.set(collection, folder)
        for (const { code } of languages) loaded[code]![key] = folder?.byLanguage[code]
        continue
      }
      const parsed = loadFile(collection)
      for (const { code } of languages) loaded[code]![key] = parsed?.[code]?.value
      const original = parsed?.[main.code]
      if (original && collection === collections.site && options.base)
        issues.push(...siteAddressForBase(original, options.base))
      if (parsed && collection === collections.sourcedProducts)
        for (const entry of Object.values(parsed)) issues.push(...listedTwice(entry))
    }

    // Each product's category is a category of content/categories/.
    const products = folders.get(collections.products)
    const categories = folders.get(collections.categories)
    if (products && categories)
      issues.push(
        ...unknownCategories(products.originals, categories, {
          folder: rel(path.join(contentDir, collections.categories.path)),
          language: main.code,
        }),
      )

    // Files one on a Mac or Windows computer: at each line naming the file, or at the file.
    const clashes = listing.clashes
    if (clashes.length) {
      const uses = pictureUses(sources, contentDir)
      const shown = (relative: string) => rel(path.join(contentDir, relative))
      for (const { file, other, free } of clashes) {
        const found = problem('file-name-clash', { other: shown(other), free: shown(free) })
        const at = uses.filter((use) => use.picture === path.join(contentDir, file))
        if (at.length) issues.push(...at.map((use) => placed(use.file, use, found)))
        else issues.push(atFile(shown(file), found))
      }
    }

    // Links of the texts to pages of the site lead to pages it has (page-links.ts). While a file
    // of the catalogue has a mistake, its page is missing: links to the catalogue wait for the fix.
    if (options.pageAddresses) {
      const catalogue = [collections.products, collections.categories].map((each) =>
        rel(path.join(contentDir, each.path)),
      )
      issues.push(
        ...contentLinkIssues({
          languages,
          loaded,
          sources,
          unloaded,
          pageAddresses: options.pageAddresses,
          catalogueUnsure:
            !products ||
            !categories ||
            issues.some((issue) => catalogue.some((folder) => issue.file.startsWith(`${folder}/`))),
        }),
      )
    }

    // 4. Placeholders: warnings, or problems for the build that publishes. Notes (a contact
    //    published in its service's form) and translation warnings never stop a build.
    if (options.strict) {
      issues.push(...warnings.filter((warning) => severityOf(warning.code) === 'warning'))
      warnings.splice(0, warnings.length, ...warnings.filter((warning) => severityOf(warning.code) !== 'warning'))
    }
    if (issues.length) return done()
    if (everything) store?.save()
    const byLanguage = languages.map((language, index) => ({
      language,
      isDefault: index === 0,
      content: loaded[language.code] as SiteContent,
    })) as [LanguageContent, ...LanguageContent[]]
    return {
      ok: true,
      content: byLanguage[0].content,
      languages: byLanguage,
      files,
      sources,
      warnings,
      durationMs: performance.now() - started,
    }
  }

  return {
    load: () => result ?? update(),
    update,
  }
}
