import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { matchPage, NOT_FOUND_PATH } from './routes'
import { App } from './App'
import { basename } from './base'
import { documentHead } from './head'
import { loadPage } from './RoutePage'
// The site's one stylesheet, linked in every page's <head> (imported here, on the server side
// only, so the scripts that hydrate the page never fetch a second copy of it).
import '../styles/main.scss'

export async function onRenderHtml(pageContext: PageContextServer) {
  const { urlPathname } = pageContext
  const route = matchPage(urlPathname)
  const page = await loadPage(route.page)
  // The page's own address, which the browser puts back in the address bar before hydrating when
  // a host served this page at another one (/index.html, /products/index.html).
  const path = route.path === NOT_FOUND_PATH ? null : route.path
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={basename.replace(/\/$/, '') + urlPathname} basename={basename}>
        <App />
      </StaticRouter>
    </StrictMode>,
  )
  return escapeInject`<!DOCTYPE html>
<html lang="en">
<head>
${documentHead({ path, page: route.page, head: page.head })}
</head>
<body>
<div id="root" data-page="${route.page}"${path === null ? '' : escapeInject` data-path="${path}"`}>${dangerouslySkipEscape(html)}</div>
</body>
</html>`
}
