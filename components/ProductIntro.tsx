import type { ReactNode } from 'react'
import type { Product } from '../generator/content/schemas/collections/index.ts'
import { Markdown } from './Markdown.tsx'
import { Picture } from './Picture.tsx'

/**
 * The top of a product's page: its picture, its name as the page's heading and its whole
 * description, then `children` (the page's actions). Drawn by the product's page and by the
 * admin's preview of a product, so both show the page the same way.
 */
export function ProductIntro({
  product,
  titleId,
  children,
}: {
  product: Pick<Product, 'name' | 'image' | 'description'>
  /** The heading's id, which names the section (the page's title). */
  titleId?: string
  children?: ReactNode
}) {
  return (
    <section className="section page-intro product-page" aria-labelledby={titleId}>
      <div className="container product-page__layout">
        <Picture image={product.image} className="product-page__image" priority sizes="(min-width: 56em) 45vw, 100vw" />
        <div className="product-page__summary">
          <h1 id={titleId} className="product-page__name">
            {product.name}
          </h1>
          <Markdown content={product.description} className="product-page__description" />
          {children}
        </div>
      </div>
    </section>
  )
}
