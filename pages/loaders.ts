import type { ComponentType } from 'react'
import type { PageId } from './routes'

export interface PageHead {
  title: string
  description: string
}

/** What every page module exports. */
export interface PageModule {
  default: ComponentType
  head: PageHead
}

/** Each page's code, loaded on demand: a page never ships in another page's JavaScript. */
export const pageLoaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('./home/HomePage'),
  products: () => import('./products/ProductsPage'),
  about: () => import('./about/AboutPage'),
  services: () => import('./services/ServicesPage'),
  contact: () => import('./contact/ContactPage'),
  'not-found': () => import('./not-found/NotFoundPage'),
}
