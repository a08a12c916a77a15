/**
 * The catalogue at more products than fit on one page: a copy of the fixture content with 30
 * products, built as a user builds. The list is split over /products/ and /products/page/2/,
 * every product has its page, nothing the browser runs grows with the catalogue, and the
 * product pages show only the details a product has. Most new products are in one category,
 * whose list is split the same way, in each language; a category without products gets no page.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillTemplate, PRODUCTS_PER_PAGE } from '../../components/catalogue.ts'
import { measurePageWeight } from '../../scripts/lib/page-weight.ts'
import { buildSite, withoutPlaceholderWarnings, ROOT, type BuildResult } from '../support/build.ts'
import { attr, elements, paragraphsIn, parseHtml, productCardTexts, textOf } from '../support/html.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { markTranslation } from '../../generator/content/load/translation-records.ts'
import { checkBuiltSite } from '../support/site-checks.ts'
import { contentOf, FIXTURE_CONTENT, languagesOf, sitemapUrls } from '../support/site.ts'
import { jsonLdOf } from '../support/structured-data.ts'

const PRODUCTS = 30
/** Three products of one order, named so that their names and their file names sort differently. */
const TIED: Record<number, string> = {
  7: 'Catalogue Zobo Leaves',
  8: 'Catalogue Product 08',
  9: 'Catalogue Baobab Powder',
}
const TIED_ORDER = ['catalogue-product-09', 'catalogue-product-08', 'catalogue-product-07']
/** The category most new products are put in (the first product's), so that its list is longer
 *  than a page; the last new product is in none. */
const CATEGORY = contentOf(FIXTURE_CONTENT).products[0]!.category!
/** A category no product names. */
const EMPTY_CATEGORY = 'frozen-foods'

const ENGLISH_WORDS =
  'sun dried cassava milled fine sorted by hand packed sealed bags shipped weekly from Aba farmers Abia State harvest season moisture tested graded white yellow export buyers Europe Gulf'.split(
    ' ',
  )
const FRENCH_WORDS =
  'manioc séché au soleil moulu finement trié à la main emballé en sacs scellés expédié chaque semaine depuis Aba producteurs État Abia récolte humidité contrôlée blanc jaune acheteurs Europe'.split(
    ' ',
  )

/**
 * A product written out in full, as editors may: four paragraphs after the opening one, of words
 * in a varied order (a repeated text would compress to almost nothing, where a real one does not).
 * The list pages show the opening paragraph only, so they stay within the byte budgets.
 */
function story(index: number, words: readonly string[]): string[] {
  let seed = index
  const next = () => (seed = (seed * 48271) % 2147483647)
  const sentence = () => `${Array.from({ length: 12 }, () => words[next() % words.length]).join(' ')}.`
  return Array.from({ length: 4 }, () => [Array.from({ length: 5 }, sentence).join(' '), ''])
    .flat()
    .map((line) => line.replace(/^\p{Ll}/u, (first) => first.toUpperCase()))
}

