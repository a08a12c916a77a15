/**
 * Categories as a way into the catalogue: a product names its category by the category's file
 * name (content/categories/<file name>.<language>.md), the same in every language; a name that
 * is no category's is refused at the product's line with the category most likely meant; a
 * product cannot take the address of the category pages; and each language has a page for each
 * category it has, with products, counted from its products.
 *
 * The build's own check that it wrote every page reads the same pages from the content folder.
 *
 * Each test reads or edits a copy of the fixture content, walking its products and categories
 * rather than naming them.
 */
import { describe, expect, it } from 'vitest'
import { loadContent, type LoadResult } from '../../generator/content/load/load.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type SiteContent,
} from '../../generator/content/schemas/collections/index.ts'
import {
  categoryListings,
  categoryPath,
  CATEGORY_SEGMENT,
  PRODUCTS_PER_PAGE,
  productPath,
} from '../../components/catalogue.ts'
import { matchRoute, staticPaths, translationsOf, type LanguagePages } from '../../renderer/routes.ts'
import { builtLanguages, categoryLine, expectedPages } from '../../scripts/lib/expected-pages.ts'
import { fixtureLine, ICONS_FILE, md, problemAt, useContentCopy, type ContentCopy } from '../support/content-copy.ts'
import { contentOf, FIXTURE_CONTENT, languagesOf } from '../support/site.ts'

const collections = defineCollections(contextWithoutFiles(['star']))
const fixture = contentOf(FIXTURE_CONTENT)
const fixtureLanguages = languagesOf(FIXTURE_CONTENT)

/** Loads the copy, expecting it to load. */
function loaded(content: ContentCopy): Extract<LoadResult, { ok: true }> {
  const result = loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE })
  if (!result.ok) expect.fail(result.issues.map((found) => `${found.file}:${found.line}: ${found.message}`).join('\n'))
  return result
}

/** The pages of each language of loaded content, as the route table takes them. */
const pagesOf = (result: Extract<LoadResult, { ok: true }>): LanguagePages[] =>
  result.languages.map(({ language, isDefault, content }) => ({
    code: language.code,
    prefix: isDefault ? '' : `/${language.code}`,
    products: content.products,
    categories: content.categories,
  }))

/** The default-language file of a product, and the line naming its category, as the fixture has them. */
const productFile = (slug: string) => `content/products/${slug}.en.md`
const categoryLineOf = (product: SiteContent['products'][number]) =>
  fixtureLine(productFile(product.slug), `category: ${product.category}`)

/** Every product of the fixture with a category, once per category: where a test writes another. */
const oneProductPerCategory = fixture.categories.map((category) => {
  const product = fixture.products.find((each) => each.category === category.slug)
  if (!product) throw new Error(`the fixture has no product in ${category.slug}`)
  return { category, product }
})

