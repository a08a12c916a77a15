import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import { CallToAction } from '../../components/CallToAction'
import { ProductCard } from '../../components/ProductCard'
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
              <ProductCard product={product} priority={index < 2} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction content={page.cta} />
    </>
  )
}
