/**
 * Whether a translation is up to date with its original, and what it records of it when saved.
 *
 * A translation records the original's texts it was made from (`translatedFrom`, a fingerprint
 * of each, generator/content/schemas/translation.ts `originalRecord`), and the build warns while
 * the original has changed since. In the admin, the record is:
 *
 * - the one the translation's file has, as long as the editor does not mark it up to date: an
 *   edit of the original alone never records the translation anew (it falls behind, and says so);
 * - the original as it was when the editor marked the translation up to date (the status control
 *   of its pane, admin/translation-status-control.tsx): the status field then holds that record;
 * - for a translation written in the admin where there was none (no file, no section), the
 *   original as it is saved with it: it was made from that.
 *
 * The format reads a translation's record into `translatedFrom` (an empty one when its file has
 * none), so a translation without the key is one no file held. Pure: runs in the browser and in
 * the unit tests.
 */
import { changedSince, RECORD_KEY } from '../generator/content/schemas/translation.ts'
import { STATUS_FIELD } from './config.ts'

export type TextRecord = Record<string, string>
type Data = Record<string, unknown>

const isRecord = (value: unknown): value is TextRecord =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string')

/** The record the editor marked (the status field's value: the record as JSON), if any. */
export function markedRecord(value: unknown): TextRecord | undefined {
  if (typeof value !== 'string' || !value) return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    return isRecord(parsed) ? parsed : undefined
  } catch {
    return undefined
  }
}

/** The status field's value that marks a translation up to date with the original's `record`. */
export const markValue = (record: TextRecord): string => JSON.stringify(record)

/** Whether a translation was never read from a file: written in the admin where there was none. */
export const isNewTranslation = (translation: Data): boolean => translation[RECORD_KEY] === undefined

/**
 * What the translation's file records of its original when saved (see above): `current` is the
 * original's record as it is saved. Written as it is when it is not a record (the file keeps
 * what the editor wrote by hand); nothing when empty.
 */
export function recordToWrite(translation: Data, current: TextRecord): unknown {
  const marked = markedRecord(translation[STATUS_FIELD])
  if (marked) return marked
  if (isNewTranslation(translation)) return current
  return translation[RECORD_KEY]
}

export type TranslationStatus =
  /** Nothing is written in this language: no file or section is written. */
  | { kind: 'untranslated' }
  /** Written in the admin where there was none: recorded as made from the original when saved. */
  | { kind: 'new' }
  /** Its file does not record what it was made from (the build says so). */
  | { kind: 'unrecorded' }
  /** Up to date with the original as it is now (`marked`: by the editor, in this form). */
  | { kind: 'up-to-date'; marked: boolean }
  /** Made from an older version of the original: `changed`, the texts changed since. */
  | { kind: 'behind'; changed: string[]; marked: boolean }

/**
 * The translation's status against the original as it is now (`current`, its record), from
 * what the translation writes (`written`, language-files.ts `writtenTexts`) and what it would record when saved.
 */
export function translationStatus(
  translation: Data,
  current: TextRecord,
  written: ReadonlySet<string>,
): TranslationStatus {
  if (!written.size) return { kind: 'untranslated' }
  const marked = markedRecord(translation[STATUS_FIELD]) !== undefined
  if (!marked && isNewTranslation(translation)) return { kind: 'new' }
  const record = recordToWrite(translation, current)
  if (!isRecord(record) || !Object.keys(record).length) return { kind: 'unrecorded' }
  const changed = changedSince(record, current, written)
  return changed.length ? { kind: 'behind', changed, marked } : { kind: 'up-to-date', marked }
}
