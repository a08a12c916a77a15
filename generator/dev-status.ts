/**
 * What the pages of `npm run dev` show while content has problems. Every edit under content/ (and
 * of the icon sprite) loads the content again and reloads the open pages; problems are printed in
 * the terminal and shown on every page load until they are fixed: over the last valid content in
 * Vite's error overlay, or, when no page can be rendered (the content never was valid, or a
 * picture cannot be read), as a page listing them (dev-problem-page.ts) that reloads by itself once
 * they are fixed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ServerResponse } from 'node:http'
import type { Connect, ErrorPayload, ViteDevServer, WebSocketClient } from 'vite'
import type { SiteContent } from './content/schemas/collections/index.ts'
import { LOCAL_IMAGE_PREFIX } from './content/schemas/fields/pictures.ts'
import { problem } from './content/problems/catalogue/index.ts'
import {
  atFile,
  ContentValidationError,
  formatReport,
  formatWarnings,
  oneLine,
  type ContentIssue,
} from './content/problems/report.ts'
import type { LoadResult } from './content/load/load.ts'
import { contentModuleOf } from './content-changes.ts'
import { localImages, RESOLVED_PREFIX } from './content-module-code.ts'
import { problemPage } from './dev-problem-page.ts'
import { watchContent } from './content-watcher.ts'

/** What the content plugin tells the dev server about the content it serves. */
export interface DevContent {
  root: string
  contentDir: string
  /** The icon sprite the pages import beside the content modules. */
  iconsFile: string
  /** The content as last loaded. */
  load(): LoadResult
  /** The content loaded again after the files `changed` (absolute paths) were added, changed or
   *  deleted, and the collections whose value changed (content-changes.ts; none while the
   *  content has problems, 'all' when every module is to be built again). */
  update(changed: readonly string[]): { result: LoadResult; changed: Set<string> | 'all' }
  /** The last content that was valid, if any was. */
  lastValid(): SiteContent | undefined
}

/** What the pages of the dev server show. */
type DevStatus =
  | { kind: 'ok' }
  /** Content has problems; pages show the last valid content, with the problems in Vite's overlay. */
  | { kind: 'last-valid'; issues: ContentIssue[] }
  /** No page can be rendered; every page request is answered with the list of problems. */
  | { kind: 'broken'; issues: ContentIssue[] }

/** What the dev server says happens while there are problems. */
const LAST_VALID_OUTCOME = 'The pages keep showing the last valid content until these are fixed.'
const BROKEN_OUTCOME = 'No page can be shown until these are fixed; fix them and the pages reload by themselves.'

/**
 * Watches the content, keeps the status of the pages, and reports problems in the terminal and
 * the open pages. Returns the middleware to install after Vite's own (configureServer's post hook),
 * and how to stop watching (when the server closes).
 */
