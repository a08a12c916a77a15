/**
 * Problems of the first stage: a file's bytes as text, its front matter as YAML, and its Markdown
 * body (generator/content/read/).
 */
import { entry, visibleLength } from '../problem.ts'

const FRONT_MATTER_SHAPE =
  'start the file with a line containing only ---, then one "field: value" per line, then another line containing only ---'

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The longest line advice gives whole to be written: a field's longest text on one line fits. */
const LINE_LENGTH = 500

/** Advice to write a line: the line itself, whole, or, when it is too long to give in a message,
 *  `otherwise`, which says how to change it. Never part of a line: copied, it would raise the same
 *  problem again. */
const writeLine = (line: string, otherwise = QUOTE_THE_VALUE) =>
  visibleLength(line) <= LINE_LENGTH ? `write the line as  ${line}` : otherwise

/** How to quote any value on one line, whatever it holds: YAML's single quotes. */
const QUOTE_THE_VALUE = "wrap the whole value in single quotes ('…'), and write each ' inside it twice ('')"

/** What the YAML parser could not read in a line, in the editor's terms. */
export type LineReason =
  | 'not-a-field-line'
  | 'unclosed-quote'
  | 'typographic-quotes'
  | 'text-after-closing-quote'
  | 'same-quote-inside'
  | 'colon-space'
  | 'unclosed-bracket'
  | 'unclosed-list'
  | 'closing-bracket'

const REASONS: Record<LineReason, string> = {
  'not-a-field-line': 'this line is not a valid "field: value" line',
  'unclosed-quote': 'the value starts with a quote mark that is never closed',
  'typographic-quotes': 'the value is wrapped in typographic quotes (“ ”), which YAML does not read as quotes',
  'text-after-closing-quote':
    'a value that starts with a quote mark must end with it; here more text follows the closing quote',
  'same-quote-inside': 'the value holds the same quote mark it is wrapped in',
  'colon-space': 'the value contains a colon followed by a space, which starts a new field',
  'unclosed-bracket':
    'the value starts with [ or {, which YAML reads as the start of a list or group, and it is never closed',
  'unclosed-list': 'the list that starts with [ is never closed with ]',
  'closing-bracket': 'the value starts with ] or }, which YAML reads as the end of a list or group',
}

