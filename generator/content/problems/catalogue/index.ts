/**
 * Every problem an editor can see, in one catalogue: a stable code (the key), a title, the
 * message with its parameters, the advice, and an example with its fix. Raising a problem names
 * its entry (`problem('duplicate-field', { key })`); docs/ERRORS.md is generated from here
 * (scripts/errors-guide.ts), and each reported problem links to its entry there.
 *
 * One file per stage of the pipeline, in the order data flows (the content folder's placeholders
 * in a file of their own, shown with that stage).
 */
import { wordProblem, type Problem, type ProblemEntry, type ProblemParams, type Severity } from '../problem.ts'
import { adminProblems } from './admin.ts'
import { categoryProblems } from './categories.ts'
import { characterProblems } from './characters.ts'
import { contactNotes, contactProblems } from './contacts.ts'
import { fieldProblems } from './fields.ts'
import { languageProblems } from './languages.ts'
import { loadingProblems } from './loading.ts'
import { markdownProblems } from './markdown.ts'
import { pictureFitProblems } from './picture-fit.ts'
import { pictureProblems } from './pictures.ts'
import { placeholderProblems } from './placeholders.ts'
import { readingProblems } from './reading.ts'

/** The stages of the pipeline, in the order data flows, with their problems (for docs/ERRORS.md). */
export const STAGES = [
  { title: 'Reading a file: its text and its front matter', problems: readingProblems },
  { title: 'Characters a page cannot show', problems: characterProblems },
  { title: 'The Markdown below the front matter', problems: markdownProblems },
  { title: 'Pictures', problems: { ...pictureProblems, ...pictureFitProblems } },
  { title: 'Field values', problems: fieldProblems },
  { title: 'Contact details: phone, chat, e-mail, map, form, profiles', problems: contactProblems },
  { title: 'Contact details published in another form than written (notes, never refused)', problems: contactNotes },
  { title: 'The content folder, and rules across files', problems: { ...loadingProblems, ...placeholderProblems } },
  { title: "The catalogue's categories and addresses", problems: categoryProblems },
  { title: 'Languages and translations', problems: languageProblems },
  { title: 'In the content editor (/admin/): uploads, deletions, replaced pictures', problems: adminProblems },
] as const

export const CATALOGUE = {
  ...readingProblems,
  ...characterProblems,
  ...markdownProblems,
  ...pictureProblems,
  ...pictureFitProblems,
  ...fieldProblems,
  ...contactProblems,
  ...contactNotes,
  ...loadingProblems,
  ...placeholderProblems,
  ...categoryProblems,
  ...languageProblems,
  ...adminProblems,
}

export type ProblemCode = keyof typeof CATALOGUE
type Catalogue = typeof CATALOGUE
export type ParamsOf<C extends ProblemCode> = Catalogue[C] extends ProblemEntry<infer P> ? P : never

/** The problem of entry `code` with these parameters, worded. */
export function problem<C extends ProblemCode>(
  code: C,
  ...[params]: ParamsOf<C> extends Record<string, never> ? [params?: ParamsOf<C>] : [params: ParamsOf<C>]
): Problem {
  const definition = CATALOGUE[code] as ProblemEntry<ProblemParams>
  const values = params ?? {}
  return { code, params: values, message: wordProblem(definition, values) }
}

/** How much a problem of entry `code` weighs: an error stops the build, a warning the deploy
 *  (placeholders), an advisory or a note nothing. */
export function severityOf(code: string): Severity {
  return (CATALOGUE as unknown as Record<string, ProblemEntry<ProblemParams>>)[code]?.severity ?? 'error'
}

/** The guide to every problem, generated from the catalogue (scripts/errors-guide.ts). */
export const ERRORS_GUIDE = 'docs/ERRORS.md'

/**
 * Where an entry is explained: its heading in docs/ERRORS.md, as a path in the project, or, when
 * `repository` says where the project is published (GitHub Actions' GITHUB_SERVER_URL,
 * GITHUB_REPOSITORY and GITHUB_SHA), as an address to open.
 */
export function guideLink(code: string, repository?: { url: string; ref: string }): string {
  return repository ? `${repository.url}/blob/${repository.ref}/${ERRORS_GUIDE}#${code}` : `${ERRORS_GUIDE}#${code}`
}
