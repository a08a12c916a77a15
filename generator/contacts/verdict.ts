/**
 * What a check says about one contact value an editor wrote: accepted (and what the site
 * publishes, with what was corrected, if anything), or refused with a problem code and the
 * values its message needs. The wording lives in problems.ts, one entry per code.
 *
 * A correction is never silent: `corrected` says what the file holds and what the site
 * publishes, so the build can list it as a note and the admin can save the corrected value.
 */
import type { NoteCode, NoteParams, ProblemCode, ProblemParams } from './problems.ts'

/** Where the value is used, as far as a check needs to know. */
export interface CheckContext {
  /** The site's country (site.address.countryCode, such as "NG"): numbers written without their
   *  country code are read as numbers of this country. */
  country?: string | undefined
}

export interface Note<C extends NoteCode = NoteCode> {
  code: C
  params: NoteParams<C>
}

/** What the editor wrote and what the site publishes instead, with the note that says why. */
export type Correction = { from: string; to: string } & { [C in NoteCode]: Note<C> }[NoteCode]

export interface Accepted {
  ok: true
  /** The value as the site publishes it. */
  published: string
  /** Present when `published` differs from what was written. */
  corrected?: Correction
  /** Accepted, but worth telling the editor (such as a chat number that is not a mobile number). */
  warning?: { [C in NoteCode]: Note<C> }[NoteCode]
}

export type Refused = { [C in ProblemCode]: { ok: false; problem: C; params: ProblemParams<C> } }[ProblemCode]

export type Verdict = Accepted | Refused

export function refuse<C extends ProblemCode>(problem: C, params: ProblemParams<C>): Refused {
  return { ok: false, problem, params } as Refused
}

/** Accepted as `published`; when that differs from `written`, the note says what was changed. */
export function accept(
  written: string,
  published: string,
  note?: { [C in NoteCode]: Note<C> }[NoteCode],
  warning?: Accepted['warning'],
): Accepted {
  const from = written.trim()
  const verdict: Accepted = { ok: true, published }
  if (from !== published) {
    // A check that publishes something else than was written must say why.
    if (!note) throw new Error(`"${from}" is published as "${published}" without a note saying why`)
    verdict.corrected = { from, to: published, ...note }
  }
  if (warning) verdict.warning = warning
  return verdict
}

/**
 * A short quotation of what the editor wrote, for a message: one line, at most `max` characters
 * (a pasted embed code can be 600), with a password in an address hidden.
 */
export function excerpt(written: string, max = 60): string {
  const line = written
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\/\/[^/@\s:]*):[^/@\s]*@/, '$1:…@')
  if (line.length <= max) return line
  // Cut between the characters a reader sees, never inside one (half of an emoji, a letter
  // without its accent): the message would hold a broken character.
  let kept = ''
  for (const { segment } of graphemes.segment(line)) {
    if (kept.length + segment.length > max - 3) break
    kept += segment
  }
  return `${kept}...`
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** "a", "a and b", "a, b and c". */
export function listInWords(items: readonly (string | number)[], last = 'and'): string {
  const words = items.map(String)
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`
}
