import type { ComponentType } from 'react'
import type { PageHeadOf } from '../pages/page'
import type { PageId } from './routes'

/** What every page module exports. The catalogue's pages in the browser have no head of their
 *  own: ServerHtmlPage takes it from the page's HTML. */
export interface PageModule {
  default: ComponentType
  head?: PageHeadOf
}

/**
 * The catalogue's pages render from content on the server only. In the browser they are the
 * host's HTML (ServerHtmlPage), so no product is sent twice and no page's JavaScript grows with
 * the catalogue. `import.meta.env.SSR` is a constant of each build: the browser's bundle never
 * holds the product pages or the products.
 */
const serverHtml = () => import('./ServerHtmlPage')

/** Each page's code, loaded on demand: a page never ships in another page's JavaScript. */
export const pageLoaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('../pages/home/HomePage'),
  products: import.meta.env.SSR ? () => import('../pages/products/ProductsPage') : serverHtml,
  product: import.meta.env.SSR ? () => import('../pages/product/ProductPage') : serverHtml,
  about: () => import('../pages/about/AboutPage'),
  services: () => import('../pages/services/ServicesPage'),
  contact: () => import('../pages/contact/ContactPage'),
  'not-found': () => import('../pages/not-found/NotFoundPage'),
}
