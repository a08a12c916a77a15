/**
 * Links of the Markdown texts to pages of this site that it does not have: `[our products](/prodcts/)`
 * would publish a link to the "page not found" page. Checked once every file is read, against
 * every page address of the site in every language (the route table's, handed to the loader as
 * LoadOptions.pageAddresses: the loader knows nothing of pages), the files hosts serve to anyone
 * (sitemap.xml, robots.txt) and the admin.
 *
 * Cheap while nothing is wrong: the links are read off the rendered HTML. Only when one leads
 * nowhere are the texts parsed again, for where each such link is written.
 */
import { problem } from '../problems/catalogue/index.ts'
import type { ContentIssue } from '../problems/report.ts'
import { isSiteAddress, siteLinks, type SiteLink } from '../read/markdown.ts'
import type { PathSegment, SourceFile } from '../read/front-matter.ts'
import { closestMatch } from '../util/suggest.ts'
import { siteLanguages } from '../../languages.ts'
import type { SiteContent } from '../schemas/collections/index.ts'
import type { LanguageContent, PageAddresses, PageSet } from './types.ts'

/** What links may lead to besides the pages: the admin and the files hosts serve to anyone. */
const OTHER_ADDRESSES = ['/admin/', '/sitemap.xml', '/robots.txt']

