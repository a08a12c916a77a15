/**
 * Characters a reader does not see: spaces other than the ordinary one, and format characters
 * (Unicode's category Cf: zero-width spaces and joiners, the byte-order mark, the marks and
 * controls of text direction, soft hyphens, tags). They arrive with text copied from phones,
 * web pages and word processors, and they change what YAML reads or how a page shows the text (a
 * right-to-left override turns the words after it around), so none reaches a published page:
 *
 * - around a value (a phone number copied from a contact app comes wrapped in direction marks),
 *   they are noise, and removed (`trimInvisible`);
 * - anywhere else they are refused, naming the character and where it is (`formatCharacters`).
 *
 * Two uses of format characters are part of how text is written, and kept: the zero-width joiner
 * inside an emoji sequence (👩‍🌾 is 👩, a joiner and 🌾), with the tags of subdivision flags, and
 * the joiners between the letters of scripts that use them (Persian, the scripts of India).
 */

/** Names of the invisible characters editors meet, for messages. */
const NAMES: Record<string, string> = {
  '\u00a0': 'non-breaking space',
  '\u00ad': 'soft hyphen',
  '\u061c': 'Arabic letter mark',
  '\u1680': 'ogham space',
  '\u180e': 'Mongolian vowel separator',
  '\u2000': 'en quad',
  '\u2001': 'em quad',
  '\u2002': 'en space',
  '\u2003': 'em space',
  '\u2004': 'three-per-em space',
  '\u2005': 'four-per-em space',
  '\u2006': 'six-per-em space',
  '\u2007': 'figure space',
  '\u2008': 'punctuation space',
  '\u2009': 'thin space',
  '\u200a': 'hair space',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u200e': 'left-to-right mark',
  '\u200f': 'right-to-left mark',
  '\u2028': 'line separator',
  '\u2029': 'paragraph separator',
  '\u202a': 'left-to-right embedding',
  '\u202b': 'right-to-left embedding',
  '\u202c': 'pop directional formatting',
  '\u202d': 'left-to-right override',
  '\u202e': 'right-to-left override',
  '\u202f': 'narrow non-breaking space',
  '\u205f': 'medium mathematical space',
  '\u2060': 'word joiner',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
  '\u3000': 'ideographic space',
  '\ufeff': 'zero-width no-break space (byte-order mark)',
}

/** A space other than the ordinary one, a line or paragraph separator, or a format character. */
const INVISIBLE = /[\p{Zs}\p{Cf}\u2028\u2029]/u
const FORMAT = /\p{Cf}/gu
const EDGES = /^[\s\p{Zs}\p{Cf}\u2028\u2029]+|[\s\p{Zs}\p{Cf}\u2028\u2029]+$/gu

/** Whether a character is invisible to a reader (but the ordinary space). */
export const isInvisible = (character: string): boolean => character !== ' ' && INVISIBLE.test(character)

/** `U+00A0` */
export const codePoint = (character: string): string =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** An invisible character in words: "right-to-left override". */
export const invisibleName = (character: string): string =>
  NAMES[character] ??
  (/\p{Cf}/u.test(character) ? 'invisible format character' : /\p{Zs}/u.test(character) ? 'space' : 'character')

/** A value without the spaces and invisible characters around it (those that are part of how
 *  its last character is written, such as the tags of a flag, are kept). */
export function trimInvisible(value: string): string {
  const trimmed = value.replace(EDGES, '')
  if (trimmed.length === value.length || !/[\p{Cf}]$/u.test(value)) return trimmed
  // Give back the end's format characters that belong to the text.
  const start = value.indexOf(trimmed)
  let end = start + trimmed.length
  while (end < value.length) {
    const character = String.fromCodePoint(value.codePointAt(end)!)
    if (!/\p{Cf}/u.test(character) || !written(value, end, character)) break
    end += character.length
  }
  return value.slice(start, end)
}

const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]/u
const JOINING_LETTER = /[\p{L}\p{M}]/u
const LATIN_LIKE = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u

/** Whether the format character at `index` of `text` is part of how the text is written. */
function written(text: string, index: number, character: string): boolean {
  const previous = index > 0 ? [...text.slice(0, index)].at(-1)! : ''
  const next = [...text.slice(index + character.length)][0] ?? ''
  if (character === '\u200d' && EMOJI.test(previous) && EMOJI.test(next)) return true
  // The tags of a subdivision flag follow the black flag (🏴) and one another, ended by U+E007F.
  const tag = (value: string) => /[\u{E0020}-\u{E007F}]/u.test(value)
  if (tag(character) && (previous === '\u{1F3F4}' || tag(previous))) return true
  if (character === '\u200c' || character === '\u200d') {
    const letters = JOINING_LETTER.test(previous) && JOINING_LETTER.test(next)
    return letters && !(LATIN_LIKE.test(previous) && LATIN_LIKE.test(next))
  }
  return false
}

export interface FormatCharacter {
  /** Offset in the text (UTF-16). */
  index: number
  character: string
}

/** The format characters of a text that are not part of how it is written, in order. */
export function formatCharacters(text: string): FormatCharacter[] {
  const found: FormatCharacter[] = []
  for (const match of text.matchAll(FORMAT))
    if (!written(text, match.index, match[0])) found.push({ index: match.index, character: match[0] })
  return found
}
