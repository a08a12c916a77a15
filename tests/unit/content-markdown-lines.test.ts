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
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/load/load.ts'
import { sortIssues, type ContentIssue } from '../../generator/content/problems/report.ts'
import { pathOfLine } from '../../generator/content/read/markdown-lines.ts'
import { withoutMarkdownMarks } from '../../generator/content/read/markup-in-text.ts'
import { fieldArbitrary, textFields, writeFieldValue } from '../support/arbitraries.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
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
  let folder: ContentFolder
  beforeAll(() => {
    folder = copyContentFolder(FIXTURE_CONTENT, { name: 'content-markdown-lines' })
  })
  afterAll(() => folder.remove())
  const load = () => loadContent({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE })

  /** Writes the advice's line in place of the line of `found`, keeping its indentation. */
  const followAdvice = (file: string, found: ContentIssue) => {
    const absolute = path.join(folder.contentDir, file)
    const lines = fs.readFileSync(absolute, 'utf8').split('\n')
    lines[found.line - 1] = /^ */.exec(lines[found.line - 1]!)![0] + String(found.params.line)
    fs.writeFileSync(absolute, lines.join('\n'))
  }

  it.each(plainFields.map((field) => [field.label, field] as const))(
    '%s: the first advice is the line without the marks, and it loads',
    (_label, field) => {
      fc.assert(
        fc.property(fieldArbitrary(field, 'words'), leadingMarks, (value, marks) => {
          const meant = `${marks} ${value}`
          const written = writeFieldValue(folder.contentDir, field, meant, 'plain')
          if (!written) return
          try {
            const result = load()
            expect(result.ok, meant).toBe(false)
            if (result.ok) return
            const [found] = sortIssues(result.issues).filter((issue) => issue.file.endsWith(written.file))
            expect(found?.code, found?.message).toBe('markdown-in-text')
            expect(found!.message).toContain(`write the line as  ${String(found!.params.line)}`)
            followAdvice(written.file, found!)
            const again = load()
            // As told, unless the words made the text longer than its field takes.
            if (!again.ok)
              expect(again.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/is too long/)])
            else expect(JSON.stringify(again.content)).toContain(JSON.stringify(withoutMarkdownMarks(meant)))
          } finally {
            fs.copyFileSync(path.join(FIXTURE_CONTENT, written.file), path.join(folder.contentDir, written.file))
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
    const file = path.join(folder.contentDir, 'products/garri.en.md')
    const original = fs.readFileSync(file, 'utf8')
    try {
      fs.writeFileSync(
        file,
        original.replace(/^name: .*$/m, () => `name: ${meant}`),
      )
      const result = load()
      const [found] = result.ok ? [] : sortIssues(result.issues)
      expect(found?.code).toBe('markdown-in-text')
      followAdvice('products/garri.en.md', found!)
      const again = load()
      expect(again.ok && again.content.products.find((product) => product.slug === 'garri')?.name).toBe(plain)
    } finally {
      fs.writeFileSync(file, original)
    }
  })

  it('a list written on one line is told to close the list, whatever its items hold', () => {
    const file = path.join(folder.contentDir, 'products/garri.en.md')
    const original = fs.readFileSync(file, 'utf8')
    try {
      const list = /^otherNames:\n(?: +- .*\n)+/m
      expect(original).toMatch(list)
      fs.writeFileSync(file, original.replace(list, 'otherNames: ["[Gari](/products/garri/) flour", "A]()A", "eba\n'))
      const result = load()
      expect(result.ok).toBe(false)
      if (result.ok) return
      expect(sortIssues(result.issues)[0]).toMatchObject({
        code: 'unreadable-line',
        params: { reason: 'unclosed-list', line: 'otherNames: ["[Gari](/products/garri/) flour", "A]()A", "eba"]' },
      })
    } finally {
      fs.writeFileSync(file, original)
    }
  })

  it('in a Markdown field, the value is quoted instead: the marks are formatting there', () => {
    const file = path.join(folder.contentDir, 'pages/about.md')
    const original = fs.readFileSync(file, 'utf8')
    try {
      const lines = original.split('\n')
      const at = lines.findIndex((line) => /^\s+text: [|>]/.test(line))
      expect(at).toBeGreaterThan(0)
      const indent = /^ */.exec(lines[at]!)![0]
      let end = at + 1
      while (end < lines.length && (lines[end]!.trim() === '' || /^ */.exec(lines[end]!)![0].length > indent.length))
        end++
      lines.splice(at, end - at, `${indent}text: **Premium** garri from Aba`)
      fs.writeFileSync(file, lines.join('\n'))
      const result = load()
      expect(result.ok).toBe(false)
      if (result.ok) return
      const [found] = sortIssues(result.issues)
      expect(found?.code).toBe('value-needs-quotes')
      expect(found?.params.line).toBe('text: "**Premium** garri from Aba"')
    } finally {
      fs.writeFileSync(file, original)
    }
  })
})

describe("a list's item that YAML cannot read as written", () => {
  let folder: ContentFolder
  beforeAll(() => {
    folder = copyContentFolder(FIXTURE_CONTENT, { name: 'content-item-lines' })
  })
  afterAll(() => folder.remove())
  const GARRI = 'products/garri.en.md'

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
    const absolute = path.join(folder.contentDir, GARRI)
    const original = fs.readFileSync(absolute, 'utf8')
    try {
      const lines = original.split('\n')
      const at = lines.findIndex((line) => /^ +- /.test(line))
      const indent = /^ *- +/.exec(lines[at]!)![0]
      lines[at] = `${indent}${value}`
      fs.writeFileSync(absolute, lines.join('\n'))
      const result = loadContent({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE })
      expect(result.ok).toBe(false)
      if (result.ok) return
      const [found] = sortIssues(result.issues)
      expect(found?.line).toBe(at + 1)
      expect(found?.params.line).toBe(`- ${JSON.stringify(value)}`)
      lines[at] = `${/^ */.exec(lines[at])![0]}${String(found!.params.line)}`
      fs.writeFileSync(absolute, lines.join('\n'))
      const again = loadContent({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE })
      expect(again.ok).toBe(true)
      if (again.ok) expect(JSON.stringify(again.content.products)).toContain(JSON.stringify(value))
    } finally {
      fs.writeFileSync(absolute, original)
    }
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
