/**
 * The base path the site is served from, with no dependencies: the boot script
 * (renderer/+client.ts) needs it before anything else is loaded.
 */

/** React Router's basename: the configured base path with its trailing slash ('/' at the domain
 *  root, '/my-repo/' for a sub-path), so a link to the home page is '/my-repo/', not '/my-repo'. */
export const basename = import.meta.env.BASE_URL

/** The site-relative path of a browser path: '/my-repo/products' → '/products'. */
export function sitePath(pathname: string): string {
  const prefix = basename.replace(/\/$/, '')
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname
}
