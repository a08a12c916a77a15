/**
 * Valid edits of the live content build and show. On a copy of content/, the test does what an
 * editor following docs/CONTENT.md may do (tests/support/editor-edits.ts: a product added with a
 * new photo, one renamed, one file renamed, one removed, a testimonial given 4 stars, a new home
 * headline, every product's description written out over several paragraphs, and an entry added,
 * renamed and removed in every other folder). The content check,
 * the build and every generic built-site check must then pass, and the built pages must show the
 * edits. That the whole suite stays green on such a copy is proven by tests/edited-copy.ts.
 *
 * Nothing here knows the live wording or counts: the edits are chosen from the loaded content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteContent } from '../../generator/content/schemas/collections/index.ts'
import { renderMarkdown } from '../../generator/content/read/markdown.ts'
import { buildSite, checkContent, ROOT, withoutPlaceholderWarnings, type BuildResult } from '../support/build.ts'
import { attr, elements, paragraphsIn, parseHtml, productCardTexts, textOf, type Element } from '../support/html.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { checkBuiltSite } from '../support/site-checks.ts'
import { editLikeAnEditor, type EditorEdits } from '../support/editor-edits.ts'
import { contentOf, languagesOf, LIVE_CONTENT } from '../support/site.ts'

const text = (element: Element) => textOf(element).replace(/\s+/g, ' ').trim()

describe('valid edits of the live content, as an editor makes them', () => {
  let folder: ContentFolder | undefined
  let contentDir = ''
  let outDir = ''
  let check: BuildResult
  let build: BuildResult
  let edited: SiteContent
  const read = (file: string) => fs.readFileSync(path.join(ROOT, outDir, 'client', file), 'utf8')

  let edits: EditorEdits

  beforeAll(async () => {
    folder = copyContentFolder(LIVE_CONTENT, { under: path.join(ROOT, '.cache'), name: 'editor-edits' })
    contentDir = folder.contentDir
    outDir = path.relative(ROOT, path.join(folder.dir, 'build'))
    edits = await editLikeAnEditor(contentDir)

    // `npm run check:content` and `npm run build` on the edited copy, as CI runs them.
    ;[check, build] = await Promise.all([checkContent(contentDir), buildSite({ outDir, contentDir })])
    edited = contentOf(contentDir)
  })

  afterAll(() => {
    folder?.remove()
  })

  it('npm run check:content accepts the edited content', () => {
    expect(withoutPlaceholderWarnings(check.stderr)).toBe('')
    expect(check.code).toBe(0)
    expect(check.stdout).toMatch(/^Content is valid: /)
  })

  it('npm run build builds it', () => {
    expect(withoutPlaceholderWarnings(build.stderr)).toBe('')
    expect(build.code).toBe(0)
  })

  it('passes every check of a built site: pages, links, HTML validity, policy, structured data, site files, budgets', async () => {
    expect(
      await checkBuiltSite(path.join(ROOT, outDir, 'client'), { languages: languagesOf(contentDir), budgets: 'code' }),
    ).toEqual([])
  })

  it('the products page shows the new product with its photo and table, the renamed ones, and not the removed one', () => {
    const main = elements(parseHtml(read('products/index.html'))).find((element) => element.tagName === 'main')!
    const cards = elements(main).filter((element) => element.tagName === 'article')
    const byName = new Map(
      cards.map((card) => [text(elements(card).find((element) => element.tagName === 'h2')!), card]),
    )

    expect([...byName.keys()]).toEqual(edited.products.map((product) => product.name))
    expect(byName.has(edits.added.name)).toBe(true)
    expect(byName.has(edits.renamed.to)).toBe(true)
    expect(byName.has(edits.renamed.from)).toBe(false)
    expect(byName.has(edits.removed)).toBe(false)
    expect(attr(byName.get(edits.movedFile.name)!, 'id')).toBe(edits.movedFile.to)
    expect(cards.some((card) => attr(card, 'id') === edits.movedFile.from)).toBe(false)

    const picture = elements(byName.get(edits.added.name)!).find((element) => element.tagName === 'img')!
    expect(attr(picture, 'srcset')).toMatch(/\.webp \d+w/)
    const table = elements(byName.get(edits.added.name)!).find(
      (element) => attr(element, 'role') === 'group' && attr(element, 'aria-label') === 'Pack, Price',
    )
    expect(table && text(table)).toContain('25 kg bag')
  })

  it("a product's page shows the whole of its long description, and its cards the opening paragraph", () => {
    const { slug, last } = edits.longDescription
    const page = elements(parseHtml(read(`products/${slug}/index.html`))).find((element) => element.tagName === 'main')!
    expect(paragraphsIn(page)).toContain(last)
    // Its cards on the list and on its category's list, however many pages they run to.
    const cards = (fs.readdirSync(path.join(ROOT, outDir, 'client/products'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('index.html'))
      .flatMap((file) => productCardTexts(read(`products/${file}`), slug))
    // The opening paragraph, as written in the file (the whole, for a description that opens
    // with a heading, a list or a table, as the content guide tells editors).
    const { description } = edited.products.find((each) => each.slug === slug)!
    const expected = paragraphsIn(parseHtml(description.lead ?? description.html))
    if (edits.longDescription.opening) {
      expect(description.lead).toBeDefined()
      expect(expected[0]).toBe(renderMarkdown(edits.longDescription.opening, 1).markdown.text)
      expect(expected).not.toContain(last)
    }
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card).toEqual(expected)
  })

  it('the home page shows the new headline and the testimonial with 4 stars', () => {
    const page = elements(parseHtml(read('index.html')))
    expect(page.filter((element) => element.tagName === 'h1').map(text)).toEqual([edits.headline])
    const figure = page.find(
      (element) => element.tagName === 'figure' && text(element).includes(edits.testimonialAuthor),
    )!
    expect(
      elements(figure)
        .map((element) => attr(element, 'aria-label'))
        .filter(Boolean),
    ).toEqual(['Rated 4 out of 5 stars'])
  })
})
