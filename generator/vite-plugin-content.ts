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
import { pictureUses, unreadablePicture, unreadablePictures } from './content/picture-uses.ts'
import { rasterVariants, type ImageVariant } from './images.ts'

export const CONTENT_MODULE_PREFIX = 'virtual:content/'
const RESOLVED_PREFIX = `\0${CONTENT_MODULE_PREFIX}`

export interface ContentPluginOptions {
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
}

type ImageLike = { src: string; alt: string; width: number; height: number }
const isLocalImage = (value: unknown): value is ImageLike =>
  !!value && typeof value === 'object' && typeof (value as ImageLike).src === 'string' && (value as ImageLike).src.startsWith(LOCAL_IMAGE_PREFIX)

function localImages(value: unknown, found: ImageLike[] = []): ImageLike[] {
  if (isLocalImage(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) localImages(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) localImages(item, found)
  return found
}

const isMarkdown = (value: unknown): value is { html: string; text: string } =>
  !!value && typeof value === 'object' && typeof (value as { html?: unknown }).html === 'string' && typeof (value as { text?: unknown }).text === 'string'

export interface ModuleOptions {
  /** Resized copies of a raster picture (none for SVG). */
  variants?: (file: string) => Promise<ImageVariant[]>
  /** Base path: links to pages of the site written in Markdown (/products) are prefixed with it. */
  base?: string
}

/**
 * Serialises one collection as an ES module. Each local image becomes an import of the file, so
 * Vite fingerprints and copies it; a raster image is published only as its resized WebP copies
 * (`src` and `srcset`), never as the uploaded file, and its width and height are those of the
 * copy in `src`, so the page reserves exactly the shape of the picture it shows.
 */
export async function contentModuleCode(value: unknown, { variants = async () => [], base = '/' }: ModuleOptions = {}): Promise<string> {
  const imports = new Map<string, string>()
  const asset = (file: string) => {
    if (!imports.has(file)) imports.set(file, `asset${imports.size}`)
    return imports.get(file)!
  }
  const expressions = new Map<ImageLike, string>()
  for (const image of localImages(value)) {
    const file = image.src.slice(LOCAL_IMAGE_PREFIX.length)
    const sized = await variants(file)
    // The largest variant up to 960 px wide is the fallback for browsers without srcset support.
    const fallback = sized.filter((variant) => variant.width <= 960).at(-1) ?? sized[0]
    const { alt } = image
    const { width, height } = fallback ?? image
    const src = fallback ? asset(fallback.file) : asset(file)
    const srcset = sized.length ? `, srcset: [${sized.map((variant) => `${asset(variant.file)} + ' ${variant.width}w'`).join(', ')}].join(', ')` : ''
    expressions.set(image, `{ ...${JSON.stringify({ alt, width, height })}, src: ${src}${srcset} }`)
  }
  const tokens: string[] = []
  const body = JSON.stringify(value, (_key, item: unknown) => {
    if (isMarkdown(item) && base !== '/') return { ...item, html: item.html.replace(/href="\/(?!\/)/g, `href="${base}`) }
    const expression = isLocalImage(item) ? expressions.get(item) : undefined
    if (expression === undefined) return item
    tokens.push(expression)
    return `\0token${tokens.length - 1}`
  }).replace(/"\\u0000token(\d+)"/g, (_match, index: string) => tokens[Number(index)]!)
  const lines = [...imports].map(([file, name]) => `import ${name} from ${JSON.stringify(file)}`)
  return `${lines.join('\n')}\nexport default ${body}\n`
}

/** What the content plugin offers other plugins (see vite-plugin-site-files.ts). */
export interface ContentPluginApi {
  /** The current valid content, or the last valid content while there are problems in dev. */
  content(): SiteContent | undefined
}

export function contentPlugin(options: ContentPluginOptions = {}): Plugin<ContentPluginApi> {
  let root = process.cwd()
  let base = '/'
  let contentDir = ''
  let isBuild = false
  let result: LoadResult | undefined
  let lastGood: SiteContent | undefined

  const cacheDir = () => path.join(root, '.cache/images')

  const load = (): LoadResult => {
    result ??= loadContent({ root, contentDir, base })
    if (result.ok) lastGood = result.content
    return result
  }

  const reload = (server: ViteDevServer) => {
    result = undefined
    const current = load()
    if (!current.ok) {
      const report = formatReport(current.issues, process.env, 'The pages keep showing the last valid content until these are fixed.')
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
    api: {
      content: () => {
        const current = load()
        return current.ok ? current.content : lastGood
      },
    },
    // The content is shared by the client and server builds: load it once per run.
    sharedDuringBuild: true,

    configResolved(config) {
      root = config.root
      base = config.base
      contentDir = path.resolve(root, options.contentDir ?? 'content')
      isBuild = config.command === 'build'
    },

    async buildStart() {
      const current = load()
      if (!isBuild) return
      // Decode every photo the content names now (making its copies), so a damaged one is listed
      // with every other problem. A field the loader already refused is not looked at again.
      const reported = new Set(current.ok ? [] : current.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}`))
      const uses = pictureUses(current.files, root, contentDir).filter((use) => !reported.has(`${use.file}:${use.line}:${use.column}`))
      const unreadable = await unreadablePictures(uses, (file) => rasterVariants(file, cacheDir()), root)
      const issues = [...(current.ok ? [] : current.issues), ...unreadable]
      if (issues.length) throw new ContentValidationError(issues)
    },

    resolveId(id) {
      return id.startsWith(CONTENT_MODULE_PREFIX) ? `\0${id}` : undefined
    },

    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const current = load()
      const content = current.ok ? current.content : lastGood
      if (!content) throw new ContentValidationError((current as Extract<LoadResult, { ok: false }>).issues)
      const key = id.slice(RESOLVED_PREFIX.length)
      if (!(key in content)) this.error(`There is no content collection named "${key}". Known: ${Object.keys(content).join(', ')}`)
      const variants = async (file: string) => {
        try {
          return await rasterVariants(file, cacheDir())
        } catch (error) {
          // A damaged picture passes the loader's checks (only its header is read) and fails here.
          throw new ContentValidationError(unreadablePicture(file, error, pictureUses(current.files, root, contentDir), root))
        }
      }
      return contentModuleCode(content[key as keyof SiteContent], { variants, base })
    },

    configureServer(server) {
      const iconsFile = path.join(root, 'assets/icons.svg')
      server.watcher.add([contentDir, iconsFile])
      // Editors' tools often write a file in several steps (delete, create, change): reload once.
      let pending: ReturnType<typeof setTimeout> | undefined
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir + path.sep) && file !== iconsFile) return
        clearTimeout(pending)
        pending = setTimeout(() => reload(server), 80)
      }
      server.watcher.on('add', onChange)
      server.watcher.on('change', onChange)
      server.watcher.on('unlink', onChange)
      const current = load()
      if (!current.ok) server.config.logger.error(`\n${formatReport(current.issues, process.env, 'Fix them and the pages reload by themselves.')}\n`)
    },
  }
}
