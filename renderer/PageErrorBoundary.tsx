import { Component, type ErrorInfo, type ReactNode } from 'react'
import ui from 'virtual:content/interface'

/**
 * Never a blank page. A page that fails to render in the browser is replaced, in this order, by:
 * 1. the same part of the page as the host sent it, when the error happens on the page the
 *    visitor arrived on (it is complete without JavaScript);
 * 2. a full load of the address from the host, after an in-app navigation: the usual cause is a
 *    page script that can no longer be fetched (a redeploy removed the old file, or a mobile
 *    connection dropped), and the host has the page itself;
 * 3. a short message with a real link to load the page again, if that full load already failed
 *    moments ago (no reload loops).
 * The header, menu and footer stay on screen around the message.
 */

interface ServerCopy {
  pathname: string
  html: Record<BoundaryPart, string>
}

export type BoundaryPart = 'root' | 'main'

let serverCopy: ServerCopy | undefined

/** Keeps the server's HTML of the page being hydrated, to show it again if rendering fails. */
export function rememberServerPage(root: HTMLElement | null, main: HTMLElement | null) {
  serverCopy = {
    pathname: window.location.pathname,
    html: { root: root?.innerHTML ?? '', main: main?.innerHTML ?? '' },
  }
}

const RELOAD_KEY = 'page-error-reload'
/** A second failure at the same address within this time shows the message instead of reloading. */
const RELOAD_WINDOW_MS = 30_000

/** Loads the current address from the host, unless that was just tried. Returns whether it did. */
function reloadOnce(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null') as { href: string; at: number } | null
    if (last && last.href === window.location.href && Date.now() - last.at < RELOAD_WINDOW_MS) return false
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href: window.location.href, at: Date.now() }))
  } catch {
    // Without session storage a loop could not be noticed: show the message instead.
    return false
  }
  window.location.reload()
  return true
}

function LoadAgain() {
  return (
    <section className="section not-found" aria-labelledby="page-title">
      <div className="container not-found__inner">
        <h1 id="page-title" className="not-found__title">
          {ui.loadFailed.heading}
        </h1>
        <p className="not-found__text">{ui.loadFailed.text}</p>
        <a href={window.location.href} className="button button--primary button--large">
          {ui.loadFailed.button}
        </a>
      </div>
    </section>
  )
}

interface Props {
  part: BoundaryPart
  /** Changes with every navigation, so the next page gets a fresh start. */
  locationKey: string
  children: ReactNode
}

interface State {
  failed: boolean
  locationKey: string
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, locationKey: this.props.locationKey }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The page could not be rendered at ${window.location.pathname}.`, error, info.componentStack)
    if (!onArrivalPage()) reloadOnce()
  }

  override render() {
    if (!this.state.failed) return this.props.children
    if (onArrivalPage() && serverCopy?.html[this.props.part]) {
      return <div className="page-fallback" dangerouslySetInnerHTML={{ __html: serverCopy.html[this.props.part] }} />
    }
    // Also what shows while a reload starts.
    return this.props.part === 'main' ? <LoadAgain /> : <LoadAgainPage />
  }
}

/** Whether the address is still the one the host sent this page for. */
function onArrivalPage(): boolean {
  return serverCopy !== undefined && serverCopy.pathname === window.location.pathname
}

/** The message alone, when even the header and footer failed. */
function LoadAgainPage() {
  return (
    <main id="main" className="site-main">
      <LoadAgain />
    </main>
  )
}
