/**
 * Problems of characters a page cannot show, found while a file is read (generator/content/read/):
 * damaged ones, controls, and invisible characters where they change what the text says.
 */
import { entry, excerpt } from '../problem.ts'

export const characterProblems = {
  'damaged-character': entry({
    title: 'The file holds a damaged character (�)',
    message: () =>
      'this file holds the character "\uFFFD" (U+FFFD), a sign that text was damaged when it was copied or converted',
    advice: () => 'retype the character that should be here',
    example: { written: 'name: Caf� Arabica', fix: 'name: Café Arabica', params: {} },
  }),
  'control-character': entry<{ name?: string; codePoint: string; count: number }>({
    title: 'An invisible control character',
    message: ({ name, codePoint, count }) =>
      `this file holds an invisible control character here (${name ? `${name}, ` : ''}${codePoint}), which would reach the page${count > 1 ? ` (there are ${count} in this file; the others are reported once this one is gone)` : ''}`,
    advice: () =>
      "delete it (GitHub's editor shows it as a red dot) — it usually comes with text copied from another program",
    example: {
      written: 'name: Garri<form feed>',
      fix: 'name: Garri',
      params: { name: 'form feed', codePoint: 'U+000C', count: 1 },
    },
  }),

  'unprintable-character': entry<{
    kind: 'line-break' | 'tab' | 'control' | 'damaged'
    name: string
    codePoint: string
    before: string
    count: number
  }>({
    title: 'A value holds a character no page can show',
    message: ({ name, codePoint, before, count }) =>
      `this value holds a ${name} (${codePoint}) ${before ? `after "${excerpt(before.slice(-30), 30)}"` : 'at its start'}${count > 1 ? `, and ${count - 1} more such character${count > 2 ? 's' : ''} after it` : ''}, which a page cannot show`,
    advice: ({ kind }) =>
      kind === 'line-break'
        ? 'write the whole value on one line (a field holds one line of text; with | or "\\n" it keeps line breaks)'
        : kind === 'tab'
          ? 'type an ordinary space instead of the tab'
          : kind === 'damaged'
            ? 'retype the character that should be here (in double quotes, \\uFFFD and \\uD800 to \\uDFFF write damaged characters)'
            : 'delete it (in double quotes, \\x and \\u followed by a number write a character by its number: write the character itself, or nothing)',
    example: {
      written: 'name: "Garri\\x01 white"',
      fix: 'name: Garri white',
      params: { kind: 'control', name: 'control character', codePoint: 'U+0001', before: 'Garri', count: 1 },
    },
  }),

  'invisible-in-structure': entry<{
    indented: boolean
    characters: { name: string; codePoint: string; count: number }[]
  }>({
    title: 'Invisible characters in the structure of a line',
    message: ({ indented, characters }) =>
      `this line ${indented ? 'is indented with' : 'holds'} invisible ${characters.map((found) => `${found.name}${found.count > 1 ? 's' : ''} (${found.codePoint})`).join(' and ')}${indented ? ' instead of ordinary spaces' : ' in or around its field name'}, so its field is not recognised`,
    advice: () =>
      'delete them, and type ordinary spaces where spaces belong (they come with text copied from web pages, phones and word processors)',
    example: {
      written: '  name: Garri (indented with non-breaking spaces)',
      fix: '  name: Garri',
      params: { indented: true, characters: [{ name: 'non-breaking space', codePoint: 'U+00A0', count: 2 }] },
    },
  }),
}