export function serveContentStatus(
  server: ViteDevServer,
  content: DevContent,
): { installMiddleware: () => void; stopWatching: () => Promise<void> } {
  const { root, contentDir, iconsFile } = content
  let status: Promise<DevStatus> | undefined

  /** Problems of content that only show when its modules are built as the pages import them (a
   *  picture that cannot be read). Built with the plugins' load hooks alone, so the module graph
   *  (and what the server renderer caches from it) is left as it is. */
  const moduleProblems = async (modules: SiteContent, only?: (key: string) => boolean): Promise<ContentIssue[]> => {
    const renderer = Object.values(server.environments).find((environment) => environment.config.consumer === 'server')
    const issues: ContentIssue[] = []
    for (const key of Object.keys(modules)) {
      if (only && !only(key)) continue
      try {
        await renderer?.pluginContainer.load(RESOLVED_PREFIX + key)
      } catch (error) {
        const file = path.relative(root, contentDir).split(path.sep).join('/')
        issues.push(
          ...(error instanceof ContentValidationError
            ? error.issues
            : [atFile(file, problem('unexpected-error', { reason: oneLine(error) }))]),
        )
      }
    }
    return issues
  }

  /** Whether the files the pages import beside the content modules are there: the content's
   *  local pictures, and the icon sprite. */
  const filesPresent = (modules: SiteContent) =>
    fs.existsSync(iconsFile) &&
    localImages(modules).every((image) => fs.existsSync(image.src.slice(LOCAL_IMAGE_PREFIX.length)))

  /** Whether the modules were built from content that changed since the last check. */
  let modulesChanged = false
  /** What the last check of the content modules found ('ok': they could all be built). */
  let checked: 'ok' | 'broken' | undefined

  /**
   * Loads content/ (again, after the files `changed` changed) and finds what the pages can show:
   * the new content, the last valid content (only while every file it uses is still there and
   * readable), or nothing. Only the content modules whose collection changed are built again.
   * `loaded` is told, once valid content is loaded and before its modules are built, whether
   * any module changed.
   */
  const check = async (changed?: readonly string[], loaded?: (modulesChanged: boolean) => void): Promise<DevStatus> => {
    modulesChanged = false
    const update = changed ? content.update(changed) : { result: content.load(), changed: new Set<string>() }
    const current = update.result
    if (current.ok) {
      const defaultCode = current.languages[0].language.code
      for (const environment of Object.values(server.environments)) {
        for (const module of environment.moduleGraph.idToModuleMap.values()) {
          const collection = module.id ? contentModuleOf(module.id, defaultCode) : undefined
          if (collection === undefined) continue
          if (update.changed !== 'all' && !update.changed.has(collection)) continue
          environment.moduleGraph.invalidateModule(module)
          modulesChanged = true
        }
      }
      loaded?.(modulesChanged)
      // Modules built from content that has not changed since the last check were checked then.
      const changedKeys =
        update.changed === 'all' || checked !== 'ok'
          ? undefined
          : new Set([...update.changed].map((collection) => collection.split('?')[0]))
      const issues = await moduleProblems(current.content, changedKeys && ((key) => changedKeys.has(key)))
      checked = issues.length ? 'broken' : 'ok'
      return issues.length ? { kind: 'broken', issues } : { kind: 'ok' }
    }
    checked = undefined
    const lastGood = content.lastValid()
    const renders = !!lastGood && filesPresent(lastGood) && (await moduleProblems(lastGood)).length === 0
    return { kind: renders ? 'last-valid' : 'broken', issues: current.issues }
  }

  /** Runs `check` once `ready` settles and any check before it is done, so that page requests
   *  made meanwhile wait for it and results follow the order of the edits. */
  const recheck = (
    changed?: () => readonly string[],
    ready: Promise<unknown> = Promise.resolve(),
    loaded?: (modulesChanged: boolean) => void,
  ): Promise<DevStatus> =>
    (status = Promise.all([status?.catch(() => undefined), ready]).then(() => check(changed?.(), loaded)))
  const currentStatus = () => status ?? recheck()

  const overlay = (issues: readonly ContentIssue[]): ErrorPayload => ({
    type: 'error',
    err: { message: formatReport(issues, {}, LAST_VALID_OUTCOME), stack: '', plugin: 'site-content' },
  })

  const reportProblems = (current: DevStatus) => {
    if (current.kind === 'ok') return
    const outcome = current.kind === 'last-valid' ? LAST_VALID_OUTCOME : BROKEN_OUTCOME
    server.config.logger.error(`\n${formatReport(current.issues, process.env, outcome)}\n`, { timestamp: true })
  }

  let shown: DevStatus['kind'] | undefined
  const reload = async (changed: () => readonly string[], ready: Promise<unknown>) => {
    const before = shown ?? (await currentStatus()).kind
    let reloaded = false
    const reloadPages = () => {
      if (reloaded) return
      reloaded = true
      for (const environment of Object.values(server.environments)) environment.hot.send({ type: 'full-reload' })
    }
    // Valid content that changed the pages reloads them whatever the check of its modules finds
    // (the new content, or the list of problems): at once, while the modules are built. The pages'
    // requests wait for the check (the middleware below), so none is answered before it is done.
    const current = await recheck(changed, ready, (changedPages) => {
      if (changedPages || before !== 'ok') reloadPages()
    })
    shown = current.kind
    reportProblems(current)
    // Open pages keep the last valid content and show the problems over it ...
    if (current.kind === 'last-valid') return server.ws.send(overlay(current.issues))
    // ... or reload: to the new content, or to the list of problems. An edit that changed nothing
    // the pages show (a comment, a file saved unchanged) leaves them as they are.
    if (current.kind !== 'ok' || before !== 'ok' || modulesChanged) reloadPages()
    const loaded = content.load()
    if (current.kind === 'ok')
      server.config.logger.info(
        `content reloaded (${loaded.files.length} files, ${Math.round(loaded.durationMs)} ms)`,
        { timestamp: true },
      )
  }

  // Editors' tools often write a file in several steps (delete, create, change): reload once,
  // when no change has come for a moment. The watcher of content/ hands each burst over as one
  // batch already: its changes reload at once. Page requests made meanwhile wait for that reload.
  let quiet: ReturnType<typeof setTimeout> | undefined
  let settle: (() => void) | undefined
  // The files changed since the last reload began: only they are read again.
  let pending = new Set<string>()
  const takePending = () => {
    const changed = [...pending]
    pending = new Set()
    return changed
  }
  const onChanges = (files: readonly string[], quietMs: number) => {
    const ours = files.filter((file) => file.startsWith(contentDir + path.sep) || file === iconsFile)
    if (!ours.length) return
    for (const file of ours) pending.add(file)
    if (!settle)
      void reload(takePending, new Promise<void>((resolve) => (settle = resolve))).catch((error: unknown) =>
        server.config.logger.error(oneLine(error)),
      )
    clearTimeout(quiet)
    quiet = setTimeout(() => {
      settle?.()
      settle = undefined
    }, quietMs)
  }
  const onChange = (file: string) => onChanges([file], 80)
  // content/ has its own watcher (content-watcher.ts; Vite's leaves it alone), the icon sprite
  // is watched by Vite's.
  server.watcher.add(iconsFile)
  server.watcher.on('add', onChange)
  server.watcher.on('change', onChange)
  server.watcher.on('unlink', onChange)
  const onWatchError = (error: Error) => server.config.logger.error(`Watching ${contentDir}: ${oneLine(error)}`)
  // A server that watches no files (Vitest's: `server.watch: null`) leaves content/ unwatched too.
  const watching =
    server.config.server.watch === null
      ? undefined
      : watchContent(contentDir, (files) => onChanges(files, 0), onWatchError).catch((error: Error) => {
          onWatchError(error)
          return () => Promise.resolve()
        })
  const stopWatching = async () => (await watching)?.()
  server.httpServer?.once('close', () => void stopWatching())
  // Checked once the server listens (its environments are ready then), and the problems printed.
  server.httpServer?.once(
    'listening',
    () =>
      void currentStatus().then((current) => {
        reportProblems(current)
        const { warnings } = content.load()
        if (warnings.length) server.config.logger.warn(`\n${formatWarnings(warnings, {})}\n`)
      }),
  )
  // Every page that connects (a reload, a new tab) is shown the problems there are.
  server.ws.on('vite:client:connect', (_data: unknown, client: WebSocketClient) => {
    void currentStatus().then((current) => {
      if (current.kind === 'last-valid') client.send(overlay(current.issues))
    })
  })

  // After Vite's own middlewares, before Vike renders the page: while no page can be rendered,
  // the list of problems is the answer. Vite adds its client script, so the page reloads by
  // itself when the content is fixed.
  const installMiddleware = () => {
    // Errors go to next(): the request never waits on a rejected promise.
    server.middlewares.use((request, response, next) => void answer(request, response, next))
    const answer = async (request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
      try {
        const current = await currentStatus()
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
  return { installMiddleware, stopWatching }
}
