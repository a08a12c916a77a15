/**
 * The enquiry as a message: a greeting, one line per product (its name and pack size, how many,
 * and its page's address on the next line), then the destination and delivery terms when the
 * buyer gave them, in the words of content/pages/enquiry.md. The e-mail carries it whole; the chat
 * link carries it whole when the link stays within CHAT_LINK_LIMIT, and otherwise:
 *
 * 1. without the page addresses (the names stay), if that is enough;
 * 2. else split into numbered messages, "(1/2)", "(2/2)", each with its own link, the products
 *    numbered on across them and the destination and terms in the last.
 *
 * Plain functions of their arguments (no content module, no browser), so the unit tests run them
 * on any list.
 */
import { chatLinkWithMessage } from '../../generator/contacts/links.ts'
import { fillTemplate } from '../catalogue.ts'

/**
 * The longest chat link the site publishes, in characters of the encoded link. WhatsApp's help
 * pages on click to chat give no limit for the message of a link; its Business Platform takes
 * text messages of up to 4,096 characters
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages), and browsers take
 * far longer addresses (Chromium up to 2 MB). What decides is the path the link travels: wa.me
 * answers with a redirect to api.whatsapp.com, which hands the message to the app on a phone or to
 * WhatsApp Web, and 2,000 characters is the length every browser, server and app handler on such a
 * path has long accepted (Internet Explorer stopped at 2,083; the Sitemaps protocol allows 2,048,
 * https://www.sitemaps.org/protocol.html; RFC 9110 §4.1 recommends supporting 8,000 octets at
 * least, noting that smaller limits are found in practice). A 2,000-character link carries about
 * 1,500 characters of English and fewer of French: letters outside ASCII take six characters or
 * more once encoded (é is %C3%A9), so the limit is measured on the link itself, never guessed
 * from the text.
 */
export const CHAT_LINK_LIMIT = 2000

/** The templates of content/pages/enquiry.md (`message`) and interface.md (`enquiry.item`). */
export interface MessageWords {
  greeting: string
  /** '{number}. {item} × {quantity}' */
  line: string
  /** '{product}, {pack}' */
  item: string
  destination: string
  terms: string
  /** '({part}/{parts})' */
  part: string
}

export interface MessageItem {
  name: string
  /** '' when the product has no pack sizes. */
  pack: string
  quantity: number
  /** The absolute address of the product's page ('' if unknown). */
  url: string
}

export interface EnquiryMessages {
  /** The whole enquiry, page addresses included: the e-mail's text. */
  full: string
  /** The chat messages: one, or several numbered parts when one would make too long a link. */
  chat: string[]
  /** Whether the chat messages carry the page addresses. */
  addresses: boolean
}

/** A product's line, and its address on the next line when asked for. */
function productLine(words: MessageWords, item: MessageItem, number: number, addresses: boolean): string {
  const name = item.pack ? fillTemplate(words.item, { product: item.name, pack: item.pack }) : item.name
  const line = fillTemplate(words.line, { number: String(number), item: name, quantity: String(item.quantity) })
  return addresses && item.url ? `${line}\n${item.url}` : line
}

/** A message: its first line(s), its product lines, and the details, each block after a blank line. */
const messageText = (head: string, lines: readonly string[], details: string): string =>
  [head, lines.join('\n'), details].filter(Boolean).join('\n\n')

/** The text cut to fit a link of `limit` characters, with "…", at a character (never inside one). */
function cutToFit(text: string, fits: (text: string) => boolean): string {
  if (fits(text)) return text
  const characters = Array.from(text)
  let low = 0
  let high = characters.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(`${characters.slice(0, middle).join('')}…`)) low = middle
    else high = middle - 1
  }
  return `${characters.slice(0, low).join('')}…`
}

/**
 * The enquiry's e-mail text and chat messages (see the top of this file). `chatUrl` is the
 * company's chat link (content/site.md); every chat message's link is at most `limit` characters.
 */
export function composeEnquiry(
  enquiry: { items: readonly MessageItem[]; destination: string; terms: string },
  words: MessageWords,
  chatUrl: string,
  limit: number = CHAT_LINK_LIMIT,
): EnquiryMessages {
  const fits = (text: string) => chatLinkWithMessage(chatUrl, text).length <= limit
  const details = [
    enquiry.destination ? fillTemplate(words.destination, { destination: enquiry.destination }) : '',
    enquiry.terms ? fillTemplate(words.terms, { terms: enquiry.terms }) : '',
  ]
    .filter(Boolean)
    .join('\n')
  const lines = (addresses: boolean) =>
    enquiry.items.map((item, index) => productLine(words, item, index + 1, addresses))

  const full = messageText(words.greeting, lines(true), details)
  if (fits(full)) return { full, chat: [full], addresses: true }
  const short = messageText(words.greeting, lines(false), details)
  if (fits(short)) return { full, chat: [short], addresses: false }
  return { full, chat: splitMessages(lines(false), details, words, fits), addresses: false }
}

/**
 * The product lines in as few numbered messages as fit, in order, the details in the last (or in
 * a message of their own when the last has no room). A line too long for any message is cut.
 */
function splitMessages(
  lines: readonly string[],
  details: string,
  words: MessageWords,
  fits: (text: string) => boolean,
): string[] {
  const head = (part: number, parts: number) =>
    `${fillTemplate(words.part, { part: String(part), parts: String(parts) })}\n${words.greeting}`
  // The parts' count is in each part's first line: packed for a count, then again for a larger
  // one until the count holds (a smaller count only shortens the first lines).
  let parts = 2
  for (;;) {
    const packed: { lines: string[]; details: boolean }[] = [{ lines: [], details: false }]
    for (const line of lines) {
      const last = packed.at(-1)!
      if (last.lines.length && !fits(messageText(head(packed.length, parts), [...last.lines, line], '')))
        packed.push({ lines: [line], details: false })
      else last.lines.push(line)
    }
    if (details) {
      const last = packed.at(-1)!
      if (fits(messageText(head(packed.length, parts), last.lines, details))) last.details = true
      else packed.push({ lines: [], details: true })
    }
    if (packed.length <= parts)
      return packed.map((part, index) =>
        cutToFit(messageText(head(index + 1, packed.length), part.lines, part.details ? details : ''), fits),
      )
    parts = packed.length
  }
}
