/**
 * The site in several languages (content/site.md's `languages`, the first the default): entry
 * files named with their language (garri.en.md, garri.fr.md), single files holding each other
 * language in a section under its code (`fr:`), translations holding the translated texts alone
 * (the fields that are the same in every language are written once, in the original), and what
 * the loader says of translations missing, partial or left behind by a change of their original.
 *
 * Each test edits a copy of the fixture content, which is in English and French, every
 * translation complete and recorded as up to date with its original.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { loadContent, type LoadResult } from '../../generator/content/load/load.ts'
import { markTranslation } from '../../generator/content/load/translation-records.ts'
import { severityOf } from '../../generator/content/problems/catalogue/index.ts'
import type { ContentIssue } from '../../generator/content/problems/report.ts'
import { readSource } from '../../generator/content/read/front-matter.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../../generator/content/schemas/collections/index.ts'
import { isKnownLanguage } from '../../generator/content/schemas/fields/codes.ts'
import { holdsTranslation, translatedItemByItem } from '../../generator/content/schemas/translation.ts'
import { defOf, schemaAt, unwrap } from '../../generator/content/schemas/walk.ts'
import { ICONS_FILE, md, PROJECT_ROOT, problemAt, useContentCopy, type ContentCopy } from '../support/content-copy.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const GARRI = 'content/products/garri.en.md'
const GARRI_FR = 'content/products/garri.fr.md'
const SITE = 'content/site.md'

const collections = Object.values(defineCollections(contextWithoutFiles(['star']))) as Collection[]

/** Loads the copy, expecting it to load, and returns the result. */
function loaded(content: ContentCopy, options: { strict?: boolean } = {}): Extract<LoadResult, { ok: true }> {
  const result = loadContent({
    root: content.root,
    contentDir: content.contentDir,
    iconsFile: ICONS_FILE,
    ...options,
  })
  if (!result.ok) expect.fail(result.issues.map((found) => `${found.file}:${found.line}: ${found.message}`).join('\n'))
  return result
}

/** The warnings about translations (coverage, partial, out of date, unrecorded). */
const translationWarnings = (result: { warnings: readonly ContentIssue[] }) =>
  result.warnings.filter((warning) => severityOf(warning.code) === 'advisory')

/** The number of the first line of `text` that `matches`. */
function lineOf(text: string, matches: string | RegExp): number {
  const index = text
    .split('\n')
    .findIndex((line) => (typeof matches === 'string' ? line === matches : matches.test(line)))
  if (index === -1) throw new Error(`no line ${String(matches)}`)
  return index + 1
}

/** A single file's text without its section in `code` (from `code:` to the closing ---). */
function withoutSection(text: string, code: string): string {
  const lines = text.split('\n')
  const start = lines.indexOf(`${code}:`)
  const end = lines.indexOf('---', 1)
  if (start === -1 || start > end) throw new Error(`no section ${code}:`)
  return [...lines.slice(0, start), ...lines.slice(end)].join('\n')
}

/** A single file's text with its `from:` section copied as a section in `to`. */
function withSectionCopied(text: string, from: string, to: string): string {
  const lines = text.split('\n')
  const start = lines.indexOf(`${from}:`)
  const end = lines.indexOf('---', 1)
  return [...lines.slice(0, end), `${to}:`, ...lines.slice(start + 1, end), ...lines.slice(end)].join('\n')
}

/** The record a translation holds of its original (`translatedFrom`), as the fixture has it. */
function fixtureRecord(file: string, section: string[] = []): Record<string, string> {
  const text = fs.readFileSync(path.join(FIXTURE_CONTENT, file.slice('content/'.length)), 'utf8')
  const read = readSource(file, text)
  if (!read.ok) throw new Error(`${file} cannot be read`)
  let data = read.source.data as Record<string, unknown>
  for (const key of section) data = data[key] as Record<string, unknown>
  return data.translatedFrom as Record<string, string>
}

const recordLine = (record: Record<string, string>) =>
  `translatedFrom: { ${Object.entries(record)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ')} }`

