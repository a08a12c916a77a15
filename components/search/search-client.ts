/**
 * The site search in the browser: its own chunk, imported only when a visitor focuses a search
 * field or searches (load-search.ts), never with a page's first scripts. It fetches this
 * language's index from the site's own address (`connect-src 'self'` is all it needs): the
 * manifest first, then only the words files of the words searched and the results files of the
 * products shown (generator/search/query.ts).
 */
import language from 'virtual:site-language'
import {
  manifestFileName,
  resultsFileName,
  wordsFileName,
  type SearchManifest,
  type SearchResult,
  type WordsFile,
} from '../../generator/search/format.ts'
import { findMatches, resultsOf, type IndexSource, type Match } from '../../generator/search/query.ts'

export type { Match, SearchResult }

const root = import.meta.env.BASE_URL

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(root + path)
  if (!response.ok) throw new Error(`${root + path} answered ${response.status}`)
  return (await response.json()) as T
}

/** Each file once per visit (a failed fetch is tried again next time). */
function once<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loaded = new Map<K, Promise<T>>()
  return (key) => {
    let promise = loaded.get(key)
    if (!promise) {
      promise = load(key)
      promise.catch(() => loaded.delete(key))
      loaded.set(key, promise)
    }
    return promise
  }
}

/** This language's index: its manifest, and its other files fetched as a search needs them. */
const source = once(async (_: void): Promise<IndexSource> => {
  const manifest = await fetchJson<SearchManifest>(manifestFileName(language.prefix))
  return {
    manifest,
    words: once((key: string) => fetchJson<WordsFile>(wordsFileName(manifest.folder, key, manifest.words[key]!))),
    results: once((index: number) =>
      fetchJson<SearchResult[]>(resultsFileName(manifest.folder, index, manifest.results[index]!)),
    ),
  }
})

/** Fetches the manifest ahead of a search (when a search field gets focus). */
export function prepare(): void {
  source().catch(() => {})
}

/** Every product matching `query`, best first. */
export async function search(query: string): Promise<Match[]> {
  return findMatches(await source(), query)
}

/** What the results show of these matches, in their order. */
export async function results(matches: readonly Match[]): Promise<SearchResult[]> {
  return resultsOf(await source(), matches)
}
