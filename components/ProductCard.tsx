import type { Product } from '../generator/content/collections'
import { Markdown } from './Markdown'
import { Picture } from './Picture'

/** A product on the products page: picture, name and description. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: Pick<Product, 'slug' | 'name' | 'image' | 'description'>
  /** The first cards, visible on arrival, load their picture at once. */
  priority?: boolean
}) {
  return (
    <article className="product-card" id={product.slug} aria-labelledby={`${product.slug}-name`}>
      <Picture
        image={product.image}
        className="product-card__image"
        priority={priority}
        sizes="(min-width: 56em) 30vw, (min-width: 40em) 45vw, 100vw"
      />
      <div className="product-card__body">
        <h2 id={`${product.slug}-name`} className="product-card__name">
          {product.name}
        </h2>
        <Markdown content={product.description} className="product-card__text" />
      </div>
    </article>
  )
}
