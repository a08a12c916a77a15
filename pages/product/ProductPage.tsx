import { Link, useParams, type Params } from 'react-router-dom'
import page from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import site from 'virtual:content/site'
import { Breadcrumbs } from '../../components/Breadcrumbs'
import {
  cataloguePageOf,
  cataloguePagePath,
  indexOfProduct,
  productPath,
  shortDescription,
} from '../../components/catalogue'
import { Markdown } from '../../components/Markdown'
import { Picture } from '../../components/Picture'
import { ProductDetails, productDetails } from '../../components/ProductDetails'
import { QuoteButton } from '../../components/QuoteButton'
import { ServerHtml } from '../../components/ServerHtml'
import type { PageHead } from '../page'

const indexOf = (params: Params) => indexOfProduct(products, params.slug)

export const head = (params: Params): PageHead => {
  const product = products[indexOf(params)]
  if (!product) return { title: page.title, description: page.description }
  return { title: product.name, description: shortDescription(product.description.text), image: product.image }
}

/** One product's page: /products/<file name>/. */
export default function ProductPage() {
  const index = indexOf(useParams())
  const product = products[index]
  // Only the products' own addresses are pages (renderer/site/+route.ts); nothing to show otherwise.
  if (!product) return null
  const previous = products[index - 1]
  const next = products[index + 1]
  const listPath = cataloguePagePath(cataloguePageOf(index))
  const { browse } = page
  return (
    <ServerHtml>
      <div className="container">
        <Breadcrumbs
          label={browse.trail}
          crumbs={[
            { label: browse.home, to: '/' },
            { label: site.nav.products, to: listPath },
            { label: product.name },
          ]}
        />
      </div>
      <section className="section page-intro product-page" aria-labelledby="page-title">
        <div className="container product-page__layout">
          <Picture
            image={product.image}
            className="product-page__image"
            priority
            sizes="(min-width: 56em) 45vw, 100vw"
          />
          <div className="product-page__summary">
            <h1 id="page-title" className="product-page__name">
              {product.name}
            </h1>
            <Markdown content={product.description} className="product-page__description" />
            <p className="product-page__actions">
              <QuoteButton product={product.name} copy={page.quote} />
            </p>
          </div>
        </div>
      </section>
      {productDetails(product, page.details).length ? (
        <section className="section section--tinted" aria-labelledby="product-details">
          <div className="container">
            <h2 id="product-details" className="product-page__details-heading">
              {page.details.heading}
            </h2>
            <ProductDetails product={product} labels={page.details} />
          </div>
        </section>
      ) : null}
      <nav className="container product-nav" aria-label={browse.moreProducts}>
        <ul className="product-nav__list" role="list">
          {previous ? (
            <li className="product-nav__previous">
              <Link to={productPath(previous.slug)} rel="prev">
                <span className="product-nav__label">{browse.previousProduct}</span>
                <span className="product-nav__name">{previous.name}</span>
              </Link>
            </li>
          ) : null}
          <li className="product-nav__all">
            <Link to={listPath}>{browse.allProducts}</Link>
          </li>
          {next ? (
            <li className="product-nav__next">
              <Link to={productPath(next.slug)} rel="next">
                <span className="product-nav__label">{browse.nextProduct}</span>
                <span className="product-nav__name">{next.name}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </ServerHtml>
  )
}
