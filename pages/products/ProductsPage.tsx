import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import { CallToAction } from '../../components/CallToAction'
import { Markdown } from '../../components/Markdown'
import { Picture } from '../../components/Picture'
import { Section } from '../../components/Section'
import type { PageHead } from '../page'

export const head: PageHead = { title: page.title, description: page.description }

export default function ProductsPage() {
  return (
    <>
      <Section id="page-title" level={1} title={page.heading} intro={page.intro}>
        <ul className="product-grid" role="list">
          {products.map((product, index) => (
            <li key={product.slug}>
              <article className="product-card" id={product.slug} aria-labelledby={`${product.slug}-name`}>
                <Picture
                  image={product.image}
                  className="product-card__image"
                  priority={index < 2}
                  sizes="(min-width: 56em) 30vw, (min-width: 40em) 45vw, 100vw"
                />
                <div className="product-card__body">
                  <h2 id={`${product.slug}-name`} className="product-card__name">
                    {product.name}
                  </h2>
                  <Markdown content={product.description} className="product-card__text" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction content={page.cta} />
    </>
  )
}
