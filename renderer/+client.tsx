// Hydrates the pre-rendered page. Vike loads this file as the page's only script (see +config.ts).
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { matchPage, type PageId } from './routes'
import { App, basename, sitePath } from './App'
import { loadPage } from './RoutePage'
import { rememberServerPage } from './PageErrorBoundary'

/** Set once React Router has taken over the history (hydration has started). */
let routerOwnsHistory = false
/**
 * The address the host sent this page at (after its redirects): it does not follow later history
 * changes, unlike `location`. Corrected below to the page's own address.
 */
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
let documentPathname = navigation ? new URL(navigation.name).pathname : window.location.pathname

// Until then, the page is the one the host sent. History entries that an earlier, hydrated copy
// of this page added (before a reload) still belong to this document, so Back and Forward to them
// only change the address: the page at that address is loaded from the host instead, whether Back
// was pressed before this script ran (the address already differs) or while it loads.
const addressChanged = () => !routerOwnsHistory && window.location.pathname !== documentPathname
window.addEventListener('popstate', () => {
  if (addressChanged()) window.location.reload()
})

/** Leaves the page exactly as the host sent it. */
function stayAsSent(level: 'info' | 'warn', ...message: unknown[]) {
  console[level]('Not hydrated:', ...message)
}

async function hydrate() {
  if (addressChanged()) {
    window.location.reload()
    return
  }
  const root = document.getElementById('root')!
  // The page the host sent, whatever address it was sent at: the page shown must be that page,
  // which the status code already described. Hydrating another (say, the not-found page at
  // /index.html) would replace the content and log a hydration error.
  const page = root.dataset.page as PageId
  const path = root.dataset.path
  const { pathname, search, hash } = window.location
  if (path !== undefined) {
    // A page reached at another address of the same file (/index.html, /products/index.html, the
    // sub-path without its slash, or a wrong case on a host that forgives it) gets its own
    // address back, so links, the active menu item and the router agree with the page.
    const address = basename + path.slice(1)
    if (pathname !== address) window.history.replaceState(window.history.state, '', address + search + hash)
    documentPathname = address
  } else if (matchPage(sitePath(pathname)).page !== page) {
    // The not-found page at an address the router knows: the host found no file there, so the
    // page stays exactly as sent. Every link and the menu work without JavaScript.
    stayAsSent('info', `${pathname} was answered with the not-found page.`)
    return
  }
  // Load the current page's chunk first, so hydration renders exactly what the server did. If it
  // cannot be loaded (a dropped connection), the page stays as sent, complete and usable.
  try {
    await loadPage(page)
  } catch (error) {
    stayAsSent('warn', 'the page script could not be loaded.', error)
    return
  }
  rememberServerPage(root, document.getElementById('main'))
  // Back was pressed while the page script loaded: that page is being loaded from the host.
  if (addressChanged()) return
  routerOwnsHistory = true
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  )
}

void hydrate()
