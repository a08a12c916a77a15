/**
 * WhatsApp links: the chat link (https://wa.me/<number>) behind the chat and quote buttons, and
 * the catalogue link (https://wa.me/c/<number>) behind the top bar's quote button.
 *
 * WhatsApp's click-to-chat rules: the number in full international form, digits only, no +,
 * spaces, dashes, brackets or leading zeros; a message may be given as ?text= (the site adds one
 * itself to every quote button). Where the editor's intent is plain (a +, spaces, a leading 00, a
 * national number of the site's country, a link from api.whatsapp.com/send?phone=…) the link is
 * published in WhatsApp's form, with a note; where it is not, the message gives the exact link
 * when one can be computed.
 *
 * The number must exist in its country's numbering plan. WhatsApp runs on mobile numbers, but
 * WhatsApp Business also registers landlines and toll-free numbers, so a number of another kind
 * is accepted with a warning rather than refused.
 */
import { pathSegments, rawParameters, readAddress, safeDecode } from './address.ts'
import {
  describeType,
  internationalPrefix,
  readInternational,
  readNational,
  refuseNumber,
  siteCountry,
} from './phone.ts'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

type LinkKind = 'chat' | 'catalogue'

/** The link that opens a chat with the company. */
export function checkWhatsAppChat(written: string, context: CheckContext = {}): Verdict {
  return checkWhatsApp(written, context, 'chat')
}

/** The link that opens the company's catalogue in WhatsApp. */
export function checkWhatsAppCatalogue(written: string, context: CheckContext = {}): Verdict {
  return checkWhatsApp(written, context, 'catalogue')
}

const NUMBER_TEXT = /^[+\d\s\u00a0\u2000-\u200b\u202f\u2010-\u2015\u2212().-]+$/
const SHORTENERS = /^(?:wa\.link|bit\.ly|tinyurl\.com|linktr\.ee|t\.ly|rebrand\.ly|cutt\.ly)$/

/** https://wa.me/<digits>, https://wa.me/c/<digits>. */
const link = (kind: LinkKind, digits: string) => `https://wa.me/${kind === 'catalogue' ? 'c/' : ''}${digits}`

