/**
 * The site's languages as its pages and files need them: each language's address prefix (none for
 * the default language, /fr for French), its locale for dates and numbers, and which language an
 * address belongs to. Plain functions of content/site.md's `languages`, shared by the build, the
 * pages and the browser.
 */

/** A language of the site, as the pages use it. */
export interface SiteLanguage {
  /** ISO 639-1 code: en, fr. */
  code: string
  /** Its name in itself, as the language switcher shows it: English, Français. */
  name: string
  /** The first language of content/site.md: its pages are at the top of the site. */
  isDefault: boolean
  /** What its addresses start with: '' for the default language, '/fr' for French. */
  prefix: string
  /** For link previews (`og:locale`): the language with its most likely country, fr_FR. */
  ogLocale: string
}

/** The language of the default language's pages and of everything else, once set. */
export function siteLanguages(languages: readonly { code: string; name: string }[]): SiteLanguage[] {
  return languages.map((language, index) => ({
    code: language.code,
    name: language.name,
    isDefault: index === 0,
    prefix: index === 0 ? '' : `/${language.code}`,
    ogLocale: ogLocale(language.code),
  }))
}

/** `fr` → `fr_FR`, `en` → `en_US`: Unicode's most likely country for the language. */
export function ogLocale(code: string): string {
  try {
    const likely = new Intl.Locale(code).maximize()
    return likely.region ? `${likely.language}_${likely.region}` : likely.language
  } catch {
    return code
  }
}

/**
 * Which language an address of the site is in, and the address within that language:
 * '/fr/products/' is '/products/' in French, '/products/' the same in the default language.
 * Addresses are site-relative (without the base path).
 */
export function languageOfPath<L extends Pick<SiteLanguage, 'code' | 'isDefault' | 'prefix'>>(
  pathname: string,
  languages: readonly L[],
): { language: L; path: string } {
  for (const language of languages) {
    if (language.isDefault) continue
    if (pathname === language.prefix || pathname.startsWith(`${language.prefix}/`))
      return { language, path: pathname.slice(language.prefix.length) || '/' }
  }
  return { language: languages.find((language) => language.isDefault) ?? languages[0]!, path: pathname }
}

/** The address of a page of the site in a language: localPath('/fr', '/products/') is '/fr/products/'. */
export const localPath = (prefix: string, path: string): string => `${prefix}${path}`
