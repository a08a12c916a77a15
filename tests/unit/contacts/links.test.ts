/**
 * The links the pages publish from checked contact values (generator/contacts/links.ts): tel: in
 * E.164 for the number of every country, mailto: encoded, and the chat link with the quote message.
 */
import examples from 'libphonenumber-js/mobile/examples'
import { getCountries, getExampleNumber } from 'libphonenumber-js/max'
import { describe, expect, it } from 'vitest'
import { checkPhone } from '../../../generator/contacts/index.ts'
import { chatLinkWithMessage, mailtoHref, phoneText, telHref } from '../../../generator/contacts/links.ts'
import { accepted } from './verdicts.ts'

describe('links to contact values', () => {
  it("gives every country's mobile number, as the phone check publishes it, a tel: link in E.164", () => {
    const countries = getCountries()
    expect(countries.length).toBeGreaterThan(200)
    for (const country of countries) {
      const example = getExampleNumber(country, examples)
      if (!example) continue
      // Written as it is dialled inside the country, the way an editor there would.
      const published = accepted(checkPhone(example.formatNational(), { country })).published
      expect(published, country).toBe(example.formatInternational())
      expect(telHref(published), country).toBe(`tel:${example.number}`)
    }
  })

  it('shows a number on one line: its spaces do not break', () => {
    expect(phoneText('+234 803 123 4567')).toBe('+234\u00a0803\u00a0123\u00a04567')
  })

  it('encodes in a mailto: link what a mail app would otherwise read as something else', () => {
    expect(mailtoHref('sales@alaharvest.com')).toBe('mailto:sales@alaharvest.com')
    expect(mailtoHref('bill+orders@alaharvest.com')).toBe('mailto:bill%2Borders@alaharvest.com')
    expect(mailtoHref('a&b@alaharvest.com')).toBe('mailto:a%26b@alaharvest.com')
    expect(mailtoHref('what?@alaharvest.com')).toBe('mailto:what%3F@alaharvest.com')
  })

  it('writes the quote message into the chat link, replacing a message the link had', () => {
    expect(chatLinkWithMessage('https://wa.me/2348031234567', 'Hello, a quote for Garri & Palm Oil (50+ bags)')).toBe(
      'https://wa.me/2348031234567?text=Hello%2C%20a%20quote%20for%20Garri%20%26%20Palm%20Oil%20%2850%2B%20bags%29',
    )
    expect(chatLinkWithMessage('https://wa.me/2348031234567?text=Hi', 'A quote for Garri')).toBe(
      'https://wa.me/2348031234567?text=A%20quote%20for%20Garri',
    )
  })
})
