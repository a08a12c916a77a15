/**
 * Rules across files and folders: values that must differ between entries, the files and
 * folders content/ must (and must not) hold, the Markdown below the front matter, and
 * reporting every problem of every file in one run.
 */
import { describe, expect, it } from 'vitest'
import { formatReport, sortIssues } from '../../generator/content/issues.ts'
import { issue, md, SITE_MD, useContentCopy } from './helpers/content-copy.ts'

const GARRI = 'content/products/garri.md'

const product = (name: string, order: number, image: string) => md`
  ---
  name: ${name}
  order: ${order}
  image: images/products/${image}
  imageAlt: A picture of ${name}
  ---

  A fine Nigerian product.
`

describe('values that must differ between entries', () => {
  const content = useContentCopy()

  it('a duplicate order is reported on both files, each naming the other, with a free number to use', () => {
    content.write('content/products/dry-crayfish.md', product('Dry Crayfish', 2, 'dry-crayfish.svg'))
    content.write(GARRI, product('Garri', 2, 'garri.svg'))
    expect(content.issues()).toEqual([
      issue(
        'content/products/dry-crayfish.md',
        3,
        8,
        'order "2" is also used by content/products/garri.md:3:8; give each product a different order number, such as 7 (not used yet)',
      ),
      issue(
        GARRI,
        3,
        8,
        'order "2" is also used by content/products/dry-crayfish.md:3:8; give each product a different order number, such as 7 (not used yet)',
      ),
    ])
  })

  it('a duplicate product name (in any letter case) is reported on both files', () => {
    content.write('content/products/palm-oil.md', product('Palm Oil', 5, 'palm-oil.svg'))
    content.write('content/products/red-palm-oil.md', product('palm oil', 7, 'palm-oil.svg'))
    expect(content.issues()).toEqual([
      issue(
        'content/products/palm-oil.md',
        2,
        7,
        'name "Palm Oil" is also used by content/products/red-palm-oil.md:2:7; give each product a different name',
      ),
      issue(
        'content/products/red-palm-oil.md',
        2,
        7,
        'name "palm oil" is also used by content/products/palm-oil.md:2:7; give each product a different name',
      ),
    ])
  })

  it('a duplicate service title', () => {
    content.write(
      'content/services/air-freight.md',
      md`
        ---
        title: Global Supply Chain
        icon: ship
        order: 9
        ---

        Air freight to London and Houston.
      `,
    )
    content.write(
      'content/services/global-supply-chain.md',
      md`
        ---
        title: Global Supply Chain
        icon: globe
        order: 1
        ---

        We move orders from Aba to buyers across Nigeria and abroad.
      `,
    )
    expect(content.issues()).toEqual([
      issue(
        'content/services/air-freight.md',
        2,
        8,
        'title "Global Supply Chain" is also used by content/services/global-supply-chain.md:2:8; give each service a different title',
      ),
      issue(
        'content/services/global-supply-chain.md',
        2,
        8,
        'title "Global Supply Chain" is also used by content/services/air-freight.md:2:8; give each service a different title',
      ),
    ])
  })

  it('a sourced product listed twice points at the second name and the first item', () => {
    content.write(
      'content/sourced-products.md',
      md`
        ---
        items:
          - name: Sesame seeds
            code: "1207.40"
          - name: Cashew nuts
            code: "0801"
          - name: cashew nuts
            code: "0801"
        closing: and any other agro product on demand
        ---
      `,
    )
    expect(content.issues()).toEqual([
      issue('content/sourced-products.md', 7, 11, '"cashew nuts" is already listed as item 2; list each product once'),
    ])
  })
})

