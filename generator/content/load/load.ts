/**
 * content/ → validated, typed collections. Reads every file, reports every problem of every
 * file in one run (never stopping at the first), and only returns content when there are none.
 *
 *   the folder's rules (content-folder.ts) → each file (entry.ts: text → front matter → body →
 *   schema) → the rules across files (cross-file.ts) → placeholders, refused when strict
 */
import fs from 'node:fs'
import path from 'node:path'
import { listImageFiles, pictureFiles } from '../pictures/lookup.ts'
import { clearPictureCache } from '../pictures/inspect.ts'
import { problem, severityOf } from '../problems/catalogue/index.ts'
import { atFile, type ContentIssue } from '../problems/report.ts'
import { clearMarkdownCache } from '../read/markdown.ts'
import { clearSourceCache, readSource, type SourceFile } from '../read/front-matter.ts'
import { decodeContentFile } from '../read/text.ts'
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
import { contactNotes, siteCountry } from './contact-notes.ts'
import { entryFiles, nameClashes, symbolicLinks, unknownEntries } from './content-folder.ts'
import { duplicateValues, listedTwice, shownOrder, siteAddressForBase } from './cross-file.ts'
import { parseEntry, type ParsedEntry } from './entry.ts'

export interface LoadOptions {
  /** Project root: file names in messages are relative to it. */
  root: string
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
  /** The icon sprite whose symbols `icon:` fields may name; defaults to <root>/assets/icons.svg. */
  iconsFile?: string
  /** The sub-path the site is built for ('/my-repo/'): the site address in site.md must end with it. */
  base?: string
  /** Placeholders (example contacts) are problems, not warnings: for the build that publishes. */
  strict?: boolean
}

/** What every load gives: the files read (project-relative), those whose front matter could be
 *  read (for the pictures they name: pictures/uses.ts), and the placeholders left in content
 *  (see placeholders.ts), which a strict load refuses. */
interface Loaded {
  files: string[]
  sources: SourceFile[]
  warnings: ContentIssue[]
  durationMs: number
}

export type LoadResult = ({ ok: true; content: SiteContent } | { ok: false; issues: ContentIssue[] }) & Loaded

const toPosix = (value: string) => value.split(path.sep).join('/')

/** The names of the icons of the sprite: the ids of its <symbol> elements (none if it is missing or not XML). */
export function readIcons(iconsFile: string): string[] {
  return fs.existsSync(iconsFile) ? iconNames(fs.readFileSync(iconsFile, 'utf8')) : []
}

/**
 * Forgets what earlier loads read, rendered and checked. Loading keeps each file's front matter,
 * each Markdown body's rendering and each picture's check (by their text and bytes), so a reload
 * after an edit redoes only what changed; the benchmark clears them to measure loading from scratch.
 */
export function clearContentCaches(): void {
  clearSourceCache()
  clearMarkdownCache()
  clearPictureCache()
}

/** The site's country as content/site.md gives it, read before the schemas are made: phone
 *  numbers written as dialled at home are read as numbers of this country (by the build, and by
 *  the admin, which is built knowing it). */
export function readCountry(contentDir: string): string | undefined {
  const file = path.join(contentDir, 'site.md')
  try {
    const decoded = decodeContentFile('content/site.md', fs.readFileSync(file))
    const read = decoded.ok ? readSource('content/site.md', decoded.text) : undefined
    return siteCountry(read?.ok ? read.source : undefined)
  } catch {
    // No site.md, or one that cannot be read: the loader reports it where it reads the file.
    return undefined
  }
}

