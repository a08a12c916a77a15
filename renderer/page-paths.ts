import products from 'virtual:content/products'
import { staticPaths } from './routes.ts'

let known: { for: unknown; paths: Set<string> } | undefined

/**
 * Whether `pathname` is a page of the site with its current content: a fixed page, a page of the
 * catalogue's list or a product's page. Worked out again only when the products change (an edit
 * in development). Server only: it holds every product.
 */
export function isPagePath(pathname: string): boolean {
  if (known?.for !== products) known = { for: products, paths: new Set(staticPaths({ products })) }
  return known.paths.has(pathname)
}
