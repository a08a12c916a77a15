/**
 * No crash, no wall of text: whatever a content file holds, however long or deeply nested, it is
 * loaded or refused with file:line:column and advice, never a stack trace, a crash or a hang; no
 * file reports more problems than can be read; a value continued on the next line gets advice
 * that works; placeholder text is treated like the placeholder contacts.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '../../generator/content/problems/catalogue/index.ts'
import type { ContentIssue } from '../../generator/content/problems/report.ts'
import { MAX_FILE_BYTES, MAX_FILE_PROBLEMS, parseEntry } from '../../generator/content/load/entry.ts'
import { contextWithoutFiles, defineCollections } from '../../generator/content/schemas/collections/index.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { PRODUCT_BODY, PRODUCT_LINES, productFile } from '../support/content-files.ts'
import { ICONS_FILE, problemAt, SITE_MD, useContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'

/** Every problem is an entry of the catalogue, at a real place, and readable. */
function expectReported(issues: readonly ContentIssue[]) {
  for (const found of issues) {
    expect(Object.keys(CATALOGUE)).toContain(found.code)
    expect(found.line).toBeGreaterThanOrEqual(1)
    expect(found.column).toBeGreaterThanOrEqual(1)
    expect(found.message.length).toBeLessThanOrEqual(2000)
  }
}

/** A product file as the loader reads it (pictures taken by name). */
const products = defineCollections(contextWithoutFiles(['star'])).products
const parseProduct = (text: string) => parseEntry(products, GARRI, Buffer.from(text))

describe('whatever a file holds', () => {
  const content = useContentCopy()

  it('is loaded or refused with file:line:column, never a crash: any text as a whole file', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const result = parseProduct(text)
        expectReported(result.issues)
        if (!result.issues.length) expect(result.parsed).toBeDefined()
      }),
      { numRuns: 300 },
    )
  })

  it('is loaded or refused with file:line:column, never a crash: any text as a value, or as the text below', () => {
    const anyText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({
        unit: fc.constantFrom(
          '"',
          "'",
          ':',
          '#',
          '-',
          '[',
          '{',
          '*',
          '&',
          '!',
          '|',
          '>',
          ' ',
          '\n',
          'a',
          '\t',
          '<',
          '`',
        ),
        maxLength: 60,
      }),
    )
    fc.assert(
      fc.property(anyText, anyText, (value, body) => {
        const result = parseProduct(productFile({ name: `name: ${value}`, body: body || PRODUCT_BODY }))
        expectReported(result.issues)
        if (!result.issues.length) expect(result.parsed?.value.name).toBe(String(result.parsed?.value.name))
      }),
      { numRuns: 500 },
    )
  })

  it('too large to be a page is refused with its size and the limit', () => {
    content.write(GARRI, productFile({ body: 'Garri '.repeat(MAX_FILE_BYTES / 5) }))
    expect(content.issues()).toEqual([problemAt(GARRI, 1, 1, 'file-too-large', { limit: MAX_FILE_BYTES })])
  })

  it('nested far too deep (quotes inside quotes) is refused at the line, before it is read', () => {
    content.write(GARRI, productFile({ body: `Fresh garri.\n\n${'>'.repeat(50_000)} deep` }))
    expect(content.issues()).toEqual([problemAt(GARRI, 10, 1, 'markdown-too-deep', { limit: 10 })])
  })

  it('indented far too deep (lists inside lists) is refused at the line', () => {
    const lists = Array.from({ length: 60 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth + 1}`).join('\n')
    content.write(GARRI, productFile({ body: lists }))
    expect(content.issues()[0]).toEqual(problemAt(GARRI, 41, 1, 'markdown-too-deep'))
  })

  it('with thousands of formatting marks in a paragraph is refused, instead of taking minutes to read', () => {
    content.write(GARRI, productFile({ body: `Fresh garri.\n\n${'*a'.repeat(20_000)}` }))
    expect(content.issues()).toEqual([problemAt(GARRI, 10, 1, 'markdown-too-complex', { limit: 500 })])
  })

  it(`with many mistakes lists the first ${MAX_FILE_PROBLEMS}, and how many more there are`, () => {
    const fields = Array.from({ length: 5_000 }, (_, index) => `extra${index}: value`)
    content.write(GARRI, productFile({ after: fields }))
    const issues = content.issues()
    expect(issues).toHaveLength(MAX_FILE_PROBLEMS + 1)
    expect(issues.slice(0, 2)).toEqual([
      problemAt(GARRI, 6, 1, 'unknown-field', { key: 'extra0' }),
      problemAt(GARRI, 7, 1, 'unknown-field', { key: 'extra1' }),
    ])
    expect(issues.at(-1)).toEqual(problemAt(GARRI, 6 + MAX_FILE_PROBLEMS, 1, 'more-problems'))
    expectReported(issues)
  })
})

describe('a value continued on the next line without indentation', () => {
  const content = useContentCopy()

  it('is pointed at, with the joined line; following the advice loads the value meant', () => {
    content.write(GARRI, productFile({ imageAlt: 'imageAlt: A bowl of garri', after: ['on a woven tray'] }))
    const [found] = content.issues()
    expect(found).toEqual(
      problemAt(GARRI, 6, 1, 'value-continues', {
        key: 'imageAlt',
        aboveLine: 5,
        joined: 'imageAlt: A bowl of garri on a woven tray',
      }),
    )
    content.write(GARRI, productFile({ imageAlt: String(found!.params.joined) }))
    expect(content.load().ok).toBe(true)
  })

  it('is not mistaken for it when the line starts with a field name the file has: a missing colon', () => {
    content.write('content/site.md', SITE_MD.replace('\ntagline: nourish your life\n', '\ntagline nourish your life\n'))
    expect(content.issues()).toEqual([problemAt('content/site.md', 4, 1, 'missing-colon', { word: 'tagline' })])
  })
})

describe('placeholder text left in a heading or a description', () => {
  const content = useContentCopy()
  const strict = () =>
    loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE, strict: true })

  it.each([
    ['dummy Latin in a field', { imageAlt: 'imageAlt: Lorem ipsum dolor sit amet' }, 5, 'Lorem ipsum'],
    ['a note to do in a field', { name: 'name: Garri TODO' }, 2, 'TODO'],
    ['a template hint in the text below', { body: 'Description goes here.' }, 8, 'Description goes here'],
    ['a blank to fill in, in the text below', { body: 'Price: [insert price] per bag.' }, 8, '[insert price]'],
  ])('is a warning at its line (%s), and refused by the build that publishes', (_case, lines, line, words) => {
    content.write(GARRI, productFile(lines))
    const result = content.load()
    expect(result.ok).toBe(true)
    expect(result.warnings).toContainEqual(
      expect.objectContaining({
        file: GARRI,
        line,
        code: 'placeholder-text',
        params: expect.objectContaining({ words }),
      }),
    )
    const refused = strict()
    expect(refused.ok).toBe(false)
    if (!refused.ok)
      expect(refused.issues).toContainEqual(expect.objectContaining({ file: GARRI, line, code: 'placeholder-text' }))
  })

  it('is not found in real text that merely looks like it', () => {
    content.write(
      GARRI,
      productFile({ name: `name: Garri XXL bags`, body: 'We ship today: the text of our story is below.' }),
    )
    const result = content.load()
    expect(result.warnings.filter((found) => found.file === GARRI)).toEqual([])
    expect(PRODUCT_LINES.name).toBe('name: Garri')
  })
})
