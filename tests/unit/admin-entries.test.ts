/**
 * What the admin says about whole entries, in Node (admin/entry-rules.ts, admin/picture-uses.ts,
 * admin/checks.ts): the rules of a whole entry placed under the field they are about, once; a
 * picture replaced with its old description, for every picture field that has one (found from the
 * schemas); the entries and drafts that still show a picture, by file and field label; and a name
 * a draft already has.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { duplicateProblem } from '../../admin/checks.ts'
import { entryCheck } from '../../admin/config.ts'
import type { ContentEntry } from '../../admin/content-backend.ts'
import { entryRuleProblems, problemsUnder, unplacedProblems } from '../../admin/entry-rules.ts'
import { fromFile } from '../../admin/format.ts'
import { checkedFields } from '../../admin/language-checks.ts'
import { readSingleFile } from '../../admin/language-files.ts'
import { deletedPicture, inUseProblem, nameTakenProblem, uploadName, usesOf } from '../../admin/picture-uses.ts'
import { placeProblem } from '../../generator/content/pictures/places.ts'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import { forms, pictureFields } from '../support/picture-fields.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

/** A fixture file's fields in the default language, as the admin reads them (every value text,
 *  admin/format.ts; a single file's top, without its other languages' sections). */
const fixture = (file: string) => {
  const text = fs.readFileSync(path.join(FIXTURE_CONTENT, file), 'utf8')
  const codes = forms.languages.map((language) => language.code)
  const data =
    file.includes('/') && !file.startsWith('pages/') ? fromFile(text) : readSingleFile(text, codes)[codes[0]!]!
  return checkedFields(data)
}
const check = (key: string) => forms.checks.get(key)!
const products = check(entryCheck('products'))
const fieldCheck = (key: string) => check(`products:${key}`)

/** `data` with the value at `at` replaced. */
function withValue(data: Record<string, unknown>, at: readonly string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(data)
  let target = copy
  for (const key of at.slice(0, -1)) target = target[key] as Record<string, unknown>
  target[at.at(-1)!] = value
  return copy
}

describe('the rules of a whole entry', () => {
  const garri = fixture('products/garri.en.md')
  const url = 'https://images.unsplash.com/photo-1'

  it('are shown under the field they are about: a picture from another website without its size', () => {
    const problems = entryRuleProblems(products.schema, withValue(garri, ['image'], url))
    expect(problems).toEqual([{ at: ['image'], message: problem('picture-size-needed').message }])
    expect(problemsUnder(problems, fieldCheck('image'), products.labels)).toEqual([
      `Image ${problem('picture-size-needed').message}`,
    ])
    expect(problemsUnder(problems, fieldCheck('imageWidth'), products.labels)).toEqual([])
    expect(unplacedProblems(problems, products.labels)).toEqual([])
  })

  it("are shown under the field with the size its place needs, from the size given for another website's picture", () => {
    const place = pictureFields().find((field) => field.place.key === 'product')!.place
    const data = { ...withValue(garri, ['image'], url), imageWidth: '300', imageHeight: '200' }
    const [found] = entryRuleProblems(products.schema, data)
    expect(found).toEqual({ at: ['image'], message: placeProblem(place, url, 300, 200, false)!.message })
    expect(entryRuleProblems(products.schema, { ...data, imageWidth: '1600', imageHeight: '1200' })).toEqual([])
  })

  it('leave out what a field says itself (a name too long, a field left empty): it is said once', () => {
    const data = { ...withValue(garri, ['name'], 'G'.repeat(70)), hsCode: '' }
    expect(entryRuleProblems(products.schema, withValue(data, ['imageAlt'], ''))).toEqual([])
  })

  it('place a problem inside a list under the list, naming the item', () => {
    const site = check(entryCheck('site', 'site'))
    const problems = [{ at: ['phones', 1, 'number'], message: 'is wrong' }]
    expect(problemsUnder(problems, check('site:phones'), site.labels)).toEqual(['Phones → item 2 → Number is wrong'])
    expect(problemsUnder(problems, check('site:phones.*.number'), site.labels)).toEqual([])
  })
})

