/**
 * Problems of field values, checked by the collection schemas (generator/content/schemas/):
 * each message follows the field's name, as in `"order" must be a whole number …`.
 */
import { describeValue as quoted, entry, excerpt } from '../problem.ts'

/** What a field of the wrong kind should hold, in words. */
const KINDS: Record<string, string> = {
  string: 'text',
  array: 'a list, one item per line starting with "- "',
  object: 'a group of fields, each on its own line indented under it',
  number: 'a number',
}

/** How to write a value of each kind. */
const WRONG_KIND_ADVICE: Record<string, string> = {
  string:
    "write the text on the same line as the field; when it starts with - [ { or holds a colon followed by a space, wrap it in single quotes ('…')",
  array: 'write each item on its own line, indented under the field, starting with "- "',
  object: 'write each field of the group on its own line, indented under it',
  number: 'write the number alone, with digits only',
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

export const fieldProblems = {
  'missing-field': entry<{ key: string; parent?: string; line: string }>({
    title: 'A required field is missing',
    message: ({ key, parent }) => (parent ? `${parent} is missing "${key}"` : `missing required field "${key}"`),
    advice: ({ line }) => `add a line such as  ${line}`,
    example: { written: '(no order line)', fix: 'order: 3', params: { key: 'order', line: 'order: 1' } },
  }),
  'wrong-kind': entry<{ expected: string; written: unknown }>({
    title: 'A value of the wrong kind',
    message: ({ expected, written }) => `must be ${KINDS[expected] ?? expected}, got ${quoted(written)}`,
    advice: ({ expected }) => WRONG_KIND_ADVICE[expected],
    example: {
      written: 'packSizes: 1 kg pouch',
      fix: 'packSizes:\n  - 1 kg pouch',
      params: { expected: 'array', written: '1 kg pouch' },
    },
  }),
  'unknown-field': entry<{ key: string; where?: string; guess?: string; allowed: readonly string[] }>({
    title: 'A field the file does not have',
    message: ({ key, where }) => `unknown field "${excerpt(key, 40)}"${where ? ` in ${where}` : ''}`,
    advice: ({ guess, allowed }) =>
      guess ? `did you mean "${guess}"?` : `the fields allowed here are: ${allowed.join(', ')}`,
    example: {
      written: 'descripton: Fresh garri',
      fix: 'description: Fresh garri',
      params: { key: 'descripton', guess: 'description', allowed: ['title', 'description'] },
    },
  }),
  // `place`, given by the loader (load/zod-issues.ts): an item of a list that can spare it or not,
  // or a field that may be left out or not; the advice then says only what works there.
  'text-empty': entry<{ place?: 'item' | 'only-item' | 'optional' | 'required' }>({
    title: 'A text left empty',
    message: () => 'must not be empty',
    advice: ({ place }) =>
      place === 'item'
        ? 'write the item after "- ", or remove the line'
        : place === 'only-item'
          ? 'write the item after "- "'
          : place === 'required'
            ? 'write the text after the colon'
            : place === 'optional'
              ? 'write the text after the colon, or remove the line'
              : 'write the text after the colon, or remove the line if the field is optional',
    example: { written: 'name:', fix: 'name: Garri', params: { place: 'required' } },
  }),
  'invisible-character': entry<{ name: string; codePoint: string; before: string; count: number }>({
    title: 'An invisible character inside a value',
    message: ({ name, codePoint, before, count }) =>
      `holds an invisible ${name} (${codePoint}) ${before ? `after "${excerpt(before.slice(-30), 30)}"` : 'at its start'}${count > 1 ? `, and ${count - 1} more invisible character${count > 2 ? 's' : ''} after it` : ''}: it would change how the text is shown, or hide in it`,
    advice: () =>
      "delete it (in GitHub's editor, move the cursor across the spot with the arrow keys: it stops an extra time there); it comes with text copied from phones, web pages and word processors",
    example: {
      written: 'name: Garri<right-to-left override> white',
      fix: 'name: Garri white',
      params: { name: 'right-to-left override', codePoint: 'U+202E', before: 'Garri', count: 1 },
    },
  }),
  'html-reference-in-text': entry<{ reference: string; character: string; kind: 'character' | 'space' | 'invisible' }>({
    title: 'HTML code for a character in a text',
    message: ({ reference, character, kind }) =>
      `holds "${reference}", the way a web page's HTML writes ${kind === 'character' ? `"${character}"` : kind === 'space' ? 'a space' : 'an invisible character'}: this field shows its text as written, so the page would show "${reference}"`,
    advice: ({ reference, character, kind }) =>
      kind === 'character'
        ? `write ${character} itself in place of ${reference}`
        : kind === 'space'
          ? `write an ordinary space in place of ${reference}`
          : `delete ${reference}`,
    example: {
      written: 'name: Garri &amp; Eba',
      fix: 'name: Garri & Eba',
      params: { reference: '&amp;', character: '&', kind: 'character' },
    },
  }),
  // Found by the field's schema, or before it when YAML cannot read the line as written (a value
  // starting with * or [): then `subject` names the field, and `line` is the line to write, with
  // every mark taken out and checked to read as meant (read/markdown-lines.ts).
  'markdown-in-text': entry<{
    written: string
    words: string
    kind: 'bold' | 'struck-through' | 'link'
    subject?: string
    line?: string
  }>({
    title: 'Markdown marks in a text that shows them as written',
    message: ({ written, kind, subject }) =>
      `${subject ? `${subject} ` : ''}is plain text, which the page shows as written: ${quoted(written)} would show its marks, not ${kind === 'link' ? 'a link' : kind === 'bold' ? 'bold text' : 'struck-through text'} (only the longer text below the front matter takes Markdown)`,
    advice: ({ written, words, kind, line }) =>
      line
        ? `write the line as  ${line}`
        : `write ${words} in place of ${written}${kind === 'link' ? ' (a field of one line cannot hold a link)' : ''}`,
    example: {
      // Written unquoted, the line gets this problem too, naming the field and giving the line.
      written: 'name: "**Premium** garri"',
      fix: 'name: Premium garri',
      params: { written: '**Premium**', words: 'Premium', kind: 'bold' },
    },
  }),
  'text-too-long': entry<{ length: number; max: number }>({
    title: 'A text longer than its field allows',
    message: ({ length, max }) => `is too long (${length} characters); it can have at most ${max}`,
    advice: () => 'shorten it',
    example: {
      written: 'name: (a name of 70 letters)',
      fix: 'name: (at most 60 letters)',
      params: { length: 70, max: 60 },
    },
  }),
  'list-too-short': entry<{ min: number; noun?: string }>({
    title: 'A list with too few items',
    message: ({ min, noun }) =>
      noun
        ? `needs at least ${min === 1 ? 'one' : min} ${noun}`
        : `needs at least ${plural(min, 'item')}, each on its own line starting with "- "`,
    example: {
      written: 'items:',
      fix: 'items:\n  - Deliver safe, high-quality food.',
      params: { min: 1, noun: 'phone number' },
    },
  }),
  'list-too-long': entry<{ max: number }>({
    title: 'A list with too many items',
    message: ({ max }) => `can have at most ${plural(max, 'item')}`,
    example: { written: '(eleven mission bullets)', fix: '(at most ten)', params: { max: 10 } },
  }),
  'order-number': entry<{ written: unknown; max: number }>({
    title: 'An order that is not a whole number',
    message: ({ written, max }) =>
      `must be a whole number from 0 to ${max}, such as 1, 2 or 3 (1 is shown first), got ${quoted(written)}`,
    example: { written: 'order: three', fix: 'order: 3', params: { written: 'three', max: 9_999_999 } },
  }),
  'whole-number': entry<{ min: number; max: number; written: unknown }>({
    title: 'A number outside its range',
    message: ({ min, max, written }) =>
      `must be a whole number from ${min} to ${max}, got ${typeof written === 'string' ? quoted(written) : String(written)}`,
    example: { written: 'rating: 6', fix: 'rating: 5', params: { min: 1, max: 5, written: 6 } },
  }),
  'template-unknown': entry<{ found: string[]; placeholders: string[]; example: string }>({
    title: 'A placeholder the site cannot fill in',
    message: ({ found }) =>
      `has ${found.map((placeholder) => `"${excerpt(placeholder, 30)}"`).join(', ')}, which the site cannot fill in`,
    advice: ({ placeholders, example }) =>
      `write ${placeholders.map((name) => `"{${name}}"`).join(' and ')} exactly (with the curly brackets), such as "${example}"`,
    example: {
      written: 'message: A quote for {produce}',
      fix: 'message: A quote for {product}',
      params: {
        found: ['{produce}'],
        placeholders: ['product'],
        example: 'Hello, I would like a quote for {product}.',
      },
    },
  }),
  'template-missing': entry<{ placeholders: string[]; example: string }>({
    title: 'A message without its placeholder',
    message: ({ placeholders }) =>
      `must contain ${placeholders.map((name) => `"{${name}}"`).join(' and ')} where the site puts ${placeholders.length === 1 ? 'it' : 'them'}`,
    advice: ({ example }) => `such as "${example}"`,
    example: {
      written: 'message: I would like a quote.',
      fix: 'message: I would like a quote for {product}.',
      params: { placeholders: ['product'], example: 'Hello, I would like a quote for {product}.' },
    },
  }),
  'hs-code': entry<{ written: unknown; example: string; zeroLost?: string }>({
    title: 'An HS code of the wrong form',
    message: ({ written, example }) =>
      `must be the product's HS category code: four digits, optionally followed by .00 groups, such as ${example.slice(0, 4)} or ${example}, got ${quoted(written)}`,
    advice: ({ zeroLost }) => (zeroLost ? `if it starts with 0, write "${zeroLost}"` : undefined),
    example: {
      written: 'hsCode: 305.49',
      fix: 'hsCode: 0305.49',
      params: { written: '305.49', example: '1106.20', zeroLost: '0305.49' },
    },
  }),
  'country-code': entry<{ written: unknown }>({
    title: 'A country code of the wrong form',
    message: ({ written }) => `must be the two capital letters of the country code, such as NG, got ${quoted(written)}`,
    advice: () => 'write the two-letter code of the country: NG for Nigeria, GH for Ghana, GB for the United Kingdom',
    example: { written: 'countryCode: Nigeria', fix: 'countryCode: NG', params: { written: 'Nigeria' } },
  }),
  'one-of': entry<{ options: readonly string[]; written: unknown; guess?: string }>({
    title: 'A value that is not one of the choices',
    message: ({ options, written }) => `must be one of ${options.join(', ')}; got ${quoted(written)}`,
    advice: ({ guess }) => (guess ? `did you mean "${guess}"?` : undefined),
    example: {
      written: 'icon: fsh',
      fix: 'icon: fish',
      params: { options: ['fish', 'leaf', 'truck'], written: 'fsh', guess: 'fish' },
    },
  }),
}
