/**
 * The everyday mistakes of editors who change content in GitHub's web editor or a word processor,
 * and what they are told: the file, the line and column, and what to write instead. Where a
 * message says "write the line as …", the test follows that advice as an editor would and checks
 * that the file then loads with the value the editor meant: advice must never loop.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { contentFields, EVERY_ITEM, type ContentField } from '../support/arbitraries.ts'
import { productFile } from '../support/content-files.ts'
import type { LineReason } from '../../generator/content/problems/catalogue/reading.ts'
import { followAdvice, md, problemAt, SITE_MD, type ContentCopy, useContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'

const loaded = (content: ContentCopy) => {
  const result = content.load()
  if (!result.ok)
    expect.fail(
      `the file should load after following the advice, got:\n${result.issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}`,
    )
  return result.content
}

describe('values YAML accepts but that would publish something else', () => {
  const content = useContentCopy()

  it('typographic quotes around a value would appear on the page: refused, with both ways to write it', () => {
    content.write(GARRI, productFile({ name: 'name: “Garri”' }))
    const [found] = content.issues()
    expect(found).toEqual(
      problemAt(GARRI, 2, 7, 'typographic-quotes', {
        opening: '“',
        closing: '”',
        line: 'name: Garri',
        keepLine: 'name: "“Garri”"',
      }),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri')
  })

  it.each([
    ['name: “Garri', '“', ''],
    ['name: Garri”', '', '”'],
  ])('a lone typographic quote (%s) is named as it is, and the advice works', (line, opening, closing) => {
    content.write(GARRI, productFile({ name: line }))
    const [found] = content.issues()
    expect(found).toEqual(
      problemAt(GARRI, 2, 7, 'typographic-quotes', {
        opening,
        closing,
        line: 'name: Garri',
        keepLine: line.replace(/: (.*)$/, ': "$1"'),
      }),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri')
  })

  it('an apostrophe at the end of a value is kept as written', () => {
    content.write(GARRI, productFile({ name: 'name: Farmers’' }))
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Farmers’')
  })

  it('the second way keeps the typographic quotes on the page', () => {
    content.write(GARRI, productFile({ name: 'name: ‘Garri’' }))
    followAdvice(content, content.issues()[0]!, 'second')
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('‘Garri’')
  })

  it('" #" in an unquoted value would cut it short: refused, with the line that keeps the text', () => {
    content.write(GARRI, productFile({ name: 'name: Garri #1 grade' }))
    const [found] = content.issues()
    expect(found).toEqual(problemAt(GARRI, 2, 7, 'hash-cuts-value', { line: 'name: "Garri #1 grade"' }))
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri #1 grade')
  })

  it('a note after a value ("# like this") is told apart from the value, with a way for each', () => {
    content.write(GARRI, productFile({ imageAlt: 'imageAlt: A bowl of garri # check with the photographer' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 5, 11, 'note-after-value', {
        line: 'imageAlt: "A bowl of garri # check with the photographer"',
      }),
    ])
  })

  it('a note on a line of its own is fine', () => {
    content.write(GARRI, productFile({ imageAlt: '# Photo: Aba market, 2025\nimageAlt: A bowl of garri' }))
    expect(content.load().ok).toBe(true)
  })
})

describe('lines YAML cannot read: the advice is a line that works', () => {
  const content = useContentCopy()

  it('is told once, not again at every line after it that YAML then lost its way in', () => {
    for (const [at, line] of [
      ['name', 'name: ] Garri'],
      ['imageAlt', 'imageAlt: } A bowl of garri'],
    ] as const) {
      content.write(GARRI, productFile({ [at]: line, after: ['otherNames:', '  - gari', '  - eba'] }))
      expect(
        content.issues().map((issue) => issue.line),
        line,
      ).toEqual([at === 'name' ? 2 : 5])
    }
  })

  it.each([
    [
      'a colon followed by a space',
      'name: Garri: white and yellow',
      'colon-space',
      'name: "Garri: white and yellow"',
      'Garri: white and yellow',
    ],
    [
      'a value starting with a quote and going on after it',
      'name: "Garri" white and yellow',
      'text-after-closing-quote',
      `name: '"Garri" white and yellow'`,
      '"Garri" white and yellow',
    ],
    [
      'a quoted value that holds its own quote mark',
      "name: 'Garri's best'",
      'same-quote-inside',
      "name: Garri's best",
      "Garri's best",
    ],
    [
      'typographic quotes around a value with a colon',
      'name: “Garri: white”',
      'typographic-quotes',
      'name: "Garri: white"',
      'Garri: white',
    ],
    ['an unclosed quote', 'name: "Garri', 'unclosed-quote', 'name: Garri', 'Garri'],
    ['a value starting with ]', 'name: ] Garri', 'closing-bracket', 'name: "] Garri"', '] Garri'],
    ['a value starting with }', 'name: } Garri', 'closing-bracket', 'name: "} Garri"', '} Garri'],
  ])('%s', (_case, line, reason, written, value) => {
    content.write(GARRI, productFile({ name: line }))
    const [found] = content.issues()
    expect(found).toEqual(problemAt(GARRI, 2, 7, 'unreadable-line', { reason: reason as LineReason, line: written }))
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe(value)
  })

  it.each([
    ['* (a YAML alias)', 'imageAlt: *Fresh* garri in a bowl', '*Fresh* garri in a bowl'],
    ['& (a YAML anchor)', 'imageAlt: &copy Ala Harvest', '&copy Ala Harvest'],
    ['! (a YAML tag)', 'imageAlt: !Fresh garri', '!Fresh garri'],
    ['@ (reserved by YAML)', 'imageAlt: @alaharvest on a sack of garri', '@alaharvest on a sack of garri'],
    ['` (reserved by YAML)', 'imageAlt: `Garri` printed on a sack', '`Garri` printed on a sack'],
    ['% (a YAML directive)', 'imageAlt: % of a bag of garri', '% of a bag of garri'],
    ['| (a block of text)', 'imageAlt: |Garri| on a sack', '|Garri| on a sack'],
    ['> (a folded block of text)', 'imageAlt: >50 kg sacks of garri', '>50 kg sacks of garri'],
    ['? and a space (a key of its own)', 'imageAlt: ? Garri in a bowl', '? Garri in a bowl'],
  ])('a value starting with %s is quoted by the advice', (_case, line, value) => {
    content.write(GARRI, productFile({ imageAlt: line }))
    const [found] = content.issues()
    expect(found).toEqual(
      problemAt(GARRI, 5, 11, 'value-needs-quotes', { first: value[0], line: `imageAlt: "${value}"` }),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.image.alt).toBe(value)
  })
})

describe('a value that opens a list or group with [ or { and never closes it', () => {
  const content = useContentCopy()

  // YAML reported the lines after it, with advice about indentation.
  it.each([
    ['name: [Garri', 'name', 'name: "[Garri"', '[Garri'],
    ['name: {Garri', 'name', 'name: "{Garri"', '{Garri'],
    ['imageAlt: [Cool, dry place', 'imageAlt', 'imageAlt: "[Cool, dry place"', '[Cool, dry place'],
    ['imageAlt: {Fresh} [garri', 'imageAlt', 'imageAlt: "{Fresh} [garri"', '{Fresh} [garri'],
  ])('%s is pointed at, and the advice works', (line, key, written, value) => {
    content.write(GARRI, productFile({ [key]: line }))
    const [found] = content.issues()
    expect(found).toMatchObject({
      file: GARRI,
      code: 'unreadable-line',
      params: { reason: 'unclosed-bracket', line: written },
    })
    expect(content.read(GARRI).split('\n')[found!.line - 1]).toBe(line)
    followAdvice(content, found!)
    const garri = loaded(content).products.find((product) => product.slug === 'garri')!
    expect(key === 'name' ? garri.name : garri.image.alt).toBe(value)
  })
})

/** The start of a pattern for a field's line within `groups` (each a line `group:` followed by its
 *  deeper lines): each line can be passed over in one way only, so a file where the field is not
 *  there is ruled out at once (with ` +.*` a line's spaces could be split in as many ways as it has
 *  spaces, and the ways multiplied from line to line). */
