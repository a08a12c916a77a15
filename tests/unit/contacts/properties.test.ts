/**
 * Rules that hold for every kind of contact value and any text an editor can write, checked on
 * generated inputs: no check fails on odd text, what is published is a form the check accepts as
 * it is (so the admin can save it and the next build says nothing), it holds no whitespace, every
 * wa.me number is digits only, and a message quotes only a short excerpt of a long value.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHECKS, wording, type ContactKind, type Verdict } from '../../../generator/contacts/index.ts'

const NG = { country: 'NG' }
const kinds = Object.keys(CHECKS) as ContactKind[]

/** Pieces of the addresses editors paste, put together at random. */
const HOSTS = [
  'wa.me',
  'www.wa.me',
  'api.whatsapp.com',
  'chat.whatsapp.com',
  'www.google.com',
  'maps.google.com',
  'google.com.ng',
  'maps.app.goo.gl',
  'goo.gl',
  'docs.google.com',
  'forms.gle',
  'www.instagram.com',
  'instagram.com',
  'm.facebook.com',
  'www.facebook.com',
  'fb.watch',
  'www.youtube.com',
  'youtu.be',
  'www.tiktok.com',
  'vm.tiktok.com',
  'www.alaharvest.com',
  'localhost:3000',
  'user:pass@www.alaharvest.com',
]
const SEGMENTS = [
  'maps',
  'embed',
  'v1',
  'place',
  'view',
  'search',
  'd',
  'e',
  'u',
  '0',
  'c',
  'p',
  'reel',
  'stories',
  'message',
  'forms',
  'viewform',
  'edit',
  'formResponse',
  'profile.php',
  'channel',
  'videos',
  'video',
  '@alaharvest',
  'alaharvest',
  '2348031234567',
  '+234 803 123 4567',
  '08031234567',
  '1FAIpQLSfD4Cw9wN7XyQ0u5a3cZ2kV8m1P6rT9bE0hJ4gL7sY2nA1xWq',
  '%2B234',
  '@5.1,7.3,15z',
]
const PARAMETERS = [
  'pb=!1m18!1m12!1m3!1d3964.5!2d7.36!3d5.11!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sAba!5e0',
  'pb=!1m3!1d2',
  'key=API_KEY',
  'q=Aba',
  'output=embed',
  'mid=1AbC',
  'text=Hello%20there',
  'text=Hi+there',
  'phone=2348031234567',
  'embedded=true',
  'usp=sf_link',
  'entry.123=Garri',
  'igsh=MWx0',
  'si=abc',
  'id=100012345678',
  'utm_source=ig',
  'g_st=iw',
  'sub_confirmation=1',
]

const address = fc
  .tuple(
    fc.constantFrom('https://', 'http://', '', 'whatsapp://'),
    fc.constantFrom(...HOSTS),
    fc.array(fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 8 })), { maxLength: 4 }),
    fc.array(fc.oneof(fc.constantFrom(...PARAMETERS), fc.string({ maxLength: 10 })), { maxLength: 3 }),
    fc.constantFrom('', '/', '#top', ' '),
  )
  .map(([scheme, host, segments, parameters, end]) => {
    const path = segments.length ? `/${segments.join('/')}` : ''
    const query = parameters.length ? `?${parameters.join('&')}` : ''
    return `${scheme}${host}${path}${query}${end}`
  })

/** Numbers, addresses and plain text, as editors write them in any field. */
const anything = fc.oneof(
  address,
  address.map(
    (src) =>
      `<iframe src="${src}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`,
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.stringMatching(/^[+(]?\d[\d ()\-.]{4,18}$/),
  fc.stringMatching(/^[a-z0-9._+'-]{1,12}@[a-z0-9-]{1,12}\.(com|con|co|ng|com\.ng)$/),
)

const words = (verdict: Verdict) => {
  if (verdict.ok) throw new Error('accepted')
  return wording(verdict.problem, verdict.params as never)
}

describe('every contact check, on any text', () => {
  it('publishes only what it accepts again as it is, without whitespace, and explains every change', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), anything, (kind, written) => {
        const verdict = CHECKS[kind](written, NG)
        if (!verdict.ok) return
        expect(verdict.published).not.toMatch(/\s/)
        if (verdict.published !== written.trim()) expect(verdict.corrected?.to).toBe(verdict.published)
        const again = CHECKS[kind](verdict.published, NG)
        expect(again).toMatchObject({ ok: true, published: verdict.published })
        expect(again.ok && again.corrected).toBeFalsy()
        expect(again.ok && again.warning?.code).toBe(verdict.warning?.code)
      }),
      { numRuns: 3000 },
    )
  })

  it('publishes every WhatsApp link as wa.me and a number of digits only', () => {
    fc.assert(
      fc.property(fc.constantFrom('whatsappChat', 'whatsappCatalogue' as const), anything, (kind, written) => {
        const verdict = CHECKS[kind](written, NG)
        if (verdict.ok)
          expect(verdict.published).toMatch(/^https:\/\/wa\.me\/(?:c\/)?[1-9]\d{6,14}(?:\?text=[^&#\s]+)?$/)
      }),
      { numRuns: 2000 },
    )
  })

  it('quotes at most a short excerpt of a long value in its message, whatever the value', () => {
    const long = fc.tuple(anything, fc.string({ minLength: 200, maxLength: 800 })).map(([start, rest]) => start + rest)
    fc.assert(
      fc.property(fc.constantFrom(...kinds), long, (kind, written) => {
        const verdict = CHECKS[kind](written, NG)
        if (verdict.ok) return
        const { message, advice } = words(verdict)
        expect(message.length).toBeLessThanOrEqual(220)
        expect(message).not.toContain('\n')
        expect(advice).not.toContain('\n')
      }),
      { numRuns: 1500 },
    )
  })

  it('never cuts a character in two where it shortens a value (an emoji, a letter with its accent)', () => {
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
    const starts = ['', 'https://www.youtube.com/@', 'https://wa.me/', 'mailto:', 'https://www.google.com/maps/']
    const value = fc
      .tuple(fc.constantFrom(...starts), fc.string({ unit: 'grapheme', minLength: 40, maxLength: 90 }))
      .map(([start, rest]) => start + rest)
    fc.assert(
      fc.property(fc.constantFrom(...kinds), value, (kind, written) => {
        const verdict = CHECKS[kind](written, NG)
        if (verdict.ok) return
        const { message, advice } = words(verdict)
        expect(lone.test(message), message).toBe(false)
        expect(lone.test(advice), advice).toBe(false)
      }),
      { numRuns: 1500 },
    )
  })

  it('never repeats a password written in an address', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.stringMatching(/^[A-Za-z0-9!$*]{6,12}$/), (kind, secret) => {
        const verdict = CHECKS[kind](`https://admin:${secret}@www.alaharvest.com/`, NG)
        if (verdict.ok) return
        const { message, advice } = words(verdict)
        expect(`${message} ${advice}`).not.toContain(`:${secret}@`)
      }),
    )
  })
})

describe('a long address on another site', () => {
  it('is quoted shortly where the message names the site it is on', () => {
    const written = `https://www.google.com/${' '.repeat(200)}!`
    const { message } = words(CHECKS.mapEmbed(written, NG))
    expect(message.length).toBeLessThanOrEqual(220)
  })
})
