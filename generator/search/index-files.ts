/**
 * The site search's index of one language, as static files the browser fetches (format.ts):
 * built from the typed content (the products in the language's words), never from the pages' HTML.
 *
 * The files under assets/ are named by a hash of their bytes, so hosts cache them for good
 * (`_headers`: /assets/* immutable) and a new build fetches only what changed; the manifest names
 * them. Same content, same bytes: nothing depends on the time or the order of a Map.
 *
 * Build-time only (node:crypto).
 */
import { createHash } from 'node:crypto'
import {
  FIELD_WEIGHTS,
  INDEX_VERSION,
  manifestFileName,
  RESULTS_PER_FILE,
  resultsFileName,
  wordsFileName,
  type IndexFile,
  type SearchDocument,
  type SearchField,
  type SearchManifest,
  type WordsFile,
} from './format.ts'
import { shardKey, tokenize } from './text.ts'

const hashOf = (source: string) => createHash('sha256').update(source).digest('hex').slice(0, 10)

/** Compares strings by their code points, the same everywhere (no locale). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Each word of the documents with the score of each document that has it, in document order. */
export function postingsOf(documents: readonly SearchDocument[], language: string): Map<string, Map<number, number>> {
  const postings = new Map<string, Map<number, number>>()
  documents.forEach((document, id) => {
    const scores = new Map<string, number>()
    for (const field of Object.keys(FIELD_WEIGHTS) as SearchField[]) {
      const words = new Set(document.fields[field].flatMap((text) => tokenize(text, language)))
      for (const word of words) scores.set(word, (scores.get(word) ?? 0) + FIELD_WEIGHTS[field])
    }
    for (const [word, score] of scores) {
      let list = postings.get(word)
      if (!list) postings.set(word, (list = new Map<number, number>()))
      list.set(id, score)
    }
  })
  return postings
}

/**
 * The index files of one language: `code` its language code, `prefix` its address prefix ('' for
 * the default language, '/fr'). The documents are the language's products in the catalogue's order.
 */
export function searchIndexFiles(
  documents: readonly SearchDocument[],
  { code, prefix }: { code: string; prefix: string },
): { manifest: SearchManifest; files: IndexFile[] } {
  const folder = `assets/search/${code}/`
  const files: IndexFile[] = []
  const shards = new Map<string, [string, number[]][]>()
  for (const [word, list] of postingsOf(documents, code)) {
    const flat: number[] = []
    let previous = 0
    for (const [id, score] of list) {
      flat.push(id - previous, score)
      previous = id
    }
    const key = shardKey(word)
    const shard = shards.get(key)
    if (shard) shard.push([word, flat])
    else shards.set(key, [[word, flat]])
  }
  const words: Record<string, string> = {}
  for (const key of [...shards.keys()].sort(byCodePoint)) {
    const entries = shards.get(key)!.sort(([a], [b]) => byCodePoint(a, b))
    const source = JSON.stringify(Object.fromEntries(entries) satisfies WordsFile)
    const hash = hashOf(source)
    words[key] = hash
    files.push({ fileName: wordsFileName(folder, key, hash), source })
  }
  const results: string[] = []
  for (let start = 0; start < documents.length; start += RESULTS_PER_FILE) {
    const source = JSON.stringify(documents.slice(start, start + RESULTS_PER_FILE).map((document) => document.result))
    const hash = hashOf(source)
    results.push(hash)
    files.push({ fileName: resultsFileName(folder, results.length - 1, hash), source })
  }
  const manifest: SearchManifest = {
    version: INDEX_VERSION,
    language: code,
    documents: documents.length,
    folder,
    resultsPerFile: RESULTS_PER_FILE,
    results,
    words,
  }
  files.push({ fileName: manifestFileName(prefix), source: JSON.stringify(manifest) })
  return { manifest, files }
}
