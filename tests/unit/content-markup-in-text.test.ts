/**
 * Markup in a field of plain text, which the page shows as written: an HTML character reference
 * ("Garri &amp; Eba" showed "&amp;") or Markdown's bold, struck-through and link marks ("**Premium**
 * garri" showed its asterisks). In every text field of every collection it is refused with what to
 * write instead, and writing that is accepted; ordinary text with & * _ [ ] ~ is not refused.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markupInText } from '../../generator/content/read/markup-in-text.ts'
import { fieldArbitrary, textFields, type ContentField } from '../support/arbitraries.ts'
import { problemAt, useContentCopy } from '../support/content-copy.ts'

/** The fields that show their text as written: lines of text and templates. */
const plainFields = textFields().filter((field) => field.kind === 'text' || field.kind === 'template')

/** References, the character each stands for, and what the advice says to write in its place. */
const REFERENCES: readonly { reference: string; replacement: string }[] = [
  { reference: '&amp;', replacement: '&' },
  { reference: '&eacute;', replacement: 'é' },
  { reference: '&rsquo;', replacement: '’' },
  { reference: '&hellip;', replacement: '…' },
  { reference: '&copy;', replacement: '©' },
  { reference: '&#233;', replacement: 'é' },
  { reference: '&#x2019;', replacement: '’' },
  { reference: '&#X20AC;', replacement: '€' },
  { reference: '&nbsp;', replacement: ' ' },
  { reference: '&#160;', replacement: ' ' },
  { reference: '&shy;', replacement: '' },
  { reference: '&zwj;', replacement: '' },
]

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 8 })

/** Markdown marks around words, with the words the advice says to write in their place. */
const marked = fc.oneof(
  fc.tuple(fc.constantFrom('**', '__'), word, word).map(([mark, a, b]) => ({
    written: `${mark}${a} ${b}${mark}`,
    replacement: `${a} ${b}`,
  })),
  fc.tuple(word, word).map(([a, b]) => ({ written: `~~${a} ${b}~~`, replacement: `${a} ${b}` })),
  fc
    .tuple(word, fc.constantFrom('/products/', 'https://example.org/x', ''))
    .map(([text, url]) => ({ written: `[${text}](${url})`, replacement: text })),
)

const markup = fc.oneof(
  fc.constantFrom(...REFERENCES).map(({ reference, replacement }) => ({ written: reference, replacement })),
  marked,
)

/** A valid value of the field with markup put in at a space (or at its start). */
function withMarkup(field: ContentField) {
  return fc.tuple(fieldArbitrary(field, 'words'), markup, fc.nat()).map(([value, { written, replacement }, at]) => {
    const spaces = [0, ...[...value.matchAll(/ /g)].map((match) => match.index + 1)]
    const index = spaces[at % spaces.length]!
    const join = (middle: string) => `${value.slice(0, index)}${middle} ${value.slice(index)}`
    return { value: join(written), fixed: join(replacement), written, replacement }
  })
}

describe('markup in a field of plain text', () => {
  it.each(plainFields.map((field) => [field.label, field] as const))(
    '%s: is refused with what to write instead, and that is accepted',
    (_label, field) => {
      fc.assert(
        fc.property(withMarkup(field), ({ value, fixed, written, replacement }) => {
          const result = field.schema.safeParse(value)
          expect(result.success, JSON.stringify(value)).toBe(false)
          const message = result.error!.issues.map((issue) => issue.message).join('\n')
          expect(message).toContain(written)
          if (replacement === '') expect(message).toContain(`delete ${written}`)
          else if (replacement === ' ') expect(message).toContain(`write an ordinary space in place of ${written}`)
          else
            expect(message).toContain(
              `write ${replacement} ${written.startsWith('&') ? 'itself ' : ''}in place of ${written}`,
            )
          // As told: the text as the editor meant it (spaces where a reference left two), accepted
          // unless the words put in took it past the field's length.
          const again = field.schema.safeParse(fixed.replace(/ {2,}/g, ' ').trim())
          if (!again.success)
            expect(again.error.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/is too long/)])
        }),
        { numRuns: 60 },
      )
    },
  )

  it.each([
    'AT&T and R&D; fish & chips',
    'Tom&Jerry; &unknownname; &#xD800; &#0;',
    '5*3*2 = 30, *conditions apply',
    'snake_case_name and _under_',
    '[draft] copy, [a] (b), ~ approximately ~',
    '** loose stars ** and __ __',
  ])('leaves ordinary text alone: %s', (text) => {
    expect(markupInText(text)).toBeUndefined()
  })

  describe('in a content file', () => {
    const content = useContentCopy()
    it('is reported at the field, with its line and column', () => {
      const file = 'content/products/garri.en.md'
      content.write(file, content.read(file).replace(/^name: .*$/m, 'name: Garri &amp; Eba'))
      const line = content
        .read(file)
        .split('\n')
        .findIndex((each) => each.startsWith('name:'))
      expect(content.issues()).toEqual([
        problemAt(file, line + 1, 7, 'html-reference-in-text', { reference: '&amp;', character: '&' }),
      ])
      content.write(file, content.read(file).replace('Garri &amp; Eba', 'Garri & Eba'))
      expect(content.load().ok).toBe(true)
    })
  })
})
