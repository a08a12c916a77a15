/**
 * Field values checked against the collection schemas: missing, wrong kind, empty, badly
 * formatted, unknown, and pictures. Each problem is reported at the line and column of the
 * value (or key) concerned, in words an editor can act on.
 *
 * Tests on site.md start from tests/unit/fixtures/site.md, a complete valid copy; the line
 * numbers used below are those of that file:
 *   5 url · 18 phones · 20 first phone number · 21 second phone item · 25 first e-mail address
 *   28 address · 30 city · 37 social → instagram
 */
import { describe, expect, it } from 'vitest'
import { PRODUCT_LINES, productFile } from '../support/content-files.ts'
import { md, problemAt, SITE_MD, useContentCopy } from '../support/content-copy.ts'
import { MAX_ORDER } from '../../generator/content/schemas/fields/numbers.ts'

const GARRI = 'content/products/garri.en.md'
const SITE = 'content/site.md'
const ABOUT = 'content/pages/about.md'

/** site.md with exact lines replaced, or removed when the replacement is ''. */
function siteWith(...edits: [line: string, replacement: string][]): string {
  const lines = SITE_MD.split('\n')
  for (const [line, replacement] of edits) {
    const index = lines.indexOf(line)
    if (index === -1) throw new Error(`tests/unit/fixtures/site.md has no line ${JSON.stringify(line)}`)
    if (replacement === '') lines.splice(index, 1)
    else lines[index] = replacement
  }
  return lines.join('\n')
}

/** A complete, valid about page, with its French texts; `items` is the text written after "  items:" of
 *  the (English) mission. */
const aboutPage = (missionItems: string) => md`
  ---
  title: Our Story, Vision and Values
  description: How Ala Harvest grew from supplying Aba markets to exporting Nigerian foods.
  heading: About Ala Harvest
  intro: An agro foods company from Aba.
  vision:
    heading: Our Vision
    text: To be the name buyers trust for authentic Nigerian foods.
  mission:
    heading: Our Mission
    items:${missionItems}
  values:
    heading: Our Core Values
    intro: The principles behind how we buy, process, pack and sell.
  whatWeDo:
    heading: What We Do
    items:
      - title: Aqua-farming
        icon: fish
        text: We raise catfish in our own ponds.
  story:
    heading: Our Story
    text: |
      Ala Harvest began in Aba, Abia State.
    image: images/story.svg
    imageAlt: A small agro-processing yard beside farmland
  productsLink: Explore Our Products
  fr:
    title: Notre histoire, notre vision et nos valeurs
    description: Comment Ala Harvest est passée des marchés d’Aba à l’export de produits alimentaires nigérians.
    heading: À propos d’Ala Harvest
    intro: Une entreprise agroalimentaire d’Aba.
    vision:
      heading: Notre vision
      text: Être la marque de confiance des acheteurs de produits alimentaires nigérians authentiques.
    mission:
      heading: Notre mission
      items:
        - Fournir des produits alimentaires nigérians sains, propres et authentiques.
    values:
      heading: Nos valeurs fondamentales
      intro: Les principes qui guident notre façon d’acheter, de transformer, de conditionner et de vendre.
    whatWeDo:
      heading: Nos activités
      items:
        - title: Aquaculture
          text: Nous élevons des poissons-chats dans nos propres étangs.
    story:
      heading: Notre histoire
      text: |
        Ala Harvest est née à Aba, dans l’État d’Abia.
      imageAlt: Une petite unité de transformation agricole en bordure de champs
    productsLink: Découvrir nos produits
  ---
`

describe('the site.md fixture', () => {
  const content = useContentCopy()
  it('is valid as it stands, so each test below breaks exactly one thing', () => {
    content.write(SITE, SITE_MD)
    const result = content.load()
    expect(result.ok ? [] : result.issues).toEqual([])
  })
})

