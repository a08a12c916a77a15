import { staticPaths } from '../routes'

// Pre-render every path of the React Router table.
export default () => staticPaths()