describe("a product's category is the file name of a category", () => {
  const content = useContentCopy()

  it('the fixture: every product names a category there is, and every category has products', () => {
    const slugs = fixture.categories.map((category) => category.slug)
    for (const product of fixture.products) expect(slugs, product.slug).toContain(product.category)
    expect(oneProductPerCategory.length).toBe(fixture.categories.length)
  })

  it("a category's name written instead of its file name, in any language, is told the file name", () => {
    for (const { category, product } of oneProductPerCategory) {
      const names = fixtureLanguages.map(
        (each) => each.content.categories.find((candidate) => candidate.slug === category.slug)!.name,
      )
      for (const name of new Set(names)) {
        content.write(
          productFile(product.slug),
          content.read(productFile(product.slug)).replace(`category: ${category.slug}\n`, `category: ${name}\n`),
        )
        expect(content.issues(), `${product.slug}: ${name}`).toEqual([
          problemAt(productFile(product.slug), categoryLineOf(product), 11, 'unknown-category', {
            written: name,
            folder: 'content/categories',
            guess: category.slug,
            guessName: category.name,
          }),
        ])
        content.write(productFile(product.slug), content.read(productFile(product.slug)).replace(name, category.slug))
      }
    }
  })

  it('a misspelt file name is told the closest one', () => {
    for (const { category, product } of oneProductPerCategory) {
      // One letter left out.
      const misspelt = category.slug.slice(0, 1) + category.slug.slice(2)
      content.write(
        productFile(product.slug),
        content.read(productFile(product.slug)).replace(`category: ${category.slug}\n`, `category: ${misspelt}\n`),
      )
      expect(content.issues(), misspelt).toEqual([
        problemAt(productFile(product.slug), categoryLineOf(product), 11, 'unknown-category', {
          written: misspelt,
          guess: category.slug,
        }),
      ])
      content.write(
        productFile(product.slug),
        content.read(productFile(product.slug)).replace(`category: ${misspelt}\n`, `category: ${category.slug}\n`),
      )
    }
  })

  it('a category there is not is told the categories there are, and the file that would add it', () => {
    const [{ product }] = oneProductPerCategory as [(typeof oneProductPerCategory)[number]]
    content.write(
      productFile(product.slug),
      content.read(productFile(product.slug)).replace(`category: ${product.category}\n`, 'category: Frozen foods\n'),
    )
    const issues = content.issues()
    expect(issues).toEqual([
      problemAt(productFile(product.slug), categoryLineOf(product), 11, 'unknown-category', {
        written: 'Frozen foods',
        categories: fixture.categories.map((category) => category.slug),
        example: 'content/categories/frozen-foods.en.md',
      }),
    ])
    expect(issues[0]!.params.guess).toBeUndefined()
    expect(issues[0]!.message).toBe(
      `"category" must be the file name of a category in content/categories/, without its language, got "Frozen foods"; write one of ${fixture.categories.map((category) => category.slug).join(', ')}, or add the category first, as content/categories/frozen-foods.en.md`,
    )
  })

  it('a category written in a translation is refused there: it is the same in every language', () => {
    const [{ product }] = oneProductPerCategory as [(typeof oneProductPerCategory)[number]]
    const file = `content/products/${product.slug}.fr.md`
    content.write(
      file,
      content.read(file).replace(/^name: .*\n/m, (line) => `${line}category: ${product.category}\n`),
    )
    expect(content.issues()).toEqual([
      problemAt(file, 3, 1, 'shared-in-translation', { field: 'category', original: productFile(product.slug) }),
    ])
  })

  it('a category whose own file has a problem is reported there alone, not again on its products', () => {
    const [{ category }] = oneProductPerCategory as [(typeof oneProductPerCategory)[number]]
    const file = `content/categories/${category.slug}.en.md`
    content.write(file, content.read(file).replace(/^name: .*\n/m, ''))
    expect(content.issues()).toEqual([problemAt(file, 1, 1, 'missing-field', { key: 'name' })])
  })

  it('a product without a category is listed on no category page', () => {
    const [{ product }] = oneProductPerCategory as [(typeof oneProductPerCategory)[number]]
    content.write(
      productFile(product.slug),
      content.read(productFile(product.slug)).replace(`category: ${product.category}\n`, ''),
    )
    const result = loaded(content)
    for (const { products } of categoryListings(result.content.categories, result.content.products))
      expect(products.map((each) => each.slug)).not.toContain(product.slug)
  })
})

describe('a product named like the address of the category pages', () => {
  const content = useContentCopy()

  it('is refused, in each language, with a free name: its page would be where the category pages are', () => {
    const reserved = collections.products.reservedSlugs ?? []
    // The addresses the route table gives the category pages, and no other.
    expect(reserved.map((each) => each.slug)).toEqual([CATEGORY_SEGMENT])
    for (const { slug, address } of reserved) {
      expect(address).toBe(productPath(slug))
      expect(categoryPath(fixture.categories[0]!.slug).startsWith(address)).toBe(true)
      expect(matchRoute(categoryPath(fixture.categories[0]!.slug)).route.page).toBe('category')
    }
    for (const { slug } of reserved) {
      content.write(`content/products/${slug}.en.md`, content.read(productFile(fixture.products[0]!.slug)))
      content.write(
        `content/products/${slug}.fr.md`,
        content.read(`content/products/${fixture.products[0]!.slug}.fr.md`),
      )
      expect(content.issues()).toEqual(
        ['en', 'fr'].map((code) =>
          problemAt(`content/products/${slug}.${code}.md`, 1, 1, 'reserved-file-name', {
            name: `${slug}.${code}.md`,
            singular: 'product',
            address: productPath(slug),
            free: `${slug}-product.${code}.md`,
          }),
        ),
      )
    }
  })
})

