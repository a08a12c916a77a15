/**
 * Every language's pages, on the server: which pages exist in which language, for the pages to
 * pre-render and each page's links to its translations. Server only: it holds every language's
 * products (each language's copy of page-paths.ts, see generator/vite-plugin-languages.ts).
 */
import copies from 'virtual:per-language-static/renderer/page-paths.ts'
import site from 'virtual:site-language'
import { languagePaths, translationsOf, type LanguagePages } from './routes.ts'
import type * as PagePaths from './page-paths.ts'

const byCode = copies as Record<string, typeof PagePaths>

/** Each language's copy of page-paths.ts, the default language first. */
export const languageCopies = site.languages.map((language) => byCode[language.code]!)

const allPages = (): LanguagePages[] => languageCopies.map((copy) => copy.pages)

/** Every page of the site in every language, with its language's prefix. */
export const allPagePaths = (): string[] => allPages().flatMap(languagePaths)

type Translations = readonly { code: string; path: string }[]

/** Each language's answers so far, by path: a page asks for its translations twice (its head's
 *  links and its language switcher). Kept by the language's pages, which a content change in
 *  development replaces, taking the answers with them. */
const answers = new WeakMap<LanguagePages, Map<string, Translations>>()

/** The page at `path` of language `code` in each language that has it as a translation. */
export function translationsOfPage(path: string, code: string): Translations {
  const languages = allPages()
  const from = languages.find((pages) => pages.code === code)
  if (!from) return []
  let known = answers.get(from)
  if (!known) answers.set(from, (known = new Map<string, Translations>()))
  let translations = known.get(path)
  if (!translations) {
    translations = Object.freeze(translationsOf(path, from, languages))
    known.set(path, translations)
  }
  return translations
}