const inGroups = (groups: readonly string[]) =>
  groups.map((group, depth) => `${depth ? '(?: .*\\n)*? +' : '^'}${group}:[ \\t]*\\n`).join('') +
  (groups.length ? '(?: .*\\n)*?' : '^')

/**
 * The field at `keys` (`['mission', 'items']`) as the fixture writes it: in the file that has it
 * (a folder's first-language files, or the single file), and in each of a single file's
 * translations (`fr:`) too. Each match of `tail` (a pattern of the field's line and what follows
 * it, after the groups around it) with the file and its text.
 */
function* fieldMatches(
  content: ContentCopy,
  collection: ContentField['collection'],
  keys: readonly string[],
  tail: string,
) {
  const folder = collection.kind === 'folder'
  const files = folder
    ? fs
        .readdirSync(content.path(`content/${collection.path}`))
        .filter((file) => file.endsWith('.en.md'))
        .map((file) => `content/${collection.path}/${file}`)
    : [`content/${collection.path}`]
  const sections = folder ? [] : [...content.read(files[0]!).matchAll(/^([a-z]{2}):[ \t]*$/gm)].map((m) => m[1]!)
  for (const groups of [keys.slice(0, -1), ...sections.map((section) => [section, ...keys.slice(0, -1)])]) {
    const pattern = new RegExp(`${inGroups(groups)}${tail}`, 'm')
    const file = files.find((name) => pattern.test(content.read(name)))
    if (file === undefined) continue
    const original = content.read(file)
    yield { file, original, found: pattern.exec(original)! }
  }
}

/** Every list of values (at the top, or in a group such as the about page's mission), in the
 *  file of the fixture that has it, and in a single file's translations (`fr:`) too: the file,
 *  the list's lines and its items, the line it starts on and how far that is indented. */
function* listFields(content: ContentCopy) {
  for (const field of contentFields()) {
    const keys = field.path.slice(0, -1)
    if (field.path.at(-1) !== EVERY_ITEM || !keys.every((part) => typeof part === 'string' && part !== EVERY_ITEM))
      continue
    const key = keys.at(-1)!
    // The list's key and its `- item` lines, in the groups around it.
    const tail = `(( *)${key}:[ \\t]*\\n)((?:\\2 *- .*\\n)+)`
    for (const { file, original, found } of fieldMatches(content, field.collection, keys, tail)) {
      const [, keyLine, indent, lines] = found as unknown as [string, string, string, string]
      const start = found.index + found[0].length - lines.length - keyLine.length
      const items = [...lines.matchAll(/^ *- (.*)$/gm)].map((match) => match[1]!.trim())
      yield {
        file,
        key,
        original,
        start,
        end: found.index + found[0].length,
        indent,
        items,
        line: original.slice(0, start).split('\n').length,
      }
    }
  }
}

/** Every list of groups (the about page's What We Do, the sourced products…), in the file of the
 *  fixture that has it, and in a single file's translations (`fr:`) too: the file, the list's key
 *  and the index of each item's first line (its `- `) among the file's lines. */
