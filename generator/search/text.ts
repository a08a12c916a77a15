/**
 * How the site search reads text: the same rules for the words of the index (the build,
 * generator/search/build-index.ts) and for the words a visitor types (the browser,
 * generator/search/query.ts), so a word is found however it is written.
 *
 * - Words are cut as the language cuts them (Intl.Segmenter), or, where a browser has no
 *   Intl.Segmenter, at every character that is neither a letter nor a digit; an apostrophe
 *   splits a word too, so the French "d’Aba" and "l’huile" are found as "aba" and "huile".
 * - Accents and case are folded: compatibility decomposition (NFKD), combining marks dropped,
 *   lower case, and the letters NFKD keeps whole spelt out (œ → oe, æ → ae, ß → ss, ø → o, ł → l):
 *   "Écrevisses" is "ecrevisses", "ﬁne" is "fine".
 * - A word of one letter or digit is not a word of the index (a query of "a" or "5" would match
 *   nearly everything): "5 kg" is the word "kg".
 *
 * Browser-safe and free of Node's modules: the search code the browser loads imports it.
 */

/** Fewer characters than this, and a word is left out of the index and of queries. */
export const MIN_WORD_LENGTH = 2
/** The index is cut into files by the first characters of each word: a query fetches the files of
 *  its words only (build-index.ts). */
export const SHARD_KEY_LENGTH = 2

const SPELT_OUT: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' }
const SPELT_OUT_PATTERN = new RegExp(`[${Object.keys(SPELT_OUT).join('')}]`, 'g')
const MARKS = /\p{M}/gu
/** What separates the parts of a word the segmenter keeps whole: apostrophes (d’Aba). */
const APOSTROPHES = /['’ʼ‘`´]+/
/** A word, where words are cut without Intl.Segmenter: letters, digits and apostrophes, and
 *  digits joined by a dot or comma (1106.20, 1,000), as the segmenter joins them. */
const WORD = /[\p{L}\p{N}\p{M}'’ʼ]+(?:[.,]\p{N}+)*/gu
/** Inside a word the segmenter keeps whole, the characters that are neither letters nor digits
 *  (the dot of 1106.20, the comma of 1,000) are kept: "1106.20" is one word, and "1106" finds it. */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** A word folded as the index stores it: accents and case folded, ligatures spelt out. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(SPELT_OUT_PATTERN, (letter) => SPELT_OUT[letter]!)
}

const segmenters = new Map<string, Intl.Segmenter | null>()
function segmenterFor(language: string): Intl.Segmenter | null {
  let segmenter = segmenters.get(language)
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(language, { granularity: 'word' }) : null
    segmenters.set(language, segmenter)
  }
  return segmenter
}

/** The words of `text` as written, in order: as `language` cuts them, or at every character that
 *  is neither a letter nor a digit where Intl.Segmenter is missing (`segment: false` forces it). */
export function wordsOf(text: string, language: string, { segment = true }: { segment?: boolean } = {}): string[] {
  const segmenter = segment ? segmenterFor(language) : null
  const words = segmenter
    ? [...segmenter.segment(text)].filter((part) => part.isWordLike).map((part) => part.segment)
    : [...text.matchAll(WORD)].map(([word]) => word)
  return words.flatMap((word) => word.split(APOSTROPHES)).filter((word) => HAS_LETTER_OR_DIGIT.test(word))
}

/** The index words of `text`: its words, folded, of at least MIN_WORD_LENGTH characters, in
 *  order (a word written twice is there twice). */
export function tokenize(text: string, language: string, options?: { segment?: boolean }): string[] {
  return wordsOf(foldWord(text), language, options)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => [...word].length >= MIN_WORD_LENGTH)
}

/** The file of the index a word is in: its first SHARD_KEY_LENGTH characters. */
export const shardKey = (word: string): string => [...word].slice(0, SHARD_KEY_LENGTH).join('')

/** A shard key as a file name may hold it: letters a–z and digits as they are, any other
 *  character as `_` and its code point in hexadecimal ("ét" → "_e9t"). */
export const shardFileKey = (key: string): string =>
  [...key]
    .map((character) => (/^[a-z0-9]$/.test(character) ? character : `_${character.codePointAt(0)!.toString(16)}`))
    .join('')
