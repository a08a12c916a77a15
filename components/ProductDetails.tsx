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

/** The details this product has, as label and value(s). */
export function productDetails(product: Product, labels: ProductsCopy['details']) {
  return DETAIL_KEYS.flatMap((key) => {
    const value = product[key]
    return value === undefined ? [] : [{ key, label: labels[key], value }]
  })
}

/** A product's specifications as a list of terms and values; lists (pack sizes) one per line. */
export function ProductDetails({ product, labels }: { product: Product; labels: ProductsCopy['details'] }) {
  return (
    <dl className="product-details">
      {productDetails(product, labels).map(({ key, label, value }) => (
        <div key={key} className="product-details__row">
          <dt>{label}</dt>
          <dd>
            {Array.isArray(value) ? (
              <ul className="product-details__list">
                {value.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}
