import type { PrerenderContext } from 'vike/types'
import site from 'virtual:site-language'

/**
 * A not-found page per language: Vike pre-renders one (404.html, in the default language); each
 * other language gets its own at /fr/404.html, which hosts serve for unknown addresses under
 * /fr/ (Netlify by a rule of `_redirects`, Cloudflare Pages by itself; README, "Languages").
 *
 * The copies are added to Vike's own list rather than returned in a new one: Vike then gives each
 * copy the computed parts of its address (urlPathname…) and leaves the others as they are.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const notFound = prerenderContext.pageContexts.find((pageContext) => pageContext.is404)
  if (!notFound) return
  for (const language of site.languages)
    if (!language.isDefault) prerenderContext.pageContexts.push({ ...notFound, urlOriginal: `${language.prefix}/404` })
}
