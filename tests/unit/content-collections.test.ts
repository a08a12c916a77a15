/**
 * Rules across files and folders: values that must differ between entries, the files and
 * folders content/ must (and must not) hold, the Markdown below the front matter, and
 * reporting every problem of every file in one run.
 */
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { productFile } from '../support/content-files.ts'
import { shownOrder } from '../../generator/content/load/cross-file.ts'
import { contextWithoutFiles, defineCollections } from '../../generator/content/schemas/collections/index.ts'
import { formatReport, sortIssues } from '../../generator/content/problems/report.ts'
import { md, problemAt, SITE_MD, useContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'

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

  it('two products may share an order: both are valid and shown by name, the same way on every load', () => {
    // Swapping the places of two products passes through a shared order: each step must build.
    content.write('content/products/dry-crayfish.en.md', product('Dry Crayfish', 3, 'dry-crayfish.svg'))
    content.write('content/products/a-yam-flour.en.md', product('Yam Flour', 3, 'garri.svg'))
    const names = () => {
      const result = content.load()
      if (!result.ok) throw new Error(formatReport(result.issues))
      return result.content.products.map((item) => `${item.order} ${item.name}`)
    }
    expect(names()).toEqual([
      '1 Smoked Catfish',
      '3 Dry Crayfish',
      '3 Garri',
      '3 Yam Flour',
      '4 Cassava Flour',
      '5 Palm Oil',
      '6 Blue Vervain',
    ])
    expect(names()).toEqual(names())
  })

  it('entries of the same order and the same name as a reader compares names fall back to the file name', () => {
    const entry = (slug: string, name: string) => ({ slug, name, order: 1 })
    expect(
      shownOrder(defineCollections(contextWithoutFiles([])).products, [
        entry('b', 'Garri'),
        entry('a', 'Garri'),
        entry('c', 'Dry Crayfish'),
      ]).map((item) => item.slug),
    ).toEqual(['c', 'a', 'b'])
  })

  it('a duplicate product name (in any letter case) is reported on both files', () => {
    content.write('content/products/palm-oil.en.md', product('Palm Oil', 5, 'palm-oil.svg'))
    content.write('content/products/red-palm-oil.en.md', product('palm oil', 7, 'palm-oil.svg'))
    expect(content.issues()).toEqual([
      problemAt('content/products/palm-oil.en.md', 2, 7, 'duplicate-value', {
        field: 'name',
        value: 'Palm Oil',
        others: ['content/products/red-palm-oil.en.md:2:7'],
        singular: 'product',
      }),
      problemAt('content/products/red-palm-oil.en.md', 2, 7, 'duplicate-value', {
        field: 'name',
        value: 'palm oil',
        others: ['content/products/palm-oil.en.md:2:7'],
        singular: 'product',
      }),
    ])
  })

  it('a duplicate service title', () => {
    content.write(
      'content/services/air-freight.en.md',
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
      'content/services/global-supply-chain.en.md',
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
      problemAt('content/services/air-freight.en.md', 2, 8, 'duplicate-value', {
        field: 'title',
        value: 'Global Supply Chain',
        others: ['content/services/global-supply-chain.en.md:2:8'],
        singular: 'service',
      }),
      problemAt('content/services/global-supply-chain.en.md', 2, 8, 'duplicate-value', {
        field: 'title',
        value: 'Global Supply Chain',
        others: ['content/services/air-freight.en.md:2:8'],
        singular: 'service',
      }),
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
        fr:
          items:
            - name: Graines de sésame
            - name: Noix de cajou
            - name: noix de cajou
          closing: et tout autre produit agricole sur demande
        ---
      `,
    )
    // The French list, translated item by item, repeats the name too: each is told where.
    expect(content.issues()).toEqual([
      problemAt('content/sourced-products.md', 7, 11, 'listed-twice', { name: 'cashew nuts', first: 2 }),
      problemAt('content/sourced-products.md', 14, 13, 'listed-twice', { name: 'noix de cajou', first: 2 }),
    ])
  })
})

describe('files and folders', () => {
  const content = useContentCopy()

  it('an empty collection folder', () => {
    // Every product's file, in every language.
    for (const name of fs.readdirSync(content.path('content/products'))) content.remove(`content/products/${name}`)
    expect(content.issues()).toEqual([
      problemAt('content/products/', 1, 1, 'folder-no-entries', {
        singular: 'product',
        example: 'content/products/garri.en.md',
      }),
    ])
  })

  it('a missing collection folder', () => {
    content.remove('content/testimonials')
    expect(content.issues()).toEqual([
      problemAt('content/testimonials/', 1, 1, 'folder-missing', {
        singular: 'testimonial',
        example: 'content/testimonials/verified-customer.en.md',
      }),
    ])
  })

  it('a missing page file', () => {
    content.remove('content/pages/home.md')
    expect(content.issues()).toEqual([
      problemAt('content/pages/home.md', 1, 1, 'file-missing', { holds: 'the home page (/).' }),
    ])
  })

  it('a misspelt folder name suggests the right one (and the right one is then missing)', () => {
    content.rename('content/products', 'content/product')
    expect(content.issues()).toEqual([
      problemAt('content/product', 1, 1, 'unknown-content-entry', { name: 'product', guess: 'products' }),
      problemAt('content/products/', 1, 1, 'folder-missing', {
        singular: 'product',
        example: 'content/products/garri.en.md',
      }),
    ])
  })

  it('an unrelated folder lists what content/ can hold', () => {
    content.write('content/drafts/new-product.md', product('Yam Flour', 7, 'garri.svg'))
    expect(content.issues()).toEqual([problemAt('content/drafts', 1, 1, 'unknown-content-entry', { name: 'drafts' })])
  })

  it('a misspelt page file suggests the page it was meant to be', () => {
    content.rename('content/pages/about.md', 'content/pages/abuot.md')
    expect(content.issues()).toEqual([
      problemAt('content/pages/about.md', 1, 1, 'file-missing', {
        holds: 'the about page (/about/): vision, mission, values, activities and the company story.',
      }),
      problemAt('content/pages/abuot.md', 1, 1, 'unused-page-file', { guess: 'about.md' }),
    ])
  })

  it('a stray file that is not .md in a collection folder', () => {
    content.write('content/products/garri.jpg', 'not really a picture')
    content.write('content/products/notes.txt', 'Remember to add yam flour.')
    expect(content.issues()).toEqual([
      problemAt('content/products/garri.jpg', 1, 1, 'picture-in-collection', {
        collection: 'products',
        folder: 'content/products',
        singular: 'product',
      }),
      problemAt('content/products/notes.txt', 1, 1, 'stray-file', { folder: 'content/products' }),
    ])
  })

  it('a .MD file in capitals is told to be renamed, with its language; its translation then has no original', () => {
    content.rename('content/products/palm-oil.en.md', 'content/products/palm-oil.MD')
    expect(content.issues()).toEqual([
      problemAt('content/products/palm-oil.fr.md', 1, 1, 'translation-without-original', {
        original: 'content/products/palm-oil.en.md',
        language: 'French',
      }),
      problemAt('content/products/palm-oil.MD', 1, 1, 'not-markdown-name', { renamed: 'palm-oil.en.md' }),
    ])
  })

  it('a badly named file suggests lowercase words joined by hyphens, keeping its language', () => {
    content.rename('content/products/palm-oil.en.md', 'content/products/Palm Oil.en.md')
    content.rename('content/products/palm-oil.fr.md', 'content/products/Palm Oil.fr.md')
    expect(content.issues()).toEqual([
      problemAt('content/products/Palm Oil.en.md', 1, 1, 'file-name-format', {
        name: 'Palm Oil.en.md',
        suggestion: 'palm-oil.en.md',
      }),
      problemAt('content/products/Palm Oil.fr.md', 1, 1, 'file-name-format', {
        name: 'Palm Oil.fr.md',
        suggestion: 'palm-oil.fr.md',
      }),
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
    content.write(GARRI, productFile({ body: null }))
    expect(content.issues()).toEqual([problemAt(GARRI, 7, 1, 'body-missing', { label: 'the product description' })])
  })

  it('blank lines below the front matter do not count as a description', () => {
    content.write(
      GARRI,
      '---\nname: Garri\norder: 3\nimage: images/products/garri.svg\nimageAlt: A bowl of garri\n---\n\n   \n',
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 7, 1, 'body-missing', { label: 'the product description' })])
  })

  it('raw HTML is refused at its line and column, naming the tag once per element', () => {
    content.write(
      GARRI,
      productFile({
        body: 'Made from fresh cassava.\n\n<script>alert("hello")</script>\n\nPacked in 1 kg pouches, <span>and</span> 50 kg bags.',
      }),
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 10, 1, 'html-in-markdown', { tag: 'script' }),
      problemAt(GARRI, 12, 25, 'html-in-markdown', { tag: 'span' }),
    ])
  })

  it('pictures, top-level headings and links that lead nowhere are refused in Markdown text', () => {
    content.write(
      GARRI,
      productFile({
        body: [
          '# Garri',
          '',
          'Made from fresh cassava. ![a bowl](images/products/garri.svg)',
          '',
          '### Pack sizes',
          '',
          'See [our products](products), [the about page](/about), [our shop](https://example.com) or [e-mail us](mailto:sales@example.com).',
        ].join('\n'),
      }),
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 8, 1, 'heading-level', { depth: 1 }),
      problemAt(GARRI, 10, 26, 'picture-in-markdown'),
      problemAt(GARRI, 14, 5, 'link-nowhere', { url: 'products' }),
    ])
  })

  it('body positions stay right when the closing --- has trailing spaces', () => {
    content.write(
      GARRI,
      '---\nname: Garri\norder: 3\nimage: images/products/garri.svg\nimageAlt: A bowl of garri\n---   \nMade from cassava.\n<b>Fresh</b>\n',
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 8, 1, 'html-in-markdown', { tag: 'b' })])
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
        fr:
          title: Page introuvable
          description: Cette page n’existe pas ou a été déplacée.
          heading: Oups ! Page introuvable
          text: La page a peut-être été déplacée.
          homeLink: Retour à l’accueil
        ---


        Sorry about that!
      `,
    )
    expect(content.issues()).toEqual([problemAt('content/pages/not-found.md', 16, 1, 'body-not-shown')])
  })
})

