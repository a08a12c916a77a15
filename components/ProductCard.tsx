import type { Product } from '../generator/content/schemas/collections/index.ts'
import { AddToEnquiry } from './enquiry/AddToEnquiry.tsx'
import { Markdown } from './Markdown.tsx'
import { Picture } from './Picture.tsx'
import { QuoteButton, type QuoteCopy } from './QuoteButton.tsx'

/**
 * A product on the products page: picture, name and description (its opening paragraph, when it
 * holds more and the product has a page to show it all, so a catalogue of long descriptions stays
 * light on a phone). The name is the card's one
 * link to the product's page, and the whole card answers a click on it (the link's area covers
 * the card); the quote button, when given, sits above that area as a link of its own, never
 * inside another link. With `enquiry` (the product page's absolute address), the card also holds
 * the form that adds it to the enquiry list, which shows with JavaScript only (AddToEnquiry).
 */
export function ProductCard({
  product,
  href,
  quote,
  enquiry,
  priority = false,
  lead = href !== undefined,
}: {
  product: Pick<Product, 'slug' | 'name' | 'image' | 'description' | 'packSizes'>
  /** The product's page, if it has one (not in the admin's preview). */
  href?: string
  quote?: QuoteCopy
  /** The absolute address of the product's page, for the enquiry list's form (not in the admin's preview). */
  enquiry?: string
  /** The first cards, visible on arrival, load their picture at once. */
  priority?: boolean
  /** Whether it shows the description's opening alone (Markdown.lead): by default, when the
   *  product's page, one link away, shows it all. */
  lead?: boolean
}) {
  return (
    <article
      className={`product-card${href ? ' product-card--linked' : ''}`}
      id={product.slug}
      aria-labelledby={`${product.slug}-name`}
    >
      <Picture
        image={product.image}
        className="product-card__image"
        priority={priority}
        sizes="(min-width: 56em) 30vw, (min-width: 40em) 45vw, 100vw"
      />
      <div className="product-card__body">
        <h2 id={`${product.slug}-name`} className="product-card__name">
          {href ? (
            <a href={href} className="product-card__link">
              {product.name}
            </a>
          ) : (
            product.name
          )}
        </h2>
        <Markdown content={product.description} className="product-card__text" lead={lead} />
        {quote ? (
          <p className="product-card__actions">
            <QuoteButton product={product.name} copy={quote} variant="outline" />
          </p>
        ) : null}
        {enquiry ? <AddToEnquiry product={product} url={enquiry} /> : null}
      </div>
    </article>
  )
}
