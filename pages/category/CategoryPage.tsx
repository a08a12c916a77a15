import { useParams, type Params } from 'react-router-dom'
import categories from 'virtual:content/categories'
import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import site from 'virtual:content/site'
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx'
import { CallToAction } from '../../components/CallToAction.tsx'
import {
  cataloguePageAt,
  cataloguePageCount,
  categoryListing,
  categoryPath,
  categoryTrail,
  fillTemplate,
  productPath,
  productsOnPage,
  PRODUCTS_PER_PAGE,
  shortDescription,
} from '../../components/catalogue.ts'
import { COLON, formatNumber, pluralForm } from '../../components/language.ts'
import { Markdown } from '../../components/Markdown.tsx'
import { Pagination } from '../../components/Pagination.tsx'
import { ProductCard } from '../../components/ProductCard.tsx'
import { ServerHtml } from '../../components/ServerHtml.tsx'
import { siteHref } from '../../components/site-href.ts'
import type { CollectionOf, PageHead, StructuredDataOf } from '../page.ts'
import { breadcrumbList, productList } from '../structured-data.ts'

/** The category at this address with its products, and the page of its list shown. */
function listingAt(params: Params) {
  const listing = categoryListing(categories, products, params.slug)
  if (!listing) return undefined
  const count = listing.products.length
  return { ...listing, current: cataloguePageAt(params.number, count), pages: cataloguePageCount(count) }
}

const trailOf = (listing: NonNullable<ReturnType<typeof listingAt>>) =>
  categoryTrail(listing.category, { home: page.browse.home, products: site.nav.products }, listing.current)

const pageOf = (current: number, pages: number) =>
  fillTemplate(page.browse.pageOf, { page: formatNumber(current), pages: formatNumber(pages) })

export const head = (params: Params): PageHead => {
  const listing = listingAt(params)
  if (!listing) return { title: page.title, description: page.description }
  const { category, current, pages } = listing
  const description = shortDescription(category.description.text)
  // "Herbs from Nigeria", or the category's name alone when that is too long for a title.
  const titled = fillTemplate(page.categories.title, { category: category.name })
  const title = titled.length <= 60 ? titled : category.name
  if (current === 1) return { title, description }
  // "Herbs from Nigeria: Page 2 of 3", or shorter when that is too long.
  const position = pageOf(current, pages)
  const paged = [`${title}${COLON} ${position}`, `${category.name}${COLON} ${position}`].find(
    (candidate) => candidate.length <= 60,
  )
  return { title: paged ?? position, description }
}

/** The products of the category, numbered across the pages of its list: the page's main entity. */
export const collection: CollectionOf = (params) => {
  const listing = listingAt(params)
  if (!listing) return productList(site, [], { name: page.heading })
  return productList(site, productsOnPage(listing.products, listing.current), {
    name: listing.category.name,
    firstPosition: (listing.current - 1) * PRODUCTS_PER_PAGE + 1,
    total: listing.products.length,
  })
}

/** The trail above the page: Home › Products › the category. */
export const structuredData: StructuredDataOf = (params) => {
  const listing = listingAt(params)
  return listing ? [breadcrumbList(site, trailOf(listing))] : []
}

/** A category's page: /products/category/<file name>/ and, past PRODUCTS_PER_PAGE products,
 *  /products/category/<file name>/page/2/ and on. */
export default function CategoryPage() {
  const listing = listingAt(useParams())
  // Only the addresses of categories with products are pages (renderer/page-paths.ts).
  if (!listing) return null
  const { category, current, pages } = listing
  const count = listing.products.length
  return (
    <ServerHtml>
      <div className="container">
        <Breadcrumbs label={page.browse.trail} trail={trailOf(listing)} />
      </div>
      <section className="section page-intro category-page" aria-labelledby="page-title">
        <div className="container">
          <div className="section-header">
            <h1 id="page-title" className="section-header__title">
              {category.name}
            </h1>
          </div>
          <Markdown content={category.description} className="category-page__description" />
          <p className="catalogue-position">
            {fillTemplate(page.categories.count[pluralForm(count)], { count: formatNumber(count) })}
            {pages > 1 ? (
              <>
                {' '}
                <span className="catalogue-position__page">{pageOf(current, pages)}</span>
              </>
            ) : null}
          </p>
          <ul className="product-grid" role="list">
            {productsOnPage(listing.products, current).map((product, index) => (
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
          <Pagination
            current={current}
            pages={pages}
            labels={page.browse}
            pagePath={(number) => categoryPath(category.slug, number)}
          />
        </div>
      </section>
      <CallToAction content={page.cta} />
    </ServerHtml>
  )
}
