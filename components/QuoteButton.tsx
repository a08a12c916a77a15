import site from 'virtual:content/site'
import { chatLinkWithMessage } from '../generator/contacts/links.ts'
import { fillTemplate } from './catalogue.ts'
import { ExternalLink } from './ExternalLink.tsx'
import { Icon } from './Icon.tsx'
import { COLON } from './language.ts'

export interface QuoteCopy {
  /** Label of the button, such as "Request a Quote". */
  button: string
  /** The message the chat opens with; {product} becomes the product name. */
  message: string
}

/**
 * Asks for a quote about one product: opens the chat app in a new window with a message naming
 * the product already written, ready to send. Its accessible name names the product too, so a
 * list of cards is not a list of identical links.
 */
export function QuoteButton({
  product,
  copy,
  variant = 'accent',
}: {
  product: string
  copy: QuoteCopy
  variant?: 'accent' | 'outline'
}) {
  const href = chatLinkWithMessage(site.chat.chatUrl, fillTemplate(copy.message, { product }))
  return (
    <ExternalLink href={href} className={`button button--${variant}`}>
      <Icon name="whatsapp" />
      {copy.button}
      <span className="visually-hidden">{`${COLON} ${product}`}</span>
    </ExternalLink>
  )
}
