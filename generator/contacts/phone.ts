/**
 * Phone numbers, checked against the numbering plan of their country with libphonenumber-js
 * (Google's libphonenumber rules, with its "max" metadata: the exact number ranges and types of
 * every country, so a number one digit short, or in no range at all, is found).
 *
 * A number is published in international format (formatInternational: "+234 803 123 4567") and
 * its tel: link in E.164 (links.ts). A number written as it is dialled in the site's own country
 * (0803 123 4567 with the country NG) is published in international format, with a note.
 *
 * The same reading serves the WhatsApp links (whatsapp.ts), whose number must be a real one too.
 */
import examples from 'libphonenumber-js/mobile/examples'
import {
  getExampleNumber,
  isSupportedCountry,
  Metadata,
  parsePhoneNumberWithError,
  type CountryCode,
  type NumberType,
  type PhoneNumber,
} from 'libphonenumber-js/max'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

/** The kinds of number, in the order a number of unknown kind is described by. */
const TYPES = [
  'MOBILE',
  'FIXED_LINE',
  'TOLL_FREE',
  'UAN',
  'VOIP',
  'PERSONAL_NUMBER',
  'SHARED_COST',
  'PREMIUM_RATE',
  'PAGER',
  'VOICEMAIL',
] as const satisfies readonly NumberType[]

const TYPE_NAMES: Record<NonNullable<NumberType>, string> = {
  MOBILE: 'mobile number',
  FIXED_LINE: 'landline number',
  FIXED_LINE_OR_MOBILE: 'phone number',
  TOLL_FREE: 'toll-free number',
  UAN: 'company-wide number',
  VOIP: 'internet phone (VoIP) number',
  PERSONAL_NUMBER: 'personal number',
  SHARED_COST: 'shared-cost number',
  PREMIUM_RATE: 'premium-rate number',
  PAGER: 'pager number',
  VOICEMAIL: 'voicemail number',
}

