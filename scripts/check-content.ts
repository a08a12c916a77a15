/**
 * `npm run check:content`: validates content/ without building and prints every problem as
 * file:line:column. Exits 1 when there is any, so CI and editors see it before a build.
 * Placeholders (example contacts) are warnings, or problems with `--strict`.
 *
 *   node scripts/check-content.ts [--strict]
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatReport, formatWarnings } from '../generator/content/issues.ts'
import { loadContent } from '../generator/content/load.ts'
import { normalizeBase } from '../generator/base-path.ts'

const { values } = parseArgs({ options: { strict: { type: 'boolean', default: false } } })
const root = process.cwd()
const result = loadContent({
  strict: values.strict,
  root,
  contentDir: process.env.SITE_CONTENT_DIR ? path.resolve(process.env.SITE_CONTENT_DIR) : undefined,
  base: normalizeBase(process.env.BASE_PATH),
})
if (!result.ok) {
  console.error(formatReport(result.issues))
  process.exit(1)
}
if (result.warnings.length) console.warn(`${formatWarnings(result.warnings)}\n`)
console.log(`Content is valid: ${result.files.length} files checked in ${Math.round(result.durationMs)} ms.`)
