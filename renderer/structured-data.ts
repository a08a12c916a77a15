/**
 * schema.org structured data (JSON-LD) from content: the business on every page, and the
 * product list on /products. Search engines read it for rich results and the knowledge panel.
 */
import type { Product, Site } from '../generator/content/collections'
import { absoluteUrl } from '../generator/site-files'
import { pathOf } from './routes'

type Thing = Record<string, unknown>

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

export function productList(site: Site, products: readonly Product[]): Thing {
  return {
    '@type': 'ItemList',
    name: 'Products',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description.text,
        image: assetUrl(site, product.image.src),
        url: absoluteUrl(site.url, `${pathOf('products')}#${product.slug}`),
        brand: { '@type': 'Brand', name: site.shortName },
        manufacturer: { '@id': `${absoluteUrl(site.url, '/')}#business` },
      },
    })),
  }
}

/** The JSON-LD document, safe to place inside a <script> element. */
export function jsonLd(things: readonly Thing[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': things }).replace(/</g, '\\u003c')
}
