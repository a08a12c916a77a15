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
import { issue, md, SITE_MD, useContentCopy } from './helpers/content-copy.ts'

const GARRI = 'content/products/garri.md'
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

/** A complete, valid about page; `items` is the text written after "  items:" of the mission. */
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
    image: images/story.svg
    imageAlt: A small agro-processing yard beside farmland
  productsLink: Explore Our Products
  ---

  Ala Harvest began in Aba, Abia State.
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
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        1,
        1,
        'missing required field "imageAlt"; add a line such as  imageAlt: A bowl of creamy white garri granules',
      ),
    ])
  })

  it('a field missing from a group is reported on the line of the group', () => {
    content.write(SITE, siteWith(['  city: Aba', '']))
    expect(content.issues()).toEqual([issue(SITE, 28, 1, '"address" is missing "city"; add a line such as  city: Aba')])
  })

  it('a field missing from a list item is reported on the line where that item starts', () => {
    content.write(SITE, siteWith(['    number: "+234 800 000 0002"', '']))
    expect(content.issues()).toEqual([
      issue(SITE, 21, 5, '"phones" → item 2 is missing "number"; add a line such as  number: +234 800 000 0001'),
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
      issue(
        'content/pages/not-found.md',
        1,
        1,
        'missing required field "text"; add a line such as  text: The page may have moved.',
      ),
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
    expect(content.issues()).toEqual([issue(GARRI, 3, 3, '"name" must be text, got a list')])
  })

  it('text where a list is expected (mission items written on one line) is one problem, with how to write a list', () => {
    content.write(ABOUT, aboutPage(' Supply safe, clean and authentic Nigerian foods to every buyer.'))
    expect(content.read(ABOUT).split('\n')[10]).toBe(
      '  items: Supply safe, clean and authentic Nigerian foods to every buyer.',
    )
    expect(content.issues()).toEqual([
      issue(
        ABOUT,
        11,
        10,
        '"mission" → "items" must be a list, one item per line starting with "- ", got "Supply safe, clean and authentic Nigerian foods to every ..."',
      ),
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
      issue(
        SITE,
        28,
        10,
        '"address" must be a group of fields, each on its own line indented under it, got "14 Faulks Road, Aba"',
      ),
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
      issue(
        GARRI,
        2,
        6,
        '"name" must not be empty; write the text after the colon, or remove the line if the field is optional',
      ),
      issue(
        GARRI,
        5,
        11,
        '"imageAlt" must not be empty; write the text after the colon, or remove the line if the field is optional',
      ),
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
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        2,
        7,
        '"name" must not be empty; write the text after the colon, or remove the line if the field is optional',
      ),
    ])
  })
})

