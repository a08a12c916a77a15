import { useRoutes, type RouteObject } from 'react-router-dom'
import { pageRoutes } from '../pages/routes'
import { Layout } from './Layout'
import { RoutePage } from './RoutePage'

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: pageRoutes.map((route) => ({ path: route.path, element: <RoutePage page={route.page} /> })),
  },
]

/** The whole site: the same tree renders on the server (StaticRouter) and in the browser (BrowserRouter). */
export function App() {
  return useRoutes(routes)
}

/** React Router's basename for the configured base path ('' at the domain root). */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '')
