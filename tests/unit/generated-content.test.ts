/**
 * The generated content the property and browser tests share (tests/support/arbitraries.ts): it
 * finds every field of every collection from the schemas, its values are valid for their field,
 * and a content folder written with them loads without a problem and reads back exactly what was
 * written, whatever the values hold (quotes, right-to-left text, emoji, combining marks).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { formatReport } from '../../generator/content/problems/report.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { placeholderProblem } from '../../generator/content/load/placeholders.ts'
import { readSource } from '../../generator/content/read/front-matter.ts'
import { holdsTranslation } from '../../generator/content/schemas/translation.ts'
import {
  anyFieldValue,
  bodyFields,
  collectionList,
  contentFields,
  drawFromSeed,
  EVERY_ITEM,
  fieldArbitrary,
  markdownBody,
  SHAPES,
  textFields,
  worstMarkdownBody,
  writeGeneratedContent,
  type GenerateOptions,
} from '../support/arbitraries.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'
import { ICONS_FILE, PROJECT_ROOT } from '../support/content-copy.ts'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-content-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('the fields of the collections', () => {
  const fields = contentFields()

  it('are found in every collection, each of a known kind', () => {
    const text = textFields()
    for (const collection of collectionList())
      expect(
        text.filter((field) => field.collection === collection).length,
        `${collection.path} has text fields`,
      ).toBeGreaterThan(0)
    // What the schemas say, read from them: limits, placeholders, lists and optional fields.
    const byLabel = new Map(fields.map((field) => [field.label, field]))
    expect(byLabel.get('site.md shortName')).toMatchObject({ kind: 'text', max: 30, optional: false })
    expect(byLabel.get('site.md address.street')).toMatchObject({ kind: 'text', optional: false })
    expect(byLabel.get('site.md address.street')?.max).toBeUndefined()
    expect(byLabel.get('site.md phones[].number')).toMatchObject({ kind: 'contact', contact: 'phone' })
    expect(byLabel.get('site.md emails[].address')).toMatchObject({ kind: 'contact', contact: 'email' })
    expect(byLabel.get('site.md url')).toMatchObject({ kind: 'contact', contact: 'siteUrl' })
    expect(byLabel.get('site.md social.instagram')).toMatchObject({ kind: 'contact', contact: 'instagram' })
    expect(byLabel.get('pages/products.md browse.pageOf')).toMatchObject({
      kind: 'template',
      max: 40,
      placeholders: ['{page}', '{pages}'],
    })
    expect(byLabel.get('products/*.md packSizes[]')).toMatchObject({ kind: 'text', optional: true })
    expect(byLabel.get('products/*.md image')).toMatchObject({ kind: 'picture' })
    expect(byLabel.get('services/*.md icon')).toMatchObject({ kind: 'choice' })
    expect(byLabel.get('products/*.md category')).toMatchObject({ kind: 'reference', optional: true })
    expect(byLabel.get('testimonials/*.md rating')).toMatchObject({ kind: 'number' })
  })

  it("each Markdown text is found: the body of every folder's entries, and the Markdown fields of single files", () => {
    const bodies = bodyFields()
    expect(bodies.filter((body) => !body.path).map((body) => body.collection.path)).toEqual(
      collectionList()
        .filter((collection) => collection.kind === 'folder')
        .map((collection) => collection.path),
    )
    // Single files hold their Markdown in fields written as blocks (their schema's `markdown`).
    expect(bodies.filter((body) => body.path).map((body) => body.label)).toEqual([
      'site.md about',
      'pages/about.md story.text',
    ])
    for (const body of bodies.filter((each) => each.path)) expect(body.collection.kind).toBe('file')
  })

  it('take every value generated for them, of every shape, and none is a placeholder', () => {
    for (const field of textFields()) {
      const arbitraries = [anyFieldValue(field), ...SHAPES.map((shape) => fieldArbitrary(field, shape, { fill: true }))]
      for (const arbitrary of arbitraries)
        fc.assert(
          fc.property(arbitrary, (value) => {
            expect(field.schema.safeParse(value).success, `${field.label}: ${JSON.stringify(value)}`).toBe(true)
            expect(placeholderProblem(value)).toBeUndefined()
            if (field.max !== undefined) expect(value.length).toBeLessThanOrEqual(field.max)
            for (const placeholder of field.placeholders) expect(value).toContain(placeholder)
          }),
          { numRuns: 10 },
        )
    }
  }, 60_000)

  it('filled, reach the limit of a field that has one, as one word', () => {
    const limited = textFields().filter((field) => field.kind === 'text' && field.max !== undefined)
    expect(limited.length).toBeGreaterThan(0)
    for (const field of limited) {
      const [value] = fc.sample(fieldArbitrary(field, 'token', { fill: true }), { seed: 1, numRuns: 1 })
      expect(value, field.label).toMatch(/^\S+$/)
      expect(value!.length, field.label).toBe(field.max)
    }
  })
})

/** Writes a generated copy of the fixture content and loads it as the build does. */
function generateAndLoad(name: string, seed: number, options: Omit<GenerateOptions, 'from' | 'to' | 'draw'>) {
  const generated = writeGeneratedContent({
    ...options,
    from: FIXTURE_CONTENT,
    to: path.join(scratch, name),
    draw: drawFromSeed(seed),
  })
  const result = loadContent({ root: PROJECT_ROOT, contentDir: generated.contentDir, iconsFile: ICONS_FILE, base: '/' })
  if (!result.ok) expect.fail(`seed ${seed}: the generated content should load, got:\n${formatReport(result.issues)}`)
  return { generated, result }
}