describe('files and folders', () => {
  const content = useContentCopy()

  it('an empty collection folder', () => {
    for (const file of ['blue-vervain', 'cassava-flour', 'dry-crayfish', 'garri', 'palm-oil', 'smoked-catfish'])
      content.remove(`content/products/${file}.md`)
    expect(content.issues()).toEqual([
      issue(
        'content/products/',
        1,
        1,
        'there are no product files; add at least one, such as content/products/garri.md',
      ),
    ])
  })

  it('a missing collection folder', () => {
    content.remove('content/testimonials')
    expect(content.issues()).toEqual([
      issue(
        'content/testimonials/',
        1,
        1,
        'this folder is missing; create it with at least one testimonial, such as content/testimonials/verified-customer.md',
      ),
    ])
  })

  it('a missing page file', () => {
    content.remove('content/pages/home.md')
    expect(content.issues()).toEqual([
      issue('content/pages/home.md', 1, 1, 'this file is missing; it holds the home page (/).'),
    ])
  })

  it('a misspelt folder name suggests the right one (and the right one is then missing)', () => {
    content.rename('content/products', 'content/product')
    expect(content.issues()).toEqual([
      issue('content/product', 1, 1, 'content/ has no place for "product"; did you mean "products"?'),
      issue(
        'content/products/',
        1,
        1,
        'this folder is missing; create it with at least one product, such as content/products/garri.md',
      ),
    ])
  })

  it('an unrelated folder lists what content/ can hold', () => {
    content.write('content/drafts/new-product.md', product('Yam Flour', 7, 'garri.svg'))
    expect(content.issues()).toEqual([
      issue(
        'content/drafts',
        1,
        1,
        'content/ has no place for "drafts"; it can only hold images, pages, products, services, site.md, sourced-products.md, testimonials, values, why-choose',
      ),
    ])
  })

  it('a misspelt page file suggests the page it was meant to be', () => {
    content.rename('content/pages/about.md', 'content/pages/abuot.md')
    expect(content.issues()).toEqual([
      issue('content/pages/about.md', 1, 1, expect.stringMatching(/^this file is missing; it holds the about page/)),
      issue(
        'content/pages/abuot.md',
        1,
        1,
        'this file is not used; the page files are home.md, products.md, about.md, services.md, contact.md, not-found.md. Did you mean "about.md"?',
      ),
    ])
  })

  it('a stray file that is not .md in a collection folder', () => {
    content.write('content/products/garri.jpg', 'not really a picture')
    content.write('content/products/notes.txt', 'Remember to add yam flour.')
    expect(content.issues()).toEqual([
      issue(
        'content/products/garri.jpg',
        1,
        1,
        "pictures go in content/images/products/, not in content/products/; move it there and name it in the product's image field",
      ),
      issue(
        'content/products/notes.txt',
        1,
        1,
        'only .md files belong in content/products/; delete this file or move it out of content/',
      ),
    ])
  })

  it('a .MD file in capitals is told to be renamed', () => {
    content.rename('content/products/palm-oil.md', 'content/products/palm-oil.MD')
    expect(content.issues()).toEqual([
      issue('content/products/palm-oil.MD', 1, 1, 'only files ending in .md are read here; rename it to palm-oil.md'),
    ])
  })

  it('a badly named file suggests lowercase words joined by hyphens', () => {
    content.rename('content/products/palm-oil.md', 'content/products/Palm Oil.md')
    expect(content.issues()).toEqual([
      issue(
        'content/products/Palm Oil.md',
        1,
        1,
        'file name "Palm Oil.md" must be lowercase words joined by hyphens, such as "palm-oil.md"',
      ),
    ])
  })

  it('hidden files such as .DS_Store are ignored', () => {
    content.write('content/products/.DS_Store', 'x')
    content.write('content/.gitkeep', '')
    expect(content.load().ok).toBe(true)
  })
})

