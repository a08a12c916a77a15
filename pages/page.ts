import type { Params } from 'react-router-dom'
import type { Image } from '../generator/content/schemas/fields/pictures.ts'
import type { Thing } from './structured-data.ts'

/** What every page module exports beside its component: the title and description of its <head>. */
export interface PageHead {
  title: string
  description: string
  /** The picture of link previews, when the page has its own (a product's); the site's otherwise. */
  image?: Image
}

/** A page's head, or, for a page with parameters (/products/:slug/), the head at those values. */
export type PageHeadOf = PageHead | ((params: Params) => PageHead)

/** The head of a page at the given parameters. */
export const headAt = (head: PageHeadOf, params: Params): PageHead => (typeof head === 'function' ? head(params) : head)

/** What a page says about itself in its structured data, beside the business every page
 *  describes (renderer/head.ts), at the page's parameters: its module's `structuredData`. */
export type StructuredDataOf = (params: Params) => Thing[]

/** The list a page is made of (an ItemList), at the page's parameters: its module's `collection`.
 *  The page is then a CollectionPage whose mainEntity is the list (renderer/head.ts). */
export type CollectionOf = (params: Params) => Thing
