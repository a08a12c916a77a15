import { use, useEffect } from 'react'
import { useParams } from 'react-router-dom'
import site from 'virtual:content/site'
import { headAt, type PageHead } from '../pages/page'
import { pageLoaders, type PageModule } from './page-loaders'
import type { PageId } from './routes'

const loaded = new Map<PageId, PageModule>()
const pending = new Map<PageId, Promise<PageModule>>()

/** Loads a page's chunk once; later calls return the same promise, also a failed one: rendering
 *  must see the same promise to report its error (PageErrorBoundary then loads the page in full). */
export function loadPage(page: PageId): Promise<PageModule> {
  let promise = pending.get(page)
  if (!promise) {
    promise = pageLoaders[page]().then((module) => {
      loaded.set(page, module)
      return module
    })
    pending.set(page, promise)
  }
  return promise
}

/** Longest title search engines and validators take whole; longer ones lose the company name. */
export const MAX_TITLE_LENGTH = 70

/** The tab's title: the page's, then the company's short name when both fit. */
export function documentTitle(head: PageHead): string {
  if (head.title === site.shortName) return site.name
  const full = `${head.title} | ${site.shortName}`
  return full.length <= MAX_TITLE_LENGTH ? full : head.title
}

/**
 * Renders a route's page. The server and the browser load the current page before rendering,
 * so hydration never waits; on in-app navigation React Router's transition keeps the previous
 * page on screen until the next one has loaded.
 */
export function RoutePage({ page }: { page: PageId }) {
  const module = loaded.get(page) ?? use(loadPage(page))
  const { default: Page, head } = module
  const params = useParams()
  const current = head === undefined ? undefined : headAt(head, params)
  const title = current ? documentTitle(current) : undefined
  const description = current?.description
  useEffect(() => {
    if (title !== undefined) setDocumentHead(title, description ?? null)
  }, [title, description])
  return <Page />
}

/** Sets the tab's title and the page description after an in-app navigation. */
export function setDocumentHead(title: string, description: string | null) {
  document.title = title
  if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
}
