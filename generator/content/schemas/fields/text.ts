/**
 * Fields of text editors write: one line of text, a list of such lines, and a line with
 * placeholders the site fills in. Lengths count what a reader sees (problems/problem.ts), and no
 * invisible format character gets through (read/format-characters.ts).
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import { longerThan, visibleLength } from '../../problems/problem.ts'
import {
  codePoint,
  formatCharacters,
  invisibleName,
  trimInvisible,
  type FormatCharacter,
} from '../../read/format-characters.ts'
import { markupInText } from '../../read/markup-in-text.ts'
import { unprintableIn } from '../../read/unprintable.ts'
import { raise, type FieldMeta } from './meta.ts'

/** The definitions of the schemas of text the page shows as written (text and template below),
 *  which a copy with other metadata (`.meta()`) shares: the loader tells a value of one of these
 *  fields that YAML cannot read for its Markdown marks (`name: **Premium** garri`) to be written
 *  without them at once (read/markdown-lines.ts). */
const plainTextDefinitions = new WeakSet<object>()

const plainText = <T extends z.ZodType>(schema: T): T => {
  plainTextDefinitions.add(schema._zod.def)
  return schema
}

/** Whether `schema` (without its optional or default wrapper) is a field of plain text. */
export const isPlainText = (schema: z.ZodType): boolean => plainTextDefinitions.has(schema._zod.def)

/** One line of plain text, trimmed, never empty; at most `max` characters as a reader counts them.
 *  Written in each language of the site, unless `shared`: a name that is the same in every
 *  language (a person's, the company's, a street's). */
export function text(meta: FieldMeta, { max, shared = false }: { max?: number; shared?: boolean } = {}) {
  const schema = z
    .string()
    .overwrite(trimInvisible)
    .superRefine((value, ctx) => {
      if (value === '') return raise(ctx, problem('text-empty', {}))
      // A line break a block (`|`) kept: a field of one line cannot show it.
      const unprintable = unprintableIn(value)
      if (unprintable) return raise(ctx, unprintable)
      const hidden = formatCharacters(value)
      if (hidden.length) {
        const [{ index, character }] = hidden as [FormatCharacter]
        return raise(
          ctx,
          problem('invisible-character', {
            name: invisibleName(character),
            codePoint: codePoint(character),
            before: value.slice(0, index),
            count: hidden.length,
          }),
        )
      }
      const markup = markupInText(value)
      if (markup) return raise(ctx, markup)
      if (max !== undefined && longerThan(value, max))
        raise(ctx, problem('text-too-long', { length: visibleLength(value), max }))
    })
    .meta({ ...meta, ...(max === undefined ? {} : { maxLength: max }), ...(shared ? {} : { translate: true }) })
  return plainText(schema)
}

/** A list of text items, written one per line as `- item`. */
export function textList(meta: FieldMeta, { min = 1, max }: { min?: number; max?: number } = {}) {
  return list(text({ description: 'one item', example: meta.example }), meta, { min, ...(max ? { max } : {}) })
}

/**
 * A list of `item`s, at least `min` (each on its own line starting with "- "), at most `max`.
 * `noun` names one item in the message for too few ("needs at least one phone number"); it is
 * kept in the list's metadata (`itemNoun`), where the loader finds it (schemas/zod-problems.ts).
 */
export function list<T extends z.ZodType>(
  item: T,
  meta: FieldMeta,
  { min = 1, max, noun }: { min?: number; max?: number; noun?: string } = {},
) {
  const schema = z
    .array(item)
    .min(min, { error: () => problem('list-too-short', { min, ...(noun ? { noun } : {}) }).message })
  return (max ? schema.max(max, { error: () => problem('list-too-long', { max }).message }) : schema).meta(
    noun ? { ...meta, itemNoun: noun } : meta,
  )
}

/**
 * A line of text with placeholders the site fills in, such as "a quote for {product}": every
 * placeholder named must be there, spelt exactly, and no other.
 */
export function template(meta: FieldMeta, placeholders: readonly string[], { max }: { max?: number } = {}) {
  const named = placeholders.map((name) => `{${name}}`)
  const schema = text(meta, { max }).superRefine((value, ctx) => {
    // Each placeholder with all its brackets ("{{product}}" is not "{product}": the page would show
    // "{Garri}"), and every bracket left alone ("}{product}").
    const unknown = [...value.matchAll(/\{+[^{}]*\}+|[{}]/g)]
      .map(([found]) => found)
      .filter((found) => !named.includes(found))
    if (unknown.length)
      raise(
        ctx,
        problem('template-unknown', { found: unknown, placeholders: [...placeholders], example: meta.example }),
      )
    else if (named.some((name) => !value.includes(name)))
      raise(ctx, problem('template-missing', { placeholders: [...placeholders], example: meta.example }))
  })
  return plainText(schema)
}
