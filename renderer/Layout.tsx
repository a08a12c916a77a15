import { Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { Footer } from '../components/Footer.tsx'
import { Header } from '../components/Header.tsx'
import ui from 'virtual:content/interface'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'

/**
 * The frame of every page. After an in-app navigation it does what a full page load would:
 * scroll to the top (or to the #anchor), and move focus to the new page's heading so screen
 * reader and keyboard users start at the new content. Another query of the same page (a new
 * search) is not another page: focus and scrolling stay where they are.
 */
/** A #fragment as an element id; a malformed escape such as %E0 is taken as written. */
function safeDecode(fragment: string): string {
  try {
    return decodeURIComponent(fragment)
  } catch {
    return fragment
  }
}

export function Layout() {
  const location = useLocation()
  const main = useRef<HTMLElement>(null)
  const lastKey = useRef(location.key)
  const lastPathname = useRef(location.pathname)

  useEffect(() => {
    if (lastKey.current === location.key) return
    lastKey.current = location.key
    // Another query of the same page (a search from the search page's form): the page answers
    // it in place, where the visitor is; focus and scrolling stay.
    const samePage = lastPathname.current === location.pathname && !location.hash
    lastPathname.current = location.pathname
    if (samePage) return
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
    const heading = main.current?.querySelector<HTMLElement>('h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
  }, [location])

  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <PageErrorBoundary part="main" locationKey={location.key}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  )
}