describe('the pages of the categories, in each language', () => {
  const content = useContentCopy()

  it('each category with products has a page in each language it is in, listing them, in their order', () => {
    for (const { content: language, pages } of fixtureLanguages) {
      const listings = categoryListings(language.categories, language.products)
      const paths = staticPaths(pages)
      for (const category of language.categories) {
        const products = language.products.filter((product) => product.category === category.slug)
        const listing = listings.find((each) => each.category.slug === category.slug)
        expect(listing?.products ?? [], `${pages.code} ${category.slug}`).toEqual(products)
        expect(paths.includes(categoryPath(category.slug)), `${pages.code} ${category.slug}`).toBe(products.length > 0)
      }
      // In the categories' order.
      expect(listings.map((listing) => listing.category)).toEqual(
        language.categories.filter((category) => listings.some((listing) => listing.category === category)),
      )
    }
  })

  it('a category with no product has no page and no link', () => {
    content.write(
      'content/categories/frozen-foods.en.md',
      md`
        ---
        name: Frozen foods
        order: 9
        ---

        Frozen fish and vegetables.
      `,
    )
    const result = loaded(content)
    expect(result.content.categories.map((category) => category.slug)).toContain('frozen-foods')
    expect(
      categoryListings(result.content.categories, result.content.products).map((each) => each.category.slug),
    ).not.toContain('frozen-foods')
    for (const pages of pagesOf(result))
      expect(staticPaths(pages).filter((path) => path.includes('/frozen-foods/'))).toEqual([])
  })

  it("a category not translated has no page in that language, and its English page none as its translation; its products' pages stay", () => {
    const [{ category, product }] = oneProductPerCategory as [(typeof oneProductPerCategory)[number]]
    content.remove(`content/categories/${category.slug}.fr.md`)
    const result = loaded(content)
    const [english, french] = pagesOf(result) as [LanguagePages, LanguagePages]
    expect(french.categories.map((each) => each.slug)).not.toContain(category.slug)
    // The product is still French, in its category, whose page is not.
    expect(french.products.find((each) => each.slug === product.slug)?.category).toBe(category.slug)
    expect(staticPaths(french)).toContain(productPath(product.slug))
    expect(staticPaths(french)).not.toContain(categoryPath(category.slug))
    expect(staticPaths(english)).toContain(categoryPath(category.slug))
    expect(translationsOf(categoryPath(category.slug), english, [english, french])).toEqual([
      { code: english.code, path: categoryPath(category.slug) },
    ])
    // The other categories are translations of each other.
    for (const other of french.categories)
      expect(translationsOf(categoryPath(other.slug), english, [english, french]).map((each) => each.path)).toEqual([
        categoryPath(other.slug),
        `${french.prefix}${categoryPath(other.slug)}`,
      ])
  })

  it(`past ${PRODUCTS_PER_PAGE} products a category continues on further pages, each a translation where it lists the same products`, () => {
    const slug = fixture.categories[0]!.slug
    const products = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ slug: `product-${index + 1}`, category: slug }))
    const english: LanguagePages = {
      code: 'en',
      prefix: '',
      products: products(PRODUCTS_PER_PAGE * 2 + 1),
      categories: [{ slug }],
    }
    // French has all but the last product: its first two pages list the same ones, and no third.
    const french: LanguagePages = {
      code: 'fr',
      prefix: '/fr',
      products: products(PRODUCTS_PER_PAGE * 2),
      categories: [{ slug }],
    }
    expect(staticPaths(english).filter((path) => path.startsWith(categoryPath(slug)))).toEqual([
      categoryPath(slug),
      categoryPath(slug, 2),
      categoryPath(slug, 3),
    ])
    expect(categoryPath(slug, 2)).toBe(`/products/${CATEGORY_SEGMENT}/${slug}/page/2/`)
    const codes = (path: string) => translationsOf(path, english, [english, french]).map((each) => each.code)
    expect(codes(categoryPath(slug))).toEqual(['en', 'fr'])
    expect(codes(categoryPath(slug, 2))).toEqual(['en', 'fr'])
    expect(codes(categoryPath(slug, 3))).toEqual(['en'])
    // One product less in French on the first page: its pages list other products.
    const shifted = { ...french, products: french.products.slice(1) }
    expect(translationsOf(categoryPath(slug, 2), english, [english, shifted]).map((each) => each.code)).toEqual(['en'])
  })
})

describe('the pages a build must have, read from the content folder without loading it', () => {
  const content = useContentCopy()
  const files = (languages: readonly LanguagePages[]) =>
    expectedPages(languages)
      .map((page) => page.file)
      .sort()

  it("a product's category is read from its line, as the loader reads it", () => {
    const file = (line: string) => `---\nname: Garri\n${line}\norder: 3\n---\n\ncategory: not-this-one\n`
    expect(categoryLine(file('category: herbs'))).toBe('herbs')
    expect(categoryLine(file('category: "herbs"'))).toBe('herbs')
    expect(categoryLine(file("category: 'herbs'   # the dried ones"))).toBe('herbs')
    expect(categoryLine(file(''))).toBeUndefined()
  })

  it('are the pages of the route table, in every language', () => {
    expect(files(builtLanguages(FIXTURE_CONTENT))).toEqual(files(fixtureLanguages.map((each) => each.pages)))
  })

  it('with a category untranslated, one without products and a category written in quotes', () => {
    const [{ category, product }] = oneProductPerCategory as [(typeof oneProductPerCategory)[number]]
    content.remove(`content/categories/${category.slug}.fr.md`)
    content.write(
      'content/categories/frozen-foods.en.md',
      md`
        ---
        name: Frozen foods
        order: 9
        ---

        Frozen fish and vegetables.
      `,
    )
    content.write(
      productFile(product.slug),
      content
        .read(productFile(product.slug))
        .replace(`category: ${category.slug}\n`, `category: "${category.slug}" # its category\n`),
    )
    expect(files(builtLanguages(content.contentDir))).toEqual(files(pagesOf(loaded(content))))
  })
})
