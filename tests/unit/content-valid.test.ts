/**
 * The fixture content (tests/fixtures/content) loads and holds what the specification describes:
 * it is the pinned default content, so its exact counts and wording are checked. The live
 * content/ is only required to load, whatever editors have made of it.
 */
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SiteContent } from '../../generator/content/schemas/collections/index.ts'
import { formatReport } from '../../generator/content/problems/report.ts'
import { loadContent, type LanguageContent } from '../../generator/content/load/load.ts'
import { LIVE_CONTENT } from '../support/site.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'
import { ICONS_FILE, PROJECT_ROOT } from '../support/content-copy.ts'
import { SPEC } from '../support/spec.ts'

describe('the live content', () => {
  it('loads without a problem, every body rendered to HTML without any <script>, in every language', () => {
    const result = loadContent({ root: PROJECT_ROOT, contentDir: LIVE_CONTENT, iconsFile: ICONS_FILE })
    if (!result.ok)
      expect.fail(
        `${path.relative(PROJECT_ROOT, LIVE_CONTENT)}/ should be valid, got:\n${formatReport(result.issues, {})}`,
      )
    const prefix = `${path.relative(PROJECT_ROOT, LIVE_CONTENT).split(path.sep).join('/')}/`
    expect(result.files.length).toBeGreaterThan(0)
    expect(result.files.every((file) => file.startsWith(prefix) && file.endsWith('.md'))).toBe(true)
    expect(result.languages[0].content).toBe(result.content)
    for (const { content } of result.languages) {
      const cards = [content.products, content.services, content.values, content.whyChoose].flat()
      const bodies = [
        content.site.about,
        content.about.story.text,
        ...cards.map((entry) => entry.description),
        ...content.testimonials.map((entry) => entry.quote),
      ]
      for (const body of bodies) expect(body.html).not.toMatch(/<script/i)
    }
  })
})

describe('the fixture content', () => {
  let content: SiteContent
  let languages: LanguageContent[]
  let files: string[]

  beforeAll(() => {
    // Loaded from a content/ folder of its own, so files are named as editors see them.
    const result = loadContent({
      root: path.dirname(FIXTURE_CONTENT),
      contentDir: FIXTURE_CONTENT,
      iconsFile: ICONS_FILE,
    })
    if (!result.ok) expect.fail(`tests/fixtures/content/ should be valid, got:\n${formatReport(result.issues, {})}`)
    content = result.content
    languages = result.languages
    files = result.files
  })

  it('reads every Markdown file, named relative to the project', () => {
    expect(files).toContain('content/site.md')
    expect(files).toContain('content/pages/home.md')
    expect(files).toContain('content/products/garri.en.md')
    expect(files.every((file) => file.startsWith('content/') && file.endsWith('.md'))).toBe(true)
  })

  it('has six products, in their order', () => {
    expect(content.products.map((product) => product.name)).toEqual(SPEC.products)
    expect(content.products.map((product) => product.order)).toEqual([1, 2, 3, 4, 5, 6])
    const garri = content.products.find((product) => product.slug === 'garri')!
    expect(garri.image).toMatchObject({
      alt: expect.stringMatching(/garri/i),
      width: expect.any(Number),
      height: expect.any(Number),
    })
    expect(garri.image.src).toMatch(/products\/garri\.svg$/)
  })

  it('has four services, four values, five why-choose points and three five-star testimonials', () => {
    expect(content.services).toHaveLength(4)
    expect(content.values).toHaveLength(4)
    expect(content.whyChoose).toHaveLength(5)
    expect(content.testimonials).toHaveLength(3)
    expect(content.testimonials.map((testimonial) => testimonial.rating)).toEqual([5, 5, 5])
    for (const list of [content.services, content.values, content.whyChoose, content.testimonials]) {
      expect(list.map((entry) => entry.order)).toEqual([...list.map((entry) => entry.order)].sort((a, b) => a - b))
    }
  })

  it('has 23 sourced products and a mission of five items, each a sentence of several words', () => {
    expect(content.sourcedProducts.items).toHaveLength(23)
    expect(content.sourcedProducts.items[0]).toEqual({ name: 'Sesame seeds', code: '1207.40' })
    expect(content.about.mission.items).toHaveLength(5)
    for (const bullet of content.about.mission.items) expect(bullet).toMatch(/\S+(\s+\S+){3,}/)
  })

  // The browser tests read their expectations from this content; here it is held to what the
  // specification names (tests/support/spec.ts), in its order.
  it("names the specification's services, why-choose points, values and what-we-do items, in order", () => {
    expect(content.services.map((service) => service.title)).toEqual(SPEC.services)
    expect(content.whyChoose.map((point) => point.title)).toEqual(SPEC.whyChoose)
    expect(content.values.map((value) => value.title)).toEqual(SPEC.values)
    expect(content.about.whatWeDo.items.map((item) => item.title)).toEqual(SPEC.whatWeDo)
  })

  it('keeps numbers as numbers and codes and phone numbers as text', () => {
    expect(content.contact.form.height).toBe(700)
    expect(content.site.phones[0]!.number).toMatch(/^\+234 /)
    expect(content.sourcedProducts.items.find((item) => item.name === 'Cashew nuts')?.code).toBe('0801')
  })

  it('is in English and French, every entry translated (testimonials are kept in the words they were given in)', () => {
    expect(languages.map(({ language, isDefault }) => [language.code, isDefault])).toEqual([
      ['en', true],
      ['fr', false],
    ])
    expect(languages[0]!.content).toBe(content)
    const french = languages[1]!.content
    for (const key of ['products', 'services', 'values', 'whyChoose'] as const) {
      expect(french[key].map((entry) => entry.slug)).toEqual(content[key].map((entry) => entry.slug))
      expect(french[key].every((entry) => entry.lang === 'fr')).toBe(true)
    }
    expect(french.testimonials).toEqual(content.testimonials)
    expect(french.testimonials.every((entry) => entry.lang === 'en')).toBe(true)
  })

  it('renders every Markdown body to HTML, without any <script>, in every language', () => {
    for (const { content } of languages) {
      const bodies = [
        content.site.about,
        content.about.story.text,
        ...content.products.map((entry) => entry.description),
        ...content.services.map((entry) => entry.description),
        ...content.values.map((entry) => entry.description),
        ...content.whyChoose.map((entry) => entry.description),
        ...content.testimonials.map((entry) => entry.quote),
      ]
      expect(bodies).toHaveLength(2 + 6 + 4 + 4 + 5 + 3)
      for (const body of bodies) {
        expect(body.html).toMatch(/^<p>[\s\S]*<\/p>$/)
        expect(body.html).not.toMatch(/<script/i)
        expect(body.text).not.toMatch(/[<>]/)
        expect(body.text.length).toBeGreaterThan(0)
      }
      expect(content.about.story.text.html).toContain('<em>Ala</em>')
    }
  })
})
