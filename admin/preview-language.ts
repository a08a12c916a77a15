/**
 * The language of the admin's previews (`virtual:site-language` in the admin's build): the site's
 * languages as content/site.md gave them when the admin was built, and the language of the pane
 * the preview shows, which admin/previews.tsx sets before drawing an entry (`previewIn`). The
 * site's components read it while they draw, so a French entry is drawn as the French pages
 * draw it (a customer's words marked with their language where it is not the page's). Without the
 * language switcher: a preview is one entry.
 */
import { siteLanguages, type SiteLanguage } from '../generator/languages.ts'
import type { LanguageModule } from '../generator/vite-plugin-languages.ts'

/** content/site.md's languages when the admin was built (scripts/lib/admin-build.ts). */
declare const __SITE_LANGUAGES__: { code: string; name: string }[]

const languages = siteLanguages(__SITE_LANGUAGES__)
let current: SiteLanguage = languages[0]!

/** Draws the previews that follow in the language `code` (the default one if the site has none such). */
export function previewIn(code: string | undefined): void {
  current = languages.find((language) => language.code === code) ?? languages[0]!
}

/** The code of the language previews are drawn in. */
export const previewLanguage = (): string => current.code

export default {
  get code() {
    return current.code
  },
  get name() {
    return current.name
  },
  get isDefault() {
    return current.isDefault
  },
  get prefix() {
    return current.prefix
  },
  get ogLocale() {
    return current.ogLocale
  },
  languages: [languages[0]!],
} satisfies LanguageModule