/** The part of libphonenumber-js's metadata the length diagnosis reads (its typings name less). */
interface NumberingPlan {
  callingCode(): string
  possibleLengths(): number[] | undefined
  nationalPrefix(): string | undefined
  IDDPrefix(): string | undefined
  type(type: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined
}
interface PlanMetadata {
  selectNumberingPlan(country: string, callingCode?: string): void
  numberingPlan: NumberingPlan
  hasCallingCode(callingCode: string): boolean
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined
}

const metadata = new Metadata() as unknown as PlanMetadata

/** The digits dialled from `country` before an international number (009 in Nigeria, 011 in the
 *  United States), when it is one fixed string of digits. */
export function internationalPrefix(country: CountryCode | undefined): string | undefined {
  const prefix = country ? plan(country).IDDPrefix() : undefined
  return prefix && /^\d+$/.test(prefix) ? prefix : undefined
}

function plan(country: string): NumberingPlan {
  metadata.selectNumberingPlan(country)
  return metadata.numberingPlan
}

const patterns = new Map<string, RegExp>()
const fullMatch = (pattern: string) => {
  let regex = patterns.get(pattern)
  if (!regex) patterns.set(pattern, (regex = new RegExp(`^(?:${pattern})$`)))
  return regex
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
/** "Nigeria", "the United Kingdom". */
export function countryName(country: string): string {
  const name = regionNames.of(country) ?? country
  return /^(United|Netherlands|Philippines|Gambia|Bahamas|Czechia|Central African|Dominican)/.test(name)
    ? `the ${name}`
    : name
}

/** The site's country as libphonenumber-js knows it, if it does. */
export function siteCountry(context: CheckContext): CountryCode | undefined {
  const country = context.country?.trim().toUpperCase()
  return country && isSupportedCountry(country) ? country : undefined
}

/** A mobile number of the country, written in international format, for advice. */
export function exampleNumber(country: string | undefined): string | undefined {
  return country && isSupportedCountry(country) ? getExampleNumber(country, examples)?.formatInternational() : undefined
}

/** "a mobile number in Nigeria". */
export function describeType(type: NumberType, country: string | undefined): string {
  const name = TYPE_NAMES[type ?? 'FIXED_LINE_OR_MOBILE']
  return `a${/^[aeiou]/.test(name) ? 'n' : ''} ${name}${country ? ` in ${countryName(country)}` : ''}`
}

export type NumberReading =
  | { ok: true; number: PhoneNumber; type: NumberType }
  | { ok: false; problem: 'unknown-country-code' }
  | {
      ok: false
      problem: 'wrong-length'
      digits: number
      expected: number[]
      what: string
      callingCode: string
    }
  | { ok: false; problem: 'not-in-use'; country: string; callingCode: string; example: string | undefined }

/** The country calling code a string of international digits starts with: "234" of "2348031234567". */
export function callingCodeOf(digits: string): string | undefined {
  for (let length = 1; length <= 3; length++) {
    const code = digits.slice(0, length)
    if (code.length === length && metadata.hasCallingCode(code)) return code
  }
  return undefined
}

/**
 * Reads a number given as international digits (the digits after the +): valid, or why not. A
 * number that is not valid is tried one, two and three digits shorter and longer: when that
 * makes it a number of some kind, the message can say how many digits that kind has.
 */
export function readInternational(digits: string): NumberReading {
  const callingCode = callingCodeOf(digits)
  if (!callingCode) return { ok: false, problem: 'unknown-country-code' }
  try {
    const number = parsePhoneNumberWithError(`+${digits}`)
    if (number.isValid()) return { ok: true, number, type: number.getType() }
  } catch {
    // Too short or too long to be parsed at all: diagnosed below.
  }
  return diagnose(callingCode, digits.slice(callingCode.length))
}

/** Reads a number written as it is dialled inside `country` ("0803 123 4567" in Nigeria). */
export function readNational(digits: string, country: CountryCode): NumberReading {
  try {
    const number = parsePhoneNumberWithError(digits, country)
    if (number.isValid()) return { ok: true, number, type: number.getType() }
  } catch {
    // Diagnosed below.
  }
  const numberingPlan = plan(country)
  const prefix = numberingPlan.nationalPrefix()
  const national = prefix && digits.startsWith(prefix) ? digits.slice(prefix.length) : digits
  return diagnose(numberingPlan.callingCode(), national, country)
}

function diagnose(callingCode: string, national: string, preferred?: string): NumberReading {
  const countries = metadata.getCountryCodesForCallingCode(callingCode) ?? []
  const candidates = preferred ? [preferred, ...countries.filter((c) => c !== preferred)] : countries
  // A trunk 0 written after the country code (+234 0803…) is not part of the number.
  const nationals = [national, ...(national.startsWith('0') ? [national.slice(1)] : [])]
  for (let off = 1; off <= 3; off++)
    for (const country of candidates) {
      const numberingPlan = plan(country)
      for (const type of TYPES) {
        const rule = numberingPlan.type(type)
        if (!rule) continue
        const regex = fullMatch(rule.pattern())
        const lengths = rule.possibleLengths() ?? numberingPlan.possibleLengths() ?? []
        for (const digits of nationals) {
          const shorter = digits.slice(0, digits.length - off)
          const longer = FILLS.map((fill) => digits + fill.slice(0, off))
          // The lengths that make it a number of this kind: the one the message names.
          const expected = [
            ...(shorter.length > 0 && lengths.includes(shorter.length) && regex.test(shorter) ? [shorter.length] : []),
            ...(longer.some((candidate) => lengths.includes(candidate.length) && regex.test(candidate))
              ? [digits.length + off]
              : []),
          ]
          if (expected.length)
            return {
              ok: false,
              problem: 'wrong-length',
              digits: digits.length,
              expected,
              what: describeType(type, country),
              callingCode,
            }
        }
      }
    }
  const country = candidates[0]
  const general = country ? (plan(country).possibleLengths() ?? []) : []
  if (country && general.length && !general.includes(national.length))
    return {
      ok: false,
      problem: 'wrong-length',
      digits: national.length,
      expected: general,
      what: describeType(undefined, country),
      callingCode,
    }
  return {
    ok: false,
    problem: 'not-in-use',
    country: country ? countryName(country) : `the country of +${callingCode}`,
    callingCode,
    example: exampleNumber(country),
  }
}

/** Digits appended to try a number one, two or three digits longer. */
const FILLS = ['000', '111', '222', '333', '444', '555', '666', '777', '888', '999', '123', '987']

// -----------------------------------------------------------------------------------------------

/**
 * A phone number as the site publishes it: in international format, such as
 * "+234 803 123 4567"; its tel: link is telHref() of that (links.ts).
 */
export function checkPhone(written: string, context: CheckContext = {}): Verdict {
  const text = written.trim()
  if (!text) return refuse('contact-value-empty', { example: '+234 803 123 4567' })
  const changes: string[] = []
  let body = text
  if (/^tel:/i.test(body)) {
    body = body.slice(4).trim()
    changes.push('"tel:" left out')
  }
  const extension = /^(.*?\d)[\s,;]*(?:ext\.?|extension|x|#)\s*\d{1,6}$/i.exec(body)
  if (extension) return refuse('phone-has-extension', { written, number: extension[1]!.trim() })
  if (!/^\+?[\d\s\u00a0\u2000-\u200b\u202f\u2010-\u2015\u2212().\-/]+$/.test(body) || !/\d/.test(body))
    return refuse('phone-not-a-number', { written })

  const digits = body.replace(/\D/g, '')
  const country = siteCountry(context)
  const idd = internationalPrefix(country)
  let international: string | undefined
  if (body.startsWith('+')) international = digits.replace(/^00/, '')
  else if (idd && digits.startsWith(idd)) {
    // The site's country's own international prefix: 009 in Nigeria, 011 in the United States.
    changes.push(`+ instead of ${idd}`)
    international = digits.slice(idd.length)
  } else if (digits.startsWith('00')) {
    changes.push('+ instead of 00')
    international = digits.slice(2)
  } else if (!country) return refuse('phone-not-international', { written })
  const reading = international !== undefined ? readInternational(international) : readNational(digits, country!)

  if (!reading.ok) return refuseNumber(written, reading, 'phone')
  const { number } = reading
  const published = number.formatInternational()
  if (international === undefined)
    changes.push(
      digits === number.number.slice(1)
        ? '+ added before the country code'
        : `written as dialled in ${countryName(country!)}: +${number.countryCallingCode} added`,
    )
  else if (!international.startsWith(number.number.slice(1)))
    changes.push(`the 0 after +${number.countryCallingCode} left out`)
  if (published !== text && !changes.length) changes.push('spaced as numbers are written internationally')
  return accept(written, published, { code: 'phone-rewritten', params: { written, published, changes } })
}

/** The refusal for a number that cannot be read, worded for a phone field or a WhatsApp link. */
export function refuseNumber(
  written: string,
  reading: Exclude<NumberReading, { ok: true }>,
  field: 'phone' | 'chat' | 'catalogue',
): Verdict {
  if (field === 'phone') {
    if (reading.problem === 'unknown-country-code') return refuse('phone-unknown-country-code', { written })
    if (reading.problem === 'wrong-length')
      return refuse('phone-wrong-length', {
        written,
        digits: reading.digits,
        expected: reading.expected,
        what: reading.what,
        callingCode: reading.callingCode,
      })
    return refuse('phone-not-in-use', {
      written,
      country: reading.country,
      callingCode: reading.callingCode,
      example: reading.example,
    })
  }
  if (reading.problem === 'unknown-country-code')
    return refuse('whatsapp-number-unknown-country-code', { written, kind: field })
  if (reading.problem === 'wrong-length')
    return refuse('whatsapp-number-wrong-length', {
      written,
      kind: field,
      digits: reading.digits,
      expected: reading.expected,
      what: reading.what,
      callingCode: reading.callingCode,
    })
  return refuse('whatsapp-number-not-in-use', {
    written,
    kind: field,
    country: reading.country,
    callingCode: reading.callingCode,
    example: reading.example,
  })
}