function* groupListFields(content: ContentCopy) {
  const seen = new Set<string>()
  for (const field of contentFields()) {
    const every = field.path.indexOf(EVERY_ITEM)
    const keys = field.path.slice(0, every)
    if (every < 1 || typeof field.path[every + 1] !== 'string' || field.path[every + 1] === EVERY_ITEM) continue
    const id = `${field.collection.path} ${keys.join('.')}`
    if (seen.has(id)) continue
    seen.add(id)
    const key = keys.at(-1)!
    for (const { file, original, found } of fieldMatches(content, field.collection, keys, `( *)${key}:[ \\t]*\\n`)) {
      const lines = original.split('\n')
      const first = original.slice(0, found.index + found[0].length).split('\n').length - 1
      const dash = /^( *)- /.exec(lines[first] ?? '')?.[1]
      if (dash === undefined) continue
      const items: number[] = []
      for (let index = first; index < lines.length; index++) {
        const line = lines[index]!
        if (line.trim() === '') continue
        const indent = line.length - line.trimStart().length
        if (indent > dash.length) continue
        if (indent < dash.length || !line.startsWith(`${dash}- `)) break
        items.push(index)
      }
      yield { file, key, original, items }
    }
  }
}

describe('a list written on one line with [ and never closed', () => {
  const content = useContentCopy()

  /** Writes `line` in place of the list, checks it is told to be written as `advice`, follows the
   *  advice and checks the file loads with the list it says. */
  function expectClosedAs(
    list: ReturnType<typeof listFields> extends Generator<infer T> ? T : never,
    line: string,
    advice: string,
  ) {
    const { file, key, original } = list
    content.write(file, `${original.slice(0, list.start)}${list.indent}${line}\n${original.slice(list.end)}`)
    const [found] = content.issues()
    const where = `${file} ${key}: ${line}`
    expect(found, where).toMatchObject({
      file,
      line: list.line,
      code: 'unreadable-line',
      params: { reason: 'unclosed-list', line: advice },
    })
    expect(found!.message, where).toContain('never closed with ]')
    followAdvice(content, found!)
    const after = content.load()
    expect(after.ok ? [] : after.issues, where).toEqual([])
    content.write(file, original)
  }

  it('is told to close with ], in every field that holds a list, and the line as told loads', () => {
    let tried = 0
    for (const list of listFields(content)) {
      // Items YAML would read otherwise on one line (a comma, a colon, quotes) are left to the quoting rules.
      if (list.items.some((item) => /[,:#{}[\]"']/.test(item))) continue
      tried++
      const line = `${list.key}: [${list.items.join(', ')}`
      expectClosedAs(list, line, `${line}]`)
    }
    // The products' other names, pack sizes and certifications (the mission's items hold commas).
    expect(tried).toBeGreaterThanOrEqual(3)
  })

  it('with its items in quotes and the last quote left open, is told to close the quote and the list, whatever the items hold', () => {
    // Quoted items may hold what a list on one line cannot leave bare: commas, colons, #, brackets.
    // The item left open holds no comma: a quote left open around commas may be several items
    // (next test).
    const item = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ,:#'()[\]-]{0,18}[A-Za-z0-9]$/)
    const lastItem = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 :#'()[\]-]{0,18}[A-Za-z0-9]$/)
    const itemLists = fc.tuple(fc.array(item, { maxLength: 3 }), lastItem).map(([before, last]) => [...before, last])
    let tried = 0
    for (const list of listFields(content)) {
      tried++
      fc.assert(
        fc.property(itemLists, fc.constantFrom('"', "'"), (items, quote) => {
          const quoted = items.map((text) => (quote === '"' ? JSON.stringify(text) : `'${text.replace(/'/g, "''")}'`))
          const line = `${list.key}: [${quoted.join(', ')}`.slice(0, -1)
          expectClosedAs(list, line, `${line}${quote}]`)
          expect((parseYaml(`${line}${quote}]`) as Record<string, unknown>)[list.key], line).toEqual(items)
        }),
        { numRuns: 6 },
      )
    }
    // The products' lists, and a list in a group of a single file (the about page's mission), in
    // its first language and in its translation.
    expect(tried).toBeGreaterThanOrEqual(5)
  })

  /** Writes `line` as garri's other names, checks it is told to be written as `advice`, and that
   *  the line as told loads `items`. */
  function expectGarriClosedAs(line: string, advice: string, items: string[]) {
    content.write(GARRI, productFile({ after: [line] }))
    const [found] = content.issues()
    expect(found).toMatchObject({ line: 6, params: { reason: 'unclosed-list', line: advice } })
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.otherNames).toEqual(items)
  }

  it('is closed after a tab too; a [ with no item yet is not told to become an empty list', () => {
    expectGarriClosedAs('otherNames:\t[gari, eba', 'otherNames: [gari, eba]', ['gari', 'eba'])
    content.write(GARRI, productFile({ after: ['otherNames: ['] }))
    expect(content.issues()[0]?.params).not.toMatchObject({ line: 'otherNames: []' })
  })

  it('drops a quote left alone after the last comma, and the line as told loads the items written', () => {
    expectGarriClosedAs('otherNames: [gari, eba, "', 'otherNames: [gari, eba]', ['gari', 'eba'])
  })

  // Closing these would publish what the editor did not write, or be refused in turn: an empty
  // item, a YAML anchor or tag the loader refuses.
  it.each([`otherNames: ["`, `otherNames: [gari, &a eba`, `otherNames: [gari, !x eba`])(
    '%s is not told to close as a list',
    (line) => {
      content.write(GARRI, productFile({ after: [line] }))
      const [found] = content.issues()
      expect(found).toMatchObject({ file: GARRI, line: 6, code: 'unreadable-line' })
      expect(found!.params.reason).not.toBe('unclosed-list')
    },
  )

  it('with a quote left open around commas, is told both ways: the items apart, or the commas in one item; each loads as told', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 :#'()"-]{0,12}[A-Za-z0-9]$/)
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 2 }),
        fc.array(word, { minLength: 2, maxLength: 3 }),
        fc.constantFrom('"', "'"),
        (before, last, quote) => {
          const quoted = (text: string) => (quote === '"' ? JSON.stringify(text) : `'${text.replace(/'/g, "''")}'`)
          const open = quoted(last.join(', ')).slice(0, -1)
          content.write(GARRI, productFile({ after: [`otherNames: [${[...before.map(quoted), open].join(', ')}`] }))
          const [found] = content.issues()
          expect(found).toMatchObject({ file: GARRI, line: 6, params: { reason: 'unclosed-list' } })
          const garri = () => loaded(content).products.find((product) => product.slug === 'garri')!
          const written = content.read(GARRI)
          followAdvice(content, found!)
          expect(garri().otherNames).toEqual([...before, ...last.map((part) => part.trim())])
          content.write(GARRI, written)
          followAdvice(content, found!, 'second')
          expect(garri().otherNames).toEqual([...before, last.join(', ')])
        },
      ),
      { numRuns: 12 },
    )
  })

  it('a field of the same name that is not a list (the record of a translation) is not told to close as one', () => {
    const french = 'content/products/garri.fr.md'
    const original = content.read(french)
    const record = /^( +)otherNames: (\S+)$/m.exec(original)
    expect(record, 'the fixture records the other names of its translation').not.toBeNull()
    content.write(french, original.replace(record![0], `${record![1]}otherNames: [${record![2]}`))
    const [found] = content.issues()
    expect(found).toMatchObject({ file: french, code: 'unreadable-line' })
    expect(found!.params.reason).not.toBe('unclosed-list')
  })
})

