/**
 * Reading a built site without a browser: HTML parsed with parse5 (the parser jsdom uses, so
 * the same tree a browser builds), and a link and asset checker over every page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { sitePageFiles as htmlFiles } from '../../scripts/lib/html-files.ts'
import { attr, elements, parseHtml, textOf, type Node } from '../../scripts/lib/html.ts'
import { HOSTS, resolvePath, type Resolution } from '../../scripts/lib/static-server.ts'

export { attr, elements, parseHtml, textOf, type Element, type Node } from '../../scripts/lib/html.ts'
/** Every page of a built site (scripts/lib/html-files.ts). */
export { htmlFiles }

/** The ids a URL fragment can point at in a document. */
export function idsOf(html: string): Set<string> {
  return new Set(elements(parseHtml(html)).flatMap((element) => attr(element, 'id') ?? []))
}

/** The text of each paragraph under `root`, its spaces collapsed. */
export function paragraphsIn(root: Node): string[] {
  return elements(root)
    .filter((element) => element.tagName === 'p')
    .map((element) => textOf(element).replace(/\s+/g, ' ').trim())
}

/** The description each card of the product `slug` shows on a page (its paragraphs). */
export function productCardTexts(html: string, slug: string): string[][] {
  return elements(parseHtml(html))
    .filter((element) => element.tagName === 'article' && attr(element, 'id') === slug)
    .map((card) =>
      paragraphsIn(elements(card).find((element) => attr(element, 'class')?.includes('product-card__text'))!),
    )
}

/** The address a built HTML file is served at: products/index.html → {base}products/, 404.html → {base}404.html. */
export function pageUrlOf(file: string, base = '/'): string {
  if (file === 'index.html' || file.endsWith('/index.html')) return base + file.slice(0, -'index.html'.length)
  return base + file
}

export interface Reference {
  /** The HTML (or CSS) file the reference is in, relative to the site folder. */
  file: string
  /** What holds it, e.g. `<a href>` or `<img srcset>`. */
  where: string
  url: string
}

/** The URL-valued attributes that point at something the site itself must hold. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href', 'imagesrcset'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  // data-boot: the script the page's inline loader imports after the first paint (generator/boot-loader.ts).
  script: ['src', 'data-boot'],
  // data-src: a frame's address, set after the first paint (components/EmbeddedFrame.tsx).
  iframe: ['src', 'data-src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  button: ['formaction'],
  input: ['src', 'formaction'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
  blockquote: ['cite'],
  q: ['cite'],
}

/** `<meta>` whose content is a URL of the site (link previews). */
const URL_METAS = new Set(['og:image', 'og:url', 'twitter:image'])

/** The URLs of a srcset, parsed as the HTML standard says (a URL may itself hold commas). */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = []
  let rest = value
  while (true) {
    rest = rest.replace(/^[\s,]+/, '')
    if (!rest) return urls
    const url = rest.match(/^\S+/)![0]
    rest = rest.slice(url.length)
    if (url.endsWith(',')) {
      urls.push(url.replace(/,+$/, ''))
      continue
    }
    urls.push(url)
    // Skip the descriptors (e.g. "2x", "640w") up to the next comma outside parentheses.
    let depth = 0
    let index = 0
    for (; index < rest.length; index++) {
      const char = rest[index]
      if (char === '(') depth++
      else if (char === ')') depth = Math.max(0, depth - 1)
      else if (char === ',' && depth === 0) break
    }
    rest = rest.slice(index)
  }
}

/** Every URL an HTML page refers to, with where it is. */
export function referencesOf(file: string, html: string): Reference[] {
  const references: Reference[] = []
  for (const element of elements(parseHtml(html))) {
    for (const name of URL_ATTRIBUTES[element.tagName] ?? []) {
      const value = attr(element, name)
      if (value === undefined) continue
      const where = `<${element.tagName}${element.tagName === 'link' ? ` rel="${attr(element, 'rel') ?? ''}"` : ''} ${name}>`
      for (const url of name.endsWith('srcset') ? srcsetUrls(value) : [value.trim()])
        references.push({ file, where, url })
    }
    if (element.tagName === 'meta') {
      const key = attr(element, 'property') ?? attr(element, 'name') ?? ''
      const content = attr(element, 'content')
      if (URL_METAS.has(key) && content) references.push({ file, where: `<meta ${key}>`, url: content })
    }
    const style = attr(element, 'style')
    if (style) for (const url of cssUrls(style)) references.push({ file, where: `<${element.tagName} style>`, url })
    if (element.tagName === 'style')
      for (const url of cssUrls(textOf(element))) references.push({ file, where: '<style>', url })
  }
  return references
}

/** url(...) values of a style sheet, data: URLs left out. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((url) => url && !url.startsWith('data:'))
}

/** A URL that points away from the site (another host, or a scheme such as mailto: or tel:). */
export const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')

export interface Broken extends Reference {
  problem: string
}

