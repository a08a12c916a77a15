/**
 * Fields that hold numbers, written as text in front matter and converted here, where the
 * message can say exactly what to write.
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import { raise, type FieldMeta } from './meta.ts'

/** The highest order an entry can have: room for a position per entry of any catalogue. */
export const MAX_ORDER = 9_999_999

/** The position of an entry in its list: 1 comes first. */
export function order() {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!/^\d+$/.test(value) || Number(value) > MAX_ORDER)
        raise(ctx, problem('order-number', { written: value, max: MAX_ORDER }), value)
    })
    .transform(Number)
    .meta({
      description:
        'Position in the list: 1 is shown first. Entries with the same number are shown in alphabetical order.',
      example: '1',
    })
}

/** A whole number from `min` to `max`. */
export function wholeNumber(meta: FieldMeta, { min, max }: { min: number; max: number }) {
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
        raise(ctx, problem('whole-number', { min, max, written: /^\d+$/.test(value) ? Number(value) : value }), value)
    })
    .transform(Number)
    .meta(meta)
}

/** Pixel dimension for remote images, whose size cannot be read at build time. */
export function dimension(meta: FieldMeta) {
  return wholeNumber(meta, { min: 1, max: 10000 })
}
