/**
 * The route table: one entry per page, in one place. React Router renders it
 * (renderer/App.tsx), Vike pre-renders every path in it (site/+onBeforePrerenderStart.ts),
 * the build checks and the sitemap come from it, and the `*` route is the not-found page,
 * pre-rendered as 404.html. Each page's code is its own chunk (page-loaders.ts).
 *
 * This module stays free of page imports: Vike reads it at build-configuration time.
 */
import { matchRoutes } from 'react-router-dom'

export const NOT_FOUND_PATH = '*'

export const pageRoutes = [
  { path: '/', page: 'home' },
  { path: '/products', page: 'products' },
  { path: '/about', page: 'about' },
  { path: '/services', page: 'services' },
  { path: '/contact', page: 'contact' },
  { path: NOT_FOUND_PATH, page: 'not-found' },
] as const

export type PageRoute = (typeof pageRoutes)[number]
export type PageId = PageRoute['page']

const notFoundRoute = pageRoutes.find((route) => route.path === NOT_FOUND_PATH)!

/** The route that renders at `pathname`: the not-found route for unknown paths. */
export function matchPage(pathname: string): PageRoute {
  return matchRoutes([...pageRoutes], pathname)?.at(-1)?.route ?? notFoundRoute
}

/** Every real page's path: everything but the catch-all. */
export function staticPaths(): string[] {
  return pageRoutes.filter((route) => route.path !== NOT_FOUND_PATH).map((route) => route.path)
}
