/**
 * Generated inputs for the contact checks: valid Nigerian mobile numbers (from the ranges of the
 * numbering plan) and the ways people write them.
 */
import fc from 'fast-check'

/** The first three digits of Nigerian mobile numbers (after +234 or 0), per the numbering plan:
 *  701, 703-709, 71x, 72x, 801-809, 810-818, 901-909, 911-916. */
const NG_MOBILE_PREFIXES = [
  '701',
  ...['3', '4', '5', '6', '7', '8', '9'].map((d) => `70${d}`),
  ...Array.from({ length: 20 }, (_, i) => `7${10 + i}`),
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => `80${d}`),
  ...['0', '1', '2', '3', '4', '5', '6', '7', '8'].map((d) => `81${d}`),
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => `90${d}`),
  ...['1', '2', '3', '4', '5', '6'].map((d) => `91${d}`),
]

/** The ten digits of a Nigerian mobile number after +234: "8031234567". */
export const nigerianMobile = fc
  .tuple(fc.constantFrom(...NG_MOBILE_PREFIXES), fc.stringMatching(/^\d{7}$/))
  .map(([prefix, rest]) => prefix + rest)

/** Characters people put between groups of digits. */
const separator = fc.constantFrom('', ' ', ' ', '  ', '-', '.', '\u00a0', ' - ', '\u2013')

/** The digits split in groups with separators, the first group maybe in brackets. */
export function spaced(digits: string) {
  return fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }),
      fc.array(separator, { minLength: 6, maxLength: 6 }),
      fc.boolean(),
    )
    .map(([sizes, separators, bracket]) => {
      const groups: string[] = []
      let at = 0
      for (const size of sizes) {
        if (at >= digits.length) break
        groups.push(digits.slice(at, at + size))
        at += size
      }
      if (at < digits.length) groups.push(digits.slice(at))
      if (bracket && groups.length > 1) groups[0] = `(${groups[0]})`
      return groups.map((group, index) => (index ? separators[index % separators.length]! : '') + group).join('')
    })
}

/** A Nigerian mobile number, and one of the ways it is written that keeps the intent plain. */
export const writtenNigerianMobile = nigerianMobile.chain((national) =>
  fc
    .tuple(fc.constantFrom('+234', '+234 ', '00234 ', '009 234 ', '+234 (0)', '+234 0', '0'), spaced(national))
    .map(([prefix, rest]) => ({ national, written: `${prefix}${rest}` })),
)
