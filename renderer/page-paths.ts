import categories from 'virtual:content/categories'
import products from 'virtual:content/products'
import language from 'virtual:site-language'
import { staticPaths, type LanguagePages } from './routes.ts'

/** The pages of this copy's language (see generator/vite-plugin-languages.ts): its prefix, its
 *  products and its categories. Server only: it holds every product. */
export const pages: LanguagePages = { code: language.code, prefix: language.prefix, products, categories }

let known: { products: unknown; categories: unknown; paths: Set<string> } | undefined

/**
 * Whether `pathname` (within this language) is a page of the site with its current content: a
 * fixed page, a page of the catalogue's list, a product's page or a page of a category's list.
 * Worked out again only when the products or categories change (an edit in development).
 */
export function isPagePath(pathname: string): boolean {
  if (known?.products !== products || known.categories !== categories)
    known = { products, categories, paths: new Set(staticPaths({ products, categories })) }
  return known.paths.has(pathname)
}
