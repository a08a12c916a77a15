import ui from 'virtual:content/interface'
import type { Product } from '../../generator/content/schemas/collections/index.ts'
import { ADD_FORM_ATTRIBUTE } from './forms.ts'
import { MAX_QUANTITY } from './list.ts'
import { COLON } from '../language.ts'

/**
 * Adds a product to the enquiry list: its pack size (from the product's pack sizes, none when it
 * has none) and a quantity. In the HTML of every product card and product page, `hidden`: it needs
 * JavaScript, so a page without it shows nothing of it and keeps the quote link alone. The enquiry
 * script (forms.ts) shows it and answers its submission, on the page as sent and on catalogue
 * pages put in place later. Its controls name the product for screen readers, so a page of cards
 * is not a list of identical fields.
 */
export function AddToEnquiry({
  product,
  url,
}: {
  product: Pick<Product, 'slug' | 'name' | 'packSizes'>
  /** The absolute address of the product's page, which the message gives. */
  url: string
}) {
  const words = ui.enquiry
  const id = `enquiry-${product.slug}`
  const forProduct = <span className="visually-hidden">{`${COLON} ${product.name}`}</span>
  return (
    <form
      className={product.packSizes?.length ? 'enquiry-add' : 'enquiry-add enquiry-add--quantity-only'}
      hidden
      {...{ [ADD_FORM_ATTRIBUTE]: product.slug }}
      data-name={product.name}
      data-url={url}
    >
      {product.packSizes?.length ? (
        <p className="enquiry-add__field enquiry-add__field--pack">
          <label htmlFor={`${id}-pack`}>
            {words.packSize}
            {forProduct}
          </label>
          <select id={`${id}-pack`} name="pack">
            {product.packSizes.map((pack, index) => (
              <option key={index}>{pack}</option>
            ))}
          </select>
        </p>
      ) : null}
      <p className="enquiry-add__field enquiry-add__field--quantity">
        <label htmlFor={`${id}-quantity`}>
          {words.quantity}
          {forProduct}
        </label>
        <input
          id={`${id}-quantity`}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          defaultValue={1}
          required
        />
      </p>
      <button type="submit" className="button button--primary enquiry-add__button">
        {words.add}
        {forProduct}
      </button>
    </form>
  )
}
