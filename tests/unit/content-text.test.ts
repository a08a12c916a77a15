/**
 * Text is handled by what a reader sees: the same letters typed two ways are one value (Unicode
 * NFC), lengths count the characters a reader sees, invisible characters never reach a page
 * (removed around a value, refused inside it with their name and place), and names that differ
 * only by letter case or Unicode form are duplicates. Checked on examples an editor meets, and on
 * generated text (fast-check) where a list of examples would be incomplete.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { characterEnds, shortDescription } from '../../components/catalogue.ts'
import { formatCharacters } from '../../generator/content/read/format-characters.ts'
import { text } from '../../generator/content/schemas/fields/text.ts'
import { zodProblem } from '../../generator/content/schemas/zod-problems.ts'
import { productFile } from '../support/content-files.ts'
import { problemAt, SITE_MD, useContentCopy, type ContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'
const PALM_OIL = 'content/products/palm-oil.en.md'

const loaded = (content: ContentCopy) => {
  const result = content.load()
  if (!result.ok) expect.fail(result.issues.map((found) => `${found.file}:${found.line}: ${found.message}`).join('\n'))
  return result.content
}
const garriName = (content: ContentCopy) => loaded(content).products.find((product) => product.slug === 'garri')!.name

/** Format characters an editor's text may carry, from phones, web pages and word processors. */
const FORMAT = [
  '\u200b',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u061c',
]

describe('the same letters typed two ways', () => {
  const content = useContentCopy()

  it('are published as one form (NFC), whichever way they were typed', () => {
    content.write(GARRI, productFile({ name: 'name: Cafe\u0301 Garri' }))
    expect(garriName(content)).toBe('Café Garri')
    expect(garriName(content)).toBe('Cafe\u0301 Garri'.normalize('NFC'))
  })

  it.each([
    ['typed as one character and as a letter with an accent', 'Café', 'Cafe\u0301'],
    ['in capitals', 'Garri', 'GARRI'],
    ['with ß written as SS in capitals', 'Straße Fish', 'STRASSE FISH'],
  ])('make two product names the same name when %s', (_case, first, second) => {
    content.write(GARRI, productFile({ name: `name: ${first}` }))
    content.write(PALM_OIL, content.read(PALM_OIL).replace(/^name: .*$/m, `name: ${second}`))
    expect(content.issues()).toEqual(
      expect.arrayContaining([problemAt(GARRI, 2, 7, 'duplicate-value', { field: 'name' })]),
    )
  })
})

describe('lengths', () => {
  const content = useContentCopy()

  it('count the characters a reader sees: an emoji of several code points, or a letter with its accent, is one', () => {
    const farmer = '👩🏾‍🌾' // woman, skin tone, joiner, sheaf of rice: 7 UTF-16 units, one character
    content.write(GARRI, productFile({ name: `name: ${farmer.repeat(60)}` }))
    expect([...garriName(content)].length).toBeGreaterThan(60)
    content.write(GARRI, productFile({ name: `name: ${farmer.repeat(61)}` }))
    expect(content.issues()).toEqual([problemAt(GARRI, 2, 7, 'text-too-long', { length: 61, max: 60 })])
  })

  it('of any text are those of its characters as a reader counts them', () => {
    const name = text({ description: 'Name.', example: 'Garri' }, { max: 60 })
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'é', 'e\u0301', '👍🏽', '🇳🇬', 'ك', 'अ', ' '), { maxLength: 80 }),
        (letters) => {
          const value = `G${letters.join('')}G`
          const visible = [
            ...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value.normalize('NFC')),
          ].length
          const result = name.safeParse(value.normalize('NFC'))
          expect(result.success).toBe(visible <= 60)
          if (!result.success) expect(zodProblem(result.error.issues[0]!)?.params).toMatchObject({ length: visible })
        },
      ),
    )
  })
})