describe('a picture replaced', () => {
  const described = pictureFields().filter((field) => field.alt)

  it('is found for every picture field with a description: the product, home page and Our story pictures', () => {
    expect(described.map((field) => field.place.key).sort()).toEqual(['hero', 'product', 'story'])
  })

  for (const field of described)
    it(`${field.collection}/${field.entry} → ${field.label}: asks for a new description until it changes`, () => {
      const whole = check(entryCheck(field.collection, field.collection === 'products' ? undefined : field.entry))
      const saved = fixture(field.file)
      const replaced = withValue(saved, field.check.path, `${field.folder}/new.jpg`)
      const asked = {
        at: field.alt!.path,
        message: problem('picture-alt-unchanged', { replaced: field.saved }).message,
      }
      expect(entryRuleProblems(whole.schema, replaced, saved)).toEqual([asked])
      expect(problemsUnder([asked], field.alt!, whole.labels)).toEqual([`${field.alt!.label} ${asked.message}`])
      // A new description, the same picture, or a new entry: nothing to ask.
      expect(entryRuleProblems(whole.schema, withValue(replaced, field.alt!.path, 'The new one'), saved)).toEqual([])
      expect(entryRuleProblems(whole.schema, saved, saved)).toEqual([])
      expect(entryRuleProblems(whole.schema, replaced)).toEqual([])
    })
})

describe('a picture still shown', () => {
  const entry = (file: string, draft = false): ContentEntry => {
    const collection = file.startsWith('products/') ? 'products' : file.startsWith('pages/') ? 'pages' : 'site'
    const name = path.basename(file, '.md').replace(/\.en$/, '')
    const slug = collection === 'pages' ? `${name}-page` : name
    return { collection, slug, language: 'en', file: `content/${file}`, data: fixture(file), draft }
  }
  const labelsOf = (found: ContentEntry) =>
    (forms.checks.get(entryCheck(found.collection, found.slug)) ?? forms.checks.get(entryCheck(found.collection)))
      ?.labels
  const entries = [
    entry('products/garri.en.md'),
    entry('pages/home.md'),
    entry('site.md'),
    entry('products/palm-oil.en.md'),
  ]

  it('is named by file and field label, also inside a group, and in a draft', () => {
    expect(usesOf('images/hero.svg', entries, labelsOf)).toEqual([
      { file: 'content/pages/home.md', field: 'Hero → Image', draft: false },
    ])
    const draft = { ...entry('products/palm-oil.en.md', true), data: { image: '/content/images/products/garri.svg' } }
    const uses = usesOf('images/products/garri.svg', [...entries, draft], labelsOf)
    expect(uses).toEqual([
      { file: 'content/products/garri.en.md', field: 'Image', draft: false },
      { file: 'content/products/palm-oil.en.md', field: 'Image', draft: true },
    ])
    expect(inUseProblem('images/products/garri.svg', uses)).toBe(
      problem('picture-in-use', {
        picture: 'images/products/garri.svg',
        files: ['content/products/garri.en.md', 'content/products/palm-oil.en.md'],
        fields: ['Image', 'Image, in a draft'],
      }).message,
    )
  })

  it('that no entry shows may be deleted; a Markdown text naming it is no use', () => {
    const text = { ...entry('products/palm-oil.en.md'), data: { body: 'images/unused.jpg' } }
    expect(inUseProblem('images/unused.jpg', usesOf('images/unused.jpg', [...entries, text], labelsOf))).toBeUndefined()
  })

  it('keeps its name: an upload under it is refused, naming who shows it', () => {
    const uses = usesOf('images/logo.svg', entries, labelsOf)
    expect(nameTakenProblem('images/logo.svg', uses)).toBe(
      problem('picture-name-taken', { picture: 'images/logo.svg', files: ['content/site.md'], fields: ['Logo'] })
        .message,
    )
    expect(nameTakenProblem('images/logo-2.svg', usesOf('images/logo-2.svg', entries, labelsOf))).toBeUndefined()
    // As Decap names an upload.
    expect(uploadName('Yam Flour.JPG')).toBe('yam-flour.jpg')
    expect(uploadName('logo.svg')).toBe('logo.svg')
  })

  it('is known by the path the backend deletes', () => {
    expect(deletedPicture('content/images/products/garri.svg')).toBe('images/products/garri.svg')
    expect(deletedPicture('content/products/garri.en.md')).toBeUndefined()
    expect(deletedPicture('static/logo.svg')).toBeUndefined()
  })
})

describe('a name a draft already has', () => {
  const name = fieldCheck('name')
  const draft = { slug: 'yam-flour', file: 'content/products/yam-flour.en.md', data: { name: 'Yam Flour' } }

  it('is refused, naming the draft’s file', () => {
    expect(duplicateProblem(name, 'yam flour', [], undefined, [draft])).toBe(
      'Name "yam flour" is also used by the draft content/products/yam-flour.en.md; give each product a different name',
    )
  })

  it('is the entry’s own when it is the draft being edited, and named once when published too', () => {
    expect(duplicateProblem(name, 'Yam Flour', [], 'yam-flour', [draft])).toBeUndefined()
    expect(duplicateProblem(name, 'Yam Flour', [draft], undefined, [draft])).toBe(
      'Name "Yam Flour" is also used by content/products/yam-flour.en.md; give each product a different name',
    )
  })
})
