/**
 * E-mail addresses: one valid address, not a slip of the keyboard on a common provider, and its
 * mailto: link encoded so the address arrives whole.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkEmail } from '../../../generator/contacts/index.ts'
import { providerSlip } from '../../../generator/contacts/email.ts'
import { mailtoHref } from '../../../generator/contacts/links.ts'
import { accepted, expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

describe('e-mail addresses', () => {
  it.each([
    'sales@alaharvest.com',
    'enquiries@alaharvest.com.ng',
    'ala.harvest@gmail.com',
    'alaharvest@yahoo.com',
    'alaharvest@yahoo.co.uk',
    'alaharvest@hotmail.fr',
    'alaharvest@outlook.com',
    'bill+orders@alaharvest.com',
    "o'neill@alaharvest.com",
    // Real domains one keystroke from a provider's name are not slips.
    'sales@mtn.com',
    'sales@mail.com',
    'sales@gmx.com',
    'sales@aol.com',
    'sales@live.com',
  ])('accepts %s as written', (written) => {
    expectUnchanged(checkEmail(written), written)
  })

  it.each([
    ['alaharvest@gmial.com', 'alaharvest@gmail.com'],
    ['alaharvest@gmai.com', 'alaharvest@gmail.com'],
    ['alaharvest@gmaill.com', 'alaharvest@gmail.com'],
    ['alaharvest@gmail.con', 'alaharvest@gmail.com'],
    ['alaharvest@gmail.co', 'alaharvest@gmail.com'],
    ['alaharvest@gmail.com.ng', 'alaharvest@gmail.com'],
    ['alaharvest@yahooo.com', 'alaharvest@yahoo.com'],
    ['alaharvest@yaho.com', 'alaharvest@yahoo.com'],
    ['alaharvest@yahoo.con', 'alaharvest@yahoo.com'],
    ['alaharvest@yahooo.co.uk', 'alaharvest@yahoo.co.uk'],
    ['alaharvest@hotmial.com', 'alaharvest@hotmail.com'],
    ['alaharvest@hotmail.cm', 'alaharvest@hotmail.com'],
    ['alaharvest@outlok.com', 'alaharvest@outlook.com'],
    ['alaharvest@iclod.com', 'alaharvest@icloud.com'],
  ])('refuses %s with "did you mean %s"', (written, suggestion) => {
    const refused = refusal(checkEmail(written))
    expect(refused.problem).toBe('email-provider-typo')
    expect(refused.advice).toBe(`did you mean ${suggestion}?`)
  })

  it('words the refusal of a provider slip', () => {
    expect(refusal(checkEmail('alaharvest@gmial.com')).text).toBe(
      'must be an address that receives mail, got "alaharvest@gmial.com": "gmial.com" looks like a slip of the keyboard; did you mean alaharvest@gmail.com?',
    )
  })

  it.each([
    ['mailto:sales@alaharvest.com', 'sales@alaharvest.com', /"mailto:" left out/],
    ['mailto:sales@alaharvest.com?subject=Quote', 'sales@alaharvest.com', /the \?… after the address left out/],
    ['Sales <sales@alaharvest.com>', 'sales@alaharvest.com', /the name around the address left out/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkEmail(written), published, changed)
  })

  it.each([
    ['sales@alaharvest', 'email-invalid', 'write the address alone'],
    ['sales @alaharvest.com', 'email-invalid', 'did you mean sales@alaharvest.com?'],
    ['sales@alaharvest.com.', 'email-invalid', 'did you mean sales@alaharvest.com?'],
    ['sales@alaharvest,com', 'email-invalid', 'did you mean sales@alaharvest.com?'],
    ['sales@gmailcom', 'email-invalid', 'did you mean sales@gmail.com?'],
    ['www.alaharvest.com', 'email-invalid', 'name@domain'],
    ['sales@alaharvest.com, info@alaharvest.com', 'email-several', 'write sales@alaharvest.com here'],
    ['', 'contact-value-empty', 'sales@alaharvest.com'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkEmail(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })

  it('finds every one-keystroke slip of the providers it knows, and never their real domains', () => {
    const providers = ['gmail', 'yahoo', 'hotmail', 'outlook', 'icloud', 'ymail']
    const slip = fc.constantFrom(...providers).chain((name) =>
      fc
        .tuple(fc.nat(name.length - 1), fc.constantFrom('drop', 'double', 'swap'))
        .map(([at, how]) => {
          if (how === 'drop') return name.slice(0, at) + name.slice(at + 1)
          if (how === 'double') return name.slice(0, at) + name[at] + name.slice(at)
          return at < name.length - 1 ? name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2) : `${name}x`
        })
        .filter((label) => label !== name && label !== 'mail')
        .map((label) => ({ name, label })),
    )
    fc.assert(
      fc.property(slip, ({ name, label }) => {
        expect(providerSlip(`${label}.com`)).toBe(`${name}.com`)
        expect(providerSlip(`${name}.com`)).toBeUndefined()
      }),
    )
  })

  it('never takes a company domain of six or more letters unlike any provider for a slip', () => {
    const companyDomains = [
      'alaharvest.com',
      'dangote.com',
      'nestle.com.ng',
      'olamagri.com',
      'tropicalgeneral.com',
      'gtbank.com',
      'firstbanknigeria.com',
    ]
    for (const domain of companyDomains) expect(providerSlip(domain)).toBeUndefined()
  })

  it('encodes the mailto: link so any valid address arrives whole', () => {
    expect(mailtoHref('bill+orders@alaharvest.com')).toBe('mailto:bill%2Borders@alaharvest.com')
    expect(mailtoHref("o'neill@alaharvest.com")).toBe("mailto:o'neill@alaharvest.com")
    const local = fc.stringMatching(/^(?:[A-Za-z0-9_'+-]{1,8}\.)?[A-Za-z0-9_'+-]{0,8}[A-Za-z0-9_+-]$/)
    fc.assert(
      fc.property(local, (name) => {
        const address = `${name}@alaharvest.com`
        const verdict = accepted(checkEmail(address))
        const href = mailtoHref(verdict.published)
        // Nothing in the link that a mail app reads as the start of a header or a space.
        expect(href.slice('mailto:'.length)).not.toMatch(/[?#&=+\s]|%(?![0-9A-F]{2})/)
        expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(address)
      }),
    )
  })
})
