import { use, useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { headAt } from '../pages/page.ts'
import { documentTitle, setDocumentHead } from './document-title.ts'
import { pageLoaders, type PageModule } from './page-loaders.ts'
import type { PageId } from './routes.ts'

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
