/**
 * Serves a built site the way a static host does, following the documented rules of the host
 * named by `host`:
 *
 * | request                 | netlify                 | cloudflare              | github                  |
 * | ----------------------- | ----------------------- | ----------------------- | ----------------------- |
 * | /products/              | products/index.html 200 | products/index.html 200 | products/index.html 200 |
 * | /products               | 301 → /products/        | 308 → /products/        | 301 → /products/        |
 * | /products/index.html    | 200                     | 308 → /products/        | 200                     |
 * | /index.html             | 200                     | 308 → /                 | 200                     |
 * | /page.html              | 200                     | 308 → /page             | 200                     |
 * | /page (page.html)       | 200                     | 200                     | 200                     |
 * | unknown, or wrong case  | 404.html with 404       | 404.html with 404       | 404.html with 404       |
 * | unknown under /fr/      | `_redirects` 404 rule:  | nearest 404.html:       | 404.html (its script    |
 * |                         | fr/404.html with 404    | fr/404.html with 404    | loads fr/404.html)      |
 * | `_headers` rules        | applied                 | applied, `! Name` too   | ignored (cannot be set) |
 *
 * File names are case-sensitive on all three. `_headers` and `_redirects` are configuration,
 * never served. A request target that is not a valid address (`//[`, `/%E0`) gets 400.
 * Used by `npm run preview` (netlify unless `--host` says otherwise), the browser tests and the
 * benchmark.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import sirv from 'sirv'
import { normalizeBase } from '../../generator/base-path.ts'

export const HOSTS = ['netlify', 'cloudflare', 'github'] as const
export type Host = (typeof HOSTS)[number]

export interface HeaderRule {
  pattern: RegExp
  headers: [string, string][]
  /** Header names removed by `! Name` lines (Cloudflare Pages). */
  detach: string[]
}

/** Parses a Netlify / Cloudflare Pages `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/:[a-z]+/gi, '[^/]+')
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [], detach: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) continue
    const detached = /^\s*!\s*([^:\s]+)\s*$/.exec(line)
    if (detached) {
      rule.detach.push(detached[1]!.toLowerCase())
      continue
    }
    const separator = line.indexOf(':')
    if (separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/**
 * The headers every matching rule gives `sitePath`: a header named by several rules gets their
 * values joined with ", ", and `! Name` in a matching rule removes it (as Cloudflare Pages does).
 */
export function headersFor(rules: readonly HeaderRule[], sitePath: string): Map<string, string> {
  const headers = new Map<string, { name: string; values: string[] }>()
  const matching = rules.filter((rule) => rule.pattern.test(sitePath))
  for (const rule of matching) {
    for (const [name, value] of rule.headers) {
      const entry = headers.get(name.toLowerCase()) ?? { name, values: [] }
      entry.values.push(value)
      headers.set(name.toLowerCase(), entry)
    }
  }
  for (const name of matching.flatMap((rule) => rule.detach)) headers.delete(name)
  return new Map([...headers.values()].map(({ name, values }) => [name, values.join(', ')]))
}

/** What a host does with a request for a path of the site. */
export type Resolution =
  { kind: 'file'; file: string } | { kind: 'redirect'; status: 301 | 308; to: string } | { kind: 'not-found' }

/** Netlify's `_redirects` rules that answer unknown addresses under a folder with a page of the
 *  site and status 404 (`/fr/*  /fr/404.html  404`): the folder's prefix and the page. */
export function parseNotFoundRules(text: string): { prefix: string; page: string }[] {
  return text.split(/\r?\n/).flatMap((line) => {
    const [from, to, status] = line.trim().split(/\s+/)
    return status === '404' && from?.endsWith('/*') && to?.startsWith('/')
      ? [{ prefix: from.slice(0, -1), page: to }]
      : []
  })
}

/**
 * The not-found page `host` answers an unknown `sitePath` with: Netlify's by the `_redirects`
 * rule for its folder, Cloudflare Pages' the nearest 404.html up the folders, GitHub Pages' always
 * the top one.
 */
export function notFoundPage(
  host: Host,
  sitePath: string,
  isFile: (file: string) => boolean,
  rules: readonly { prefix: string; page: string }[] = [],
): string {
  if (host === 'netlify') {
    const rule = rules.find((candidate) => sitePath.startsWith(candidate.prefix) && isFile(candidate.page))
    return rule?.page ?? '/404.html'
  }
  if (host === 'cloudflare') {
    const folders = sitePath.split('/').slice(1, -1)
    for (let depth = folders.length; depth > 0; depth--) {
      const page = `/${folders.slice(0, depth).join('/')}/404.html`
      if (isFile(page)) return page
    }
  }
  return '/404.html'
}

/** Files hosts read as configuration and never publish. */
const CONFIGURATION_FILES = new Set(['/_headers', '/_redirects'])

