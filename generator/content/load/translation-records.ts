/**
 * Writing a translation's record of what it was made from (`translatedFrom`, see translations.ts)
 * once a person has brought it up to date with its original: `npm run translations -- --mark`.
 * The record is found again from the original as it is now; only its lines change in the file
 * (the rest is kept exactly as written), at the end of the front matter for an entry's
 * translation file, at the end of the language's section for a single file.
 */
import fs from 'node:fs'
import path from 'node:path'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
  type FolderCollection,
} from '../schemas/collections/index.ts'
import { entryName } from './content-folder.ts'
import { readEntry } from './entry.ts'
import { readSiteBasics } from './languages.ts'
import { originalRecord, RECORD_KEY } from './translations.ts'

export type MarkResult = { ok: true; file: string; languages: string[] } | { ok: false; file: string; reason: string }

/** The collection a file of content/ belongs to, and, for a folder's entry, its slug and language. */
function locate(
  collections: readonly Collection[],
  relative: string,
  codes: readonly string[],
): { collection: Collection; slug?: string; language?: string } | undefined {
  const single = collections.find((collection) => collection.kind === 'file' && collection.path === relative)
  if (single) return { collection: single }
  const folder = collections.find(
    (collection): collection is FolderCollection =>
      collection.kind === 'folder' && path.posix.dirname(relative) === collection.path,
  )
  if (!folder || !relative.endsWith('.md')) return undefined
  const named = entryName(path.posix.basename(relative, '.md'), codes)
  return { collection: folder, slug: named.slug, ...(named.language ? { language: named.language } : {}) }
}

/** The record's lines, indented by `indent` spaces. */
const recordLines = (record: Record<string, string>, indent: string) => [
  `${indent}${RECORD_KEY}:`,
  ...Object.entries(record).map(([key, value]) => `${indent}  ${key}: ${value}`),
]

/**
 * The front matter's lines with the record set inside the block that starts at line `from` and
 * ends before `to` (whose lines are indented by `indent`): an earlier record is replaced, a new
 * one goes at the end of the block.
 */
function withRecord(
  lines: string[],
  from: number,
  to: number,
  indent: string,
  record: Record<string, string>,
): string[] {
  const own = (line: string) => line.startsWith(`${indent}${RECORD_KEY}:`)
  const start = lines.slice(from, to).findIndex(own)
  let end = to
  let at = to
  // Blank lines and comments at the end of the block stay where they are.
  while (at > from && (lines[at - 1]!.trim() === '' || lines[at - 1]!.trim().startsWith('#'))) at--
  if (start !== -1) {
    at = from + start
    end = at + 1
    while (end < to && (lines[end]!.startsWith(`${indent} `) || lines[end]!.trim() === '')) end++
  } else end = at
  return [...lines.slice(0, at), ...recordLines(record, indent), ...lines.slice(end)]
}

/** Records, in the translation `file` (a path under content/), what its original holds now. */
export function markTranslation(contentDir: string, file: string, iconNames: readonly string[] = ['star']): MarkResult {
  const relative = path.relative(contentDir, path.resolve(file)).split(path.sep).join('/')
  const { languages } = readSiteBasics(contentDir)
  const codes = languages.map((language) => language.code)
  const collections = Object.values(defineCollections(contextWithoutFiles(iconNames))) as Collection[]
  const found = locate(collections, relative, codes)
  if (!found) return { ok: false, file, reason: 'it is not a file of content/ that holds a translation' }
  const absolute = path.join(contentDir, relative)
  if (!fs.existsSync(absolute)) return { ok: false, file, reason: 'there is no such file' }
  const text = fs.readFileSync(absolute, 'utf8')
  const lines = text.split('\n')
  const closing = lines.indexOf('---', 1)
  if (lines[0] !== '---' || closing === -1) return { ok: false, file, reason: 'its front matter cannot be read' }
  const { collection } = found

  if (collection.kind === 'folder') {
    if (!found.language || found.language === codes[0])
      return {
        ok: false,
        file,
        reason: `it is not a translation (its name does not end in another language's code, such as .${codes[1] ?? 'fr'}.md)`,
      }
    const originalFile = path.join(contentDir, collection.path, `${found.slug}.${codes[0]}.md`)
    if (!fs.existsSync(originalFile))
      return { ok: false, file, reason: `its original ${path.basename(originalFile)} does not exist` }
    const original = readEntry(collection, originalFile, fs.readFileSync(originalFile))
    if (!original.ok)
      return { ok: false, file, reason: `its original cannot be read: ${original.issues[0]?.message ?? ''}` }
    const record = originalRecord(collection, original.data, original.source.body)
    fs.writeFileSync(absolute, withRecord(lines, 1, closing, '', record).join('\n'))
    return { ok: true, file, languages: [found.language] }
  }

  const read = readEntry(collection, absolute, Buffer.from(text), codes.slice(1))
  if (!read.ok) return { ok: false, file, reason: `it cannot be read: ${read.issues[0]?.message ?? ''}` }
  const original = Object.fromEntries(Object.entries(read.data).filter(([key]) => !codes.slice(1).includes(key)))
  const record = originalRecord(collection, original)
  let updated = lines
  const marked: string[] = []
  for (const code of codes.slice(1)) {
    const end = updated.indexOf('---', 1)
    const start = updated.findIndex((line, index) => index > 0 && index < end && line === `${code}:`)
    if (start === -1) continue
    let stop = start + 1
    while (stop < end && (updated[stop]!.startsWith(' ') || updated[stop]!.trim() === '')) stop++
    updated = withRecord(updated, start + 1, stop, '  ', record)
    marked.push(code)
  }
  if (!marked.length)
    return { ok: false, file, reason: `it has no section in another language (such as "${codes[1] ?? 'fr'}:")` }
  fs.writeFileSync(absolute, updated.join('\n'))
  return { ok: true, file, languages: marked }
}
