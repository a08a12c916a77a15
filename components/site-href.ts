/**
 * The href of a page of the site, with the base path the site is served from:
 * siteHref('/products/garri/') is '/products/garri/' at the domain root and
 * '/my-repo/products/garri/' on a sub-path. For plain links outside React Router (cards that
 * are also shown in the editors' admin); inside it, `<Link>` adds the base path itself.
 */
export const siteHref = (path: string): string => import.meta.env.BASE_URL + path.replace(/^\//, '')
