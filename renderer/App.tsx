import { useEffect } from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { notFoundRoute, pageRoutes } from './routes.ts'
import { Layout } from './Layout.tsx'
import { PageErrorBoundary } from './PageErrorBoundary.tsx'
import { RoutePage } from './RoutePage.tsx'

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

/** The not-found page at any address: for addresses shaped like a page that does not exist. */
const notFoundRoutes: RouteObject[] = [
  { element: <Layout />, children: [{ path: '*', element: <RoutePage page={notFoundRoute.page} /> }] },
]

/**
 * The whole site: the same tree renders on the server (StaticRouter) and in the browser
 * (BrowserRouter), so React's generated ids (aria-controls) match. `onRouterListening` is called
 * in the browser once React Router listens to Back and Forward: its subscription is a layout
 * effect of the router, which runs before this effect. `notFoundAt` is an address shaped like a
 * page that the host answered with the not-found page (/products/no-such-product/): the
 * not-found page is rendered there, on the server and when the browser hydrates it.
 */
export function App({ onRouterListening, notFoundAt }: { onRouterListening?: () => void; notFoundAt?: string }) {
  const location = useLocation()
  const element = useRoutes(location.pathname === notFoundAt ? notFoundRoutes : routes)
  useEffect(() => onRouterListening?.(), [onRouterListening])
  return (
    <PageErrorBoundary part="root" locationKey={location.key}>
      {element}
    </PageErrorBoundary>
  )
}
