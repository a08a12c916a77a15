/**
 * The links the pages publish from contact values the checks accepted: tel:, mailto: and the
 * chat link with a message. Small and free of the checks' data (the phone numbering plans), so
 * the pages' scripts can use them; the values they are given are the published forms of the
 * checks (phone.ts, email.ts, whatsapp.ts), which the content schemas put in the content.
 */

/**
 * The tel: address of a phone number in international format: "+234 803 123 4567" →
 * "tel:+2348031234567" (E.164: + and the digits, nothing else).
 */
export function telHref(international: string): string {
  const digits = international.replace(/\D/g, '')
  return `tel:+${digits}`
}

/** A phone number as shown on a page: its spaces never break, so it never wraps across lines. */
export function phoneText(international: string): string {
  return international.replace(/ /g, '\u00a0')
}

/**
 * The mailto: address of an e-mail address, encoded as RFC 6068 asks: the characters that mean
 * something in a mailto: address (%, /, ?, #, &, =, + and spaces) are percent-encoded, so
 * "bill+orders@example.org" opens a message to that address, not to "bill orders@…".
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`
}

/**
 * The chat link with a message already written, such as
 * https://wa.me/2348031234567?text=Hello%2C%20I%20would%20like%20a%20quote%20for%20Garri: the chat
 * app opens with the message in the box, ready to send. The link's own message, if it has one,
 * gives way to this one.
 */
export function chatLinkWithMessage(chatUrl: string, message: string): string {
  const url = new URL(chatUrl)
  const query = new URLSearchParams(url.search)
  query.set('text', message)
  // Spaces as %20, not +: every chat app reads %20 (a + in the message itself is %2B).
  url.search = query.toString().replace(/\+/g, '%20')
  return url.href
}

/**
 * The mailto: address of an e-mail address with a subject and a message already written, encoded
 * as RFC 6068 asks: every character that means something in the address percent-encoded, line
 * breaks as CRLF (%0D%0A). The e-mail app opens a new message, ready to send.
 */
export function mailtoWithMessage(address: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  return `${mailtoHref(address)}?subject=${encode(subject)}&body=${encode(body)}`
}
