/**
 * The admin's live previews: each entry drawn by the site's own components and stylesheet, with
 * its Markdown rendered and sanitised by the build's own renderer, so what the editor sees is
 * what the page will show.
 *
 * In the language of the pane Decap previews (its left pane's, `locale`): the entry as that
 * language's page shows it (the translation's texts over the original's shared fields, as the
 * build makes it: generator/content/schemas/translation.ts `overlayTranslation`), and the site's
 * components in that language (admin/preview-language.ts), with that language's words of the
 * controls once read from content/interface.md (admin/preview-interface.ts).
 */
import { useEffect, useState, type ComponentType } from 'react'
import { CallToAction } from '../components/CallToAction.tsx'
import { IconCard } from '../components/IconCard.tsx'
import { ProductCard } from '../components/ProductCard.tsx'
import { ProductIntro } from '../components/ProductIntro.tsx'
import { Section } from '../components/Section.tsx'
import { SourcedProducts } from '../components/SourcedProducts.tsx'
import { TestimonialCard } from '../components/TestimonialCard.tsx'
import type { Markdown } from '../generator/content/schemas/collections/index.ts'
import type { Image } from '../generator/content/schemas/fields/pictures.ts'
import { interfaceFile } from '../generator/content/schemas/collections/interface.ts'
import { overlayTranslation } from '../generator/content/schemas/translation.ts'
import { renderMarkdown } from '../generator/content/read/markdown.ts'
import { plain } from './checks.ts'
import { BODY_FIELD, entryCheck, type AdminForms } from './config.ts'
import { publishedEntries } from './content-backend.ts'
import { checkedFields } from './language-checks.ts'
import { setInterfaceWords } from './preview-interface.ts'
import { previewIn } from './preview-language.ts'

type Getter = { get(key: string): unknown; getIn?(path: readonly string[]): unknown }

/** What Decap CMS hands a preview. */
export interface PreviewProps {
  /** The entry, its data in the language previewed. */
  entry: { get(key: 'data' | 'collection'): unknown; get(key: 'slug'): string | undefined }
  getAsset(path: string): { toString(): string } | undefined
  /** The language previewed (the left pane's), when the collection has several. */
  locale?: string
  /** Decap's store (its preview pane hands it on): the entry's default language's data. */
  state?: { entryDraft?: Getter }
}

type Data = Record<string, unknown>

/** A preview of one kind of entry, drawn from the entry's data in the language previewed. */
type EntryPreview = ComponentType<PreviewProps & { data: Data }>
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

/**
 * A product as the list shows it, its card (with the description's opening alone, when it holds
 * more), and as its own page shows it: picture, name and the whole description.
 */
function ProductPreview({ data, ...props }: PreviewProps & { data: Data }) {
  const product = {
    slug: props.entry.get('slug') ?? 'new-product',
    name: textOf(data.name, 'Product name'),
    image: imageOf(props, data),
    description: markdownOf(data[BODY_FIELD]),
  }
  return (
    <>
      <Frame>
        <ul className="product-grid" role="list">
          <li>
            <ProductCard priority lead product={product} />
          </li>
        </ul>
      </Frame>
      <ProductIntro product={product} />
    </>
  )
}

function IconCardPreview({ data }: PreviewProps & { data: Data }) {
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

function TestimonialPreview({ data }: PreviewProps & { data: Data }) {
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
function PagePreview({ data }: PreviewProps & { data: Data }) {
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

function SourcedProductsPreview({ data }: PreviewProps & { data: Data }) {
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

/** The preview of each kind of entry, by Decap collection. */
const PREVIEWS: Record<string, EntryPreview> = {
  products: ProductPreview,
  services: IconCardPreview,
  values: IconCardPreview,
  'why-choose': IconCardPreview,
  testimonials: TestimonialPreview,
  pages: PagePreview,
  'sourced-products': SourcedProductsPreview,
}

/** The words of the site's controls in each language, read from the backend once. */
let interfaceWords: Promise<void> | undefined

function readInterfaceWords(forms: AdminForms): Promise<void> {
  const file = `content/${interfaceFile().path}`
  const form = forms.collections.find(
    (candidate) => 'files' in candidate && candidate.files.some((f) => f.file === file),
  )
  const codes = forms.languages.map((language) => language.code)
  interfaceWords ??= form
    ? publishedEntries([form], codes).then(
        (entries) => {
          const read = entries.filter((entry) => entry.file === file)
          if (read.length) setInterfaceWords(Object.fromEntries(read.map((entry) => [entry.language, entry.data])))
        },
        () => undefined,
      )
    : Promise.resolve()
  return interfaceWords
}

/** Draws again once the words of the site's controls are read. */
function useInterfaceWords(forms: AdminForms) {
  const [, drawAgain] = useState(0)
  useEffect(() => {
    let live = true
    void readInterfaceWords(forms).then(() => live && drawAgain((round) => round + 1))
    return () => {
      live = false
    }
  }, [forms])
}

/**
 * The entry's data as the page of the language previewed shows it: the default language's as it
 * is; another's, its texts over the original's shared fields (its picture, its order), and its
 * own Markdown.
 */
function previewData(forms: AdminForms, props: PreviewProps, language: string): Data {
  const own = (plain(props.entry.get('data')) ?? {}) as Data
  if (language === forms.languages[0].code) return own
  const collection = String(props.entry.get('collection'))
  const check =
    forms.checks.get(entryCheck(collection, props.entry.get('slug') ?? '')) ?? forms.checks.get(entryCheck(collection))
  const original = (plain(props.state?.entryDraft?.getIn?.(['entry', 'data'])) ?? {}) as Data
  if (!check) return own
  const shown = overlayTranslation(checkedFields(original), checkedFields(own), check.schema) as Data
  return { ...shown, [BODY_FIELD]: own[BODY_FIELD] }
}

/** The preview of each Decap collection that has one, in the language of the pane it previews. */
export function previewTemplates(forms: AdminForms): Record<string, ComponentType<PreviewProps>> {
  return Object.fromEntries(
    Object.entries(PREVIEWS).map(([name, Preview]) => [
      name,
      function LanguagePreview(props: PreviewProps) {
        useInterfaceWords(forms)
        const language = props.locale ?? forms.languages[0].code
        // The site's components read the language while they draw, just below.
        previewIn(language)
        return <Preview {...props} data={previewData(forms, props, language)} />
      },
    ]),
  )
}
