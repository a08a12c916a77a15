/**
 * The products of one language as the site search indexes them (generator/search/index-files.ts):
 * the words of each field, and what a result shows. Read at build time from the typed content,
 * so the index knows each field (a word of the name counts more than one of the description),
 * the editors' other names, and the category's name in the language of the page.
 */
import type { Category, Product } from '../../generator/content/schemas/collections/index.ts'
import type { SearchDocument } from '../../generator/search/format.ts'
import { productPath, shortDescription } from '../catalogue.ts'

/** The details a buyer may search by: where it is from, how it is packed, its customs code,
 *  its certificates. */
const SEARCHED_DETAILS = ['packSizes', 'minimumOrder', 'origin', 'hsCode', 'certifications'] as const

/** A result's description: shorter than a card's, so a page of results stays light. */
export const SUMMARY_LENGTH = 140

/** One language's products (in the catalogue's order) as search documents; `categories` are the
 *  same language's. A category not translated into the language is left out of its products. */
export function searchDocuments(
  products: readonly Product[],
  categories: readonly Pick<Category, 'slug' | 'name'>[],
): SearchDocument[] {
  const categoryNames = new Map(categories.map((category) => [category.slug, category.name]))
  return products.map((product) => {
    const category = product.category === undefined ? undefined : categoryNames.get(product.category)
    const details = SEARCHED_DETAILS.flatMap((key) => {
      const value = product[key]
      return value === undefined ? [] : Array.isArray(value) ? value : [value]
    })
    const { src, width, height } = product.image
    return {
      fields: {
        name: [product.name],
        otherNames: product.otherNames ?? [],
        category: category === undefined ? [] : [category],
        details,
        description: [product.description.text],
      },
      result: {
        name: product.name,
        path: productPath(product.slug),
        ...(category === undefined ? {} : { category }),
        summary: shortDescription(product.description.text, SUMMARY_LENGTH),
        image: { src, width, height },
      },
    }
  })
}
