/**
 * The site's Vite configuration for pre-rendering, given inline rather than as vite.config.ts to
 * load. Vike's `prerender()` (0.4) reads the config file once itself, bundling it with Rolldown
 * into a temporary module, and Vite then imports it once more: two copies of every plugin for one
 * file, about half a CPU-second. Given inline, the configuration is the same (siteViteConfig, with
 * the options handed over to this process), merged under the step's own as Vite merges a config
 * file's (the step's wins), and neither loads the file.
 *
 * Not for `build()`: given its plugins inline, Vike's build applies its own plugin twice (the
 * server's entry lands in server/server/) and fails.
 */
import type { InlineConfig } from 'vite'

export async function inlineViteConfig(stepConfig: InlineConfig): Promise<InlineConfig> {
  const [{ mergeConfig }, { siteViteConfig }, { configuredSiteOptions }] = await Promise.all([
    import('vite'),
    import('../../vite.config.ts'),
    import('../../generator/site-options.ts'),
  ])
  return mergeConfig(siteViteConfig(configuredSiteOptions(), 'build'), { ...stepConfig, configFile: false })
}
