/**
 * What the loader reads of content/site.md before anything else, because the other files depend
 * on it: the site's country (phone numbers written as dialled at home are numbers of this
 * country) and its languages (which entry files exist, and which sections a single file has).
 * Read leniently: a site.md that cannot be read is reported where it is read as an entry; its
 * languages are then read from their list alone, and without one the site is taken to be in
 * English only.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isKnownLanguage } from '../schemas/fields/codes.ts'
import type { Language } from '../schemas/collections/index.ts'
import { readSource, type SourceFile } from '../read/front-matter.ts'
import { decodeContentFile } from '../read/text.ts'
import { siteCountry } from './contact-notes.ts'

/** The language of a site whose site.md does not say (or cannot be read). */
export const FALLBACK_LANGUAGE: Language = { code: 'en', name: 'English' }

export interface SiteBasics {
  country?: string
  /** The site's languages, the default one first; never empty. */
  languages: [Language, ...Language[]]
}

/** The languages a site.md lists, leaving out what is not a language (reported with the file). */
export function siteLanguages(site: SourceFile | undefined): [Language, ...Language[]] {
  const listed = (site?.data as { languages?: unknown } | undefined)?.languages
  const languages: Language[] = []
  if (Array.isArray(listed))
    for (const item of listed) {
      const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown }
      if (typeof code !== 'string' || !isKnownLanguage(code.trim())) continue
      if (languages.some((language) => language.code === code.trim())) continue
      languages.push({ code: code.trim(), name: typeof name === 'string' && name.trim() ? name.trim() : code.trim() })
    }
  return languages.length ? (languages as [Language, ...Language[]]) : [FALLBACK_LANGUAGE]
}

/**
 * The `languages:` list of a site.md whose front matter cannot be read as a whole, read alone: a
 * mistake elsewhere in the file (a field indented one space too little) is reported where the
 * file is read, and must not make every translation of the site look like a file in a language
 * the site does not have.
 */
function languagesAlone(text: string): SourceFile | undefined {
  const lines = text.split(/\r?\n/)
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---')
  const start = lines.findIndex((line, index) => index > 0 && index < closing && /^languages:[ \t]*$/.test(line))
  if (start === -1) return undefined
  let stop = start + 1
  // The list's lines: indented, or items written at the start of the line; comments and blank lines.
  while (stop < closing && (lines[stop]!.trim() === '' || /^[ \t#-]/.test(lines[stop]!))) stop++
  const read = readSource('content/site.md', ['---', ...lines.slice(start, stop), '---', ''].join('\n'))
  return read.ok ? read.source : undefined
}

export function readSiteBasics(contentDir: string): SiteBasics {
  const file = path.join(contentDir, 'site.md')
  let source: SourceFile | undefined
  let languages: SourceFile | undefined
  try {
    const decoded = decodeContentFile('content/site.md', fs.readFileSync(file))
    const read = decoded.ok ? readSource('content/site.md', decoded.text) : undefined
    source = read?.ok ? read.source : undefined
    languages = source ?? (decoded.ok ? languagesAlone(decoded.text) : undefined)
  } catch {
    // No site.md, or one that cannot be read: the loader reports it where it reads the file.
    source = undefined
  }
  const country = siteCountry(source)
  return { ...(country ? { country } : {}), languages: siteLanguages(languages) }
}