export const readingProblems = {
  // --- The file as text (read/text.ts) ----------------------------------------------------------
  'not-utf8': entry<{ count: number; byte?: string; character?: string }>({
    title: 'The file is not saved as UTF-8',
    message: ({ count, byte, character }) =>
      `this file is not saved as UTF-8, so ${count === 1 ? 'this character' : `${count} characters, starting with this one,`} would show as "\uFFFD" (${byte ? `byte ${byte}, which in the Windows-1252 encoding is "${character}"` : 'it is not valid UTF-8'}). ` +
      'Save the file with the UTF-8 encoding (Notepad: File → Save as → Encoding: UTF-8; VS Code: click the encoding in the status bar → Save with Encoding → UTF-8), ' +
      "or retype the character in GitHub's editor",
    example: {
      written: 'A file saved by Notepad as "ANSI", holding "₦"',
      fix: 'Save it again with the encoding UTF-8',
      params: { count: 1, byte: '0xA6', character: '¦' },
    },
  }),
  'merge-conflict': entry<{ blocks: { start: number; end: number }[] }>({
    title: 'An unresolved merge conflict',
    message: ({ blocks }) =>
      `this file holds an unresolved merge conflict (${blocks.map((block) => `lines ${block.start}–${block.end}`).join(', ')}): two versions of the same lines were kept, ` +
      'the first between the <<<<<<< and ======= lines, the second between ======= and >>>>>>>. ' +
      'Keep the version you want, then delete the other version and the three marker lines',
    example: {
      written: '<<<<<<< HEAD\nname: Garri\n=======\nname: White Garri\n>>>>>>> edit',
      fix: 'name: White Garri',
      params: { blocks: [{ start: 2, end: 6 }] },
    },
  }),
  'file-too-large': entry<{ size: number; limit: number }>({
    title: 'A content file too large to be a page',
    message: ({ size, limit }) =>
      `this file is ${Math.ceil(size / 1024)} KB, more than the ${Math.round(limit / 1024)} KB a content file may have (a long page of text is about 20 KB)`,
    advice: () =>
      'check that nothing was pasted into it by mistake (a document, a picture, the same text many times), and keep only the text of the page',
    example: {
      written: '(a 2 MB product file)',
      fix: '(the product description alone)',
      params: { size: 2_000_000, limit: 262_144 },
    },
  }),
  'more-problems': entry<{ count: number }>({
    title: 'More problems in the same file',
    message: ({ count }) => `and ${count} more problem${count === 1 ? '' : 's'} in this file, not listed`,
    advice: () => 'fix the problems above first: the others are often caused by them',
    example: {
      written: '(a file with many mistakes)',
      fix: '(fix the first ones listed, then build again)',
      params: { count: 12 },
    },
  }),

  // --- The front matter (read/front-matter.ts) ----------------------------------------------------
  'empty-file': entry({
    title: 'The file is empty',
    message: () => 'the file is empty',
    advice: () => FRONT_MATTER_SHAPE,
    example: { written: '(nothing)', fix: '---\nname: Garri\n---', params: {} },
  }),
  'no-front-matter': entry({
    title: 'No front matter',
    message: () => 'no front matter found',
    advice: () => FRONT_MATTER_SHAPE,
    example: { written: 'name: Garri', fix: '---\nname: Garri\n---', params: {} },
  }),
  'blank-lines-before-front-matter': entry<{ count: number }>({
    title: 'Blank lines above the front matter',
    message: ({ count }) =>
      `the file starts with ${count === 1 ? 'a blank line' : `${count} blank lines`} before its first ---`,
    advice: ({ count }) =>
      `delete ${count === 1 ? 'that line' : 'those lines'}, so that --- is the file's very first line`,
    example: { written: '\n---\nname: Garri\n---', fix: '---\nname: Garri\n---', params: { count: 1 } },
  }),
  'front-matter-not-closed': entry({
    title: 'The front matter is never closed',
    message: () => 'the front matter is never closed',
    advice: () => 'add a line containing only --- after the last field',
    example: {
      written: '---\nname: Garri\n\nMade from cassava.',
      fix: '---\nname: Garri\n---\n\nMade from cassava.',
      params: {},
    },
  }),
  'tab-indentation': entry({
    title: 'A line indented with a tab',
    message: () => 'this line is indented with a tab, which front matter does not allow',
    advice: () => 'indent with spaces instead',
    example: { written: 'hero:\n\theadline: Welcome', fix: 'hero:\n  headline: Welcome', params: {} },
  }),
  'duplicate-field': entry<{ key: string }>({
    title: 'A field written twice',
    message: ({ key }) => `field "${key}" is written twice`,
    advice: () => 'keep only one of them',
    example: { written: 'name: Garri\nname: White Garri', fix: 'name: White Garri', params: { key: 'name' } },
  }),
  'value-needs-quotes': entry<{ first: string; line: string }>({
    title: 'A value that must be wrapped in quotes',
    message: ({ first }) => `a value starting with "${first}" must be wrapped in quotes`,
    advice: ({ line }) => writeLine(line),
    example: {
      written: 'name: *Special* garri',
      fix: 'name: "*Special* garri"',
      params: { first: '*', line: 'name: "*Special* garri"' },
    },
  }),
  'unreadable-line': entry<{ reason: LineReason; line: string; keepLine?: string }>({
    title: 'A line YAML cannot read',
    message: ({ reason }) => `this line cannot be read: ${REASONS[reason]}`,
    // A second way only where the line can be read two ways: a quote left open around commas in a
    // list may hold one item or several.
    advice: ({ line, keepLine }) =>
      keepLine && visibleLength(line) <= LINE_LENGTH && visibleLength(keepLine) <= LINE_LENGTH
        ? `write the line as  ${line}  (or, if the commas belong to one item, write the line as  ${keepLine})`
        : writeLine(line),
    example: {
      written: 'name: Garri: white and yellow',
      fix: 'name: "Garri: white and yellow"',
      params: { reason: 'colon-space', line: 'name: "Garri: white and yellow"' },
    },
  }),
  'yaml-indentation': entry<{ parser: string }>({
    title: 'Front matter with wrong indentation',
    message: ({ parser }) => `front matter is not valid YAML (${parser})`,
    advice: () =>
      'check the indentation: the fields of a group line up under each other, and each item of a list starts with "- " at the same indentation',
    example: {
      written: 'hero:\n  headline: Welcome\n   tagline: Fresh',
      fix: 'hero:\n  headline: Welcome\n  tagline: Fresh',
      params: { parser: 'All mapping items must start at the same column' },
    },
  }),
  'yaml-syntax': entry<{ parser: string; reason: LineReason }>({
    title: 'Front matter that is not valid YAML',
    message: ({ parser }) => `front matter is not valid YAML (${parser})`,
    advice: ({ reason }) => `${REASONS[reason]}: each line must be "field: value", with a space after the colon`,
    example: {
      written: 'name: [Garri',
      fix: 'name: Garri',
      params: {
        parser: 'Flow sequence in block collection must be sufficiently indented and end with a ]',
        reason: 'not-a-field-line',
      },
    },
  }),
  'note-after-value': entry<{ line: string }>({
    title: 'A note after a value',
    message: () => 'the text after " #" is a note that is not shown on the page',
    advice: ({ line }) =>
      `if it is a note for other editors, move it to a line of its own above this one (starting with #); if it should be shown, ${writeLine(line)}`,
    example: {
      written: 'imageAlt: A bowl of garri # check with the photographer',
      fix: '# check with the photographer\nimageAlt: A bowl of garri',
      params: { line: 'imageAlt: "A bowl of garri # check with the photographer"' },
    },
  }),
  'hash-cuts-value': entry<{ line: string }>({
    title: 'A value cut short at " #"',
    message: () => 'the text after " #" would be left out: in front matter " #" starts a note that is not shown',
    advice: ({ line }) => `to keep it, ${writeLine(line)}`,
    example: {
      written: 'name: Garri #1 grade',
      fix: 'name: "Garri #1 grade"',
      params: { line: 'name: "Garri #1 grade"' },
    },
  }),
  'typographic-quotes': entry<{ opening: string; closing: string; line: string; keepLine: string }>({
    title: 'A value in typographic quotes',
    message: ({ opening, closing }) =>
      `the value ${opening && closing ? `is wrapped in typographic quotes (${opening} ${closing})` : opening ? `starts with a typographic quote (${opening})` : `ends with a typographic quote (${closing})`}, which would appear on the page as part of it`,
    advice: ({ line, keepLine }) =>
      visibleLength(line) <= LINE_LENGTH && visibleLength(keepLine) <= LINE_LENGTH
        ? `write the line as  ${line}  (or, if the quotes should appear on the page, write the line as  ${keepLine})`
        : 'delete the typographic quote marks around the value (or, if they should appear on the page, wrap the whole value in single quotes as well)',
    example: {
      written: 'name: “Garri”',
      fix: 'name: Garri',
      params: { opening: '“', closing: '”', line: 'name: Garri', keepLine: 'name: "“Garri”"' },
    },
  }),
  'indented-into-value': entry<{ key: string; indent: number; extra: number; above: string; aboveLine: number }>({
    title: 'A field indented under a value',
    message: ({ key, indent, extra, above, aboveLine }) =>
      `"${key}" is indented by ${count(indent, 'space')}, ${count(extra, 'space')} more than "${above}" on line ${aboveLine}, so it is read as part of the text of "${above}"`,
    advice: ({ key, extra, above }) => `remove ${count(extra, 'space')} before "${key}" so it lines up with "${above}"`,
    example: {
      written: 'name: Garri\n  order: 3',
      fix: 'name: Garri\norder: 3',
      params: { key: 'order', indent: 2, extra: 2, above: 'name', aboveLine: 2 },
    },
  }),
  'wrong-indentation': entry<{
    what: string
    indent: number
    belongsWith: string
    expected: number
    like?: { line: number; key?: string }
  }>({
    title: 'A line indented differently from its neighbours',
    message: ({ what, indent, belongsWith, expected, like }) =>
      `${what} is indented by ${count(indent, 'space')}, but ${belongsWith} ${expected === 0 ? 'start at the beginning of the line' : `start ${count(expected, 'space')} in`}${like ? ` (like ${like.key ? `"${like.key}" on ` : ''}line ${like.line})` : ''}`,
    advice: ({ what, indent, expected }) =>
      indent < expected
        ? `add ${count(expected - indent, 'space')} before ${what}`
        : `remove ${count(indent - expected, 'space')} before ${what}`,
    example: {
      written: 'hero:\n  headline: Welcome\n    tagline: Fresh',
      fix: 'hero:\n  headline: Welcome\n  tagline: Fresh',
      params: {
        what: '"tagline"',
        indent: 4,
        belongsWith: 'the fields of "hero"',
        expected: 2,
        like: { line: 3, key: 'headline' },
      },
    },
  }),
  'value-continues': entry<{ key: string; aboveLine: number; indent: number; joined?: string }>({
    title: 'A value that goes on over the next line without indentation',
    message: ({ key, aboveLine }) =>
      `this line goes on with the value of "${key}" (line ${aboveLine}), but it is not indented, so it is read as a field of its own`,
    advice: ({ key, indent, joined }) =>
      `${joined ? `join the two lines into one: ${writeLine(joined, 'put it at the end of that line, after a space')}; or ` : ''}write the value over several lines as  ${key}: >-  with each line of the text below it, indented by ${indent + 2} spaces`,
    example: {
      written: 'description: Fresh garri from\nAbia State.',
      fix: 'description: Fresh garri from Abia State.',
      params: { key: 'description', aboveLine: 3, indent: 0, joined: 'description: Fresh garri from Abia State.' },
    },
  }),
  'block-not-indented': entry<{ key: string; aboveLine: number; indent: number }>({
    title: 'A line of a block of text without indentation',
    message: ({ key, aboveLine }) =>
      `this line belongs to the text of "${key}" (${key}: | on line ${aboveLine}), but it is not indented under it, so it is not read as part of that text`,
    advice: ({ indent }) =>
      `indent it by ${indent} spaces, as every line of the text must be (blank lines between paragraphs may stay empty)`,
    example: {
      written: 'about: |\n  Ala Harvest is a family business.\n\nWe export to the UK.',
      fix: 'about: |\n  Ala Harvest is a family business.\n\n  We export to the UK.',
      params: { key: 'about', aboveLine: 5, indent: 2 },
    },
  }),
  'missing-space-after-colon': entry<{ line: string }>({
    title: 'No space after a colon',
    message: () => 'put a space after the colon',
    advice: ({ line }) => writeLine(line, 'type a space right after the colon that follows the field name'),
    example: { written: 'name:Garri', fix: 'name: Garri', params: { line: 'name: Garri' } },
  }),
  // `marks`: the line given leaves out Markdown marks the item had, which the page would show.
  'list-item-mark': entry<{ mark: string; list: string; line?: string; marks?: boolean }>({
    title: 'A list item that does not start with "- "',
    message: ({ mark, list, marks }) =>
      `${
        mark === '-'
          ? `this item of "${list}" has no space after its hyphen, so it is not read as an item`
          : `this item of "${list}" starts with "${mark}": in front matter, each item of a list starts with a hyphen and a space ("- ")`
      }${marks ? "; and an item is plain text, which would show Markdown's marks as written" : ''}`,
    advice: ({ line }) =>
      line ? writeLine(line) : 'start the line with a hyphen and a space ("- "), at the indentation of the other items',
    example: {
      written: 'otherNames:\n  - gari\n  * eba',
      fix: 'otherNames:\n  - gari\n  - eba',
      params: { mark: '*', list: 'otherNames', line: '- eba' },
    },
  }),
  'missing-colon': entry<{ word?: string }>({
    title: 'A line without a colon',
    message: ({ word }) => (word ? 'this line has no colon' : 'each line must be "field: value"'),
    advice: ({ word }) =>
      word
        ? `write the field name, a colon and a space, then the value, such as  ${word}: ...`
        : 'this one is neither a field nor a list item',
    example: { written: 'name Garri', fix: 'name: Garri', params: { word: 'name' } },
  }),
}
