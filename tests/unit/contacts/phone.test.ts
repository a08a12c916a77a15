/**
 * Phone numbers: valid for their country in length and kind, published in international format,
 * their tel: link in E.164; a number written as dialled in the site's country is published in
 * international format with a note; one digit short or long is refused with the expected length.
 */
import fc from 'fast-check'
import { parsePhoneNumberWithError } from 'libphonenumber-js/max'
import { describe, expect, it } from 'vitest'
import { checkPhone } from '../../../generator/contacts/index.ts'
import { telHref } from '../../../generator/contacts/links.ts'
import { writtenNigerianMobile } from './arbitraries.ts'
import { accepted, expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

const NG = { country: 'NG' }

describe('phone numbers', () => {
  it.each([
    ['+234 803 123 4567', 'a Nigerian mobile number'],
    ['+234 201 234 5678', 'a Nigerian landline (the 020 numbers)'],
    ['+234 800 000 0001', 'a Nigerian toll-free number (the placeholder the site ships with)'],
    ['+44 20 7946 0958', 'a London landline'],
    ['+1 415 555 0132', 'a United States number'],
    ['+233 23 123 4567', 'a Ghanaian mobile number'],
  ])('accepts %s (%s) as written, in international format', (written) => {
    expectUnchanged(checkPhone(written, NG), written)
  })

  it.each([
    ['0803 123 4567', NG, '+234 803 123 4567', /written as dialled in Nigeria: \+234 added/],
    ['0803-123-4567', NG, '+234 803 123 4567', /\+234 added/],
    ['(0803) 123 4567', NG, '+234 803 123 4567', /\+234 added/],
    ['00234 803 123 4567', NG, '+234 803 123 4567', /\+ instead of 00/],
    ['009 234 803 123 4567', NG, '+234 803 123 4567', /\+ instead of 009/],
    ['+234 (0) 803 123 4567', NG, '+234 803 123 4567', /the 0 after \+234 left out/],
    ['+2340803 123 4567', NG, '+234 803 123 4567', /the 0 after \+234 left out/],
    ['2348031234567', NG, '+234 803 123 4567', /\+ added before the country code/],
    ['tel:+2348031234567', NG, '+234 803 123 4567', /"tel:" left out/],
    ['+2348031234567', NG, '+234 803 123 4567', /spaced as numbers are written internationally/],
    ['07400 123456', { country: 'GB' }, '+44 7400 123456', /written as dialled in the United Kingdom/],
    ['(415) 555-0132', { country: 'US' }, '+1 415 555 0132', /written as dialled in the United States/],
  ])('publishes %s (site in %o) as %s, with a note', (written, context, published, changed) => {
    expectCorrected(checkPhone(written, context), published, changed)
  })

  it('says what was corrected, and the exact value to write to silence the note', () => {
    const { corrected } = accepted(checkPhone('0803 123 4567', NG))
    expect(corrected).toMatchObject({ from: '0803 123 4567', to: '+234 803 123 4567', code: 'phone-rewritten' })
  })

  it('refuses a number one digit short or long, naming the length of that kind of number in that country', () => {
    expect(refusal(checkPhone('0803 123 456', NG)).text).toBe(
      'must be a mobile number in Nigeria with 10 digits after +234, got "0803 123 456" (9 digits); check the number: one digit is missing',
    )
    expect(refusal(checkPhone('+234 803 123 45678', NG)).text).toBe(
      'must be a mobile number in Nigeria with 10 digits after +234, got "+234 803 123 45678" (11 digits); check the number: it has one digit too many',
    )
    expect(refusal(checkPhone('+44 20 7946 095', NG)).text).toBe(
      'must be a landline number in the United Kingdom with 10 digits after +44, got "+44 20 7946 095" (9 digits); check the number: one digit is missing',
    )
    expect(refusal(checkPhone('+233 23 123 45', NG))).toMatchObject({ problem: 'phone-wrong-length' })
  })

  it('refuses a number of the right length that no number of its country starts like, with an example', () => {
    expect(refusal(checkPhone('+234 600 123 4567', NG)).text).toBe(
      'must be a phone number that can exist in Nigeria, got "+234 600 123 4567", which no number in Nigeria starts like; check the digits; a mobile number in Nigeria is written like +234 802 123 4567',
    )
  })

  it.each([
    ['+999 803 123 4567', 'phone-unknown-country-code', 'must start with + and a country code that exists'],
    ['Call +234 803 123 4567', 'phone-not-a-number', 'must be a phone number written with digits'],
    ['+234 803 123 4567 ext. 12', 'phone-has-extension', 'write +234 803 123 4567 alone'],
    ['+234 803 123 4567 x12', 'phone-has-extension', 'must be a phone number without an extension'],
    ['', 'contact-value-empty', 'must not be empty'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkPhone(written, NG))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })

  it('refuses a national number when the site has no country to read it in', () => {
    expect(refusal(checkPhone('0803 123 4567', {})).text).toBe(
      'must start with + and the country code, got "0803 123 4567"; write it in international format: +, the country code, then the number without its leading 0, such as +234 803 123 4567 for 0803 123 4567 in Nigeria',
    )
    expect(refusal(checkPhone('0803 123 4567', { country: 'XX' })).problem).toBe('phone-not-international')
  })

  it('publishes any Nigerian mobile number, however it is written, as one international form and one E.164 link', () => {
    fc.assert(
      fc.property(writtenNigerianMobile, ({ national, written }) => {
        const expected = parsePhoneNumberWithError(`+234${national}`)
        const verdict = accepted(checkPhone(written, NG))
        expect(verdict.published).toBe(expected.formatInternational())
        expect(telHref(verdict.published)).toBe(`tel:+234${national}`)
        // What is published is accepted again as it is.
        expectUnchanged(checkPhone(verdict.published, NG), verdict.published)
      }),
      { numRuns: 300 },
    )
  })
})
