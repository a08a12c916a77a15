/**
 * What the loader reads of content/site.md before anything else, because the other files depend
 * on it: the site's country (phone numbers written as dialled at home are numbers of this
 * country) and its languages (which entry files exist, and which sections a single file has).
 * Read leniently: a site.md that cannot be read is reported where it is read as an entry; its
 * languages are then read from their list alone. Without a list the site is in English only; a
 * list that cannot be read, or that names something that is not a language or a language twice,
 * leaves the site's languages unknown (`languagesKnown`), and the loader checks nothing else
 * until it is fixed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isKnownLanguage } from '../schemas/fields/codes.ts'
import type { Language } from '../schemas/collections/index.ts'
import { readSource, type SourceFile } from '../read/front-matter.ts'
import { decodeContentFile, normalizeText } from '../read/text.ts'
import { siteCountry } from './contact-notes.ts'

/** The language of a site whose site.md does not say (or cannot be read). */
export const FALLBACK_LANGUAGE: Language = { code: 'en', name: 'English' }

export interface SiteBasics {
  country?: string
  /** The site's languages, the default one first; never empty. */
  languages: [Language, ...Language[]]
  /**
   * Whether site.md says which languages the site has: false when it is missing, or its list of
   * languages cannot be read or names something that is not a language (site.md's own problem).
   * Which file is in which language is then unknown, and every translation would look misnamed.
   */
  languagesKnown: boolean
  /** The keys of site.md's front matter that are codes of languages: its sections (`fr:`). */
  sections: string[]
}

/** The languages a site.md lists, leaving out what is not a language (reported with the file). */
export function siteLanguages(site: SourceFile | undefined): [Language, ...Language[]] {
  return listedLanguages(site).languages
}

/** The languages a site.md lists, and whether every item of its list is one. */
function listedLanguages(site: SourceFile | undefined): { languages: [Language, ...Language[]]; complete: boolean } {
  const listed = (site?.data as { languages?: unknown } | undefined)?.languages
  const languages: Language[] = []
  let complete = listed === undefined || (Array.isArray(listed) && listed.length > 0)
  if (Array.isArray(listed))
    for (const item of listed) {
      const { code, name } = (item ?? {}) as { code?: unknown; name?: unknown }
      if (typeof code !== 'string' || !isKnownLanguage(code.trim())) {
        complete = false
        continue
      }
      // Listed twice (site.md's own problem): which language is meant where is not known either.
      if (languages.some((language) => language.code === code.trim())) {
        complete = false
        continue
      }
      languages.push({ code: code.trim(), name: typeof name === 'string' && name.trim() ? name.trim() : code.trim() })
    }
  return { languages: languages.length ? (languages as [Language, ...Language[]]) : [FALLBACK_LANGUAGE], complete }
}

/**
 * The `languages:` list of a site.md whose front matter cannot be read as a whole, read alone: a
 * mistake elsewhere in the file (a field indented one space too little) is reported where the
 * file is read, and must not make every translation of the site look like a file in a language
 * the site does not have. `found: false` when the file has no such list.
 */
function languagesAlone(text: string): { found: boolean; source?: SourceFile } {
  const lines = text.split('\n')
  // The opening --- (blank lines above it are a mistake reported where the file is read).
  const opening = Math.max(
    0,
    lines.findIndex((line) => line.trim() !== ''),
  )
  const closing = lines.findIndex((line, index) => index > opening && line.trimEnd() === '---')
  const start = lines.findIndex((line, index) => index > opening && index < closing && /^languages:[ \t]*$/.test(line))
  if (start === -1) return { found: false }
  let stop = start + 1
  // The list's lines: indented, or items written at the start of the line; comments and blank lines.
  while (stop < closing && (lines[stop]!.trim() === '' || /^[ \t#-]/.test(lines[stop]!))) stop++
  const read = readSource('content/site.md', ['---', ...lines.slice(start, stop), '---', ''].join('\n'))
  return read.ok ? { found: true, source: read.source } : { found: true }
}

export function readSiteBasics(contentDir: string): SiteBasics {
  const file = path.join(contentDir, 'site.md')
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(file)
  } catch {
    // No site.md: the loader reports it where it reads the file.
    return { languages: [FALLBACK_LANGUAGE], languagesKnown: false, sections: [] }
  }
  const decoded = decodeContentFile('content/site.md', bytes)
  const read = decoded.ok ? readSource('content/site.md', decoded.text) : undefined
  const source = read?.ok ? read.source : undefined
  const country = siteCountry(source)
  const data = source?.data
  const sections =
    data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data).filter(isKnownLanguage) : []
  // A file that cannot be read as a whole (a character it must not hold, a line YAML cannot read):
  // its list of languages alone, from its text as it decodes.
  const alone = source
    ? undefined
    : languagesAlone(decoded.ok ? decoded.text : normalizeText(new TextDecoder('utf-8').decode(bytes)))
  const { languages, complete } = listedLanguages(source ?? alone?.source)
  const languagesKnown = source ? complete : !alone?.found || (!!alone.source && complete)
  return { ...(country ? { country } : {}), languages, languagesKnown, sections }
}
