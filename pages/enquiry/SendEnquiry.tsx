import { useMemo } from 'react'
import page from 'virtual:content/enquiry'
import ui from 'virtual:content/interface'
import site from 'virtual:content/site'
import { chatLinkWithMessage, mailtoWithMessage } from '../../generator/contacts/links.ts'
import { fillTemplate } from '../../components/catalogue.ts'
import { oneLine, type Enquiry } from '../../components/enquiry/list.ts'
import { composeEnquiry } from '../../components/enquiry/message.ts'
import { ExternalLink } from '../../components/ExternalLink.tsx'
import { Icon } from '../../components/Icon.tsx'

/**
 * The ways to send the enquiry: the company's chat link with the message written (one link, or
 * one per part when the list is too long for one: components/enquiry/message.ts), and the same
 * text in an e-mail to the first address of content/site.md (the sales address).
 */
export function SendEnquiry({ enquiry }: { enquiry: Enquiry }) {
  const { send, message, details } = page
  const messages = useMemo(
    () =>
      composeEnquiry(
        {
          items: enquiry.items,
          destination: oneLine(enquiry.destination),
          terms: details.options.some((option) => option.code === enquiry.terms) ? enquiry.terms : '',
        },
        { ...message, item: ui.enquiry.item },
        site.chat.chatUrl,
      ),
    [enquiry, message, details],
  )
  const parts = messages.chat.length
  const email = site.emails[0]!.address
  return (
    <section className="enquiry__part" aria-labelledby="enquiry-send">
      <h2 id="enquiry-send" className="enquiry__heading">
        {send.heading}
      </h2>
      <p>{send.text}</p>
      {parts > 1 ? (
        <p className="enquiry__note">{fillTemplate(send.split, { parts })}</p>
      ) : messages.addresses ? null : (
        <p className="enquiry__note">{send.shortened}</p>
      )}
      <ul className="enquiry-send" role="list">
        {messages.chat.map((text, index) => (
          <li key={index}>
            <ExternalLink href={chatLinkWithMessage(site.chat.chatUrl, text)} className="button button--accent">
              <Icon name="whatsapp" />
              {parts > 1 ? fillTemplate(send.whatsappPart, { part: index + 1, parts }) : send.whatsapp}
            </ExternalLink>
          </li>
        ))}
        <li>
          <a href={mailtoWithMessage(email, message.subject, messages.full)} className="button button--outline">
            <Icon name="mail" />
            {send.email}
          </a>
        </li>
      </ul>
    </section>
  )
}
