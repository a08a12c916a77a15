/**
 * The only script a page loads up front (Vike's client entry, see +config.ts), about 1 KB.
 *
 * Every page is complete as HTML: its text, pictures, links, the small-screen menu and the
 * "Products We Source" list (both `<details>`) all work before any JavaScript. So the scripts
 * that hydrate the page (React, React Router and the page's own code) are fetched only once the
 * page has loaded: they never compete with the stylesheet, the text or the lead picture for a
 * slow connection, and the first paint never waits for them. See renderer/hydrate.tsx.
 */
import language from 'virtual:site-language'
import { basename } from './base.ts'
import { pageLoaders } from './page-loaders.ts'
import type { PageId } from './routes.ts'

/** Hydration waits for the page to be painted, but never longer than this after it was parsed
 *  (a frame of another website that takes long to load holds the load event back). */
const LATEST_START_MS = 4000

/** Set once React Router has taken over the history (hydration has started). */
let routerOwnsHistory = false
/**
 * The address the host sent this page at (after its redirects): it does not follow later history
 * changes, unlike `location`. Corrected below to the page's own address.
 */
const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
let documentPathname = navigation ? new URL(navigation.name).pathname : window.location.pathname

// Until hydration, the page is the one the host sent. History entries that an earlier, hydrated
// copy of this page added (before a reload) still belong to this document, so Back and Forward to
// them only change the address: the page at that address is loaded from the host instead, whether
// Back was pressed before this script ran (the address already differs) or while it waits.
const addressChanged = () => !routerOwnsHistory && window.location.pathname !== documentPathname
/** Loads the page at the address from the host when it is not this page's; true if it does. */
function reloadIfAddressChanged(): boolean {
  if (!addressChanged()) return false
  window.location.reload()
  return true
}
window.addEventListener('popstate', () => void reloadIfAddressChanged())

/** Leaves the page exactly as the host sent it. */
function stayAsSent(level: 'info' | 'warn', ...message: unknown[]) {
  console[level]('Not hydrated:', ...message)
}

/** The pictures the visitor sees without scrolling (one of them is usually the largest paint). */
function picturesInView(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    const box = image.getBoundingClientRect()
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
  })
}

/** Resolves after the browser has painted its next frame. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Resolves once the page has loaded and painted, with the pictures in view decoded and shown
 * (lazy ones in view included, which the load event does not wait for); or after
 * LATEST_START_MS, whatever holds the page back.
 */
function pagePainted(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  const painted = loaded
    .then(() => Promise.all(picturesInView().map((image) => image.decode().catch(() => undefined))))
    .then(nextPaint)
  // Counted from the end of parsing, as the inline loader counts it (generator/boot-loader.ts).
  const waited = performance.now() - (navigation?.domInteractive ?? 0)
  const latest = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, LATEST_START_MS - waited)))
  return Promise.race([painted, latest])
}

async function boot() {
  if (reloadIfAddressChanged()) return
  const root = document.getElementById('root')!
  // The page the host sent, whatever address it was sent at: the page shown must be that page,
  // which the status code already described.
  const page = root.dataset.page as PageId
  const path = root.dataset.path
  if (path !== undefined) {
    // A page reached at another address of the same file (/index.html, /products/index.html, the
    // sub-path without its slash, or a wrong case on a host that forgives it) gets its own
    // address back at once, so the address bar, a bookmark and a shared link are the page's own.
    const { pathname, search, hash } = window.location
    const address = basename + path.slice(1)
    if (pathname !== address) window.history.replaceState(window.history.state, '', address + search + hash)
    documentPathname = address
  }

  await pagePainted()
  if (reloadIfAddressChanged()) return
  // The hydration code and the page's own chunk, in parallel. If either cannot be loaded (a
  // dropped connection, or a redeploy removed them), the page stays as sent, complete and usable.
  const loaded = await Promise.all([import('./hydrate.tsx'), pageLoaders[page]()]).catch((error: unknown) => {
    stayAsSent('warn', 'the page script could not be loaded.', error)
    return undefined
  })
  if (!loaded) return
  await loaded[0].hydrate({
    root,
    page,
    addressChanged,
    // Called once React Router listens to the history (after hydration). A Back pressed before
    // that reached no router: that page is loaded from the host.
    handOverHistory: () => {
      if (!reloadIfAddressChanged()) routerOwnsHistory = true
    },
  })
}

// Each language's pages load that language's copy of this script (generator/vite-plugin-languages.ts),
// named in the page by the build. The development server names the default language's on every
// page: there, a page in another language loads its own copy instead.
if (import.meta.env.DEV && document.documentElement.lang !== language.code)
  void import(
    /* @vite-ignore */ `${import.meta.url}${import.meta.url.includes('?') ? '&' : '?'}lang=${document.documentElement.lang}`
  )
else void boot()
