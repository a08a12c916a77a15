/**
 * The admin in every language of the site, in Node: Decap's i18n configuration generated from the
 * schemas (every field translated or shared as its schema says), the files written in each
 * language as the build reads them (translations with their texts alone, in order, with their
 * record of the original; nothing for a language with nothing written), and the checks of each
 * language (a translation's texts, names within their own language, pictures in any language).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminForms, entryCheck, STATUS_FIELD, STATUS_WIDGET, type FormField } from '../../admin/config.ts'
import { singleFileEntries, type ContentEntry } from '../../admin/content-backend.ts'
import { decapFormat, type EntrySnapshot } from '../../admin/entry-save.ts'
import { fromFile } from '../../admin/format.ts'
import { duplicateNamesIn, entrySaveProblems, languageName } from '../../admin/language-checks.ts'
import { usesOf } from '../../admin/picture-uses.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { loadContent, readIcons } from '../../generator/content/load/load.ts'
import { CATALOGUE, problem } from '../../generator/content/problems/catalogue/index.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../../generator/content/schemas/collections/index.ts'
import {
  holdsTranslation,
  originalRecord,
  RECORD_KEY,
  sharedFieldsIn,
  translatedItemByItem,
} from '../../generator/content/schemas/translation.ts'
import { defOf, unwrap } from '../../generator/content/schemas/walk.ts'
import { adminEntries, savedFiles } from '../support/admin-content.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { copyContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const collections = Object.values(defineCollections(contextWithoutFiles(readIcons(ICONS_FILE)))) as Collection[]
const languages = readSiteBasics(FIXTURE_CONTENT).languages
const forms = adminForms(collections, languages)
const [main, ...others] = languages.map((language) => language.code)
const entries = adminEntries(forms, FIXTURE_CONTENT)
const entry = (collection: string, slug: string) =>
  entries.find((found) => found.collection === collection && found.slug === slug)!
const read = (file: string) => fs.readFileSync(path.join(FIXTURE_CONTENT, file), 'utf8')

type Data = Record<string, unknown>
const isMapping = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value)

/** Every field of a form, with the fields inside its groups and lists. */
const allFields = (fields: readonly FormField[]): FormField[] =>
  fields.flatMap((field) => [field, ...allFields([...(field.fields ?? []), ...(field.field ? [field.field] : [])])])

/** Every form: a folder collection's, or a single file's. */
const formsOf = () =>
  forms.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files.map((file) => ({ name: `${collection.name}/${file.name}`, fields: file.fields }))
      : [{ name: collection.name, fields: collection.fields }],
  )

