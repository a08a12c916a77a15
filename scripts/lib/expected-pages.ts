import { staticPaths } from '../../renderer/routes.ts'

export interface ExpectedPage {
  /** URL path, or null for the not-found page. */
  path: string | null
  /** HTML file under dist/client/. */
  file: string
}

/** The HTML files a complete build must contain: one per route, plus 404.html. */
export function expectedPages(): ExpectedPage[] {
  return [
    ...staticPaths().map((path) => ({ path, file: `${path.slice(1)}index.html` })),
    { path: null, file: '404.html' },
  ]
}
