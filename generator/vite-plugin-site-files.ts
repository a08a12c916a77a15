/**
 * Adds the generated files of generator/site-files.ts to the build output, and serves them in
 * development so the links in every page's <head> resolve there too.
 */
import type { ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import type { LanguageContent } from './content/load/load.ts'
import { siteLanguages, type SiteLanguage } from './languages.ts'
import { contentTypeOf, SITE_FILES, siteFiles, type SiteFile, type SitePage } from './site-files.ts'
import { contentPluginApi, type ContentPluginApi } from './vite-plugin-content.ts'

export interface SiteFilesOptions {
  /** Every page of the site in every language, with its translations (for the sitemap and
   *  `_headers`), from its content: the route table's (renderer/routes.ts). */
  sitePages: (languages: readonly { language: SiteLanguage; content: LanguageContent['content'] }[]) => SitePage[]
  /** Where browsers report what the Content-Security-Policy blocked, if anywhere (checked by site-options.ts). */
  cspReportUrl?: string
  /** The admin's login proxy, which its policy lets it reach (site-options.ts, admin-backend.ts). */
  adminAuthUrl?: string
}

export function siteFilesPlugin({ sitePages, cspReportUrl, adminAuthUrl }: SiteFilesOptions): Plugin {
  let base = '/'
  let root = process.cwd()
  let content: ContentPluginApi['contentByLanguage'] = () => undefined
  let cache: { for: unknown; files: Promise<SiteFile[]> } | undefined

  const files = (): Promise<SiteFile[]> => {
    const current = content()
    if (!current?.length) return Promise.resolve([])
    if (cache?.for !== current) {
      const languages = siteLanguages(current.map((each) => each.language))
      const byLanguage = current.map((each, index) => ({ language: languages[index]!, content: each.content }))
      cache = {
        for: current,
        files: siteFiles({
          content: current[0]!.content,
          languages,
          pages: sitePages(byLanguage),
          base,
          root,
          cspReportUrl,
          adminAuthUrl,
        }),
      }
    }
    return cache.files
  }

  return {
    name: 'site-files',
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base
      root = config.root
      const api = contentPluginApi(config, 'siteFilesPlugin')
      content = () => api.contentByLanguage()
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
