/**
 * Serves a built site the way static hosts (Netlify, Cloudflare Pages, GitHub Pages) do:
 * files from dist/client, `/path` → `/path/index.html`, any unknown path → 404.html with
 * status 404, and the response headers declared in the site's `_headers` file.
 * Used by `npm run preview`, the browser tests and the benchmark.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import compression from 'compression'
import sirv from 'sirv'
import { normalizeBase } from '../../generator/base-path.ts'

export interface HeaderRule {
  pattern: RegExp
  headers: [string, string][]
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
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const separator = line.indexOf(':')
    if (rule && separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** `compress`: gzip text responses for clients that accept it, as static hosts do (default). */
export async function startStaticServer({
  dir,
  port = 0,
  base = '/',
  compress = true,
}: {
  dir: string
  port?: number
  base?: string
  compress?: boolean
}): Promise<StaticServer> {
  const root = path.resolve(dir)
  const headersFile = path.join(root, '_headers')
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : []
  const notFound = fs.readFileSync(path.join(root, '404.html'))
  const files = sirv(root, { dev: false, etag: true, extensions: ['html'], dotfiles: false })
  const prefix = normalizeBase(base).replace(/\/$/, '')
  const gzip = compress ? compression({ level: 9, threshold: 0 }) : undefined

  const server = http.createServer((request, response) => {
    if (gzip) gzip(request as never, response as never, () => serve(request, response))
    else serve(request, response)
  })
  const serve = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (prefix && !url.pathname.startsWith(`${prefix}/`) && url.pathname !== prefix) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound)
      return
    }
    const sitePath = url.pathname.slice(prefix.length) || '/'
    for (const rule of rules) {
      if (rule.pattern.test(sitePath)) for (const [name, value] of rule.headers) response.setHeader(name, value)
    }
    request.url = sitePath + url.search
    files(request, response, () => {
      // Like static hosts: the not-found page goes out with the headers declared for /404.html.
      for (const rule of rules) {
        if (rule.pattern.test('/404.html')) for (const [name, value] of rule.headers) response.setHeader(name, value)
      }
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound)
    })
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}${prefix}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
