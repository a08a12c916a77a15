/**
 * Adds the generated files of generator/site-files.ts to the build output, and serves them in
 * development so the links in every page's <head> resolve there too.
 */
import type { ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import type { SiteContent } from './content/schemas/collections/index.ts'
import { contentTypeOf, SITE_FILES, siteFiles, type SiteFile } from './site-files.ts'
import type { ContentPluginApi } from './vite-plugin-content.ts'

export interface SiteFilesOptions {
  /** The path of every page of the site (for the sitemap and `_headers`), from its content. */
  pagePaths: (content: SiteContent) => readonly string[]
  /** Where browsers report what the Content-Security-Policy blocked, if anywhere (checked by site-options.ts). */
  cspReportUrl?: string
  /** The admin's login proxy, which its policy lets it reach (site-options.ts, admin-backend.ts). */
  adminAuthUrl?: string
}

export function siteFilesPlugin({ pagePaths, cspReportUrl, adminAuthUrl }: SiteFilesOptions): Plugin {
  let base = '/'
  let root = process.cwd()
  let content: ContentPluginApi['content'] = () => undefined
  let cache: { for: unknown; files: Promise<SiteFile[]> } | undefined

  const files = (): Promise<SiteFile[]> => {
    const current = content()
    if (!current) return Promise.resolve([])
    if (cache?.for !== current)
      cache = {
        for: current,
        files: siteFiles({ content: current, base, pagePaths: pagePaths(current), root, cspReportUrl, adminAuthUrl }),
      }
    return cache.files
  }

  return {
    name: 'site-files',
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base
      root = config.root
      const plugin = config.plugins.find((candidate) => candidate.name === 'site-content') as
        Plugin<ContentPluginApi> | undefined
      if (!plugin?.api) throw new Error('siteFilesPlugin needs contentPlugin in the same Vite config.')
      const { api } = plugin
      content = () => api.content()
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      for (const file of await files()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
    },
    configureServer(server) {
      // Errors go to next(): the request never waits on a rejected promise.
      server.middlewares.use((request, response, next) => void serve(request, response, next))
      const serve = async (request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        const fileName = pathname.slice(base.length)
        // Only requests for these files wait for them to be generated.
        if (!pathname.startsWith(base) || !(Object.values(SITE_FILES) as string[]).includes(fileName)) return next()
        try {
          const file = (await files()).find((candidate) => candidate.fileName === fileName)
          if (!file) return next()
          response.setHeader('Content-Type', contentTypeOf(file.fileName))
          response.end(file.source)
        } catch (error) {
          next(error)
        }
      }
    },
  }
}
