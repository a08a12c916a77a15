/**
 * Bundles the site in a process of its own (own-process.ts): Vike's `build()`, which checks the
 * content and writes the client and server bundles. The content is loaded first, in a process of
 * its own again (load-content.ts), whose memory is given back before the bundler is loaded.
 * scripts/build.ts then pre-renders the pages from those bundles in its own process
 * (prerender.ts), which needs none of what the bundling grew, only the server bundle.
 *
 * At 5,000 products in two languages, bundling and pre-rendering in one process peaked at 1.3 GB;
 * apart, each stays under 1 GB (with the content loaded apart too: 1.1 to 1.3 GB without).
 */
import path from 'node:path'
import type { InlineConfig } from 'vite'
import type { SiteOptions } from '../../generator/site-options.ts'
import { inOwnProcess, serveOwnProcess } from './own-process.ts'

export interface BundleRequest {
  options: SiteOptions
  viteConfig: InlineConfig
}

/** Bundles the site; rejects with a StepFailure (own-process.ts) whose report the build prints. */
export function bundleSite(request: BundleRequest): Promise<void> {
  return inOwnProcess(import.meta.url, request, 'bundling')
}

/**
 * Loads the content in a process of its own, before this one loads the bundler, and hands it to
 * the content plugin (generator/content/load/apart.ts says why). If that process fails, the plugin
 * loads the content itself, with the same result: the build's report of content problems comes
 * from the plugin either way.
 */
async function loadContentFirst(options: SiteOptions, viteConfig: InlineConfig): Promise<void> {
  const { siteLoadOptions, handOverContent } = await import('../../generator/content/load/apart.ts')
  // As vite.config.ts has the content plugin load it: with the links to the site's pages checked.
  const loadOptions = siteLoadOptions(path.resolve(viteConfig.root ?? process.cwd()), { ...options, pageLinks: true })
  const { loadContentApart } = await import('./load-content.ts')
  const loaded = await loadContentApart(loadOptions).catch(() => undefined)
  if (loaded) handOverContent(loadOptions, loaded)
}

if (import.meta.main)
  await serveOwnProcess(async ({ options, viteConfig }: BundleRequest) => {
    // vite.config.ts builds with the options the build was given, not the environment's.
    const { handOverSiteOptions } = await import('../../generator/site-options.ts')
    handOverSiteOptions(options)
    await loadContentFirst(options, viteConfig)
    const { build } = await import('vike/api')
    await build({ viteConfig })
  })
