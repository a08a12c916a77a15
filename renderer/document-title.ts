/**
 * The tab's title and the page description: written into each page's <head> on the server
 * (head.ts), and set again after each in-app navigation in the browser (RoutePage.tsx,
 * ServerHtmlPage.tsx).
 */
import site from 'virtual:content/site'
import type { PageHead } from '../pages/page.ts'

/** Longest title search engines and validators take whole; longer ones lose the company name. */
export const MAX_TITLE_LENGTH = 70

/** The tab's title: the page's, then the company's short name when both fit. */
export function documentTitle(head: PageHead): string {
  if (head.title === site.shortName) return site.name
  const full = `${head.title} | ${site.shortName}`
  return full.length <= MAX_TITLE_LENGTH ? full : head.title
}

/** Sets the tab's title and the page description after an in-app navigation. */
export function setDocumentHead(title: string, description: string | null) {
  document.title = title
  if (description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', description)
}
