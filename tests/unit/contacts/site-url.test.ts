/**
 * The site's own address: https://, host and path only. What follows ? or # (tracking parameters
 * copied from a browser) is left out with a note; ports, credentials and local addresses refused.
 */
import { describe, expect, it } from 'vitest'
import { checkSiteUrl } from '../../../generator/contacts/index.ts'
import { expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

describe('site address', () => {
  it.each([
    'https://www.alaharvest.com',
    'https://www.alaharvest.com/',
    'https://alaharvest.com.ng',
    'https://ala-harvest.github.io/site/',
    'https://www.example.com',
  ])('accepts %s as written', (written) => expectUnchanged(checkSiteUrl(written), written))

  it.each([
    [
      'https://www.alaharvest.com/?utm_source=whatsapp&utm_medium=social',
      'https://www.alaharvest.com/',
      /the \?… after the address left out/,
    ],
    [
      'https://www.alaharvest.com/?fbclid=IwAR0abc',
      'https://www.alaharvest.com/',
      /the \?fbclid=IwAR0abc after the address left out/,
    ],
    ['https://www.alaharvest.com/#contact', 'https://www.alaharvest.com/', /the #contact at the end left out/],
    ['www.alaharvest.com', 'https://www.alaharvest.com', /https:\/\/ added before it/],
    ['http://www.alaharvest.com', 'https://www.alaharvest.com', /https:\/\/ instead of http:\/\//],
    ['https://WWW.AlaHarvest.com', 'https://www.alaharvest.com', /the domain in small letters/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkSiteUrl(written), published, changed)
  })

  it('refuses an address with a user name and password, without repeating the password', () => {
    const refused = refusal(checkSiteUrl('https://admin:S3cret!@www.alaharvest.com'))
    expect(refused.text).toBe(
      'must not hold a user name or password, got "https://admin:…@www.alaharvest.com"; write https://www.alaharvest.com, and change that password if it was a real one',
    )
    expect(refused.text).not.toContain('S3cret')
  })

  it.each([
    [
      'https://www.alaharvest.com:8443',
      'site-url-port',
      'must be the public address, without a port number (:8443), got "https://www.alaharvest.com:8443"; write https://www.alaharvest.com',
    ],
    ['http://localhost:3000', 'site-url-local', 'not one of a computer or a local network'],
    ['localhost:3000', 'site-url-local', 'not one of a computer or a local network'],
    ['https://192.168.1.20/', 'site-url-local', 'not one of a computer or a local network'],
    ['https://ala-harvest.local', 'site-url-local', 'not one of a computer or a local network'],
    ['Ala Harvest website', 'site-url-not-web-address', 'starting with https:// and its domain'],
    ['ftp://files.alaharvest.com', 'site-url-not-web-address', 'starting with https://'],
    ['https://alaharvest', 'site-url-not-web-address', 'starting with https:// and its domain'],
    ['', 'contact-value-empty', 'https://www.alaharvest.com'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkSiteUrl(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })
})
