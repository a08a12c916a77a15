import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import site from 'virtual:content/site'
import type { PageHead } from '../pages/loaders'
import { documentTitle } from './RoutePage'

/** The <head> of every page: title and description from content, canonical address and
 *  link-preview tags from the site address in content/site.md. */
export function documentHead({ path, head, modules }: { path: string | null; head: PageHead; modules: readonly string[] }) {
  const title = documentTitle(head)
  const url = path === null ? null : new URL(path === '/' ? '' : path.slice(1), site.url.endsWith('/') ? site.url : `${site.url}/`).href
  return escapeInject`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${head.description}">
<meta name="theme-color" content="#1e4d2b">
<link rel="icon" href="${site.logo.src}" type="image/svg+xml">
${url ? escapeInject`<link rel="canonical" href="${url}">
<meta property="og:url" content="${url}">` : ''}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${site.name}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${head.description}">
<meta name="twitter:card" content="summary">
${dangerouslySkipEscape(modules.map((href) => `<link rel="modulepreload" href="${encodeURI(href)}">`).join('\n'))}`
}
