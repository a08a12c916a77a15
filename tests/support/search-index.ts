/**
 * The site search's index in memory, for tests: the files of a language's index
 * (generator/search/index-files.ts) read by the browser's query code (generator/search/query.ts)
 * as they would be fetched, with a record of which files a search fetched.
 */
import type { SiteContent } from '../../generator/content/schemas/collections/index.ts'
import {
  manifestFileName,
  resultsFileName,
  wordsFileName,
  type IndexFile,
  type SearchDocument,
  type SearchManifest,
  type SearchResult,
  type WordsFile,
} from '../../generator/search/format.ts'
import { searchIndexFiles } from '../../generator/search/index-files.ts'
import { findMatches, resultsOf, type IndexSource } from '../../generator/search/query.ts'
import { searchDocuments } from '../../components/search/documents.ts'

export interface MemoryIndex {
  files: IndexFile[]
  source: IndexSource
  /** The files fetched so far, by name. */
  fetched: string[]
}

/** An index of `documents` in `code`, read from memory. */
export function memoryIndex(documents: readonly SearchDocument[], code = 'en', prefix = ''): MemoryIndex {
  const { files } = searchIndexFiles(documents, { code, prefix })
  const byName = new Map(files.map((file) => [file.fileName, file.source]))
  const fetched: string[] = []
  const read = <T>(name: string): Promise<T> => {
    fetched.push(name)
    const source = byName.get(name)
    return source === undefined
      ? Promise.reject(new Error(`no file ${name}`))
      : Promise.resolve(JSON.parse(source) as T)
  }
  const manifest = JSON.parse(byName.get(manifestFileName(prefix))!) as SearchManifest
  return {
    files,
    fetched,
    source: {
      manifest,
      words: (key) => read<WordsFile>(wordsFileName(manifest.folder, key, manifest.words[key]!)),
      results: (index) => read<SearchResult[]>(resultsFileName(manifest.folder, index, manifest.results[index]!)),
    },
  }
}

/** The index of one language's content, as the build makes it (pictures left as the content names them). */
export const contentIndex = (content: SiteContent, code: string, prefix: string) =>
  memoryIndex(searchDocuments(content.products, content.categories), code, prefix)

/** The names of the products a query finds, best first. */
export async function namesFound(index: MemoryIndex, query: string): Promise<string[]> {
  const matches = await findMatches(index.source, query)
  return (await resultsOf(index.source, matches)).map((result) => result.name)
}
