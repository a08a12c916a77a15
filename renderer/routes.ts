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
import { cataloguePaths } from '../components/catalogue.ts'

export const NOT_FOUND_PATH = '*'

export const pageRoutes = [
  { path: '/', page: 'home' },
  { path: '/products/', page: 'products' },
  { path: '/products/page/:number/', page: 'products' },
  { path: '/products/:slug/', page: 'product' },
  { path: '/about/', page: 'about' },
  { path: '/services/', page: 'services' },
  { path: '/contact/', page: 'contact' },
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
