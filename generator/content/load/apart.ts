/**
 * The build's load of content/, done in a process of its own before the bundling process loads
 * its bundler (scripts/lib/bundle-site.ts), and handed over to the content plugin.
 *
 * Why: loading reads and checks every file, and renders every Markdown body the store of rendered
 * Markdown does not hold; what that leaves behind (YAML documents, Markdown syntax trees, the
 * checks' working data) is garbage, but V8 keeps the heap it grew to hold it, and so does a
 * worker thread's process after the thread ends. In the bundling process, that heap stayed beside
 * the bundler's own memory: at 5,000 products in two languages, the build's high-water mark. Done
 * in a process that ends, only the result comes over: plain data, about 8 MB at that size.
 *
 * The result is the one `loadContent` gives, without the files' sources (they hold functions,
 * which cannot be copied): the build uses them only to find where each picture is named, which
 * the loading process works out and sends instead.
 */
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { pictureUses, type PictureUse } from '../pictures/uses.ts'
import { loadContent } from './load.ts'
import type { LoadOptions, LoadResult } from './types.ts'

/** What is loaded: the content folder is named, as the content plugin names it. Options go to
 *  another process as JSON: `pageLinks` asks it to check the links to the site's pages with the
 *  route table's addresses (scripts/lib/load-content.ts adds them), `pageAddresses` is never sent. */
export type ApartOptions = LoadOptions & { contentDir: string; pageLinks?: boolean }

export interface LoadedApart {
  /** `loadContent(options)`, with `sources` empty. */
  result: LoadResult
  /** Where the content names local pictures: `pictureUses` of the sources. */
  uses: PictureUse[]
}

/** How the content plugin loads content/ for a site built from `root` (with the store of rendered
 *  Markdown kept between builds): the loading process must load it the same way. */
export const siteLoadOptions = (
  root: string,
  { contentDir, base, strict, pageLinks }: { contentDir: string; base: string; strict?: boolean; pageLinks?: boolean },
): ApartOptions => ({ root, contentDir, base, strict, pageLinks, cacheDir: path.join(root, '.cache/content') })

/** A load's result as it can be copied to another process. */
export function forHandOver(loaded: LoadResult, contentDir: string): LoadedApart {
  const { sources, ...result } = loaded
  return { result: { ...result, sources: [] }, uses: pictureUses(sources, contentDir) }
}

/** `loadContent(options)` as it can be copied to another process. */
export const loadForHandOver = (options: ApartOptions): LoadedApart =>
  forHandOver(loadContent(options), options.contentDir)

/**
 * Where handed-over content waits for the content plugin: on the process's global object, as Vite
 * loads the configuration (and the plugin) in a module graph of its own, which a variable here
 * would not reach (as generator/site-options.ts does for the options).
 */
const HANDED_OVER = Symbol.for('site-content.handed-over')
const slot = globalThis as { [HANDED_OVER]?: { options: ApartOptions; loaded: LoadedApart } }

/** Gives the content loaded with `options` to the content plugin of this process's build. */
export function handOverContent(options: ApartOptions, loaded: LoadedApart): void {
  slot[HANDED_OVER] = { options, loaded }
}

/** The content handed over, if it was loaded with the same options as `options`; else the
 *  plugin loads it itself. */
export function handedOverContent(options: ApartOptions): LoadedApart | undefined {
  const handed = slot[HANDED_OVER]
  const sent = ({ pageAddresses: _, ...rest }: ApartOptions) => rest
  return handed && isDeepStrictEqual(sent(handed.options), sent(options)) ? handed.loaded : undefined
}
