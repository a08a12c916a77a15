/**
 * A text's lead (generator/content/read/markdown.ts, Markdown.lead): what a product's card shows
 * of its description, the whole being on the product's page. The opening paragraph (with the block
 * it introduces, when it ends with a colon, unless that is a heading or a rule), rendered as the
 * whole text renders it;
 * none when that is all the text holds or the text does not open with a paragraph.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/load/load.ts'
import { renderMarkdown } from '../../generator/content/read/markdown.ts'
import { ICONS_FILE, useContentCopy } from '../support/content-copy.ts'

const render = (body: string) => {
  const { markdown, problems } = renderMarkdown(body, 1)
  expect(problems).toEqual([])
  return markdown
}

// Sentences of words, with emphasis and a link to a page of the site here and there, ending in a
// full stop or (introducing what follows) a colon.
const word = fc.stringMatching(/^[a-zA-Z]{1,9}$/)
const phrase = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 1, arbitrary: word.map((text) => `**${text}**`) },
  { weight: 1, arbitrary: word.map((text) => `[${text}](/products/)`) },
)
const sentence = (end: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.array(phrase, { minLength: 1, maxLength: 25 }), end)
    .map(([words, stop]) => `${words.join(' ').replace(/^./, (first) => first.toUpperCase())}${stop}`)
const paragraph = sentence(fc.constant('.'))
type Block = { kind: 'paragraph' | 'list' | 'table' | 'heading' | 'quote' | 'rule'; text: string }
const block: fc.Arbitrary<Block> = fc.oneof(
  sentence(fc.constantFrom('.', ':')).map((text) => ({ kind: 'paragraph' as const, text })),
  fc
    .array(word, { minLength: 1, maxLength: 4 })
    .map((items) => ({ kind: 'list' as const, text: items.map((item) => `- ${item}`).join('\n') })),
  fc.tuple(word, word).map(([head, cell]) => ({ kind: 'table' as const, text: `| ${head} |\n| --- |\n| ${cell} |` })),
  word.map((text) => ({ kind: 'heading' as const, text: `### ${text}` })),
  paragraph.map((text) => ({ kind: 'quote' as const, text: `> ${text}` })),
  fc.constant({ kind: 'rule' as const, text: '***' }),
)

describe("a text's lead, which a product's card shows", () => {
  it('is the opening paragraph, with the block it introduces with a colon, as the whole text renders them', () => {
    fc.assert(
      fc.property(
        sentence(fc.constantFrom('.', ':')),
        // Lists one after the other are one list in Markdown: a paragraph between them, as editors write.
        fc
          .array(block, { minLength: 1, maxLength: 5 })
          .filter((blocks) =>
            blocks.every((each, index) => each.kind !== 'list' || blocks[index + 1]?.kind !== 'list'),
          ),
        (first, rest) => {
          // Each paragraph ending with a colon takes the block after it, unless a heading or a rule.
          const all: Block[] = [{ kind: 'paragraph', text: first }, ...rest]
          let length = 1
          while (
            all[length - 1]!.kind === 'paragraph' &&
            all[length - 1]!.text.endsWith(':') &&
            all[length] !== undefined &&
            all[length]!.kind !== 'heading' &&
            all[length]!.kind !== 'rule'
          )
            length++
          const opening = all
            .slice(0, length)
            .map((each) => each.text)
            .join('\n\n')
          const whole = render(all.map((each) => each.text).join('\n\n'))
          if (length === all.length) expect(whole.lead).toBeUndefined()
          else {
            expect(whole.lead).toBe(render(opening).html)
            expect(whole.html.startsWith(whole.lead!)).toBe(true)
          }
        },
      ),
    )
  })

  it('is none when the opening paragraph is the whole text: the card shows it all', () => {
    fc.assert(
      fc.property(paragraph, (text) => {
        expect(render(text).lead).toBeUndefined()
      }),
    )
  })

  it('keeps the block an opening paragraph ending with a colon introduces, and nothing else', () => {
    const withList = render('Available in three packs:\n\n- 1 kg pouch\n- 5 kg bag\n\nSun-dried in Abia State.')
    expect(withList.lead).toBe(render('Available in three packs:\n\n- 1 kg pouch\n- 5 kg bag').html)
    expect(withList.lead).toContain('<li>5 kg bag</li>')
    expect(withList.lead).not.toContain('Sun-dried')

    const table = '| Pack | Price |\n| :--- | ---: |\n| 1 kg pouch | ₦3,500 |'
    expect(render(`Packed for export:\n\n${table}`).lead).toBeUndefined()
    expect(render(`Packed for export:\n\n${table}\n\nShipped weekly.`).lead).toBe(
      render(`Packed for export:\n\n${table}`).html,
    )
    // A paragraph or a quote after the colon is what it introduces: the card never ends on "Features:".
    for (const next of ['> Sorted by hand.', 'Sorted by hand.', '```\n25 kg\n```'])
      expect(render(`Features:\n\n${next}\n\nShipped weekly.`).lead).toBe(render(`Features:\n\n${next}`).html)
    // A block that introduces another takes it too: the card never ends on a colon it can follow.
    expect(render('Features:\n\nGrades:\n\n- A\n- B\n\nShipped weekly.').lead).toBe(
      render('Features:\n\nGrades:\n\n- A\n- B').html,
    )
    // A heading or a rule after the colon starts a part of its own, on the product's page.
    for (const next of ['### Grades', '***'])
      expect(render(`Features:\n\n${next}\n\nShipped weekly.`).lead).toBe('<p>Features:</p>')
  })

  it('is none when the text opens with a heading, a list or a table: the card shows it all', () => {
    for (const opening of ['### Grades', '- White\n- Yellow', '| Pack |\n| --- |\n| 1 kg |'])
      expect(render(`${opening}\n\nSun-dried cassava, milled fine.\n\nShipped weekly.`).lead).toBeUndefined()
  })

  it('passes over what shows nothing: a paragraph of spaces or invisible characters, a definition', () => {
    for (const blank of ['\u200B', '\u00A0', '\u2060', '&nbsp;', '&#8203;'])
      expect(render(`${blank}\n\nSun-dried cassava.\n\nShipped weekly.`).lead, JSON.stringify(blank)).toBe(
        '<p>Sun-dried cassava.</p>',
      )
    expect(render('Packs:\n\n[^1]: a note\n\n- 1 kg\n- 5 kg\n\nShipped weekly.').lead).toBe(
      '<p>Packs:</p>\n<ul>\n<li>1 kg</li>\n<li>5 kg</li>\n</ul>',
    )
    expect(render('Sun-dried cassava.\n\n[^1]: a note').lead).toBeUndefined()
    expect(render('Sun-dried cassava.\n\n[packs]: /products/').lead).toBeUndefined()
  })

  it('links as the whole text does, to a name defined anywhere in it', () => {
    for (const definition of [
      '[packs]: /products/',
      '> [packs]: /products/',
      '- Shipped weekly.\n\n  [packs]: /products/',
    ])
      expect(render(`See [our packs][packs] for sizes.\n\nShipped weekly.\n\n${definition}`).lead, definition).toBe(
        '<p>See <a href="/products/">our packs</a> for sizes.</p>',
      )
  })
})

describe('the lead in the loaded content', () => {
  const content = useContentCopy()

  it("is kept for the products' descriptions alone, in every language: no other text is shown in part", () => {
    // Every entry of every folder written out over a second paragraph, and the texts of the
    // front matter that already run over several (the about page's story).
    for (const folder of fs.readdirSync(content.contentDir, { withFileTypes: true })) {
      if (!folder.isDirectory() || folder.name === 'images') continue
      for (const file of fs.readdirSync(path.join(content.contentDir, folder.name), { recursive: true }) as string[]) {
        if (!file.endsWith('.md')) continue
        const name = `content/${folder.name}/${file}`
        const text = content.read(name)
        if (/^---\n[\s\S]*?\n---\n\s*\S/.test(text)) content.write(name, `${text.trimEnd()}\n\nShipped from Aba.\n`)
      }
    }
    const result = loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE })
    if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)))
    for (const { content: site } of result.languages) {
      const withLead: string[] = []
      const walk = (value: unknown, at: string) => {
        if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`))
        else if (value && typeof value === 'object')
          for (const [key, item] of Object.entries(value)) {
            if (key === 'lead') withLead.push(at)
            walk(item, `${at}.${key}`)
          }
      }
      walk(site, '')
      expect(site.products.length).toBeGreaterThan(0)
      expect(withLead.sort()).toEqual(site.products.map((_, index) => `.products[${index}].description`).sort())
    }
  })
})
