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
 * A product's category as its default-language file writes it: the value of its `category:`
 * line, one of the categories' file names (a build that finished has no other). Read from the
 * line, not parsed: the check stays cheap at thousands of products.
 */
export function categoryLine(text: string): string | undefined {
  const frontMatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? ''
  const value = /^category:[ \t]*(.*)$/m.exec(frontMatter)?.[1]
  if (value === undefined) return undefined
  // Written plain, or in quotes, and perhaps followed by a note (# …).
  const written = value.replace(/\s+#.*$/, '').trim()
  return /^(["'])(.*)\1$/.exec(written)?.[2]?.trim() ?? written
}

/**
 * The languages of a content folder that built, each with its products and categories: in the
 * default language one per file named with its code (garri.en.md), in another language those
 * translated into it (garri.fr.md beside garri.en.md), each product with the category its
 * default-language file names. Read from the folder, not parsed: the check stays cheap at
 * thousands of products (the loader refuses any other file there, so a finished build has exactly
 * these). The products are in the order of their file names, not the site's (that needs every
 * name and order): which pages there are does not depend on it.
 */
export function builtLanguages(contentDir: string): LanguagePages[] {
  const languages = siteLanguages(readSiteBasics(contentDir).languages)
  const namesIn = (folder: string) =>
    fs.existsSync(path.join(contentDir, folder))
      ? fs.readdirSync(path.join(contentDir, folder)).filter((name) => !name.startsWith('.'))
      : []
  const slugsIn = (names: readonly string[], code: string) =>
    new Set(names.filter((name) => name.endsWith(`.${code}.md`)).map((name) => name.slice(0, -`.${code}.md`.length)))
  const main = languages[0]!.code
  const productNames = namesIn('products')
  const categoryNames = namesIn('categories')
  const categoryOf = new Map(
    [...slugsIn(productNames, main)].map((slug) => [
      slug,
      categoryLine(fs.readFileSync(path.join(contentDir, 'products', `${slug}.${main}.md`), 'utf8')),
    ]),
  )
  const originalCategories = slugsIn(categoryNames, main)
  return languages.map((language) => {
    const own = slugsIn(productNames, language.code)
    const ownCategories = slugsIn(categoryNames, language.code)
    return {
      code: language.code,
      prefix: language.prefix,
      products: [...categoryOf]
        .filter(([slug]) => own.has(slug))
        .map(([slug, category]) => (category === undefined ? { slug } : { slug, category })),
      categories: [...originalCategories].filter((slug) => ownCategories.has(slug)).map((slug) => ({ slug })),
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
    categories: each.content.categories,
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