/** An address up to its query or fragment, as written. */
const writtenPath = (address: string): string => /^[^?#]*/.exec(address)![0]

/** The part of an address that names a page: without its query and fragment, as the host reads
 *  it (`%20` and a space alike). */
export function pathOfAddress(address: string): string {
  const path = writtenPath(address)
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * A text's link to a page of the site as it is published on the pages of a language (`prefix`):
 * `/products/` is `/fr/products/` on the French pages, where the site has that page in French, so
 * a translator keeps the links as they are. A link to another language's page (`/fr/about/` on an
 * English page), or to a page the language does not have (a product not translated), is left as
 * written. `href` as the rendered HTML writes it.
 */
export function linkInLanguage(prefix: string, addresses: ReadonlySet<string>): (href: string) => string {
  return (href) =>
    prefix && isSiteAddress(href) && addresses.has(`${prefix}${pathOfAddress(href)}`) ? `${prefix}${href}` : href
}

/** The characters the rendered HTML writes as references in an attribute. */
const REFERENCES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x22;': '"', '&#x26;': '&', '&#x27;': "'" }
const unescapeAttribute = (value: string) => value.replace(/&(?:amp|quot|#x2[267]);/g, (found) => REFERENCES[found]!)

/** Every link to this site's pages in the rendered Markdown of `value` (any collection). */
function publishedLinks(value: unknown, found: Set<string>, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return
  seen.add(value)
  const { html, text } = value as { html?: unknown; text?: unknown }
  if (typeof html === 'string' && typeof text === 'string') {
    for (const [, href = ''] of html.matchAll(/<a [^>]*?href="([^"]*)"/g)) {
      const address = unescapeAttribute(href)
      if (isSiteAddress(address)) found.add(pathOfAddress(address))
    }
    return
  }
  for (const item of Array.isArray(value) ? value : Object.values(value)) publishedLinks(item, found, seen)
}

/** The strings of a file's front matter, each with its path. */
function* textsOf(data: unknown, path: PathSegment[] = []): Generator<{ path: PathSegment[]; text: string }> {
  if (typeof data === 'string') yield { path, text: data }
  else if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* textsOf(item, [...path, index])
  else if (data !== null && typeof data === 'object')
    for (const [key, item] of Object.entries(data)) yield* textsOf(item, [...path, key])
}

/** What the page addresses of the site are made from, from its content in each language (as far
 *  as it could be loaded: a collection missing gives no pages). */
export const pageSetsOf = (
  languages: readonly { language: LanguageContent['language']; content: Partial<SiteContent> }[],
): PageSet[] =>
  siteLanguages(languages.map((each) => each.language)).map(({ code, prefix }, index) => {
    const { products = [], categories = [] } = languages[index]!.content
    return { code, prefix, products, categories }
  })

export interface PageLinkCheck {
  /** The site in each language, as loaded (a collection that could not be loaded is missing). */
  languages: readonly PageSet[]
  /** What the loaded values are: every language's collections, in which the links are looked for. */
  values: readonly unknown[]
  /** Every file read, where a link that leads nowhere is looked for. */
  sources: readonly SourceFile[]
  pageAddresses: PageAddresses
  /** Addresses not checked: those of pages made from files that could not be read (a product with
   *  a mistake has no page yet, but will once it is fixed). */
  unsure?: (path: string) => boolean
  /** Files read whose values could not be loaded (a mistake in a field): their links are not in
   *  `values`, so their texts are read for links in any case. */
  unloaded?: readonly SourceFile[]
}

/** A problem at each link of a text that leads to no page of the site. */
export function pageLinkIssues({
  languages,
  values,
  sources,
  pageAddresses,
  unsure,
  unloaded = [],
}: PageLinkCheck): ContentIssue[] {
  const addresses = new Set([...pageAddresses(languages), ...OTHER_ADDRESSES])
  const leadsNowhere = (path: string) => !addresses.has(path) && !unsure?.(path)
  const published = new Set<string>()
  for (const value of values) publishedLinks(value, published)
  if (![...published].some(leadsNowhere) && !unloaded.length) return []

  // Suggestions among the pages of the language the link is written for, or of the default one.
  const candidates = [...addresses]
  const fixed = languages[0] ? [...pageAddresses([{ ...languages[0], products: [], categories: [] }])] : []
  const examples = fixed.filter((address) => address !== '/').slice(0, 4)
  const issues: ContentIssue[] = []
  const seen = new Set<string>()
  const report = (source: SourceFile, link: SiteLink, at: { line: number; column: number }) => {
    const path = pathOfAddress(link.address)
    if (!leadsNowhere(path)) return
    const key = `${source.file}:${at.line}:${at.column}`
    if (seen.has(key)) return
    seen.add(key)
    const closest = closestMatch(path, candidates, { maxDistanceRatio: 0.2 })
    const rest = link.address.slice(writtenPath(link.address).length)
    issues.push(
      source.issueAt(
        at,
        problem('link-page-missing', {
          url: link.written,
          ...(closest ? { closest: `${closest}${rest}` } : {}),
          pages: examples,
        }),
      ),
    )
  }
  const mayLink = (text: string) => text.includes('](') || text.includes(']:')
  for (const source of sources) {
    if (mayLink(source.body))
      for (const link of siteLinks(source.body))
        report(source, link, { line: source.bodyLine + link.line - 1, column: link.column })
    for (const { path, text } of textsOf(source.data))
      if (mayLink(text))
        for (const link of siteLinks(text))
          report(source, link, source.locateWithin(path, { line: link.line, column: link.column }))
  }
  return issues
}

/** The loader's check (load.ts): the site in each language as loaded so far (`loaded`, by
 *  language code and collection), every file read (`unloaded`: those whose values could not be
 *  loaded), and whether a file of the catalogue has a
 *  mistake (its page is then missing until it is fixed: links to the catalogue are not checked). */
export function contentLinkIssues({
  languages,
  loaded,
  sources,
  unloaded,
  pageAddresses,
  catalogueUnsure,
}: {
  languages: readonly LanguageContent['language'][]
  loaded: Record<string, Record<string, unknown>>
  sources: readonly SourceFile[]
  unloaded: readonly SourceFile[]
  pageAddresses: PageAddresses
  catalogueUnsure: boolean
}): ContentIssue[] {
  const pageSets = pageSetsOf(
    languages.map((language) => ({ language, content: loaded[language.code] as Partial<SiteContent> })),
  )
  return pageLinkIssues({
    languages: pageSets,
    values: Object.values(loaded),
    sources,
    unloaded,
    pageAddresses,
    unsure: catalogueUnsure
      ? (address) => pageSets.some(({ prefix }) => address.startsWith(`${prefix}/products/`))
      : undefined,
  })
}
