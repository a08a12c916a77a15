/**
 * React Router's <Link> and <NavLink> as the site uses them: without `data-discover="true"`, which
 * React Router writes on every link for the lazy route discovery of its framework mode. The site's
 * route table is whole from the start (renderer/routes.ts), so the attribute was only bytes: about
 * 35 B of gzip on a products page of 24 cards, within the first round trip's budget. Every page
 * imports its links from here (eslint.config.js keeps it so).
 */
import type { ComponentProps } from 'react'
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom'

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover="none" {...props} />
}
