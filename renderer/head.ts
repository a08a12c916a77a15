import type { Params } from 'react-router-dom'
import productsPage from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import site from 'virtual:content/site'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import {
  cataloguePageAt,
  indexOfProduct,
  productsOnPage,
  productTrail,
  PRODUCTS_PER_PAGE,
} from '../components/catalogue'
import { productDetails } from '../components/ProductDetails'
import { absoluteUrl, contentSecurityPolicy, SHARE_IMAGE_SIZE, SITE_FILES, THEME_COLOR } from '../generator/site-files'
import type { PageHead } from '../pages/page'
import type { PageId } from './routes'
import { documentTitle } from './RoutePage'
import { breadcrumbList, business, jsonLd, product, productList } from './structured-data'

type Things = Record<string, unknown>[]

const pageStructuredData: Partial<Record<PageId, (params: Params) => Things>> = {
  products: (params) => {
    const current = cataloguePageAt(params.number, products.length)
    return [
      productList(site, productsOnPage(products, current), {
        firstPosition: (current - 1) * PRODUCTS_PER_PAGE + 1,
        total: products.length,
      }),
    ]
  },
  product: (params) => {
    const index = indexOfProduct(products, params.slug)
    const item = products[index]
    if (!item) return []
    const trail = productTrail(index, item, { home: productsPage.browse.home, products: site.nav.products })
    return [product(site, item, productDetails(item, productsPage.details)), breadcrumbList(site, trail)]
  },
}

/** The link-preview picture: the page's own when preview apps can show it (not SVG), else the site's. */
function shareImage(head: PageHead) {
  const own = head.image && !/\.svg$/i.test(head.image.src) ? head.image : undefined
  return own
    ? { url: new URL(own.src, site.url).href, width: own.width, height: own.height, alt: own.alt }
    : { url: absoluteUrl(site.url, SITE_FILES.shareImage), ...SHARE_IMAGE_SIZE, alt: site.name }
}

/**
 * The <head> of every page: title and description from content; canonical address, link
 * previews and structured data from the site address in content/site.md; icons and manifest;
 * and no script: the built page loads its scripts after the first paint (generator/boot-loader.ts).
 */
export function documentHead({
  path,
  page,
  params,
  head,
}: {
  path: string | null
  page: PageId
  params: Params
  head: PageHead
}) {
  const base = import.meta.env.BASE_URL
  const title = documentTitle(head)
  const url = path === null ? null : absoluteUrl(site.url, path)
  const structuredData = jsonLd([business(site), ...(pageStructuredData[page]?.(params) ?? [])])
  const image = shareImage(head)
  // The policy and the referrer policy also travel in the page itself, for hosts that cannot send
  // headers (GitHub Pages).
  // Not in development, where Vite's dev tooling needs inline scripts.
  const policy = import.meta.env.PROD
    ? escapeInject`<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(site, { delivery: 'meta' })}">\n`
    : ''
  return escapeInject`<meta charset="utf-8">
${policy}<meta name="referrer" content="strict-origin-when-cross-origin">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${head.description}">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="${site.logo.src}"${site.logo.src.endsWith('.svg') ? dangerouslySkipEscape(' type="image/svg+xml"') : ''}>
<link rel="apple-touch-icon" href="${base + SITE_FILES.appleTouchIcon}">
<link rel="manifest" href="${base + SITE_FILES.manifest}">
${url ? escapeInject`<link rel="canonical" href="${url}">\n<meta property="og:url" content="${url}">` : ''}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${site.name}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${head.description}">
<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${String(image.width)}">
<meta property="og:image:height" content="${String(image.height)}">
<meta property="og:image:alt" content="${image.alt}">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">${dangerouslySkipEscape(structuredData)}</script>`
}