describe(`a catalogue of ${PRODUCTS} products`, () => {
  let folder: ContentFolder | undefined
  let contentDir = ''
  let outDir = ''
  let build: BuildResult
  const client = () => path.join(ROOT, outDir, 'client')
  const read = (file: string) => fs.readFileSync(path.join(client(), file), 'utf8')
  const links = (html: string) =>
    elements(parseHtml(html))
      .filter((element) => element.tagName === 'a')
      .map((element) => ({ href: attr(element, 'href'), text: textOf(element).trim(), rel: attr(element, 'rel') }))

  beforeAll(async () => {
    folder = copyContentFolder(FIXTURE_CONTENT, { under: path.join(ROOT, '.cache'), name: 'catalogue' })
    contentDir = folder.contentDir
    outDir = path.relative(ROOT, path.join(folder.dir, 'build'))
    const existing = fs.readdirSync(folder.path('products')).filter((name) => name.endsWith('.en.md')).length
    for (let index = existing + 1; index <= PRODUCTS; index++) {
      const number = String(index).padStart(2, '0')
      // Each in French too, so the French catalogue has its second page as well.
      folder.write(
        `products/catalogue-product-${number}.fr.md`,
        [
          '---',
          `name: Produit du catalogue ${number}`,
          `imageAlt: Un bol du produit ${number}`,
          'origin: État d’Abia, Nigéria',
          '---',
          '',
          `Produit ${number}, transformé et conditionné à Aba.`,
          '',
          ...story(index, FRENCH_WORDS),
        ].join('\n'),
      )
      folder.write(
        `products/catalogue-product-${number}.en.md`,
        [
          '---',
          // One name as long as the schema allows (60 characters): its tab title must still fit.
          `name: ${TIED[index] ?? (index === PRODUCTS - 1 ? `Catalogue Product ${number}, sun-dried and sorted, 25 kg bags`.slice(0, 60) : `Catalogue Product ${number}`)}`,
          `order: ${TIED[index] ? 107 : 100 + index}`,
          'image: images/products/garri.svg',
          `imageAlt: A bowl of product ${number}`,
          ...(index < PRODUCTS ? [`category: ${CATEGORY}`] : []),
          // Only some details, to see the others left out.
          'origin: Abia State, Nigeria',
          '---',
          '',
          `Product ${number}, processed and packed in Aba.`,
          '',
          ...story(index, ENGLISH_WORDS),
        ].join('\n'),
      )
    }
    folder.write(
      `categories/${EMPTY_CATEGORY}.en.md`,
      '---\nname: Frozen foods\norder: 9\n---\n\nFrozen fish and vegetables.\n',
    )
    folder.write(
      `categories/${EMPTY_CATEGORY}.fr.md`,
      '---\nname: Produits surgelés\n---\n\nPoissons et légumes surgelés.\n',
    )
    for (const file of [
      ...fs
        .readdirSync(folder.path('products'))
        .filter((name) => name.startsWith('catalogue-product-') && name.endsWith('.fr.md'))
        .map((name) => `products/${name}`),
      `categories/${EMPTY_CATEGORY}.fr.md`,
    ])
      expect(markTranslation(contentDir, folder.path(file))).toMatchObject({ ok: true })
    build = await buildSite({ outDir, contentDir })
  }, 120_000)

  afterAll(() => {
    folder?.remove()
  })

  it('builds', () => {
    expect(withoutPlaceholderWarnings(build.stderr)).toBe('')
    expect(build.code).toBe(0)
  })

  it(`lists ${PRODUCTS_PER_PAGE} products on /products/ and the rest on /products/page/2/, linked both ways`, () => {
    const content = contentOf(contentDir)
    const first = read('products/index.html')
    const second = read('products/page/2/index.html')
    const cardNames = (html: string) =>
      elements(parseHtml(html))
        .filter((element) => element.tagName === 'h2' && (attr(element, 'class') ?? '').includes('product-card__name'))
        .map((element) => textOf(element).trim())
    const names = content.products.map((product) => product.name)
    expect(cardNames(first)).toEqual(names.slice(0, PRODUCTS_PER_PAGE))
    expect(cardNames(second)).toEqual(names.slice(PRODUCTS_PER_PAGE))
    const pageLinks = (html: string) =>
      links(html).filter(
        (link) =>
          link.href?.startsWith('/products/') && !content.products.some((p) => link.href === `/products/${p.slug}/`),
      )
    expect(pageLinks(first)).toContainEqual({
      href: '/products/page/2/',
      text: content.productsPage.browse.nextPage,
      rel: 'next',
    })
    expect(pageLinks(second)).toContainEqual({
      href: '/products/',
      text: content.productsPage.browse.previousPage,
      rel: 'prev',
    })
    expect(textOf(parseHtml(second))).toContain(fillTemplate(content.productsPage.browse.pageOf, { page: 2, pages: 2 }))
    // No third page, and no page 1 under /page/.
    expect(fs.existsSync(path.join(client(), 'products/page/3/index.html'))).toBe(false)
    expect(fs.existsSync(path.join(client(), 'products/page/1/index.html'))).toBe(false)
  })

  it('gives every product its page, in the sitemap, with All products leading back to the page that lists it', () => {
    const content = contentOf(contentDir)
    const sitemap = sitemapUrls(read('sitemap.xml'))
    for (const [index, product] of content.products.entries()) {
      const html = read(`products/${product.slug}/index.html`)
      expect(sitemap).toContain(`${content.site.url.replace(/\/$/, '')}/products/${product.slug}/`)
      const back = links(html).find((link) => link.text === content.productsPage.browse.allProducts)
      expect(back?.href, product.slug).toBe(index < PRODUCTS_PER_PAGE ? '/products/' : '/products/page/2/')
    }
    expect(sitemap).toContain(`${content.site.url.replace(/\/$/, '')}/products/page/2/`)
  })

  it('shows products that share an order by name, in the same order on the list, in its structured data and in the sitemap', () => {
    const slugs = (paths: string[]) =>
      paths.flatMap((url) => url.match(/\/products\/(catalogue-product-0[789])\/$/)?.[1] ?? [])
    const html = read('products/index.html')
    const cards = elements(parseHtml(html))
      .filter((element) => element.tagName === 'h2' && (attr(element, 'class') ?? '').includes('product-card__name'))
      .map((element) => textOf(element).trim())
    expect(cards.slice(6, 9)).toEqual(['Catalogue Baobab Powder', 'Catalogue Product 08', 'Catalogue Zobo Leaves'])
    const list = jsonLdOf(html).find((thing) => thing['@type'] === 'ItemList')
    const items = (list?.itemListElement ?? []) as { position: number; url: string }[]
    expect(slugs(items.map((item) => item.url))).toEqual(TIED_ORDER)
    expect(items.slice(6, 9).map((item) => item.position)).toEqual([7, 8, 9])
    // The English pages (the French ones follow the French names).
    const english = sitemapUrls(read('sitemap.xml')).filter((url) => !new URL(url).pathname.startsWith('/fr/'))
    expect(slugs(english)).toEqual(TIED_ORDER)
  })

  describe.each(languagesOf(FIXTURE_CONTENT).map(({ language }) => language))('the categories in $name', (language) => {
    let loaded: ReturnType<typeof languagesOf>[number] | undefined
    const site = () => (loaded ??= languagesOf(contentDir).find((each) => each.language.code === language.code)!)
    const folder = language.prefix ? `${language.prefix.slice(1)}/` : ''
    const local = (sitePath: string) => `${language.prefix}${sitePath}`
    const listed = (slug: string) => site().content.products.filter((product) => product.category === slug)
    const cardNames = (html: string) =>
      elements(parseHtml(html))
        .filter((element) => element.tagName === 'h2' && (attr(element, 'class') ?? '').includes('product-card__name'))
        .map((element) => textOf(element).trim())

    it(`list a category's products in the catalogue's order, past ${PRODUCTS_PER_PAGE} on /products/category/<name>/page/2/, linked both ways`, () => {
      const { content } = site()
      const names = listed(CATEGORY).map((product) => product.name)
      expect(names.length).toBeGreaterThan(PRODUCTS_PER_PAGE)
      const first = read(`${folder}products/category/${CATEGORY}/index.html`)
      const second = read(`${folder}products/category/${CATEGORY}/page/2/index.html`)
      expect(cardNames(first)).toEqual(names.slice(0, PRODUCTS_PER_PAGE))
      expect(cardNames(second)).toEqual(names.slice(PRODUCTS_PER_PAGE))
      expect(links(first)).toContainEqual({
        href: local(`/products/category/${CATEGORY}/page/2/`),
        text: content.productsPage.browse.nextPage,
        rel: 'next',
      })
      expect(links(second)).toContainEqual({
        href: local(`/products/category/${CATEGORY}/`),
        text: content.productsPage.browse.previousPage,
        rel: 'prev',
      })
      const pageOf = fillTemplate(content.productsPage.browse.pageOf, { page: 2, pages: 2 })
      expect(textOf(parseHtml(second))).toContain(pageOf)
      expect(fs.existsSync(path.join(client(), `${folder}products/category/${CATEGORY}/page/3/index.html`))).toBe(false)
      // Its title, and the number of its products under its heading, from the products page's words.
      const category = content.categories.find((each) => each.slug === CATEGORY)!
      const title = fillTemplate(content.productsPage.categories.title, { category: category.name })
      // French writes a no-break space before a colon.
      const colon = language.code === 'fr' ? '\u00A0:' : ':'
      expect(second).toContain(`<title>${title}${colon} ${pageOf} | ${content.site.shortName}</title>`)
      const count = fillTemplate(content.productsPage.categories.count.other, {
        count: new Intl.NumberFormat(language.code).format(names.length),
      })
      expect(textOf(parseHtml(first))).toContain(count)
      // Numbered across the pages of the list, in its structured data.
      const list = jsonLdOf(second).find((thing) => thing['@type'] === 'CollectionPage')!.mainEntity as {
        numberOfItems: number
        itemListElement: { position: number }[]
      }
      expect(list.numberOfItems).toBe(names.length)
      expect(list.itemListElement[0]!.position).toBe(PRODUCTS_PER_PAGE + 1)
    })

    it('link every page of the list to each category with products, in order, with its number of products; no category without any', () => {
      const { content } = site()
      const withProducts = content.categories.filter((category) => listed(category.slug).length > 0)
      expect(withProducts.map((category) => category.slug)).not.toContain(EMPTY_CATEGORY)
      expect(content.categories.map((category) => category.slug)).toContain(EMPTY_CATEGORY)
      for (const file of ['products/index.html', 'products/page/2/index.html'])
        expect(
          links(read(`${folder}${file}`)).filter((link) => link.href?.startsWith(local('/products/category/'))),
        ).toEqual(
          withProducts.map((category) => ({
            href: local(`/products/category/${category.slug}/`),
            text: fillTemplate(content.productsPage.categories.link, {
              category: category.name,
              count: new Intl.NumberFormat(language.code).format(listed(category.slug).length),
            }),
            rel: undefined,
          })),
        )
      expect(fs.existsSync(path.join(client(), `${folder}products/category/${EMPTY_CATEGORY}/index.html`))).toBe(false)
      const sitemap = sitemapUrls(read('sitemap.xml'))
      const address = (sitePath: string) => `${content.site.url.replace(/\/$/, '')}${local(sitePath)}`
      for (const category of withProducts) expect(sitemap).toContain(address(`/products/category/${category.slug}/`))
      expect(sitemap).toContain(address(`/products/category/${CATEGORY}/page/2/`))
      expect(sitemap.filter((url) => url.includes(`/${EMPTY_CATEGORY}/`))).toEqual([])
    })

    it('link each product page to its category, and none for a product without one', () => {
      const { content } = site()
      for (const product of content.products) {
        const html = read(`${folder}products/${product.slug}/index.html`)
        const toCategory = links(html).filter((link) => link.href?.startsWith(local('/products/category/')))
        const category = content.categories.find((each) => each.slug === product.category)
        expect(toCategory, product.slug).toEqual(
          category
            ? [{ href: local(`/products/category/${category.slug}/`), text: category.name, rel: undefined }]
            : [],
        )
      }
    })
  })

  it('shows only the details a product has', () => {
    const html = read('products/catalogue-product-30/index.html')
    const terms = elements(parseHtml(html))
      .filter((element) => element.tagName === 'dt')
      .map((element) => textOf(element).trim())
    expect(terms).toEqual([contentOf(contentDir).productsPage.details.origin])
  })

  it("shows a product's opening paragraph on its cards, and all of its description on its page, in each language", () => {
    const files = (fs.readdirSync(client(), { recursive: true }) as string[]).map((file) =>
      file.split(path.sep).join('/'),
    )
    for (const { pages, content } of languagesOf(contentDir)) {
      const products = `${pages.prefix.slice(1)}${pages.prefix ? '/' : ''}products/`
      const listPages = files.filter((file) => file.startsWith(products) && file.endsWith('index.html'))
      for (const product of content.products) {
        const cards = listPages.flatMap((file) => productCardTexts(read(file), product.slug))
        expect(cards.length, `${pages.code} ${product.slug}: its cards`).toBeGreaterThan(0)
        const whole = paragraphsIn(parseHtml(product.description.html))
        for (const card of cards) expect(card, `${pages.code} ${product.slug}: a card`).toEqual(whole.slice(0, 1))
        const page = paragraphsIn(parseHtml(read(`${products}${product.slug}/index.html`)))
        for (const paragraph of whole) expect(page, `${pages.code} ${product.slug}: its page`).toContain(paragraph)
      }
    }
  })

  it('passes every check any valid content must pass (pages, links, structured data, HTML, budgets)', async () => {
    expect(await checkBuiltSite(client(), { languages: languagesOf(contentDir), budgets: 'all' })).toEqual([])
  })

  it('runs exactly the scripts of the six-product build: nothing the browser runs grows with the catalogue', () => {
    const scripts = (dir: string) =>
      measurePageWeight({ clientDir: dir, htmlFile: 'products/index.html', followDynamicImports: true })
        .assets.filter((asset) => asset.kind === 'js')
        .map((asset) => `${asset.file} ${asset.bytes}`)
        .sort()
    expect(scripts(client())).toEqual(scripts(inject('fixtureSite').dir))
    // And no product of the catalogue is in any of them.
    for (const file of fs.readdirSync(path.join(client(), 'assets'), { recursive: true }) as string[])
      if (file.endsWith('.js')) expect(read(`assets/${file}`), file).not.toContain('Catalogue Product')
  })
})
