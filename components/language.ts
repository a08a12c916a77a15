/**
 * The language of the page being rendered (this copy's, see generator/vite-plugin-languages.ts):
 * its code, its addresses' prefix, and numbers written as its readers write them.
 */
import language from 'virtual:site-language'
import { localPath } from '../generator/languages.ts'

export { language }

/** A page of the site in this language, within the site: local('/products/') is '/fr/products/' in French. */
export const local = (path: string): string => localPath(language.prefix, path)

const numbers = new Intl.NumberFormat(language.code)
/** A number as this language writes it: 1,234 in English, 1 234 in French. */
export const formatNumber = (value: number): string => numbers.format(value)

const plurals = new Intl.PluralRules(language.code)
/** Which of a text's two forms a number takes in this language: `one` (1 in English; 0 and 1 in
 *  French) or `other` (every other number, also in languages that tell more forms apart). */
export const pluralForm = (value: number): 'one' | 'other' => (plurals.select(value) === 'one' ? 'one' : 'other')

/** A colon after a word, as this language writes it: "Sales:" in English, "Ventes :" in French,
 *  where a no-break space comes before it (so it never starts a line). */
export const COLON = /^fr\b/i.test(language.code) ? '\u00A0:' : ':'
