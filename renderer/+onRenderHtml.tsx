import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import clientAssets from 'virtual:client-assets'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { matchPage, NOT_FOUND_PATH } from './routes'
import { App, basename } from './App'
import { documentHead } from './head'
import { loadPage } from './RoutePage'

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
  // Everything the page's JavaScript imports, fetched in parallel with the entry script.
  const modules = [...clientAssets.entry.slice(1), ...(clientAssets.pages[route.page] ?? [])].map(
    (file) => import.meta.env.BASE_URL + file,
  )
  return escapeInject`<!DOCTYPE html>
<html lang="en">
<head>
${documentHead({ path, page: route.page, head: page.head, modules })}
</head>
<body>
<div id="root" data-page="${route.page}"${path === null ? '' : escapeInject` data-path="${path}"`}>${dangerouslySkipEscape(html)}</div>
</body>
</html>`
}
