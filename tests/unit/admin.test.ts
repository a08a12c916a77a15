/**
 * The admin's forms, checks and file format (admin/), in Node: the configuration follows the
 * schemas, the form refuses what the build refuses with the build's words, and saving any entry
 * unchanged keeps the content exactly as the build reads it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { duplicateProblem, entryProblems, fieldProblem, labelledPath } from '../../admin/checks.ts'
import { adminForms, entryCheck, UPLOAD_LIMIT_BYTES, type FormCollection, type FormField } from '../../admin/config.ts'
import { fromFile, toFile } from '../../admin/format.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../../generator/content/schemas/collections/index.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { loadContent, readIcons } from '../../generator/content/load/load.ts'
import { adminEntries, savedFiles } from '../support/admin-content.ts'
import { copyContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT, LIVE_CONTENT } from '../support/site.ts'
import { ICONS_FILE } from '../support/content-copy.ts'

const icons = readIcons(ICONS_FILE) as [string, ...string[]]
const collections = Object.values(defineCollections(contextWithoutFiles(icons))) as Collection[]
const forms = adminForms(collections, readSiteBasics(FIXTURE_CONTENT).languages)

const collection = (name: string) => forms.collections.find((c) => c.name === name)!
const fieldsOf = (c: FormCollection, file?: string): FormField[] =>
  'files' in c ? c.files.find((f) => f.name === file)!.fields : c.fields
const field = (fields: FormField[], ...names: string[]): FormField => {
  let current: FormField | undefined
  let list = fields
  for (const name of names) {
    current = list.find((f) => f.name === name)
    if (!current) throw new Error(`no field ${names.join('.')}`)
    list = current.fields ?? (current.field ? [current.field] : [])
  }
  return current!
}
const check = (key: string | undefined) => forms.checks.get(key!)!

describe('the admin configuration, generated from the schemas', () => {
  it('has a folder collection per content folder, named like it, with the file name as the slug', () => {
    for (const folder of collections.filter((c) => c.kind === 'folder')) {
      const c = collection(folder.path)
      expect(c).toMatchObject({ folder: `content/${folder.path}`, extension: 'md', create: true })
      expect('fields' in c && c.fields.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' })
      expect(c.media_folder).toBe(`/content/images/${folder.path}`)
    }
    expect(forms.collections.map((c) => c.name)).toEqual(
      expect.arrayContaining(['products', 'services', 'values', 'why-choose', 'testimonials']),
    )
  })

  it('turns single files into file collections: the company details, the page texts, the sourced products', () => {
    const pages = collection('pages')
    expect('files' in pages && pages.files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['content/pages/home.md', 'content/pages/about.md', 'content/pages/contact.md']),
    )
    expect('files' in collection('site') && collection('site').name).toBe('site')
    expect(collection('sourced-products')).toBeDefined()
  })

  it('gives every field its label, hint, widget, required flag and limits', () => {
    const products = fieldsOf(collection('products'))
    expect(field(products, 'name')).toMatchObject({ label: 'Name', widget: 'string', required: true })
    expect(field(products, 'name').hint).toContain('At most 60 characters')
    expect(field(products, 'image')).toMatchObject({ widget: 'image', choose_url: true })
    expect(field(products, 'imageWidth')).toMatchObject({ required: false, label: 'Image width' })
    const site = fieldsOf(collection('site'), 'site')
    expect(field(site, 'logo')).toMatchObject({ widget: 'image', choose_url: false })
    expect(field(site, 'phones')).toMatchObject({ widget: 'list', summary: '{{fields.label}}' })
    expect(field(site, 'phones', 'number')).toMatchObject({ widget: 'string', required: true })
    expect(field(site, 'chat', 'catalogueUrl').label).toBe('Catalogue URL')
    const services = fieldsOf(collection('services'))
    expect(field(services, 'icon')).toMatchObject({ widget: 'select', options: icons })
    const about = fieldsOf(collection('pages'), 'about-page')
    expect(field(about, 'mission', 'items')).toMatchObject({ widget: 'list', field: { widget: 'string' } })
  })
})

describe('picture fields', () => {
  it('upload at most UPLOAD_LIMIT_BYTES, which Decap says before sending a larger file', () => {
    const pictures: FormField[] = []
    const visit = (fields: FormField[]) => {
      for (const f of fields) {
        if (f.widget === 'image') pictures.push(f)
        visit([...(f.fields ?? []), ...(f.field ? [f.field] : [])])
      }
    }
    for (const c of forms.collections) visit('files' in c ? c.files.flatMap((f) => f.fields) : c.fields)
    expect(pictures.length).toBeGreaterThanOrEqual(5)
    for (const f of pictures) expect(f.media_library).toEqual({ config: { max_file_size: UPLOAD_LIMIT_BYTES } })
  })
})

describe("the form's checks are the build's", () => {
  const products = fieldsOf(collection('products'))
  const site = fieldsOf(collection('site'), 'site')

  it('refuses a 70-character product name with the build message', () => {
    const name = check(field(products, 'name').check)
    expect(fieldProblem(name, 'G'.repeat(70))).toBe(
      'Name is too long (70 characters); it can have at most 60; shorten it',
    )
    expect(fieldProblem(name, 'Garri')).toBeUndefined()
  })

  it('refuses a phone number without its country code, or a digit short, saying what to write', () => {
    // The form checks one field at a time, without the site's country: a number is written with it.
    const number = check(field(site, 'phones', 'number').check)
    expect(fieldProblem(number, '0803 123 4567')).toContain('Number must start with + and the country code')
    expect(fieldProblem(number, '0803 123 4567')).toContain('+234 803 123 4567 for 0803 123 4567 in Nigeria')
    expect(fieldProblem(number, '+234 803 123 456')).toContain('one digit is missing')
    expect(fieldProblem(number, '+234 803 123 4567')).toBeUndefined()
  })

  it('checks the HS codes, icons, e-mail and web addresses, and numbers typed as numbers', () => {
    const code = check(field(fieldsOf(collection('sourced-products'), 'sourced-products'), 'items', 'code').check)
    expect(fieldProblem(code, '12-07')).toContain("Code must be the product's HS category code")
    // Fields are named by their labels in the form, as the editor sees them.
    const hsCode = check(field(products, 'hsCode').check)
    expect(fieldProblem(hsCode, '305.49')).toMatch(/^HS code /)
    expect(fieldProblem(code, '1207.40')).toBeUndefined()
    const icon = check(field(fieldsOf(collection('services')), 'icon').check)
    expect(fieldProblem(icon, 'shipp')).toContain('did you mean "ship"?')
    expect(fieldProblem(check(field(site, 'emails', 'address').check), 'sales@gmial.com')).toContain('sales@gmail.com')
    expect(fieldProblem(check(field(site, 'url').check), 'http://localhost:3000')).toContain(
      'must be the published address',
    )
    expect(fieldProblem(check(field(site, 'chat', 'chatUrl').check), 'https://chat.whatsapp.com/AbC')).toBeDefined()
    expect(fieldProblem(check(field(products, 'order').check), 3)).toBeUndefined()
  })

  it("refuses a name another entry of the folder has (in any letter case), naming that entry's file", () => {
    const name = check(field(products, 'name').check)
    // Entries as the form knows them: by file name without .md, the language's code included.
    const others = [
      { slug: 'garri.en', data: { name: 'Garri', order: '3' } },
      { slug: 'palm-oil.en', data: { name: 'Palm Oil', order: '5' } },
    ]
    expect(duplicateProblem(name, 'GARRI', others)).toBe(
      'Name "GARRI" is also used by content/products/garri.en.md; give each product a different name',
    )
    // The entry itself, a new name, and a field that may repeat.
    expect(duplicateProblem(name, 'Garri', others, 'garri.en')).toBeUndefined()
    expect(duplicateProblem(name, 'Yam Flour', others)).toBeUndefined()
    expect(duplicateProblem(check(field(products, 'order').check), '3', others)).toBeUndefined()
    const title = check(field(fieldsOf(collection('services')), 'title').check)
    expect(duplicateProblem(title, 'Air Freight', [{ slug: 'air-freight.en', data: { title: 'air freight' } }])).toBe(
      'Title "Air Freight" is also used by content/services/air-freight.en.md; give each service a different title',
    )
  })

  it('checks a whole entry before saving: a missing field, an unknown one', () => {
    const products = check(entryCheck('products')).schema
    expect(
      entryProblems(products, { name: 'Yam flour', order: '7', image: 'images/products/yam.jpg', imageAlt: 'Yam' }),
    ).toEqual([])
    const { labels } = check(entryCheck('products'))
    expect(entryProblems(products, { name: 'Yam flour', order: '7', imageAlt: 'Yam' }, labels)).toEqual([
      'Image is missing',
    ])
    const site = check(entryCheck('site', 'site'))
    expect(labelledPath(['phones', 1, 'number'], site.labels)).toBe('Phones → item 2 → Number')
  })
})

/** Every file of a content folder, below it. */
const filesIn = (dir: string, under = ''): string[] =>
  fs
    .readdirSync(path.join(dir, under), { withFileTypes: true })
    .flatMap((item) =>
      item.isDirectory() ? filesIn(dir, path.posix.join(under, item.name)) : [path.posix.join(under, item.name)],
    )
    .filter((file) => file.endsWith('.md'))

