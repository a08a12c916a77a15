/**
 * Problems found in content/, reported the way editors and CI can act on them:
 * `content/products/garri.en.md:4:8: message` in the terminal, and GitHub Actions
 * `::error file=…,line=…,col=…::message` annotations that land on the exact line
 * of a pull request's diff.
 */
import { guideLink, severityOf } from './catalogue/index.ts'
import type { Problem } from './problem.ts'

/** A problem (an entry of the catalogue, with its parameters and words) at a place in a file. */
export interface ContentIssue extends Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string
  /** 1-based line. */
  line: number
  /** 1-based column. */
  column: number
}

/** A position in a file, as editors count: 1-based. */
export interface Position {
  line: number
  column: number
}

/** A problem placed at a file and position. */
export const placed = (file: string, position: Position, problem: Problem): ContentIssue => ({
  file,
  line: position.line,
  column: position.column,
  ...problem,
})

/** A problem about a whole file or folder: placed at its first line. */
export const atFile = (file: string, problem: Problem): ContentIssue => placed(file, { line: 1, column: 1 }, problem)

/** A library's error message on one line, for an issue message: its distinct lines joined. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ].join('; ')
}

/** Where the project is published, when the environment says (GitHub Actions): links to the
 *  guide then open its page on GitHub, at the commit being checked. */
export function publishedRepository(env: NodeJS.ProcessEnv): { url: string; ref: string } | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: ref } = env
  return server && repository && ref ? { url: `${server}/${repository}`, ref } : undefined
}

/** `file:line:column: message (see docs/ERRORS.md#code)`: one problem, on one line, with where it is explained. */
export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}:${issue.line}:${issue.column}: ${issue.message} (see ${guideLink(issue.code)})`
}

/** Orders issues by file, then position, so one run reads top to bottom. */
export function sortIssues(issues: readonly ContentIssue[]): ContentIssue[] {
  return [...issues].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  )
}

// https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#setting-an-error-message
function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}
function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

export function githubAnnotation(issue: ContentIssue, env: NodeJS.ProcessEnv = {}): string {
  const see = guideLink(issue.code, publishedRepository(env))
  return `::error file=${escapeProperty(issue.file)},line=${issue.line},col=${issue.column},title=${escapeProperty('Content problem')}::${escapeData(`${issue.message} (see ${see})`)}`
}

/** GitHub shows about ten error annotations per step; the rest are only in the log. */
export const ANNOTATION_LIMIT = 10

/**
 * The annotations for a run, most useful first: the first problem of every file (so each file
 * that needs a fix is marked, whichever the editor changed), then the others in reading order,
 * and last a summary that says where the full list is.
 */
export function githubAnnotations(
  issues: readonly ContentIssue[],
  limit = ANNOTATION_LIMIT,
  env: NodeJS.ProcessEnv = {},
): string[] {
  const sorted = sortIssues(issues)
  const firsts = sorted.filter((issue, index) => index === 0 || sorted[index - 1]!.file !== issue.file)
  const ordered = [...firsts, ...sorted.filter((issue) => !firsts.includes(issue))]
  const shown = ordered.slice(0, limit - 1)
  const files = new Set(sorted.map((issue) => issue.file)).size
  const hidden = sorted.length - shown.length
  const summary =
    `${sorted.length} content problem${sorted.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}` +
    `${hidden ? `; ${hidden} more ${hidden === 1 ? 'is' : 'are'} not marked on the files` : ''}. ` +
    'The full list, with what to write instead, is in the log of this step. Nothing was published.'
  return [
    ...shown.map((issue) => githubAnnotation(issue, env)),
    `::error title=${escapeProperty('Content check failed')}::${escapeData(summary)}`,
  ]
}

/**
 * What a valid build still says: the placeholders (warnings: the deploy refuses them), the
 * translations missing or behind their originals (warnings the deploy takes: the pages leave
 * them out), and the notes (a contact value published in its service's form), one line each, a
 * summary, and GitHub annotations on the first ones (GitHub shows about ten).
 */
export function formatWarnings(warnings: readonly ContentIssue[], env: NodeJS.ProcessEnv = process.env): string {
  if (warnings.length === 0) return ''
  const sorted = sortIssues(warnings)
  const severity = (issue: ContentIssue) => severityOf(issue.code)
  const kind = (issue: ContentIssue) => (severity(issue) === 'note' ? 'note' : 'warning')
  const placeholders = sorted.filter((issue) => severity(issue) === 'warning')
  const translations = sorted.filter((issue) => severity(issue) === 'advisory').length
  const notes = sorted.filter((issue) => severity(issue) === 'note').length
  const files = new Set(placeholders.map((issue) => issue.file)).size
  const summary = [
    placeholders.length
      ? `${placeholders.length} placeholder${placeholders.length === 1 ? '' : 's'} in ${files} content file${files === 1 ? '' : 's'}: the site builds, but the deploy refuses to publish it until ${placeholders.length === 1 ? 'it is' : 'they are'} replaced with the company's real details.`
      : '',
    translations
      ? `${translations} translation warning${translations === 1 ? '' : 's'}: the site builds and deploys; each language's pages leave out what is not translated into it yet.`
      : '',
    notes
      ? `${notes} note${notes === 1 ? '' : 's'}: ${notes === 1 ? 'a value is' : 'values are'} published as the note${notes === 1 ? ' says' : 's say'}; nothing needs to change, but writing ${notes === 1 ? 'it' : 'them'} that way keeps the file and the site alike.`
      : '',
  ].filter(Boolean)
  const lines = [
    ...sorted.map(
      (issue) =>
        `${issue.file}:${issue.line}:${issue.column}: ${kind(issue)}: ${issue.message} (see ${guideLink(issue.code)})`,
    ),
    '',
    ...summary,
  ]
  const titles = {
    error: 'Content problem',
    warning: 'Placeholder',
    advisory: 'Translation',
    note: 'Contact published in another form',
  }
  if (env.GITHUB_ACTIONS === 'true') {
    lines.push(
      ...sorted
        .slice(0, ANNOTATION_LIMIT)
        .map(
          (issue) =>
            `::${kind(issue) === 'note' ? 'notice' : 'warning'} file=${escapeProperty(issue.file)},line=${issue.line},col=${issue.column},title=${escapeProperty(titles[severity(issue)])}::${escapeData(issue.message)}`,
        ),
    )
  }
  return lines.join('\n')
}

const DEFAULT_OUTCOME = 'Nothing was published; fix the lines above and build again.'

/** The full report printed when content is invalid: one line per problem, then a summary
 *  ending with `outcome` (what happened because of the problems). */
export function formatReport(
  issues: readonly ContentIssue[],
  env: NodeJS.ProcessEnv = process.env,
  outcome = DEFAULT_OUTCOME,
): string {
  const sorted = sortIssues(issues)
  const files = new Set(sorted.map((issue) => issue.file)).size
  const lines = sorted.map(formatIssue)
  lines.push(
    '',
    `${sorted.length} problem${sorted.length === 1 ? '' : 's'} in ${files} content file${files === 1 ? '' : 's'}. ${outcome}`,
  )
  if (env.GITHUB_ACTIONS === 'true') lines.push(...githubAnnotations(sorted, ANNOTATION_LIMIT, env))
  return lines.join('\n')
}

/** Thrown (or handed to Vite) when content/ does not validate. Carries every issue found. */
export class ContentValidationError extends Error {
  readonly issues: ContentIssue[]
  constructor(issues: readonly ContentIssue[]) {
    const sorted = sortIssues(issues)
    super(formatReport(sorted, {}))
    this.name = 'ContentValidationError'
    this.issues = sorted
  }
}
