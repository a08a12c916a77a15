import type { PrerenderContext } from 'vike/types'
import site from 'virtual:site-language'

/**
 * A not-found page per language: Vike pre-renders one (404.html, in the default language); each
 * other language gets its own at /fr/404.html, which hosts serve for unknown addresses under
 * /fr/ (Netlify by a rule of `_redirects`, Cloudflare Pages by itself; README, "Languages").
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    pageContext.is404
      ? [
          pageContext,
          ...site.languages
            .filter((language) => !language.isDefault)
            .map((language) => ({ ...pageContext, urlOriginal: `${language.prefix}/404` })),
        ]
      : [pageContext],
  )
  return { prerenderContext: { pageContexts } }
}