export interface CheckOptions {
  /** The base path the site is built for, with leading and trailing slash. */
  base?: string
  /** The site's own absolute address (content/site.md `url`): absolute URLs under it are checked as internal. */
  siteUrl?: string
}

/**
 * Resolves a site path (below the base, no query or fragment) to a built file: the file itself,
 * or, for a page address, <path>/index.html. Undefined when the build has no such file.
 */
export function resolveFile(siteDir: string, sitePath: string): string | undefined {
  const answer = hostAnswer(siteDir, sitePath)
  return answer.kind === 'file' ? answer.file.slice(1) : undefined
}

/**
 * How the static hosts answer a path of a built site (without the base path): the file they
 * all serve at that address, or the first redirect or not-found any of them gives (see
 * scripts/lib/static-server.ts for each host's rules).
 */
export function hostAnswer(siteDir: string, sitePath: string): Resolution {
  const wanted = `/${decodeURIComponent(sitePath).replace(/^\/+/, '')}`
  const isFile = (file: string) => {
    const full = path.join(siteDir, file)
    return !path.relative(siteDir, full).startsWith('..') && fs.existsSync(full) && fs.statSync(full).isFile()
  }
  const answers = HOSTS.map((host) => resolvePath(host, wanted, isFile))
  return answers.find((answer) => answer.kind !== 'file') ?? answers[0]!
}

/**
 * Checks every internal reference of every HTML page of a built site (and the url()s of the
 * style sheets they load): each must be written under the base path, resolve to a file of the
 * build, and each #fragment must name an element id of the page (or SVG) it points at.
 */
export function checkSite(
  siteDir: string,
  { base = '/', siteUrl }: CheckOptions = {},
): { checked: Reference[]; broken: Broken[] } {
  const checked: Reference[] = []
  const broken: Broken[] = []
  const idCache = new Map<string, Set<string>>()
  const ids = (file: string) => {
    if (!idCache.has(file)) idCache.set(file, idsOf(fs.readFileSync(path.join(siteDir, file), 'utf8')))
    return idCache.get(file)!
  }
  const origin = 'http://site.test'
  const site = siteUrl ? new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`) : undefined

  const check = (reference: Reference, documentUrl: string) => {
    let { url } = reference
    // Absolute addresses of the site itself (canonical, og:image) are checked against the build too.
    if (site && (url === site.href.replace(/\/$/, '') || url.startsWith(site.href)))
      url = base + url.slice(site.href.length)
    else if (isExternal(url)) return
    checked.push(reference)
    const report = (problem: string) => broken.push({ ...reference, problem })
    if (url === '') return report('empty URL')
    // Written without the base, a URL may still resolve (e.g. the base itself without its
    // trailing slash): reported, and checked further.
    if (!url.startsWith('#') && !url.startsWith(base)) report(`does not start with the base path ${base}`)
    const resolved = new URL(url, origin + documentUrl)
    if (resolved.origin !== origin) return report('points to another host')
    if (!resolved.pathname.startsWith(base) && `${resolved.pathname}/` !== base)
      return report(`resolves outside the base path ${base}`)
    const answer = hostAnswer(siteDir, resolved.pathname.slice(base.length))
    if (answer.kind === 'redirect')
      return report(`the hosts redirect ${resolved.pathname} to ${base}${answer.to.slice(1)}; link to that address`)
    if (answer.kind === 'not-found') return report(`no file ${resolved.pathname} in the build`)
    const target = answer.file.slice(1)
    const fragment = decodeURIComponent(resolved.hash.slice(1))
    if (fragment && /\.(html|svg)$/.test(target) && !ids(target).has(fragment))
      return report(`no element with id "${fragment}" in ${target}`)
  }

  for (const file of htmlFiles(siteDir)) {
    const html = fs.readFileSync(path.join(siteDir, file), 'utf8')
    const documentUrl = pageUrlOf(file, base)
    for (const reference of referencesOf(file, html)) {
      check(reference, documentUrl)
      // Style sheets: their url()s resolve against the style sheet's own address.
      if (reference.where === '<link rel="stylesheet" href>' && !isExternal(reference.url)) {
        const resolved = new URL(reference.url, origin + documentUrl)
        const sheet = resolveFile(siteDir, resolved.pathname.slice(base.length))
        if (sheet) {
          for (const url of cssUrls(fs.readFileSync(path.join(siteDir, sheet), 'utf8'))) {
            check(
              {
                file: sheet,
                where: 'url() in CSS',
                url:
                  url.startsWith('/') || url.startsWith('#') ? url : new URL(url, origin + resolved.pathname).pathname,
              },
              resolved.pathname,
            )
          }
        }
      }
    }
  }
  return { checked, broken }
}

/** One line per broken reference, for failure messages. */
export const describeBroken = (broken: readonly Broken[]) =>
  broken.map((item) => `${item.file}: ${item.where} "${item.url}": ${item.problem}`).join('\n')
