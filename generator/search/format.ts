/**
 * The site search's index files as the build writes them (index-files.ts) and the browser reads
 * them (query.ts): their format, their names and what a result holds. Browser-safe.
 *
 *   <prefix>/search/index.json                 the manifest: small, fixed name, revalidated
 *   assets/search/<code>/w-<key>.<hash>.json    the words starting with <key> (their first two
 *                                               characters) and, for each, the products that have
 *                                               it with a score: a query fetches the files of its
 *                                               words only
 *   assets/search/<code>/r-<n>.<hash>.json      what a result shows of products n×size to
 *                                               (n+1)×size−1: name, address, picture, category,
 *                                               summary
 */
import { shardFileKey } from './text.ts'

/** How much a word counts in each field of a product: a word of the name beats one of the
 *  description, an editor's other name nearly matches the name. */
export const FIELD_WEIGHTS = { name: 10, otherNames: 8, category: 4, details: 2, description: 1 } as const
export type SearchField = keyof typeof FIELD_WEIGHTS

/** The results of this many products share a file: a page of results fetches a few small files. */
export const RESULTS_PER_FILE = 20

/** Format of the files: the browser refuses a manifest of another. */
export const INDEX_VERSION = 1

/** A picture of a result: its address on the site and its size (for the page's layout). */
export interface ResultImage {
  src: string
  width: number
  height: number
}

/** What the browser shows of a product in the results. */
export interface SearchResult {
  name: string
  /** The product's page, within its language (/products/garri/). */
  path: string
  category?: string
  /** The description, cut short. */
  summary: string
  image?: ResultImage
}

/** A product as the index reads it: the texts of each field, and what its result shows. */
export interface SearchDocument {
  fields: Record<SearchField, readonly string[]>
  result: SearchResult
}

/** The manifest: where the rest of the index is. */
export interface SearchManifest {
  version: typeof INDEX_VERSION
  language: string
  /** How many products are indexed. */
  documents: number
  /** Folder of the files below, from the site's base: assets/search/fr/. */
  folder: string
  resultsPerFile: number
  /** The hash in the name of each results file, in order: file n holds products n×resultsPerFile…. */
  results: string[]
  /** For each shard key (a word's first characters), the hash in its file's name. */
  words: Record<string, string>
}

/** A words file: each word with its postings, as pairs of numbers: the product (the difference
 *  from the previous one of the list, first from 0) and its score. */
export type WordsFile = Record<string, number[]>

export interface IndexFile {
  /** Relative to the published folder: assets/search/fr/w-ga.1a2b3c4d5e.json. */
  fileName: string
  source: string
}

/** Where a language's manifest is, relative to the published folder: search/index.json for the
 *  default language, fr/search/index.json for French (the search page's own folder). */
export const manifestFileName = (prefix: string): string => `${prefix ? `${prefix.slice(1)}/` : ''}search/index.json`

export const wordsFileName = (folder: string, key: string, hash: string) =>
  `${folder}w-${shardFileKey(key)}.${hash}.json`
export const resultsFileName = (folder: string, index: number, hash: string) => `${folder}r-${index}.${hash}.json`
