/**
 * The route table: one entry per page, in one place. React Router renders it
 * (renderer/App.tsx), Vike pre-renders every path in it (site/+onBeforePrerenderStart.ts),
 * the build checks and the sitemap come from it, and the `*` route is the not-found page,
 * pre-rendered as 404.html. Each page's code is its own chunk (page-loaders.ts).
 *
 * Every address ends in a slash (/products/): each page is written as products/index.html, which
 * Netlify, Cloudflare Pages and GitHub Pages all serve at /products/ directly, and answer /products
 * with a redirect to it. Links, the canonical address, structured data and the sitemap all use
 * these paths, so no visitor or search engine ever follows a redirect to reach a page.
 *
 * The catalogue adds a page per product (/products/garri/) and further pages of the list
 * (/products/page/2/) when there are more products than fit on one: their paths come from the
 * content (staticPaths), the patterns from here.
 *
 * This module stays free of page imports: Vike reads it at build-configuration time.
 */
import { matchRoutes, type Params } from 'react-router-dom'
import type { SiteContent } from '../generator/content/schemas/collections/index.ts'
import type { SitePage } from '../generator/site-files.ts'
import { cataloguePageAt, cataloguePaths, indexOfProduct, productsOnPage } from '../components/catalogue.ts'

export const NOT_FOUND_PATH = '*'

export const pageRoutes = [
  { path: '/', page: 'home' },
  { path: '/products/', page: 'products' },
  { path: '/products/page/:number/', page: 'products' },
  { path: '/products/:slug/', page: 'product' },
  { path: '/about/', page: 'about' },
  { path: '/services/', page: 'services' },
  { path: '/contact/', page: 'contact' },
  { path: '/enquiry/', page: 'enquiry' },
  { path: NOT_FOUND_PATH, page: 'not-found' },
] as const

export type PageRoute = (typeof pageRoutes)[number]
export type PageId = PageRoute['page']

export const notFoundRoute = pageRoutes.find((route) => route.path === NOT_FOUND_PATH)!
const caseSensitiveRoutes = pageRoutes.map((route) => ({ ...route, caseSensitive: true }))

/**
 * The route that renders at `pathname`, with the values of its `:slug` or `:number`: the
 * not-found route for unknown paths. Matching is case-sensitive, as the hosts' file names are:
 * /PRODUCTS/ is answered with the not-found page and status 404, so the browser must render that
 * page too. Whether a product or a page number exists is for the content to say (staticPaths).
 */
export function matchRoute(pathname: string): { route: PageRoute; params: Params } {
  const match = matchRoutes(caseSensitiveRoutes, pathname)?.at(-1)
  const route = pageRoutes.find((candidate) => candidate.path === match?.route.path) ?? notFoundRoute
  return { route, params: match?.params ?? {} }
}

/** The route that renders at `pathname` (see matchRoute). */
export const matchPage = (pathname: string): PageRoute => matchRoute(pathname).route

/** The address of a page without parameters: pathOf('products') is '/products/'. */
export function pathOf(page: Exclude<PageId, 'not-found' | 'product'>): string {
  return pageRoutes.find((route) => route.page === page)!.path
}

/** Every page's path: the fixed ones, then the catalogue's pages and one per product. */
export function staticPaths(content: { products: readonly Pick<SiteContent['products'][number], 'slug'>[] }): string[] {
  const fixed = pageRoutes.filter((route) => route.path !== NOT_FOUND_PATH && !route.path.includes(':'))
  return [...fixed.map((route) => route.path), ...cataloguePaths(content.products.map((product) => product.slug))]
}

/** The pages of one language of the site: what its addresses start with ('' for the default
 *  language, '/fr'), and the products it has (only those translated into it). */
export interface LanguagePages {
  code: string
  prefix: string
  products: readonly { slug: string }[]
}

/** Every page's address in one language, with its prefix: '/fr/', '/fr/products/garri/'… */
export const languagePaths = (pages: LanguagePages): string[] =>
  staticPaths(pages).map((path) => `${pages.prefix}${path}`)

/**
 * The page at `path` (within its language, `from`) in every language that has it as a
 * translation of it, `from` included, with each one's address: the fixed pages in every language,
 * a product's page where the product is translated, a page of the catalogue's list where that
 * page lists the same products. For `hreflang` links and the sitemap.
 */
export function translationsOf(
  path: string,
  from: LanguagePages,
  languages: readonly LanguagePages[],
): { code: string; path: string }[] {
  const { route, params } = matchRoute(path)
  if (route.path === NOT_FOUND_PATH) return []
  const listed = (pages: LanguagePages) =>
    productsOnPage(pages.products, cataloguePageAt(params.number, pages.products.length))
      .map((product) => product.slug)
      .join('\n')
  const has = (pages: LanguagePages): boolean => {
    if (pages === from) return true
    if (route.page === 'product') return indexOfProduct(pages.products, params.slug) !== -1
    if (route.page === 'products' && params.number !== undefined)
      return (
        cataloguePageAt(params.number, pages.products.length) === Number(params.number) &&
        listed(pages) === listed(from)
      )
    return true
  }
  return languages.filter(has).map((pages) => ({ code: pages.code, path: `${pages.prefix}${path}` }))
}

/** Every page of the site in every language, with its translations: for the sitemap and the
 *  build's check that every page was written. */
export function sitePages(languages: readonly LanguagePages[]): SitePage[] {
  return languages.flatMap((from) =>
    staticPaths(from).map((path) => ({
      path: `${from.prefix}${path}`,
      translations: translationsOf(path, from, languages),
    })),
  )
}
