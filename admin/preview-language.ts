/**
 * The language of the admin's previews: the admin is built apart from the content, so its
 * previews draw entries as the site's default language shows them, without the language switcher
 * (one language known here).
 */
import { siteLanguages } from '../generator/languages.ts'
import type { LanguageModule } from '../generator/vite-plugin-languages.ts'

const [language] = siteLanguages([{ code: 'en', name: 'English' }])
export default { ...language!, languages: [language!] } satisfies LanguageModule
