/**
 * The front matter block itself: YAML syntax mistakes, files without (closed) front matter,
 * and files saved with a byte-order mark or Windows line endings.
 */
import { describe, expect, it } from 'vitest'
import { productFile } from '../support/content-files.ts'
import { md, problemAt, useContentCopy } from '../support/content-copy.ts'
import { MAX_ORDER } from '../../generator/content/schemas/fields/numbers.ts'

const GARRI = 'content/products/garri.en.md'
describe('YAML syntax errors', () => {
  const content = useContentCopy()

  it('an unquoted value containing ": " is pointed at, with the line to write instead', () => {
    content.write(GARRI, productFile({ name: 'name: Garri: white and yellow' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 7, 'unreadable-line', { reason: 'colon-space', line: 'name: "Garri: white and yellow"' }),
    ])
  })

  it('a tab used for indentation is reported once, at the tab, without knock-on errors for the lines after it', () => {
    content.write(
      'content/pages/home.md',
      md`
        ---
        title: Authentic Nigerian Agro Foods for Export
        description: Smoked catfish, dry crayfish, garri and palm oil from Aba.
        hero:
          headline: Welcome to Ala Harvest Agro Foods
        \ttagline: Authentic Nigerian foods, carefully processed in Aba.
          primaryButton: Explore Our Products
          secondaryButton: Get Quote Now
          image: images/hero.svg
          imageAlt: A woven basket of Nigerian produce
        whyChoose:
          heading: Why Choose Ala Harvest
          intro: Five promises behind every order.
        testimonials:
          heading: What Our Customers Say
          intro: Buyers in Nigeria and abroad.
        ---
      `,
    )
    expect(content.read('content/pages/home.md').split('\n')[5]).toBe(
      '\ttagline: Authentic Nigerian foods, carefully processed in Aba.',
    )
    expect(content.issues()).toEqual([problemAt('content/pages/home.md', 6, 1, 'tab-indentation')])
  })

  it('an unclosed quote is reported at its opening quote, not where the front matter ends', () => {
    content.write(
      GARRI,
      md`
        ---
        name: "Garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 7, 'unreadable-line', { reason: 'unclosed-quote', line: 'name: Garri' }),
    ])
  })

  it('an unclosed single quote on the last line is reported at that quote', () => {
    content.write(GARRI, productFile({ imageAlt: "imageAlt: 'A bowl of garri" }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 5, 11, 'unreadable-line', { reason: 'unclosed-quote', line: 'imageAlt: A bowl of garri' }),
    ])
  })

  it('a field written twice is reported at its second occurrence, naming the field', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        name: White Garri
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 4, 1, 'duplicate-field', { key: 'name' })])
  })

  it('a field written twice inside a group names the field and points at its second line', () => {
    content.write(
      'content/pages/products.md',
      md`
        ---
        title: Smoked Catfish, Crayfish, Garri and Palm Oil
        description: Six Nigerian staples processed in Aba.
        heading: Our Products
        intro: Six staples we process, pack and ship from Aba.
        cta:
          heading: Need prices for your order?
          text: Send us the products on WhatsApp.
          heading: Need a quote?
          button: Get Quote Now
        ---
      `,
    )
    expect(content.issues()).toEqual([
      problemAt('content/pages/products.md', 9, 3, 'duplicate-field', { key: 'heading' }),
    ])
  })

  it('values starting with * (alias) or & (anchor) are pointed at that character and told to be quoted', () => {
    content.write(
      GARRI,
      md`
        ---
        name: *Garri*
        order: 3
        image: images/products/garri.svg
        imageAlt: &copy Ala Harvest
        ---

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([
      problemAt(GARRI, 2, 7, 'value-needs-quotes', { first: '*', line: 'name: "*Garri*"' }),
      problemAt(GARRI, 5, 11, 'value-needs-quotes', { first: '&', line: 'imageAlt: "&copy Ala Harvest"' }),
    ])
  })

  it('a value starting with ! (tag) is pointed at the ! and told to be quoted', () => {
    content.write(GARRI, productFile({ imageAlt: 'imageAlt: !Fresh garri in a bowl' }))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 5, 11, 'value-needs-quotes', { first: '!', line: 'imageAlt: "!Fresh garri in a bowl"' }),
    ])
  })
})

