/**
 * The site search's index and queries (generator/search/): how words are read (folding, cutting,
 * French elisions), matching whole words and their starts, ranking, the files a query fetches,
 * the same bytes from the same content, and, over generated catalogues, every product found by
 * its name, the start of any word of its name, and each of its other names. Expectations come
 * from the fixture content (tests/fixtures/content), never from the live content/.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../generator/content/schemas/collections/index.ts'
import { FIELD_WEIGHTS, RESULTS_PER_FILE, type SearchDocument } from '../../generator/search/format.ts'
import { postingsOf, searchIndexFiles } from '../../generator/search/index-files.ts'
import { findMatches, queryWords, resultsOf } from '../../generator/search/query.ts'
import { foldWord, shardFileKey, shardKey, tokenize } from '../../generator/search/text.ts'
import { searchDocuments } from '../../components/search/documents.ts'
import { contentIndex, memoryIndex, namesFound } from '../support/search-index.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'

const [english, french] = languagesOf(FIXTURE_CONTENT) as [
  ReturnType<typeof languagesOf>[number],
  ReturnType<typeof languagesOf>[number],
]
const productIn = (site: typeof english, slug: string): Product =>
  site.content.products.find((product) => product.slug === slug)!
const englishIndex = contentIndex(english.content, english.language.code, english.language.prefix)
const frenchIndex = contentIndex(french.content, french.language.code, french.language.prefix)

/** A document with only the fields given (the others empty). */
const documentOf = (name: string, fields: Partial<SearchDocument['fields']> = {}): SearchDocument => ({
  fields: { name: [name], otherNames: [], category: [], details: [], description: [], ...fields },
  result: { name, path: `/products/${name.toLowerCase().replace(/\W+/g, '-')}/`, summary: '' },
})

describe('words as the search reads them', () => {
  it('folds accents, case and the letters NFKD keeps whole', () => {
    expect(foldWord('Écrevisses SÉCHÉES')).toBe('ecrevisses sechees')
    expect(foldWord('Œufs')).toBe('oeufs')
    expect(foldWord('Straße')).toBe('strasse')
    expect(foldWord('ﬁne')).toBe('fine')
    // Decomposed letters (e + combining acute) fold like composed ones.
    expect(foldWord('fume\u0301')).toBe(foldWord('fumé'))
  })

  it('cuts English words, keeps numbers whole and leaves out words of one character', () => {
    expect(tokenize('Garri: 1 kg, 25 kg or 50 kg bags; HS 1106.20, 1,000 pouches', 'en')).toEqual([
      'garri',
      'kg',
      '25',
      'kg',
      'or',
      '50',
      'kg',
      'bags',
      'hs',
      '1106.20',
      '1,000',
      'pouches',
    ])
    expect(tokenize("farmer's e-mail", 'en')).toEqual(['farmer', 'mail'])
  })

  it('cuts French words at elisions and folds their accents', () => {
    expect(tokenize('Manioc des exploitations autour d’Aba (État d’Abia)', 'fr')).toEqual([
      'manioc',
      'des',
      'exploitations',
      'autour',
      'aba',
      'etat',
      'abia',
    ])
    expect(tokenize("l'huile de palme, L’HUILE", 'fr')).toEqual(['huile', 'de', 'palme', 'huile'])
    expect(tokenize('gari', 'fr')).toEqual(['gari'])
    expect(tokenize('Poisson-chat fumé', 'fr')).toEqual(['poisson', 'chat', 'fume'])
  })

  it('reads every text of the fixture the same without Intl.Segmenter (older browsers)', () => {
    for (const site of [english, french])
      for (const document of searchDocuments(site.content.products, site.content.categories))
        for (const text of Object.values(document.fields).flat())
          expect(tokenize(text, site.language.code, { segment: false }), text).toEqual(
            tokenize(text, site.language.code),
          )
  })

  it('files a word by its first two characters, in a name any host serves', () => {
    expect(shardKey('garri')).toBe('ga')
    expect(shardKey('étuvé')).toBe('ét')
    expect(shardFileKey('ga')).toBe('ga')
    expect(shardFileKey('1,')).toBe('1_2c')
    expect(shardFileKey('ét')).toBe('_e9t')
    expect(queryWords('Gari gari GARRI a', 'en')).toEqual(['gari', 'garri'])
  })
})

