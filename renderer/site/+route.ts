import type { PageContext } from 'vike/types'
import { matchPage, NOT_FOUND_PATH } from '../routes.ts'

// Every path of the React Router table renders this page; any other path falls through to
// Vike's error page (renderer/_error), which renders the same app at its not-found route.
export default (pageContext: PageContext) => matchPage(pageContext.urlPathname).path !== NOT_FOUND_PATH
