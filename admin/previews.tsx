/**
 * The admin's live previews: each entry drawn by the site's own components and stylesheet, with
 * its Markdown rendered and sanitised by the build's own renderer, so what the editor sees is
 * what the page will show.
 */
import type { ComponentType } from 'react'
import { CallToAction } from '../components/CallToAction.tsx'
import { IconCard } from '../components/IconCard.tsx'
import { ProductCard } from '../components/ProductCard.tsx'
import { Section } from '../components/Section.tsx'
import { SourcedProducts } from '../components/SourcedProducts.tsx'
import { TestimonialCard } from '../components/TestimonialCard.tsx'
import type { Markdown } from '../generator/content/schemas/collections/index.ts'
import type { Image } from '../generator/content/schemas/fields/pictures.ts'
import { renderMarkdown } from '../generator/content/read/markdown.ts'
import { plain } from './checks.ts'
import { BODY_FIELD } from './config.ts'

/** What Decap CMS hands a preview. */
export interface PreviewProps {
  entry: { get(key: 'data'): unknown; get(key: 'slug'): string | undefined }
  getAsset(path: string): { toString(): string } | undefined
}

type Data = Record<string, unknown>

const dataOf = (props: PreviewProps) => (plain(props.entry.get('data')) ?? {}) as Data
const textOf = (value: unknown, fallback = '') => (typeof value === 'string' && value.trim() ? value : fallback)

function markdownOf(value: unknown): Markdown {
  return renderMarkdown(textOf(value), 1).markdown
}

/** A picture field as the page shows it: an uploaded file through Decap's media store. */
function imageOf(props: PreviewProps, data: Data): Image {
  const value = textOf(data.image)
  const src = value && !/^https:/.test(value) ? String(props.getAsset(value) ?? value) : value
  const width = Number(data.imageWidth) || 800
  const height = Number(data.imageHeight) || 600
  return { src, alt: textOf(data.imageAlt), width, height }
}

/** The entry inside the page's width, as on the site. */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <main className="section">
      <div className="container">{children}</div>
    </main>
  )
}

function ProductPreview(props: PreviewProps) {
  const data = dataOf(props)
  return (
    <Frame>
      <ul className="product-grid" role="list">
        <li>
          <ProductCard
            priority
            product={{
              slug: props.entry.get('slug') ?? 'new-product',
              name: textOf(data.name, 'Product name'),
              image: imageOf(props, data),
              description: markdownOf(data[BODY_FIELD]),
            }}
          />
        </li>
      </ul>
    </Frame>
  )
}

function IconCardPreview(props: PreviewProps) {
  const data = dataOf(props)
  return (
    <Frame>
      <div className="icon-card-grid">
        <IconCard
          icon={textOf(data.icon, 'star')}
          title={textOf(data.title, 'Title')}
          description={markdownOf(data[BODY_FIELD])}
        />
      </div>
    </Frame>
  )
}

function TestimonialPreview(props: PreviewProps) {
  const data = dataOf(props)
  const location = textOf(data.location)
  return (
    <Frame>
      <ul className="testimonials" role="list">
        <li>
          <TestimonialCard
            testimonial={{
              rating: Math.min(5, Math.max(0, Number(data.rating) || 0)),
              quote: markdownOf(data[BODY_FIELD]),
              author: textOf(data.author, 'Name'),
              role: textOf(data.role),
              ...(location ? { location } : {}),
            }}
          />
        </li>
      </ul>
    </Frame>
  )
}

/** A page's texts: its heading and introduction, its story, and its call-to-action band. */
function PagePreview(props: PreviewProps) {
  const data = dataOf(props)
  const hero = (data.hero ?? {}) as Data
  const cta = data.cta as { heading?: string; text?: string; button?: string } | undefined
  const heading = textOf(data.heading, textOf(hero.headline, textOf(data.title)))
  const intro = textOf(data.intro, textOf(hero.tagline, textOf(data.text)))
  const story = textOf(data[BODY_FIELD])
  return (
    <>
      <Section id="preview-title" level={1} title={heading} intro={intro}>
        {story ? <div className="prose" dangerouslySetInnerHTML={{ __html: markdownOf(story).html }} /> : undefined}
      </Section>
      {cta ? (
        <CallToAction
          content={{ heading: textOf(cta.heading), text: textOf(cta.text), button: textOf(cta.button, 'Get Quote') }}
        />
      ) : undefined}
    </>
  )
}

function SourcedProductsPreview(props: PreviewProps) {
  const data = dataOf(props)
  const items = (Array.isArray(data.items) ? data.items : []) as { name?: string; code?: string }[]
  return (
    <Frame>
      <SourcedProducts
        label="Products We Source"
        items={items.map((item) => ({ name: textOf(item.name), code: textOf(item.code) }))}
        closing={textOf(data.closing)}
      />
    </Frame>
  )
}

/** The preview of each Decap collection that has one. */
export const PREVIEWS: Record<string, ComponentType<PreviewProps>> = {
  products: ProductPreview,
  services: IconCardPreview,
  values: IconCardPreview,
  'why-choose': IconCardPreview,
  testimonials: TestimonialPreview,
  pages: PagePreview,
  'sourced-products': SourcedProductsPreview,
}