export function loadContent(options: LoadOptions): LoadResult {
  const started = performance.now()
  const root = path.resolve(options.root)
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'))
  const iconsFile = options.iconsFile ?? path.join(root, 'assets/icons.svg')
  const rel = (absolute: string) => toPosix(path.relative(root, absolute))
  const issues: ContentIssue[] = []
  const files: string[] = []
  const sources: SourceFile[] = []
  const warnings: ContentIssue[] = []
  const done = (): LoadResult => ({
    ok: false,
    issues,
    files,
    sources,
    warnings,
    durationMs: performance.now() - started,
  })

  // 1. What the schemas need: the folder, the icons, the pictures.
  if (!fs.existsSync(contentDir) || !fs.statSync(contentDir).isDirectory()) {
    issues.push(atFile(rel(contentDir), problem('content-folder-missing')))
    return done()
  }
  const icons = readIcons(iconsFile)
  if (icons.length === 0) {
    issues.push(atFile(rel(iconsFile), problem('icons-missing')))
    return done()
  }
  const country = readCountry(contentDir)
  const collections = defineCollections({
    imageHosts: IMAGE_HOSTS,
    localPicture: pictureFiles(contentDir, listImageFiles(contentDir)),
    icons: icons as [string, ...string[]],
    country,
  })
  const all = Object.values(collections) as Collection[]

  // 2. The folder's own rules.
  const links = symbolicLinks(contentDir, rel)
  const isLink = (absolute: string) => links.some((link) => link.file === rel(absolute))
  issues.push(...links, ...unknownEntries(contentDir, all, rel))

  // 3. Every file, then the rules across files.
  const parse = (collection: Collection, absolute: string): ParsedEntry | undefined => {
    const file = rel(absolute)
    files.push(file)
    const result = parseEntry(collection, file, fs.readFileSync(absolute))
    issues.push(...result.issues)
    warnings.push(...result.warnings)
    if (result.source) {
      sources.push(result.source)
      if (result.parsed) warnings.push(...contactNotes(result.source, collection.schema, { country }))
    }
    return result.parsed
  }
  const loadFile = (collection: FileCollection): ParsedEntry | undefined => {
    const absolute = path.join(contentDir, collection.path)
    if (isLink(absolute)) return undefined
    if (fs.existsSync(absolute)) return parse(collection, absolute)
    const holds = `${collection.description.charAt(0).toLowerCase()}${collection.description.slice(1)}`
    issues.push(atFile(rel(absolute), problem('file-missing', { holds })))
    return undefined
  }
  const loadFolder = (collection: FolderCollection) => {
    const dir = path.join(contentDir, collection.path)
    if (!fs.existsSync(dir)) {
      const example = `${rel(dir)}/${collection.exampleFile}`
      issues.push(atFile(`${rel(dir)}/`, problem('folder-missing', { singular: collection.singular, example })))
      return undefined
    }
    const listed = entryFiles(dir, collection, rel, isLink)
    issues.push(...listed.issues)
    const entries: ParsedEntry[] = []
    for (const { absolute, slug } of listed.files) {
      const parsed = parse(collection, absolute)
      if (parsed) entries.push({ ...parsed, value: { ...parsed.value, slug } })
    }
    issues.push(...duplicateValues(collection, entries))
    return shownOrder(
      collection,
      entries.map((entry) => entry.value),
    )
  }

  const loaded: Record<string, unknown> = {}
  for (const [key, collection] of Object.entries(collections) as [string, Collection][]) {
    if (collection.kind === 'folder') {
      loaded[key] = loadFolder(collection)
      continue
    }
    const parsed = loadFile(collection)
    loaded[key] = parsed?.value
    if (parsed && collection === collections.site && options.base)
      issues.push(...siteAddressForBase(parsed, options.base))
    if (parsed && collection === collections.sourcedProducts) issues.push(...listedTwice(parsed))
  }

  // Files one on a Mac or Windows computer: at each line naming the file, or at the file.
  const clashes = nameClashes(contentDir)
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

  // 4. Placeholders: warnings, or problems for the build that publishes. Notes (a contact
  //    published in its service's form) never stop a build.
  if (options.strict) {
    issues.push(...warnings.filter((warning) => severityOf(warning.code) === 'warning'))
    warnings.splice(0, warnings.length, ...warnings.filter((warning) => severityOf(warning.code) === 'note'))
  }
  if (issues.length) return done()
  return {
    ok: true,
    content: loaded as SiteContent,
    files,
    sources,
    warnings,
    durationMs: performance.now() - started,
  }
}
