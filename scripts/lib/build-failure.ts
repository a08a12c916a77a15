/**
 * What a failed build prints: every content problem, as the editors' report, when the build
 * failed on content (however the bundler wrapped the error), or else the error itself.
 */
import { formatReport, type ContentIssue } from '../../generator/content/problems/report.ts'

/** The content problems carried by a build error, however the bundler wrapped it. */
export function contentIssues(error: unknown, depth = 0): ContentIssue[] | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined
  const candidate = error as { issues?: unknown; errors?: unknown[]; cause?: unknown }
  if (Array.isArray(candidate.issues)) return candidate.issues as ContentIssue[]
  for (const inner of [...(candidate.errors ?? []), candidate.cause]) {
    const found = contentIssues(inner, depth + 1)
    if (found) return found
  }
  return undefined
}

/** The report of a failed build. */
export function buildFailure(error: unknown): string {
  const issues = contentIssues(error)
  return issues
    ? formatReport(issues)
    : `Build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
}
