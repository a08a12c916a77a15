/**
 * The catalogue's pages in the browser (see page-loaders.ts): the page's HTML as the host sent
 * it, never rendered from data. On the page the visitor arrived on, hydration keeps the HTML that
 * is already there; after an in-app navigation, the next page's HTML is fetched from the host (the
 * same file a full page load would get) and its content put in place, with its title and
 * description. Links inside it navigate in the app, like React Router's own links.
 */
import { use, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { SERVER_HTML_ATTRIBUTE } from '../components/ServerHtml.tsx'
import { routerBasename, sitePath } from './base.ts'
import { setDocumentHead } from './document-title.ts'
import { rememberTranslations } from './page-translations.ts'

interface ServerPage {
  html: string
  title: string
  description: string | null
}

const ready = new Map<string, ServerPage>()
const pending = new Map<string, Promise<ServerPage>>()

const selector = `[${SERVER_HTML_ATTRIBUTE}]`

/** Keeps the page the visitor arrived on as it is in the document: hydration renders exactly it.
 *  `pathname` is the router's (without the base path), like every key here. */
export function rememberArrivalPage(pathname: string): void {
  const part = document.querySelector(selector)
  if (!part) return
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null
  ready.set(pathname, { html: part.innerHTML, title: document.title, description })
}

/**
 * Fetches a page's HTML from the host. A 404 answer is the not-found page, shown like any other;
 * any other failure (offline, a server error) rejects, and PageErrorBoundary loads the address
 * in full. Each address is fetched once per visit: the pages only change with a new deploy.
 */
export function loadServerPage(pathname: string): Promise<ServerPage> {
  let promise = pending.get(pathname)
  if (!promise) {
    const address = routerBasename + pathname.replace(/^\//, '')
    promise = fetch(address, { headers: { Accept: 'text/html' } }).then(async (response) => {
      if (!response.ok && response.status !== 404) throw new Error(`${pathname} answered ${response.status}`)
      const page = new DOMParser().parseFromString(await response.text(), 'text/html')
      const part = page.querySelector(selector) ?? page.getElementById('main')
      if (!part) throw new Error(`${pathname} is not a page of this site`)
      const loaded: ServerPage = {
        html: part.innerHTML,
        title: page.title,
        description: page.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      }
      ready.set(pathname, loaded)
      rememberTranslations(pathname, page)
      return loaded
    })
    // A failed fetch is tried again on the next visit to the address.
    promise.catch(() => pending.delete(pathname))
    pending.set(pathname, promise)
  }
  return promise
}

/** Whether a click on this link is one the app should handle (as React Router's <Link> decides). */
function appLink(event: MouseEvent): URL | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return undefined
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(routerBasename)) return undefined
  // A link to a part of this same page: the browser scrolls to it.
  if (url.pathname === window.location.pathname && url.hash) return undefined
  return url
}

export default function ServerHtmlPage() {
  const { pathname } = useLocation()
  const page = ready.get(pathname) ?? use(loadServerPage(pathname))
  const navigate = useNavigate()
  const part = useRef<HTMLDivElement>(null)

  useEffect(() => setDocumentHead(page.title, page.description), [page])

  useEffect(() => {
    const element = part.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const url = appLink(event)
      if (!url) return
      event.preventDefault()
      void navigate(sitePath(url.pathname) + url.search + url.hash)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [navigate])

  return (
    <div
      ref={part}
      className="server-html"
      {...{ [SERVER_HTML_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: page.html }}
    />
  )
}
