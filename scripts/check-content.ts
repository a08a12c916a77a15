/**
 * `npm run check:content`: validates content/ without building and prints every problem as
 * file:line:column. Exits 1 when there is any, so CI and editors see it before a build.
 * Placeholders (example contacts) are warnings, or problems with `--strict` (or SITE_STRICT=true).
 * The content folder and base path are the build's (generator/site-options.ts).
 *
 *   node scripts/check-content.ts [--strict]
 */
import { parseArgs } from 'node:util'
import { formatReport, formatWarnings } from '../generator/content/problems/report.ts'
import { loadContent } from '../generator/content/load/load.ts'
import { siteOptionsOrExit } from './lib/site-options.ts'
import { pageAddresses } from '../renderer/routes.ts'

const { values } = parseArgs({ options: { strict: { type: 'boolean' } } })
const options = siteOptionsOrExit({ strict: values.strict })
const result = loadContent({
  strict: options.strict,
  root: process.cwd(),
  contentDir: options.contentDir,
  base: options.base,
  pageAddresses,
})
if (!result.ok) {
  console.error(formatReport(result.issues))
  process.exit(1)
}
if (result.warnings.length) console.warn(`${formatWarnings(result.warnings)}\n`)
console.log(`Content is valid: ${result.files.length} files checked in ${Math.round(result.durationMs)} ms.`)
