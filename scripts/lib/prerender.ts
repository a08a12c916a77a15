/**
 * Pre-renders every page (Vike's `prerender()`, after the build) and writes each one as it is
 * rendered, in its final form: the entry's `<script src>` already swapped for the boot script of
 * the page's language (boot-script-swap.ts). Writing pages ourselves, rather than letting Vike
 * write them and then reading every page back to rewrite it, writes each file once; at 5,000
 * products that was 140 MB read and written a second time.
 *
 * Vike hands each page over through its `onPagePrerender` option, as `pageContext._prerenderResult`
 * (the file and its content). That option is marked experimental, and vike is pinned to an exact
 * version in package.json for it: a Vike that hands pages over differently fails the build here,
 * with this file named, rather than publishing pages without their scripts.
 *
 * Each page written is told to `onPage`, with its file within `clientDir`: the build counts them
 * on its progress line, or lists them with `--verbose` (build-progress.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { InlineConfig } from 'vite'
import { bootPage, languageEntries } from './boot-script-swap.ts'

interface Prerendered {
  filePath: string
  fileContent: string
}

/** The file Vike rendered for a page, or an error naming this file when Vike no longer says. */
export function prerenderedFile(pageContext: unknown): Prerendered {
  const result = (pageContext as { _prerenderResult?: Partial<Prerendered> } | null)?._prerenderResult
  if (typeof result?.filePath !== 'string' || typeof result.fileContent !== 'string')
    throw new Error(
      'Vike did not hand over the page it rendered (pageContext._prerenderResult): scripts/lib/prerender.ts must be brought up to date with the installed vike, which package.json pins for this reason.',
    )
  return result as Prerendered
}

/**
 * Lets go of a written page's HTML. Vike keeps every page it renders, HTML and `pageContext`, in
 * `prerenderContext.output` until the last page is done, for integrations that read them after
 * (none here), and the page's own `_prerenderResult` holds the HTML too: at 5,000 products in two
 * languages that is about 300 MB held for nothing. Once a page is written, its HTML in both places
 * is replaced with an empty string. What Vike does not say (another shape of either) is left as is:
 * only memory depends on it, never the output.
 */
export function releasePage(pageContext: unknown): void {
  const page = pageContext as {
    _prerenderResult?: { fileContent?: unknown }
    _prerenderContext?: { output?: unknown }
  } | null
  if (typeof page?._prerenderResult?.fileContent === 'string') page._prerenderResult.fileContent = ''
  const output = page?._prerenderContext?.output
  if (!Array.isArray(output)) return
  // The page just written is at or near the end of the list: only pages rendered at the same
  // time may follow it.
  for (let index = output.length - 1; index >= 0; index--) {
    const entry = output[index] as { pageContext?: unknown; fileContent?: unknown } | null
    if (!entry || entry.pageContext !== pageContext) continue
    if (typeof entry.fileContent === 'string') entry.fileContent = ''
    return
  }
}

/** Pre-renders every page of the site just built with `viteConfig` into `clientDir`. */
export async function prerenderSite({
  viteConfig,
  clientDir,
  onPage,
}: {
  viteConfig: InlineConfig
  clientDir: string
  /** Told of each page once it is written: its file within `clientDir`, such as `about/index.html`. */
  onPage?: (file: string) => void
}): Promise<void> {
  const { prerender } = await import('vike/api')
  const entries = languageEntries(clientDir)
  /** Folders known to exist: a page's folder is made with one call when its parent is known
   *  (products/garri/ once products/ is), rather than a walk up from it for each of thousands. */
  const folders = new Set<string>([clientDir])
  const makeFolder = (folder: string): void => {
    if (folders.has(folder)) return
    const parent = path.dirname(folder)
    if (parent !== folder) makeFolder(parent)
    try {
      fs.mkdirSync(folder)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    folders.add(folder)
  }
  await prerender({
    viteConfig,
    onPagePrerender: async (pageContext: unknown) => {
      const { filePath, fileContent } = prerenderedFile(pageContext)
      const html = filePath.endsWith('.html') ? await bootPage(fileContent, entries) : fileContent
      const folder = path.dirname(filePath)
      // Written at once, on this thread: a page is small, and handing each of thousands of small
      // writes to the thread pool and back costs more than the writes (strace: futex calls).
      makeFolder(folder)
      fs.writeFileSync(filePath, html)
      releasePage(pageContext)
      onPage?.(path.relative(clientDir, filePath).split(path.sep).join('/'))
    },
  })
}
