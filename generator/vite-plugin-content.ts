/**
 * Exposes the validated content collections to the app as virtual modules, one per collection:
 *
 *   import products from 'virtual:content/products'
 *
 * so each page's chunk carries only the content it shows. Local images become real imports, so
 * Vite fingerprints and copies them. In `vite build` invalid content fails the build with every
 * problem listed; in `vite dev` it is reported (terminal and browser overlay) while the last
 * valid content keeps being served, and every edit under content/ reloads the page.
 */
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import type { SiteContent } from './content/collections.ts'
import { LOCAL_IMAGE_PREFIX } from './content/fields.ts'
import { ContentValidationError, formatReport } from './content/issues.ts'
import { loadContent, type LoadResult } from './content/load.ts'

export const CONTENT_MODULE_PREFIX = 'virtual:content/'
const RESOLVED_PREFIX = `\0${CONTENT_MODULE_PREFIX}`

export interface ContentPluginOptions {
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
}

/** Serialises one collection as an ES module, turning local image markers into imports. */
export function contentModuleCode(value: unknown): string {
  const imports: string[] = []
  const marker = JSON.stringify(LOCAL_IMAGE_PREFIX).slice(1, -1).replace(/\\/g, '\\\\')
  const pattern = new RegExp(`"${marker}((?:[^"\\\\]|\\\\.)*)"`, 'g')
  const body = JSON.stringify(value).replace(pattern, (_match, escaped: string) => {
    const file = JSON.parse(`"${escaped}"`) as string
    const name = `image${imports.length}`
    imports.push(`import ${name} from ${JSON.stringify(file)}`)
    return name
  })
  return `${imports.join('\n')}\nexport default ${body}\n`
}

export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  let root = process.cwd()
  let contentDir = ''
  let isBuild = false
  let result: LoadResult | undefined
  let lastGood: SiteContent | undefined

  const load = (): LoadResult => {
    result ??= loadContent({ root, contentDir })
    if (result.ok) lastGood = result.content
    return result
  }

  const reload = (server: ViteDevServer) => {
    result = undefined
    const current = load()
    if (!current.ok) {
      const report = formatReport(current.issues)
      server.config.logger.error(`\n${report}\n`, { timestamp: true })
      server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: 'site-content' } })
      return
    }
    for (const environment of Object.values(server.environments)) {
      for (const module of environment.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith(RESOLVED_PREFIX)) environment.moduleGraph.invalidateModule(module)
      }
      environment.hot.send({ type: 'full-reload' })
    }
    server.config.logger.info(`content reloaded (${current.files.length} files, ${Math.round(current.durationMs)} ms)`, { timestamp: true })
  }

  return {
    name: 'site-content',
    // The content is shared by the client and server builds: load it once per run.
    sharedDuringBuild: true,

    configResolved(config) {
      root = config.root
      contentDir = path.resolve(root, options.contentDir ?? 'content')
      isBuild = config.command === 'build'
    },

    buildStart() {
      const current = load()
      if (!current.ok && isBuild) throw new ContentValidationError(current.issues)
    },

    resolveId(id) {
      return id.startsWith(CONTENT_MODULE_PREFIX) ? `\0${id}` : undefined
    },

    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const current = load()
      const content = current.ok ? current.content : lastGood
      if (!content) throw new ContentValidationError(current.ok ? [] : current.issues)
      const key = id.slice(RESOLVED_PREFIX.length)
      if (!(key in content)) this.error(`There is no content collection named "${key}". Known: ${Object.keys(content).join(', ')}`)
      return contentModuleCode(content[key as keyof SiteContent])
    },

    configureServer(server) {
      const iconsFile = path.join(root, 'assets/icons.svg')
      server.watcher.add([contentDir, iconsFile])
      const onChange = (file: string) => {
        if (file.startsWith(contentDir + path.sep) || file === iconsFile) reload(server)
      }
      server.watcher.on('add', onChange)
      server.watcher.on('change', onChange)
      server.watcher.on('unlink', onChange)
      const current = load()
      if (!current.ok) server.config.logger.error(`\n${formatReport(current.issues)}\n`)
    },
  }
}
