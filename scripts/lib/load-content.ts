/**
 * Loads content/ for the bundling process in a process of its own (own-process.ts), which ends
 * once the content is sent back: generator/content/load/apart.ts says why.
 */
import type { ApartOptions, LoadedApart } from '../../generator/content/load/apart.ts'
import { inOwnProcess, serveOwnProcess } from './own-process.ts'

/** The content as `loadContent(options)` gives it, without the sources; rejects if the process fails. */
export function loadContentApart(options: ApartOptions): Promise<LoadedApart> {
  return inOwnProcess(import.meta.url, options, 'loading the content')
}

if (import.meta.main)
  await serveOwnProcess(async (options: ApartOptions) => {
    const { loadForHandOver } = await import('../../generator/content/load/apart.ts')
    // The route table's addresses, for the check of the links to the site's pages: a function,
    // which the request (JSON) cannot carry.
    const { pageAddresses } = await import('../../renderer/routes.ts')
    return loadForHandOver(options.pageLinks ? { ...options, pageAddresses } : options)
  })
