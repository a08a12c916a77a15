import type { ComponentType } from 'react'
import type { CollectionOf, PageHeadOf, StructuredDataOf } from '../pages/page.ts'
import type { PageId } from './routes.ts'

/** What every page module exports. The catalogue's pages in the browser have no head of their
 *  own: ServerHtmlPage takes it from the page's HTML. A page that says more about itself to
 *  search engines than the business every page describes exports its `structuredData`
 *  (pages/structured-data.ts), as Vike's pages export their hooks; a page that is a list of
 *  things (a category's products) exports that list as its `collection`, and is then described
 *  as a CollectionPage whose main entity is the list. */
export interface PageModule {
  default: ComponentType
  head?: PageHeadOf
  structuredData?: StructuredDataOf
  collection?: CollectionOf
}

/**
 * The catalogue's pages (its list, each product's page, each category's) render from content on
 * the server only. In the browser they are the host's HTML (ServerHtmlPage), so no product is
 * sent twice and no page's JavaScript grows with the catalogue. `import.meta.env.SSR` is a
 * constant of each build: the browser's bundle never holds the product pages or the products.
 */
const serverHtml = () => import('./ServerHtmlPage.tsx')

/** Each page's code, loaded on demand: a page never ships in another page's JavaScript. */
export const pageLoaders: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('../pages/home/HomePage.tsx'),
  products: import.meta.env.SSR ? () => import('../pages/products/ProductsPage.tsx') : serverHtml,
  product: import.meta.env.SSR ? () => import('../pages/product/ProductPage.tsx') : serverHtml,
  category: import.meta.env.SSR ? () => import('../pages/category/CategoryPage.tsx') : serverHtml,
  about: () => import('../pages/about/AboutPage.tsx'),
  services: () => import('../pages/services/ServicesPage.tsx'),
  contact: () => import('../pages/contact/ContactPage.tsx'),
  // Its list of categories counts every category's products: server HTML in the browser too.
  search: import.meta.env.SSR
    ? () => import('../pages/search/SearchPage.tsx')
    : () => import('./SearchPageInBrowser.tsx'),
  enquiry: () => import('../pages/enquiry/EnquiryPage.tsx'),
  'not-found': () => import('../pages/not-found/NotFoundPage.tsx'),
}
