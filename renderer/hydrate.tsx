/**
 * Hydrates the pre-rendered page: loaded by the boot script (+client.ts) once the page has
 * loaded, together with the page's own chunk. It also starts the enquiry list's forms on the
 * product cards and pages (components/enquiry/forms.ts), which load after the paint with it.
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { startEnquiryForms } from '../components/enquiry/forms.ts'
import { PageTranslations } from '../components/page-translations.ts'
import { App } from './App.tsx'
import { routerBasename, sitePath } from './base.ts'
import { browserTranslations, rememberTranslations } from './page-translations.ts'
import { rememberServerPage } from './PageErrorBoundary.tsx'
import { loadPage } from './RoutePage.tsx'
import { rememberArrivalPage } from './ServerHtmlPage.tsx'
import { matchPage, type PageId } from './routes.ts'

export async function hydrate({
  root,
  page,
  addressChanged,
  handOverHistory,
}: {
  root: HTMLElement
  page: PageId
  /** Whether the visitor has already gone Back or Forward to another address of this document. */
  addressChanged: () => boolean
  /** Called once React Router listens to the history. */
  handOverHistory: () => void
}) {
  // The not-found page at an address shaped like a page of the route table (a product that does
  // not exist, /products/INDEX.html): the host found no file there, so the not-found page is
  // hydrated at that address, as the server rendered it, not the page the route table names.
  const arrival = sitePath(window.location.pathname)
  const notFoundAt = root.dataset.path === undefined && matchPage(arrival).page !== 'not-found' ? arrival : undefined
  // Already fetched by the boot script; this records it, so hydration renders exactly what the
  // server did without waiting.
  await loadPage(page)
  rememberServerPage(root, document.getElementById('main'))
  // A catalogue page is kept as sent (renderer/ServerHtmlPage.tsx).
  rememberArrivalPage(sitePath(window.location.pathname))
  rememberTranslations(sitePath(window.location.pathname), document)
  // Back was pressed while the scripts loaded: that page is being loaded from the host.
  if (addressChanged()) return
  startEnquiryForms()
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser answer
  // the visitor in between, instead of blocking the main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter basename={routerBasename}>
          <PageTranslations value={browserTranslations}>
            <App onRouterListening={handOverHistory} notFoundAt={notFoundAt} />
          </PageTranslations>
        </BrowserRouter>
      </StrictMode>,
    )
  })
}