/**
 * How `host` answers `sitePath` (already decoded, starting with '/'), given a way to tell which
 * files exist. Pure, so the rules are tested without a server.
 */
export function resolvePath(host: Host, sitePath: string, isFile: (file: string) => boolean): Resolution {
  if (CONFIGURATION_FILES.has(sitePath) || sitePath.split('/').includes('..')) return { kind: 'not-found' }
  const redirectStatus = host === 'cloudflare' ? 308 : 301
  if (host === 'cloudflare') {
    // Cloudflare Pages sends every address to its shortest form: no index.html, no .html.
    if (sitePath.endsWith('/index.html') && isFile(sitePath))
      return { kind: 'redirect', status: 308, to: sitePath.slice(0, -'index.html'.length) }
    if (sitePath.endsWith('.html') && isFile(sitePath) && !sitePath.endsWith('/404.html'))
      return { kind: 'redirect', status: 308, to: sitePath.slice(0, -'.html'.length) }
  }
  if (sitePath.endsWith('/')) {
    return isFile(`${sitePath}index.html`) ? { kind: 'file', file: `${sitePath}index.html` } : { kind: 'not-found' }
  }
  if (isFile(sitePath)) return { kind: 'file', file: sitePath }
  if (isFile(`${sitePath}/index.html`)) return { kind: 'redirect', status: redirectStatus, to: `${sitePath}/` }
  if (isFile(`${sitePath}.html`)) return { kind: 'file', file: `${sitePath}.html` }
  return { kind: 'not-found' }
}

export interface StaticServer {
  url: string
  host: Host
  close(): Promise<void>
}

/** `compress`: gzip text responses for clients that accept it, as static hosts do (default). */
export async function startStaticServer({
  dir,
  port = 0,
  base = '/',
  compress = true,
  host = 'netlify',
}: {
  dir: string
  port?: number
  base?: string
  compress?: boolean
  host?: Host
}): Promise<StaticServer> {
  const root = path.resolve(dir)
  const headersFile = path.join(root, '_headers')
  const rules =
    host !== 'github' && fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : []
  const redirectsFile = path.join(root, '_redirects')
  const notFoundRules =
    host === 'netlify' && fs.existsSync(redirectsFile) ? parseNotFoundRules(fs.readFileSync(redirectsFile, 'utf8')) : []
  const files = sirv(root, { dev: false, etag: true, extensions: [], dotfiles: false })
  const prefix = normalizeBase(base).replace(/\/$/, '')
  const gzip = compress ? compression({ level: 9, threshold: 0 }) : undefined
  // Exact, case-sensitive lookup, whatever the file system: a folder of the same name is not a file.
  const isFile = (file: string) => {
    try {
      const full = path.join(root, file)
      return full.startsWith(root + path.sep) && fs.statSync(full).isFile() && caseMatches(root, file)
    } catch {
      return false
    }
  }

  const server = http.createServer((request, response) => {
    if (gzip) gzip(request as never, response as never, () => serve(request, response))
    else serve(request, response)
  })
  const setHeaders = (response: http.ServerResponse, sitePath: string) => {
    for (const [name, value] of headersFor(rules, sitePath)) response.setHeader(name, value)
  }
  const sendNotFound = (response: http.ServerResponse, sitePath = '/') => {
    // Like the hosts: the not-found page goes out with the headers declared for it.
    const page = notFoundPage(host, sitePath, isFile, notFoundRules)
    setHeaders(response, page)
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(path.join(root, page)))
  }
  const serve = (request: http.IncomingMessage, response: http.ServerResponse) => {
    let url: URL
    let pathname: string
    try {
      url = new URL(request.url ?? '/', 'http://localhost')
      pathname = decodeURIComponent(url.pathname)
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n')
      return
    }
    if (prefix && !pathname.startsWith(`${prefix}/`) && pathname !== prefix) return sendNotFound(response)
    // The sub-path itself, '/my-repo', is its home page's folder without the slash.
    const sitePath = pathname.slice(prefix.length) || (prefix ? '' : '/')
    const resolution =
      sitePath === '' ? ({ kind: 'redirect', status: 301, to: '/' } as const) : resolvePath(host, sitePath, isFile)
    if (resolution.kind === 'redirect') {
      setHeaders(response, sitePath)
      response.writeHead(resolution.status, { location: encodeURI(prefix + resolution.to) + url.search }).end()
      return
    }
    if (resolution.kind === 'not-found') return sendNotFound(response, sitePath)
    setHeaders(response, sitePath)
    request.url = encodeURI(resolution.file) + url.search
    files(request, response, () => sendNotFound(response, sitePath))
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}${prefix}`,
    host,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

/** Whether every segment of `file` under `root` is spelt with the same case on disk. */
function caseMatches(root: string, file: string): boolean {
  let folder = root
  for (const segment of file.split('/').filter(Boolean)) {
    if (!fs.readdirSync(folder).includes(segment)) return false
    folder = path.join(folder, segment)
  }
  return true
}