describe("Decap's i18n, generated from the schemas and the site's languages", () => {
  const locales = languages.map((language) => language.code)

  it('names the languages, the default one first, and how each collection keeps them', () => {
    expect(forms.i18n).toEqual({ structure: 'multiple_files', locales, default_locale: main })
    for (const collection of forms.collections) {
      if ('files' in collection) {
        // Decap allows its file collections one structure only: every language in one file.
        expect(collection.i18n, collection.name).toEqual({ structure: 'single_file', locales, default_locale: main })
        for (const file of collection.files) expect(file.i18n, file.name).toEqual(collection.i18n)
      } else
        expect(collection.i18n, collection.name).toEqual({ structure: 'multiple_files', locales, default_locale: main })
    }
    expect(locales).toEqual(['en', 'fr'])
  })

  it('writes each field in every language or once, as its schema says, at every depth of every form', () => {
    let translated = 0
    let shared = 0
    for (const form of formsOf())
      for (const field of allFields(form.fields)) {
        if (field.widget === STATUS_WIDGET || field.name === 'body') {
          expect(field.i18n, `${form.name}: ${field.name}`).toBe(true)
          continue
        }
        const check = forms.checks.get(field.check!)!
        expect(field.i18n, `${form.name}: ${check.path.join('.')}`).toBe(holdsTranslation(check.schema))
        if (field.i18n) translated++
        else shared++
      }
    expect(translated).toBeGreaterThan(50)
    expect(shared).toBeGreaterThan(30)
  })

  it('walks the schemas: every field of every collection is a field of its form, with its i18n', () => {
    const visit = (schema: unknown, fields: readonly FormField[], at: string) => {
      const def = defOf(unwrap(schema).schema)
      if (def.type !== 'object') return
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        const field = fields.find((candidate) => candidate.name === key)
        expect(field, `${at}.${key}`).toBeDefined()
        expect(field!.i18n, `${at}.${key}`).toBe(holdsTranslation(child))
        const inner = defOf(unwrap(child).schema)
        if (inner.type === 'object') visit(child, field!.fields!, `${at}.${key}`)
        if (inner.type === 'array') {
          // A list translated item by item keeps its shared fields in the original's items only.
          expect(translatedItemByItem(child)).toBe((field!.fields ?? []).some((item) => item.i18n === false))
          if (field!.fields) visit(inner.element, field!.fields, `${at}.${key}.*`)
          else expect(field!.field!.i18n).toBe(holdsTranslation(inner.element))
        }
      }
    }
    for (const collection of collections) {
      const form = formsOf().find(
        (candidate) =>
          candidate.name === collection.path ||
          forms.checks.get(entryCheck(...(candidate.name.split('/') as [string, string])))?.collection === collection,
      )!
      visit(collection.schema, form.fields, collection.path)
    }
  })

  it('shows, in the other languages’ panes, a field of its own first: the translation’s status', () => {
    for (const form of formsOf()) {
      expect(form.fields[0], form.name).toMatchObject({ name: STATUS_FIELD, widget: STATUS_WIDGET, i18n: true })
      expect(form.fields.filter((field) => field.widget === STATUS_WIDGET)).toHaveLength(1)
    }
  })

  it('still names files with their language for a site in one language, without a translation status', () => {
    const english = adminForms(collections, [languages[0]])
    expect(english.i18n).toEqual({ structure: 'multiple_files', locales: ['en'], default_locale: 'en' })
    for (const collection of english.collections)
      expect('files' in collection ? collection.files[0]!.fields[0] : collection.fields[0]).not.toMatchObject({
        name: STATUS_FIELD,
      })
  })
})

/** `value` with the keys of every group in reverse order: Decap's data (Immutable.js maps) keeps
 *  no order of keys. */
function scrambled<T>(value: T): T {
  if (Array.isArray(value)) return value.map(scrambled) as T
  if (isMapping(value))
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, scrambled(item)]),
    ) as T
  return value
}

/** `translation` with everything of `original` it lacks: what the form holds after "Fill in from
 *  another locale" of a field whose shared parts come along (lists item by item too). */
function withOriginal(translation: unknown, original: unknown): unknown {
  if (isMapping(original))
    return Object.fromEntries(
      [...new Set([...Object.keys(original), ...Object.keys(isMapping(translation) ? translation : {})])].map((key) => [
        key,
        withOriginal(isMapping(translation) ? translation[key] : undefined, original[key]),
      ]),
    )
  if (Array.isArray(original) && Array.isArray(translation))
    return translation.map((item, index) => withOriginal(item, original[index]))
  return translation ?? original
}

const translated = entries.filter((found) => Object.keys(found.snapshot.i18n).length)