function checkWhatsApp(written: string, context: CheckContext, kind: LinkKind): Verdict {
  const text = written.trim()
  if (!text) return refuse('contact-value-empty', { example: link(kind, '2348031234567') })
  const country = siteCountry(context)

  // The number alone, where the link belongs.
  if (NUMBER_TEXT.test(text) && /\d/.test(text)) {
    const digits = numberDigits(text, country)
    return refuse('whatsapp-link-is-a-number', { written, kind, fix: digits ? link(kind, digits) : undefined })
  }

  const app = /^whatsapp:\/\/send\/?\?(.*)$/i.exec(text)
  const reading = readAddress(app ? `https://api.whatsapp.com/send?${app[1]}` : text)
  if (reading.kind !== 'address') return refuse('whatsapp-not-whatsapp', { written, kind, host: undefined })
  const { url } = reading
  const changes = app ? ['a web link instead of whatsapp://'] : [...reading.changes]
  const host = url.hostname.toLowerCase()
  const segments = pathSegments(url)
  const parameters = rawParameters(reading.rawQuery)

  let numberText: string | undefined
  let isCatalogue = false
  let kept: typeof parameters = []
  if (host === 'wa.me' || host === 'www.wa.me') {
    if (host !== 'wa.me') changes.push('wa.me instead of www.wa.me')
    if (segments[0] === 'message' || segments[0] === 'qr') return refuse('whatsapp-short-link', { written, kind })
    if (segments[0] === 'c') {
      isCatalogue = true
      numberText = segments[1]
      if (segments.length > 2) return refuse('whatsapp-number-not-digits', { written, kind })
    } else {
      numberText = segments[0]
      if (segments.length > 1) return refuse('whatsapp-number-not-digits', { written, kind })
    }
    kept = parameters.filter((parameter) => parameter.name === 'text')
  } else if (/^(?:(?:api|web|www)\.)?whatsapp\.com$/.test(host)) {
    if (segments[0] === 'message' || segments[0] === 'qr') return refuse('whatsapp-short-link', { written, kind })
    if (segments[0] !== 'send' || segments.length > 1) return refuse('whatsapp-not-whatsapp', { written, kind, host })
    numberText = safeDecode(parameters.find((parameter) => parameter.name === 'phone')?.value ?? '')
    kept = parameters.filter((parameter) => parameter.name === 'text')
    if (!app) changes.push(`the short form https://wa.me/ instead of https://${host}/send`)
  } else if (host === 'chat.whatsapp.com') return refuse('whatsapp-group-link', { written, kind })
  else if (SHORTENERS.test(host)) return refuse('whatsapp-short-link', { written, kind })
  else return refuse('whatsapp-not-whatsapp', { written, kind, host: host.replace(/^www\./, '') })

  if (!numberText) return refuse('whatsapp-number-missing', { written, kind })
  if (!NUMBER_TEXT.test(numberText) || !/\d/.test(numberText))
    return refuse('whatsapp-number-not-digits', { written, kind })

  // The number: international digits, from whichever way it was written.
  const digits = numberText.replace(/\D/g, '')
  const idd = internationalPrefix(country)
  let international: string
  if (numberText.trim().startsWith('+')) {
    changes.push('the + left out')
    international = digits.replace(/^00/, '')
  } else if (idd && digits.startsWith(idd)) {
    changes.push(`the ${idd} at the start left out`)
    international = digits.slice(idd.length)
  } else if (digits.startsWith('00')) {
    changes.push('the 00 at the start left out')
    international = digits.slice(2)
  } else if (digits.startsWith('0')) {
    if (!country) return refuse('whatsapp-number-leading-zero', { written, kind })
    const national = readNational(digits, country)
    if (!national.ok) return refuseNumber(written, national, kind)
    international = national.number.number.slice(1)
    changes.push(`the country code ${national.number.countryCallingCode} instead of the leading 0`)
  } else international = digits
  if (/[^\d+]/.test(numberText.trim())) changes.push('the spaces, dashes or brackets in the number left out')

  const found = readInternational(international)
  if (!found.ok) {
    // A national number written without its 0: "wa.me/8031234567" for a Nigerian site.
    const national = country && international === digits ? readNational(digits, country) : undefined
    if (national?.ok)
      return refuse('whatsapp-number-missing-country-code', {
        written,
        kind,
        fix: link(kind, national.number.number.slice(1)),
      })
    return refuseNumber(written, found, kind)
  }
  const { number, type } = found
  const e164 = number.number.slice(1)
  if (e164 !== international) changes.push(`the 0 after the country code ${number.countryCallingCode} left out`)

  if (kind === 'chat' && isCatalogue)
    return refuse('whatsapp-catalogue-link-for-chat', { written, fix: link('chat', e164) })
  if (kind === 'catalogue' && !isCatalogue)
    return refuse('whatsapp-chat-link-for-catalogue', { written, fix: link('catalogue', e164) })

  // Parameters: WhatsApp reads text= (the message the chat opens with) on a chat link, nothing else.
  const message = kind === 'chat' ? kept.find((parameter) => safeDecode(parameter.value).trim()) : undefined
  const dropped = parameters.filter((parameter) => parameter !== message && parameter.name !== 'phone')
  if (dropped.length)
    changes.push(
      `${dropped.length === 1 ? 'the parameter' : 'the parameters'} ${dropped.map((parameter) => parameter.name || parameter.raw).join(', ')} left out (${kind === 'chat' ? 'WhatsApp reads only text=' : 'a catalogue link takes none'})`,
    )
  if (url.hash) changes.push(`${url.hash.length > 20 ? 'the #…' : url.hash} at the end left out`)
  let query = ''
  if (message) {
    const raw = message.value
    // Kept as written when it is already encoded for a link (a + could be read as a plus sign).
    const keepsRaw = /^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-Fa-f]{2})*$/.test(raw) && decodes(raw)
    query = `?text=${keepsRaw ? raw : encodeURIComponent(safeDecode(raw))}`
    if (!keepsRaw) changes.push('the message encoded for a link (spaces as %20)')
  }
  const published = `${link(kind, e164)}${query}`
  if (published !== text && !changes.length) changes.push('written as WhatsApp writes its links')

  const warning =
    type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE'
      ? undefined
      : ({
          code: 'whatsapp-number-not-mobile',
          params: { written, what: describeType(type, number.country) },
        } as const)
  return accept(
    written,
    published,
    { code: 'whatsapp-link-rewritten', params: { written, published, changes } },
    warning,
  )
}

/** The international digits of a number written on its own, when it is a valid number. */
function numberDigits(text: string, country: ReturnType<typeof siteCountry>): string | undefined {
  const digits = text.replace(/\D/g, '')
  const reading =
    text.startsWith('+') || digits.startsWith('00')
      ? readInternational(digits.replace(/^00/, ''))
      : country
        ? readNational(digits, country)
        : readInternational(digits)
  return reading.ok ? reading.number.number.slice(1) : undefined
}

const decodes = (raw: string) => {
  try {
    decodeURIComponent(raw)
    return true
  } catch {
    return false
  }
}
