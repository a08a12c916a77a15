import type { ReactNode } from 'react'

/** Marks the part of a page the browser keeps exactly as the host sent it (renderer/ServerHtmlPage.tsx). */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html'

/**
 * Wraps a page whose content the browser never renders itself: the catalogue's pages, whose
 * products would otherwise be sent twice, once as HTML and once in JavaScript for hydration,
 * and whose JavaScript would grow with every product. In the browser the wrapper's HTML is
 * taken as it is, and in-app navigation fetches the next page's HTML from the host.
 */
export function ServerHtml({ children }: { children: ReactNode }) {
  return (
    <div className="server-html" {...{ [SERVER_HTML_ATTRIBUTE]: '' }}>
      {children}
    </div>
  )
}
