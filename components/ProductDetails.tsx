import { Link } from './links.tsx'
import type { Product, ProductsCopy } from '../generator/content/schemas/collections/index.ts'

type DetailKey = Exclude<keyof ProductsCopy['details'], 'heading'>

/** The details a product page lists, in this order, each shown only when the product has it. */
export const DETAIL_KEYS: readonly DetailKey[] = [
  'category',
  'packSizes',
  'minimumOrder',
  'origin',
  'shelfLife',
  'storage',
  'hsCode',
  'certifications',
]

/** The product's category as its page shows it: its name in the page's language, and its page. */
export interface DetailCategory {
  name: string
  path: string
}

/** One detail: its label and value(s), and the page it links to (the category's). */
export interface Detail {
  key: DetailKey
  label: string
  value: string | string[]
  path?: string
}

/**
 * The details this product has, as label and value(s). The category is the one given (the
 * product's category in the page's language): a product whose category is not in the page's
 * language shows none, rather than another language's name.
 */
export function productDetails(product: Product, labels: ProductsCopy['details'], category?: DetailCategory): Detail[] {
  return DETAIL_KEYS.flatMap((key): Detail[] => {
    if (key === 'category')
      return category ? [{ key, label: labels[key], value: category.name, path: category.path }] : []
    const value = product[key]
    return value === undefined ? [] : [{ key, label: labels[key], value }]
  })
}

/** A product's specifications as a list of terms and values; lists (pack sizes) one per line, the
 *  category a link to its page. */
export function ProductDetails({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="product-details">
      {details.map(({ key, label, value, path }) => (
        <div key={key} className="product-details__row">
          <dt>{label}</dt>
          <dd>
            {Array.isArray(value) ? (
              <ul className="product-details__list">
                {value.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : path ? (
              <Link to={path}>{value}</Link>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
