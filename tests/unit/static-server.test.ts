import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  headersFor,
  parseHeadersFile,
  resolvePath,
  startStaticServer,
  type Host,
  type StaticServer,
} from '../../scripts/lib/static-server.ts'

const FILES = ['/index.html', '/404.html', '/products/index.html', '/price-list.html', '/sitemap.xml']
const isFile = (file: string) => FILES.includes(file)

describe("each host's documented answers", () => {
  it.each<[string, Host, ReturnType<typeof resolvePath>]>([
    ['/products/', 'netlify', { kind: 'file', file: '/products/index.html' }],
    ['/products/', 'cloudflare', { kind: 'file', file: '/products/index.html' }],
    ['/products/', 'github', { kind: 'file', file: '/products/index.html' }],
    ['/products', 'netlify', { kind: 'redirect', status: 301, to: '/products/' }],
    ['/products', 'cloudflare', { kind: 'redirect', status: 308, to: '/products/' }],
    ['/products', 'github', { kind: 'redirect', status: 301, to: '/products/' }],
    ['/products/index.html', 'netlify', { kind: 'file', file: '/products/index.html' }],
    ['/products/index.html', 'cloudflare', { kind: 'redirect', status: 308, to: '/products/' }],
    ['/index.html', 'cloudflare', { kind: 'redirect', status: 308, to: '/' }],
    ['/price-list', 'github', { kind: 'file', file: '/price-list.html' }],
    ['/price-list.html', 'cloudflare', { kind: 'redirect', status: 308, to: '/price-list' }],
    ['/PRODUCTS/', 'netlify', { kind: 'not-found' }],
    ['/_headers', 'netlify', { kind: 'not-found' }],
    ['/_redirects', 'cloudflare', { kind: 'not-found' }],
    ['/products/../index.html', 'github', { kind: 'not-found' }],
  ])('%s on %s', (sitePath, host, expected) => {
    expect(resolvePath(host, sitePath, isFile)).toEqual(expected)
  })
})

describe('_headers', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a.css>; rel=preload',
      '/products/',
      '  Link: </b.css>; rel=preload',
      '  ! X-Frame-Options',
    ].join('\n'),
  )

  it('joins the values of a header named by several matching rules, as the hosts do', () => {
    expect(headersFor(rules, '/about/').get('Link')).toBe('</a.css>; rel=preload')
    expect(headersFor(rules, '/products/').get('Link')).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
  })

  it('removes a header named with "!" in a matching rule (Cloudflare Pages)', () => {
    expect(headersFor(rules, '/about/').get('X-Frame-Options')).toBe('DENY')
    expect(headersFor(rules, '/products/').has('X-Frame-Options')).toBe(false)
  })
})

describe('the server', () => {
  let dir: string
  let server: StaticServer
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'))
    for (const file of [...FILES, '/_headers']) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), file === '/_headers' ? '/*\n  X-Test: yes\n' : `<p>${file}</p>`)
    }
    server = await startStaticServer({ dir, host: 'netlify' })
  })
  afterAll(async () => {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A raw request, so request targets that URL parsers refuse reach the server as written. */
  const get = (target: string) =>
    new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const { port } = new URL(server.url)
      http
        .get({ host: '127.0.0.1', port, path: target, headers: { 'accept-encoding': 'identity' } }, (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => (body += chunk.toString()))
          response.on('end', () => resolve({ status: response.statusCode!, body, headers: response.headers }))
        })
        .on('error', reject)
    })

  it.each(['//[', '/%E0%A4%A', '/products/%'])(
    'answers the malformed request target %s with 400 and keeps serving',
    async (target) => {
      expect((await get(target)).status).toBe(400)
      expect((await get('/products/')).status).toBe(200)
    },
  )

  it('never serves its configuration files', async () => {
    const response = await get('/_headers')
    expect(response.status).toBe(404)
    expect(response.body).toBe('<p>/404.html</p>')
  })

  it('sends the _headers rules with pages, the not-found page and redirects', async () => {
    expect((await get('/products/')).headers['x-test']).toBe('yes')
    expect((await get('/nothing-here')).headers['x-test']).toBe('yes')
    const redirect = await get('/products?a=1')
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/products/?a=1'])
  })
})