/** Every value written can be read back from its file, exactly, as the build reads it (in NFC:
 *  the same letters typed two ways are one value). */
function expectReadBack(generated: ReturnType<typeof writeGeneratedContent>) {
  const sources = new Map<string, ReturnType<typeof readSource>>()
  const sourceOf = (file: string) => {
    if (!sources.has(file))
      sources.set(file, readSource(file, fs.readFileSync(path.join(generated.contentDir, file), 'utf8')))
    const read = sources.get(file)!
    if (!read.ok) throw new Error(`${file} cannot be read: ${read.issues[0]?.message}`)
    return read.source
  }
  const at = (file: string, where: readonly (string | number)[]) => {
    let data: unknown = sourceOf(file).data
    for (const segment of where) data = (data as Record<string | number, unknown>)[segment]
    return data
  }
  for (const { file, path: where, value } of generated.written)
    expect(at(file, where), `${file} ${where.join('.')}`).toBe(value.normalize('NFC'))
  // A body below the front matter, or a Markdown field written as a block in it (read in NFC).
  for (const { file, path: where, value } of generated.bodies)
    if (where) expect(String(at(file, where)).trim()).toBe(value.normalize('NFC').trim())
    else expect(sourceOf(file).body.trim()).toBe(value.trim())
}

// Each copies the fixture content and loads it: a few seconds on a busy machine.
describe('a content folder written with generated values', { timeout: 60_000 }, () => {
  it('every text field at its longest, bodies with every long block, 25 products: loads and reads back', () => {
    const { generated, result } = generateAndLoad('longest', 1, {
      value: (field) => fieldArbitrary(field, 'token', { fill: true }),
      body: () => worstMarkdownBody(),
      entries: { products: 25 },
    })
    if (!result.ok) return
    // In every language: the translations were written with the originals, and marked up to date.
    expect(result.languages.map(({ content }) => content.products.length)).toEqual([25, 25])
    expect(result.warnings).toEqual([])
    // Every text field of every file got a value: each field path, each list item, in each
    // language where it is translated (once where it is the same in every language).
    const fields = textFields()
    for (const field of fields) {
      const written = generated.written.filter((entry) => entry.field.label === field.label)
      expect(written.length, `${field.label} was written`).toBeGreaterThan(0)
      if (!field.path.includes(EVERY_ITEM) && field.collection.kind === 'file')
        expect(written, field.label).toHaveLength(holdsTranslation(field.schema) ? result.languages.length : 1)
    }
    // A body for every entry file, in every language; a Markdown field in each language of its file.
    const folders = collectionList().filter((collection) => collection.kind === 'folder')
    const entryFiles = result.files.filter((file) =>
      folders.some(
        (folder) => path.posix.dirname(file) === `${path.relative(PROJECT_ROOT, generated.contentDir)}/${folder.path}`,
      ),
    )
    const markdownFields = bodyFields().filter((body) => body.path).length
    expect(generated.bodies).toHaveLength(entryFiles.length + markdownFields * result.languages.length)
    expectReadBack(generated)
  })

  it.each([11, 12, 13])('values of any shape (seed %i): loads, keeps names unique, and reads back', (seed) => {
    const { generated } = generateAndLoad(`sample-${seed}`, seed, {
      value: (field) => anyFieldValue(field),
      body: () => markdownBody(),
    })
    expectReadBack(generated)
  })

  it('only the fields asked for change; the other files and lines stay as they were', () => {
    const { generated } = generateAndLoad('only-names', 5, {
      value: (field) => (field.label === 'products/*.md name' ? fieldArbitrary(field, 'rtl') : undefined),
      body: () => undefined,
    })
    expect(new Set(generated.written.map((entry) => entry.field.label))).toEqual(new Set(['products/*.md name']))
    expect(generated.bodies).toEqual([])
    const garri = fs.readFileSync(path.join(generated.contentDir, 'products/garri.en.md'), 'utf8')
    const original = fs.readFileSync(path.join(FIXTURE_CONTENT, 'products/garri.en.md'), 'utf8')
    const changed = garri.split('\n').filter((line, index) => line !== original.split('\n')[index])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toMatch(/^name: "/)
    expect(fs.readFileSync(path.join(generated.contentDir, 'site.md'), 'utf8')).toBe(
      fs.readFileSync(path.join(FIXTURE_CONTENT, 'site.md'), 'utf8'),
    )
  })
})
