/**
 * The page `npm run dev` answers every page request with while the site cannot be rendered
 * (content that never validated, or a picture that cannot be read): every problem as
 * `file:line:column: message`, the same list the terminal prints. Vite adds its client script to
 * it (see dev-status.ts), so the page reloads by itself once the problems are fixed.
 */
import { formatIssue, sortIssues, type ContentIssue } from './content/problems/report.ts'
import { escapeXml } from './site-files.ts'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** "2 problems in 1 content file" */
export function problemSummary(issues: readonly ContentIssue[]): string {
  const files = new Set(issues.map((issue) => issue.file)).size
  return `${plural(issues.length, 'problem')} in ${plural(files, 'content file')}`
}

export function problemPage(issues: readonly ContentIssue[]): string {
  const items = sortIssues(issues).map((issue) => `<li>${escapeXml(formatIssue(issue))}</li>`)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content problems: ${escapeXml(problemSummary(issues))}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #fff7f5; }
  main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.25rem; }
  h1 { margin: 0 0 0.5rem; font-size: 1.5rem; color: #9b1c1c; }
  ol { padding-left: 1.5rem; }
  li { margin: 0.75rem 0; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.9rem; white-space: pre-wrap; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main id="content-problems">
<h1>The site cannot be shown: ${escapeXml(problemSummary(issues))}</h1>
<p><strong>Fix them and this page reloads by itself.</strong> Each line names the file, the line and the column.</p>
<ol>
${items.join('\n')}
</ol>
</main>
</body>
</html>
`
}
