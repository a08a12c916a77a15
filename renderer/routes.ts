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
 * The catalogue adds a page per product (/products/garri/), a page per category that has
 * products (/products/category/cassava-products/), and further pages of a list
 * (/products/page/2/, /products/category/cassava-products/page/2/) when there are more products
 * than fit on one: their paths come from the content (staticPaths), the patterns from here.
 *
 * This module stays free of page imports: Vike reads it at build-configuration time.
 */
import { matchRoutes, type Params } from 'react-router-dom'
import type { SiteContent } from '../generator/content/schemas/collections/index.ts'
import type { SitePage } from '../generator/site-files.ts'
import {
  cataloguePageAt,
  cataloguePaths,
  categoryListing,
  categoryListings,
  categoryPaths,
  indexOfProduct,
  productsOnPage,
} from '../components/catalogue.ts'

export const NOT_FOUND_PATH = '*'

export const pageRoutes = [
  { path: '/', page: 'home' },
  { path: '/products/', page: 'products' },
  { path: '/products/page/:number/', page: 'products' },
  { path: '/products/category/:slug/', page: 'category' },
  { path: '/products/category/:slug/page/:number/', page: 'category' },
  { path: '/products/:slug/', page: 'product' },
  { path: '/about/', page: 'about' },
  { path: '/services/', page: 'services' },
  { path: '/contact/', page: 'contact' },
  { path: '/search/', page: 'search' },
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

let matched: Map<string, ReturnType<typeof matchRoute>> | undefined

/**
 * matchRoute, remembered by path, for the server: pre-rendering asks about each page's path
 * several times (its route, its page, its translations), and React Router ranks the whole table
 * on every call. The answer depends only on the path, the table being fixed.
 */
export function matchRouteOnce(pathname: string): ReturnType<typeof matchRoute> {
  matched ??= new Map()
  let match = matched.get(pathname)
  if (!match) {
    // A development server asked for endless made-up addresses forgets them all now and then.
    if (matched.size >= 100_000) matched.clear()
    match = matchRoute(pathname)
    matched.set(pathname, match)
  }
  return match
}

/** The route that renders at `pathname` (see matchRoute). */
export const matchPage = (pathname: string): PageRoute => matchRoute(pathname).route

/** The address of a page without parameters: pathOf('products') is '/products/'. */
export function pathOf(page: Exclude<PageId, 'not-found' | 'product' | 'category'>): string {
  return pageRoutes.find((route) => route.page === page)!.path
}

/** What the catalogue's addresses are made from: the products (in the order shown, each with its
 *  category's file name) and the categories, of one language. */
export interface CataloguePages {
  products: readonly Pick<SiteContent['products'][number], 'slug' | 'category'>[]
  categories: readonly Pick<SiteContent['categories'][number], 'slug'>[]
}

/** Every page's path: the fixed ones, then the catalogue's pages and one per product, then the
 *  pages of each category that has products. */
export function staticPaths(content: CataloguePages): string[] {
  const fixed = pageRoutes.filter((route) => route.path !== NOT_FOUND_PATH && !route.path.includes(':'))
  return [
    ...fixed.map((route) => route.path),
    ...cataloguePaths(content.products.map((product) => product.slug)),
    ...categoryPaths(categoryListings(content.categories, content.products)),
  ]
}

/** The pages of one language of the site: what its addresses start with ('' for the default
 *  language, '/fr'), and the products and categories it has (only those translated into it). */
export interface LanguagePages extends CataloguePages {
  code: string
  prefix: string
}

/** Every page's address in one language, with its prefix: '/fr/', '/fr/products/garri/'… */
export const languagePaths = (pages: LanguagePages): string[] =>
  staticPaths(pages).map((path) => `${pages.prefix}${path}`)

/** Every page's address in every language: what a link of the content may lead to
 *  (LoadOptions.pageAddresses, generator/content/load/page-links.ts). */
export const pageAddresses = (languages: readonly LanguagePages[]): string[] => languages.flatMap(languagePaths)

/**
 * The page at `path` (within its language, `from`) in every language that has it as a
 * translation of it, `from` included, with each one's address: the fixed pages in every language,
 * a product's page where the product is translated, a category's first page where the category
 * is translated (and has products), a further page of the catalogue's list or of a category's
 * where that page lists the same products. For `hreflang` links and the sitemap.
 */
export function translationsOf(
  path: string,
  from: LanguagePages,
  languages: readonly LanguagePages[],
): { code: string; path: string }[] {
  const { route, params } = matchRouteOnce(path)
  if (route.path === NOT_FOUND_PATH) return []
  const listed = (pages: LanguagePages) =>
    productsOnPage(pages.products, cataloguePageAt(params.number, pages.products.length))
      .map((product) => product.slug)
      .join('\n')
  /** The products a page of the category's list shows in a language, if it has that page. */
  const inCategory = (pages: LanguagePages): string | undefined => {
    const listing = categoryListing(pages.categories, pages.products, params.slug)
    if (!listing) return undefined
    const page = cataloguePageAt(params.number, listing.products.length)
    if (params.number !== undefined && page !== Number(params.number)) return undefined
    return productsOnPage(listing.products, page)
      .map((product) => product.slug)
      .join('\n')
  }
  const has = (pages: LanguagePages): boolean => {
    if (pages === from) return true
    if (route.page === 'product') return indexOfProduct(pages.products, params.slug) !== -1
    if (route.page === 'category')
      return params.number === undefined
        ? inCategory(pages) !== undefined
        : inCategory(pages) !== undefined && inCategory(pages) === inCategory(from)
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
