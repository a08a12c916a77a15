/**
 * Rules across entries and files, checked once every file is read: the name or title that must
 * differ between the entries of a folder (and the order they are shown in, where two may share
 * an order), items listed twice in a list, and the site address against the sub-path the site is
 * built for.
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
 * The entries of a folder in the order they are shown: by `order`, then by their unique field
 * (the name or title, as a reader compares names), then by file name. Two entries may share an
 * order (a swap of two orders is then one edit that builds at every step), and their place is
 * still the same on every page, in the structured data and in the sitemap.
 */
export function shownOrder<T extends Record<string, unknown>>(collection: FolderCollection, values: readonly T[]): T[] {
  const text = (value: unknown) => comparable(typeof value === 'string' ? value : '')
  return [...values].sort(
    (a, b) =>
      (a.order as number) - (b.order as number) ||
      text(a[collection.uniqueField]).localeCompare(text(b[collection.uniqueField]), 'en') ||
      String(a.slug).localeCompare(String(b.slug), 'en'),
  )
}

/**
 * The field that must differ between the entries of a folder: its name or title (`uniqueField`).
 * Each entry that shares a value is told which others use it, so the message (and the GitHub
 * annotation) lands on the file the editor changed, whichever it is.
 */
export function duplicateValues(collection: FolderCollection, entries: readonly ParsedEntry[]): ContentIssue[] {
  const issues: ContentIssue[] = []
  const field = collection.uniqueField
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
          }),
        ),
      )
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
