import type { ReactNode } from 'react'
import type { Site } from '../generator/content/schemas/collections/index.ts'
import { mailtoHref, phoneText, telHref } from '../generator/contacts/links.ts'
import { Icon } from './Icon.tsx'
import { COLON } from './language.ts'

/**
 * Phone numbers as tel: links and e-mail addresses as mailto: links, each with its label;
 * `children` adds more items (such as the address) to the same list.
 *
 * The numbers and addresses are the forms the contact checks publish (generator/contacts/): a
 * number in international format, whose tel: link is its E.164 form, and an address whose
 * mailto: link is encoded so it arrives whole (bill+orders@… stays a +).
 */
export function ContactLinks({
  phones = [],
  emails = [],
  children,
}: {
  phones?: Site['phones']
  emails?: Site['emails']
  children?: ReactNode
}) {
  return (
    <ul className="contact-list">
      {phones.map((phone) => (
        <li key={phone.number}>
          <Icon name="phone" />
          <span className="contact-list__label">
            {phone.label}
            {COLON}
          </span>{' '}
          <a href={telHref(phone.number)}>{phoneText(phone.number)}</a>
        </li>
      ))}
      {emails.map((email) => (
        <li key={email.address}>
          <Icon name="mail" />
          <span className="contact-list__label">
            {email.label}
            {COLON}
          </span>{' '}
          <a href={mailtoHref(email.address)}>{email.address}</a>
        </li>
      ))}
      {children}
    </ul>
  )
}
