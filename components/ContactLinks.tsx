import type { ReactNode } from 'react'
import type { Site } from '../generator/content/collections'
import { displayPhone, telHref } from './phone'
import { Icon } from './Icon'

/** Phone numbers as tel: links and e-mail addresses as mailto: links, each with its label;
 *  `children` adds more items (such as the address) to the same list. */
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
          <span className="contact-list__label">{phone.label}:</span>{' '}
          <a href={telHref(phone.number)}>{displayPhone(phone.number)}</a>
        </li>
      ))}
      {emails.map((email) => (
        <li key={email.address}>
          <Icon name="mail" />
          <span className="contact-list__label">{email.label}:</span>{' '}
          <a href={`mailto:${email.address}`}>{email.address}</a>
        </li>
      ))}
      {children}
    </ul>
  )
}
