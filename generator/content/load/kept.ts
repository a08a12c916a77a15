/**
 * What the development server's loader (load.ts's createContentLoader) keeps between loads: each
 * file's bytes, and what it gave (its entry, its translation), for as long as its bytes are the
 * same; and what the folder holds (its files, pictures, symbolic links, name clashes, each
 * folder's entry files), for as long as no file is added or deleted. It is told which files
 * changed (the development server's watcher tells it); the files it is not told of are not read
 * again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { listImageFiles } from '../pictures/lookup.ts'
import type { ContentIssue } from '../problems/report.ts'
import { nameClashes, symbolicLinks, type entryFiles } from './content-folder.ts'
import type { EntryResult, ParsedEntry } from './entry.ts'
import type { readSiteBasics } from './languages.ts'
import type { translateSection } from './translations.ts'
import type { defineCollections } from '../schemas/collections/index.ts'

type Translated = ReturnType<typeof translateSection>

/** What one file gave, kept for the next load while its bytes are the same. */
export interface ParsedFile {
  bytes: Buffer
  codes: string
  result: EntryResult
  notes: ContentIssue[]
}
export interface TranslatedFile {
  bytes: Buffer
  original: ParsedEntry
  code: string
  originalFile: string
  result: EntryResult
}

/** What the folder holds, kept while no file is added or deleted. */
export interface Structure {
  /** Every file under content/ (absolute paths). */
  files: Set<string>
  images: string[]
  links: ContentIssue[]
  clashes: ReturnType<typeof nameClashes>
  /** The rules of the folder, and each folder's entry files, once asked for. */
  unknown?: ContentIssue[]
  entryFiles: Map<string, ReturnType<typeof entryFiles>>
}

/** What the schemas are made of: the site's country and languages, the icons and the pictures. */
export interface Site {
  key: string
  basics: ReturnType<typeof readSiteBasics>
  collections: ReturnType<typeof defineCollections>
}

export function keptFiles(root: string, contentDir: string) {
  // File names as messages show them (relative to `root`), asked for several times per file and load.
  const names = new Map<string, string>()
  const rel = (absolute: string) => {
    let name = names.get(absolute)
    if (name === undefined) names.set(absolute, (name = path.relative(root, absolute).split(path.sep).join('/')))
    return name
  }
  let structure: Structure | undefined
  const bytes = new Map<string, Buffer>()
  const parsedFiles = new Map<string, ParsedFile>()
  const translatedFiles = new Map<string, TranslatedFile>()
  // A single file's sections in the other languages, translated from its entry as last read.
  const sections = new WeakMap<ParsedEntry, Map<string, Translated>>()
  const forgetAll = () => {
    structure = undefined
    bytes.clear()
    parsedFiles.clear()
    translatedFiles.clear()
  }
  return {
    rel,
    parsedFiles,
    translatedFiles,
    /** A single file's section in the language `code`: as before while the file's entry is the
     *  same one (its schema with it: a new schema reads every file again). */
    section: (original: ParsedEntry, code: string, translate: () => Translated) => {
      let byCode = sections.get(original)
      if (!byCode) sections.set(original, (byCode = new Map<string, Translated>()))
      let found = byCode.get(code)
      if (!found) byCode.set(code, (found = translate()))
      return found
    },
    /** A file's bytes: as read before, unless it changed since. */
    read: (absolute: string): Buffer => {
      let found = bytes.get(absolute)
      if (!found) bytes.set(absolute, (found = fs.readFileSync(absolute)))
      return found
    },
    /** What the folder holds, listed again after a file was added or deleted. */
    structure: (): Structure => {
      if (structure) return structure
      const files = new Set(
        fs
          .readdirSync(contentDir, { recursive: true, withFileTypes: true })
          .filter((entry) => !entry.isDirectory())
          .map((entry) => path.join(entry.parentPath, entry.name)),
      )
      return (structure = {
        files,
        images: listImageFiles(contentDir),
        links: symbolicLinks(contentDir, rel),
        clashes: nameClashes(contentDir),
        entryFiles: new Map(),
      })
    },
    /**
     * Forgets what the files `changed` (absolute paths) gave; without them, or when one is no
     * Markdown file of content/ (the icon sprite, a picture, a file in the wrong place, which may
     * change what every file is checked with), forgets everything: 'all'.
     */
    changed: (changed: readonly string[] | undefined): 'all' | 'some' => {
      if (!changed) {
        forgetAll()
        return 'all'
      }
      for (const file of changed) {
        const absolute = path.resolve(file)
        bytes.delete(absolute)
        if (!absolute.startsWith(contentDir + path.sep) || path.extname(absolute) !== '.md') {
          forgetAll()
          return 'all'
        }
        // A file added or deleted: the folder is listed again (its files are not read again).
        let isFile = false
        try {
          isFile = fs.lstatSync(absolute).isFile()
        } catch {
          // Deleted.
        }
        if (structure && structure.files.has(absolute) !== isFile) structure = undefined
      }
      return 'some'
    },
  }
}