describe('every problem in one run', () => {
  const content = useContentCopy()

  it('three files broken in three different ways are all reported, sorted by file then line', () => {
    // site.md is checked first and products last, so the report must reorder them.
    content.write(
      'content/site.md',
      SITE_MD.replace('\nurl: https://www.example.com\n', '\nurl: http://localhost:3000\n'),
    ) // line 5
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
    content.write(GARRI, productFile({ body: null }))
    const expected = [
      problemAt('content/pages/not-found.md', 5, 1, 'unknown-field', { key: 'txt', guess: 'text' }),
      problemAt(GARRI, 7, 1, 'body-missing', { label: 'the product description' }),
      problemAt('content/site.md', 5, 6, 'site-url-local', { written: 'http://localhost:3000' }),
    ]

    const result = content.load()
    if (result.ok) expect.fail('the content should have been refused')
    expect(sortIssues(result.issues)).toEqual(expected)
    const issues = result.issues
    const report = formatReport(issues, {}).split('\n')
    expect(report.slice(0, 4).map((line) => line.split(': ')[0])).toEqual([
      'content/pages/not-found.md:5:1',
      'content/products/garri.en.md:7:1',
      'content/site.md:5:6',
      '',
    ])
    expect(report[4]).toMatch(/^3 problems in 3 content files\. /)
  })
})
