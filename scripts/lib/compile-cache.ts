/**
 * Keeps the code V8 compiles for the build's modules (Vite, Rolldown's bindings, Vike, React,
 * Sass, the generator) in `.cache/node-compile/`, with Node's own compile cache, so that a build
 * after the first compiles only what changed. Each of the build's three processes loads most of
 * these modules afresh: compiling them was about 0.9 CPU-seconds of every build, whatever the size
 * of the site.
 *
 * Node checks each cached entry against the module's source before using it and compiles again
 * when they differ, so an upgraded package or an edited file can never run from stale code; an
 * unusable folder (read-only, full) only means no cache. The steps run in processes of their own
 * (own-process.ts) inherit the folder through NODE_COMPILE_CACHE, which Node reads at start-up.
 *
 * The folder is kept small: Node files each entry under its module's address, and some addresses
 * are new at every build (Vite loads vite.config.ts and the files it imports under an address of
 * their own each time, to load them afresh; Vike's bundled settings get a time stamp), so each
 * build adds about 1,200 entries (15 MB) that no later build reads. When the folder holds more
 * than MAX_ENTRIES, it is emptied before the build, which then fills it again: one build in
 * several compiles everything, as a build without the cache would.
 */
import fs from 'node:fs'
import module from 'node:module'
import path from 'node:path'

/** About 120 MB: the entries of one build of the site (about 2,900, 25 MB) and those that a few
 *  builds add. */
export const MAX_ENTRIES = 10_000

/** Empties `directory` when its entries (in the folders Node makes in it, one per version of
 *  Node) number more than `maxEntries`. */
export function trimCompileCache(directory: string, maxEntries = MAX_ENTRIES): void {
  let entries = 0
  try {
    for (const folder of fs.readdirSync(directory, { withFileTypes: true }))
      entries += folder.isDirectory() ? fs.readdirSync(path.join(directory, folder.name)).length : 1
  } catch {
    return
  }
  if (entries > maxEntries) fs.rmSync(directory, { recursive: true, force: true })
}

/** Turns the cache on for this process and the processes it starts; the folder it uses, if any. */
export function useCompileCache(root: string): string | undefined {
  const own = path.join(root, '.cache', 'node-compile')
  const directory = process.env.NODE_COMPILE_CACHE || own
  // A folder named by NODE_COMPILE_CACHE may be shared with other programs: only the project's own
  // is emptied.
  if (directory === own) trimCompileCache(directory)
  // Absent before Node 22.1; the build runs without the cache there.
  const result = module.enableCompileCache?.(directory)
  if (!result?.directory) return undefined
  process.env.NODE_COMPILE_CACHE = result.directory
  return result.directory
}