describe('searching the fixture products', () => {
  it('finds a product by its exact name, in English and in French', async () => {
    expect((await namesFound(englishIndex, 'Palm oil'))[0]).toBe(productIn(english, 'palm-oil').name)
    expect((await namesFound(frenchIndex, 'huile de palme rouge'))[0]).toBe(productIn(french, 'palm-oil').name)
    expect(await namesFound(frenchIndex, 'Gari')).toContain(productIn(french, 'garri').name)
  })

  it('finds products by the start of a word', async () => {
    const found = await namesFound(englishIndex, 'cass')
    expect(found.slice(0, 2).sort()).toEqual(
      [productIn(english, 'cassava-flour').name, productIn(english, 'garri').name].sort(),
    )
    // A word of the name counts more than words elsewhere: the flour is first.
    expect(found[0]).toBe(productIn(english, 'cassava-flour').name)
    expect((await namesFound(frenchIndex, 'mani'))[0]).toBe(productIn(french, 'cassava-flour').name)
    expect((await namesFound(frenchIndex, 'manioc'))[0]).toBe(productIn(french, 'cassava-flour').name)
  })

  it("finds products by the editors' other names, in each language", async () => {
    for (const site of [english, french]) {
      const index = site === english ? englishIndex : frenchIndex
      for (const product of site.content.products)
        for (const otherName of product.otherNames ?? [])
          expect(await namesFound(index, otherName), `${site.language.code}: ${otherName}`).toContain(product.name)
    }
    expect(await namesFound(englishIndex, 'gari')).toEqual([productIn(english, 'garri').name])
    expect((await namesFound(englishIndex, 'lafun'))[0]).toBe(productIn(english, 'cassava-flour').name)
    expect((await namesFound(englishIndex, 'eba'))[0]).toBe(productIn(english, 'garri').name)
  })

  it('finds a French other name written without its accents or in capitals', async () => {
    const crayfish = productIn(french, 'dry-crayfish')
    expect(crayfish.otherNames).toContain('écrevisses séchées')
    for (const query of ['écrevisses', 'ecrevisses', 'ÉCREVISSES', 'Ecrev'])
      expect((await namesFound(frenchIndex, query))[0], query).toBe(crayfish.name)
  })

  it('finds products by their category in the language of the page', async () => {
    const fish = english.content.categories.find((category) => category.slug === 'fish-and-seafood')!
    const inFish = english.content.products.filter((product) => product.category === 'fish-and-seafood')
    expect((await namesFound(englishIndex, fish.name)).sort()).toEqual(inFish.map((product) => product.name).sort())
    const poissons = french.content.categories.find((category) => category.slug === 'fish-and-seafood')!
    expect(await namesFound(frenchIndex, poissons.name)).toEqual(
      expect.arrayContaining(
        french.content.products
          .filter((product) => product.category === 'fish-and-seafood')
          .map((product) => product.name),
      ),
    )
  })

  it('finds a product by its details: origin, pack sizes, HS code', async () => {
    const garri = productIn(english, 'garri')
    expect(await namesFound(englishIndex, garri.hsCode!)).toContain(garri.name)
    expect(await namesFound(englishIndex, garri.hsCode!.slice(0, 4))).toContain(garri.name)
    const oil = productIn(english, 'palm-oil')
    expect(await namesFound(englishIndex, 'jerrycan')).toContain(oil.name)
  })

  it('needs every word of the query, and finds nothing for words no product has', async () => {
    expect(await namesFound(englishIndex, 'smoked catfish')).toEqual([productIn(english, 'smoked-catfish').name])
    expect(await namesFound(englishIndex, 'garri catfish')).toEqual([])
    expect(await namesFound(englishIndex, 'zebra')).toEqual([])
    expect(await namesFound(englishIndex, 'a')).toEqual([])
    expect(await namesFound(englishIndex, '   ')).toEqual([])
  })

  it('shows a result with its page, category in the language of the page and a short summary', async () => {
    const [garri] = await resultsOf(frenchIndex.source, await findMatches(frenchIndex.source, 'gari'))
    const fixture = productIn(french, 'garri')
    const category = french.content.categories.find((each) => each.slug === fixture.category)!
    expect(garri).toMatchObject({ name: fixture.name, path: '/products/garri/', category: category.name })
    expect(garri!.summary.length).toBeLessThanOrEqual(141)
    expect(fixture.description.text.replace(/\s+/g, ' ')).toContain(garri!.summary.replace(/…$/, ''))
  })
})

describe('ranking', () => {
  it('puts a product with the word in its name before one with it in its description', async () => {
    const index = memoryIndex([
      documentOf('Mixed seeds', { description: ['Sesame, melon and pumpkin seeds'] }),
      documentOf('Sesame seeds'),
    ])
    expect(await namesFound(index, 'sesame')).toEqual(['Sesame seeds', 'Mixed seeds'])
    expect(await namesFound(index, 'sesa')).toEqual(['Sesame seeds', 'Mixed seeds'])
  })

  it('weighs fields in order: name, other names, category, details, description', async () => {
    const fields = ['description', 'details', 'category', 'otherNames', 'name'] as const
    expect([...fields].sort((a, b) => FIELD_WEIGHTS[a] - FIELD_WEIGHTS[b])).toEqual(fields)
    const index = memoryIndex(fields.map((field) => documentOf(`Product ${field}`, { [field]: ['egusi'] })))
    const found = await namesFound(index, 'egusi')
    expect(found).toEqual([...fields].reverse().map((field) => `Product ${field}`))
  })

  it('puts a whole word before the start of a longer one in the same field', async () => {
    const index = memoryIndex([documentOf('Garrison'), documentOf('Garri')])
    expect(await namesFound(index, 'garri')).toEqual(['Garri', 'Garrison'])
  })

  it('keeps the catalogue order between equal scores', async () => {
    const index = memoryIndex(['Beta oil', 'Alpha oil', 'Gamma oil'].map((name) => documentOf(name)))
    expect(await namesFound(index, 'oil')).toEqual(['Beta oil', 'Alpha oil', 'Gamma oil'])
  })
})

