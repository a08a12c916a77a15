/**
 * E-mail addresses: one address that mail can reach, and not a slip of the keyboard on a common
 * provider (gmial.com, yahooo.com, gmail.con): such an address is valid in form, so mail to it
 * is lost without a word. The mailto: link is mailtoHref() (links.ts).
 *
 * Slips are found on a small list of providers, only where a mistake is near certain: the name of
 * a major provider one keystroke away (a letter missing, added, changed or two swapped), or the
 * provider's exact name followed by a misspelt ".com". A company's own domain is never compared
 * with anything but these names, so "mtn.com" or "alaharvest.com.ng" pass as written.
 */
import { distance } from 'fastest-levenshtein'
import { regexes } from 'zod/v4/core'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

/** The form of an address, as zod checks it (the admin and the build use the same). */
const ADDRESS = regexes.email

/** Major providers: their name, and the domains their addresses use. `countries`: the name is
 *  also used with country endings (yahoo.co.uk, hotmail.fr), so only a misspelt ".com" is a slip. */
const PROVIDERS: readonly { name: string; domain: string; countries?: true }[] = [
  { name: 'gmail', domain: 'gmail.com' },
  { name: 'googlemail', domain: 'googlemail.com' },
  { name: 'yahoo', domain: 'yahoo.com', countries: true },
  { name: 'ymail', domain: 'ymail.com' },
  { name: 'rocketmail', domain: 'rocketmail.com' },
  { name: 'hotmail', domain: 'hotmail.com', countries: true },
  { name: 'outlook', domain: 'outlook.com', countries: true },
  { name: 'icloud', domain: 'icloud.com' },
  { name: 'protonmail', domain: 'protonmail.com' },
]

/** Real providers whose names are one keystroke from a major one: never a slip. */
const KNOWN_DOMAINS = new Set([
  ...PROVIDERS.map((provider) => provider.domain),
  'mail.com',
  'email.com',
  'gmx.com',
  'gmx.net',
  'aol.com',
  'msn.com',
  'live.com',
  'me.com',
  'mac.com',
  'zoho.com',
  'zohomail.com',
  'yandex.com',
  'proton.me',
  'pm.me',
  'protonmail.ch',
  'hey.com',
  'fastmail.com',
  'tutanota.com',
  'rediffmail.com',
])

/** ".com" misspelt, as typed on phone and computer keyboards. */
const COM_SLIPS = new Set([
  'con',
  'cmo',
  'ocm',
  'comm',
  'coom',
  'cpm',
  'xom',
  'vom',
  'c0m',
  'om',
  'cm',
  'co',
  'cim',
  'cok',
  'comn',
  'clm',
])

/** One keystroke apart: a letter missing, added or changed, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return false
  if (distance(a, b) <= 1) return true
  if (a.length !== b.length) return false
  const at = [...a].findIndex((letter, index) => letter !== b[index])
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
}

/** The provider domain a domain is a slip of, if it is one. */
export function providerSlip(domain: string): string | undefined {
  const lower = domain.toLowerCase()
  if (KNOWN_DOMAINS.has(lower)) return undefined
  const [label = '', ...rest] = lower.split('.')
  const ending = rest.join('.')
  for (const provider of PROVIDERS) {
    const endingSlip = COM_SLIPS.has(ending)
    if (label === provider.name) {
      // gmail.con, gmail.co, gmail.com.ng: Gmail has one domain; yahoo.con, but not yahoo.fr.
      if (endingSlip || (!provider.countries && ending !== 'com')) return provider.domain
    } else if (label.length >= 4 && oneSlipApart(label, provider.name)) {
      if (ending === 'com' || endingSlip || !provider.countries) return provider.domain
      return `${provider.name}.${ending}`
    }
  }
  // gmailcom, yahoocom: the dot before com left out.
  const joined = PROVIDERS.find((provider) => lower === `${provider.name}com`)
  return joined?.domain
}

/** An address that would be valid with a likely slip put right: spaces, a trailing dot, a comma. */
function repaired(text: string): string | undefined {
  const at = text.lastIndexOf('@')
  if (at < 1) return undefined
  const local = text.slice(0, at).replace(/\s+/g, '')
  let domain = text
    .slice(at + 1)
    .replace(/\s+/g, '')
    .replace(/,/g, '.')
    .replace(/\.+$/, '')
  const slip = providerSlip(domain)
  if (slip) domain = slip
  const candidate = `${local}@${domain}`
  return candidate !== text && ADDRESS.test(candidate) ? candidate : undefined
}

/** One e-mail address, published as written (without "mailto:" or a name around it). */
export function checkEmail(written: string, _context: CheckContext = {}): Verdict {
  const text = written.trim()
  if (!text) return refuse('contact-value-empty', { example: 'sales@alaharvest.com' })
  const changes: string[] = []
  let address = text
  const named = /^[^<>@]*<([^<>]+)>$/.exec(address)
  if (named) {
    address = named[1]!.trim()
    changes.push('the name around the address left out')
  }
  if (/^mailto:/i.test(address)) {
    address = address.slice(7).trim()
    changes.push('"mailto:" left out')
    const query = address.indexOf('?')
    if (query !== -1) {
      address = address.slice(0, query)
      changes.push('the ?… after the address left out')
    }
    address = decodeSafely(address)
  }
  const found = address.match(/[^\s,;<>]+@[^\s,;<>]+/g) ?? []
  if (found.length > 1) return refuse('email-several', { written, first: found[0]! })
  if (!ADDRESS.test(address)) return refuse('email-invalid', { written, suggestion: repaired(address) })
  const domain = address.slice(address.lastIndexOf('@') + 1)
  const slip = providerSlip(domain)
  if (slip)
    return refuse('email-provider-typo', {
      written,
      domain,
      suggestion: `${address.slice(0, address.lastIndexOf('@'))}@${slip}`,
    })
  return accept(written, address, { code: 'email-rewritten', params: { written, published: address, changes } })
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
