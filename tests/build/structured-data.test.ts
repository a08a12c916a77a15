/**
 * What search engines and link previews read from the built site: the JSON-LD on every page
 * (the business everywhere, the product list on /products only), canonical addresses, the
 * link-preview picture, sitemap.xml, robots.txt and the web manifest.
 */
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { describe, expect, inject, it } from 'vitest'
import { expectedPages } from '../../scripts/lib/site-files.ts'
import { attr, elements, idsOf, parseHtml, resolveFile, textOf } from '../support/html.ts'
import { absolute, siteFacts, sitemapUrls } from '../support/site.ts'

const site = inject('builtSite')
const facts = siteFacts()
const siteRoot = absolute(facts.url, '/')
const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8')
const pages = expectedPages()
const PRODUCTS_FILE = 'products/index.html'

type Thing = Record<string, unknown>

/** The JSON-LD of a page: every <script type="application/ld+json">, parsed, @graph flattened. */
function jsonLdOf(html: string): Thing[] {
  const scripts = elements(parseHtml(html)).filter((element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json')
  return scripts.flatMap((script) => {
    const data = JSON.parse(textOf(script)) as Thing | Thing[]
    const documents = Array.isArray(data) ? data : [data]
    return documents.flatMap((document) => {
      if (document['@context'] !== 'https://schema.org') throw new Error(`JSON-LD without @context https://schema.org: ${JSON.stringify(document).slice(0, 80)}`)
      return Array.isArray(document['@graph']) ? (document['@graph'] as Thing[]) : [document]
    })
  })
}

const isAbsoluteHttp = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value)
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0

/** A file of the build an absolute address of the site points at, if any. */
const buildFileOf = (url: string) => (url.startsWith(siteRoot) ? resolveFile(site, new URL(url).pathname.slice(new URL(siteRoot).pathname.length)) : undefined)

/** Problems of the LocalBusiness of a page's JSON-LD. */
function businessProblems(graph: readonly Thing[]): string[] {
  const businesses = graph.filter((thing) => thing['@type'] === 'LocalBusiness')
  if (businesses.length !== 1) return [`expected one LocalBusiness, found ${businesses.length}`]
  const business = businesses[0]!
  const problems: string[] = []
  const expectValue = (key: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${key} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
  expectValue('name', business.name, facts.name)
  expectValue('url', business.url, siteRoot)
  if (!isAbsoluteHttp(business.logo)) problems.push(`logo is not an absolute URL: ${JSON.stringify(business.logo)}`)
  else if (!buildFileOf(business.logo as string)) problems.push(`logo ${business.logo as string} is not a file of the build`)
  if (!nonEmpty(business.telephone) || !/^\+\d[\d ]+$/.test(business.telephone as string)) problems.push(`telephone is not an international number: ${JSON.stringify(business.telephone)}`)
  if (!nonEmpty(business.email) || !/^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(business.email as string)) problems.push(`email is not an address: ${JSON.stringify(business.email)}`)
  const address = (business.address ?? {}) as Thing
  expectValue('address.@type', address['@type'], 'PostalAddress')
  expectValue('address.addressLocality', address.addressLocality, 'Aba')
  expectValue('address.addressRegion', address.addressRegion, 'Abia State')
  expectValue('address.addressCountry', address.addressCountry, 'NG')
  if (!nonEmpty(address.streetAddress)) problems.push('address.streetAddress is missing')
  const contactPoints = business.contactPoint
  if (!Array.isArray(contactPoints) || contactPoints.length === 0) problems.push('contactPoint has no entries')
  else {
    for (const [index, point] of (contactPoints as Thing[]).entries()) {
      if (point['@type'] !== 'ContactPoint') problems.push(`contactPoint[${index}] is not a ContactPoint`)
      if (!nonEmpty(point.contactType)) problems.push(`contactPoint[${index}] has no contactType`)
      if (!nonEmpty(point.telephone) && !nonEmpty(point.email)) problems.push(`contactPoint[${index}] has neither telephone nor email`)
    }
    if (!(contactPoints as Thing[]).some((point) => point.telephone === business.telephone)) problems.push('no contactPoint holds the main telephone')
    if (!(contactPoints as Thing[]).some((point) => point.email === business.email)) problems.push('no contactPoint holds the main email')
  }
  const profiles = (['instagram', 'facebook', 'youtube', 'tiktok'] as const).map((name) => facts.social[name])
  expectValue('sameAs', Array.isArray(business.sameAs) ? [...(business.sameAs as string[])].sort() : business.sameAs, [...profiles].sort())
  return problems
}

/** Problems of the product list of /products, checked against the page's own anchors and names. */
function productListProblems(graph: readonly Thing[], pageHtml: string): string[] {
  const lists = graph.filter((thing) => thing['@type'] === 'ItemList')
  if (lists.length !== 1) return [`expected one ItemList, found ${lists.length}`]
  const list = lists[0]!
  const items = (Array.isArray(list.itemListElement) ? list.itemListElement : []) as Thing[]
  const problems: string[] = []
  if (items.length !== 6) problems.push(`expected 6 products, found ${items.length}`)
  if (list.numberOfItems !== items.length) problems.push(`numberOfItems is ${JSON.stringify(list.numberOfItems)}, the list has ${items.length}`)
  const document = parseHtml(pageHtml)
  const ids = idsOf(pageHtml)
  const productUrl = absolute(facts.url, '/products')
  for (const [index, entry] of items.entries()) {
    const label = `product ${index + 1}`
    if (entry['@type'] !== 'ListItem' || entry.position !== index + 1) problems.push(`${label} is not ListItem at position ${index + 1}`)
    const product = (entry.item ?? {}) as Thing
    if (product['@type'] !== 'Product') problems.push(`${label} is not a Product`)
    if (!nonEmpty(product.name)) problems.push(`${label} has no name`)
    if (!nonEmpty(product.description)) problems.push(`${label} has no description`)
    if (!isAbsoluteHttp(product.image)) problems.push(`${label} image is not an absolute URL: ${JSON.stringify(product.image)}`)
    else if ((product.image as string).startsWith(siteRoot) && !buildFileOf(product.image as string)) problems.push(`${label} image ${product.image as string} is not a file of the build`)
    const url = typeof product.url === 'string' ? product.url : ''
    const [address, anchor] = url.split('#')
    if (address !== productUrl || !anchor) problems.push(`${label} url ${JSON.stringify(product.url)} is not ${productUrl}#<anchor>`)
    else if (!ids.has(anchor)) problems.push(`${label} url points at #${anchor}, which is not on the page`)
    else {
      // The anchor is the card of this very product.
      const card = elements(document).find((element) => attr(element, 'id') === anchor)!
      if (!textOf(card).includes(product.name as string)) problems.push(`${label}: #${anchor} is not the card of ${JSON.stringify(product.name)}`)
    }
  }
  return problems
}

const metaContent = (html: string, key: string) =>
  elements(parseHtml(html))
    .filter((element) => element.tagName === 'meta' && (attr(element, 'property') === key || attr(element, 'name') === key))
    .map((element) => attr(element, 'content'))

const linkHrefs = (html: string, rel: string) =>
  elements(parseHtml(html))
    .filter((element) => element.tagName === 'link' && (attr(element, 'rel') ?? '').split(/\s+/).includes(rel))
    .map((element) => attr(element, 'href'))

describe('JSON-LD', () => {
  it.each(pages.map((page) => [page.file]))('%s describes the business', (file) => {
    expect(businessProblems(jsonLdOf(read(file)))).toEqual([])
  })

  it('/products lists the six products, each linked to its card on the page', () => {
    const html = read(PRODUCTS_FILE)
    expect(productListProblems(jsonLdOf(html), html)).toEqual([])
  })

  it.each(pages.filter((page) => page.file !== PRODUCTS_FILE).map((page) => [page.file]))('%s has no product list', (file) => {
    const types = jsonLdOf(read(file)).map((thing) => thing['@type'])
    expect(types).toEqual(['LocalBusiness'])
  })

  describe('the checks themselves', () => {
    const products = () => jsonLdOf(read(PRODUCTS_FILE))
    const withBusiness = (change: (business: Thing) => void) =>
      products().map((thing) => {
        if (thing['@type'] !== 'LocalBusiness') return thing
        const copy = structuredClone(thing)
        change(copy)
        return copy
      })

    it('reject JSON-LD that does not parse', () => {
      expect(() => jsonLdOf('<script type="application/ld+json">{"@context": "https://schema.org", </script>')).toThrow(SyntaxError)
    })

    it('report a wrong or missing business field', () => {
      expect(businessProblems([])).toEqual(['expected one LocalBusiness, found 0'])
      expect(businessProblems(withBusiness((business) => ((business.address as Thing).addressCountry = 'Nigeria')))).toEqual(['address.addressCountry is "Nigeria", expected "NG"'])
      expect(businessProblems(withBusiness((business) => (business.sameAs = (business.sameAs as string[]).slice(1))))).toHaveLength(1)
      expect(businessProblems(withBusiness((business) => (business.logo = `${siteRoot}assets/static/missing.svg`)))).toEqual([`logo ${siteRoot}assets/static/missing.svg is not a file of the build`])
      expect(businessProblems(withBusiness((business) => (business.contactPoint = [])))).toEqual(['contactPoint has no entries'])
    })

    it('report a product list that does not match the page', () => {
      const html = read(PRODUCTS_FILE)
      const broken = products().map((thing) => {
        if (thing['@type'] !== 'ItemList') return thing
        const copy = structuredClone(thing)
        const items = copy.itemListElement as Thing[]
        ;(items[0]!.item as Thing).url = `${absolute(facts.url, '/products')}#no-such-product`
        ;(items[1]!.item as Thing).image = '/assets/static/relative.svg'
        items.pop()
        return copy
      })
      expect(productListProblems(broken, html)).toEqual([
        'expected 6 products, found 5',
        'numberOfItems is 6, the list has 5',
        'product 1 url points at #no-such-product, which is not on the page',
        'product 2 image is not an absolute URL: "/assets/static/relative.svg"',
      ])
    })
  })
})

describe('canonical address and link previews', () => {
  it.each(pages.map((page) => [page.file, page.path]))('%s', (file, pagePath) => {
    const html = read(file)
    const canonical = linkHrefs(html, 'canonical')
    if (pagePath === null) {
      // The not-found page is no address of its own.
      expect(canonical).toEqual([])
      expect(metaContent(html, 'og:url')).toEqual([])
    } else {
      const expected = facts.url.replace(/\/$/, '') + pagePath
      expect(canonical).toEqual([expected])
      expect(metaContent(html, 'og:url')).toEqual([expected])
    }
    const images = metaContent(html, 'og:image')
    expect(images).toHaveLength(1)
    const image = images[0]!
    expect(image).toMatch(/^https:\/\//)
    const imageFile = buildFileOf(image)
    expect(imageFile, `${image} is not a file of the build`).toBeTruthy()
    const size = imageSize(fs.readFileSync(path.join(site, imageFile!)))
    expect([String(size.width), String(size.height)]).toEqual([...metaContent(html, 'og:image:width'), ...metaContent(html, 'og:image:height')])
  })
})

describe('site files', () => {
  it('sitemap.xml lists exactly the five page addresses', () => {
    const urls = sitemapUrls(read('sitemap.xml'))
    const expected = ['/', '/products', '/about', '/services', '/contact'].map((pagePath) => facts.url.replace(/\/$/, '') + pagePath)
    expect([...urls].sort()).toEqual([...expected].sort())
    expect(pages.flatMap((page) => page.path ?? []).map((pagePath) => facts.url.replace(/\/$/, '') + pagePath).sort()).toEqual([...expected].sort())
  })

  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = read('robots.txt')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${absolute(facts.url, 'sitemap.xml').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'))
  })

  it('the web manifest is valid JSON with 192 and 512 px PNG icons that exist', () => {
    const manifest = JSON.parse(read('site.webmanifest')) as { name?: string; short_name?: string; start_url?: string; icons?: { src: string; sizes: string; type: string; purpose?: string }[] }
    expect(manifest.name).toBe(facts.name)
    expect(manifest.short_name).toBeTruthy()
    expect(manifest.start_url).toBe('/')
    const icons = manifest.icons ?? []
    for (const size of [192, 512]) {
      const icon = icons.find((candidate) => candidate.sizes === `${size}x${size}` && (candidate.purpose ?? 'any').split(/\s+/).includes('any'))
      expect(icon, `no ${size}x${size} icon for any purpose`).toBeDefined()
      expect(icon!.type).toBe('image/png')
    }
    for (const icon of icons) {
      const file = resolveFile(site, icon.src.replace(/^\//, ''))
      expect(file, `${icon.src} is not in the build`).toBeTruthy()
      const actual = imageSize(fs.readFileSync(path.join(site, file!)))
      expect(`${actual.width}x${actual.height}`, icon.src).toBe(icon.sizes)
      expect(actual.type).toBe('png')
    }
  })
})
