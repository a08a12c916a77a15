import { createContext, useContext, useSyncExternalStore } from 'react'

/** A page in one language: the language's code and the page's address within the site ('/fr/about/'). */
export interface Translation {
  code: string
  path: string
}

/** Where the translations of the pages come from (renderer/page-translations.ts in the browser). */
export interface TranslationSource {
  /** The translations of the page at a path within this language (itself included); empty when
   *  not known. */
  of: (path: string) => readonly Translation[]
  /** Calls back when more become known (a page's HTML was fetched); returns the unsubscriber. */
  subscribe: (onChange: () => void) => () => void
  /** Changes whenever more become known. */
  version: () => number
}

const none: TranslationSource = { of: () => [], subscribe: () => () => undefined, version: () => 0 }

/**
 * The translations of pages, as the renderer knows them: on the server from every language's
 * pages, in the browser from each page's own `hreflang` links.
 */
export const PageTranslations = createContext<TranslationSource>(none)

/** The translations of the page at `path`, kept up to date as they become known. */
export function usePageTranslations(path: string): readonly Translation[] {
  const source = useContext(PageTranslations)
  useSyncExternalStore(source.subscribe, source.version, source.version)
  return source.of(path)
}
