/**
 * What search engines and link previews read from a built site, checked against the content it
 * was built from: the JSON-LD of every page (the business everywhere, the product list on
 * /products only), canonical addresses and the link-preview picture. Only what holds for any
 * valid content is checked here; each function returns its problems, an empty list when none.
 */
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import type { SiteContent } from '../../generator/content/collections.ts'
import { expectedPages } from '../../scripts/lib/expected-pages.ts'
import { attr, elements, idsOf, parseHtml, resolveFile, textOf } from './html.ts'
import { absolute } from './site.ts'

export type Thing = Record<string, unknown>

/** The products page, the only one with a product list. */
export const PRODUCTS_FILE = 'products/index.html'

/** A built site and the content it was built from. */
export interface BuiltContent {
  /** The client folder of the build (dist/client). */
  siteDir: string
  content: SiteContent
}

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
 * Problems of the product list of /products: one entry per product of the content, in its
 * order, each linked to its own card on the page.
 */
export function productListProblems(graph: readonly Thing[], pageHtml: string, built: BuiltContent): string[] {
  const { site, products } = built.content
  const siteRoot = absolute(site.url, '/')
  const lists = graph.filter((thing) => thing['@type'] === 'ItemList')
  if (lists.length !== 1) return [`expected one ItemList, found ${lists.length}`]
  const list = lists[0]!
  const items = (Array.isArray(list.itemListElement) ? list.itemListElement : []) as Thing[]
  const problems: string[] = []
  if (items.length !== products.length) problems.push(`expected ${products.length} products, found ${items.length}`)
  if (list.numberOfItems !== items.length)
    problems.push(`numberOfItems is ${JSON.stringify(list.numberOfItems)}, the list has ${items.length}`)
  const document = parseHtml(pageHtml)
  const ids = idsOf(pageHtml)
  const productUrl = absolute(site.url, '/products/')
  for (const [index, entry] of items.entries()) {
    const label = `product ${index + 1}`
    if (entry['@type'] !== 'ListItem' || entry.position !== index + 1)
      problems.push(`${label} is not ListItem at position ${index + 1}`)
    const product = (entry.item ?? {}) as Thing
    if (product['@type'] !== 'Product') problems.push(`${label} is not a Product`)
    if (!nonEmpty(product.name)) problems.push(`${label} has no name`)
    else if (products[index] && product.name !== products[index].name)
      problems.push(`${label} is ${JSON.stringify(product.name)}, expected ${JSON.stringify(products[index].name)}`)
    if (!nonEmpty(product.description)) problems.push(`${label} has no description`)
    if (!isAbsoluteHttp(product.image))
      problems.push(`${label} image is not an absolute URL: ${JSON.stringify(product.image)}`)
    else if ((product.image as string).startsWith(siteRoot) && !buildFileOf(built, product.image as string))
      problems.push(`${label} image ${product.image as string} is not a file of the build`)
    const url = typeof product.url === 'string' ? product.url : ''
    const [address, anchor] = url.split('#')
    if (address !== productUrl || !anchor)
      problems.push(`${label} url ${JSON.stringify(product.url)} is not ${productUrl}#<anchor>`)
    else if (!ids.has(anchor)) problems.push(`${label} url points at #${anchor}, which is not on the page`)
    else {
      // The anchor is the card of this very product.
      const card = elements(document).find((element) => attr(element, 'id') === anchor)!
      if (!textOf(card).includes(product.name as string))
        problems.push(`${label}: #${anchor} is not the card of ${JSON.stringify(product.name)}`)
    }
  }
  return problems
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

/** Every page's JSON-LD, canonical address and link preview, against the content of the build. */
export function checkStructuredData(built: BuiltContent): string[] {
  return expectedPages().flatMap(({ file, path: pagePath }) => {
    const html = fs.readFileSync(path.join(built.siteDir, file), 'utf8')
    let graph: Thing[]
    try {
      graph = jsonLdOf(html)
    } catch (error) {
      return [`${file}: JSON-LD does not parse: ${(error as Error).message}`]
    }
    const problems = [...businessProblems(graph, built), ...linkPreviewProblems(html, pagePath, built)]
    if (file === PRODUCTS_FILE) problems.push(...productListProblems(graph, html, built))
    else {
      const types = graph.map((thing) => thing['@type'])
      if (JSON.stringify(types) !== JSON.stringify(['LocalBusiness']))
        problems.push(`JSON-LD holds ${JSON.stringify(types)}, expected only the LocalBusiness`)
    }
    return problems.map((problem) => `${file}: ${problem}`)
  })
}
