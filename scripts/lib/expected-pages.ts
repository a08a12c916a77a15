import fs from 'node:fs'
import path from 'node:path'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import type { LanguageContent } from '../../generator/content/load/load.ts'
import { siteLanguages } from '../../generator/languages.ts'
import { languagePaths, type LanguagePages } from '../../renderer/routes.ts'

export interface ExpectedPage {
  /** URL path within the site (with its language's prefix), or null for a not-found page. */
  path: string | null
  /** HTML file under dist/client/. */
  file: string
  /** The code of the language the page is in. */
  language: string
}

/**
 * The languages of a content folder that built, each with its products: in the default language
 * one per file named with its code (garri.en.md), in another language those translated into it
 * (garri.fr.md beside garri.en.md). Read from the folder, not parsed: the check stays cheap at
 * thousands of products (the loader refuses any other file there, so a finished build has exactly these).
 */
export function builtLanguages(contentDir: string): LanguagePages[] {
  const languages = siteLanguages(readSiteBasics(contentDir).languages)
  const names = fs.readdirSync(path.join(contentDir, 'products')).filter((name) => !name.startsWith('.'))
  const slugsIn = (code: string) =>
    new Set(names.filter((name) => name.endsWith(`.${code}.md`)).map((name) => name.slice(0, -`.${code}.md`.length)))
  const originals = slugsIn(languages[0]!.code)
  return languages.map((language) => {
    const own = slugsIn(language.code)
    return {
      code: language.code,
      prefix: language.prefix,
      products: [...originals].filter((slug) => own.has(slug)).map((slug) => ({ slug })),
    }
  })
}

/** The languages of loaded content (loadContent's `languages`), each with its products. */
export function contentLanguages(
  byLanguage: readonly Pick<LanguageContent, 'language' | 'content'>[],
): LanguagePages[] {
  const languages = siteLanguages(byLanguage.map((each) => each.language))
  return byLanguage.map((each, index) => ({
    code: languages[index]!.code,
    prefix: languages[index]!.prefix,
    products: each.content.products,
  }))
}

/**
 * The HTML files a complete build of some content must contain: one per page of each language,
 * plus each language's not-found page (404.html, fr/404.html). There is no default: whoever asks
 * names the content that was built (its languages, from `contentLanguages` or
 * `builtLanguages(itsFolder)`), so a check of one build can never be held to another's pages.
 */
export function expectedPages(languages: readonly LanguagePages[]): ExpectedPage[] {
  return languages.flatMap((language) => [
    ...languagePaths(language).map((page) => ({
      path: page,
      file: `${page.slice(1)}index.html`,
      language: language.code,
    })),
    { path: null, file: `${language.prefix ? `${language.prefix.slice(1)}/` : ''}404.html`, language: language.code },
  ])
}