describe('the index files', () => {
  it('are the same bytes for the same content', () => {
    const again = contentIndex(languagesOf(FIXTURE_CONTENT)[1]!.content, 'fr', '/fr')
    expect(again.files).toEqual(frenchIndex.files)
    const documents = searchDocuments(english.content.products, english.content.categories)
    expect(searchIndexFiles(documents, { code: 'en', prefix: '' })).toEqual(
      searchIndexFiles(structuredClone(documents), { code: 'en', prefix: '' }),
    )
  })

  it('put the manifest beside each language’s search page and the rest, fingerprinted, under assets/', () => {
    const names = frenchIndex.files.map((file) => file.fileName)
    expect(names.filter((name) => !name.startsWith('assets/'))).toEqual(['fr/search/index.json'])
    for (const name of names.filter((each) => each.startsWith('assets/')))
      expect(name).toMatch(/^assets\/search\/fr\/[wr]-[a-z0-9_]+\.[0-9a-f]{10}\.json$/)
    expect(englishIndex.files.map((file) => file.fileName)).toContain('search/index.json')
  })

  it('score each word of a product by the fields that have it', () => {
    const postings = postingsOf(
      [documentOf('Egusi', { otherNames: ['egusi seeds'], description: ['Melon seeds, egusi'] })],
      'en',
    )
    expect(postings.get('egusi')?.get(0)).toBe(
      FIELD_WEIGHTS.name + FIELD_WEIGHTS.otherNames + FIELD_WEIGHTS.description,
    )
    expect(postings.get('seeds')?.get(0)).toBe(FIELD_WEIGHTS.otherNames + FIELD_WEIGHTS.description)
  })

  it('a query fetches the words files of its words only, and the results files of what it shows', async () => {
    const documents = Array.from({ length: RESULTS_PER_FILE * 3 }, (_, index) => documentOf(`Product ${index}`))
    documents[RESULTS_PER_FILE * 2 + 5] = documentOf('Egusi', { otherNames: ['melon seeds'] })
    const index = memoryIndex(documents)
    expect(await namesFound(index, 'egusi melon')).toEqual(['Egusi'])
    expect(
      index.fetched.filter((name) => name.includes('/w-')).map((name) => name.split('/').at(-1)!.split('.')[0]),
    ).toEqual(['w-eg', 'w-me'])
    expect(
      index.fetched.filter((name) => name.includes('/r-')).map((name) => name.split('/').at(-1)!.split('.')[0]),
    ).toEqual(['r-2'])
    index.fetched.length = 0
    // A word whose first two letters start no word of the index: nothing to fetch.
    expect(await namesFound(index, 'zebra')).toEqual([])
    expect(index.fetched).toEqual([])
  })

  it('hold no English text in the French index', () => {
    const frenchText = frenchIndex.files.map((file) => file.source).join('\n')
    for (const product of english.content.products) {
      const translated = productIn(french, product.slug)
      if (translated.name !== product.name) expect(frenchText).not.toContain(product.name)
      expect(frenchText).not.toContain(product.description.text.slice(0, 40))
    }
    for (const category of english.content.categories) expect(frenchText).not.toContain(`"${category.name}"`)
  })
})

/** A word as editors write them: letters, accented ones included, two to ten of them. */
const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{2,10}$/)
const words = (min: number, max: number) =>
  fc.array(word, { minLength: min, maxLength: max }).map((list) => list.join(' '))
const productArbitrary = fc.record({
  name: words(1, 3),
  otherNames: fc.array(words(1, 2), { maxLength: 3 }),
  description: words(3, 12),
})

describe('every generated product is found', () => {
  it('by its exact name, the first three letters or more of any word of its name, and each of its other names', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(productArbitrary, { minLength: 1, maxLength: 45 }),
        fc.constantFrom('en', 'fr'),
        async (products, code) => {
          const documents = products.map(({ name, otherNames, description }) =>
            documentOf(name, { otherNames, description: [description] }),
          )
          const index = memoryIndex(documents, code)
          const found = async (query: string) => (await findMatches(index.source, query)).map((match) => match.id)
          for (const [id, product] of products.entries()) {
            expect(await found(product.name)).toContain(id)
            for (const nameWord of product.name.split(' '))
              for (let length = 3; length <= nameWord.length; length++)
                expect(await found(nameWord.slice(0, length))).toContain(id)
            for (const otherName of product.otherNames) expect(await found(otherName)).toContain(id)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
