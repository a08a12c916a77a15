/**
 * The words of the site's controls (content/interface.md), for the admin's previews: the admin is
 * built apart from the content, so its previews use the examples the schema gives for each of
 * them, which are the default English words.
 */
import { interfaceFile } from '../generator/content/schemas/collections/interface.ts'
import type { InterfaceCopy } from '../generator/content/schemas/collections/index.ts'
import { defOf, unwrap } from '../generator/content/schemas/walk.ts'

function examples(schema: unknown): unknown {
  const { schema: inner, example } = unwrap(schema)
  const def = defOf(inner)
  if (def.type === 'object')
    return Object.fromEntries(
      Object.entries(def.shape as Record<string, unknown>).map(([key, child]) => [key, examples(child)]),
    )
  return example ?? ''
}

export default examples(interfaceFile().schema) as InterfaceCopy
