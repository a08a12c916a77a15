/**
 * Fields that hold addresses and contacts: web addresses, e-mail addresses, phone numbers.
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import { raise, type FieldMeta, type FormHints } from './meta.ts'

const httpsAddress = z.url({ protocol: /^https$/, hostname: z.regexes.domain })

/** A full https:// web address. */
export function httpsUrl(meta: FieldMeta) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!httpsAddress.safeParse(value).success)
        raise(ctx, problem('https-address', { example: meta.example, written: value }), value)
    })
    .meta(meta)
}

const emailAddress = z.email()

/** An e-mail address. */
export function email(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (!emailAddress.safeParse(value).success)
        raise(ctx, problem('email-address', { example: meta.example, written: value }), value)
    })
    .meta(meta)
}

const INTERNATIONAL_NUMBER = /^\+[1-9]\d{0,2}(?:[ -]?\d){6,14}$/

/** International format so the number works from abroad: +234 then the number without its leading 0. */
export function phone(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (INTERNATIONAL_NUMBER.test(value)) return
      const local = value.replace(/[\s-]/g, '').match(/^0(\d{10})$/)
      raise(
        ctx,
        problem('phone-number', {
          example: meta.example,
          written: value,
          ...(local ? { international: `+234 ${local[1]}` } : {}),
        }),
        value,
      )
    })
    .meta({ ...meta, pattern: INTERNATIONAL_NUMBER.source } satisfies FieldMeta & FormHints)
}