/** The marks an editor may start a list item with instead of "- ". */
const MARKS = [
  ['a Markdown bullet', '* '],
  ['a plus', '+ '],
  ['a bullet character', '• '],
  ['a typographic dash', '– '],
  ['a hyphen without its space', '-'],
] as const

/** Writes `file` as `written`, an item of `list` on `line` started with another mark: checks it is
 *  told so there, follows the advice and checks the file is then `original` again. */
function expectMarkTold(
  content: ContentCopy,
  {
    file,
    original,
    written,
    line,
    list,
  }: { file: string; original: string; written: string; line: number; list: string },
): void {
  content.write(file, written)
  const [found] = content.issues()
  const where = `${file} ${list}: ${written.split('\n')[line - 1]}`
  expect(found, where).toMatchObject({ file, line, code: 'list-item-mark' })
  expect(found!.message, where).toContain(`item of "${list}"`)
  followAdvice(content, found!)
  expect(content.read(file), where).toBe(original)
}

describe('a list item started with another mark than "- "', () => {
  const content = useContentCopy()

  it.each(MARKS)(
    'is told, with its item line, in every field that holds a list; the line as told loads the list (%s)',
    (_case, mark) => {
      let tried = 0
      for (const list of listFields(content)) {
        const { file, original } = list
        const lines = original.slice(list.start, list.end).split('\n')
        // The first item and the last: the list's first line under its field, and one among items.
        for (const which of [1, list.items.length]) {
          const changed = [...lines]
          changed[which] = changed[which]!.replace(/- /, mark)
          const written = `${original.slice(0, list.start)}${changed.join('\n')}${original.slice(list.end)}`
          expectMarkTold(content, { file, original, written, line: list.line + which, list: list.key })
          tried++
        }
        content.write(file, original)
      }
      // The products' other names, pack sizes and certifications, the mission's items, in each language.
      expect(tried).toBeGreaterThanOrEqual(8)
    },
  )

  it.each(MARKS)(
    'is told in every list of groups too, with its first field kept; the line as told loads the list (%s)',
    (_case, mark) => {
      let tried = 0
      for (const list of groupListFields(content)) {
        const { file, original } = list
        const lines = original.split('\n')
        // The first item and the last: the first is right under its field, the last follows the
        // fields of the item before it (it was told that the value above went on).
        for (const at of [list.items[0]!, list.items.at(-1)!]) {
          const changed = [...lines]
          changed[at] = changed[at]!.replace(/- /, mark)
          expectMarkTold(content, { file, original, written: changed.join('\n'), line: at + 1, list: list.key })
          tried++
        }
        content.write(file, original)
      }
      // The about page's What We Do, the sourced products, the site's lists of groups, in each language.
      expect(tried).toBeGreaterThanOrEqual(6)
    },
  )

  it('a marked field line at the column of the fields above it is read as their text going on, as before', () => {
    const about = 'content/pages/about.md'
    const original = content.read(about)
    const field = /^( +)text: (We raise catfish[^\n]*)$/m.exec(original)
    expect(field, 'the fixture has the What We Do item').not.toBeNull()
    content.write(
      about,
      original.replace(field![0], `${field![1]}text: We raise catfish,\n${field![1]}* smoked: daily`),
    )
    const [found] = content.issues()
    expect(found).toMatchObject({ file: about, code: 'value-continues', params: { key: 'text' } })
  })

  it.each([
    ['* "eba"', 'eba'],
    ['* “eba”', 'eba'],
    ["+ 'eba'", 'eba'],
    ['* **Fresh** eba', 'Fresh eba'],
    ['• [Eba](/products/garri/) in a bowl', 'Eba in a bowl'],
  ])('%s: the line given holds the item as the page should show it, and loads as that', (written, item) => {
    content.write(GARRI, productFile({ after: ['otherNames:', '  - gari', `  ${written}`] }))
    const [found] = content.issues()
    expect(found).toMatchObject({ code: 'list-item-mark', params: { line: `- ${item}` } })
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.otherNames).toEqual(['gari', item])
  })

  it('an item of a list of values with a colon in it stays one value: the line given quotes it, and loads as that', () => {
    content.write(GARRI, productFile({ after: ['otherNames:', '  - gari', '  * Eba: for swallow'] }))
    const [found] = content.issues()
    expect(found).toMatchObject({ code: 'list-item-mark', params: { line: '- "Eba: for swallow"' } })
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.otherNames).toEqual([
      'gari',
      'Eba: for swallow',
    ])
  })

  it.each([
    ['its first item', ['otherNames:', '• gari', '- eba'], 7],
    ['an item after the first', ['otherNames:', '- gari', '* eba'], 8],
  ])("in a list written at its field's column, %s is told too, and the line as told loads", (_which, after, line) => {
    content.write(GARRI, productFile({ after }))
    const [found] = content.issues()
    expect(found).toMatchObject({ line, column: 1, code: 'list-item-mark' })
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.otherNames).toEqual(['gari', 'eba'])
  })

  it('a line of a Markdown block that starts with a bullet is text, not an item', () => {
    const about = 'content/pages/about.md'
    const original = content.read(about)
    // The story's text, a block of Markdown: a list there is Markdown's, with any of its marks.
    const withList = original.replace(/^( +)text: \|\n/m, (line, indent: string) =>
      [
        line.trimEnd(),
        `${indent}  Our promise:`,
        '',
        `${indent}  * clean`,
        `${indent}  + dry`,
        `${indent}  - fresh`,
        '',
      ].join('\n'),
    )
    expect(withList).not.toBe(original)
    content.write(about, withList)
    const result = content.load()
    expect(result.ok ? [] : result.issues).toEqual([])
  })
})

