/**
 * What one pre-rendered page ships on first load, in raw and gzip bytes: the HTML document,
 * every stylesheet it links (`<link rel="stylesheet">`), and every JavaScript file it loads
 * (`<script src>`, the script the inline loader imports after the first paint (`<script
 * data-boot>`, generator/boot-loader.ts), `<link rel="modulepreload">`, and — by default — the
 * files those import statically, which the browser fetches before running them).
 *
 * Pure: reads files from the built `client` folder, writes nothing. Used by the byte-budget
 * tests (tests/build/budgets.test.ts) and by `npm run bench`.
 *
 * Not counted: images, fonts, the icon sprite (they do not block the first render's CSS/JS),
 * `import()` chunks loaded later (unless `followDynamicImports`), `<script nomodule>` (modern browsers skip it) and files on
 * other hosts (listed in `external`, never fetched here).
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { init as initLexer, parse as parseModule } from 'es-module-lexer'
import { normalizeBase } from '../../generator/base-path.ts'
import { attr, elements, parseHtml, type Element } from './html.ts'

await initLexer()

export type AssetKind = 'html' | 'css' | 'js'
/** How the page asks for a file. */
export type AssetVia = 'document' | 'stylesheet' | 'script' | 'after-paint' | 'modulepreload' | 'import' | 'later'

export interface AssetWeight {
  kind: AssetKind
  via: AssetVia
  /** Path under the client folder, with forward slashes, e.g. `assets/static/app.css`. */
  file: string
  bytes: number
  gzipBytes: number
}

export interface PageWeightTotals {
  htmlBytes: number
  htmlGzip: number
  cssBytes: number
  cssGzip: number
  /** JS loaded on first visit (not what `import()` loads later). */
  jsBytes: number
  jsGzip: number
  /** Every JS file counted, what `import()` loads later included (with `followDynamicImports`;
   *  otherwise the same as jsGzip). */
  allJsGzip: number
  /** HTML + every stylesheet, each gzipped on its own (as each is sent): what the first paint needs. */
  htmlPlusCssGzip: number
  /** HTML, stylesheets and first-visit JS. */
  totalGzip: number
}

export interface PageWeight {
  /** The HTML file measured, relative to the client folder. */
  page: string
  /** The HTML first, then stylesheets, then scripts; each file once. */
  assets: AssetWeight[]
  totals: PageWeightTotals
  /** Same-site URLs the page references whose file is not in the client folder. */
  missing: string[]
  /** URLs on other hosts, not measured. */
  external: string[]
}

export interface PageWeightOptions {
  /** The built `client` folder (e.g. dist/client). */
  clientDir: string
  /** The page's HTML file, relative to clientDir (e.g. `products/index.html`). */
  htmlFile: string
  /** The site's base path, as given to the build (`/` or `/sub-path/`). Default `/`. */
  base?: string
  /** Also count JS files that the counted JS files import statically. Default true. */
  followImports?: boolean
  /** Also count what they load later with `import()`, transitively: every script the page can
   *  ever run (hydration, every page's chunk for in-app navigation). Default false. */
  followDynamicImports?: boolean
}

/** gzip size at level 9, the strongest setting a static host would plausibly use. */
export function gzipSize(data: Buffer | string): number {
  return zlib.gzipSync(typeof data === 'string' ? Buffer.from(data) : data, { level: 9 }).length
}

/** `/sub-path/` form: leading and trailing slash, `/` for the root. */

// --- Reading the HTML. ------------------------------------------------------------------------

const relTokens = (element: Element) => (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean)
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
])

export interface PageReferences {
  stylesheets: string[]
  scripts: string[]
  /** Scripts the page's inline loader imports after its first paint (`<script data-boot>`, generator/boot-loader.ts). */
  afterPaint: string[]
  modulepreloads: string[]
  /** `<base href>`, when the page has one. */
  baseHref?: string
}