describe('files in every language', () => {
  it('are written back the same whatever the order of the keys Decap holds', () => {
    for (const found of entries)
      expect(savedFiles(forms, scrambled(found.snapshot)), found.slug).toEqual(savedFiles(forms, found.snapshot))
  })

  it('have no shared field in a translation, whatever the form holds there (a phone’s number, an icon, a picture)', () => {
    expect(translated.length).toBeGreaterThan(20)
    for (const found of translated) {
      const { data, i18n } = found.snapshot
      const filled = Object.fromEntries(Object.entries(i18n).map(([code, own]) => [code, withOriginal(own, data)]))
      const saved = savedFiles(forms, { ...found.snapshot, i18n: filled as Record<string, Data> })
      expect(saved, found.slug).toEqual(savedFiles(forms, found.snapshot))
      const schema =
        forms.checks.get(entryCheck(found.collection, found.slug))?.schema ??
        forms.checks.get(entryCheck(found.collection))!.schema
      for (const code of others) {
        const file = found.files[code]
        if (!file) continue
        const written = fromFile(saved.get(file)!)
        const translation = file === found.files[main!] ? written[code] : written
        const { [RECORD_KEY]: _record, body: _body, ...texts } = translation as Data
        expect(sharedFieldsIn(texts, schema), file).toEqual([])
      }
    }
  })

  it('are not made for a language with nothing written, or only shared values', () => {
    const garri = entry('products', 'garri')
    const newEntry = (fr: Data): EntrySnapshot => ({ ...garri.snapshot, slug: 'yam-flour', i18n: { fr } })
    const english = (saved: Map<string, string>) => [...saved.keys()]
    expect(english(savedFiles(forms, newEntry({})))).toEqual(['products/yam-flour.en.md'])
    const sharedOnly = { order: '7', image: 'images/products/garri.svg', hsCode: '1106.20' }
    expect(english(savedFiles(forms, newEntry(sharedOnly)))).toEqual(['products/yam-flour.en.md'])
    expect(english(savedFiles(forms, { ...garri.snapshot, slug: 'yam-flour', i18n: {} }))).toEqual([
      'products/yam-flour.en.md',
    ])
  })

  it('are read as nothing written where a language has no file or section: Decap needs every language’s data to save', () => {
    const format = decapFormat(forms, 'products', forms.fieldOrders.get('products')!)
    // Decap's backends answer a file that is not there as empty (GitHub) or null (its local backend).
    expect(format.fromFile('')).toEqual({})
    expect(format.fromFile(null)).toEqual({})
    // A file that is there records what it was made from, an empty record if nothing.
    expect(format.fromFile(read('products/garri.en.md'))[RECORD_KEY]).toEqual({})
    const pages = decapFormat(forms, 'pages', forms.fieldOrders.get('pages')!)
    const english = read('pages/not-found.md').replace(/\nfr:\n[\s\S]*?(?=\n---)/, '')
    expect(pages.fromFile(english)).toMatchObject({ en: { title: 'Page not found' }, fr: {} })
    expect(Object.keys(pages.fromFile(english).fr as Data)).toEqual([])
  })

  it('are refused for a single file without its other languages’ texts, with the build’s message', () => {
    const home = entry('pages', 'home-page')
    expect(entrySaveProblems(forms, home.snapshot)).toEqual([])
    for (const i18n of [{}, { fr: {} }, { fr: { [RECORD_KEY]: {} } }]) {
      const [found] = entrySaveProblems(forms, { ...home.snapshot, i18n })
      expect(found).toContain(CATALOGUE['translation-missing'].message({ language: 'French', code: 'fr', line: '' }))
    }
    // An entry of a folder may wait for its translation.
    expect(entrySaveProblems(forms, { ...entry('products', 'garri').snapshot, i18n: {} })).toEqual([])
  })

  it('hold each language’s section in the order of the languages, its record last, and its Markdown as a block', () => {
    const withGerman = adminForms(collections, [...languages, { code: 'de', name: 'Deutsch' }])
    const about = entry('pages', 'about-page').snapshot
    const fr = about.i18n.fr as Data
    const story: Data = { ...(fr.story as Data), text: 'Erster Absatz.\n\nZweiter Absatz.\n' }
    const de = { ...fr, title: 'Unsere Geschichte', story, [RECORD_KEY]: undefined }
    const [file] = savedFiles(withGerman, scrambled({ ...about, i18n: { de, fr } })).values()
    const keys = Object.keys(fromFile(file!))
    expect(keys.slice(-2)).toEqual(['fr', 'de'])
    expect(file).toContain('\nde:\n  title: Unsere Geschichte\n')
    expect(file).toContain('    text: |\n      Erster Absatz.\n\n      Zweiter Absatz.\n')
    for (const code of ['fr', 'de']) {
      const section = fromFile(file!)[code] as Data
      expect(Object.keys(section).at(-1)).toBe(RECORD_KEY)
    }
    expect((fromFile(file!).de as Data).story).toEqual({
      heading: story.heading,
      text: story.text,
      imageAlt: story.imageAlt,
    })
  })
})