describe('the Markdown below the front matter', () => {
  const content = useContentCopy()

  it('a product without a description is reported on the line after the closing ---', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---
      `,
    )
    expect(content.issues()).toEqual([
      issue(GARRI, 7, 1, 'the product description is missing; write it below the closing --- line'),
    ])
  })

  it('blank lines below the front matter do not count as a description', () => {
    content.write(
      GARRI,
      '---\nname: Garri\norder: 3\nimage: images/products/garri.svg\nimageAlt: A bowl of garri\n---\n\n   \n',
    )
    expect(content.issues()).toEqual([
      issue(GARRI, 7, 1, 'the product description is missing; write it below the closing --- line'),
    ])
  })

  it('raw HTML is refused at its line and column, naming the tag once per element', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.

        <script>alert("hello")</script>

        Packed in 1 kg pouches, <span>and</span> 50 kg bags.
      `,
    )
    const advice =
      'is not allowed in content; write Markdown instead: **bold**, *italic*, [link text](https://example.com), or a blank line between paragraphs'
    expect(content.issues()).toEqual([
      issue(GARRI, 10, 1, `HTML (<script>) ${advice}`),
      issue(GARRI, 12, 25, `HTML (<span>) ${advice}`),
    ])
  })

  it('pictures, top-level headings and links that lead nowhere are refused in Markdown text', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        # Garri

        Made from fresh cassava. ![a bowl](images/products/garri.svg)

        ### Pack sizes

        See [our products](products), [the about page](/about), [our shop](https://example.com) or [e-mail us](mailto:sales@example.com).
      `,
    )
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        1,
        'a heading with # is not allowed here: the page already has its main headings; start a sub-heading with ### instead',
      ),
      issue(
        GARRI,
        10,
        26,
        'pictures cannot be placed inside the text; use the picture fields in the front matter (image and imageAlt), which give them their size and description',
      ),
      issue(
        GARRI,
        14,
        5,
        'the link "products" leads nowhere; write /products/ for a page of this site, or the full address starting with https:// for another website',
      ),
    ])
  })

  it('body positions stay right when the closing --- has trailing spaces', () => {
    content.write(
      GARRI,
      '---\nname: Garri\norder: 3\nimage: images/products/garri.svg\nimageAlt: A bowl of garri\n---   \nMade from cassava.\n<b>Fresh</b>\n',
    )
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        1,
        'HTML (<b>) is not allowed in content; write Markdown instead: **bold**, *italic*, [link text](https://example.com), or a blank line between paragraphs',
      ),
    ])
  })

  it('text below the front matter of a page that shows no body', () => {
    content.write(
      'content/pages/not-found.md',
      md`
        ---
        title: Page not found
        description: This page does not exist or has moved.
        heading: Oops! Page not found
        text: The page may have moved.
        homeLink: Return to Home
        ---


        Sorry about that!
      `,
    )
    expect(content.issues()).toEqual([
      issue(
        'content/pages/not-found.md',
        10,
        1,
        'text below the front matter is not shown anywhere on this page; move it into one of the fields above the closing --- line, or delete it',
      ),
    ])
  })
})

describe('every problem in one run', () => {
  const content = useContentCopy()

  it('three files broken in three different ways are all reported, sorted by file then line', () => {
    // site.md is checked first and products last, so the report must reorder them.
    content.write('content/site.md', SITE_MD.replace('\nurl: https://www.example.com\n', '\nurl: www.example.com\n')) // line 5
    content.write(
      'content/pages/not-found.md',
      md`
        ---
        title: Page not found
        description: This page does not exist or has moved.
        heading: Oops! Page not found
        txt: The page may have moved.
        homeLink: Return to Home
        ---
      `,
    )
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---
      `,
    )
    const expected = [
      issue('content/pages/not-found.md', 5, 1, 'unknown field "txt"; did you mean "text"?'),
      issue(GARRI, 7, 1, 'the product description is missing; write it below the closing --- line'),
      issue(
        'content/site.md',
        5,
        6,
        '"url" must be a full web address starting with https://, such as https://www.example.com, got "www.example.com"',
      ),
    ]

    const result = content.load()
    if (result.ok) expect.fail('the content should have been refused')
    expect(sortIssues(result.issues)).toEqual(expected)
    const issues = result.issues
    const report = formatReport(issues, {}).split('\n')
    expect(report.slice(0, 4)).toEqual([
      `content/pages/not-found.md:5:1: ${expected[0]!.message}`,
      `content/products/garri.md:7:1: ${expected[1]!.message}`,
      `content/site.md:5:6: ${expected[2]!.message}`,
      '',
    ])
    expect(report[4]).toMatch(/^3 problems in 3 content files\. /)
  })
})
