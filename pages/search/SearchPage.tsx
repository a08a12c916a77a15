import { Link } from '../../components/links.tsx'
import categories from 'virtual:content/categories'
import productsPage from 'virtual:content/productsPage'
import products from 'virtual:content/products'
import { CATALOGUE_PATH, categoryListings, categoryPath, fillTemplate } from '../../components/catalogue.ts'
import { formatNumber } from '../../components/language.ts'
import { ServerHtml } from '../../components/ServerHtml.tsx'
import { SearchView } from './SearchView.tsx'

export { head } from './SearchView.tsx'

/** A link to each category with products, with their number, then to every product: the words
 *  of the products page's own links (content/pages/products.md). */
function SearchCategories() {
  const listings = categoryListings(categories, products)
  return (
    <nav className="category-links search-page__categories" aria-labelledby="search-categories-title">
      <h2 id="search-categories-title" className="category-links__title">
        {productsPage.categories.heading}
      </h2>
      <ul className="category-links__list" role="list">
        {listings.map(({ category, products: listed }) => (
          <li key={category.slug}>
            <Link className="category-links__link" to={categoryPath(category.slug)}>
              {fillTemplate(productsPage.categories.link, {
                category: category.name,
                count: formatNumber(listed.length),
              })}
            </Link>
          </li>
        ))}
        <li>
          <Link className="category-links__link" to={CATALOGUE_PATH}>
            {productsPage.browse.allProducts}
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** The search page as the server renders it: its categories from content (see SearchView). */
export default function SearchPage() {
  return (
    <SearchView
      categories={
        <ServerHtml>
          <SearchCategories />
        </ServerHtml>
      }
    />
  )
}
