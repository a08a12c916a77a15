import site from 'virtual:content/site'
import { ExternalLink } from './ExternalLink.tsx'
import { Icon } from './Icon.tsx'

/** A button that opens a chat with the company in the chat app, in a new window. */
export function ChatButton({
  label,
  variant,
  large = false,
}: {
  label: string
  variant: 'accent' | 'outline'
  large?: boolean
}) {
  return (
    <ExternalLink href={site.chat.chatUrl} className={`button button--${variant}${large ? ' button--large' : ''}`}>
      <Icon name="whatsapp" />
      {label}
    </ExternalLink>
  )
}