describe('a list or group closed on its line is not taken for an unclosed one', () => {
  const content = useContentCopy()

  // An apostrophe or a quoted item inside a list is part of it: in a file with a mistake further
  // down, the mistake is the one named.
  it.each([`otherNames: [Farmer's pick, Bag no. 1]`, `otherNames: ["Gari", 'Garri', sac d'un kilo]`])(
    '%s, above a line without a colon',
    (line) => {
      content.write(GARRI, productFile({ after: [line, 'origin Abia State'] }))
      const [found] = content.issues()
      expect(found).toMatchObject({ file: GARRI, line: 7, code: 'missing-colon' })
    },
  )
})

describe('a line of a block of text (about: |) that is not indented', () => {
  const content = useContentCopy()
  const SITE = 'content/site.md'

  // A second paragraph typed at the start of the line, in the site's first language and in a
  // translation's group: it was told to write "We: ...".
  it.each([
    ['about: |', 2],
    ['  about: |', 4],
  ])('under "%s": pointed at, and indenting it as told keeps it in the text', (header, indent) => {
    const lines = content.read(SITE).split('\n')
    const at = lines.indexOf(header)
    expect(at).toBeGreaterThan(-1)
    const added = 'We are registered with NAFDAC and export to the UK, the US and Canada.'
    lines.splice(at + 2, 0, '', added)
    content.write(SITE, lines.join('\n'))
    const [found] = content.issues()
    expect(found).toMatchObject({
      file: SITE,
      line: at + 4,
      code: 'block-not-indented',
      params: { key: 'about', aboveLine: at + 1, indent },
    })
    expect(found!.message).toContain(`indent it by ${indent} spaces`)
    lines[at + 3] = ' '.repeat(indent) + added
    content.write(SITE, lines.join('\n'))
    const result = content.load()
    expect(result.ok ? [] : result.issues).toEqual([])
    const about = result.ok ? result.languages[indent === 2 ? 0 : 1]!.content.site.about : undefined
    expect(about?.html).toContain('NAFDAC')
  })

  it('is told the indentation of the text above it, when that is not two spaces', () => {
    const lines = content.read(SITE).split('\n')
    const at = lines.indexOf('about: |')
    lines[at + 1] = `    ${lines[at + 1]!.trim()}`
    lines.splice(at + 2, 0, '', 'We export to the UK.')
    content.write(SITE, lines.join('\n'))
    expect(content.issues()[0]).toMatchObject({ code: 'block-not-indented', params: { indent: 4 } })
    lines[at + 3] = '    We export to the UK.'
    content.write(SITE, lines.join('\n'))
    const result = content.load()
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('a field whose colon was forgotten after the text is told so, not to indent it', () => {
    const lines = content.read(SITE).split('\n')
    const at = lines.indexOf('about: |')
    const field = lines.find((line) => /^[a-z]\w*: \S/i.test(line))!
    lines.splice(at + 2, 0, field.replace(': ', ' '))
    content.write(SITE, lines.join('\n'))
    expect(content.issues()[0]).toMatchObject({ line: at + 3, code: 'missing-colon' })
  })
})

describe('the advice for a long line is the whole line', () => {
  const content = useContentCopy()

  // Longer than a message quotes of an editor's text (200 characters), as long as a picture's
  // description may be (250): the line to write is given whole, and works.
  const long = (words: number) =>
    Array.from({ length: words }, (_, index) => ['garri', 'cassava', 'palm oil', 'scoop', 'table'][index % 5]).join(' ')

  it.each([
    ['a colon followed by a space', `imageAlt: Garri two ways: ${long(32)}`, 'unreadable-line'],
    ['a value starting with * (a YAML alias)', `imageAlt: *Fresh* ${long(33)}`, 'value-needs-quotes'],
  ])('%s, in a line of over 200 characters', (_case, line, code) => {
    content.write(GARRI, productFile({ imageAlt: line }))
    const [found] = content.issues()
    expect(found?.code).toBe(code)
    expect(String(found?.params.line).length).toBeGreaterThan(200)
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.image.alt).toBe(
      line.slice('imageAlt: '.length),
    )
  })
})

describe('the shape of a line: indentation, colons', () => {
  const content = useContentCopy()
  const site = (from: string, to: string) => {
    expect(SITE_MD).toContain(from)
    content.write('content/site.md', SITE_MD.replace(from, to))
  }
  const fix = (line: number, from: string, to: string) => {
    const lines = content.read('content/site.md').split('\n')
    expect(lines[line - 1]).toBe(from)
    lines[line - 1] = to
    content.write('content/site.md', lines.join('\n'))
  }

  it('a field of a list item indented one space too little is named on its own line, with the fix', () => {
    site('  - label: Enquiries\n    number:', '  - label: Enquiries\n   number:') // line 22
    expect(content.issues()).toEqual([
      problemAt('content/site.md', 22, 1, 'wrong-indentation', {
        what: '"number"',
        indent: 3,
        belongsWith: 'the fields of this item of "phones"',
        expected: 4,
        like: { line: 21, key: 'label' },
      }),
    ])
    fix(22, '   number: "+234 800 000 0002"', '    number: "+234 800 000 0002"')
    expect(loaded(content).site.phones[1]).toEqual({ label: 'Enquiries', number: '+234 800 000 0002' })
  })

  it('a field of a list item indented one space too much is named on its own line, not on the line above', () => {
    site('  - label: Enquiries\n    number:', '  - label: Enquiries\n     number:') // line 22
    expect(content.issues()).toEqual([
      problemAt('content/site.md', 22, 1, 'indented-into-value', {
        key: 'number',
        indent: 5,
        extra: 1,
        above: 'label',
        aboveLine: 21,
      }),
    ])
  })

  it('a field of a group indented too little', () => {
    site('\n  services: Services\n', '\n services: Services\n') // line 11
    expect(content.issues()).toEqual([
      problemAt('content/site.md', 11, 1, 'wrong-indentation', {
        what: '"services"',
        indent: 1,
        belongsWith: 'the fields of "nav"',
        expected: 2,
        like: { line: 9, key: 'about' },
      }),
    ])
  })

  it('a field without a space after its colon', () => {
    site('\ntagline: nourish your life\n', '\ntagline:nourish your life\n') // line 4
    const [found] = content.issues()
    expect(found).toEqual(
      problemAt('content/site.md', 4, 9, 'missing-space-after-colon', { line: 'tagline: nourish your life' }),
    )
  })

  it('a field without a colon', () => {
    site('\ntagline: nourish your life\n', '\ntagline nourish your life\n') // line 4
    expect(content.issues()).toEqual([problemAt('content/site.md', 4, 1, 'missing-colon', { word: 'tagline' })])
  })

  it('a tab used for indentation', () => {
    site('\n  about: About\n', '\n\tabout: About\n') // line 9
    expect(content.issues()).toEqual([problemAt('content/site.md', 9, 1, 'tab-indentation')])
  })
})

describe('invisible characters', () => {
  const content = useContentCopy()

  it('non-breaking spaces used as indentation are named, instead of an "unknown field"', () => {
    content.write('content/site.md', SITE_MD.replace('\n  about: About\n', '\n\u00a0\u00a0about: About\n')) // line 9
    expect(content.issues()).toEqual([
      problemAt('content/site.md', 9, 1, 'invisible-in-structure', {
        indented: true,
        characters: [{ name: 'non-breaking space', codePoint: 'U+00A0', count: 2 }],
      }),
    ])
  })

  it('a non-breaking space after the colon, or a zero-width space before a field name', () => {
    content.write(GARRI, productFile({ name: 'name:\u00a0Garri', imageAlt: '\u200bimageAlt: A bowl of garri' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 6, 'invisible-in-structure', {
        indented: false,
        characters: [{ name: 'non-breaking space', codePoint: 'U+00A0', count: 1 }],
      }),
      problemAt(GARRI, 5, 1, 'invisible-in-structure', {
        indented: false,
        characters: [{ name: 'zero-width space', codePoint: 'U+200B', count: 1 }],
      }),
    ])
  })

  it('non-breaking spaces inside a value are the editor’s typography, and kept', () => {
    content.write(GARRI, productFile({ name: 'name: Garri\u00a01\u00a0kg' }))
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri\u00a01\u00a0kg')
  })
})

describe('encoding and control characters', () => {
  const content = useContentCopy()

  it('a file saved as Windows-1252 is refused at the first unreadable character, naming it', () => {
    const text = productFile({ body: 'Caf\u00e9 owners in Aba love it. Cr\u00e8me.' })
    content.write(GARRI, Buffer.from(text, 'latin1'))
    expect(content.issues()).toEqual([problemAt(GARRI, 8, 4, 'not-utf8', { count: 2, byte: '0xE9', character: 'é' })])
  })

  it('a "€" saved as Windows-1252 is named as "€"', () => {
    content.write(
      GARRI,
      Buffer.concat([Buffer.from(productFile({ body: 'From 5' }).trimEnd()), Buffer.from([0x80]), Buffer.from('\n')]),
    )
    expect(content.issues()[0]?.params).toMatchObject({ byte: '0x80', character: '€' })
  })

  it('a NUL byte is refused at its position', () => {
    content.write(GARRI, productFile({ body: 'Made\0 from fresh cassava.' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 8, 5, 'control-character', { name: 'NUL', codePoint: 'U+0000', count: 1 }),
    ])
  })

  it('several control characters are counted, and the first one is pointed at', () => {
    content.write(GARRI, productFile({ name: 'name: Gar\u000cri', body: 'Made\u0008 from\u001b fresh cassava.' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 10, 'control-character', { name: 'form feed', codePoint: 'U+000C', count: 3 }),
    ])
  })

  it('a "�" already in a UTF-8 file is reported as damaged text', () => {
    content.write(GARRI, productFile({ body: 'Caf\ufffd owners' }))
    expect(content.issues()).toEqual([problemAt(GARRI, 8, 4, 'damaged-character')])
  })
})

describe('an unresolved git merge conflict', () => {
  const content = useContentCopy()

  it('is reported once, where it starts, with every conflicted range, instead of a cascade of YAML errors', () => {
    content.write(
      GARRI,
      md`
        ---
        <<<<<<< HEAD
        name: Garri
        =======
        name: Garri (white)
        >>>>>>> update-garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        <<<<<<< HEAD
        Made from fresh cassava.
        =======
        Made from fresh cassava, roasted in Aba.
        >>>>>>> update-garri
      `,
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 1, 'merge-conflict', {
        blocks: [
          { start: 2, end: 6 },
          { start: 12, end: 16 },
        ],
      }),
    ])
  })
})

