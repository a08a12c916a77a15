/**
 * Keeps the code V8 compiles for the build's modules (Vite, Rolldown's bindings, Vike, React,
 * Sass, the generator) in `.cache/node-compile/`, with Node's own compile cache, so that a build
 * after the first compiles only what changed. Each of the build's three processes loads most of
 * these modules afresh: compiling them was about 0.7 CPU-seconds of every build, whatever the size
 * of the site.
 *
 * Node checks each cached entry against the module's source before using it and compiles again
 * when they differ, so an upgraded package or an edited file can never run from stale code; an
 * unusable folder (read-only, full) only means no cache. The steps run in processes of their own
 * (own-process.ts) inherit the folder through NODE_COMPILE_CACHE, which Node reads at start-up.
 */
import module from 'node:module'
import path from 'node:path'

/** Turns the cache on for this process and the processes it starts; the folder it uses, if any. */
export function useCompileCache(root: string): string | undefined {
  const directory = process.env.NODE_COMPILE_CACHE || path.join(root, '.cache', 'node-compile')
  // Absent before Node 22.1; the build runs without the cache there.
  const result = module.enableCompileCache?.(directory)
  if (!result?.directory) return undefined
  process.env.NODE_COMPILE_CACHE = result.directory
  return result.directory
}
