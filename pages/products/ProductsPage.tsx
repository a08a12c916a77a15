import { useParams, type Params } from 'react-router-dom'
import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import site from 'virtual:content/site'
import { CallToAction } from '../../components/CallToAction'
import {
  cataloguePageAt,
  cataloguePageCount,
  fillTemplate,
  productPath,
  productsOnPage,
} from '../../components/catalogue'
import { Pagination } from '../../components/Pagination'
import { ProductCard } from '../../components/ProductCard'
import { Section } from '../../components/Section'
import { ServerHtml } from '../../components/ServerHtml'
import { siteHref } from '../../components/site-href'
import type { PageHead } from '../page'

const pages = cataloguePageCount(products.length)
const pageAt = (params: Params) => cataloguePageAt(params.number, products.length)

export const head = (params: Params): PageHead => {
  const current = pageAt(params)
  if (current === 1) return { title: page.title, description: page.description }
  // "Our Products: Page 2 of 9", or with the shorter menu label when the heading is long.
  const pageOf = fillTemplate(page.browse.pageOf, { page: current, pages })
  const title = [`${page.heading}: ${pageOf}`, `${site.nav.products}: ${pageOf}`].find(
    (candidate) => candidate.length <= 60,
  )
  return { title: title ?? pageOf, description: page.description }
}

/** The catalogue: /products/ and, past PRODUCTS_PER_PAGE products, /products/page/2/ and on. */
export default function ProductsPage() {
  const current = pageAt(useParams())
  return (
    <ServerHtml>
      <Section id="page-title" level={1} title={page.heading} intro={page.intro}>
        {pages > 1 ? (
          <p className="catalogue-position">{fillTemplate(page.browse.pageOf, { page: current, pages })}</p>
        ) : null}
        <ul className="product-grid" role="list">
          {productsOnPage(products, current).map((product, index) => (
            <li key={product.slug}>
              <ProductCard
                product={product}
                href={siteHref(productPath(product.slug))}
                quote={page.quote}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
        <Pagination current={current} pages={pages} labels={page.browse} />
      </Section>
      <CallToAction content={page.cta} />
    </ServerHtml>
  )
}
