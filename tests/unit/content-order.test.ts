/**
 * Every `order` field of every collection, wherever it sits in the collection's front matter,
 * takes any whole number up to MAX_ORDER (a catalogue of any size) and refuses anything else with
 * the `order-number` message, which names the highest order.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { contextWithoutFiles, defineCollections } from '../../generator/content/schemas/collections/index.ts'
import { raisedProblem } from '../../generator/content/schemas/fields/meta.ts'
import { MAX_ORDER } from '../../generator/content/schemas/fields/numbers.ts'
import { defOf, unwrap } from '../../generator/content/schemas/walk.ts'

/** Every field named `order` in a schema, with where it is (products.order, site.sections[].order). */
function orderFields(schema: unknown, at: string, found: Map<string, z.ZodType>): void {
  const def = defOf(unwrap(schema).schema)
  if (def.type === 'object')
    for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
      if (key === 'order') found.set(`${at}.order`, field)
      orderFields(field, `${at}.${key}`, found)
    }
  else if (def.type === 'array') orderFields(def.element, `${at}[]`, found)
  else if (def.type === 'record') orderFields(def.valueType, `${at}{}`, found)
  else if (def.type === 'union') for (const option of def.options as unknown[]) orderFields(option, at, found)
}

const collections = Object.values(defineCollections(contextWithoutFiles(['star'])))
const fields = new Map<string, z.ZodType>()
for (const collection of collections) orderFields(collection.schema, collection.name, fields)
const folders = collections.filter((collection) => collection.kind === 'folder')

const problemCode = (field: z.ZodType, written: string) => {
  const parsed = field.safeParse(written)
  return parsed.success
    ? undefined
    : parsed.error.issues.map((issue) => raisedProblem(issue as { params?: unknown })?.code)
}

describe('the order of an entry, in every collection', () => {
  it('is a field of every folder collection (each entry has its place in its list)', () => {
    for (const folder of folders) expect(fields.has(`${folder.name}.order`), folder.name).toBe(true)
  })

  it('takes any whole number from 0 to the highest, as written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ORDER }), fc.nat(3), (order, zeros) => {
        for (const [where, field] of fields) {
          const parsed = field.safeParse(`${'0'.repeat(zeros)}${order}`)
          expect(parsed.success && parsed.data, where).toBe(order)
        }
      }),
    )
  })

  it('refuses a number past the highest, and anything not written in digits, naming the highest', () => {
    const refused = fc.oneof(
      fc.bigInt({ min: BigInt(MAX_ORDER) + 1n, max: 10n ** 30n }).map(String),
      fc.string().filter((text) => !/^\d+$/.test(text)),
      fc
        .double()
        .map(String)
        .filter((text) => !/^\d+$/.test(text)),
    )
    fc.assert(
      fc.property(refused, (written) => {
        for (const [where, field] of fields) {
          expect(problemCode(field, written), `${where}: ${JSON.stringify(written)}`).toEqual(['order-number'])
          const message = field.safeParse(written).error!.issues[0]!.message
          expect(message).toContain(String(MAX_ORDER))
        }
      }),
    )
  })
})