describe('missing required fields', () => {
  const content = useContentCopy()

  it('a missing top-level field is reported at 1:1 with the field name and a line to copy', () => {
    content.write(GARRI, productFile({ imageAlt: null }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 1, 1, 'missing-field', {
        key: 'imageAlt',
        line: 'imageAlt: A bowl of creamy white garri granules',
      }),
    ])
  })

  it('a field missing from a group is reported on the line of the group', () => {
    content.write(SITE, siteWith(['  city: Aba', '']))
    expect(content.issues()).toEqual([
      problemAt(SITE, 28, 1, 'missing-field', { key: 'city', line: 'city: Aba', parent: '"address"' }),
    ])
  })

  it('a field missing from a list item is reported on the line where that item starts', () => {
    content.write(SITE, siteWith(['    number: "+234 800 000 0002"', '']))
    expect(content.issues()).toEqual([
      problemAt(SITE, 21, 5, 'missing-field', {
        key: 'number',
        line: 'number: +234 800 000 0001',
        parent: '"phones" → item 2',
      }),
    ])
  })

  it('a field missing from a nested group of a page', () => {
    content.write(
      'content/pages/not-found.md',
      md`
        ---
        title: Page not found
        description: This page does not exist or has moved.
        heading: Oops! Page not found
        homeLink: Return to Home
        ---
      `,
    )
    expect(content.issues()).toEqual([
      problemAt('content/pages/not-found.md', 1, 1, 'missing-field', {
        key: 'text',
        line: 'text: The page may have moved.',
      }),
    ])
  })
})

