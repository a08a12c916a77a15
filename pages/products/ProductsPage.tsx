import { useParams, type Params } from 'react-router-dom'
import { Link } from '../../components/links.tsx'
import categories from 'virtual:content/categories'
import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import site from 'virtual:content/site'
import { absoluteUrl } from '../../generator/site-files.ts'
import { CallToAction } from '../../components/CallToAction.tsx'
import { COLON, formatNumber, local } from '../../components/language.ts'
import {
  cataloguePageAt,
  cataloguePageCount,
  categoryListings,
  categoryPath,
  fillTemplate,
  productPath,
  productsOnPage,
  PRODUCTS_PER_PAGE,
} from '../../components/catalogue.ts'
import { Pagination } from '../../components/Pagination.tsx'
import { SearchForm } from '../../components/search/SearchForm.tsx'
import { ProductCard } from '../../components/ProductCard.tsx'
import { Section } from '../../components/Section.tsx'
import { ServerHtml } from '../../components/ServerHtml.tsx'
import { siteHref } from '../../components/site-href.ts'
import type { PageHead, StructuredDataOf } from '../page.ts'
import { productList } from '../structured-data.ts'

const pages = cataloguePageCount(products.length)
/** The categories with products, each a way into the catalogue. */
const listings = categoryListings(categories, products)
const pageAt = (params: Params) => cataloguePageAt(params.number, products.length)

export const head = (params: Params): PageHead => {
  const current = pageAt(params)
  if (current === 1) return { title: page.title, description: page.description }
  // "Our Products: Page 2 of 9", or with the shorter menu label when the heading is long.
  const pageOf = fillTemplate(page.browse.pageOf, { page: formatNumber(current), pages: formatNumber(pages) })
  const title = [`${page.heading}${COLON} ${pageOf}`, `${site.nav.products}${COLON} ${pageOf}`].find(
    (candidate) => candidate.length <= 60,
  )
  return { title: title ?? pageOf, description: page.description }
}

/** The products this page of the catalogue lists, each by its page's address. */
export const structuredData: StructuredDataOf = (params) => {
  const current = pageAt(params)
  return [
    productList(site, productsOnPage(products, current), {
      name: page.heading,
      firstPosition: (current - 1) * PRODUCTS_PER_PAGE + 1,
      total: products.length,
    }),
  ]
}

/** A plain link to each category's page, in the categories' order, with its number of products. */
function CategoryLinks() {
  if (!listings.length) return null
  return (
    <nav className="category-links" aria-labelledby="category-links-title">
      <h2 id="category-links-title" className="category-links__title">
        {page.categories.heading}
      </h2>
      <ul className="category-links__list" role="list">
        {listings.map(({ category, products: listed }) => (
          <li key={category.slug}>
            <Link className="category-links__link" to={categoryPath(category.slug)}>
              {fillTemplate(page.categories.link, { category: category.name, count: formatNumber(listed.length) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The catalogue: /products/ and, past PRODUCTS_PER_PAGE products, /products/page/2/ and on. */
export default function ProductsPage() {
  const current = pageAt(useParams())
  return (
    <ServerHtml>
      <Section id="page-title" level={1} title={page.heading} intro={page.intro}>
        <SearchForm id="products-search-field" className="catalogue-search" />
        <CategoryLinks />
        {pages > 1 ? (
          <p className="catalogue-position">
            {fillTemplate(page.browse.pageOf, { page: formatNumber(current), pages: formatNumber(pages) })}
          </p>
        ) : null}
        <ul className="product-grid" role="list">
          {productsOnPage(products, current).map((product, index) => (
            <li key={product.slug}>
              <ProductCard
                product={product}
                href={siteHref(productPath(product.slug))}
                quote={page.quote}
                enquiry={absoluteUrl(site.url, local(productPath(product.slug)))}
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
