/**
 * Exposes the validated content collections to the app as virtual modules, one per collection:
 *
 *   import products from 'virtual:content/products'
 *
 * so each page's chunk carries only the content it shows. Local images become real imports, so
 * Vite fingerprints and copies them. In `vite build` invalid content fails the build with every
 * problem listed. In `vite dev` every edit under content/ reloads the open pages, and problems are
 * shown in the terminal and on every page load until they are fixed: over the last valid content
 * in Vite's error overlay, or, when no page can be rendered (the content never was valid, or a
 * picture cannot be read), as a page listing them that reloads by itself once they are fixed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ServerResponse } from 'node:http'
import type { Connect, ErrorPayload, Plugin, ViteDevServer, WebSocketClient } from 'vite'
import type { SiteContent } from './content/collections.ts'
import { LOCAL_IMAGE_PREFIX } from './content/fields.ts'
import { ContentValidationError, formatReport, formatWarnings, oneLine, type ContentIssue } from './content/issues.ts'
import { loadContent, type LoadResult } from './content/load.ts'
import { pictureUses, unreadablePicture, unreadablePictures, type PictureUse } from './content/picture-uses.ts'
import { problemPage } from './dev-problem-page.ts'
import { rasterVariants, type ImageVariant } from './images.ts'

export const CONTENT_MODULE_PREFIX = 'virtual:content/'
const RESOLVED_PREFIX = `\0${CONTENT_MODULE_PREFIX}`

export interface ContentPluginOptions {
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
  /** Placeholders (example contacts) fail the build instead of being listed as warnings. */
  strict?: boolean
}

type ImageLike = { src: string; alt: string; width: number; height: number }
const isLocalImage = (value: unknown): value is ImageLike =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ImageLike).src === 'string' &&
  (value as ImageLike).src.startsWith(LOCAL_IMAGE_PREFIX)

