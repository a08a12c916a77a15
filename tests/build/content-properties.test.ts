/**
 * What reaches the built pages from generated text, on one real build: every text field of every
 * collection takes words of any script with markup-like text in them (tags, scripts, character
 * references, Markdown marks), seed-fixed (CONTENT_PROPERTIES_SEED replays another draw). The
 * pages must show that text as text: no element made from it, no control or format character and
 * no U+FFFD in any page's text, each product page's heading equal to its name as the editor wrote
 * it (NFC), and the structured data agreeing with the content (tests/support/structured-data.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fieldArbitrary, type ContentField } from '../support/arbitraries.ts'
import { buildGeneratedSite, type GeneratedSite } from '../support/generated-site.ts'
import { attr, elements, htmlFiles, parseHtml, textOf } from '../support/html.ts'
import { contentOf, languagesOf } from '../support/site.ts'
import { checkStructuredData } from '../support/structured-data.ts'

const SEED = Number(process.env.CONTENT_PROPERTIES_SEED ?? 20_261_126)

/** Markup an editor may type as plain text: each must reach the page as the same text. */
const MARKUP = ['<x-inject>&amp;</x-inject>', '<script>alert(1)</script>', '<b>bold</b>', '&lt;i&gt;', '{{ name }}']
const MARKER = 'x-inject'

/** Words of any script, with one piece of markup after them, within the field's limit. */
function withMarkup(field: ContentField): fc.Arbitrary<string> | undefined {
  if (field.kind !== 'text') return undefined
  return fc
    .tuple(fieldArbitrary(field, 'mixed'), fc.constantFrom(...MARKUP))
    .map(([text, markup]) => {
      const room = (field.max ?? 300) - markup.length - 1
      return room > 0 ? `${[...text].slice(0, room).join('').trim()} ${markup}`.trim() : markup.slice(0, field.max)
    })
    .filter((value) => field.accepts(value))
}

/** Characters no page text may hold: controls other than line breaks and tabs, format characters, U+FFFD. */
const UNSHOWABLE = /[\p{Cc}\p{Cf}\uFFFD]/u
const ALLOWED_CONTROLS = /[\t\n\r]/g
/** Joiners inside emoji sequences are format characters a reader never sees as such. */
const EMOJI_JOINERS = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})|[\u{E0020}-\u{E007F}]/gu

describe(`generated text with markup in every text field (seed ${SEED})`, () => {
  let site: GeneratedSite | undefined
  let siteDir = ''

  beforeAll(async () => {
    site = await buildGeneratedSite('content-properties', { seed: SEED, value: withMarkup, body: () => undefined })
    siteDir = path.join(site.dir, 'build/client')
  }, 300_000)

  afterAll(async () => {
    await site?.close()
  })

  it('wrote markup into the fields', () => {
    const written = site!.written.filter(({ value }) => MARKUP.some((markup) => value.includes(markup)))
    expect(written.length).toBeGreaterThan(50)
  })

  it('every page shows it as text: no element is made of it, no unshowable character reaches the text', () => {
    for (const page of htmlFiles(siteDir)) {
      const document = parseHtml(fs.readFileSync(path.join(siteDir, page), 'utf8'))
      const all = elements(document)
      expect(
        all.filter((element) => element.tagName === MARKER),
        page,
      ).toEqual([])
      // Text inside the JSON-LD is JSON: it can never close its script (every < is \u003c there).
      // Any other script is the site's own, where content never goes.
      for (const script of all.filter((element) => element.tagName === 'script')) {
        const code = textOf(script)
        if (attr(script, 'type') === 'application/ld+json') expect(code, page).not.toMatch(/<\/?script/i)
        else expect(code, page).not.toContain('alert(1)')
      }
      const text = textOf(document).replace(ALLOWED_CONTROLS, '').replace(EMOJI_JOINERS, '')
      const found = UNSHOWABLE.exec(text)
      expect(found && `U+${found[0].codePointAt(0)!.toString(16).toUpperCase()}`, page).toBeNull()
    }
  })

  it("each product page's heading is its name as written, in NFC", () => {
    const content = contentOf(site!.contentDir)
    expect(content.products.length).toBeGreaterThan(0)
    for (const product of content.products) {
      const html = fs.readFileSync(path.join(siteDir, 'products', product.slug, 'index.html'), 'utf8')
      const heading = elements(parseHtml(html)).find((element) => element.tagName === 'h1')
      expect(heading && textOf(heading).trim(), product.slug).toBe(product.name.normalize('NFC'))
      const written = site!.written.find(
        ({ file, path: at }) => file === `products/${product.slug}.en.md` && at.join('.') === 'name',
      )
      if (written) expect(product.name).toBe(written.value.normalize('NFC').trim())
    }
  })

  it('the structured data of every page agrees with the content', () => {
    expect(checkStructuredData({ siteDir, languages: languagesOf(site!.contentDir) })).toEqual([])
  })
})
