import type { PageContextServer } from 'vike/types'
import renderers from 'virtual:per-language/renderer/render-page.tsx'
import site from 'virtual:site-language'
import { languageOfPath } from '../generator/languages.ts'
import type * as RenderPage from './render-page.tsx'
// The site's one stylesheet, linked in every page's <head> (imported here, on the server side
// only, so the scripts that hydrate the page never fetch a second copy of it).
import '../styles/main.scss'

/** Renders a page with the copy of the site of its address's language (render-page.tsx). */
export async function onRenderHtml(pageContext: PageContextServer) {
  const { language, path } = languageOfPath(pageContext.urlPathname, site.languages)
  const { renderPage } = (await renderers[language.code]!()) as typeof RenderPage
  return renderPage({ pathname: path, notFound: pageContext.is404 === true })
}