describe('files without usable front matter', () => {
  const content = useContentCopy()

  it('a file with no front matter', () => {
    content.write(
      GARRI,
      md`
        name: Garri
        order: 3

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 1, 1, 'no-front-matter')])
  })

  it('an empty file', () => {
    content.write(GARRI, '')
    expect(content.issues()).toEqual([problemAt(GARRI, 1, 1, 'empty-file')])
  })

  it('blank lines above the front matter are named, in every kind of file, and deleting them loads', () => {
    for (const file of [
      GARRI,
      'content/site.md',
      'content/pages/about.md',
      'content/services/personal-shopping.fr.md',
    ]) {
      const original = content.read(file)
      for (const [blank, count] of [
        ['\n', 1],
        ['\n  \n\t\n', 3],
      ] as const) {
        content.write(file, `${blank}${original}`)
        const issues = content.issues()
        expect(issues, file).toEqual([problemAt(file, 1, 1, 'blank-lines-before-front-matter', { count })])
        expect(issues[0]!.message).toContain(count === 1 ? 'delete that line' : 'delete those lines')
        // As told: the lines above the --- deleted.
        content.write(file, `${blank}${original}`.split('\n').slice(count).join('\n'))
        expect(content.load().ok, file).toBe(true)
      }
      content.write(file, original)
    }
    // Text above the ---, not only blank lines: the front matter is not where it must be.
    content.write(GARRI, `Garri\n${productFile()}`)
    expect(content.issues()).toEqual([problemAt(GARRI, 1, 1, 'no-front-matter')])
  })

  it('a file holding only blank lines counts as empty', () => {
    content.write(GARRI, '\n  \n\n')
    expect(content.issues()).toEqual([problemAt(GARRI, 1, 1, 'empty-file')])
  })

  it('front matter that is never closed', () => {
    content.write(
      GARRI,
      md`
        ---
        name: Garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri

        Made from fresh cassava.
      `,
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 1, 1, 'front-matter-not-closed')])
  })

  it('front matter that is a plain sentence rather than fields', () => {
    content.write(
      GARRI,
      md`
      ---
      Garri from Aba
      ---

      Made from fresh cassava.
    `,
    )
    expect(content.issues()).toEqual([problemAt(GARRI, 2, 1, 'front-matter-not-fields')])
  })
})

describe('byte-order mark and Windows (CRLF) line endings', () => {
  const content = useContentCopy()
  const ABOUT = 'content/pages/about.md'
  const toWindows = (text: string) => `\uFEFF${text.replace(/\r?\n/g, '\r\n')}`

  it('a real file saved with a BOM and CRLF loads to exactly the same value as the LF version', () => {
    const lf = content.load()
    if (!lf.ok) expect.fail(`the real content should load: ${JSON.stringify(lf.issues)}`)

    content.write(ABOUT, toWindows(content.read(ABOUT)))
    content.write('content/products/garri.en.md', toWindows(content.read('content/products/garri.en.md')))
    expect(content.read(ABOUT).startsWith('\uFEFF---\r\n')).toBe(true)

    const crlf = content.load()
    if (!crlf.ok) expect.fail(`the CRLF copy should load: ${JSON.stringify(crlf.issues)}`)
    expect(crlf.content.about).toEqual(lf.content.about)
    expect(crlf.content.products).toEqual(lf.content.products)
    expect(crlf.content.about.story.text.html).not.toContain('\r')
    // And in every language: the French texts of the page and the product too.
    expect(crlf.languages).toEqual(lf.languages)
    expect(crlf.languages[1]?.content.about.story.text.html).not.toContain('\r')
  })

  it('positions in a CRLF file with a BOM are the same as in the LF file', () => {
    const lines = [
      '---',
      'name: Garri',
      'order: two',
      'image: images/products/garri.svg',
      'imageAlt: A bowl of garri',
      '---',
      '',
      'Made from fresh cassava.',
      '',
    ]
    content.write(GARRI, `\uFEFF${lines.join('\r\n')}`)
    expect(content.issues()).toEqual([problemAt(GARRI, 3, 8, 'order-number', { written: 'two', max: MAX_ORDER })])
  })

  it('a YAML error in a CRLF file is on the right line and column', () => {
    const lines = [
      '---',
      'name: Garri',
      'order: 3',
      'image: images/products/garri.svg',
      'imageAlt: A bowl: heaped with garri',
      '---',
      '',
      'Made from fresh cassava.',
      '',
    ]
    content.write(GARRI, lines.join('\r\n'))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 5, 11, 'unreadable-line', {
        reason: 'colon-space',
        line: 'imageAlt: "A bowl: heaped with garri"',
      }),
    ])
  })
})
