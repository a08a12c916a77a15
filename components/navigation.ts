import site from 'virtual:content/site'

export interface NavItem {
  to: string
  label: string
}

/** Top bar links, in the order of the specification. */
export const navigation: readonly NavItem[] = [
  { to: '/about/', label: site.nav.about },
  { to: '/products/', label: site.nav.products },
  { to: '/services/', label: site.nav.services },
  { to: '/contact/', label: site.nav.contact },
]
