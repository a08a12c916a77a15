import type { PageContext } from 'vike/types'
import { matchRouteOnce, NOT_FOUND_PATH } from '../routes.ts'

// Every path of the React Router table, in each language, renders this page; any other path falls
// through to Vike's error page (renderer/_error), which renders the same app at its not-found route.
// Vike reads this file before the site's languages are known (they are content): a first segment
// of two or three letters may be a language's prefix (/fr/about/), and the page itself answers
// with the not-found page when it is not one (renderer/render-page.tsx).
export default (pageContext: PageContext) => {
  const { urlPathname } = pageContext
  const withoutLanguage = /^\/[a-z]{2,3}(\/.*)$/.exec(urlPathname)?.[1]
  return [urlPathname, withoutLanguage].some(
    (pathname) => pathname !== undefined && matchRouteOnce(pathname).route.path !== NOT_FOUND_PATH,
  )
}
