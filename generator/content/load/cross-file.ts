/**
 * Rules across entries and files, checked once every file is read: fields that must differ
 * between the entries of a folder (the order, and the name or title), items listed twice in a
 * list, and the site address against the sub-path the site is built for.
 */
import { normalizeBase } from '../../base-path.ts'
import { problem } from '../problems/catalogue/index.ts'
import type { ContentIssue } from '../problems/report.ts'
import type { FolderCollection, SiteContent } from '../schemas/collections/index.ts'
import type { ParsedEntry } from './entry.ts'

/** A name as it is compared with others: the same letters in any case, typed either way (Unicode
 *  NFC), are the same name ("Garri", "GARRI" and "garri"; "Straße" and "STRASSE"). */
export const comparable = (value: string): string => value.normalize('NFC').trim().toUpperCase().toLowerCase()

/**
 * Fields that must differ between the entries of a folder: the order, and its unique field.
 * Each entry that shares a value is told which others use it, so the message (and the GitHub
 * annotation) lands on the file the editor changed, whichever it is.
 */
export function duplicateValues(collection: FolderCollection, entries: readonly ParsedEntry[]): ContentIssue[] {
  const issues: ContentIssue[] = []
  const freeOrder = Math.max(0, ...entries.map((entry) => Number(entry.value.order) || 0)) + 1
  for (const field of ['order', collection.uniqueField]) {
    const groups = new Map<string, ParsedEntry[]>()
    for (const entry of entries) {
      const key = comparable(String(entry.value[field]))
      groups.set(key, [...(groups.get(key) ?? []), entry])
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue
      for (const entry of group) {
        const others = group
          .filter((other) => other !== entry)
          .map((other) => {
            const at = other.source.locate([field])
            return `${other.source.file}:${at.line}:${at.column}`
          })
        issues.push(
          entry.source.issue(
            [field],
            problem('duplicate-value', {
              field,
              value: String(entry.value[field]),
              others,
              singular: collection.singular,
              ...(field === 'order' ? { freeOrder } : {}),
            }),
          ),
        )
      }
    }
  }
  return issues
}

/** Sourced products are one list in one file: names must not repeat. */
export function listedTwice(entry: ParsedEntry): ContentIssue[] {
  const issues: ContentIssue[] = []
  const seen = new Map<string, number>()
  ;(entry.value as SiteContent['sourcedProducts']).items.forEach((item, index) => {
    const first = seen.get(comparable(item.name))
    if (first === undefined) seen.set(comparable(item.name), index)
    else
      issues.push(
        entry.source.issue(['items', index, 'name'], problem('listed-twice', { name: item.name, first: first + 1 })),
      )
  })
  return issues
}

/**
 * The site address gives canonical links, link previews and the sitemap: it must match the
 * sub-path the site is built for, or all of them would point at missing pages.
 */
export function siteAddressForBase(entry: ParsedEntry, base: string): ContentIssue[] {
  const url = (entry.value as SiteContent['site']).url
  if (normalizeBase(new URL(url).pathname) === normalizeBase(base)) return []
  const suggestion = new URL(normalizeBase(base), url).href.replace(/\/$/, '')
  return [entry.source.issue(['url'], problem('site-url-base', { url, base: normalizeBase(base), suggestion }))]
}
