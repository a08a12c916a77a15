import { language } from './language.ts'

/**
 * The href of a page of the site in this language, with the base path the site is served from:
 * siteHref('/products/garri/') is '/products/garri/' at the domain root, '/fr/products/garri/' on
 * a French page and '/my-repo/products/garri/' on a sub-path. For plain links outside React Router
 * (cards that are also shown in the editors' admin); inside it, `<Link>` adds them itself.
 */
export const siteHref = (path: string): string =>
  import.meta.env.BASE_URL + (language.prefix ? `${language.prefix.slice(1)}/` : '') + path.replace(/^\//, '')

/** The href of a page of the site in any language, from its address within the site ('/fr/'). */
export const hrefOf = (sitePath: string): string => import.meta.env.BASE_URL + sitePath.replace(/^\//, '')
