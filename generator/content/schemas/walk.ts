/**
 * Walking the collection schemas: the field at a path, its metadata, and the keys an object
 * allows. Shared by the loader, the admin (which runs the same schemas in the browser), the
 * content guide and the tests.
 */
import { type z } from 'zod'

/** `"phones" → item 2 → "number"` */
export function describePath(segments: readonly PropertyKey[]): string {
  return segments
    .map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : `"${String(segment)}"`))
    .join(' → ')
}

// --- Looking up the schema of a field, for its example and the keys its parent allows. -------

export type AnyDef = { type: string; [key: string]: unknown }
export const defOf = (schema: unknown): AnyDef => (schema as { _zod: { def: AnyDef } })._zod.def
export const metaOf = (schema: unknown) =>
  ((schema as z.ZodType).meta?.() ?? {}) as { example?: string; [key: string]: unknown }

export interface Unwrapped {
  schema: unknown
  /** The first example found on the way in. */
  example?: string
  /** Every wrapper's metadata, the outer one first where they name the same key. */
  meta: { example?: string; [key: string]: unknown }
  /** Whether a wrapper lets the field be left out. */
  optional: boolean
}

/**
 * `compute`, worked out once per schema. Schemas are made once, when their modules load, and
 * never change; what is worked out from one (its unwrapped field, whether it holds a text to
 * translate, a translation's schema) is asked for again for every file of thousands, and zod's
 * `.meta()` looks the schema up in its registry each time. Kept beside the schema, forgotten with
 * it.
 */
export function perSchema<Result>(compute: (schema: unknown) => Result): (schema: unknown) => Result {
  const kept = new WeakMap<object, Result>()
  return (schema) => {
    if (!schema || typeof schema !== 'object') return compute(schema)
    if (kept.has(schema)) return kept.get(schema)!
    const result = compute(schema)
    kept.set(schema, result)
    return result
  }
}

/** Unwraps optional/pipe/transform wrappers, collecting their metadata on the way. The result is
 *  shared by every caller (perSchema), so it is frozen. */
export const unwrap: (schema: unknown) => Unwrapped = perSchema(unwrapOnce)

function unwrapOnce(schema: unknown): Unwrapped {
  let current = schema
  let meta = { ...metaOf(current) }
  let optional = false
  for (let guard = 0; guard < 20; guard++) {
    const def = defOf(current)
    if (def.type === 'optional') optional = true
    const next =
      def.type === 'pipe'
        ? def.in
        : ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)
          ? def.innerType
          : undefined
    if (!next) break
    current = next
    meta = { ...metaOf(current), ...meta }
  }
  const found = { schema: current, meta: Object.freeze(meta), optional }
  return Object.freeze(typeof meta.example === 'string' ? { ...found, example: meta.example } : found)
}

export function schemaAt(root: unknown, segments: readonly PropertyKey[]): Unwrapped | undefined {
  let current = unwrap(root)
  for (const segment of segments) {
    const def = defOf(current.schema)
    if (def.type === 'object' && typeof segment === 'string') {
      const shape = def.shape as Record<string, unknown>
      if (!(segment in shape)) return undefined
      current = unwrap(shape[segment])
    } else if (def.type === 'array' && typeof segment === 'number') current = unwrap(def.element)
    else return undefined
  }
  return current
}

export function allowedKeys(root: unknown, segments: readonly PropertyKey[]): string[] {
  const found = schemaAt(root, segments)
  if (!found) return []
  const def = defOf(found.schema)
  return def.type === 'object' ? Object.keys(def.shape as object) : []
}
