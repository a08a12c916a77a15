/**
 * The catalogue's pages in the browser (see page-loaders.ts): the page's HTML as the host sent
 * it, never rendered from data. On the page the visitor arrived on, hydration keeps the HTML that
 * is already there; after an in-app navigation, the next page's HTML is fetched from the host (the
 * same file a full page load would get) and its content put in place, with its title and
 * description. Links inside it navigate in the app, like React Router's own links, and so do its
 * search forms (the products page's). The search page keeps its list of categories the same way
 * (SearchPageInBrowser.tsx).
 */
import { use, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { SERVER_HTML_ATTRIBUTE } from '../components/ServerHtml.tsx'
import { preloadSearch } from '../components/search/load-search.ts'
import { SEARCH_FIELD_ATTRIBUTE } from '../components/search/SearchForm.tsx'
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

/** What a GET form of this site's pages asks for, as an address within this language's pages
 *  (/search/?q=gari), or undefined for any other form. */
function appForm(event: SubmitEvent): string | undefined {
  const form = event.target
  if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return undefined
  const url = new URL(form.action, window.location.href)
  if (url.origin !== window.location.origin || !url.pathname.startsWith(routerBasename)) return undefined
  const fields = [...new FormData(form)].flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []))
  return `${sitePath(url.pathname)}?${new URLSearchParams(fields).toString()}`
}

/**
 * A part of a page kept as the host sent it: the page's HTML at `pathname`, the one in the
 * document on arrival, fetched after an in-app navigation. Its links navigate in the app, its
 * search forms search in the app, and focusing a search field loads the search code, as the
 * React-rendered ones do (components/search/SearchForm.tsx).
 */
export function ServerHtmlPart({ pathname }: { pathname: string }) {
  const page = ready.get(pathname) ?? use(loadServerPage(pathname))
  const navigate = useNavigate()
  const part = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = part.current
    if (!element) return
    const onClick = (event: MouseEvent) => {
      const url = appLink(event)
      if (!url) return
      event.preventDefault()
      void navigate(sitePath(url.pathname) + url.search + url.hash)
    }
    const onSubmit = (event: SubmitEvent) => {
      const address = appForm(event)
      if (address === undefined) return
      event.preventDefault()
      void navigate(address)
    }
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.hasAttribute(SEARCH_FIELD_ATTRIBUTE)) preloadSearch()
    }
    element.addEventListener('click', onClick)
    element.addEventListener('submit', onSubmit)
    element.addEventListener('focusin', onFocus)
    return () => {
      element.removeEventListener('click', onClick)
      element.removeEventListener('submit', onSubmit)
      element.removeEventListener('focusin', onFocus)
    }
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

export default function ServerHtmlPage() {
  const { pathname } = useLocation()
  const page = ready.get(pathname) ?? use(loadServerPage(pathname))

  useEffect(() => setDocumentHead(page.title, page.description), [page])

  return <ServerHtmlPart pathname={pathname} />
}
