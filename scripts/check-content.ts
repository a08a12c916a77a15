/**
 * `npm run check:content`: validates content/ without building and prints every problem as
 * file:line:column. Exits 1 when there is any, so CI and editors see it before a build.
 */
import path from 'node:path'
import { formatReport } from '../generator/content/issues.ts'
import { loadContent } from '../generator/content/load.ts'
import { normalizeBase } from '../generator/base-path.ts'

const root = process.cwd()
const result = loadContent({
  root,
  contentDir: process.env.SITE_CONTENT_DIR ? path.resolve(process.env.SITE_CONTENT_DIR) : undefined,
  base: normalizeBase(process.env.BASE_PATH),
})
if (!result.ok) {
  console.error(formatReport(result.issues))
  process.exit(1)
}
console.log(`Content is valid: ${result.files.length} files checked in ${Math.round(result.durationMs)} ms.`)