describe('a translation’s record of its original, as saved', () => {
  /** Writes the entry's files into a copy of the fixture and loads it as the build does. */
  function build(saved: Map<string, string>) {
    const copy = copyContentFolder(FIXTURE_CONTENT)
    try {
      for (const [file, text] of saved) copy.write(file, text)
      const result = loadContent({ root: copy.dir, contentDir: copy.contentDir, iconsFile: ICONS_FILE })
      return {
        issues: result.ok ? [] : result.issues.map((issue) => issue.message),
        warnings: result.warnings.map((warning) => `${warning.file} ${warning.code}: ${warning.message}`),
      }
    } finally {
      copy.remove()
    }
  }

  it('of a translation written where there was none, is the original as saved: the build finds it up to date', () => {
    for (const found of translated.filter((candidate) => candidate.files[main!] !== candidate.files.fr).slice(0, 4)) {
      const { [RECORD_KEY]: _record, ...fr } = found.snapshot.i18n.fr!
      const renamed = { ...found.snapshot.data, name: `${String(found.snapshot.data.name)} (new)` }
      const saved = savedFiles(forms, {
        ...found.snapshot,
        data: found.collection === 'products' ? renamed : found.snapshot.data,
        i18n: { fr },
      })
      const { warnings, issues } = build(saved)
      expect(issues).toEqual([])
      expect(warnings.filter((warning) => warning.includes(found.files.fr!))).toEqual([])
    }
  })

  it('stays the file’s when only the original changes: the build says what changed', () => {
    const garri = entry('products', 'garri')
    const saved = savedFiles(forms, {
      ...garri.snapshot,
      data: { ...garri.snapshot.data, name: 'Garri, white and yellow' },
    })
    expect(saved.get('products/garri.fr.md')).toBe(read('products/garri.fr.md'))
    const outdated = build(saved).warnings.filter((warning) => warning.includes('garri.fr.md translation-outdated'))
    expect(outdated).toEqual([expect.stringContaining('"name" changed in content/products/garri.en.md')])
  })

  it('is the one marked in the form: the original’s record when the editor marked it up to date', () => {
    const garri = entry('products', 'garri')
    const data = { ...garri.snapshot.data, name: 'Garri, white and yellow' }
    const layout = forms.checks.get(entryCheck('products'))!.collection!
    const { body, ...fields } = data as Data
    const record = originalRecord(layout, fields, body as string)
    const marked = { ...garri.snapshot.i18n.fr, name: 'Gari blanc et jaune', [STATUS_FIELD]: JSON.stringify(record) }
    const saved = savedFiles(forms, { ...garri.snapshot, data, i18n: { fr: marked } })
    expect(fromFile(saved.get('products/garri.fr.md')!)[RECORD_KEY]).toEqual(record)
    expect(build(saved).warnings.filter((warning) => warning.includes('garri.fr.md'))).toEqual([])
  })
})

