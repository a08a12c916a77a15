/**
 * What search engines and link previews read from a built site, checked against the content it
 * was built from: the JSON-LD of every page (the business everywhere, the list of products on
 * the catalogue's pages, the product and its trail on each product's page, each category's page
 * as a collection of its products with its trail), canonical addresses and the link-preview
 * picture. Only what holds for any valid content is checked here; each function returns its
 * problems, an empty list when none.
 */
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { SiteContent } from '../../generator/content/schemas/collections/index.ts'
import type { SiteLanguage } from '../../generator/languages.ts'
import { IMAGE_HOSTS } from '../../generator/content/pictures/formats.ts'
import {
  cataloguePagePath,
  categoryListing,
  categoryPath,
  productPath,
  PRODUCTS_PER_PAGE,
} from '../../components/catalogue.ts'
import { expectedPages } from '../../scripts/lib/expected-pages.ts'
import { attr, elements, parseHtml, resolveFile, textOf } from './html.ts'
import { absolute, type LanguageSite } from './site.ts'

export type Thing = Record<string, unknown>

/** The products page: the first page of the catalogue's list. */
export const PRODUCTS_FILE = 'products/index.html'

/** The folder of a language's pages in the build: '' for the default language, 'fr/' for French. */
const folderOf = (language?: Pick<SiteLanguage, 'prefix'>) => (language?.prefix ? `${language.prefix.slice(1)}/` : '')

/** The page of the catalogue's list an HTML file is (1 for products/index.html, or fr/products/index.html
 *  for French), if it is one. */
export function cataloguePageOfFile(file: string, language?: Pick<SiteLanguage, 'prefix'>): number | undefined {
  const folder = folderOf(language)
  if (file === `${folder}${PRODUCTS_FILE}`) return 1
  const match = /^products\/page\/(\d+)\/index\.html$/.exec(file.slice(folder.length))
  return file.startsWith(folder) && match ? Number(match[1]) : undefined
}

/** The product whose page an HTML file is, if it is one. */
export function productOfFile(
  file: string,
  content: SiteContent,
  language?: Pick<SiteLanguage, 'prefix'>,
): SiteContent['products'][number] | undefined {
  const folder = folderOf(language)
  const match = file.startsWith(folder) ? /^products\/([a-z0-9-]+)\/index\.html$/.exec(file.slice(folder.length)) : null
  return match ? content.products.find((product) => product.slug === match[1]) : undefined
}

/** The category whose page an HTML file is, and the page of its list, if it is one. */
export function categoryOfFile(
  file: string,
  content: SiteContent,
  language?: Pick<SiteLanguage, 'prefix'>,
): { category: SiteContent['categories'][number]; page: number } | undefined {
  const folder = folderOf(language)
  const match = file.startsWith(folder)
    ? /^products\/category\/([a-z0-9-]+)\/(?:page\/(\d+)\/)?index\.html$/.exec(file.slice(folder.length))
    : null
  const category = match && content.categories.find((each) => each.slug === match[1])
  return category ? { category, page: Number(match[2] ?? 1) } : undefined
}

/** A built site and the content of one of its languages it was built from (the default
 *  language's when `language` is not given). */
export interface BuiltContent {
  /** The client folder of the build (dist/client). */
  siteDir: string
  content: SiteContent
  language?: SiteLanguage
}

/** The address within the site of a page in the language of `built`: '/fr/products/' for French. */
const localPath = (built: BuiltContent, sitePath: string) => `${built.language?.prefix ?? ''}${sitePath}`

/** The JSON-LD of a page: every <script type="application/ld+json">, parsed, @graph flattened. */
export function jsonLdOf(html: string): Thing[] {
  const scripts = elements(parseHtml(html)).filter(
    (element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json',
  )
  return scripts.flatMap((script) => {
    const data = JSON.parse(textOf(script)) as Thing | Thing[]
    const documents = Array.isArray(data) ? data : [data]
    return documents.flatMap((document) => {
      if (document['@context'] !== 'https://schema.org')
        throw new Error(`JSON-LD without @context https://schema.org: ${JSON.stringify(document).slice(0, 80)}`)
      return Array.isArray(document['@graph']) ? (document['@graph'] as Thing[]) : [document]
    })
  })
}

const isAbsoluteHttp = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value)
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0

