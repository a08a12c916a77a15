import { Link } from './links.tsx'
import site from 'virtual:content/site'
import ui from 'virtual:content/interface'
import { fillTemplate } from './catalogue.ts'
import { navigation } from './navigation.ts'
import { ContactLinks } from './ContactLinks.tsx'
import { ExternalLink } from './ExternalLink.tsx'
import { Icon } from './Icon.tsx'
import { Markdown } from './Markdown.tsx'

const socials = [
  { name: 'Instagram', icon: 'instagram', href: site.social.instagram },
  { name: 'Facebook', icon: 'facebook', href: site.social.facebook },
  { name: 'YouTube', icon: 'youtube', href: site.social.youtube },
  { name: 'TikTok', icon: 'tiktok', href: site.social.tiktok },
]

/** Footer: company summary and social links, quick links, contact details, copyright. */
export function Footer() {
  const { address } = site
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__brand">
            <img
              src={site.logo.src}
              width={site.logo.width}
              height={site.logo.height}
              alt=""
              className="site-footer__logo"
              loading="lazy"
            />
            {site.shortName}
          </p>
          <Markdown content={site.about} className="site-footer__summary" />
          <h2 className="site-footer__heading">{site.footer.socialHeading}</h2>
          <ul className="social-links">
            {socials.map((social) => (
              <li key={social.icon}>
                <ExternalLink
                  href={social.href}
                  className="social-links__link"
                  label={`${fillTemplate(ui.socialLink, { company: site.shortName, network: social.name })} ${ui.newTab}`}
                >
                  <Icon name={social.icon} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav className="site-footer__links" aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="site-footer__heading">
            {site.footer.quickLinksHeading}
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/">{ui.home}</Link>
            </li>
            {navigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{site.footer.contactHeading}</h2>
          <address className="site-footer__address">
            <ContactLinks phones={site.phones} emails={site.emails}>
              <li>
                <Icon name="map-pin" />
                <span>
                  {address.street}, {address.city}, {address.region}, {address.country}
                </span>
              </li>
            </ContactLinks>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © {site.copyrightYear} {site.name}. {ui.rights}
        </p>
      </div>
    </footer>
  )
}