/** The URLs of the files the HTML itself asks for on load, in document order. */
export function pageReferences(html: string): PageReferences {
  const references: PageReferences = { stylesheets: [], scripts: [], afterPaint: [], modulepreloads: [] }
  for (const element of elements(parseHtml(html))) {
    const href = attr(element, 'href')
    if (element.tagName === 'base' && href !== undefined && references.baseHref === undefined)
      references.baseHref = href
    if (element.tagName === 'link' && href) {
      const rel = relTokens(element)
      // An alternate stylesheet is not applied (nor fetched with priority) until chosen.
      if (rel.includes('stylesheet') && !rel.includes('alternate')) references.stylesheets.push(href)
      if (rel.includes('modulepreload')) references.modulepreloads.push(href)
    }
    const src = attr(element, 'src')
    const boot = attr(element, 'data-boot')
    if (element.tagName === 'script' && boot) references.afterPaint.push(boot)
    if (element.tagName === 'script' && src) {
      const type = (attr(element, 'type') ?? '').trim().toLowerCase()
      if (JS_TYPES.has(type) && attr(element, 'nomodule') === undefined) references.scripts.push(src)
    }
  }
  return references
}

/** Specifiers of the static `import … from "x"`, `import "x"` and `export … from "x"` of an ES module
 *  (not `import("x")`, which loads later). */
export function staticImports(code: string): string[] {
  const [imports] = parseModule(code)
  return imports.flatMap((found) =>
    found.type === 'static' || found.type === 'reexport-star' ? [found.specifier] : [],
  )
}

/** Specifiers of the `import("x")` of an ES module that name a file literally. */
export function dynamicImports(code: string): string[] {
  const [imports] = parseModule(code)
  return imports.flatMap((found) => (found.type === 'dynamic' && found.specifier ? [found.specifier] : []))
}

// --- Resolving URLs to files. -----------------------------------------------------------------

const SITE_ORIGIN = 'http://site.invalid'

/**
 * The file under the client folder that a URL points at, or `{ external }` for another host.
 * `documentPath` is the URL path of the referring document or script (e.g. `/sub/products/index.html`).
 */
export function resolveUrl(
  href: string,
  documentPath: string,
  base = '/',
): { file: string } | { external: string } | { outside: string } {
  let url: URL
  let pathname: string
  try {
    url = new URL(href, new URL(documentPath, SITE_ORIGIN))
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return { outside: href }
  }
  if (url.origin !== SITE_ORIGIN) return { external: url.href }
  const prefix = normalizeBase(base)
  if (!pathname.startsWith(prefix)) return { outside: pathname }
  const file = path.posix.normalize(pathname.slice(prefix.length))
  if (file.startsWith('..')) return { outside: pathname }
  return { file }
}

/** The URL path a file of the client folder is served at. */
const urlPathOf = (file: string, base: string) => `${normalizeBase(base)}${file}`

// --- Measuring. -------------------------------------------------------------------------------

