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

/** The page at `path` of language `code` in each language that has it as a translation. */
export function translationsOfPage(path: string, code: string): { code: string; path: string }[] {
  const languages = allPages()
  const from = languages.find((pages) => pages.code === code)
  return from ? translationsOf(path, from, languages) : []
}
