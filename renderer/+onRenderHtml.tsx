import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { render } from 'vike/abort'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { matchRoute, NOT_FOUND_PATH, notFoundRoute } from './routes.ts'
import { App } from './App.tsx'
import { basename } from './base.ts'
import { documentHead } from './head.ts'
import { isPagePath } from './page-paths.ts'
import { loadPage } from './RoutePage.tsx'
// The site's one stylesheet, linked in every page's <head> (imported here, on the server side
// only, so the scripts that hydrate the page never fetch a second copy of it).
import '../styles/main.scss'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { urlPathname } = pageContext
  // The not-found page, also at an address the route table knows the shape of (/products/no-such-product/).
  const notFound = pageContext.is404 === true
  const { route, params } = notFound ? { route: notFoundRoute, params: {} } : matchRoute(urlPathname)
  // An address shaped like a catalogue page that does not exist (/products/no-such-product/):
  // Vike renders the not-found page instead, with status 404 (in development; the build only
  // pre-renders pages that exist).
  if (!notFound && !isPagePath(urlPathname)) throw render(404)
  const page = await loadPage(route.page)
  // The page's own address, which the browser puts back in the address bar before hydrating when
  // a host served this page at another one (/index.html, /products/index.html).
  const path = route.path === NOT_FOUND_PATH ? null : urlPathname
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={basename.replace(/\/$/, '') + urlPathname} basename={basename}>
        <App notFoundAt={notFound ? urlPathname : undefined} />
      </StaticRouter>
    </StrictMode>,
  )
  return escapeInject`<!DOCTYPE html>
<html lang="en">
<head>
${documentHead({ path, page, params })}
</head>
<body>
<div id="root" data-page="${route.page}"${path === null ? '' : escapeInject` data-path="${path}"`}>${dangerouslySkipEscape(html)}</div>
</body>
</html>`
}