function localImages(value: unknown, found: ImageLike[] = []): ImageLike[] {
  if (isLocalImage(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) localImages(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) localImages(item, found)
  return found
}

const isMarkdown = (value: unknown): value is { html: string; text: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { html?: unknown }).html === 'string' &&
  typeof (value as { text?: unknown }).text === 'string'

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
export async function contentModuleCode(
  value: unknown,
  { variants = () => Promise.resolve([]), base = '/' }: ModuleOptions = {},
): Promise<string> {
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
    const srcset = sized.length
      ? `, srcset: [${sized.map((variant) => `${asset(variant.file)} + ' ${variant.width}w'`).join(', ')}].join(', ')`
      : ''
    expressions.set(image, `{ ...${JSON.stringify({ alt, width, height })}, src: ${src}${srcset} }`)
  }
  const tokens: string[] = []
  const body = JSON.stringify(value, (_key, item: unknown) => {
    if (isMarkdown(item) && base !== '/')
      return { ...item, html: item.html.replace(/href="\/(?!\/)/g, `href="${base}`) }
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

/** What the dev server says happens while there are problems. */
const LAST_VALID_OUTCOME = 'The pages keep showing the last valid content until these are fixed.'
const BROKEN_OUTCOME = 'No page can be shown until these are fixed; fix them and the pages reload by themselves.'

export function contentPlugin(options: ContentPluginOptions = {}): Plugin<ContentPluginApi> {
  let root = process.cwd()
  let base = '/'
  let contentDir = ''
  let isBuild = false
  let result: LoadResult | undefined
  let lastGood: SiteContent | undefined
  let warned = false

  const cacheDir = () => path.join(root, '.cache/images')
  const iconsFile = () => path.join(root, 'assets/icons.svg')

  const load = (): LoadResult => {
    result ??= loadContent({ root, contentDir, base, strict: options.strict })
    if (result.ok) lastGood = result.content
    return result
  }

  /** Where the loaded files name local pictures: found once per load (the client and server builds share it). */
  let uses: { of: LoadResult; uses: PictureUse[] } | undefined
  const picturesNamed = (current: LoadResult): PictureUse[] => {
    if (uses?.of !== current) uses = { of: current, uses: pictureUses(current.files, root, contentDir) }
    return uses.uses
  }

  // --- Development server -------------------------------------------------------------------

  /** What the pages of the dev server show. */
  type DevStatus =
    | { kind: 'ok' }
    /** Content has problems; pages show the last valid content, with the problems in Vite's overlay. */
    | { kind: 'last-valid'; issues: ContentIssue[] }
    /** No page can be rendered; every page request is answered with the list of problems. */
    | { kind: 'broken'; issues: ContentIssue[] }

  let status: Promise<DevStatus> | undefined

  /** Problems of content that only show when its modules are built as the pages import them (a
   *  picture that cannot be read). Built with the plugins' load hooks alone, so the module graph
   *  (and what the server renderer caches from it) is left as it is. */
  const moduleProblems = async (server: ViteDevServer, content: SiteContent): Promise<ContentIssue[]> => {
    const renderer = Object.values(server.environments).find((environment) => environment.config.consumer === 'server')
    const issues: ContentIssue[] = []
    for (const key of Object.keys(content)) {
      try {
        await renderer?.pluginContainer.load(RESOLVED_PREFIX + key)
      } catch (error) {
        const file = path.relative(root, contentDir).split(path.sep).join('/')
        issues.push(
          ...(error instanceof ContentValidationError
            ? error.issues
            : [{ file, line: 1, column: 1, message: oneLine(error) }]),
        )
      }
    }
    return issues
  }

  /** Whether the files the pages import beside the content modules are there: the content's
   *  local pictures, and the icon sprite. */
  const filesPresent = (content: SiteContent) =>
    fs.existsSync(iconsFile()) &&
    localImages(content).every((image) => fs.existsSync(image.src.slice(LOCAL_IMAGE_PREFIX.length)))

  /**
   * Loads content/ (again, when `fresh`) and finds what the pages can show: the new content, the
   * last valid content (only while every file it uses is still there and readable), or nothing.
   */
  const check = async (server: ViteDevServer, fresh: boolean): Promise<DevStatus> => {
    if (fresh) result = undefined
    const current = load()
    if (current.ok) {
      for (const environment of Object.values(server.environments)) {
        for (const module of environment.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED_PREFIX)) environment.moduleGraph.invalidateModule(module)
        }
      }
      const issues = await moduleProblems(server, current.content)
      return issues.length ? { kind: 'broken', issues } : { kind: 'ok' }
    }
    const renders = !!lastGood && filesPresent(lastGood) && (await moduleProblems(server, lastGood)).length === 0
    return { kind: renders ? 'last-valid' : 'broken', issues: current.issues }
  }

  /** Runs `check` once `ready` settles and any check before it is done, so that page requests
   *  made meanwhile wait for it and results follow the order of the edits. */
  const recheck = (
    server: ViteDevServer,
    fresh: boolean,
    ready: Promise<unknown> = Promise.resolve(),
  ): Promise<DevStatus> =>
    (status = Promise.all([status?.catch(() => undefined), ready]).then(() => check(server, fresh)))
  const currentStatus = (server: ViteDevServer) => status ?? recheck(server, false)

  const overlay = (issues: readonly ContentIssue[]): ErrorPayload => ({
    type: 'error',
    err: { message: formatReport(issues, {}, LAST_VALID_OUTCOME), stack: '', plugin: 'site-content' },
  })

  const reportProblems = (server: ViteDevServer, current: DevStatus) => {
    if (current.kind === 'ok') return
    const outcome = current.kind === 'last-valid' ? LAST_VALID_OUTCOME : BROKEN_OUTCOME
    server.config.logger.error(`\n${formatReport(current.issues, process.env, outcome)}\n`, { timestamp: true })
  }

  const reload = async (server: ViteDevServer, ready: Promise<unknown>) => {
    const current = await recheck(server, true, ready)
    reportProblems(server, current)
    // Open pages keep the last valid content and show the problems over it ...
    if (current.kind === 'last-valid') return server.ws.send(overlay(current.issues))
    // ... or reload: to the new content, or to the list of problems.
    for (const environment of Object.values(server.environments)) environment.hot.send({ type: 'full-reload' })
    if (current.kind === 'ok' && result)
      server.config.logger.info(
        `content reloaded (${result.files.length} files, ${Math.round(result.durationMs)} ms)`,
        { timestamp: true },
      )
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
      const reported = new Set(
        current.ok ? [] : current.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}`),
      )
      const toDecode = picturesNamed(current).filter((use) => !reported.has(`${use.file}:${use.line}:${use.column}`))
      const unreadable = await unreadablePictures(toDecode, (file) => rasterVariants(file, cacheDir()), root)
      const issues = [...(current.ok ? [] : current.issues), ...unreadable]
      if (issues.length) throw new ContentValidationError(issues)
      // Once per build (the client and server builds share this plugin), whatever the log level.
      if (!warned && current.warnings.length) console.warn(`\n${formatWarnings(current.warnings)}\n`)
      warned = true
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
      if (!(key in content))
        this.error(`There is no content collection named "${key}". Known: ${Object.keys(content).join(', ')}`)
      const variants = async (file: string) => {
        try {
          return await rasterVariants(file, cacheDir())
        } catch (error) {
          // A damaged picture passes the loader's checks (only its header is read) and fails here.
          throw new ContentValidationError(unreadablePicture(file, error, picturesNamed(current), root))
        }
      }
      return contentModuleCode(content[key as keyof SiteContent], { variants, base })
    },

    configureServer(server) {
      server.watcher.add([contentDir, iconsFile()])
      // Editors' tools often write a file in several steps (delete, create, change): reload once,
      // when no change has come for a moment. Page requests made meanwhile wait for that reload.
      let quiet: ReturnType<typeof setTimeout> | undefined
      let settle: (() => void) | undefined
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir + path.sep) && file !== iconsFile()) return
        if (!settle)
          void reload(server, new Promise<void>((resolve) => (settle = resolve))).catch((error: unknown) =>
            server.config.logger.error(oneLine(error)),
          )
        clearTimeout(quiet)
        quiet = setTimeout(() => {
          settle?.()
          settle = undefined
        }, 80)
      }
      server.watcher.on('add', onChange)
      server.watcher.on('change', onChange)
      server.watcher.on('unlink', onChange)
      // Checked once the server listens (its environments are ready then), and the problems printed.
      server.httpServer?.once(
        'listening',
        () =>
          void currentStatus(server).then((current) => {
            reportProblems(server, current)
            if (result?.warnings.length) server.config.logger.warn(`\n${formatWarnings(result.warnings, {})}\n`)
          }),
      )
      // Every page that connects (a reload, a new tab) is shown the problems there are.
      server.ws.on('vite:client:connect', (_data: unknown, client: WebSocketClient) => {
        void currentStatus(server).then((current) => {
          if (current.kind === 'last-valid') client.send(overlay(current.issues))
        })
      })
      // After Vite's own middlewares, before Vike renders the page: while no page can be rendered,
      // the list of problems is the answer. Vite adds its client script, so the page reloads by
      // itself when the content is fixed.
      return () => {
        // Errors go to next(): the request never waits on a rejected promise.
        server.middlewares.use((request, response, next) => void answer(request, response, next))
        const answer = async (
          request: Connect.IncomingMessage,
          response: ServerResponse,
          next: Connect.NextFunction,
        ) => {
          try {
            const current = await currentStatus(server)
            if (current.kind !== 'broken' || (request.method !== 'GET' && request.method !== 'HEAD')) return next()
            const html = await server.transformIndexHtml(
              request.url ?? '/',
              problemPage(current.issues),
              request.originalUrl,
            )
            response.statusCode = 500
            response.setHeader('Content-Type', 'text/html; charset=utf-8')
            response.setHeader('Cache-Control', 'no-store')
            response.end(html)
          } catch (error) {
            next(error)
          }
        }
      }
    },
  }
}
