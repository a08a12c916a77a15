/**
 * Links of the texts to pages of the site: a link to a page the site does not have is refused at
 * its line and column, in every Markdown text of every collection and language, with the address
 * of the closest page when there is one (following it loads); every link accepted leads to a
 * page the site has. "[our products](/prodcts/)" was published, and led to "page not found".
 * The same walk over every text checks the other Markdown refused where it is written: a link
 * without words, a paragraph indented as code.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { parseDocument, isScalar } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentLoader, loadContent, type LoadResult } from '../../generator/content/load/load.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { pageSetsOf, pathOfAddress } from '../../generator/content/load/page-links.ts'
import { pageAddress } from '../../generator/content/read/markdown.ts'
import { sortIssues, type ContentIssue } from '../../generator/content/problems/report.ts'
import { pageAddresses } from '../../renderer/routes.ts'
import { bodyFields, EVERY_ITEM, type BodyField } from '../support/arbitraries.ts'
import { ICONS_FILE, useContentCopy, type ContentCopy } from '../support/content-copy.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const load = (content: { root: string; contentDir: string }): LoadResult =>
  loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE, pageAddresses })

const failures = (result: LoadResult): ContentIssue[] => (result.ok ? [] : sortIssues(result.issues))
const describeIssues = (issues: readonly ContentIssue[]) =>
  issues.map((found) => `${found.file}:${found.line}:${found.column}: ${found.message}`).join('\n')

/** The line and column (from 1) where `marker` is in `text`. */
function placeOf(text: string, marker: string): { line: number; column: number } {
  const index = text.indexOf(marker)
  expect(index, `${marker} is in the file`).toBeGreaterThanOrEqual(0)
  const before = text.slice(0, index).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** The languages of the fixture, the default one first, as the loader reads them. */
const languageCodes = (contentDir: string) => readSiteBasics(contentDir).languages.map((language) => language.code)

/** The text value at `at` in a file's front matter: its node, the front matter's text, and where
 *  that starts in the file. */
function textValueAt(text: string, at: (string | number)[]) {
  const [, yamlText = ''] = /^---\r?\n([\s\S]*?)^---/m.exec(text) ?? []
  const node = parseDocument(yamlText).getIn(at, true)
  if (!isScalar(node) || !node.range || typeof node.value !== 'string') throw new Error(`no text at ${at.join('.')}`)
  return { node: node as typeof node & { value: string }, range: node.range, yamlText, offset: text.indexOf(yamlText) }
}

/**
 * Adds `sentence` at the end of a Markdown text of a file: below the front matter, or at the end
 * of the last line of a Markdown field's value (`at`, a path in the front matter).
 */
function appendToText(text: string, sentence: string, at?: (string | number)[]): string {
  if (!at) return `${text.trimEnd()} ${sentence}\n`
  const { node, range, yamlText, offset } = textValueAt(text, at)
  const [start, valueEnd] = range
  // The end of the value's last line: before a closing quote, or a block's last line break.
  let end = valueEnd
  while (end > start && /\s/.test(yamlText[end - 1]!)) end--
  if (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') end--
  return `${text.slice(0, offset + end)} ${sentence}${text.slice(offset + end)}`
}

/**
 * Adds the paragraphs `paragraphs` (lines as Markdown reads them, from the text's left edge) at
 * the end of a Markdown text of a file: below the front matter, or in a Markdown field's value
 * (`at`), written again as a `|` block indented two spaces further than its line.
 */
function appendParagraphs(text: string, paragraphs: string, at?: (string | number)[]): string {
  if (!at) return `${text.trimEnd()}\n\n${paragraphs}\n`
  const { node, range, yamlText, offset } = textValueAt(text, at)
  const [start, valueEnd] = range
  const lineStart = yamlText.lastIndexOf('\n', start - 1) + 1
  const [lead = ''] = /^ *(?:- +)?/.exec(yamlText.slice(lineStart))!
  const indent = ' '.repeat(lead.length + 2)
  const lines = `${node.value.trimEnd()}\n\n${paragraphs}`.split('\n').map((line) => (line ? indent + line : line))
  const [after = ''] = /\n*$/.exec(yamlText.slice(start, valueEnd))!
  return `${text.slice(0, offset + start)}|-\n${lines.join('\n')}${after}${text.slice(offset + valueEnd)}`
}

/** Each place a text of `body` is in the fixture: its file and, for a field, its path. */
function placesOf(body: BodyField, contentDir: string): { file: string; at?: (string | number)[] }[] {
  const [main, ...others] = languageCodes(contentDir)
  const concrete = body.path?.map((segment) => (segment === EVERY_ITEM ? 0 : segment))
  const collection = body.collection
  if (collection.kind === 'folder') {
    const folder = path.join(contentDir, collection.path)
    const first = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(`.${main}.md`))
      .sort()[0]
    if (!first) return []
    const slug = first.slice(0, -`.${main}.md`.length)
    return [main, ...others]
      .map((code) => `${collection.path}/${slug}.${code}.md`)
      .filter((file) => fs.existsSync(path.join(contentDir, file)))
      .map((file) => ({ file, at: concrete }))
  }
  if (!concrete) return []
  return [
    { file: collection.path, at: concrete },
    ...others.map((code) => ({ file: collection.path, at: [code, ...concrete] })),
  ]
}

/** Writes `See <link>.` into every Markdown text of the fixture in turn (refusedWhereverWritten)
 *  and expects the one problem `expected` at the link; then the link written as `fix` must load. */
function refusedInEveryText(
  content: ContentCopy,
  { link, expected, fix }: { link: string; expected: Partial<ContentIssue>; fix: string },
): void {
  refusedWhereverWritten(content, {
    add: (text, at) => appendToText(text, `See ${link}.`, at),
    place: (edited) => placeOf(edited, link),
    expected,
    fix: (edited) => edited.replace(link, fix),
  })
}

/**
 * Makes the mistake `add` writes in every Markdown text of the fixture in turn (every folder's
 * entries and every Markdown field, in the default language and in the translations the fixture
 * has) and expects the one problem `expected` at `place`; then the file as `fix` makes it must
 * load. Loaded once; each edit reads only the file changed again (as a fresh load would give it).
 */
function refusedWhereverWritten(
  content: ContentCopy,
  {
    add,
    place,
    expected,
    fix,
  }: {
    add: (text: string, at?: (string | number)[]) => string
    place: (edited: string) => { line: number; column: number }
    expected: Partial<ContentIssue>
    fix: (edited: string) => string
  },
): void {
  const places = bodyFields().flatMap((body) => placesOf(body, content.contentDir).map((place) => ({ body, ...place })))
  expect(new Set(places.map((place) => place.body)).size).toBe(bodyFields().length)
  expect(places.filter((place) => place.file.endsWith('.fr.md') || place.at?.[0] === 'fr').length).toBeGreaterThan(
    bodyFields().length / 2,
  )
  const loader = createContentLoader({
    root: content.root,
    contentDir: content.contentDir,
    iconsFile: ICONS_FILE,
    pageAddresses,
  })
  expect(loader.load().ok).toBe(true)
  for (const { body, file, at } of places) {
    const written = `content/${file}`
    const reload = () => loader.update([content.path(written)])
    const original = content.read(written)
    const edited = add(original, at)
    content.write(written, edited)
    const issues = failures(reload())
    const where = `${body.label} in ${file}${at ? ` at ${at.join('.')}` : ''}`
    expect(issues, `${where}:\n${describeIssues(issues)}`).toEqual([
      expect.objectContaining({ file: written, ...place(edited), ...expected }),
    ])
    // Written as told, the text loads.
    content.write(written, fix(edited))
    const fixed = reload()
    expect(fixed.ok, `${where}, as told:\n${describeIssues(failures(fixed))}`).toBe(true)
    content.write(written, original)
    reload()
  }
}

describe('a link of a text to a page the site does not have', () => {
  const content = useContentCopy()
  const LINK = '[our products](/prodcts/)'

  it('is refused in every Markdown text, in every language, at the link, with the closest page to write', () => {
    refusedInEveryText(content, {
      link: LINK,
      expected: {
        code: 'link-page-missing',
        params: expect.objectContaining({ url: '/prodcts/', closest: '/products/' }),
        message: expect.stringContaining('write /products/'),
      },
      fix: '[our products](/products/)',
    })
  }, 60_000)

  it('is reported at each link, with the fragment kept in the advice, or a list of pages when none is close', () => {
    const file = 'content/products/garri.en.md'
    const edited = `${content.read(file).trimEnd()}\n\n- [Stores](/contatc/#stores)\n- [Elsewhere](/nowhere-at-all/page/)\n\n[ref]: /abuot\n\nSee [the story][ref].\n`
    content.write(file, edited)
    const issues = failures(load(content))
    expect(issues).toEqual([
      expect.objectContaining({
        ...placeOf(edited, '[Stores]'),
        params: expect.objectContaining({ url: '/contatc/#stores', closest: '/contact/#stores' }),
      }),
      expect.objectContaining({
        ...placeOf(edited, '[Elsewhere]'),
        params: expect.not.objectContaining({ closest: expect.anything() }),
      }),
      expect.objectContaining({
        ...placeOf(edited, '[ref]: /abuot'),
        params: expect.objectContaining({ url: '/abuot', closest: '/about/' }),
      }),
    ])
    expect(issues[1]!.message).toMatch(/write a page's address .*\/products\//)
  })

  it('is reported in a file that has a mistake in a field too, in the same run', () => {
    const file = 'content/services/personal-shopping.en.md'
    const original = content.read(file)
    const edited = `${original.replace(/^title: .*$/m, 'title:')}\nSee [our story](/abuot/).\n`
    content.write(file, edited)
    const issues = failures(load(content))
    expect(issues.map((found) => found.code)).toEqual(['text-empty', 'link-page-missing'])
    expect(issues[1]).toMatchObject({ file, ...placeOf(edited, '[our story]') })
    content.write(file, original)
  })

  it('waits, for a page of the catalogue, while a file of the catalogue has a mistake of its own', () => {
    const garri = 'content/products/garri.en.md'
    content.write(garri, content.read(garri).replace(/^name: .*$/m, 'name:'))
    const about = 'content/products/cassava-flour.en.md'
    content.write(about, `${content.read(about).trimEnd()} See [garri](/products/garri/).\n`)
    const issues = failures(load(content))
    expect(issues.map((found) => found.file)).toEqual([garri])
  })
})

describe('a link of a text without words', () => {
  const content = useContentCopy()
  const LINK = '[](/products/)'

  it('is refused in every Markdown text, in every language, at the link; with words, it loads', () => {
    refusedInEveryText(content, { link: LINK, expected: { code: 'empty-link' }, fix: '[our products](/products/)' })
  }, 60_000)
})

describe('the links a text may have', () => {
  let folder: ContentFolder
  let addresses: Set<string>
  beforeAll(() => {
    folder = copyContentFolder(FIXTURE_CONTENT)
    const result = load({ root: folder.dir, contentDir: folder.contentDir })
    if (!result.ok) throw new Error(describeIssues(result.issues))
    addresses = new Set(pageAddresses(pageSetsOf(result.languages)))
  })
  afterAll(() => folder.remove())

  /** Addresses made of the fixture's words for pages, and of near misses of them. */
  const segment = fc.constantFrom(
    'products',
    'prodcts',
    'garri',
    'cassava-flour',
    'category',
    'cassava-products',
    'page',
    '2',
    '9',
    'about',
    'contact',
    'search',
    'fr',
    'admin',
    'Products',
    'sitemap.xml',
  )
  const link = fc
    .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.constantFrom('', '#top', '?q=gari', '?q=a#b'))
    .map(([segments, slash, rest]) => `/${segments.join('/')}${slash && segments.length ? '/' : ''}${rest}`)

  it('is accepted exactly when it leads to a page the site has (or the admin, the sitemap, robots.txt)', () => {
    const loader = createContentLoader({
      root: folder.dir,
      contentDir: folder.contentDir,
      iconsFile: ICONS_FILE,
      pageAddresses,
    })
    loader.load()
    const file = folder.path('products/garri.en.md')
    const original = fs.readFileSync(file, 'utf8')
    const others = new Set(['/admin/', '/sitemap.xml', '/robots.txt'])
    fc.assert(
      fc.property(link, (url) => {
        fs.writeFileSync(file, `${original.trimEnd()}\n\nSee [the page](${url}).\n`)
        const result = loader.update([file])
        const target = pathOfAddress(pageAddress(url))
        const exists = addresses.has(target) || others.has(target)
        expect(result.ok, `${url} → ${target}: ${describeIssues(failures(result))}`).toBe(exists)
        if (!exists) expect(failures(result).map((found) => found.code)).toEqual(['link-page-missing'])
      }),
      { numRuns: 150 },
    )
    fs.writeFileSync(file, original)
  })
})

describe('a paragraph indented by four spaces (which Markdown shows as code)', () => {
  const content = useContentCopy()
  const CODE = '    Shipped weekly.'

  it('is refused in every Markdown text, in every language, at its line; without the spaces, it loads', () => {
    refusedWhereverWritten(content, {
      // After a paragraph of its own, so a list or quote the text ends with is closed first.
      add: (text, at) => appendParagraphs(text, `Packed in Aba.\n\n${CODE}`, at),
      // At the start of the line, within the text: the block's indentation in a field.
      place: (edited) => {
        const { line, column } = placeOf(edited, CODE.trim())
        return { line, column: column - (CODE.length - CODE.trim().length) }
      },
      expected: { code: 'indented-code' },
      fix: (edited) => edited.replace(CODE, CODE.trim()),
    })
  }, 60_000)
})