describe('files in the wrong place or with the wrong name', () => {
  const content = useContentCopy()

  // The French translation, garri.fr.md, is then left without its original: it is told so too.
  const orphan = problemAt('content/products/garri.fr.md', 1, 1, 'translation-without-original', {
    original: 'content/products/garri.en.md',
    language: 'French',
  })

  it('a .markdown file is told the name to give it, with its language', () => {
    content.rename(GARRI, 'content/products/garri.markdown')
    expect(content.issues()).toEqual([
      orphan,
      problemAt('content/products/garri.markdown', 1, 1, 'not-markdown-name', { renamed: 'garri.en.md' }),
    ])
  })

  it('a name with a dot that is no language is told the name joined by a hyphen', () => {
    content.rename(GARRI, 'content/products/palm.oil.markdown')
    expect(content.issues()).toContainEqual(
      problemAt('content/products/palm.oil.markdown', 1, 1, 'not-markdown-name', { renamed: 'palm-oil.en.md' }),
    )
  })

  it('a file saved as .md.txt (Windows hides the extension) is told the name to give it', () => {
    content.rename(GARRI, 'content/products/Garri.md.txt')
    expect(content.issues()).toEqual([
      orphan,
      problemAt('content/products/Garri.md.txt', 1, 1, 'not-markdown-name', { renamed: 'garri.en.md' }),
    ])
  })

  // Every language's file, every way of naming a Markdown file otherwise: renamed as told, the
  // content loads as before (garri.fr.markdown was once told garri-fr.en.md, another product).
  it.each(
    [
      'content/products/garri.en.md',
      'content/products/garri.fr.md',
      'content/services/personal-shopping.fr.md',
    ].flatMap((file) =>
      ['.markdown', '.MD', '.md.txt', '.Markdown', '.mdown'].map((extension) => [file, extension] as const),
    ),
  )('%s saved with %s is told a name that works', (file, extension) => {
    expect(content.load().ok).toBe(true)
    const wrong = file.replace(/\.md$/, extension)
    content.rename(file, wrong)
    const found = content.issues().find((issue) => issue.file === wrong)
    expect(found?.code).toBe('not-markdown-name')
    content.rename(wrong, `${path.dirname(file)}/${String(found!.params.renamed)}`)
    const result = content.load()
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  // An editor uploads a product's photo to content/images/products/, then writes its file there:
  // it was not read, and the product was missing from the site without a word.
  it.each([
    'content/products/garri.en.md',
    'content/services/personal-shopping.fr.md',
    'content/values/integrity.en.md',
  ])('a copy of %s saved among the pictures is refused, and moving it as told works', (file) => {
    const folder = path.dirname(file)
    const name = path.basename(file)
    const misplaced = `content/images/${folder.slice('content/'.length)}/${name}`
    const text = content.read(file)
    content.remove(file)
    content.write(misplaced, text)
    expect(content.issues()).toContainEqual(
      expect.objectContaining({
        file: misplaced,
        code: 'content-file-in-pictures',
        params: expect.objectContaining({ folder, name }),
      }),
    )
    content.rename(misplaced, file)
    const result = content.load()
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('a product in a folder inside content/products/ is told to move up', () => {
    content.write(
      'content/products/new/yam-flour.md',
      content.read(GARRI).replace('name: Garri', 'name: Yam Flour').replace('order: 3', 'order: 7'),
    )
    expect(content.issues()).toEqual([
      problemAt('content/products/new/yam-flour.md', 1, 1, 'file-in-subfolder', {
        folder: 'content/products',
        name: 'yam-flour.md',
      }),
    ])
  })

  it('an empty folder inside a collection folder', () => {
    fs.mkdirSync(content.path('content/products/drafts'))
    expect(content.issues()).toEqual([
      problemAt('content/products/drafts/', 1, 1, 'empty-subfolder', { folder: 'content/products' }),
    ])
  })

  it('a dangling symbolic link is reported, not a crash', () => {
    fs.symlinkSync(path.join(os.tmpdir(), 'no-such-file.md'), content.path('content/products/ghost.en.md'))
    expect(content.issues()).toEqual([
      problemAt('content/products/ghost.en.md', 1, 1, 'symbolic-link', {
        target: path.join(os.tmpdir(), 'no-such-file.md'),
        missing: true,
      }),
    ])
  })

  it('a symbolic link to a file outside content/ is refused, also for pictures', () => {
    const outside = path.join(content.root, 'outside.svg')
    fs.copyFileSync(content.path('content/images/products/garri.svg'), outside)
    fs.rmSync(content.path('content/images/products/garri.svg'))
    fs.symlinkSync(outside, content.path('content/images/products/garri.svg'))
    expect(content.issues()).toContainEqual(
      problemAt('content/images/products/garri.svg', 1, 1, 'symbolic-link', {
        target: outside,
        missing: false,
      }),
    )
  })
})

describe('Markdown below the front matter', () => {
  const content = useContentCopy()
  const description = (body: string) => {
    content.write(GARRI, productFile({ body }))
    return loaded(content).products.find((product) => product.slug === 'garri')!.description
  }

  it('a GitHub-style table becomes a table in a focusable group named by its headings (in the words of the text, so in its language) that scrolls on small screens, with alignment as classes', () => {
    const { html, text } = description('| Pack | Price |\n| :--- | ---: |\n| 1 kg | ₦2,000 |\n| 25 kg | ₦40,000 |')
    expect(html).toBe(
      [
        '<div class="prose__table" role="group" aria-label="Pack, Price" tabindex="0"><table>',
        '<thead>',
        '<tr>',
        '<th class="prose__cell--left">Pack</th>',
        '<th class="prose__cell--right">Price</th>',
        '</tr>',
        '</thead>',
        '<tbody>',
        '<tr>',
        '<td class="prose__cell--left">1 kg</td>',
        '<td class="prose__cell--right">₦2,000</td>',
        '</tr>',
        '<tr>',
        '<td class="prose__cell--left">25 kg</td>',
        '<td class="prose__cell--right">₦40,000</td>',
        '</tr>',
        '</tbody>',
        '</table></div>',
      ].join('\n'),
    )
    expect(text).toBe('Pack Price 1 kg ₦2,000 25 kg ₦40,000')
  })

  it('~~strikethrough~~ and bare web addresses work as in GitHub’s preview', () => {
    expect(description('Was ~~₦2,500~~ now ₦2,000; see www.example.com.').html).toBe(
      '<p>Was <del>₦2,500</del> now ₦2,000; see <a href="http://www.example.com">www.example.com</a>.</p>',
    )
  })

  it('a line of --- with an empty line before it is a divider', () => {
    expect(description('First part.\n\n---\n\nSecond part.').html).toBe('<p>First part.</p>\n<hr>\n<p>Second part.</p>')
  })

  it('a line of --- right under a text is named as what it does (a heading), with both fixes', () => {
    content.write(GARRI, productFile({ body: 'Made from fresh cassava.\n\nPack sizes\n---\n\n1 kg and 5 kg.' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 10, 1, 'underline-heading', { underline: '---', text: 'Pack sizes' }),
    ])
  })

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(1)', 'javascript'],
    ['&#106;avascript:alert(1)', 'javascript'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data'],
    ['VBScript:msgbox', 'vbscript'],
  ])('a link to %s is refused at its position', (url, scheme) => {
    content.write(GARRI, productFile({ body: `Order on [our form](${url}) today.` }))
    expect(content.issues()).toEqual([problemAt(GARRI, 8, 10, 'link-scheme', { scheme })])
  })

  it('a link to a page of the site gets the address the hosts serve without a redirect', () => {
    const links = description(
      'See [products](/products), [garri](/products#garri), [about](/about/), [prices](/files/prices.pdf), ' +
        '[search](/products?q=garri) and [home](/).\n\n[contact]: /contact\n\nAlso [contact][].',
    ).html
    expect([...links.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      '/products/',
      '/products/#garri',
      '/about/',
      '/files/prices.pdf',
      '/products/?q=garri',
      '/',
      '/contact/',
    ])
  })

  it('a reference-style link definition to javascript: is refused too', () => {
    content.write(GARRI, productFile({ body: 'Order on [our form][form].\n\n[form]: javascript:alert(1)' }))
    expect(content.issues()).toEqual([problemAt(GARRI, 10, 1, 'link-scheme', { scheme: 'javascript' })])
  })

  it('a paragraph indented by four spaces or a tab, which would show as code, is refused; a fence is code on purpose', () => {
    content.write(
      GARRI,
      productFile({
        body: 'Packed in Aba.\n\n    Shipped weekly.\n\n- Sorted\n\n\t\tBy hand.\n\n```\nHS 1106.20\n```',
      }),
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 10, 1, 'indented-code'),
      problemAt(GARRI, 14, 2, 'indented-code'),
    ])
    // As told: the spaces deleted, the fenced block kept.
    content.write(
      GARRI,
      productFile({ body: 'Packed in Aba.\n\nShipped weekly.\n\n- Sorted\n\n  By hand.\n\n```\nHS 1106.20\n```' }),
    )
    expect(content.load().ok).toBe(true)
    expect(description('Packed.\n\n```\nHS 1106.20\n```').html).toContain('<pre><code>HS 1106.20')
    // A fence is one wherever it starts: indented up to three spaces, in a list, in a quote.
    for (const body of [
      '   ~~~\nHS 1106.20\n   ~~~',
      '- Sorted\n\n  ```\n  HS 1106.20\n  ```',
      '>   ```\n> HS 1106.20\n> ```',
    ])
      expect(description(body).html, body).toContain('<code>HS 1106.20')
  })

  it('a line of a Markdown field indented further than the others is refused at that line', () => {
    const from = SITE_MD.match(/^about: \|\n {2}.*\n/m)![0]
    const line = SITE_MD.slice(0, SITE_MD.indexOf(from)).split('\n').length + 3
    content.write('content/site.md', SITE_MD.replace(from, `${from}\n      Shipped weekly.\n`))
    expect(content.issues()).toEqual([problemAt('content/site.md', line, 3, 'indented-code')])
    content.write('content/site.md', SITE_MD.replace(from, `${from}\n  Shipped weekly.\n`))
    expect(content.load().ok).toBe(true)
  })

  it('footnotes and checkboxes, which the site does not show, are refused with what to write', () => {
    content.write(GARRI, productFile({ body: 'Sun-dried[^1].\n\n- [x] Sorted\n- [ ] Packed\n\n[^1]: In Aba.' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 8, 10, 'footnote', { label: '1' }),
      problemAt(GARRI, 10, 1, 'checkbox'),
      problemAt(GARRI, 11, 1, 'checkbox'),
    ])
  })
})
