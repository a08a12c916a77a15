/**
 * What every field carries besides its shape: how it explains itself to an editor (in messages,
 * in docs/CONTENT.md and in the admin's forms), and how it raises a problem of the catalogue.
 *
 * Front matter is parsed with every scalar as a string (read/front-matter.ts), so numbers are
 * converted by the fields, where the message can say exactly what to write. Nothing here reads
 * files: the admin runs these schemas in the browser (admin/).
 */
import type { z } from 'zod'
import type { Problem } from '../../problems/problem.ts'
import type { Position } from '../../problems/report.ts'

/** Shown in error messages, in the generated content guide and in the admin's forms. */
export type FieldMeta = {
  description: string
  example: string
}

/** What the admin's form needs to know beyond the shape of a field (admin/config.ts). */
export type FormHints = {
  /** The values a choice field takes: a drop-down list. */
  options?: readonly string[]
  /** A picture: a file under content/ only, or also an https address. */
  picture?: 'file' | 'file-or-address'
  /** A picture: the place it is shown (pictures/places.ts), whose size and shape it must fit. */
  place?: string
  /** The most characters (as a reader counts them) a text may have; JSON Schema's name for it. */
  maxLength?: number
  /** The shape a value of fixed form has (an HS code, a country code), as a regular expression's
   *  source; JSON Schema's name for it. The field checks it, and says what to write otherwise. */
  pattern?: string
  /** Words a reader reads, written again in each language of the site (a name, a heading, a
   *  description); every other field (numbers, codes, pictures, links, contact details) is the
   *  same in every language and written once, in the default language's file. */
  translate?: boolean
  /** Markdown text (several paragraphs, lists, links): the admin's Markdown editor. */
  markdown?: boolean
  /** A picture's description for people who cannot see it: the key of the picture field beside
   *  it (`image`). The admin asks for a new one when the picture is replaced. */
  describes?: string
  /** The folder (its path under content/) whose entry this field names by file name, such as a
   *  product's category: the entry must exist (a rule across files, load/categories.ts). */
  references?: string
}

/** Raises a problem of the catalogue on a field: the issue carries it, so the loader reports its
 *  code and parameters, and the admin shows its words. */
export function raise(ctx: z.RefinementCtx, found: Problem, input?: unknown, within?: Position): void {
  ctx.addIssue({
    code: 'custom',
    message: found.message,
    params: within ? { problem: found, within } : { problem: found },
    ...(input === undefined ? {} : { input }),
  })
}

/** Where in a field's text a problem is (line and column counted from the text's first
 *  character), when the field raised it there: a line of Markdown in a block of text. */
export function raisedWithin(issue: { params?: unknown }): Position | undefined {
  const within = (issue.params as { within?: Position } | undefined)?.within
  return within && typeof within.line === 'number' ? within : undefined
}

/** The problem a zod issue carries, when a field raised it. */
export function raisedProblem(issue: { params?: unknown }): Problem | undefined {
  const found = (issue.params as { problem?: Problem } | undefined)?.problem
  return found && typeof found.code === 'string' ? found : undefined
}