describe('values of the wrong kind', () => {
  const content = useContentCopy()

  it('a list where text is expected', () => {
    content.write(
      GARRI,
      md`
        ---
        name:
          - Garri
          - Eba
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 3, 3, 'wrong-kind', { expected: 'string', written: ['Garri', 'Eba'] }),
    ])
  })

  it('text where a list is expected (mission items written on one line) is one problem, with how to write a list', () => {
    content.write(ABOUT, aboutPage(' Supply safe, clean and authentic Nigerian foods to every buyer.'))
    expect(content.read(ABOUT).split('\n')[10]).toBe(
      '  items: Supply safe, clean and authentic Nigerian foods to every buyer.',
    )
    expect(content.issues()).toEqual([
      problemAt(ABOUT, 11, 10, 'wrong-kind', {
        expected: 'array',
        written: 'Supply safe, clean and authentic Nigerian foods to every buyer.',
      }),
    ])
  })

  it('the same about page with the mission written as a list is valid', () => {
    content.write(
      ABOUT,
      aboutPage('\n    - Supply safe, clean and authentic Nigerian foods.\n    - Pay farmers fairly and on time.'),
    )
    const result = content.load()
    if (!result.ok) expect.fail(JSON.stringify(result.issues))
    expect(result.content.about.mission.items).toEqual([
      'Supply safe, clean and authentic Nigerian foods.',
      'Pay farmers fairly and on time.',
    ])
  })

  it('text where a group of fields is expected', () => {
    content.write(
      SITE,
      siteWith(
        ['address:', 'address: 14 Faulks Road, Aba'],
        ['  street: 14 Faulks Road', ''],
        ['  city: Aba', ''],
        ['  region: Abia State', ''],
        ['  postalCode: "450272"', ''],
        ['  country: Nigeria', ''],
        ['  countryCode: NG', ''],
      ),
    )
    expect(content.issues()).toEqual([
      problemAt(SITE, 28, 10, 'wrong-kind', { expected: 'object', written: '14 Faulks Road, Aba' }),
    ])
  })
})

describe('empty values', () => {
  const content = useContentCopy()

  it('`name:` with nothing after it, and `imageAlt: ""`', () => {
    content.write(
      GARRI,
      md`
        ---
        name:
        order: 3
        image: images/products/garri.svg
        imageAlt: ""
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 6, 'text-empty', { place: 'required' }),
      problemAt(GARRI, 5, 11, 'text-empty', { place: 'required' }),
    ])
  })

  it('a value of only spaces counts as empty', () => {
    content.write(
      GARRI,
      md`
        ---
        name: "   "
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 2, 7, 'text-empty', { place: 'required' })])
  })
})

describe('formatted values', () => {
  const content = useContentCopy()

  it('a site address of a computer instead of the published site', () => {
    content.write(SITE, siteWith(['url: https://www.example.com', 'url: http://localhost:3000']))
    expect(content.issues()).toEqual([problemAt(SITE, 5, 6, 'site-url-local', { written: 'http://localhost:3000' })])
  })

  it('a single post instead of the profile, inside a group', () => {
    content.write(
      SITE,
      siteWith([
        '  instagram: https://www.instagram.com/example',
        '  instagram: https://www.instagram.com/p/C1a2b3c4d5e/',
      ]),
    )
    expect(content.issues()).toEqual([
      problemAt(SITE, 37, 14, 'social-single-post', {
        written: 'https://www.instagram.com/p/C1a2b3c4d5e/',
        network: 'Instagram',
        what: 'a single post',
      }),
    ])
  })

  it('an e-mail address without a domain ending', () => {
    content.write(SITE, siteWith(['    address: sales@example.com', '    address: sales@example']))
    expect(content.issues()).toEqual([problemAt(SITE, 25, 14, 'email-invalid', { written: 'sales@example' })])
  })

  it('a phone number one digit short names the length to write', () => {
    content.write(SITE, siteWith(['    number: "+234 800 000 0001"', '    number: +234 803 123 456']))
    expect(content.issues()).toEqual([
      problemAt(SITE, 20, 13, 'phone-wrong-length', {
        written: '+234 803 123 456',
        digits: 9,
        expected: [10],
        what: 'a mobile number in Nigeria',
        callingCode: '234',
      }),
    ])
  })

  it('a phone number written in words', () => {
    content.write(SITE, siteWith(['    number: "+234 800 000 0001"', '    number: call us']))
    expect(content.issues()).toEqual([problemAt(SITE, 20, 13, 'phone-not-a-number', { written: 'call us' })])
  })

  it('an order written in words', () => {
    content.write(GARRI, productFile({ order: 'order: two' }))
    expect(content.issues()).toEqual([problemAt(GARRI, 3, 8, 'order-number', { written: 'two', max: MAX_ORDER })])
  })

  it('an order for a catalogue of any size, and one past the highest, which says what the highest is', () => {
    content.write(GARRI, productFile({ order: 'order: 20000' }))
    const loaded = content.load()
    expect(loaded.ok && loaded.languages[0].content.products.find((each) => each.slug === 'garri')?.order).toBe(20000)
    const past = String(MAX_ORDER + 1)
    content.write(GARRI, productFile({ order: `order: ${past}` }))
    expect(content.issues()).toEqual([problemAt(GARRI, 3, 8, 'order-number', { written: past, max: MAX_ORDER })])
    expect(content.issues()[0]!.message).toContain(String(MAX_ORDER))
  })

  it('a rating out of range, and one with a decimal point', () => {
    content.write(
      'content/testimonials/verified-customer.en.md',
      md`
        ---
        author: Chiamaka O.
        role: Verified customer
        location: Lagos, Nigeria
        rating: 6
        order: 1
        ---

        The garri is crisp and clean.
      `,
    )
    content.write(
      'content/testimonials/regular-customer.en.md',
      md`
        ---
        author: Emeka N.
        role: Regular customer
        rating: 4.5
        order: 2
        ---

        Reliable every time.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt('content/testimonials/regular-customer.en.md', 4, 9, 'whole-number', {
        min: 1,
        max: 5,
        written: '4.5',
      }),
      problemAt('content/testimonials/verified-customer.en.md', 5, 9, 'whole-number', { min: 1, max: 5, written: 6 }),
    ])
  })

  it('an HS code in the wrong format in sourced-products.md', () => {
    content.write(
      'content/sourced-products.md',
      md`
        ---
        items:
          - name: Sesame seeds
            code: "1207.40"
          - name: Cashew nuts
            code: 08.01
        closing: and any other agro product on demand
        ---
      `,
    )
    expect(content.issues()).toEqual([
      problemAt('content/sourced-products.md', 6, 11, 'hs-code', { written: '08.01', example: '1207.40' }),
    ])
  })

  it('a misspelt icon name lists the icons and suggests the closest', () => {
    content.write(
      'content/services/global-supply-chain.en.md',
      md`
        ---
        title: Global Supply Chain
        icon: glob
        order: 1
        ---

        We move orders from Aba to buyers across Nigeria and abroad.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt('content/services/global-supply-chain.en.md', 3, 7, 'one-of', { written: 'glob', guess: 'globe' }),
    ])
  })
})

describe('unknown fields', () => {
  const content = useContentCopy()

  it('"descripton" is reported once, at its own line and column, with did-you-mean (not also as a missing description)', () => {
    content.write(
      'content/pages/not-found.md',
      md`
        ---
        title: Page not found
        descripton: This page does not exist or has moved.
        heading: Oops! Page not found
        text: The page may have moved.
        homeLink: Return to Home
        ---
      `,
    )
    expect(content.issues()).toEqual([
      problemAt('content/pages/not-found.md', 3, 1, 'unknown-field', { key: 'descripton', guess: 'description' }),
    ])
  })

  it('"imagAlt" in a product suggests "imageAlt"', () => {
    content.write(GARRI, productFile({ imageAlt: 'imagAlt: A bowl of garri' }))
    expect(content.issues()).toEqual([problemAt(GARRI, 5, 1, 'unknown-field', { key: 'imagAlt', guess: 'imageAlt' })])
  })

  it('a misspelt field inside a group names the group and points at the indented key', () => {
    content.write(SITE, siteWith(['  city: Aba', '  cty: Aba']))
    expect(content.issues()).toEqual([
      problemAt(SITE, 30, 3, 'unknown-field', { key: 'cty', where: '"address"', guess: 'city' }),
    ])
  })

  it('an unrelated field lists the fields allowed there', () => {
    content.write(
      GARRI,
      productFile({ image: 'price: 5000', imageAlt: null, after: [PRODUCT_LINES.image, PRODUCT_LINES.imageAlt] }),
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 4, 1, 'unknown-field', { key: 'price' })])
  })
})

describe('pictures', () => {
  const content = useContentCopy()
  const product = (imageLines: string) => productFile({ image: imageLines })
  it('a missing local file suggests the picture with the closest name', () => {
    content.write(GARRI, product('image: garri.jpgg'))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 4, 8, 'picture-not-found', {
        example: 'images/products/garri.svg',
        localOnly: false,
        written: 'garri.jpgg',
        guess: 'images/products/garri.svg',
      }),
    ])
  })

  it('a path with a typo in the folder or name suggests the right path', () => {
    content.write(GARRI, product('image: images/garri.svg'))
    content.write(
      'content/products/palm-oil.en.md',
      md`
        ---
        name: Palm Oil
        order: 5
        image: images/products/palmoil.svg
        imageAlt: A bottle of red palm oil
        ---

        Red palm oil pressed from fresh palm fruit.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 4, 8, 'picture-not-found', {
        example: 'images/products/garri.svg',
        localOnly: false,
        written: 'images/garri.svg',
        guess: 'images/products/garri.svg',
      }),
      problemAt('content/products/palm-oil.en.md', 4, 8, 'picture-not-found', {
        example: 'images/products/garri.svg',
        localOnly: false,
        written: 'images/products/palmoil.svg',
        guess: 'images/products/palm-oil.svg',
      }),
    ])
  })

  it('a missing file with no similar picture gets no suggestion', () => {
    content.write(GARRI, product('image: pictures/unknown.png'))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 4, 8, 'picture-not-found', {
        example: 'images/products/garri.svg',
        localOnly: false,
        written: 'pictures/unknown.png',
      }),
    ])
  })

  it('a picture from a host that is not allowed', () => {
    content.write(GARRI, product('image: https://example.com/garri.jpg'))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 4, 8, 'picture-host', { host: 'example.com', example: 'images/products/garri.svg' }),
    ])
  })

  it('a picture from an allowed host without imageWidth and imageHeight', () => {
    content.write(GARRI, product('image: https://images.unsplash.com/photo-1?w=800'))
    expect(content.issues()).toEqual([problemAt(GARRI, 4, 8, 'picture-size-needed')])
  })

  it('a picture from an allowed host with its size is accepted', () => {
    content.write(GARRI, product('image: https://images.unsplash.com/photo-1?w=800\nimageWidth: 800\nimageHeight: 600'))
    const result = content.load()
    if (!result.ok) expect.fail(JSON.stringify(result.issues))
    expect(result.content.products.find((entry) => entry.slug === 'garri')?.image).toMatchObject({
      src: 'https://images.unsplash.com/photo-1?w=800',
      alt: 'A bowl of garri',
      width: 800,
      height: 600,
    })
  })
})
