/**
 * Markdown marks at the start of a value written without quotes: `name: **Premium** garri` (an
 * alias to YAML) or `- [Garri](/products/garri/) flour` (a list to YAML). In a field of plain
 * text, quoting would only lead to the next refusal (the page would show the marks): the first
 * advice is the line without the marks, and following it loads. And a list's item line that
 * YAML cannot read gets the line to write, as a field's line does.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pathOfLine } from '../../generator/content/read/markdown-lines.ts'
import { withoutMarkdownMarks } from '../../generator/content/read/markup-in-text.ts'
import { fieldArbitrary, textFields, writeFieldValue } from '../support/arbitraries.ts'
import { followAdvice, useContentCopy } from '../support/content-copy.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

/** The fields that show their text as written: lines of text (lists of them too) and templates. */
const plainFields = textFields().filter((field) => field.kind === 'text' || field.kind === 'template')

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 8 })

/** Marks at the start of a value that YAML cannot read without quotes. */
const leadingMarks = fc.oneof(
  word.map((text) => `**${text}**`),
  fc.tuple(word, word).map(([a, b]) => `**${a} ${b}**`),
  fc.tuple(word, fc.constantFrom('/products/', 'https://example.org/x')).map(([text, url]) => `[${text}](${url})`),
)

describe('Markdown marks at the start of a value written without quotes', () => {
  const content = useContentCopy()
  const GARRI = 'content/products/garri.en.md'

  it.each(plainFields.map((field) => [field.label, field] as const))(
    '%s: the first advice is the line without the marks, and it loads',
    (_label, field) => {
      fc.assert(
        fc.property(fieldArbitrary(field, 'words'), leadingMarks, (value, marks) => {
          const meant = `${marks} ${value}`
          const written = writeFieldValue(content.contentDir, field, meant, 'plain')
          if (!written) return
          try {
            const [found] = content.issues().filter((issue) => issue.file.endsWith(written.file))
            expect(found?.code, found?.message).toBe('markdown-in-text')
            followAdvice(content, found!)
            const again = content.load()
            // As told, unless the words made the text longer than its field takes.
            if (!again.ok)
              expect(again.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/is too long/)])
            else expect(JSON.stringify(again.content)).toContain(JSON.stringify(withoutMarkdownMarks(meant)))
          } finally {
            // The next run starts from the fixture again.
            fs.copyFileSync(path.join(FIXTURE_CONTENT, written.file), path.join(content.contentDir, written.file))
          }
        }),
        { numRuns: 3 },
      )
    },
  )

  it.each([
    ['**Buy $& save** garri', 'Buy $& save garri'],
    ['**$$5 off** garri', '$$5 off garri'],
    ["**$` and $'** garri", "$` and $' garri"],
  ])('takes the marks out of %s and nothing else', (meant, plain) => {
    expect(withoutMarkdownMarks(meant)).toBe(plain)
    content.write(
      GARRI,
      content.read(GARRI).replace(/^name: .*$/m, () => `name: ${meant}`),
    )
    const [found] = content.issues()
    expect(found?.code).toBe('markdown-in-text')
    followAdvice(content, found!)
    const again = content.load()
    expect(again.ok && again.content.products.find((product) => product.slug === 'garri')?.name).toBe(plain)
  })

  it('a list written on one line is told to close the list, whatever its items hold', () => {
    const list = /^otherNames:\n(?: +- .*\n)+/m
    expect(content.read(GARRI)).toMatch(list)
    content.write(
      GARRI,
      content.read(GARRI).replace(list, 'otherNames: ["[Gari](/products/garri/) flour", "A]()A", "eba\n'),
    )
    expect(content.issues()[0]).toMatchObject({
      code: 'unreadable-line',
      params: { reason: 'unclosed-list', line: 'otherNames: ["[Gari](/products/garri/) flour", "A]()A", "eba"]' },
    })
  })

  it('in a Markdown field, the value is quoted instead: the marks are formatting there', () => {
    const about = 'content/pages/about.md'
    const lines = content.read(about).split('\n')
    const at = lines.findIndex((line) => /^\s+text: [|>]/.test(line))
    expect(at).toBeGreaterThan(0)
    const indent = /^ */.exec(lines[at]!)![0]
    let end = at + 1
    while (end < lines.length && (lines[end]!.trim() === '' || /^ */.exec(lines[end]!)![0].length > indent.length))
      end++
    lines.splice(at, end - at, `${indent}text: **Premium** garri from Aba`)
    content.write(about, lines.join('\n'))
    const [found] = content.issues()
    expect(found?.code).toBe('value-needs-quotes')
    expect(found?.params.line).toBe('text: "**Premium** garri from Aba"')
  })
})

describe("a list's item that YAML cannot read as written", () => {
  const content = useContentCopy()
  const GARRI = 'content/products/garri.en.md'

  it.each([
    ['*', '*Fresh* eba'],
    ['&', '&copy eba'],
    ['!', '!Fresh eba'],
    ['@', '@alaharvest eba'],
    ['`', '`Eba` in a bowl'],
    ['%', '% of a bag of eba'],
    ['|', '|Eba| on a sack'],
    ['>', '> 50 kg sacks of eba'],
  ])('an item starting with %s gets the item line to write, which loads as written', (_first, value) => {
    const lines = content.read(GARRI).split('\n')
    const at = lines.findIndex((line) => /^ +- /.test(line))
    lines[at] = `${/^ *- +/.exec(lines[at]!)![0]}${value}`
    content.write(GARRI, lines.join('\n'))
    const [found] = content.issues()
    expect(found?.line).toBe(at + 1)
    expect(found?.params.line).toBe(`- ${JSON.stringify(value)}`)
    followAdvice(content, found!)
    const again = content.load()
    expect(again.ok).toBe(true)
    if (again.ok) expect(JSON.stringify(again.content.products)).toContain(JSON.stringify(value))
  })
})

describe('the place of a line, read from the lines above it', () => {
  it.each([
    [['name: Garri'], 0, ['name']],
    [['otherNames:', '  - gari', '  - eba'], 2, ['otherNames', 1]],
    [['otherNames:', '- gari', '', '# a note', '- eba'], 4, ['otherNames', 1]],
    [['mission:', '  heading: Ours', '  items:', '    - one', '    - two', '    - three'], 5, ['mission', 'items', 2]],
    [
      ['phones:', '  - label: Sales', '    number: 1', '  - label: Office', '    number: 2'],
      4,
      ['phones', 1, 'number'],
    ],
    [['phones:', '  - label: Sales', '  - label: Office'], 2, ['phones', 1, 'label']],
    [['fr:', '  hero:', '    headline: Bonjour'], 2, ['fr', 'hero', 'headline']],
    [['otherNames: # the names', '  - gari'], 1, ['otherNames', 0]],
  ] as const)('%j, line %i: %j', (lines, index, expected) => {
    expect(pathOfLine(lines, index)).toEqual(expected)
  })

  it('is unknown where a line above cannot say', () => {
    expect(pathOfLine(['name: Garri', '  - eba'], 1)).toBeUndefined()
    expect(pathOfLine(['- eba'], 0)).toBeUndefined()
  })
})
