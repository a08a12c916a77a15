/**
 * The catalogue of problems and notes (generator/contacts/problems.ts): one entry per code,
 * shaped for the error catalogue, and every example it gives for docs/ERRORS.md true: the value
 * written is refused (or noted) with that very code, and the fix is accepted as it is.
 */
import { describe, expect, it } from 'vitest'
import {
  CHECKS,
  definitions,
  GUIDE,
  notes,
  problems,
  type ContactKind,
  type NoteCode,
  type ProblemCode,
} from '../../../generator/contacts/index.ts'

const NG = { country: 'NG' }

/** The field whose check each code's example goes through. */
const KIND: Record<ProblemCode | NoteCode, ContactKind> = {
  'contact-value-empty': 'phone',
  'phone-not-a-number': 'phone',
  'phone-has-extension': 'phone',
  'phone-not-international': 'phone',
  'phone-unknown-country-code': 'phone',
  'phone-wrong-length': 'phone',
  'phone-not-in-use': 'phone',
  'whatsapp-link-is-a-number': 'whatsappChat',
  'whatsapp-not-whatsapp': 'whatsappChat',
  'whatsapp-group-link': 'whatsappChat',
  'whatsapp-short-link': 'whatsappChat',
  'whatsapp-catalogue-link-for-chat': 'whatsappChat',
  'whatsapp-chat-link-for-catalogue': 'whatsappCatalogue',
  'whatsapp-number-missing': 'whatsappChat',
  'whatsapp-number-not-digits': 'whatsappChat',
  'whatsapp-number-missing-country-code': 'whatsappChat',
  'whatsapp-number-leading-zero': 'whatsappChat',
  'whatsapp-number-unknown-country-code': 'whatsappChat',
  'whatsapp-number-wrong-length': 'whatsappChat',
  'whatsapp-number-not-in-use': 'whatsappChat',
  'whatsapp-number-not-mobile': 'whatsappChat',
  'email-invalid': 'email',
  'email-several': 'email',
  'email-provider-typo': 'email',
  'map-embed-share-link': 'mapEmbed',
  'map-embed-place-page': 'mapEmbed',
  'map-embed-frame-code': 'mapEmbed',
  'map-embed-api-key-missing': 'mapEmbed',
  'map-embed-api-mode-unknown': 'mapEmbed',
  'map-embed-api-parameter-missing': 'mapEmbed',
  'map-embed-incomplete': 'mapEmbed',
  'map-embed-no-place': 'mapEmbed',
  'map-embed-not-google-maps': 'mapEmbed',
  'map-link-is-embed': 'mapLink',
  'map-link-frame-code': 'mapLink',
  'map-link-not-google-maps': 'mapLink',
  'contact-form-edit-link': 'contactForm',
  'contact-form-short-link': 'contactForm',
  'contact-form-frame-code': 'contactForm',
  'contact-form-not-google-forms': 'contactForm',
  'contact-form-not-a-form': 'contactForm',
  'social-single-post': 'instagram',
  'social-share-link': 'tiktok',
  'social-wrong-network': 'instagram',
  'social-not-a-profile': 'facebook',
  'site-url-not-web-address': 'siteUrl',
  'site-url-credentials': 'siteUrl',
  'site-url-port': 'siteUrl',
  'site-url-local': 'siteUrl',
  'phone-rewritten': 'phone',
  'whatsapp-link-rewritten': 'whatsappChat',
  'email-rewritten': 'email',
  'map-embed-rewritten': 'mapEmbed',
  'map-link-rewritten': 'mapLink',
  'contact-form-rewritten': 'contactForm',
  'social-profile-rewritten': 'instagram',
  'site-url-rewritten': 'siteUrl',
}

/** Examples whose context differs from a Nigerian site. */
const CONTEXT: Partial<Record<ProblemCode | NoteCode, { country?: string }>> = {
  'phone-not-international': {},
  'whatsapp-number-leading-zero': {},
}

/** Examples shortened with "…" for the documentation cannot be checked as they are written. */
const shortened = (value: string) => value.includes('…')

describe('problem catalogue', () => {
  it('has one entry per code, under its own code, in stable kebab-case, with a title and an example', () => {
    const entries = [...Object.entries(problems), ...Object.entries(notes)]
    for (const [key, definition] of entries) {
      expect(definition.code).toBe(key)
      expect(key).toMatch(/^[a-z]+(?:-[a-z]+)+$/)
      expect(definition.title.length).toBeGreaterThan(10)
      expect(definition.example.fix).not.toBe(definition.example.written)
    }
    expect(new Set(definitions.map((definition) => definition.code)).size).toBe(definitions.length)
    expect(new Set(definitions.map((definition) => definition.title)).size).toBe(definitions.length)
    expect(Object.keys(KIND).sort()).toEqual(entries.map(([key]) => key).sort())
  })

  it.each(Object.keys(problems) as ProblemCode[])('tells the truth in the example of %s', (code) => {
    const { example } = problems[code]
    const check = CHECKS[KIND[code]]
    const context = CONTEXT[code] ?? NG
    if (!shortened(example.written)) {
      const verdict = check(example.written, context)
      expect(verdict.ok ? `accepted as ${verdict.published}` : verdict.problem).toBe(code)
    }
    if (!shortened(example.fix)) {
      const fixed = check(example.fix, context)
      expect(fixed.ok ? fixed.published : fixed.problem).toBe(example.fix)
    }
  })

  it.each(Object.keys(notes) as NoteCode[])('tells the truth in the example of the note %s', (code) => {
    const { example } = notes[code]
    if (shortened(example.written)) return
    const verdict = CHECKS[KIND[code]](example.written, NG)
    expect(verdict.ok).toBe(true)
    if (!verdict.ok) return
    if (code === 'whatsapp-number-not-mobile') expect(verdict.warning?.code).toBe(code)
    else {
      expect(verdict.corrected?.code).toBe(code)
      if (!shortened(example.fix)) expect(verdict.published).toBe(example.fix)
    }
  })

  it('gives the content guide steps and an example, accepted as it is, for every kind of value', () => {
    for (const [kind, guide] of Object.entries(GUIDE) as [ContactKind, (typeof GUIDE)[ContactKind]][]) {
      expect(guide.steps.length).toBeGreaterThan(0)
      expect(guide.accepted.length).toBeGreaterThan(0)
      const verdict = CHECKS[kind](guide.example, NG)
      expect(verdict.ok ? verdict.published : verdict.problem).toBe(guide.example)
    }
  })
})
