import contact from 'virtual:content/contact'
import site from 'virtual:content/site'
import ui from 'virtual:content/interface'
import { fillTemplate } from '../../components/catalogue.ts'
import { ChatButton } from '../../components/ChatButton.tsx'
import { ContactLinks } from '../../components/ContactLinks.tsx'
import { EmbeddedFrame } from '../../components/EmbeddedFrame.tsx'
import { ExternalLink } from '../../components/ExternalLink.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Panel } from '../../components/Panel.tsx'
import { Section } from '../../components/Section.tsx'
import type { PageHead } from '../page.ts'
import { COLON } from '../../components/language.ts'

export const head: PageHead = { title: contact.title, description: contact.description }

export default function ContactPage() {
  const { address } = site
  return (
    <>
      <Section id="page-title" level={1} title={contact.heading} intro={contact.intro}>
        <div className="contact-layout">
          <section className="contact-form" aria-labelledby="form-title">
            <h2 id="form-title" className="contact-form__title">
              {contact.form.title}
            </h2>
            <EmbeddedFrame
              className="contact-form__frame"
              src={site.contactForm.embedUrl}
              title={fillTemplate(ui.formFrame, { title: contact.form.title })}
              height={contact.form.height}
            />
            <p className="contact-form__fallback">
              <ExternalLink href={site.contactForm.embedUrl}>{contact.form.fallback}</ExternalLink>
            </p>
          </section>

          <div className="contact-details">
            <Panel id="chat-title" accent title={contact.chat.heading}>
              <p>{contact.chat.text}</p>
              <ChatButton label={contact.chat.button} variant="accent" />
            </Panel>

            <Panel id="phones-title" title={contact.details.phonesHeading}>
              <ContactLinks phones={site.phones} />
            </Panel>

            <Panel id="emails-title" title={contact.details.emailsHeading}>
              <ContactLinks emails={site.emails} />
            </Panel>

            <Panel id="address-title" title={contact.details.addressHeading}>
              <address className="contact-address">
                <Icon name="map-pin" />
                <span>
                  {site.name}
                  <br />
                  {address.street}
                  <br />
                  {address.city}
                  {address.postalCode ? ` ${address.postalCode}` : ''}, {address.region}
                  <br />
                  {address.country}
                </span>
              </address>
              {site.hours ? (
                <p className="contact-hours">
                  <Icon name="clock" />
                  <span>
                    <span className="contact-list__label">
                      {contact.details.hoursHeading}
                      {COLON}
                    </span>{' '}
                    {site.hours}
                  </span>
                </p>
              ) : null}
            </Panel>
          </div>
        </div>
      </Section>

      <Section id="map-title" tinted title={contact.map.heading}>
        <EmbeddedFrame
          className="map-frame"
          src={site.map.embedUrl}
          title={fillTemplate(ui.mapFrame, { address: `${address.street}, ${address.city}` })}
          height={450}
          referrerPolicy="no-referrer-when-downgrade"
        />
        <p>
          <ExternalLink href={site.map.linkUrl}>{contact.map.link}</ExternalLink>
        </p>
      </Section>
    </>
  )
}