describe('entry files are named with their language', () => {
  const content = useContentCopy()

  it('a file without its language in its name is told the name to give it, listing the languages', () => {
    // Any name of lowercase words: each is told its name with the default language's code.
    const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1 })
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) => {
        const slug = words.join('-')
        const file = `content/products/${slug}.md`
        content.write(file, content.read(GARRI).replace('name: Garri', `name: ${slug} product`))
        try {
          const issues = content.issues()
          expect(issues).toEqual([
            problemAt(file, 1, 1, 'entry-language-missing', {
              name: `${slug}.md`,
              suggestion: `${slug}.en.md`,
              languages: ['en', 'fr'],
            }),
          ])
          expect(issues[0]!.message).toContain(
            `rename it "${slug}.en.md": each entry has one file per language, named with the language's code before .md (.en.md, .fr.md)`,
          )
        } finally {
          content.remove(file)
        }
      }),
      { numRuns: 5, seed: 7 },
    )
  })

  it('a name written otherwise is told lowercase words, with the language', () => {
    content.write('content/products/Yam Flour.md', content.read(GARRI).replace('name: Garri', 'name: Yam Flour'))
    expect(content.issues()).toEqual([
      problemAt('content/products/Yam Flour.md', 1, 1, 'entry-language-missing', { suggestion: 'yam-flour.en.md' }),
    ])
  })

  it('a language the site does not have: a near miss is told the code meant, another how to add the language', () => {
    content.write('content/products/garri.fe.md', content.read(GARRI_FR))
    content.write(
      'content/services/global-supply-chain.de.md',
      content.read('content/services/global-supply-chain.fr.md'),
    )
    const issues = content.issues()
    expect(issues).toEqual([
      problemAt('content/products/garri.fe.md', 1, 1, 'entry-language-unknown', {
        code: 'fe',
        languages: ['en', 'fr'],
        guess: 'fr',
      }),
      problemAt('content/services/global-supply-chain.de.md', 1, 1, 'entry-language-unknown', {
        code: 'de',
        languages: ['en', 'fr'],
      }),
    ])
    expect(issues[0]!.message).toBe(
      `".fe" is not one of the site's languages (en, fr), so this file is not used; did you mean ".fr.md"?`,
    )
    expect(issues[1]!.params).not.toHaveProperty('guess')
    expect(issues[1]!.message).toContain(
      'to publish the site in this language, add "- code: de" under "languages" in content/site.md; otherwise rename or delete this file',
    )
  })
})

describe('a translation needs its original', () => {
  const content = useContentCopy()

  it('a translation named after no original is told the original it most likely translates', () => {
    content.rename(GARRI_FR, 'content/products/gari.fr.md')
    const issues = content.issues()
    expect(issues).toEqual([
      problemAt('content/products/gari.fr.md', 1, 1, 'translation-without-original', {
        original: 'content/products/gari.en.md',
        language: 'French',
        guess: 'content/products/garri.en.md',
      }),
    ])
    expect(issues[0]!.message).toContain('did you mean to name it after content/products/garri.en.md?')
  })

  it('with no original near its name, it is told to rename it or write the original first', () => {
    content.write('content/products/honey.fr.md', content.read(GARRI_FR))
    const [issue] = content.issues()
    expect(issue).toEqual(
      problemAt('content/products/honey.fr.md', 1, 1, 'translation-without-original', {
        original: 'content/products/honey.en.md',
      }),
    )
    expect(issue!.params).not.toHaveProperty('guess')
    expect(issue!.message).toContain('rename it, or write the original first')
  })
})

/**
 * Every field that is the same in every language and that a translation could repeat: walking
 * each collection's schema with the translation helpers, a field that holds no translated text
 * beside fields that do, at any depth, inside lists translated item by item (a phone's number).
 */
function sharedPaths(schema: unknown, at: (string | number)[] = []): (string | number)[][] {
  const def = defOf(unwrap(schema).schema)
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
      holdsTranslation(child) ? sharedPaths(child, [...at, key]) : [[...at, key]],
    )
  if (def.type === 'array' && translatedItemByItem(schema)) return sharedPaths(def.element, [...at, 0])
  return []
}

