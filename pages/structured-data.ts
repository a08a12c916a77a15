/**
 * schema.org structured data (JSON-LD) from content: the business on every page
 * (renderer/head.ts), and what a page says about itself, which its module exports as
 * `structuredData` (the list of products on each page of the catalogue, each product with its
 * trail on its own page, the trail of each category's page) or as `collection` (a category's
 * page is a CollectionPage of its products). Search engines read it for rich results and the
 * knowledge panel.
 */
import type { Product, Site } from '../generator/content/schemas/collections/index.ts'
import { absoluteUrl } from '../generator/site-files.ts'
import { productPath, type TrailStep } from '../components/catalogue.ts'
import { language, local } from '../components/language.ts'

/** One schema.org thing. */
export type Thing = Record<string, unknown>

/** Absolute address of a built asset (its src already holds the base path). */
const assetUrl = (site: Site, src: string) => new URL(src, site.url).href

export function business(site: Site): Thing {
  const { address } = site
  const phones = site.phones.map((phone) => phone.number)
  return {
    '@type': 'LocalBusiness',
    '@id': `${absoluteUrl(site.url, '/')}#business`,
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    description: site.about.text,
    url: absoluteUrl(site.url, '/'),
    logo: assetUrl(site, site.logo.src),
    image: assetUrl(site, site.logo.src),
    telephone: phones[0],
    email: site.emails[0]?.address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      addressCountry: address.countryCode,
    },
    contactPoint: [
      ...site.phones.map((phone) => ({ '@type': 'ContactPoint', contactType: phone.label, telephone: phone.number })),
      ...site.emails.map((email) => ({ '@type': 'ContactPoint', contactType: email.label, email: email.address })),
    ],
    sameAs: Object.values(site.social),
  }
}

/** The page itself: its address, name and description, in the language it is written in. A page
 *  that is a list of things (`mainEntity`, a category's products) is a CollectionPage of it. */
export function webPage(
  site: Site,
  page: { url: string; title: string; description: string; mainEntity?: Thing },
): Thing {
  return {
    '@type': page.mainEntity ? 'CollectionPage' : 'WebPage',
    '@id': `${page.url}#page`,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: language.code,
    isPartOf: {
      '@type': 'WebSite',
      '@id': `${absoluteUrl(site.url, '/')}#website`,
      name: site.name,
      url: absoluteUrl(site.url, '/'),
    },
    publisher: { '@id': `${absoluteUrl(site.url, '/')}#business` },
    ...(page.mainEntity ? { mainEntity: page.mainEntity } : {}),
  }
}

/** The products a page of the catalogue or of a category lists, each by its page's address (not
 *  embedded: the product pages describe themselves, and the list stays small at any size of
 *  catalogue), numbered across the pages of the list. */
export function productList(
  site: Site,
  products: readonly Pick<Product, 'slug' | 'name'>[],
  { name, firstPosition = 1, total = products.length }: { name: string; firstPosition?: number; total?: number },
): Thing {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: absoluteUrl(site.url, local(productPath(product.slug))),
      name: product.name,
    })),
  }
}

/** One product, on its own page: what it is, its picture, who makes it, its category's name in
 *  the page's language (when the category is in it), and its details. */
export function product(
  site: Site,
  item: Product,
  details: readonly { label: string; value: string | string[] }[],
  category?: string,
): Thing {
  const url = absoluteUrl(site.url, local(productPath(item.slug)))
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: item.name,
    description: item.description.text,
    image: assetUrl(site, item.image.src),
    url,
    sku: item.slug,
    ...(category ? { category } : {}),
    brand: { '@type': 'Brand', name: site.shortName },
    manufacturer: { '@id': `${absoluteUrl(site.url, '/')}#business` },
    ...(details.length
      ? {
          additionalProperty: details.map((detail) => ({
            '@type': 'PropertyValue',
            name: detail.label,
            value: Array.isArray(detail.value) ? detail.value.join(', ') : detail.value,
          })),
        }
      : {}),
  }
}

/** The trail of pages above this one, for search results: Home › Products › Garri. */
export function breadcrumbList(site: Site, crumbs: readonly TrailStep[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.url, local(crumb.path)),
    })),
  }
}

/** The JSON-LD document, safe to place inside a <script> element. */
export function jsonLd(things: readonly Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': things }).replace(/</g, '\\u003c')
}