describe('saving an entry unchanged', () => {
  for (const [label, source] of [
    ['the default content', FIXTURE_CONTENT],
    ['the live content', LIVE_CONTENT],
  ] as const)
    it(`keeps ${label} exactly as the build reads it, entry by entry, in every language`, () => {
      const copy = copyContentFolder(source)
      try {
        const list = adminEntries(forms, copy.contentDir)
        expect(list.length).toBeGreaterThan(20)
        const changedLines: string[] = []
        const written = new Set<string>()
        for (const entry of list) {
          const saved = savedFiles(forms, entry.snapshot)
          // Every file of the entry, in each language, and no other.
          expect([...saved.keys()].sort(), entry.slug).toEqual([...new Set(Object.values(entry.files))].sort())
          for (const [file, after] of saved) {
            const before = copy.read(file)
            const lines = before.split('\n')
            after.split('\n').forEach((line, index) => {
              if (line !== lines[index]) changedLines.push(`${file}: ${lines[index]} → ${line}`)
            })
            expect(after.split('\n').length, file).toBe(lines.length)
            copy.write(file, after)
            written.add(file)
          }
        }
        // Every content file is some entry's file in some language.
        expect([...written].sort()).toEqual(filesIn(copy.contentDir).sort())
        const load = (contentDir: string) => {
          const result = loadContent({ root: path.dirname(contentDir), contentDir, iconsFile: ICONS_FILE })
          if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'))
          const text = JSON.stringify({ languages: result.languages, warnings: result.warnings.map((w) => w.message) })
          return text.replaceAll(contentDir, '<content>')
        }
        expect(load(copy.contentDir)).toBe(load(source))
        // Files are written back line for line; the only lines that change lose quotes the
        // build does not need (such as "0801", read as text either way).
        for (const change of changedLines) {
          const [, was, now] = /^[^:]+: (.*) → (.*)$/.exec(change)!
          expect(was!.replace(/"/g, ''), change).toBe(now)
        }
      } finally {
        copy.remove()
      }
    })

  it('changes only the line of the field that changed, and leaves emptied optional fields out', () => {
    const before = fs.readFileSync(path.join(FIXTURE_CONTENT, 'products/garri.en.md'), 'utf8')
    const data = fromFile(before)
    const after = toFile(
      { ...data, name: 'Garri (white and yellow)', imageWidth: '' },
      forms.fieldOrders.get('products')![0],
    )
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index])
    expect(changed).toEqual(['name: Garri (white and yellow)'])
  })

  it('quotes values the build would otherwise misread', () => {
    const text = toFile(
      { name: '“Garri”', imageAlt: 'Garri #1 grade', order: '1' },
      forms.fieldOrders.get('products')![0],
    )
    expect(fromFile(text)).toEqual({ name: '“Garri”', imageAlt: 'Garri #1 grade', order: '1' })
    expect(text).toContain('name: "“Garri”"')
  })
})
