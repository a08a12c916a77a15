/**
 * In the browser: the translations of each page visited (for the language switcher), as the page
 * itself lists them in its `hreflang` links, which the server wrote from every language's pages.
 * The page the visitor arrived on gives them from the document; a catalogue page (the list, a
 * product, a category) reached in the app, from the HTML fetched for it (ServerHtmlPage.tsx); the
 * fixed pages exist in every language.
 */
import language from 'virtual:site-language'
import type { Translation, TranslationSource } from '../components/page-translations.ts'
import { matchRoute } from './routes.ts'

const known = new Map<string, Translation[]>()
const listeners = new Set<() => void>()
let version = 0

/** The site path ('/fr/about/') of an address the page links to. */
function sitePathOf(href: string): string | undefined {
  try {
    const { pathname } = new URL(href, window.location.href)
    const base = import.meta.env.BASE_URL
    return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined
  } catch {
    return undefined
  }
}

/** Keeps the translations a document lists for the page at `path` (within this language). */
export function rememberTranslations(path: string, page: Document): void {
  const translations: Translation[] = []
  for (const link of page.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const code = link.getAttribute('hreflang')!
    const sitePath = sitePathOf(link.getAttribute('href') ?? '')
    if (code !== 'x-default' && sitePath !== undefined) translations.push({ code, path: sitePath })
  }
  known.set(path, translations)
  version++
  for (const listener of listeners) listener()
}

/** The translations of the page at `path` (within this language), as far as the browser knows. */
function translationsOf(path: string): readonly Translation[] {
  const listed = known.get(path)
  if (listed) return listed
  const { route, params } = matchRoute(path)
  // A product's or a category's page exists only where it is translated: its HTML says where.
  const fixed =
    route.page !== 'not-found' && route.page !== 'product' && route.page !== 'category' && params.number === undefined
  return fixed ? language.languages.map((each) => ({ code: each.code, path: `${each.prefix}${path}` })) : []
}

/** The browser's translations, for the language switcher (components/page-translations.ts). */
export const browserTranslations: TranslationSource = {
  of: translationsOf,
  subscribe: (listener) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  version: () => version,
}