const SHARED = collections.flatMap((collection) =>
  sharedPaths(collection.schema).map((at) => ({
    collection,
    at,
    label: `${collection.kind === 'folder' ? `${collection.path}/*.md` : collection.path} ${at.join('.')}`,
  })),
)

describe('a translation holds the translated texts alone', () => {
  const content = useContentCopy()

  it('every field that is the same in every language is found in the schemas, of every kind', () => {
    const labels = SHARED.map((shared) => shared.label)
    // Numbers, pictures, icons, codes, ratings and contact values: each kind is among them.
    for (const label of [
      'products/*.md order',
      'products/*.md image',
      'products/*.md hsCode',
      'services/*.md icon',
      'testimonials/*.md rating',
      'testimonials/*.md author',
      'site.md url',
      'site.md phones.0.number',
      'site.md address.countryCode',
      'sourced-products.md items.0.code',
      'pages/about.md whatWeDo.items.0.icon',
    ])
      expect(labels).toContain(label)
    // And no field whose words a reader reads.
    for (const label of ['products/*.md name', 'site.md tagline', 'site.md phones.0.label'])
      expect(labels).not.toContain(label)
  })

  it.each(SHARED.map((shared) => [shared.label, shared] as const))(
    '%s written in a translation is refused at its line, naming the original',
    (_label, { collection, at }) => {
      let translation: string
      let original: string
      let inFile: (string | number)[]
      if (collection.kind === 'folder') {
        // The first entry translated, or (testimonials, kept as given) a translation written here.
        const dir = content.path(`content/${collection.path}`)
        const translated = fs.readdirSync(dir).find((name) => name.endsWith('.fr.md'))
        const slug = translated ? translated.slice(0, -'.fr.md'.length) : collection.exampleSlug
        original = `content/${collection.path}/${slug}.en.md`
        translation = `content/${collection.path}/${slug}.fr.md`
        if (!translated)
          content.write(
            translation,
            md`
          ---
          role: Cliente vérifiée
          ---

          J’ai commandé du gari et de l’huile de palme.
        `,
          )
        inFile = at
      } else {
        original = translation = `content/${collection.path}`
        inFile = ['fr', ...at]
      }
      // The translator copied the original's line (or, where it has none, the field's example).
      let value: unknown = parseDocument(
        content
          .read(original)
          .split('\n---\n')[0]!
          .replace(/^---\n/, ''),
        {
          schema: 'failsafe',
        },
      ).toJS()
      for (const segment of at) value = (value as Record<string | number, unknown> | undefined)?.[segment]
      value ??= schemaAt(collection.schema, at)?.example ?? 'x'
      const [frontMatter, ...rest] = content
        .read(translation)
        .replace(/^---\n/, '')
        .split('\n---\n')
      const document = parseDocument(frontMatter!, { schema: 'failsafe' })
      document.setIn(inFile, value)
      const text = `---\n${document.toString({ lineWidth: 0 })}---\n${rest.join('\n---\n')}`
      content.write(translation, text)
      const read = readSource(translation, text)
      if (!read.ok) throw new Error(`${translation} cannot be read`)
      const { line, column } = read.source.locate(inFile, 'key')
      const issues = content.issues()
      expect(issues).toEqual([
        problemAt(translation, line, column, 'shared-in-translation', {
          field: String(at.at(-1)),
          original,
        }),
      ])
      expect(issues[0]!.message).toContain(`delete this line: it is written once, in ${original}`)
    },
  )

  it('a single file without its section in a language is refused, with the first text to write', () => {
    for (const collection of collections.filter((each) => each.kind === 'file')) {
      const file = `content/${collection.path}`
      const text = withoutSection(content.read(file), 'fr')
      content.write(file, text)
      // The first field of the file, in its order, that holds a translated text.
      const document = parseDocument(text.split('\n---\n')[0]!.replace(/^---\n/, ''), { schema: 'failsafe' })
      const shape = defOf(unwrap(collection.schema).schema).shape as Record<string, unknown>
      const first = Object.keys(document.toJS() as object).find((key) => shape[key] && holdsTranslation(shape[key]))
      const issues = content.issues().filter((found) => found.file === file)
      expect(issues, file).toEqual([
        // At the closing ---, where the section goes.
        problemAt(file, text.split('\n').indexOf('---', 1) + 1, 1, 'translation-missing', {
          language: 'French',
          code: 'fr',
          line: `"  ${first}: …"`,
        }),
      ])
      expect(issues[0]!.message).toContain('add them at the end of the front matter, under "fr:"')
      fs.copyFileSync(path.join(FIXTURE_CONTENT, collection.path), content.path(file))
    }
  })

  it('a list translated item by item with another number of items than the original is shown as far as it is translated, with a warning', () => {
    const original = content.read(SITE)
    const phones = lineOf(original, '  phones:')
    const lines = original.split('\n')
    // Phones are translated item by item (their labels; the numbers are the original's): two.
    expect(lines.slice(phones, phones + 2)).toEqual(['    - label: Ventes', '    - label: Renseignements'])
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).filter((count) => count !== 2),
        (count) => {
          const items = Array.from({ length: count }, (_, index) => `    - label: Téléphone ${index + 1}`)
          content.write(
            SITE,
            [...lines.slice(0, phones - 1), '  phones:', ...items, ...lines.slice(phones + 2)].join('\n'),
          )
          const result = loaded(content)
          expect(translationWarnings(result).filter((warning) => warning.code === 'translated-list-length')).toEqual([
            problemAt(SITE, phones, 3, 'translated-list-length', {
              items: count,
              original: 2,
              originalFile: SITE,
              language: 'French',
            }),
          ])
          // The French page shows the numbers whose labels are translated, each with its own label,
          // never an English label.
          const english = result.content.site.phones
          const french = result.languages[1]!.content.site.phones
          expect(french).toEqual(
            english.slice(0, Math.min(count, 2)).map((phone, index) => ({ ...phone, label: `Téléphone ${index + 1}` })),
          )
        },
      ),
      { numRuns: 4, seed: 3 },
    )
  })

  it('a list translated item by item left empty is refused where the original requires items', () => {
    const original = content.read(SITE)
    const phones = lineOf(original, '  phones:')
    const lines = original.split('\n')
    content.write(SITE, [...lines.slice(0, phones - 1), '  phones: []', ...lines.slice(phones + 2)].join('\n'))
    expect(content.issues().map((found) => found.code)).toEqual(['list-too-short'])
  })
})

describe('how much of the content each language has', () => {
  const content = useContentCopy()

  it('entries not translated are left out of the language, with a warning naming them', () => {
    const products = fs
      .readdirSync(content.path('content/products'))
      .filter((name) => name.endsWith('.fr.md'))
      .map((name) => name.slice(0, -'.fr.md'.length))
    expect(products).toHaveLength(6)
    fc.assert(
      fc.property(fc.subarray(products, { minLength: 1 }), (removed) => {
        const missing = removed.map((slug) => `content/products/${slug}.fr.md`)
        for (const file of missing) content.remove(file)
        try {
          const result = loaded(content)
          const warnings = translationWarnings(result)
          expect(warnings).toEqual([
            problemAt('content/products/', 1, 1, 'translation-coverage', {
              language: 'French',
              translated: 6 - removed.length,
              total: 6,
              plural: 'products',
              missing: removed.map((slug) => `${slug}.fr.md`).sort(),
            }),
          ])
          expect(warnings[0]!.message).toMatch(
            new RegExp(
              `^French: ${6 - removed.length} of 6 products translated; the French pages leave the others out until they are written; missing in this folder: `,
            ),
          )
          // The French catalogue: the others, never an English product under French labels.
          const french = result.languages[1]!.content.products
          expect(french.map((product) => product.slug).sort()).toEqual(
            products.filter((slug) => !removed.includes(slug)).sort(),
          )
          expect(french.every((product) => product.lang === 'fr')).toBe(true)
          expect(result.content.products).toHaveLength(6)
        } finally {
          for (const file of missing)
            content.write(file, fs.readFileSync(path.join(FIXTURE_CONTENT, file.slice('content/'.length))))
        }
      }),
      { numRuns: 4, seed: 11 },
    )
  })

  it('the message reads as the editor sees it', () => {
    content.remove('content/products/palm-oil.fr.md')
    const [warning] = translationWarnings(loaded(content))
    expect(warning!.message).toBe(
      'French: 5 of 6 products translated; the French pages leave the others out until they are written; missing in this folder: palm-oil.fr.md',
    )
  })

  it('a translation without some of the original’s optional texts is partial: its page leaves them out', () => {
    const lines = content.read(GARRI_FR).split('\n')
    content.write(GARRI_FR, lines.filter((line) => !/^(origin|shelfLife): /.test(line)).join('\n'))
    const result = loaded(content)
    expect(translationWarnings(result)).toEqual([
      problemAt(GARRI_FR, 1, 1, 'translation-partial', { language: 'French', fields: ['origin', 'shelfLife'] }),
    ])
    expect(translationWarnings(result)[0]!.message).toBe(
      '"origin" and "shelfLife" are not translated into French; the French page leaves them out until they are written here',
    )
    // Never the English under a French label.
    const garri = result.languages[1]!.content.products.find((product) => product.slug === 'garri')!
    // Its category is the original's: a category's file name, the same in every language.
    const original = result.content.products.find((product) => product.slug === 'garri')!
    expect(garri).toMatchObject({ name: 'Gari', category: original.category })
    expect(garri.origin).toBeUndefined()
    expect(garri.shelfLife).toBeUndefined()
    expect(result.content.products.find((product) => product.slug === 'garri')!.origin).toMatch(/^Cassava/)
  })

  it('a translation without a text every entry must have is refused, as the original would be', () => {
    const text = content.read(GARRI_FR)
    content.write(GARRI_FR, text.replace('name: Gari\n', ''))
    expect(content.issues()).toEqual([problemAt(GARRI_FR, 1, 1, 'missing-field', { key: 'name' })])
    // Its description, the text below the front matter.
    const closing = text.split('\n').indexOf('---', 1) + 1
    content.write(GARRI_FR, text.split('\n').slice(0, closing).join('\n') + '\n')
    expect(content.issues()).toEqual([
      problemAt(GARRI_FR, closing + 1, 1, 'body-missing', { label: 'the product description' }),
    ])
  })

  it('testimonials are kept in the words they were given in: shown untranslated in every language, with their own language', () => {
    const result = loaded(content)
    expect(translationWarnings(result)).toEqual([])
    const [english, french] = result.languages
    expect(french!.content.testimonials).toEqual(english.content.testimonials)
    expect(french!.content.testimonials.map((testimonial) => testimonial.lang)).toEqual(['en', 'en', 'en'])
  })

  it('a testimonial given in French is shown as such on the English pages, and a translation of one in French', () => {
    content.write(
      'content/testimonials/client-fidele.fr.md',
      md`
        ---
        author: Awa D.
        role: Cliente fidèle
        rating: 5
        order: 4
        ---

        Le gari est croustillant et bien emballé.
      `,
    )
    content.write(
      'content/testimonials/verified-customer.fr.md',
      md`
        ---
        role: Cliente vérifiée
        location: Lagos, Nigéria
        ---

        J’ai commandé du gari et de l’huile de palme pour la maison.
      `,
    )
    const result = loaded(content)
    const [english, french] = result.languages.map(({ content: each }) =>
      Object.fromEntries(each.testimonials.map((testimonial) => [testimonial.slug, testimonial])),
    )
    expect(english!['client-fidele']).toMatchObject({ lang: 'fr', role: 'Cliente fidèle' })
    expect(french!['client-fidele']).toMatchObject({ lang: 'fr', role: 'Cliente fidèle' })
    expect(english!['verified-customer']).toMatchObject({ lang: 'en', role: 'Verified customer' })
    expect(french!['verified-customer']).toMatchObject({ lang: 'fr', role: 'Cliente vérifiée', rating: 5 })
    expect(french!['regular-customer']).toMatchObject({ lang: 'en' })
    // A translation written here without its record only asks for one.
    expect(translationWarnings(result).map((warning) => [warning.file, warning.code])).toEqual([
      ['content/testimonials/verified-customer.fr.md', 'translation-unrecorded'],
    ])
  })
})

describe('translations left behind by a change of their original', () => {
  const content = useContentCopy()
  /** The texts of garri.fr.md's record, in its order: garri's translated fields and its description. */
  const recorded = Object.keys(fixtureRecord(GARRI_FR))

  it('the fixture is complete and up to date: no warning about translations', () => {
    expect(translationWarnings(loaded(content))).toEqual([])
  })

  it('a change of the original names exactly the texts that changed, at the record', () => {
    const englishOf = (key: string, text: string) =>
      key === 'description'
        ? text.replace(/\n\n([\s\S]*)$/, '\n\n$1 Now also in 100 kg bags.')
        : text.replace(new RegExp(`^(${key}:\\n?[^\\n]*)`, 'm'), (line) =>
            line.endsWith(':') ? `${line}\n  - A new item` : `${line} (new)`,
          )
    fc.assert(
      fc.property(fc.subarray(recorded, { minLength: 1 }), (changed) => {
        let text = fs.readFileSync(path.join(FIXTURE_CONTENT, 'products/garri.en.md'), 'utf8')
        for (const key of changed) text = englishOf(key, text)
        content.write(GARRI, text)
        const warnings = translationWarnings(loaded(content))
        expect(warnings).toEqual([
          problemAt(GARRI_FR, lineOf(content.read(GARRI_FR), 'translatedFrom:'), 1, 'translation-outdated', {
            fields: recorded.filter((key) => changed.includes(key)),
            original: GARRI,
            line: expect.stringMatching(/^translatedFrom: \{ name: [0-9a-f]{8}, /) as unknown as string,
          }),
        ])
        expect(warnings[0]!.message).toContain(`changed in ${GARRI} after this translation was made`)
        // The record to write is given whole, however many texts it names: a cut one cannot be read.
        expect(warnings[0]!.message).toContain(` with ${String(warnings[0]!.params.line)} (or run`)
      }),
      { numRuns: 6, seed: 5 },
    )
  })

  it('a change of a field the same in every language leaves the translations up to date', () => {
    content.write(
      GARRI,
      content
        .read(GARRI)
        .replace('order: 3', 'order: 7')
        .replace('hsCode: 1106.20', 'hsCode: 1106.30')
        .replace('image: images/products/garri.svg', 'image: images/products/palm-oil.svg'),
    )
    content.write(SITE, content.read(SITE).replace('  city: Aba', '  city: Umuahia'))
    const result = loaded(content)
    expect(translationWarnings(result)).toEqual([])
    expect(result.languages[1]!.content.products.find((product) => product.slug === 'garri')).toMatchObject({
      order: 7,
      hsCode: '1106.30',
      name: 'Gari',
    })
  })

  it('a translation without its record asks for it, giving the line to write', () => {
    const lines = content.read(GARRI_FR).split('\n')
    const start = lines.indexOf('translatedFrom:')
    const end = lines.indexOf('---', 1)
    content.write(GARRI_FR, [...lines.slice(0, start), ...lines.slice(end)].join('\n'))
    const warnings = translationWarnings(loaded(content))
    expect(warnings).toEqual([
      problemAt(GARRI_FR, 1, 1, 'translation-unrecorded', { line: recordLine(fixtureRecord(GARRI_FR)) }),
    ])
    expect(warnings[0]!.message).toContain('or run npm run translations -- --mark on this file')
  })

  it('a single file’s section left behind names its texts that changed', () => {
    content.write(
      SITE,
      content.read(SITE).replace('tagline: nourish your life', 'tagline: from our farms to your table'),
    )
    expect(translationWarnings(loaded(content))).toEqual([
      problemAt(SITE, lineOf(content.read(SITE), '  translatedFrom:'), 3, 'translation-outdated', {
        fields: ['tagline'],
        original: SITE,
      }),
    ])
  })

  it('coverage and translations left behind never stop a load, even a strict one (the build that publishes)', () => {
    // The placeholders a strict load refuses, replaced with real details.
    let site = content.read(SITE)
    for (const [placeholder, real] of Object.entries({
      'https://www.example.com': 'https://www.alaharvest.com',
      '2348000000001': '2348031234567',
      '+234 800 000 0001': '+234 803 123 4567',
      '+234 800 000 0002': '+234 805 765 4321',
      '@example.com': '@alaharvest.com',
      '.com/example': '.com/alaharvestfoods',
      '.com/@example': '.com/@alaharvestfoods',
      'EXAMPLE-FORM-ID': '1FAIpQLSeAlaHarvestEnquiryForm',
    }))
      site = site.replaceAll(placeholder, real)
    content.write(SITE, site.replace('tagline: nourish your life', 'tagline: from our farms to your table'))
    content.remove('content/products/palm-oil.fr.md')
    content.write(GARRI, content.read(GARRI).replace('name: Garri', 'name: White Garri'))
    const lines = content.read('content/values/integrity.fr.md').split('\n')
    content.write(
      'content/values/integrity.fr.md',
      lines
        .filter((line, index) => index < lines.indexOf('translatedFrom:') || !/^(translatedFrom:| {2})/.test(line))
        .join('\n'),
    )
    const result = loaded(content, { strict: true })
    expect(
      translationWarnings(result)
        .map((warning) => [warning.code, warning.file])
        .sort(),
    ).toEqual([
      ['translation-coverage', 'content/products/'],
      ['translation-outdated', GARRI_FR],
      ['translation-outdated', SITE],
      ['translation-unrecorded', 'content/values/integrity.fr.md'],
    ])
    expect(result.warnings.filter((warning) => severityOf(warning.code) === 'warning')).toEqual([])
  })
})

describe('marking a translation up to date (npm run translations -- --mark)', () => {
  const content = useContentCopy()

  it('records the original as it is now: the warning goes, and only the record’s line changes', () => {
    content.write(GARRI, content.read(GARRI).replace('origin: Cassava from farms', 'origin: Fresh cassava from farms'))
    expect(translationWarnings(loaded(content)).map((warning) => warning.code)).toEqual(['translation-outdated'])
    const before = content.read(GARRI_FR)
    expect(markTranslation(content.contentDir, content.path(GARRI_FR))).toEqual({
      ok: true,
      file: content.path(GARRI_FR),
      languages: ['fr'],
    })
    expect(translationWarnings(loaded(content))).toEqual([])
    const after = content.read(GARRI_FR).split('\n')
    const changed = before
      .split('\n')
      .map((line, index) => [line, after[index]])
      .filter(([was, now]) => was !== now)
    expect(after).toHaveLength(before.split('\n').length)
    expect(changed).toEqual([
      [`  origin: ${fixtureRecord(GARRI_FR).origin}`, expect.stringMatching(/^ {2}origin: [0-9a-f]{8}$/)],
    ])
  })

  it('in a single file, marks the section of each language, leaving the rest of the file as it was', () => {
    content.write(
      SITE,
      content.read(SITE).replace('tagline: nourish your life', 'tagline: from our farms to your table'),
    )
    const before = content.read(SITE)
    expect(markTranslation(content.contentDir, content.path(SITE))).toMatchObject({ ok: true, languages: ['fr'] })
    expect(translationWarnings(loaded(content))).toEqual([])
    const after = content.read(SITE).split('\n')
    const changed = before.split('\n').filter((line, index) => line !== after[index])
    expect(changed).toEqual([`    tagline: ${fixtureRecord(SITE, ['fr']).tagline}`])
  })

  it('a translation already up to date is left byte for byte as it was', () => {
    for (const file of [GARRI_FR, SITE, 'content/pages/about.md', 'content/services/personal-shopping.fr.md']) {
      const before = content.read(file)
      expect(markTranslation(content.contentDir, content.path(file)).ok, file).toBe(true)
      expect(content.read(file), file).toBe(before)
    }
  })

  it('a translation without a record gets one at the end of its front matter', () => {
    const lines = content.read(GARRI_FR).split('\n')
    const start = lines.indexOf('translatedFrom:')
    const end = lines.indexOf('---', 1)
    content.write(GARRI_FR, [...lines.slice(0, start), ...lines.slice(end)].join('\n'))
    expect(markTranslation(content.contentDir, content.path(GARRI_FR)).ok).toBe(true)
    expect(content.read(GARRI_FR)).toBe(fs.readFileSync(path.join(FIXTURE_CONTENT, 'products/garri.fr.md'), 'utf8'))
  })

  it('refuses what is not a translation, saying why', () => {
    expect(markTranslation(content.contentDir, content.path(GARRI))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('it is not a translation'),
    })
    content.write('content/products/yam-flour.fr.md', content.read(GARRI_FR))
    expect(markTranslation(content.contentDir, content.path('content/products/yam-flour.fr.md'))).toMatchObject({
      ok: false,
      reason: 'its original yam-flour.en.md does not exist',
    })
    expect(markTranslation(content.contentDir, content.path('content/images/logo.svg'))).toMatchObject({ ok: false })
  })

  it('npm run translations reports each language, and --mark marks the files named', () => {
    const run = (...args: string[]) =>
      execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts/translations.ts'), ...args], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, SITE_CONTENT_DIR: content.contentDir },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    expect(run()).toContain('Every translation is complete and up to date.')
    content.write(GARRI, content.read(GARRI).replace('name: Garri', 'name: White Garri'))
    expect(run()).toContain('Français (fr): 6 of 6 products translated')
    expect(run('--mark', content.path(GARRI_FR))).toContain(`${content.path(GARRI_FR)}: marked up to date (fr)`)
    expect(run()).toContain('Every translation is complete and up to date.')
  }, 60_000)
})

describe('the languages of the site are content/site.md’s to say', () => {
  const content = useContentCopy()

  it('a third language loads with no change of code: its sections, the entries translated into it', () => {
    content.write(
      SITE,
      content
        .read(SITE)
        .replace(
          '  - code: fr\n    name: Français\n',
          '  - code: fr\n    name: Français\n  - code: de\n    name: Deutsch\n',
        ),
    )
    // Every single file with its German texts (here, the French ones copied), and one product.
    for (const collection of collections.filter((each) => each.kind === 'file')) {
      const file = `content/${collection.path}`
      content.write(file, withSectionCopied(content.read(file), 'fr', 'de'))
    }
    content.write(
      'content/products/garri.de.md',
      content
        .read(GARRI_FR)
        .replace('name: Gari', 'name: Maniokgrieß')
        .replace(/\n\n[^\n]+\n$/, '\n\nAus frischem Maniok.\n'),
    )
    const result = loaded(content)
    expect(result.languages.map(({ language, isDefault }) => [language.code, language.name, isDefault])).toEqual([
      ['en', 'English', true],
      ['fr', 'Français', false],
      ['de', 'Deutsch', false],
    ])
    const german = result.languages[2]!.content
    expect(german.products.map((product) => [product.slug, product.name, product.lang])).toEqual([
      ['garri', 'Maniokgrieß', 'de'],
    ])
    expect(german.products[0]!.description.text).toBe('Aus frischem Maniok.')
    expect(german.services).toEqual([])
    expect(german.testimonials.map((testimonial) => testimonial.lang)).toEqual(['en', 'en', 'en'])
    expect(german.site.tagline).toBe('nourrir votre vie')
    // What German lacks is a warning, never a refusal; French is as complete as before.
    const warnings = translationWarnings(result)
    expect(warnings.every((warning) => warning.code === 'translation-coverage')).toBe(true)
    // One warning per folder whose untranslated entries are left out: the product only is German.
    expect(warnings.map((warning) => [warning.file, warning.params.language, warning.params.translated])).toEqual(
      collections.flatMap((each) =>
        each.kind === 'folder' && each.untranslated === 'omit'
          ? [[`content/${each.path}/`, 'German', each.name === 'products' ? 1 : 0]]
          : [],
      ),
    )
  })

  it('a site.md without languages is in English alone, and a French file is then in a language it does not have', () => {
    const text = content.read(SITE)
    const lines = text.split('\n')
    content.write(
      SITE,
      withoutSection(
        [...lines.slice(0, lineOf(text, 'languages:') - 1), ...lines.slice(lineOf(text, '    name: Français'))].join(
          '\n',
        ),
        'fr',
      ),
    )
    for (const collection of collections.filter((each) => each.kind === 'file' && each.path !== 'site.md')) {
      const file = `content/${collection.path}`
      content.write(file, withoutSection(content.read(file), 'fr'))
    }
    for (const collection of collections.filter((each) => each.kind === 'folder'))
      for (const name of fs.readdirSync(content.path(`content/${collection.path}`)))
        if (name.endsWith('.fr.md') && name !== 'garri.fr.md') content.remove(`content/${collection.path}/${name}`)
    expect(content.issues()).toEqual([
      problemAt(GARRI_FR, 1, 1, 'entry-language-unknown', { code: 'fr', languages: ['en'] }),
    ])
    content.remove(GARRI_FR)
    const result = loaded(content)
    expect(result.languages.map(({ language }) => language)).toEqual([{ code: 'en', name: 'English' }])
  })

  it('a mistake elsewhere in site.md is one problem there, not one on every translation', () => {
    content.write(SITE, content.read(SITE).replace('\n  city: Aba\n', '\n city: Aba\n'))
    const issues = content.issues()
    expect(issues.map((found) => found.file)).toEqual([SITE])
    expect(issues[0]!.code).toBe('wrong-indentation')
  })

  it('while a language is listed twice (however it is written: with invisible characters too), site.md alone is checked', () => {
    // The other language's code, written as it is or with spaces or invisible characters around it.
    const writings = (code: string) => [code, ` ${code} `, `\u00ad${code}\u00ad`, `\u200b${code}`, `${code}\u2060`]
    const twice = fc.constantFrom(
      ...writings('fr').map((code) => ({ code, replaced: 'en' })),
      ...writings('en').map((code) => ({ code, replaced: 'fr' })),
    )
    fc.assert(
      fc.property(twice, ({ code, replaced }) => {
        const original = fs.readFileSync(path.join(FIXTURE_CONTENT, 'site.md'), 'utf8')
        const written = original.replace(`  - code: ${replaced}\n`, `  - code: ${JSON.stringify(code)}\n`)
        expect(written).not.toBe(original)
        content.write(SITE, written)
        const result = loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE })
        expect(result.ok).toBe(false)
        if (!result.ok) {
          expect(result.issues.map((found) => found.file)).toEqual(result.issues.map(() => SITE))
          expect(result.issues.map((found) => found.message).join('\n')).toMatch(/already listed/)
        }
      }),
      { numRuns: 20, seed: 3 },
    )
  })

  it('while a language listed is not a language, site.md alone is checked', () => {
    const written = fc
      .oneof(
        fc.constantFrom('French', 'FR', 'fre', 'fra', 'eng', 'zz', 'français', 'f r', ''),
        fc.string({ maxLength: 6 }),
      )
      .filter((code) => !isKnownLanguage(code.trim()))
    fc.assert(
      fc.property(written, fc.constantFrom('en', 'fr'), (code, replaced) => {
        content.write(
          SITE,
          fs
            .readFileSync(path.join(FIXTURE_CONTENT, 'site.md'), 'utf8')
            .replace(`  - code: ${replaced}\n`, `  - code: ${JSON.stringify(code)}\n`),
        )
        const result = loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE })
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.issues.map((found) => found.file)).toEqual(result.issues.map(() => SITE))
      }),
      { numRuns: 12, seed: 2 },
    )
  })

  it('a language is written with its two-letter code where it has one, as a name is: each is told the code', () => {
    for (const [written, guess] of [
      ['eng', 'en'],
      ['fra', 'fr'],
      ['French', 'fr'],
      ['Français', 'fr'],
      ['FR', 'fr'],
    ] as const) {
      content.write(
        SITE,
        content.read(SITE).replace(/ {2}- code: \S+\n {4}name: Français/, `  - code: ${written}\n    name: Français`),
      )
      expect(content.issues(), written).toEqual([
        problemAt(SITE, lineOf(content.read(SITE), `  - code: ${written}`), 11, 'language-code', { written, guess }),
      ])
    }
  })

  it('without site.md, it alone is reported', () => {
    content.remove(SITE)
    expect(content.issues()).toEqual([problemAt(SITE, 1, 1, 'file-missing')])
  })
})