/** Raw and gzip bytes of everything `htmlFile` loads on first visit. */
export function measurePageWeight({
  clientDir,
  htmlFile,
  base = '/',
  followImports = true,
  followDynamicImports = false,
}: PageWeightOptions): PageWeight {
  const root = path.resolve(clientDir)
  const page = htmlFile.split(path.sep).join('/').replace(/^\/+/, '')
  const readFile = (file: string): Buffer | undefined => {
    const full = path.join(root, file)
    if (!full.startsWith(root + path.sep)) return undefined
    try {
      return fs.statSync(full).isFile() ? fs.readFileSync(full) : undefined
    } catch {
      return undefined
    }
  }

  const html = readFile(page)
  if (!html) throw new Error(`No such page: ${path.join(root, page)}`)
  const htmlText = html.toString('utf8')
  const references = pageReferences(htmlText)
  // Relative URLs resolve against the page's own URL (or its <base href>).
  const pageUrlPath = new URL(references.baseHref ?? urlPathOf(page, base), new URL(urlPathOf(page, base), SITE_ORIGIN))
    .pathname

  const assets: AssetWeight[] = [
    { kind: 'html', via: 'document', file: page, bytes: html.length, gzipBytes: gzipSize(html) },
  ]
  const seen = new Set<string>([page])
  const missing: string[] = []
  const external: string[] = []
  const pending: { href: string; from: string; kind: AssetKind; via: AssetVia }[] = [
    ...references.stylesheets.map((href) => ({
      href,
      from: pageUrlPath,
      kind: 'css' as const,
      via: 'stylesheet' as const,
    })),
    ...references.scripts.map((href) => ({ href, from: pageUrlPath, kind: 'js' as const, via: 'script' as const })),
    ...references.afterPaint.map((href) => ({
      href,
      from: pageUrlPath,
      kind: 'js' as const,
      via: 'after-paint' as const,
    })),
    ...references.modulepreloads.map((href) => ({
      href,
      from: pageUrlPath,
      kind: 'js' as const,
      via: 'modulepreload' as const,
    })),
  ]

  while (pending.length) {
    // Everything the first visit loads before anything loaded later, so a file reached both ways
    // counts as first-visit.
    const next = pending.findIndex((item) => item.via !== 'later')
    const { href, from, kind, via } = pending.splice(next >= 0 ? next : 0, 1)[0]!
    const target = resolveUrl(href, from, base)
    if ('external' in target) {
      if (!external.includes(target.external)) external.push(target.external)
      continue
    }
    if ('outside' in target) {
      if (!missing.includes(href)) missing.push(href)
      continue
    }
    if (seen.has(target.file)) continue
    const data = readFile(target.file)
    if (!data) {
      // A specifier found by scanning code may not be a real import: only report what the HTML names.
      if (via !== 'import' && via !== 'later' && !missing.includes(href)) missing.push(href)
      continue
    }
    seen.add(target.file)
    assets.push({ kind, via, file: target.file, bytes: data.length, gzipBytes: gzipSize(data) })
    if (kind === 'js' && followImports) {
      const scriptUrlPath = urlPathOf(target.file, base)
      const code = data.toString('utf8')
      const later = followDynamicImports ? dynamicImports(code) : []
      for (const [specifiers, how] of [
        [staticImports(code), 'import'],
        [later, 'later'],
      ] as const) {
        for (const specifier of specifiers) {
          // Bare specifiers ("react") cannot load in a browser without an import map: not a file.
          if (/^(\.{1,2}\/|\/)/.test(specifier))
            pending.push({
              href: specifier,
              from: scriptUrlPath,
              kind: 'js',
              // What a later script imports statically is loaded later too.
              via: how === 'later' || via === 'later' ? 'later' : 'import',
            })
        }
      }
    }
  }

  const order: Record<AssetKind, number> = { html: 0, css: 1, js: 2 }
  assets.sort((a, b) => order[a.kind] - order[b.kind])
  const firstVisit = assets.filter((asset) => asset.via !== 'later')
  const sum = (kind: AssetKind, key: 'bytes' | 'gzipBytes', among = firstVisit) =>
    among.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[key], 0)
  const totals: PageWeightTotals = {
    htmlBytes: sum('html', 'bytes'),
    htmlGzip: sum('html', 'gzipBytes'),
    cssBytes: sum('css', 'bytes'),
    cssGzip: sum('css', 'gzipBytes'),
    jsBytes: sum('js', 'bytes'),
    jsGzip: sum('js', 'gzipBytes'),
    allJsGzip: sum('js', 'gzipBytes', assets),
    htmlPlusCssGzip: sum('html', 'gzipBytes') + sum('css', 'gzipBytes'),
    totalGzip: firstVisit.reduce((total, asset) => total + asset.gzipBytes, 0),
  }
  return { page, assets, totals, missing, external }
}

/** 12345 → "12.1 KB" (1 KB = 1024 bytes, as in the budgets). */
export function formatKB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
