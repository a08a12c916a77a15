/**
 * What search engines and link previews read from the built site: the JSON-LD on every page
 * (the business everywhere, the product list on the catalogue's pages, each product on its own,
 * each category's page as a collection of its products), canonical addresses, the
 * link-preview picture, sitemap.xml, robots.txt and the web manifest. Checked against the
 * content each build was made from, on the builds of the fixture and of the live content; the
 * specification's facts (six products, a business in Aba) on the fixture build only.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { checkLanguageLinks, checkSiteFiles, checkStructuredData } from '../support/site-checks.ts'
import { absolute, contentOf, languagesOf, sitemapUrls } from '../support/site.ts'
import {
  businessProblems,
  categoryPageProblems,
  jsonLdOf,
  PRODUCTS_FILE,
  productListProblems,
  productPageProblems,
  type BuiltContent,
  type Thing,
} from '../support/structured-data.ts'

describe.each([inject('fixtureSite'), inject('liveSite')])('$label', ({ dir, contentDir }) => {
  const languages = languagesOf(contentDir)

  it("describes the business on every page, the products on the catalogue's pages and each product on its own, with canonical addresses and link previews, in every language", () => {
    expect(checkStructuredData({ siteDir: dir, languages })).toEqual([])
  })

  it('has a sitemap of every page in every language, a robots.txt that allows crawling and a web manifest with its icons', () => {
    expect(checkSiteFiles(dir, { languages })).toEqual([])
  })

  it('links each page to its translations (hreflang, reciprocal, with x-default), as the sitemap does', () => {
    expect(checkLanguageLinks(dir, languages)).toEqual([])
  })
})

describe('the fixture build', () => {
  const fixture = inject('fixtureSite')
  const built: BuiltContent = { siteDir: fixture.dir, content: contentOf(fixture.contentDir) }
  const facts = built.content.site
  const siteRoot = absolute(facts.url, '/')
  const read = (file: string) => fs.readFileSync(path.join(fixture.dir, file), 'utf8')
  const business = () => jsonLdOf(read('index.html')).find((thing) => thing['@type'] === 'LocalBusiness')!

  it('describes the business at its address (Aba, Abia State, Nigeria in the fixture)', () => {
    expect(business().address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      addressCountry: facts.address.countryCode,
    })
  })

  it('/products lists every product, in order, each by the address of its own page', () => {
    const list = jsonLdOf(read(PRODUCTS_FILE)).find((thing) => thing['@type'] === 'ItemList')!
    const items = list.itemListElement as Thing[]
    expect(items.map((entry) => entry.name)).toEqual(built.content.products.map((product) => product.name))
    expect(items.map((entry) => entry.url)).toEqual(
      built.content.products.map((product) => absolute(facts.url, `/products/${product.slug}/`)),
    )
    // Links, not copies: the list stays small whatever the catalogue holds.
    expect(items.every((entry) => !('item' in entry))).toBe(true)
  })

  it("describes each product on its page: a Product of the business, with its category's name and its trail", () => {
    const product = built.content.products[2]!
    const graph = jsonLdOf(read(`products/${product.slug}/index.html`))
    expect(graph.find((thing) => thing['@type'] === 'Product')).toMatchObject({
      name: product.name,
      category: built.content.categories.find((category) => category.slug === product.category)!.name,
      url: absolute(facts.url, `/products/${product.slug}/`),
      brand: { '@type': 'Brand', name: facts.shortName },
      manufacturer: { '@id': business()['@id'] },
    })
    const trail = graph.find((thing) => thing['@type'] === 'BreadcrumbList')!
    expect((trail.itemListElement as Thing[]).map((crumb) => crumb.name)).toEqual([
      built.content.productsPage.browse.home,
      facts.nav.products,
      product.name,
    ])
  })

  it('sitemap.xml lists exactly the seven page addresses, a page per product and a page per category, in each language', () => {
    const expected = languagesOf(fixture.contentDir).flatMap(({ language, content }) =>
      [
        '/',
        '/products/',
        '/about/',
        '/services/',
        '/contact/',
        '/search/',
        '/enquiry/',
        ...content.products.map((product) => `/products/${product.slug}/`),
        ...content.categories.map((category) => `/products/category/${category.slug}/`),
      ].map((pagePath) => facts.url.replace(/\/$/, '') + language.prefix + pagePath),
    )
    expect([...sitemapUrls(read('sitemap.xml'))].sort()).toEqual([...expected].sort())
  })

  it('describes each page itself in its language (WebPage with inLanguage), and the French pages at their own addresses', () => {
    const french = languagesOf(fixture.contentDir)[1]!
    const product = french.content.products[0]!
    const graph = jsonLdOf(read(`fr/products/${product.slug}/index.html`))
    expect(graph.find((thing) => thing['@type'] === 'WebPage')).toMatchObject({
      inLanguage: 'fr',
      url: absolute(facts.url, `/fr/products/${product.slug}/`),
    })
    expect(graph.find((thing) => thing['@type'] === 'Product')).toMatchObject({
      name: product.name,
      url: absolute(facts.url, `/fr/products/${product.slug}/`),
    })
    const trail = graph.find((thing) => thing['@type'] === 'BreadcrumbList')!
    expect((trail.itemListElement as Thing[]).map((crumb) => crumb.item)).toEqual([
      absolute(facts.url, '/fr/'),
      absolute(facts.url, '/fr/products/'),
      absolute(facts.url, `/fr/products/${product.slug}/`),
    ])
    expect((trail.itemListElement as Thing[]).map((crumb) => crumb.name)).toEqual([
      french.content.productsPage.browse.home,
      french.content.site.nav.products,
      product.name,
    ])
  })

  it("describes each category's page as a CollectionPage of its products, in each language, with its trail", () => {
    for (const { language, content } of languagesOf(fixture.contentDir))
      for (const category of content.categories) {
        const pagePath = `${language.prefix}/products/category/${category.slug}/`
        const graph = jsonLdOf(read(`${pagePath.slice(1)}index.html`))
        const products = content.products.filter((product) => product.category === category.slug)
        expect(graph.map((thing) => thing['@type'])).toEqual(['LocalBusiness', 'CollectionPage', 'BreadcrumbList'])
        expect(graph[1]).toMatchObject({
          url: absolute(facts.url, pagePath),
          inLanguage: language.code,
          mainEntity: {
            '@type': 'ItemList',
            name: category.name,
            numberOfItems: products.length,
            itemListElement: products.map((product, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: product.name,
              url: absolute(facts.url, `${language.prefix}/products/${product.slug}/`),
            })),
          },
        })
        expect((graph[2]!.itemListElement as Thing[]).map((crumb) => [crumb.name, crumb.item])).toEqual([
          [content.productsPage.browse.home, absolute(facts.url, `${language.prefix}/`)],
          [content.site.nav.products, absolute(facts.url, `${language.prefix}/products/`)],
          [category.name, absolute(facts.url, pagePath)],
        ])
      }
  })

  describe('the checks themselves', () => {
    const products = () => jsonLdOf(read(PRODUCTS_FILE))
    const withBusiness = (change: (business: Thing) => void) =>
      products().map((thing) => {
        if (thing['@type'] !== 'LocalBusiness') return thing
        const copy = structuredClone(thing)
        change(copy)
        return copy
      })

    it('reject JSON-LD that does not parse', () => {
      expect(() => jsonLdOf('<script type="application/ld+json">{"@context": "https://schema.org", </script>')).toThrow(
        SyntaxError,
      )
    })

    it('report a wrong or missing business field', () => {
      expect(businessProblems([], built)).toEqual(['expected one LocalBusiness, found 0'])
      expect(
        businessProblems(
          // The country's name where its two-letter code belongs.
          withBusiness((business) => ((business.address as Thing).addressCountry = facts.address.country)),
          built,
        ),
      ).toEqual([`address.addressCountry is "${facts.address.country}", expected "${facts.address.countryCode}"`])
      expect(
        businessProblems(
          withBusiness((business) => (business.sameAs = (business.sameAs as string[]).slice(1))),
          built,
        ),
      ).toHaveLength(1)
      expect(
        businessProblems(
          withBusiness((business) => (business.logo = `${siteRoot}assets/static/missing.svg`)),
          built,
        ),
      ).toEqual([`logo ${siteRoot}assets/static/missing.svg is not a file of the build`])
      expect(
        businessProblems(
          withBusiness((business) => (business.contactPoint = [])),
          built,
        ),
      ).toEqual(['contactPoint has no entries'])
    })

    it('report a product list that does not match the page or the content', () => {
      const html = read(PRODUCTS_FILE)
      const broken = products().map((thing) => {
        if (thing['@type'] !== 'ItemList') return thing
        const copy = structuredClone(thing)
        const items = copy.itemListElement as Thing[]
        items[0]!.url = absolute(facts.url, '/products/no-such-product/')
        ;[items[2], items[3]] = [items[3]!, items[2]!]
        items.pop()
        return copy
      })
      const [first, , third, fourth] = built.content.products
      expect(productListProblems(broken, html, built)).toEqual([
        `expected ${built.content.products.length} products, found ${built.content.products.length - 1}`,
        `product 1 url "${absolute(facts.url, '/products/no-such-product/')}" is not ${absolute(facts.url, `/products/${first!.slug}/`)}`,
        'product 3 is not ListItem at position 3',
        `product 3 is "${fourth!.name}", expected "${third!.name}"`,
        `product 3 url "${absolute(facts.url, `/products/${fourth!.slug}/`)}" is not ${absolute(facts.url, `/products/${third!.slug}/`)}`,
        'product 4 is not ListItem at position 4',
        `product 4 is "${third!.name}", expected "${fourth!.name}"`,
        `product 4 url "${absolute(facts.url, `/products/${third!.slug}/`)}" is not ${absolute(facts.url, `/products/${fourth!.slug}/`)}`,
      ])
    })

    it('report a product page whose Product or trail is wrong', () => {
      const product = built.content.products[1]!
      const graph = jsonLdOf(read(`products/${product.slug}/index.html`)).map((thing) => {
        const copy = structuredClone(thing)
        if (copy['@type'] === 'Product') copy.name = 'Something else'
        if (copy['@type'] === 'BreadcrumbList') (copy.itemListElement as Thing[]).pop()
        return copy
      })
      expect(productPageProblems(graph, built, product.slug)).toEqual([
        `Product name is "Something else", expected "${product.name}"`,
        expect.stringMatching(/^BreadcrumbList is \[.*\], expected \[.*\]$/),
      ])
    })

    it("report a category page whose list or trail is not the category's", () => {
      const [category, other] = built.content.categories
      const file = `products/category/${category!.slug}/index.html`
      const html = read(file)
      const graph = jsonLdOf(html).map((thing) => {
        const copy = structuredClone(thing)
        if (copy['@type'] === 'CollectionPage') (copy.mainEntity as Thing).name = other!.name
        if (copy['@type'] === 'BreadcrumbList') (copy.itemListElement as Thing[]).pop()
        return copy
      })
      expect(categoryPageProblems(graph, html, built, category!.slug)).toEqual([
        `ItemList name is ${JSON.stringify(other!.name)}, expected ${JSON.stringify(category!.name)}`,
        expect.stringMatching(/^BreadcrumbList is \[.*\], expected \[.*\]$/),
      ])
      // The list of another category's page.
      const elsewhere = jsonLdOf(read(`products/category/${other!.slug}/index.html`))
      expect(categoryPageProblems(elsewhere, html, built, category!.slug)).toContainEqual(
        expect.stringMatching(/^product 1 is ".*", expected ".*"$/),
      )
    })

    it('report a page whose canonical address or link preview is wrong, or a second product list', () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structured-data-'))
      try {
        fs.cpSync(fixture.dir, dir, { recursive: true })
        const about = path.join(dir, 'about/index.html')
        const html = fs.readFileSync(about, 'utf8')
        fs.writeFileSync(
          about,
          html
            .replace(/(<link rel="canonical" href=")[^"]*"/, '$1https://elsewhere.example/about"')
            .replace(/<meta property="og:image:width" content="\d+"/, '<meta property="og:image:width" content="1"'),
        )
        const contact = path.join(dir, 'contact/index.html')
        fs.writeFileSync(
          contact,
          fs
            .readFileSync(contact, 'utf8')
            .replace(
              '</body>',
              `${read(PRODUCTS_FILE).match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/)![0]}</body>`,
            ),
        )
        const problems = checkStructuredData({ siteDir: dir, languages: languagesOf(fixture.contentDir) })
        expect(problems).toEqual([
          `about/index.html: canonical is ["https://elsewhere.example/about"], expected ["${facts.url.replace(/\/$/, '')}/about/"]`,
          expect.stringMatching(
            /^about\/index\.html: og:image:width and og:image:height is \["1","\d+"\], expected \["\d+","\d+"\]$/,
          ),
          `about/index.html: WebPage url is "${facts.url.replace(/\/$/, '')}/about/", the canonical https://elsewhere.example/about`,
          'contact/index.html: expected one LocalBusiness, found 2',
          'contact/index.html: expected one WebPage, found 2',
          'contact/index.html: JSON-LD holds ["LocalBusiness","WebPage","LocalBusiness","WebPage","ItemList"], expected ["LocalBusiness","WebPage"]',
        ])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    })
  })
})
