import products from 'virtual:content/products'
import language from 'virtual:site-language'
import { staticPaths, type LanguagePages } from './routes.ts'

/** The pages of this copy's language (see generator/vite-plugin-languages.ts): its prefix and
 *  its products. Server only: it holds every product. */
export const pages: LanguagePages = { code: language.code, prefix: language.prefix, products }

let known: { for: unknown; paths: Set<string> } | undefined

/**
 * Whether `pathname` (within this language) is a page of the site with its current content: a
 * fixed page, a page of the catalogue's list or a product's page. Worked out again only when the
 * products change (an edit in development).
 */
export function isPagePath(pathname: string): boolean {
  if (known?.for !== products) known = { for: products, paths: new Set(staticPaths({ products })) }
  return known.paths.has(pathname)
}
