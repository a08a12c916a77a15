/**
 * Fields that put buyers in touch: phone numbers, chat links, e-mail addresses, the map, the
 * contact form, the social profiles and the site's own address. Each is checked against what
 * the service that receives it accepts (generator/contacts/), with the same check the admin's
 * form runs, and published in the form that service takes: a value written another way whose
 * meaning is plain ("wa.me/+234 803…", "0803 123 4567") is published corrected, and the loader
 * notes each correction with the line to write (load/contact-notes.ts).
 */
import { z } from 'zod'
import { CHECKS, type ContactKind, type Verdict } from '../../../contacts/index.ts'
import { problem, type ProblemCode } from '../../problems/catalogue/index.ts'
import { raise, type FieldMeta } from './meta.ts'

/** What the contact checks need to know of the site: its country, for numbers written without
 *  their country code (site.md's address.countryCode, when the loader could read it). */
export interface ContactContext {
  country?: string | undefined
}

/** The verdict on a contact value: for the field below, and for the loader's notes. */
export function contactVerdict(kind: ContactKind, written: string, ctx: ContactContext): Verdict {
  return CHECKS[kind](written, { country: ctx.country })
}

/** A contact value of this kind: refused as its service would refuse it, published in its form. */
export function contact(ctx: ContactContext, kind: ContactKind, meta: FieldMeta) {
  // The refinement and the published form need the same verdict: the check runs once per value.
  let last: { value: string; verdict: Verdict } | undefined
  const verdictOf = (value: string) => {
    if (last?.value !== value) last = { value, verdict: contactVerdict(kind, value, ctx) }
    return last.verdict
  }
  return z
    .string()
    .superRefine((value, zctx) => {
      const verdict = verdictOf(value)
      if (!verdict.ok) raise(zctx, problem(verdict.problem as ProblemCode, verdict.params as never), value)
    })
    .overwrite((value) => {
      const verdict = verdictOf(value)
      return verdict.ok ? verdict.published : value
    })
    .meta({ ...meta, contact: kind })
}

/** The kind of contact value a field holds, from its metadata. */
export function contactKindOf(meta: { contact?: unknown }): ContactKind | undefined {
  return typeof meta.contact === 'string' && meta.contact in CHECKS ? (meta.contact as ContactKind) : undefined
}
