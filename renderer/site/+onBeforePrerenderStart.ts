import products from 'virtual:content/products'
import { staticPaths } from '../routes.ts'

// Pre-render every path of the React Router table: the fixed pages, the catalogue's pages and
// one page per product.
export default () => staticPaths({ products })
