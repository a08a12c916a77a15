/**
 * The first look at a content file, before any parsing: is it text the site can publish as it is?
 *
 * - It must be UTF-8. A file saved as Windows-1252 (Notepad, Word, older Excel exports) would
 *   otherwise publish "�" where the editor typed "é" or "₦".
 * - It must hold no invisible control characters (a NUL byte, a form feed from a copy and paste):
 *   they would reach the HTML.
 * - It must hold no unresolved git merge conflict: the `<<<<<<<`, `=======`, `>>>>>>>` lines would
 *   otherwise produce a cascade of unrelated-looking YAML errors, or be published as text.
 *
 * Byte-order marks and Windows / old Mac line endings are simply accepted.
 */
import { isUtf8 } from 'node:buffer'
import { problem } from '../problems/catalogue/index.ts'
import { placed, type ContentIssue } from '../problems/report.ts'
import { positions } from './positions.ts'

export type DecodeResult = { ok: true; text: string } | { ok: false; issues: ContentIssue[] }

/** Strips a byte-order mark and turns CRLF / CR line endings into LF: both must simply work. */
export function normalizeText(raw: string): string {
  return raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

const REPLACEMENT = '\uFFFD'
const windows1252 = new TextDecoder('windows-1252')
const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`

/** Names of the control characters editors meet, for messages. */
const CONTROL_NAMES: Record<number, string> = {
  0x00: 'NUL',
  0x08: 'backspace',
  0x0b: 'vertical tab',
  0x0c: 'form feed',
  0x1b: 'escape',
  0x7f: 'delete',
}
// Control characters other than tab and line breaks, and the C1 range that Windows-1252 mix-ups produce.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g

const CONFLICT_START = /^<{7}(?:[ \t]|$)/
const CONFLICT_MIDDLE = /^={7}[ \t]*$/
const CONFLICT_END = /^>{7}(?:[ \t]|$)/
const CONFLICT_MARK = /^(?:<{7}|={7}|>{7})/m

/** One decoder for every file: each `decode` call without `stream` starts afresh (and drops a BOM). */
const UTF8 = new TextDecoder('utf-8')

/** Reads a content file's bytes as text, or explains why it cannot be published as it is. */
export function decodeContentFile(file: string, bytes: Uint8Array): DecodeResult {
  const decoded = UTF8.decode(bytes)
  // The BOM is stripped and line endings normalised first, so positions are the ones editors see;
  // letters typed two ways (é as one character, or e and an accent) become one (Unicode NFC), so
  // every later check, and the site, sees the same value for the same words.
  const text = normalizeText(decoded).normalize('NFC')
  const at = positions(text)

  const unreadable = text.indexOf(REPLACEMENT)
  if (unreadable !== -1) {
    // Valid UTF-8 that holds "�" itself: the text was damaged before it reached this file.
    if (isUtf8(bytes)) return { ok: false, issues: [placed(file, at(unreadable), problem('damaged-character'))] }
    const guess = windowsGuess(bytes, decoded)
    const count = text.split(REPLACEMENT).length - 1
    return {
      ok: false,
      issues: [
        placed(
          file,
          at(unreadable),
          problem('not-utf8', guess ? { count, byte: hex(guess.byte), character: guess.character } : { count }),
        ),
      ],
    }
  }

  const issues: ContentIssue[] = []
  const blocks = conflictBlocks(text)
  if (blocks.length)
    issues.push(placed(file, { line: blocks[0]!.start, column: 1 }, problem('merge-conflict', { blocks })))

  const controls = [...text.matchAll(CONTROL)]
  if (controls.length) {
    const first = controls[0]!
    const code = first[0].codePointAt(0)!
    const name = CONTROL_NAMES[code]
    issues.push(
      placed(
        file,
        at(first.index),
        problem('control-character', {
          ...(name ? { name } : {}),
          codePoint: `U+${code.toString(16).toUpperCase().padStart(4, '0')}`,
          count: controls.length,
        }),
      ),
    )
  }
  return issues.length ? { ok: false, issues } : { ok: true, text }
}

/** The first byte that is not valid UTF-8 and what it means in Windows-1252, the usual culprit. */
function windowsGuess(bytes: Uint8Array, decoded: string): { byte: number; character: string } | undefined {
  // The decoder drops a byte-order mark and turns each invalid byte into one replacement character,
  // so the text before the first of them, encoded again, is as long as the valid bytes before it.
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0
  const offset = bom + Buffer.byteLength(decoded.slice(0, decoded.indexOf(REPLACEMENT)))
  const byte = bytes[offset]
  if (byte === undefined || byte < 0x80) return undefined
  const character = windows1252.decode(bytes.subarray(offset, offset + 1))
  return character && character !== REPLACEMENT ? { byte, character } : undefined
}

interface ConflictBlock {
  start: number
  end: number
}

/** Line ranges of the git conflict blocks in a text (1-based, inclusive). */
function conflictBlocks(text: string): ConflictBlock[] {
  const blocks: ConflictBlock[] = []
  // Most files have no line a conflict block starts, divides or ends with.
  if (!CONFLICT_MARK.test(text)) return blocks
  let start: number | undefined
  text.split('\n').forEach((line, index) => {
    if (CONFLICT_START.test(line)) start ??= index + 1
    else if (CONFLICT_END.test(line)) {
      blocks.push({ start: start ?? index + 1, end: index + 1 })
      start = undefined
    } else if (CONFLICT_MIDDLE.test(line) && start === undefined) start = index + 1
  })
  if (start !== undefined) blocks.push({ start, end: start })
  return blocks
}
