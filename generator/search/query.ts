/**
 * Answers a query from the index files (format.ts), fetching only what it
 * needs: the words files of the query's words, then the results files of the products shown.
 * Browser-safe: the search code the browser loads runs it; the unit tests run it on files in
 * memory.
 *
 * Every word of the query must be found (a product matching "smoked fish" has both words), as a
 * whole word or as the start of one ("cass" finds cassava). A product's score is the sum, over
 * the query's words, of the best score of the index words it matches: a whole word counts in full,
 * the start of a word half. Equal scores keep the catalogue's order.
 */
import { INDEX_VERSION, RESULTS_PER_FILE, type SearchManifest, type SearchResult, type WordsFile } from './format.ts'
import { shardKey, tokenize } from './text.ts'

/** What a match on the start of a word counts, against a whole word. */
export const PREFIX_FACTOR = 0.5

/** Where the index files come from: fetched in the browser, read from memory in tests. */
export interface IndexSource {
  manifest: SearchManifest
  /** The words file of a shard key the manifest names. */
  words(key: string): Promise<WordsFile>
  /** Results file `index`. */
  results(index: number): Promise<SearchResult[]>
}

export interface Match {
  /** The product's place in the index (the catalogue's order). */
  id: number
  score: number
}

/** The words of a query that the index can find: its index words, each once. */
export const queryWords = (query: string, language: string): string[] => [...new Set(tokenize(query, language))]

/** The products of a words file that have a word starting with `word`, each with its best score. */
function matchesOf(file: WordsFile, word: string): Map<number, number> {
  const scores = new Map<number, number>()
  for (const [indexed, postings] of Object.entries(file)) {
    if (!indexed.startsWith(word)) continue
    const factor = indexed === word ? 1 : PREFIX_FACTOR
    let id = 0
    for (let at = 0; at < postings.length; at += 2) {
      id += postings[at]!
      const score = postings[at + 1]! * factor
      if (score > (scores.get(id) ?? 0)) scores.set(id, score)
    }
  }
  return scores
}

/** Every product matching `query`, best first. */
export async function findMatches(source: IndexSource, query: string): Promise<Match[]> {
  const { manifest } = source
  if (manifest.version !== INDEX_VERSION)
    throw new Error(`Search index version ${String(manifest.version)} is not supported`)
  const words = queryWords(query, manifest.language)
  if (!words.length) return []
  // A word whose first characters start no word of the index matches nothing: no file to fetch.
  if (words.some((word) => !(shardKey(word) in manifest.words))) return []
  const files = await Promise.all(words.map((word) => source.words(shardKey(word))))
  const perWord = words.map((word, index) => matchesOf(files[index]!, word))
  // The products every word matches, from the word that matches fewest.
  const [fewest, ...others] = [...perWord].sort((a, b) => a.size - b.size)
  const matches: Match[] = []
  for (const [id, score] of fewest!) {
    let total = score
    for (const other of others) {
      const more = other.get(id)
      if (more === undefined) {
        total = -1
        break
      }
      total += more
    }
    if (total >= 0) matches.push({ id, score: total })
  }
  return matches.sort((a, b) => b.score - a.score || a.id - b.id)
}

/** What the results show of `matches` (in their order), fetching each results file once. */
export async function resultsOf(source: IndexSource, matches: readonly Match[]): Promise<SearchResult[]> {
  const size = source.manifest.resultsPerFile || RESULTS_PER_FILE
  const indexes = [...new Set(matches.map((match) => Math.floor(match.id / size)))]
  const files = new Map(await Promise.all(indexes.map(async (index) => [index, await source.results(index)] as const)))
  return matches.map((match) => files.get(Math.floor(match.id / size))![match.id % size]!)
}