describe('invisible characters', () => {
  const content = useContentCopy()

  it('around a value (a phone number copied from a contact app) are removed', () => {
    content.write(
      'content/site.md',
      SITE_MD.replace('+234 800 000 0001', '\u202a+234 800 000 0001\u202c').replace(
        'tagline: nourish your life',
        'tagline: \u200bnourish your life\ufeff',
      ),
    )
    const { site } = loaded(content)
    expect(site.phones[0]!.number).toBe('+234 800 000 0001')
    expect(site.tagline).toBe('nourish your life')
  })

  it.each(
    FORMAT.map((character) => [
      `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
      character,
    ]),
  )('inside a value (%s) are refused, named, with the text before them', (codePoint, character) => {
    content.write(GARRI, productFile({ name: `name: Garri${character} white` }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 7, 'invisible-character', { codePoint, before: 'Garri', count: 1 }),
    ])
  })

  it('inside the Markdown text are refused at their line and column', () => {
    content.write(
      GARRI,
      productFile({ body: 'Made from fresh cassava.\n\nSun-dried\u200b garri, packed\u202e in Aba.' }),
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 10, 10, 'invisible-in-text', { codePoint: 'U+200B' }),
      problemAt(GARRI, 10, 25, 'invisible-in-text', { codePoint: 'U+202E' }),
    ])
  })

  it.each([
    ['inside a field name', 'na\u202eme: Garri', 3, 'U+202E'],
    ['after a field name', 'name\u200b: Garri', 5, 'U+200B'],
    ['instead of the space after the colon', 'name:\u00a0Garri', 6, 'U+00A0'],
    ['as indentation', '\u00a0name: Garri', 1, 'U+00A0'],
  ])('%s are refused, named, where they are', (_case, line, column, codePoint) => {
    content.write(GARRI, productFile({ name: line }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, column, 'invisible-in-structure', { characters: [expect.objectContaining({ codePoint })] }),
    ])
  })

  it.each([
    ['an emoji made of several joined together', 'name: Garri for 👩🏾‍🌾 farmers'],
    ['a flag of a country part', 'name: Garri 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['Persian, with its zero-width non-joiner', 'name: گاری‌ها'],
  ])('that are part of how the text is written are kept: %s', (_case, line) => {
    content.write(GARRI, productFile({ name: line }))
    expect(garriName(content)).toBe(line.slice('name: '.length))
  })

  it('are never left in a value that loads, whatever text surrounds them', () => {
    const name = text({ description: 'Name.', example: 'Garri' })
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
        fc.constantFrom(...FORMAT),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        (before, character, after) => {
          const result = name.safeParse(`${before}${character}${after}`.normalize('NFC'))
          if (result.success) expect(formatCharacters(result.data)).toEqual([])
          else expect(result.error.issues.map((found) => zodProblem(found)?.code)).toContainEqual(expect.any(String))
        },
      ),
    )
  })
})

describe('shortened texts (descriptions for link previews)', () => {
  it('are cut between words, or between two characters of a long word, never inside a character', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('garri', ' ', 'é', 'e\u0301', '👩🏾‍🌾', '🇳🇬', 'ك', '  '), { maxLength: 120 }),
        fc.integer({ min: 10, max: 160 }),
        (parts, max) => {
          const full = parts.join('').normalize('NFC')
          const short = shortDescription(full, max)
          const shown = [...segmenter.segment(short)].map((segment) => segment.segment)
          expect(shown.length).toBeLessThanOrEqual(max)
          const flat = full.replace(/\s+/g, ' ').trim()
          if (short === flat) return
          expect(short.endsWith('…')).toBe(true)
          // What is kept is a run of whole characters of the text.
          const kept = shown.slice(0, -1)
          const original = [...segmenter.segment(flat)].map((segment) => segment.segment)
          expect(original.slice(0, kept.length)).toEqual(kept)
        },
      ),
    )
  })

  it('count characters as a reader sees them, whatever the text holds', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    const readerEnds = (text: string, count: number) =>
      [...segmenter.segment(text)].slice(0, count).map(({ index, segment }) => index + segment.length)
    // Latin text, accented letters whole or as a letter and a combining mark, emoji, flags, Arabic,
    // joiners, a lone surrogate, and any character at all.
    const piece = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '-', '~', '\u00a0', '\u00ad', 'é', 'ß', 'ș', 'ʼ', '˚') }),
      fc.constantFrom('e\u0301', 'a\u0300\u0323', '👩🏾‍🌾', '🇳🇬', 'ك', '\u200d', '\ud800', '\r\n', 'ก\u0e33'),
      fc.string({ unit: 'binary' }),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.integer({ min: 0, max: 200 }), (pieces, count) => {
        const text = pieces.join('')
        expect(characterEnds(text, count)).toEqual(readerEnds(text, count))
      }),
      { numRuns: 2000 },
    )
  })
})