describe('checks in every language', () => {
  const garri = entry('products', 'garri')

  it('refuse a translation’s text as the original’s, naming the language', () => {
    const fr = { ...garri.snapshot.i18n.fr, name: 'G'.repeat(70) }
    expect(entrySaveProblems(forms, { ...garri.snapshot, i18n: { fr } })).toEqual([
      `French: Name ${problem('text-too-long', { length: 70, max: 60 }).message}`,
    ])
    const { name: _name, ...withoutName } = garri.snapshot.i18n.fr!
    expect(entrySaveProblems(forms, { ...garri.snapshot, i18n: { fr: withoutName } })).toEqual([
      'French: Name is missing',
    ])
    expect(languageName('fr')).toBe('French')
  })

  /** The fixture's entries as the admin reads them from the backend, in every language. */
  const contentEntries: ContentEntry[] = entries.flatMap((found) =>
    Object.entries(found.files).flatMap(([language, file]) =>
      found.files[main!] === found.files[language] && language !== main
        ? []
        : file.startsWith('products/')
          ? [
              {
                collection: found.collection,
                slug: found.slug,
                language,
                file: `content/${file}`,
                data: fromFile(read(file)),
                draft: false,
              },
            ]
          : found.collection === 'products'
            ? []
            : singleFileEntries(
                { collection: found.collection, slug: found.slug, file: `content/${file}`, draft: false },
                read(file),
                [main!, ...others],
              ),
    ),
  )

  it('compare a name with the names of its own language only, naming the other entry’s file', () => {
    const palm = entry('products', 'palm-oil').snapshot
    const withNames = (en: string, fr: string): EntrySnapshot => ({
      ...palm,
      data: { ...palm.data, name: en },
      i18n: { fr: { ...palm.i18n.fr, name: fr } },
    })
    // Garri's French name, in English, and its English name in French: no other entry has them there.
    expect(duplicateNamesIn(forms, withNames('Gari', 'Garri'), contentEntries)).toEqual([])
    expect(duplicateNamesIn(forms, withNames('Palm Oil', 'gari'), contentEntries)).toEqual([
      `French: Name ${problem('duplicate-value', {
        field: 'name',
        value: 'gari',
        others: ['content/products/garri.fr.md'],
        singular: 'product',
      }).message.replace(/^name /, '')}`,
    ])
    expect(duplicateNamesIn(forms, withNames('GARRI', 'Huile de palme'), contentEntries)[0]).toContain(
      'content/products/garri.en.md',
    )
    // The entry's own names are its own, in each language.
    expect(duplicateNamesIn(forms, garri.snapshot, contentEntries)).toEqual([])
  })

  it('read a translation file as its entry in its language, never as an entry of its own', () => {
    const products = contentEntries.filter((found) => found.collection === 'products')
    expect(new Set(products.map((found) => found.slug)).size).toBe(products.length / 2)
    expect(products.find((found) => found.file === 'content/products/garri.fr.md')).toMatchObject({
      slug: 'garri',
      language: 'fr',
    })
  })

  it('find a picture named in any language’s file or section, naming the language of a section', () => {
    const labelsOf = (found: ContentEntry) =>
      (forms.checks.get(entryCheck(found.collection, found.slug)) ?? forms.checks.get(entryCheck(found.collection)))
        ?.labels
    // A picture written in the French section by hand (the build counts it, and refuses it there).
    const home = read('pages/home.md').replace(
      '\n  hero:\n    headline:',
      '\n  hero:\n    image: images/hero.svg\n    headline:',
    )
    const sections = singleFileEntries(
      { collection: 'pages', slug: 'home-page', file: 'content/pages/home.md', draft: false },
      home,
      [main!, ...others],
    )
    expect(usesOf('images/hero.svg', sections, labelsOf)).toEqual([
      { file: 'content/pages/home.md', field: 'Hero → Image', draft: false },
      { file: 'content/pages/home.md', field: 'French → Hero → Image', draft: false },
    ])
    const garriFr = { ...contentEntries.find((found) => found.file === 'content/products/garri.fr.md')!, draft: true }
    garriFr.data = { ...garriFr.data, image: 'images/products/garri.svg' }
    expect(usesOf('images/products/garri.svg', [garriFr], labelsOf)).toEqual([
      { file: 'content/products/garri.fr.md', field: 'Image', draft: true },
    ])
  })
})

describe("Decap's own copies of a form (its backup of unsaved changes)", () => {
  it('read back as the form held them, one language at a time', () => {
    for (const found of [entry('site', 'site'), entry('products', 'garri')]) {
      const format = decapFormat(forms, found.collection, forms.fieldOrders.get(found.collection)!)
      for (const data of [found.snapshot.data, found.snapshot.i18n.fr!]) {
        const { [RECORD_KEY]: _record, ...fields } = data
        const back = format.fromFile(format.toFile(fields))
        expect(back, found.slug).toMatchObject(JSON.parse(JSON.stringify(fields)) as Data)
        expect(Object.keys(back)).not.toContain(main)
      }
    }
  })
})
