import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { pageRoutes } from './routes'
import { Layout } from './Layout'
import { PageErrorBoundary } from './PageErrorBoundary'
import { RoutePage } from './RoutePage'

const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Case-sensitive, like the hosts' file names (see matchPage).
    children: pageRoutes.map((route) => ({
      path: route.path,
      caseSensitive: true,
      element: <RoutePage page={route.page} />,
    })),
  },
]

/** The whole site: the same tree renders on the server (StaticRouter) and in the browser (BrowserRouter). */
export function App() {
  const location = useLocation()
  const element = useRoutes(routes)
  return (
    <PageErrorBoundary part="root" locationKey={location.key}>
      {element}
    </PageErrorBoundary>
  )
}

/** React Router's basename: the configured base path with its trailing slash ('/' at the domain
 *  root, '/my-repo/' for a sub-path), so a link to the home page is '/my-repo/', not '/my-repo'. */
export const basename = import.meta.env.BASE_URL

/** The site-relative path of a browser path: '/my-repo/products' → '/products'. */
export function sitePath(pathname: string): string {
  const prefix = basename.replace(/\/$/, '')
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname
}
