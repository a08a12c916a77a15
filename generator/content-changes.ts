/**
 * Which content modules an edit changed: each collection of each language is compared with its
 * value before the edit, so the development server rebuilds only the modules whose data changed
 * (an edit of one product: the products of its language, and of the languages whose translation
 * of it changed with it).
 */
import type { LanguageContent } from './content/load/load.ts'
import { RESOLVED_PREFIX } from './content-module-code.ts'

/** Whether two values loaded from content are the same: the same object (a file kept between
 *  loads gives the same one), or equal values in the same places. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((item, index) => sameContent(item, other[index]))
  }
  const keys = Object.keys(a)
  const otherKeys = Object.keys(b)
  if (keys.length !== otherKeys.length) return false
  return keys.every(
    (key, index) =>
      key === otherKeys[index] && sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}

/** A collection in one language, as `changedCollections` names it: `products?lang=fr`. */
export const collectionName = (key: string, code: string) => `${key}?lang=${code}`

/**
 * The collections, in each language, whose value is not the same after an edit (`after`) as
 * before it; 'all' when there was no content before or the site's languages changed.
 */
export function changedCollections(
  before: readonly LanguageContent[] | undefined,
  after: readonly LanguageContent[],
): Set<string> | 'all' {
  if (
    !before ||
    before.map((each) => JSON.stringify(each.language)).join() !==
      after.map((each) => JSON.stringify(each.language)).join()
  )
    return 'all'
  const changed = new Set<string>()
  after.forEach(({ language, content }, index) => {
    const previous = before[index]!.content as unknown as Record<string, unknown>
    const current = content as unknown as Record<string, unknown>
    for (const key of new Set([...Object.keys(previous), ...Object.keys(current)]))
      if (!sameContent(previous[key], current[key])) changed.add(collectionName(key, language.code))
  })
  return changed
}

/**
 * The collection and language of a content module's id: `\0virtual:content/products?lang=fr` is
 * the French products, `\0virtual:content/products` the default language's (vite-plugin-languages.ts
 * tags the copies of other languages). Undefined for any other module.
 */
export function contentModuleOf(id: string, defaultCode: string): string | undefined {
  if (!id.startsWith(RESOLVED_PREFIX)) return undefined
  const [key = '', query = ''] = id.slice(RESOLVED_PREFIX.length).split('?')
  return collectionName(key, new URLSearchParams(query).get('lang') ?? defaultCode)
}
