/**
 * WhatsApp links, against WhatsApp's click-to-chat rules: https://wa.me/<number> with the number
 * in full international form, digits only ("Omit any zeroes, brackets, or dashes when adding the
 * phone number in international format"), ?text= for a message; the catalogue at wa.me/c/<number>.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkWhatsAppCatalogue, checkWhatsAppChat } from '../../../generator/contacts/index.ts'
import { chatLinkWithMessage } from '../../../generator/contacts/links.ts'
import { nigerianMobile, writtenNigerianMobile } from './arbitraries.ts'
import { accepted, expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

const NG = { country: 'NG' }

describe('WhatsApp chat link', () => {
  it.each([
    'https://wa.me/2348031234567',
    'https://wa.me/2348031234567?text=I%27m%20interested%20in%20your%20garri',
    'https://wa.me/14155550132',
    'https://wa.me/447400123456',
  ])('accepts %s as written', (written) => {
    expectUnchanged(checkWhatsAppChat(written, NG), written)
  })

  it.each([
    ['https://wa.me/+2348031234567', 'https://wa.me/2348031234567', /the \+ left out/],
    ['https://wa.me/+234 803 123 4567', 'https://wa.me/2348031234567', /spaces, dashes or brackets/],
    ['https://wa.me/+234-(803)-123-4567', 'https://wa.me/2348031234567', /the \+ left out/],
    ['https://wa.me/002348031234567', 'https://wa.me/2348031234567', /the 00 at the start left out/],
    ['https://wa.me/0092348031234567', 'https://wa.me/2348031234567', /the 009 at the start left out/],
    ['https://wa.me/08031234567', 'https://wa.me/2348031234567', /the country code 234 instead of the leading 0/],
    ['https://wa.me/23408031234567', 'https://wa.me/2348031234567', /the 0 after the country code 234 left out/],
    ['wa.me/2348031234567', 'https://wa.me/2348031234567', /https:\/\/ added/],
    ['http://wa.me/2348031234567', 'https://wa.me/2348031234567', /https:\/\/ instead of http:\/\//],
    ['https://www.wa.me/2348031234567', 'https://wa.me/2348031234567', /wa\.me instead of www\.wa\.me/],
    [
      'https://api.whatsapp.com/send?phone=2348031234567&text=Hello%20there&type=phone_number&app_absent=0',
      'https://wa.me/2348031234567?text=Hello%20there',
      /the short form https:\/\/wa\.me\/ instead of https:\/\/api\.whatsapp\.com\/send.*the parameters type, app_absent left out/,
    ],
    ['whatsapp://send?phone=2348031234567', 'https://wa.me/2348031234567', /a web link instead of whatsapp:\/\//],
    [
      'https://wa.me/2348031234567?utm_source=instagram',
      'https://wa.me/2348031234567',
      /the parameter utm_source left out/,
    ],
    ['https://wa.me/2348031234567?text=', 'https://wa.me/2348031234567', /the parameter text left out/],
    ['https://wa.me/2348031234567?text=Hello+there', 'https://wa.me/2348031234567?text=Hello%20there', /spaces as %20/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkWhatsAppChat(written, NG), published, changed)
  })

  it('words the note with what the file holds and what the site publishes', () => {
    const { corrected } = accepted(checkWhatsAppChat('https://wa.me/+234 803 123 4567', NG))
    expect(corrected).toMatchObject({
      from: 'https://wa.me/+234 803 123 4567',
      to: 'https://wa.me/2348031234567',
      code: 'whatsapp-link-rewritten',
    })
  })

  it('refuses a national number without its 0 or country code, with the exact link', () => {
    expect(refusal(checkWhatsAppChat('https://wa.me/8031234567', NG)).text).toBe(
      'must be a WhatsApp chat link with the number in international form, starting with the country code, got "https://wa.me/8031234567"; write https://wa.me/2348031234567',
    )
  })

  it('refuses a leading 0 when the site has no country, since the country code cannot be known', () => {
    expect(refusal(checkWhatsAppChat('https://wa.me/08031234567', {})).problem).toBe('whatsapp-number-leading-zero')
  })

  it('refuses a number one digit short, naming the length of a mobile number', () => {
    expect(refusal(checkWhatsAppChat('https://wa.me/234803123456', NG)).text).toBe(
      'must be a WhatsApp chat link to a mobile number in Nigeria with 10 digits after +234, got "https://wa.me/234803123456" (9 digits); check the number: one digit is missing',
    )
  })

  it.each([
    ['+234 803 123 4567', 'whatsapp-link-is-a-number', 'write https://wa.me/2348031234567'],
    ['08031234567', 'whatsapp-link-is-a-number', 'write https://wa.me/2348031234567'],
    ['https://wa.me/c/2348031234567', 'whatsapp-catalogue-link-for-chat', 'write https://wa.me/2348031234567'],
    ['https://wa.me/message/ABCDEF1234567', 'whatsapp-short-link', 'cannot carry the quote message the site adds'],
    ['https://wa.me/qr/ABCDEF1234567', 'whatsapp-short-link', 'https://wa.me/2348031234567'],
    ['https://wa.link/alaharvest', 'whatsapp-short-link', 'digits only'],
    ['https://chat.whatsapp.com/F1x2Y3z4AbCdEf', 'whatsapp-group-link', 'not invite to a group'],
    ['https://wa.me/', 'whatsapp-number-missing', "ending with the company's number"],
    ['https://api.whatsapp.com/send?text=Hi', 'whatsapp-number-missing', "ending with the company's number"],
    ['https://wa.me/AlaHarvest', 'whatsapp-number-not-digits', 'with the number in digits'],
    ['https://wa.me/9998031234567', 'whatsapp-number-unknown-country-code', 'a country code that exists'],
    ['https://wa.me/2346001234567', 'whatsapp-number-not-in-use', 'https://wa.me/2348021234567'],
    ['https://t.me/alaharvest', 'whatsapp-not-whatsapp', 'on t.me'],
    ['', 'contact-value-empty', 'such as https://wa.me/2348031234567'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkWhatsAppChat(written, NG))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })

  it('accepts a number that is not a mobile number with a warning: WhatsApp Business also runs on landlines', () => {
    const verdict = accepted(checkWhatsAppChat('https://wa.me/2348000000001', NG))
    expect(verdict.published).toBe('https://wa.me/2348000000001')
    expect(verdict.warning).toEqual({
      code: 'whatsapp-number-not-mobile',
      params: { written: 'https://wa.me/2348000000001', what: 'a toll-free number in Nigeria' },
    })
    expect(accepted(checkWhatsAppChat('https://wa.me/2342012345678', NG)).warning?.params).toMatchObject({
      what: 'a landline number in Nigeria',
    })
    expect(accepted(checkWhatsAppChat('https://wa.me/2348031234567', NG)).warning).toBeUndefined()
    // A United States number can be either kind: no warning.
    expect(accepted(checkWhatsAppChat('https://wa.me/14155550132', NG)).warning).toBeUndefined()
  })

  it('publishes any Nigerian mobile number written with +, 00, 009, (0), a national 0, spaces, dashes or brackets as the same digits-only link', () => {
    fc.assert(
      fc.property(writtenNigerianMobile, ({ national, written }) => {
        const verdict = accepted(checkWhatsAppChat(`https://wa.me/${written}`, NG))
        expect(verdict.published).toBe(`https://wa.me/234${national}`)
        expectUnchanged(checkWhatsAppChat(verdict.published, NG), verdict.published)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps the quote message the site adds readable by WhatsApp: the number stays digits only, the message %20-encoded', () => {
    fc.assert(
      fc.property(nigerianMobile, fc.string({ maxLength: 80 }), (national, message) => {
        const chat = accepted(checkWhatsAppChat(`https://wa.me/234${national}?text=Hello`, NG)).published
        const link = new URL(chatLinkWithMessage(chat, message))
        expect(link.pathname).toBe(`/234${national}`)
        expect(link.searchParams.get('text')).toBe(message)
        expect(link.search).not.toContain('+')
      }),
    )
  })
})

describe('WhatsApp catalogue link', () => {
  it('accepts https://wa.me/c/<number> as written', () => {
    expectUnchanged(checkWhatsAppCatalogue('https://wa.me/c/2348031234567', NG), 'https://wa.me/c/2348031234567')
  })

  it('publishes a catalogue link written with +, spaces or a national number in digits only', () => {
    expectCorrected(
      checkWhatsAppCatalogue('https://wa.me/c/+234 803 123 4567', NG),
      'https://wa.me/c/2348031234567',
      /the \+ left out/,
    )
    expectCorrected(
      checkWhatsAppCatalogue('https://wa.me/c/08031234567?text=Hi', NG),
      'https://wa.me/c/2348031234567',
      /the parameter text left out \(a catalogue link takes none\)/,
    )
  })

  it('refuses a chat link where the catalogue belongs, with the catalogue link of the same number', () => {
    expect(refusal(checkWhatsAppCatalogue('https://wa.me/2348031234567', NG)).text).toBe(
      'must open the company\'s catalogue (https://wa.me/c/…), got "https://wa.me/2348031234567", a chat link; write https://wa.me/c/2348031234567 if the company\'s WhatsApp Business account has a catalogue (in the app: Business tools → Catalog)',
    )
  })

  it('refuses a catalogue link whose number is one digit long', () => {
    expect(refusal(checkWhatsAppCatalogue('https://wa.me/c/23480312345678', NG)).problem).toBe(
      'whatsapp-number-wrong-length',
    )
  })
})
