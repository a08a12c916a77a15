/**
 * How a problem an editor can see is defined (one entry of the catalogue, problems/catalogue.ts)
 * and raised: the place that finds a problem names its entry and gives its parameters; the entry
 * words it. No message text is written where a problem is found.
 *
 * Writing an entry (the guide docs/ERRORS.md is generated from these):
 * - `message` says what is wrong, in the editor's terms, and quotes at most a short excerpt of
 *   what they wrote (`excerpt`); for a field it follows the field's name: `must be …, got "…"`.
 * - `advice` says what to write instead: the exact line or value when it can be computed (and
 *   checked to work), otherwise the steps in the editor's own tools. Never advice that cannot be
 *   followed, and never a rename onto another file.
 * - `example` is a value or line that raises the problem, and the fix for it, as the guide shows.
 * Parameters are plain values (strings, numbers, lists of strings), so tests can assert them.
 */

import { formatCharacters } from '../read/format-characters.ts'

/** Values a problem's wording is made from. */
export type ProblemParams = Record<string, unknown>

export interface ProblemEntry<P extends ProblemParams = ProblemParams> {
  /** A short heading for the guide: what went wrong, in a few words. */
  title: string
  /** What is wrong. */
  message: (params: P) => string
  /** What to do instead; joined to the message with "; ". */
  advice?: (params: P) => string | undefined
  /** For the guide: what an editor wrote, the parameters it raises the problem with, and what to write instead (or do). */
  example: { written: string; fix: string; params: P }
  /** `warning`: the content builds, but the deploy refuses it (placeholders). `advisory`: a
   *  warning the deploy takes too (a language with entries not translated yet: its pages leave
   *  them out). `note`: the content builds and deploys; the editor is told what the site made of a
   *  value (a contact published in its service's form). */
  severity?: Severity
}

export type Severity = 'error' | 'warning' | 'advisory' | 'note'

/** Declares one entry, with the type of its parameters. */
export const entry = <P extends ProblemParams = Record<string, never>>(definition: ProblemEntry<P>): ProblemEntry<P> =>
  definition

/** A problem raised: its entry's code, its parameters and the words the entry makes of them. */
export interface Problem {
  code: string
  params: ProblemParams
  message: string
}

/** The words of an entry for these parameters: the message, then its advice. The message's texts
 *  are shortened first (`shownParams`), so it quotes at most an excerpt of what was written; the
 *  advice gets them whole (`adviceParams`): what it gives to be written (a line, a file name, a
 *  field's name, an address) works only whole, and a cut line, copied, raises the same problem
 *  again. Advice that quotes an editor's text rather than giving it to be written quotes an
 *  `excerpt` of it. */
export function wordProblem<P extends ProblemParams>(definition: ProblemEntry<P>, params: P): string {
  const message = definition.message(shownParams(params) as P)
  const advice = definition.advice?.(adviceParams(params) as P)
  return advice ? `${message}; ${advice}` : message
}

/** The longest text a message shows of one parameter (a reason, an editor's text it quotes). */
export const PARAM_LENGTH = 200
/** The longest text advice gives whole: advice about a longer line says how to change it instead
 *  (as reading.ts's `writeLine` does). Cut there only as a last resort, so that no message becomes
 *  a wall of text. */
export const WRITE_LENGTH = 1000
/** Of a list (the fields allowed, the icons to choose from, the files that share a name): items
 *  shown, and the length of each in a message (a file's path within content/ fits). */
const LIST_ITEMS = 30
const ITEM_LENGTH = 100

/** The parameters as a message shows them: each text at most PARAM_LENGTH characters, each list
 *  at most LIST_ITEMS items of ITEM_LENGTH characters (with "and N more"). */
export function shownParams(value: unknown, inList = false): unknown {
  return limited(value, inList ? ITEM_LENGTH : PARAM_LENGTH, ITEM_LENGTH)
}

/** The parameters as advice gets them: texts whole up to WRITE_LENGTH, lists of at most LIST_ITEMS. */
export function adviceParams(value: unknown): unknown {
  return limited(value, WRITE_LENGTH, WRITE_LENGTH)
}

function limited(value: unknown, textLength: number, itemLength: number): unknown {
  if (typeof value === 'string') return shorten(value, textLength)
  if (Array.isArray(value)) {
    const items = value.slice(0, LIST_ITEMS).map((item) => limited(item, itemLength, itemLength))
    return value.length > LIST_ITEMS ? [...items, `and ${value.length - LIST_ITEMS} more`] : items
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, limited(item, textLength, itemLength)]))
  return value
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** How long a text is to a reader: its characters as they are seen (grapheme clusters), so an
 *  emoji or a letter with its accent counts as one. */
export function visibleLength(text: string): number {
  let count = 0
  for (const _ of segmenter.segment(text)) count++
  return count
}

/** Whether a text is longer than `max` characters as a reader counts them; stops counting there,
 *  so a very long text costs no more than a short one. */
export function longerThan(text: string, max: number): boolean {
  // A text of at most `max` UTF-16 units has at most `max` characters.
  if (text.length <= max) return false
  let count = 0
  for (const _ of segmenter.segment(text)) if (++count > max) return true
  return false
}

const UNSHOWABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** An editor's text as a message can quote it: each control character, lone surrogate and
 *  invisible format character (a direction override would turn the message line around) shown
 *  as its code point, [U+202E]; those that are part of how the text is written are kept. */
export function showable(text: string): string {
  const hidden = formatCharacters(text)
  let shown = text
  for (const { index, character } of hidden.reverse())
    shown = `${shown.slice(0, index)}${codeOf(character)}${shown.slice(index + character.length)}`
  return shown.replace(UNSHOWABLE, codeOf)
}

const codeOf = (character: string) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`

/** At most `max` visible characters of a text, cut between characters (never inside one), with
 *  "..." when cut; characters a message cannot show are written as their code points (`showable`). */
export function shorten(written: string, max: number): string {
  const text = showable(written)
  if (text.length <= max) return text
  let kept = ''
  let count = 0
  for (const { segment } of segmenter.segment(text)) {
    if (count === max - 3) return `${kept}...`
    kept += segment
    count++
  }
  return kept
}

/** Longest excerpt of an editor's text a message quotes: a line of a problem stays readable. */
export const EXCERPT_LENGTH = 60

/** An editor's value as a message quotes it: in quotes, at most EXCERPT_LENGTH characters, or in
 *  words when it is not text. */
export function describeValue(input: unknown): string {
  if (input === undefined) return 'nothing'
  if (typeof input === 'string') return input === '' ? 'an empty value' : `"${shorten(input, EXCERPT_LENGTH)}"`
  if (Array.isArray(input)) return 'a list'
  if (input && typeof input === 'object') return 'a group of fields'
  return typeof input === 'number' || typeof input === 'boolean' ? String(input) : typeof input
}

/** A short excerpt of an editor's text, without quotes (for a text quoted inside a longer phrase). */
export const excerpt = (text: string, max = EXCERPT_LENGTH): string => shorten(text, max)