describe('formatted values', () => {
  const content = useContentCopy()

  it('a web address without https://', () => {
    content.write(SITE, siteWith(['url: https://www.example.com', 'url: www.example.com']))
    expect(content.issues()).toEqual([
      issue(
        SITE,
        5,
        6,
        '"url" must be a full web address starting with https://, such as https://www.example.com, got "www.example.com"',
      ),
    ])
  })

  it('a web address with http:// inside a group', () => {
    content.write(
      SITE,
      siteWith(['  instagram: https://www.instagram.com/example', '  instagram: http://www.instagram.com/example']),
    )
    expect(content.issues()).toEqual([
      issue(
        SITE,
        37,
        14,
        '"social" → "instagram" must be a full web address starting with https://, such as https://www.instagram.com/example, got "http://www.instagram.com/example"',
      ),
    ])
  })

  it('an e-mail address without a domain ending', () => {
    content.write(SITE, siteWith(['    address: sales@example.com', '    address: sales@example']))
    expect(content.issues()).toEqual([
      issue(
        SITE,
        25,
        14,
        '"emails" → item 1 → "address" must be an e-mail address such as sales@example.com, got "sales@example"',
      ),
    ])
  })

  it('a phone number in local 0803… format suggests the +234 form', () => {
    content.write(SITE, siteWith(['    number: "+234 800 000 0001"', '    number: 0803 123 4567']))
    expect(content.issues()).toEqual([
      issue(
        SITE,
        20,
        13,
        '"phones" → item 1 → "number" must be a phone number in international format, starting with + and the country code, such as "+234 800 000 0001", got "0803 123 4567" (for a Nigerian number that is "+234 8031234567")',
      ),
    ])
  })

  it('a phone number that is not a local number gets no +234 suggestion', () => {
    content.write(SITE, siteWith(['    number: "+234 800 000 0001"', '    number: call us']))
    expect(content.issues()).toEqual([
      issue(
        SITE,
        20,
        13,
        '"phones" → item 1 → "number" must be a phone number in international format, starting with + and the country code, such as "+234 800 000 0001", got "call us"',
      ),
    ])
  })

  it('an order written in words', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: two
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      issue(GARRI, 3, 8, '"order" must be a whole number such as 1, 2 or 3 (1 is shown first), got "two"'),
    ])
  })

  it('a rating out of range, and one with a decimal point', () => {
    content.write(
      'content/testimonials/verified-customer.md',
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
      'content/testimonials/regular-customer.md',
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
      issue('content/testimonials/regular-customer.md', 4, 9, '"rating" must be a whole number from 1 to 5, got "4.5"'),
      issue('content/testimonials/verified-customer.md', 5, 9, '"rating" must be a whole number from 1 to 5, got 6'),
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
      issue(
        'content/sourced-products.md',
        6,
        11,
        '"items" → item 2 → "code" must be the product\'s HS category code: four digits, optionally followed by .00 groups, such as 1207 or 1207.40, got "08.01"',
      ),
    ])
  })

  it('a misspelt icon name lists the icons and suggests the closest', () => {
    content.write(
      'content/services/global-supply-chain.md',
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
      issue(
        'content/services/global-supply-chain.md',
        3,
        7,
        expect.stringMatching(
          /^"icon" must be one of quality, pricing, delivery, .*\bglobe\b.*; got "glob"\. Did you mean "globe"\?$/,
        ),
      ),
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
      issue('content/pages/not-found.md', 3, 1, 'unknown field "descripton"; did you mean "description"?'),
    ])
  })

  it('"imagAlt" in a product suggests "imageAlt"', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        imagAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([issue(GARRI, 5, 1, 'unknown field "imagAlt"; did you mean "imageAlt"?')])
  })

  it('a misspelt field inside a group names the group and points at the indented key', () => {
    content.write(SITE, siteWith(['  city: Aba', '  cty: Aba']))
    expect(content.issues()).toEqual([issue(SITE, 30, 3, 'unknown field "cty" in "address"; did you mean "city"?')])
  })

  it('an unrelated field lists the fields allowed there', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        price: 5000
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        4,
        1,
        'unknown field "price"; the fields allowed here are: name, order, image, imageAlt, imageWidth, imageHeight, category, packSizes, minimumOrder, origin, shelfLife, storage, hsCode, certifications',
      ),
    ])
  })
})

describe('pictures', () => {
  const content = useContentCopy()
  const product = (imageLines: string) => md`
    ---
    name: Garri
    order: 3
    ${imageLines}
    imageAlt: A bowl of garri
    ---

    Made from fresh cassava.
  `
  const EXPECTED =
    '"image" must be a file under content/ (such as images/products/garri.svg) or an https URL on images.unsplash.com or res.cloudinary.com'

  it('a missing local file suggests the picture with the closest name', () => {
    content.write(GARRI, product('image: garri.jpgg'))
    expect(content.issues()).toEqual([
      issue(GARRI, 4, 8, `${EXPECTED}, got "garri.jpgg"; did you mean "images/products/garri.svg"?`),
    ])
  })

  it('a path with a typo in the folder or name suggests the right path', () => {
    content.write(GARRI, product('image: images/garri.svg'))
    content.write(
      'content/products/palm-oil.md',
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
      issue(GARRI, 4, 8, `${EXPECTED}, got "images/garri.svg"; did you mean "images/products/garri.svg"?`),
      issue(
        'content/products/palm-oil.md',
        4,
        8,
        `${EXPECTED}, got "images/products/palmoil.svg"; did you mean "images/products/palm-oil.svg"?`,
      ),
    ])
  })

  it('a missing file with no similar picture gets no suggestion', () => {
    content.write(GARRI, product('image: pictures/unknown.png'))
    expect(content.issues()).toEqual([issue(GARRI, 4, 8, `${EXPECTED}, got "pictures/unknown.png"`)])
  })

  it('a picture from a host that is not allowed', () => {
    content.write(GARRI, product('image: https://example.com/garri.jpg'))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        4,
        8,
        '"image" images from example.com are not allowed; upload the picture to content/images/ and write its path (such as images/products/garri.svg), or use images.unsplash.com or res.cloudinary.com',
      ),
    ])
  })

  it('a picture from an allowed host without imageWidth and imageHeight', () => {
    content.write(GARRI, product('image: https://images.unsplash.com/photo-1?w=800'))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        4,
        8,
        '"image" comes from another website, so its size must be given: add the lines imageWidth: and imageHeight: with the picture\'s width and height in pixels',
      ),
    ])
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
