/**
 * Notes on contact values the site publishes in another form than written ("0803 123 4567" is
 * published as "+234 803 123 4567", "wa.me/+234 803…" as "wa.me/234803…"), and on those it takes
 * with a word of warning (a chat link to a landline). The schemas publish the corrected form
 * (schemas/fields/contacts.ts); this says so, at the line of the value, with the value to write
 * so the file says what the site shows. Notes never stop a build, strict or not.
 */
import type { ContactKind } from '../../contacts/index.ts'
import { problem, type ProblemCode } from '../problems/catalogue/index.ts'
import type { ContentIssue } from '../problems/report.ts'
import type { PathSegment, SourceFile } from '../read/front-matter.ts'
import { contactKindOf, contactVerdict, type ContactContext } from '../schemas/fields/contacts.ts'
import { schemaAt } from '../schemas/walk.ts'
import { placeholderProblem } from './placeholders.ts'

/** A note for every contact value of the file that is published corrected, or taken with a
 *  warning. Placeholders are left to their own warning: they are to be replaced anyway. */
export function contactNotes(source: SourceFile, schema: unknown, ctx: ContactContext): ContentIssue[] {
  const notes: ContentIssue[] = []
  const visit = (value: unknown, at: PathSegment[]) => {
    if (typeof value === 'string') {
      const kind = kindAt(schema, at)
      if (!kind || placeholderProblem(value)) return
      const verdict = contactVerdict(kind, value, ctx)
      if (!verdict.ok) return
      const note = verdict.corrected ?? verdict.warning
      if (note) notes.push(source.issue(at, problem(note.code as ProblemCode, note.params as never)))
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) visit(item, [...at, key])
  }
  visit(source.data, [])
  return notes
}

function kindAt(schema: unknown, at: readonly PathSegment[]): ContactKind | undefined {
  const field = schemaAt(schema, at)
  return field ? contactKindOf(field.meta as { contact?: unknown }) : undefined
}

/** The site's country as site.md gives it (address.countryCode), for numbers written without
 *  their country code; undefined when the file does not say, or not as a two-letter code. */
export function siteCountry(site: SourceFile | undefined): string | undefined {
  const data = site?.data as { address?: { countryCode?: unknown } } | undefined
  const code = data?.address?.countryCode
  return typeof code === 'string' && /^[A-Za-z]{2}$/.test(code.trim()) ? code.trim().toUpperCase() : undefined
}