/** A file of the build an absolute address of the site points at, if any. */
export function buildFileOf({ siteDir, content }: BuiltContent, url: string): string | undefined {
  const siteRoot = absolute(content.site.url, '/')
  return url.startsWith(siteRoot)
    ? resolveFile(siteDir, new URL(url).pathname.slice(new URL(siteRoot).pathname.length))
    : undefined
}

/** Problems of the LocalBusiness of a page's JSON-LD, compared with site.md. */
export function businessProblems(graph: readonly Thing[], built: BuiltContent): string[] {
  const { site } = built.content
  const siteRoot = absolute(site.url, '/')
  const businesses = graph.filter((thing) => thing['@type'] === 'LocalBusiness')
  if (businesses.length !== 1) return [`expected one LocalBusiness, found ${businesses.length}`]
  const business = businesses[0]!
  const problems: string[] = []
  const expectValue = (key: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
  expectValue('name', business.name, site.name)
  expectValue('url', business.url, siteRoot)
  if (!isAbsoluteHttp(business.logo)) problems.push(`logo is not an absolute URL: ${JSON.stringify(business.logo)}`)
  else if (!buildFileOf(built, business.logo as string))
    problems.push(`logo ${business.logo as string} is not a file of the build`)
  if (!nonEmpty(business.telephone) || !/^\+\d[\d ]+$/.test(business.telephone as string))
    problems.push(`telephone is not an international number: ${JSON.stringify(business.telephone)}`)
  if (!nonEmpty(business.email) || !/^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(business.email as string))
    problems.push(`email is not an address: ${JSON.stringify(business.email)}`)
  const address = (business.address ?? {}) as Thing
  expectValue('address.@type', address['@type'], 'PostalAddress')
  expectValue('address.addressLocality', address.addressLocality, site.address.city)
  expectValue('address.addressRegion', address.addressRegion, site.address.region)
  expectValue('address.addressCountry', address.addressCountry, site.address.countryCode)
  if (!nonEmpty(address.streetAddress)) problems.push('address.streetAddress is missing')
  const contactPoints = business.contactPoint
  if (!Array.isArray(contactPoints) || contactPoints.length === 0) problems.push('contactPoint has no entries')
  else {
    for (const [index, point] of (contactPoints as Thing[]).entries()) {
      if (point['@type'] !== 'ContactPoint') problems.push(`contactPoint[${index}] is not a ContactPoint`)
      if (!nonEmpty(point.contactType)) problems.push(`contactPoint[${index}] has no contactType`)
      if (!nonEmpty(point.telephone) && !nonEmpty(point.email))
        problems.push(`contactPoint[${index}] has neither telephone nor email`)
    }
    if (!(contactPoints as Thing[]).some((point) => point.telephone === business.telephone))
      problems.push('no contactPoint holds the main telephone')
    if (!(contactPoints as Thing[]).some((point) => point.email === business.email))
      problems.push('no contactPoint holds the main email')
  }
  const profiles = Object.values(site.social)
  expectValue(
    'sameAs',
    Array.isArray(business.sameAs) ? [...(business.sameAs as string[])].sort() : business.sameAs,
    [...profiles].sort(),
  )
  return problems
}

/**
 * Problems of the product list of a page of the catalogue: one entry per product the page shows,
 * in the content's order and numbered across the whole catalogue, each the address of the
 * product's own page, which the page links to and the build holds.
 */
export function productListProblems(
  graph: readonly Thing[],
  pageHtml: string,
  built: BuiltContent,
  pageNumber = 1,
): string[] {
  const lists = graph.filter((thing) => thing['@type'] === 'ItemList')
  if (lists.length !== 1) return [`expected one ItemList, found ${lists.length}`]
  return itemListProblems(lists[0]!, pageHtml, built, built.content.products, pageNumber)
}

/** Problems of a list of `products` (the catalogue's, or a category's) on page `pageNumber`. */
function itemListProblems(
  list: Thing,
  pageHtml: string,
  built: BuiltContent,
  products: readonly SiteContent['products'][number][],
  pageNumber: number,
): string[] {
  const { site } = built.content
  const items = (Array.isArray(list.itemListElement) ? list.itemListElement : []) as Thing[]
  const first = (pageNumber - 1) * PRODUCTS_PER_PAGE
  const shown = products.slice(first, first + PRODUCTS_PER_PAGE)
  const problems: string[] = []
  if (items.length !== shown.length) problems.push(`expected ${shown.length} products, found ${items.length}`)
  if (list.numberOfItems !== products.length)
    problems.push(`numberOfItems is ${JSON.stringify(list.numberOfItems)}, the list has ${products.length}`)
  const links = new Set(
    elements(parseHtml(pageHtml))
      .filter((element) => element.tagName === 'a')
      .map((element) => attr(element, 'href')),
  )
  for (const [index, entry] of items.entries()) {
    const position = first + index + 1
    const label = `product ${position}`
    if (entry['@type'] !== 'ListItem' || entry.position !== position)
      problems.push(`${label} is not ListItem at position ${position}`)
    const expected = shown[index]
    if (!nonEmpty(entry.name)) problems.push(`${label} has no name`)
    else if (expected && entry.name !== expected.name)
      problems.push(`${label} is ${JSON.stringify(entry.name)}, expected ${JSON.stringify(expected.name)}`)
    const url = typeof entry.url === 'string' ? entry.url : ''
    const expectedUrl = expected ? absolute(site.url, localPath(built, productPath(expected.slug))) : ''
    if (expected && url !== expectedUrl)
      problems.push(`${label} url ${JSON.stringify(entry.url)} is not ${expectedUrl}`)
    else if (!buildFileOf(built, url)) problems.push(`${label} url ${url} is not a page of the build`)
    else if (!links.has(new URL(url).pathname)) problems.push(`${label}: the page has no link to ${url}`)
  }
  return problems
}

/** Problems of a trail (BreadcrumbList) of a page: the addresses `expected`, each a named step
 *  and a page of the build. */
function trailProblems(graph: readonly Thing[], built: BuiltContent, expected: readonly string[]): string[] {
  const trails = graph.filter((candidate) => candidate['@type'] === 'BreadcrumbList')
  if (trails.length !== 1) return [`expected one BreadcrumbList, found ${trails.length}`]
  const problems: string[] = []
  const crumbs = (trails[0]!.itemListElement ?? []) as Thing[]
  if (JSON.stringify(crumbs.map((crumb) => crumb.item)) !== JSON.stringify(expected))
    problems.push(
      `BreadcrumbList is ${JSON.stringify(crumbs.map((crumb) => crumb.item))}, expected ${JSON.stringify(expected)}`,
    )
  for (const [position, crumb] of crumbs.entries()) {
    if (crumb['@type'] !== 'ListItem' || crumb.position !== position + 1 || !nonEmpty(crumb.name))
      problems.push(`BreadcrumbList item ${position + 1} is not a named ListItem at position ${position + 1}`)
    if (typeof crumb.item === 'string' && !buildFileOf(built, crumb.item))
      problems.push(`BreadcrumbList item ${position + 1} ${crumb.item} is not a page of the build`)
  }
  return problems
}

/**
 * Problems of a category page's JSON-LD: the page is a CollectionPage whose mainEntity is the
 * list of the category's products it shows (in the content's order, numbered across the pages of
 * the category's list, each linked from the page), named after the category; and the trail
 * Home › Products › the category.
 */
export function categoryPageProblems(
  graph: readonly Thing[],
  pageHtml: string,
  built: BuiltContent,
  slug: string,
  pageNumber = 1,
): string[] {
  const { site, categories, products } = built.content
  const listing = categoryListing(categories, products, slug)
  if (!listing) return [`no category ${slug} with products in the content`]
  const pages = graph.filter((thing) => thing['@type'] === 'CollectionPage')
  if (pages.length !== 1) return [`expected one CollectionPage, found ${pages.length}`]
  const list = pages[0]!.mainEntity as Thing | undefined
  if (list?.['@type'] !== 'ItemList') return ['the CollectionPage has no ItemList as its mainEntity']
  const problems = itemListProblems(list, pageHtml, built, listing.products, pageNumber)
  if (list.name !== listing.category.name)
    problems.push(`ItemList name is ${JSON.stringify(list.name)}, expected ${JSON.stringify(listing.category.name)}`)
  const expected = ['/', '/products/', categoryPath(slug, pageNumber)].map((step) =>
    absolute(site.url, localPath(built, step)),
  )
  return [...problems, ...trailProblems(graph, built, expected)]
}

/**
 * Problems of a product page's JSON-LD: the Product, made by the page's business, with its
 * picture and its category's name in the page's language (none where the category is not in
 * it), and the trail Home › Products › the product, each a page of the build.
 */
export function productPageProblems(graph: readonly Thing[], built: BuiltContent, slug: string): string[] {
  const { site, products, categories } = built.content
  const index = products.findIndex((product) => product.slug === slug)
  const product = products[index]
  if (!product) return [`no product ${slug} in the content`]
  const problems: string[] = []
  const url = absolute(site.url, localPath(built, productPath(slug)))
  const things = graph.filter((thing) => thing['@type'] === 'Product')
  if (things.length !== 1) return [`expected one Product, found ${things.length}`]
  const thing = things[0]!
  if (thing.name !== product.name)
    problems.push(`Product name is ${JSON.stringify(thing.name)}, expected ${JSON.stringify(product.name)}`)
  if (thing.url !== url) problems.push(`Product url is ${JSON.stringify(thing.url)}, expected ${url}`)
  if (!nonEmpty(thing.description)) problems.push('Product has no description')
  const category = categories.find((each) => each.slug === product.category)?.name ?? null
  if ((thing.category ?? null) !== category)
    problems.push(`Product category is ${JSON.stringify(thing.category)}, expected ${JSON.stringify(category)}`)
  if (!isAbsoluteHttp(thing.image))
    problems.push(`Product image is not an absolute URL: ${JSON.stringify(thing.image)}`)
  else if ((thing.image as string).startsWith(absolute(site.url, '/')) && !buildFileOf(built, thing.image as string))
    problems.push(`Product image ${thing.image as string} is not a file of the build`)
  const business = graph.find((candidate) => candidate['@type'] === 'LocalBusiness')
  if ((thing.manufacturer as Thing | undefined)?.['@id'] !== business?.['@id'])
    problems.push('Product manufacturer is not the business of the page')
  if ((thing.brand as Thing | undefined)?.name !== site.shortName) problems.push('Product brand is not the business')

  const listPage = cataloguePagePath(Math.floor(index / PRODUCTS_PER_PAGE) + 1)
  const expected = [absolute(site.url, localPath(built, '/')), absolute(site.url, localPath(built, listPage)), url]
  return [...problems, ...trailProblems(graph, built, expected)]
}

export const metaContent = (html: string, key: string) =>
  elements(parseHtml(html))
    .filter(
      (element) => element.tagName === 'meta' && (attr(element, 'property') === key || attr(element, 'name') === key),
    )
    .map((element) => attr(element, 'content'))

export const linkHrefs = (html: string, rel: string) =>
  elements(parseHtml(html))
    .filter((element) => element.tagName === 'link' && (attr(element, 'rel') ?? '').split(/\s+/).includes(rel))
    .map((element) => attr(element, 'href'))

/** Problems of a page's canonical address and link preview (og:url, og:image and its size). */
export function linkPreviewProblems(html: string, pagePath: string | null, built: BuiltContent): string[] {
  const problems: string[] = []
  const same = (what: string, actual: unknown[], expected: unknown[]) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
  // The not-found page is no address of its own.
  const expected = pagePath === null ? [] : [built.content.site.url.replace(/\/$/, '') + pagePath]
  same('canonical', linkHrefs(html, 'canonical'), expected)
  same('og:url', metaContent(html, 'og:url'), expected)
  const images = metaContent(html, 'og:image')
  if (images.length !== 1) return [...problems, `expected one og:image, found ${images.length}`]
  const image = images[0]!
  if (!/^https:\/\//.test(image)) return [...problems, `og:image ${image} is not an https address`]
  // A product's own picture may live on an allowed image host; its size is the editor's to give.
  if ((IMAGE_HOSTS as readonly string[]).includes(new URL(image).hostname)) return problems
  const imageFile = buildFileOf(built, image)
  if (!imageFile) return [...problems, `og:image ${image} is not a file of the build`]
  const size = imageSize(fs.readFileSync(path.join(built.siteDir, imageFile)))
  same(
    'og:image:width and og:image:height',
    [...metaContent(html, 'og:image:width'), ...metaContent(html, 'og:image:height')],
    [String(size.width), String(size.height)],
  )
  return problems
}

/** Problems of the page itself in a page's JSON-LD (a WebPage, or a `type` of it such as
 *  CollectionPage): its address, and the language it is in. */
function webPageProblems(graph: readonly Thing[], html: string, type = 'WebPage'): string[] {
  const pages = graph.filter((thing) => thing['@type'] === type)
  if (pages.length !== 1) return [`expected one ${type}, found ${pages.length}`]
  const page = pages[0]!
  const problems: string[] = []
  const canonical = linkHrefs(html, 'canonical')[0]
  if (page.url !== canonical) problems.push(`${type} url is ${JSON.stringify(page.url)}, the canonical ${canonical}`)
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1]
  if (page.inLanguage !== lang)
    problems.push(`${type} inLanguage is ${JSON.stringify(page.inLanguage)}, the page's lang ${lang}`)
  if (!nonEmpty(page.name)) problems.push(`${type} has no name`)
  return problems
}

/** A build in each of its languages: the client folder and the content of each language. */
export interface BuiltSite {
  siteDir: string
  languages: readonly LanguageSite[]
}

/** Every page's JSON-LD, canonical address and link preview, in every language, against the
 *  content of the build. */
export function checkStructuredData({ siteDir, languages }: BuiltSite): string[] {
  return languages.flatMap(({ language, content, pages }) =>
    checkLanguageStructuredData({ siteDir, content, language }, pages),
  )
}

function checkLanguageStructuredData(built: BuiltContent, pages: LanguageSite['pages']): string[] {
  return expectedPages([pages]).flatMap(({ file, path: pagePath }) => {
    const html = fs.readFileSync(path.join(built.siteDir, file), 'utf8')
    let graph: Thing[]
    try {
      graph = jsonLdOf(html)
    } catch (error) {
      return [`${file}: JSON-LD does not parse: ${(error as Error).message}`]
    }
    const problems = [...businessProblems(graph, built), ...linkPreviewProblems(html, pagePath, built)]
    const types = graph.map((thing) => thing['@type'])
    const listPage = cataloguePageOfFile(file, built.language)
    const product = productOfFile(file, built.content, built.language)
    const category = categoryOfFile(file, built.content, built.language)
    const pageType = category ? 'CollectionPage' : 'WebPage'
    if (pagePath !== null) problems.push(...webPageProblems(graph, html, pageType))
    const page = pagePath === null ? [] : [pageType]
    const expectTypes = (expected: string[]) => {
      if (JSON.stringify(types) !== JSON.stringify(expected))
        problems.push(`JSON-LD holds ${JSON.stringify(types)}, expected ${JSON.stringify(expected)}`)
    }
    if (listPage !== undefined) {
      problems.push(...productListProblems(graph, html, built, listPage))
      expectTypes(['LocalBusiness', ...page, 'ItemList'])
    } else if (product) {
      problems.push(...productPageProblems(graph, built, product.slug))
      expectTypes(['LocalBusiness', ...page, 'Product', 'BreadcrumbList'])
    } else if (category) {
      problems.push(...categoryPageProblems(graph, html, built, category.category.slug, category.page))
      expectTypes(['LocalBusiness', ...page, 'BreadcrumbList'])
    } else expectTypes(['LocalBusiness', ...page])
    return problems.map((problem) => `${file}: ${problem}`)
  })
}
