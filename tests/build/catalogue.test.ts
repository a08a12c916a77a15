/**
 * The catalogue at more products than fit on one page: a copy of the fixture content with 30
 * products, built as a user builds. The list is split over /products/ and /products/page/2/,
 * every product has its page, nothing the browser runs grows with the catalogue, and the
 * product pages show only the details a product has.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fillTemplate, PRODUCTS_PER_PAGE } from '../../components/catalogue.ts'
import { measurePageWeight } from '../../scripts/lib/page-weight.ts'
import { buildSite, withoutPlaceholderWarnings, ROOT, type BuildResult } from '../support/build.ts'
import { attr, elements, parseHtml, textOf } from '../support/html.ts'
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
          // Only some details, to see the others left out.
          'origin: Abia State, Nigeria',
          '---',
          '',
          `Product ${number}, processed and packed in Aba.`,
          '',
        ].join('\n'),
      )
    }
    for (const file of fs
      .readdirSync(folder.path('products'))
      .filter((name) => name.startsWith('catalogue-product-') && name.endsWith('.fr.md')))
      expect(markTranslation(contentDir, folder.path(`products/${file}`))).toMatchObject({ ok: true })
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

  it('shows only the details a product has', () => {
    const html = read('products/catalogue-product-30/index.html')
    const terms = elements(parseHtml(html))
      .filter((element) => element.tagName === 'dt')
      .map((element) => textOf(element).trim())
    expect(terms).toEqual([contentOf(contentDir).productsPage.details.origin])
  })

  it('passes every check any valid content must pass (pages, links, structured data, HTML, budgets)', async () => {
    expect(await checkBuiltSite(client(), { languages: languagesOf(contentDir) })).toEqual([])
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
