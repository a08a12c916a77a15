import fs from 'node:fs'
import path from 'node:path'
import { staticPaths } from '../../renderer/routes.ts'

export interface ExpectedPage {
  /** URL path, or null for the not-found page. */
  path: string | null
  /** HTML file under dist/client/. */
  file: string
}

/**
 * The products of a content folder that built: one per `.md` file of <contentDir>/products/, named
 * after it (the loader refuses any other file there, so a finished build has exactly these).
 * Read from the folder, not parsed: the check stays cheap at thousands of products.
 */
export function builtProducts(contentDir: string): { slug: string }[] {
  return fs
    .readdirSync(path.join(contentDir, 'products'))
    .filter((name) => name.endsWith('.md') && !name.startsWith('.'))
    .map((name) => ({ slug: name.slice(0, -3) }))
}

/**
 * The HTML files a complete build of some content must contain: one per page, plus 404.html.
 * There is no default: whoever asks names the content that was built (its products, or
 * `builtProducts(itsFolder)`), so a check of one build can never be held to another's pages.
 */
export function expectedPages(products: readonly { slug: string }[]): ExpectedPage[] {
  return [
    ...staticPaths({ products }).map((page) => ({ path: page, file: `${page.slice(1)}index.html` })),
    { path: null, file: '404.html' },
  ]
}
