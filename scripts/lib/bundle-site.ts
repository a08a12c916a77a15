/**
 * Bundles the site in a process of its own (own-process.ts): Vike's `build()`, which loads and
 * checks the content and writes the client and server bundles. scripts/build.ts then pre-renders
 * the pages from those bundles in its own process (prerender.ts), which needs none of what the
 * bundling grew (the content loader's memory, the bundler's), only the server bundle.
 *
 * At 5,000 products in two languages, bundling and pre-rendering in one process peaked at 1.3 GB;
 * apart, each stays under 1 GB.
 */
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

if (import.meta.main)
  await serveOwnProcess(async ({ options, viteConfig }: BundleRequest) => {
    // vite.config.ts builds with the options the build was given, not the environment's.
    const { handOverSiteOptions } = await import('../../generator/site-options.ts')
    handOverSiteOptions(options)
    const { build } = await import('vike/api')
    await build({ viteConfig })
  })
