/**
 * Node's compile cache for the build's processes, in .cache/node-compile/: a later build skips
 * compiling again the modules it loads (Vite, Rolldown's bindings, React…), about 0.2 CPU-seconds
 * of each build.
 *
 * Node never removes an entry, and Vite loads vite.config.ts, and every module of the project it
 * imports, under a new address each time (`?fresh-import-<random>`, so that edits to them are
 * seen), so each build adds about 1,100 entries that are never read again. Left alone the folder
 * grew by about 14 MB a build, without end (4 GB and 330,000 files after a few hundred builds).
 * The build therefore empties it once it holds more than a few builds' worth; the build after
 * compiles everything once more.
 */
import fs from 'node:fs'
import module from 'node:module'
import path from 'node:path'

/** Entries kept at most before the cache is emptied: about four builds' worth. */
export const COMPILE_CACHE_LIMIT = 5000

/** The compile cache's folder for a project. */
export const compileCacheDir = (root: string): string => path.join(root, '.cache', 'node-compile')

/** Empties the compile cache at `dir` when it holds more than `limit` entries; says whether it did. */
export function pruneCompileCache(dir: string, limit = COMPILE_CACHE_LIMIT): boolean {
  let entries = 0
  try {
    // One folder per Node version and set of flags, each holding the entries.
    for (const version of fs.readdirSync(dir, { withFileTypes: true }))
      if (version.isDirectory()) entries += fs.readdirSync(path.join(dir, version.name)).length
  } catch {
    return false
  }
  if (entries <= limit) return false
  fs.rmSync(dir, { recursive: true, force: true })
  return true
}

/** Turns the compile cache on for this process (after emptying it if it has grown, when `prune`). */
export function useCompileCache(root: string, { prune = false } = {}): void {
  const dir = compileCacheDir(root)
  if (prune) pruneCompileCache(dir)
  module.enableCompileCache(dir)
}
