/**
 * The base path the site is served from, and the one of this language's pages, with no other
 * dependency: the boot script (renderer/+client.ts) needs them before anything else is loaded.
 */
import language from 'virtual:site-language'

/** The configured base path with its trailing slash ('/' at the domain root, '/my-repo/' for a
 *  sub-path), so a link to the home page is '/my-repo/', not '/my-repo'. */
export const basename = import.meta.env.BASE_URL

/** React Router's basename: the base path of this language's pages ('/fr/' for French, the base
 *  path itself for the default language). Links between pages of one language are the app's;
 *  a link to another language's page loads it from the host. */
export const routerBasename = basename + (language.prefix ? `${language.prefix.slice(1)}/` : '')

/** The path within this language's pages of a browser path: '/my-repo/fr/products' → '/products'. */
export function sitePath(pathname: string): string {
  const prefix = routerBasename.replace(/\/$/, '')
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) || '/' : pathname
}
