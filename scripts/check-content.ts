/**
 * `npm run check:content`: validates content/ without building and prints every problem as
 * file:line:column, pictures the build could not decode among them. Exits 1 when there is any,
 * so CI and editors see it before a build.
 * Placeholders (example contacts) are warnings, or problems with `--strict` (or SITE_STRICT=true).
 * The content folder and base path are the build's (generator/site-options.ts).
 *
 *   node scripts/check-content.ts [--strict]
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatReport, formatWarnings } from '../generator/content/problems/report.ts'
import { loadContent } from '../generator/content/load/load.ts'
import { pictureUses, undecodablePictures } from '../generator/content/pictures/uses.ts'
import { PICTURE_CACHE } from '../generator/content/pictures/variants.ts'
import { siteOptionsOrExit } from './lib/site-options.ts'
import { pageAddresses } from '../renderer/routes.ts'

const { values } = parseArgs({ options: { strict: { type: 'boolean' } } })
const options = siteOptionsOrExit({ strict: values.strict })
const root = process.cwd()
const result = loadContent({
  strict: options.strict,
  root,
  contentDir: options.contentDir,
  base: options.base,
  pageAddresses,
})
// As the build does: every photo named is decoded (its resized copies made, for the build to
// reuse), so one the build would refuse is listed here with every other problem.
const loaderIssues = result.ok ? [] : result.issues
const pictureIssues = await undecodablePictures(
  pictureUses(result.sources, options.contentDir),
  loaderIssues,
  path.join(root, PICTURE_CACHE),
  root,
)
if (!result.ok || pictureIssues.length) {
  console.error(formatReport([...loaderIssues, ...pictureIssues]))
  process.exit(1)
}
if (result.warnings.length) console.warn(`${formatWarnings(result.warnings)}\n`)
console.log(`Content is valid: ${result.files.length} files checked in ${Math.round(result.durationMs)} ms.`)
