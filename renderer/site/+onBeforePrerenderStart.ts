import { allPagePaths } from '../languages.ts'

// Pre-render every path of the React Router table in every language: the fixed pages, the
// catalogue's pages and one page per product (in a language, only the products translated into it).
export default () => allPagePaths()
