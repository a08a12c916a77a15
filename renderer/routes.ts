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
 * This module stays free of page imports: Vike reads it at build-configuration time.
 */
import { matchRoutes } from 'react-router-dom'

export const NOT_FOUND_PATH = '*'

export const pageRoutes = [
  { path: '/', page: 'home' },
  { path: '/products/', page: 'products' },
  { path: '/about/', page: 'about' },
  { path: '/services/', page: 'services' },
  { path: '/contact/', page: 'contact' },
  { path: NOT_FOUND_PATH, page: 'not-found' },
] as const

export type PageRoute = (typeof pageRoutes)[number]
export type PageId = PageRoute['page']

const notFoundRoute = pageRoutes.find((route) => route.path === NOT_FOUND_PATH)!

/**
 * The route that renders at `pathname`: the not-found route for unknown paths. Matching is
 * case-sensitive, as the hosts' file names are: /PRODUCTS/ is answered with the not-found page
 * and status 404, so the browser must render that page too.
 */
export function matchPage(pathname: string): PageRoute {
  const routes = pageRoutes.map((route) => ({ ...route, caseSensitive: true }))
  const match = matchRoutes(routes, pathname)?.at(-1)?.route
  return pageRoutes.find((route) => route.path === match?.path) ?? notFoundRoute
}

/** The address of a page: pathOf('products') is '/products/'. */
export function pathOf(page: Exclude<PageId, 'not-found'>): string {
  return pageRoutes.find((route) => route.page === page)!.path
}

/** Every real page's path: everything but the catch-all. */
export function staticPaths(): string[] {
  return pageRoutes.filter((route) => route.path !== NOT_FOUND_PATH).map((route) => route.path)
}
