/**
 * Renders one page of this copy's language to HTML (see generator/vite-plugin-languages.ts): the
 * whole document, with the page rendered by React Router at its address within the language, the
 * language in <html lang>, and the head of head.ts. Called by +onRenderHtml.tsx, which picks the
 * language's copy from the address.
 */
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import language from 'virtual:site-language'
import { render } from 'vike/abort'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { PageTranslations, type TranslationSource } from '../components/page-translations.ts'
import { App } from './App.tsx'
import { routerBasename } from './base.ts'
import { documentHead } from './head.ts'
import { translationsOfPage } from './languages.ts'
import { isPagePath } from './page-paths.ts'
import { loadPage } from './RoutePage.tsx'
import { matchRouteOnce, NOT_FOUND_PATH, notFoundRoute } from './routes.ts'

/** The page at a path in each language that has it as a translation (for the language switcher). */
const translations: TranslationSource = {
  of: (path) => translationsOfPage(path, language.code),
  subscribe: () => () => undefined,
  version: () => 0,
}

/** `pathname`: the address within the language (/products/ for /fr/products/); `notFound`: the
 *  not-found page is asked for (404.html, or an address no page has). */
export async function renderPage({ pathname, notFound }: { pathname: string; notFound: boolean }) {
  const { route, params } = notFound ? { route: notFoundRoute, params: {} } : matchRouteOnce(pathname)
  // An address shaped like a catalogue page that does not exist (/products/no-such-product/):
  // Vike renders the not-found page instead, with status 404 (in development; the build only
  // pre-renders pages that exist).
  if (!notFound && !isPagePath(pathname)) throw render(404)
  const page = await loadPage(route.page)
  // The page's own address, which the browser puts back in the address bar before hydrating when
  // a host served this page at another one (/index.html, /products/index.html).
  const path = route.path === NOT_FOUND_PATH ? null : pathname
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={routerBasename.replace(/\/$/, '') + pathname} basename={routerBasename}>
        <PageTranslations value={translations}>
          <App notFoundAt={notFound ? pathname : undefined} />
        </PageTranslations>
      </StaticRouter>
    </StrictMode>,
  )
  const address = path === null ? '' : escapeInject` data-path="${language.prefix + path}"`
  return escapeInject`<!DOCTYPE html>
<html lang="${language.code}">
<head>
${documentHead({ path, page, params })}
</head>
<body>
<div id="root" data-page="${route.page}"${address}>${dangerouslySkipEscape(html)}</div>
</body>
</html>`
}
