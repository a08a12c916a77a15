/**
 * What search engines and link previews read from the built site: the JSON-LD on every page
 * (the business everywhere, the product list on /products only), canonical addresses, the
 * link-preview picture, sitemap.xml, robots.txt and the web manifest. Checked against the
 * content each build was made from, on the builds of the fixture and of the live content; the
 * specification's facts (six products, a business in Aba) on the fixture build only.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { checkSiteFiles, checkStructuredData } from '../support/site-checks.ts'
import { absolute, contentOf, sitemapUrls } from '../support/site.ts'
import {
  businessProblems,
  jsonLdOf,
  PRODUCTS_FILE,
  productListProblems,
  type BuiltContent,
  type Thing,
} from '../support/structured-data.ts'
import { SPEC } from '../support/spec.ts'

describe.each([inject('fixtureSite'), inject('liveSite')])('$label', ({ dir, contentDir }) => {
  const built: BuiltContent = { siteDir: dir, content: contentOf(contentDir) }

  it('describes the business on every page, lists the products on /products only, and gives each page its canonical address and link preview', () => {
    expect(checkStructuredData(built)).toEqual([])
  })

  it('has a sitemap of every page, a robots.txt that allows crawling and a web manifest with its icons', () => {
    expect(checkSiteFiles(dir, { content: built.content })).toEqual([])
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

  it('/products lists the six products, each linked to its card on the page', () => {
    const list = jsonLdOf(read(PRODUCTS_FILE)).find((thing) => thing['@type'] === 'ItemList')!
    const items = list.itemListElement as { item: Thing }[]
    expect(items.map((entry) => entry.item.name)).toEqual(SPEC.products)
    expect(items.map((entry) => entry.item.url)).toEqual(
      built.content.products.map((product) => `${absolute(facts.url, '/products/')}#${product.slug}`),
    )
  })

  it('sitemap.xml lists exactly the five page addresses', () => {
    const expected = ['/', '/products/', '/about/', '/services/', '/contact/'].map(
      (pagePath) => facts.url.replace(/\/$/, '') + pagePath,
    )
    expect([...sitemapUrls(read('sitemap.xml'))].sort()).toEqual([...expected].sort())
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
          withBusiness((business) => ((business.address as Thing).addressCountry = 'Nigeria')),
          built,
        ),
      ).toEqual(['address.addressCountry is "Nigeria", expected "NG"'])
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
        ;(items[0]!.item as Thing).url = `${absolute(facts.url, '/products/')}#no-such-product`
        ;(items[1]!.item as Thing).image = '/assets/static/relative.svg'
        ;[items[2], items[3]] = [items[3]!, items[2]!]
        items.pop()
        return copy
      })
      expect(productListProblems(broken, html, built)).toEqual([
        'expected 6 products, found 5',
        'numberOfItems is 6, the list has 5',
        'product 1 url points at #no-such-product, which is not on the page',
        'product 2 image is not an absolute URL: "/assets/static/relative.svg"',
        'product 3 is not ListItem at position 3',
        'product 3 is "Cassava Flour", expected "Garri"',
        'product 4 is not ListItem at position 4',
        'product 4 is "Garri", expected "Cassava Flour"',
      ])
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
        const problems = checkStructuredData({ siteDir: dir, content: built.content })
        expect(problems).toEqual([
          `about/index.html: canonical is ["https://elsewhere.example/about"], expected ["${facts.url.replace(/\/$/, '')}/about/"]`,
          expect.stringMatching(
            /^about\/index\.html: og:image:width and og:image:height is \["1","\d+"\], expected \["\d+","\d+"\]$/,
          ),
          'contact/index.html: expected one LocalBusiness, found 2',
          'contact/index.html: JSON-LD holds ["LocalBusiness","LocalBusiness","ItemList"], expected only the LocalBusiness',
        ])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    })
  })
})
