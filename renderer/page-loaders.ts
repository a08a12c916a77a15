import type { ComponentType } from 'react'
import type { PageHead } from '../pages/page'
import type { PageId } from './routes'

/** What every page module exports. */
export interface PageModule {
  default: ComponentType
  head: PageHead
}

/** Each page's code, loaded on demand: a page never ships in another page's JavaScript. */
export const pageLoaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('../pages/home/HomePage'),
  products: () => import('../pages/products/ProductsPage'),
  about: () => import('../pages/about/AboutPage'),
  services: () => import('../pages/services/ServicesPage'),
  contact: () => import('../pages/contact/ContactPage'),
  'not-found': () => import('../pages/not-found/NotFoundPage'),
}
