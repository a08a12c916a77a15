import { useParams, type Params } from 'react-router-dom'
import { Link } from '../../components/links.tsx'
import categories from 'virtual:content/categories'
import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import site from 'virtual:content/site'
import type { Product } from '../../generator/content/schemas/collections/index.ts'
import { absoluteUrl } from '../../generator/site-files.ts'
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx'
import { AddToEnquiry } from '../../components/enquiry/AddToEnquiry.tsx'
import { local } from '../../components/language.ts'
import {
  categoryPath,
  indexOfProduct,
  productPath,
  productTrail,
  shortDescription,
} from '../../components/catalogue.ts'
import { ProductDetails, productDetails, type DetailCategory } from '../../components/ProductDetails.tsx'
import { ProductIntro } from '../../components/ProductIntro.tsx'
import { QuoteButton } from '../../components/QuoteButton.tsx'
import { ServerHtml } from '../../components/ServerHtml.tsx'
import type { PageHead, StructuredDataOf } from '../page.ts'
import { breadcrumbList, product as productThing } from '../structured-data.ts'

const indexOf = (params: Params) => indexOfProduct(products, params.slug)

/** The product's category in this language, with its page: none where it is not translated
 *  (its page is then not in this language, and its name is not in its words). */
function categoryOf(product: Product): DetailCategory | undefined {
  const category =
    product.category === undefined ? undefined : categories.find((each) => each.slug === product.category)
  return category && { name: category.name, path: categoryPath(category.slug) }
}

const detailsOf = (product: Product) => productDetails(product, page.details, categoryOf(product))

export const head = (params: Params): PageHead => {
  const product = products[indexOf(params)]
  if (!product) return { title: page.title, description: page.description }
  return { title: product.name, description: shortDescription(product.description.text), image: product.image }
}

/** The product, with its details, and the trail of pages above it. */
export const structuredData: StructuredDataOf = (params) => {
  const index = indexOf(params)
  const item = products[index]
  if (!item) return []
  const trail = productTrail(index, item, { home: page.browse.home, products: site.nav.products })
  return [productThing(site, item, detailsOf(item), categoryOf(item)?.name), breadcrumbList(site, trail)]
}

/** A link to the product before or after this one: what it is (previous, next), then its name. */
function NeighbourLink({ product, label, rel }: { product: Product; label: string; rel: 'prev' | 'next' }) {
  return (
    <li className={`product-nav__${rel === 'prev' ? 'previous' : 'next'}`}>
      <Link to={productPath(product.slug)} rel={rel}>
        <span className="product-nav__label">{label}</span>
        <span className="product-nav__name">{product.name}</span>
      </Link>
    </li>
  )
}

/** One product's page: /products/<file name>/. */
export default function ProductPage() {
  const index = indexOf(useParams())
  const product = products[index]
  // Only the products' own addresses are pages (renderer/page-paths.ts); nothing to show otherwise.
  if (!product) return null
  const previous = products[index - 1]
  const next = products[index + 1]
  const { browse } = page
  const trail = productTrail(index, product, { home: browse.home, products: site.nav.products })
  const listPath = trail[1]!.path
  const details = detailsOf(product)
  return (
    <ServerHtml>
      <div className="container">
        <Breadcrumbs label={browse.trail} trail={trail} />
      </div>
      <ProductIntro product={product} titleId="page-title">
        <p className="product-page__actions">
          <QuoteButton product={product.name} copy={page.quote} />
        </p>
        <AddToEnquiry product={product} url={absoluteUrl(site.url, local(productPath(product.slug)))} />
      </ProductIntro>
      {details.length ? (
        <section className="section section--tinted" aria-labelledby="product-details">
          <div className="container">
            <h2 id="product-details" className="product-page__details-heading">
              {page.details.heading}
            </h2>
            <ProductDetails details={details} />
          </div>
        </section>
      ) : null}
      <nav className="container product-nav" aria-label={browse.moreProducts}>
        <ul className="product-nav__list" role="list">
          {previous ? <NeighbourLink product={previous} label={browse.previousProduct} rel="prev" /> : null}
          <li className="product-nav__all">
            <Link to={listPath}>{browse.allProducts}</Link>
          </li>
          {next ? <NeighbourLink product={next} label={browse.nextProduct} rel="next" /> : null}
        </ul>
      </nav>
    </ServerHtml>
  )
}
