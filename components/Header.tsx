import { Link, NavLink } from './links.tsx'
import site from 'virtual:content/site'
import ui from 'virtual:content/interface'
import { navigation } from './navigation.ts'
import { EnquiryLink } from './enquiry/EnquiryLink.tsx'
import { EnquiryStatus } from './enquiry/EnquiryStatus.tsx'
import { ExternalLink } from './ExternalLink.tsx'
import { headerFit } from './header-fit.ts'
import { Icon } from './Icon.tsx'
import { language } from './language.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { SEARCH_PATH } from './search/SearchForm.tsx'

/** Where Get Quote and the enquiry list's link fit in the top bar, for this language's words. */
const fit = headerFit({
  name: site.shortName,
  tagline: site.tagline,
  links: navigation.map((item) => item.label),
  search: ui.search.link,
  languages: language.languages.filter((other) => other.code !== language.code).map((other) => other.name),
  quote: site.quoteButton,
})

/**
 * The top bar: logo and tagline, the enquiry list's link (once it holds a product), page links
 * (current one highlighted), the search page, Get Quote, and the small-screen menu; and the
 * enquiry list's live region, which says each change of the list on every page. Its page links
 * show from the wide breakpoint, the small-screen menu below it (header-fit.ts).
 */
export function Header() {
  const quote = { href: site.chat.catalogueUrl, label: site.quoteButton }
  return (
    <header className={`site-header site-header--quote-${fit.quote} site-header--list-${fit.list}`}>
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <img className="brand__logo" src={site.logo.src} width={site.logo.width} height={site.logo.height} alt="" />
          <span className="brand__text">
            <span className="brand__name">{site.shortName}</span>
            <span className="brand__tagline">{site.tagline}</span>
          </span>
        </Link>
        <EnquiryLink className="site-header__enquiry" />
        <nav className="site-nav" aria-label={ui.mainNavigation}>
          <ul className="site-nav__list">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* A link to the search page, on every screen: its icon alone on small ones. */}
        <NavLink to={SEARCH_PATH} className="site-header__search">
          <Icon name="search" className="site-header__search-icon" />
          <span className="site-header__search-label">{ui.search.link}</span>
        </NavLink>
        <LanguageSwitcher className="site-header__languages" />
        <ExternalLink href={quote.href} className="button button--primary site-header__quote">
          {quote.label}
        </ExternalLink>
        <MobileMenu items={navigation} quote={quote} />
      </div>
      <EnquiryStatus />
    </header>
  )
}
