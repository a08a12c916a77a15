/**
 * Texts with placeholders the site fills in ("a quote for {product}"): whatever an editor writes,
 * what is accepted publishes no bracket, and what would is refused. "{{product}}" once published
 * "a quote for {Garri}" on every quote link.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fillTemplate } from '../../components/catalogue.ts'
import { template } from '../../generator/content/schemas/fields/text.ts'

const meta = { description: 'The message.', example: 'Hello, I would like a quote for {product}.' }
const quote = template(meta, ['product'])

/** Texts made of words, spaces, brackets and the placeholder's name, in any order. */
const texts = fc
  .array(fc.constantFrom('Hello', ' ', 'a quote for ', '{', '}', 'product', '{product}', 'produce', '.'), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''))

describe('a text with a placeholder', () => {
  it('is accepted only when the page it makes shows no bracket, and holds the placeholder', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const result = quote.safeParse(text)
        if (!result.success) return
        const published = fillTemplate(result.data, { product: 'Garri' })
        expect(published).not.toMatch(/[{}]/)
        expect(published).toContain('Garri')
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    'A quote for {{product}}.',
    'A quote for {product}}.',
    'A quote for }{product}.',
    'A quote {for {product}.',
  ])('refuses %s, naming what the site cannot fill in', (text) => {
    const result = quote.safeParse(text)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain('which the site cannot fill in')
  })

  it('accepts the placeholder written once or twice, among other words', () => {
    expect(quote.safeParse('Hello, I would like a quote for {product}.').success).toBe(true)
    expect(quote.safeParse('{product}: a quote for {product}, please').success).toBe(true)
  })
})
