/**
 * Problems of the catalogue's categories and addresses (generator/content/load/categories.ts,
 * load/content-folder.ts): a product naming a category that does not exist, and an entry whose
 * file name is the address of other pages of the site.
 */
import { describeValue as quoted, entry, excerpt } from '../problem.ts'

const listed = (items: readonly string[]) => items.join(', ')

export const categoryProblems = {
  'unknown-category': entry<{
    written: string
    folder: string
    categories: readonly string[]
    guess?: string
    guessName?: string
    example: string
  }>({
    title: 'A product in a category that does not exist',
    message: ({ written, folder }) =>
      `"category" must be the file name of a category in ${folder}/, without its language, got ${quoted(written)}`,
    advice: ({ guess, guessName, categories, folder, example }) =>
      guess
        ? `did you mean "${guess}"${guessName ? ` (the category "${excerpt(guessName, 60)}")` : ''}?`
        : categories.length
          ? `write one of ${listed(categories)}, or add the category first, as ${example}`
          : `add the category first, as ${example} in ${folder}/`,
    example: {
      written: 'category: Cassava products',
      fix: 'category: cassava-products',
      params: {
        written: 'Cassava products',
        folder: 'content/categories',
        categories: ['fish-and-seafood', 'cassava-products', 'cooking-oils', 'herbs'],
        guess: 'cassava-products',
        guessName: 'Cassava products',
        example: 'content/categories/cassava-products.en.md',
      },
    },
  }),
  'reserved-file-name': entry<{ name: string; singular: string; address: string; holder: string; free: string }>({
    title: 'A file name that is the address of other pages',
    message: ({ name, singular, address, holder }) =>
      `"${excerpt(name, 60)}" cannot name a ${singular}: its page would be at ${address}, where ${holder} are`,
    advice: ({ free }) => `rename the file (and its translations), such as "${free}"`,
    example: {
      written: 'content/products/category.en.md',
      fix: 'content/products/category-product.en.md',
      params: {
        name: 'category.en.md',
        singular: 'product',
        address: '/products/category/',
        holder: 'the category pages',
        free: 'category-product.en.md',
      },
    },
  }),
}
