import { useEffect } from 'react'
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

/**
 * The whole site: the same tree renders on the server (StaticRouter) and in the browser
 * (BrowserRouter), so React's generated ids (aria-controls) match. `onRouterListening` is called
 * in the browser once React Router listens to Back and Forward: its subscription is a layout
 * effect of the router, which runs before this effect.
 */
export function App({ onRouterListening }: { onRouterListening?: () => void }) {
  const location = useLocation()
  const element = useRoutes(routes)
  useEffect(() => onRouterListening?.(), [onRouterListening])
  return (
    <PageErrorBoundary part="root" locationKey={location.key}>
      {element}
    </PageErrorBoundary>
  )
}
