/**
 * `npm run translations`: how far each language of the site is translated, and which
 * translations are behind their originals. With `--mark`, records in each file given that its
 * translation is up to date with the original as it is now (`translatedFrom`), so the build stops
 * warning about it, and warns again when the original next changes.
 *
 *   node scripts/translations.ts                      # the report
 *   node scripts/translations.ts --mark content/products/garri.fr.md content/pages/home.md
 *
 * A single file (site.md, pages/home.md) is marked in each of its languages' sections. The content
 * folder is the build's (SITE_CONTENT_DIR, generator/site-options.ts).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadContent, readIcons } from '../generator/content/load/load.ts'
import { markTranslation } from '../generator/content/load/translation-records.ts'
import { severityOf } from '../generator/content/problems/catalogue/index.ts'
import { formatReport, formatWarnings } from '../generator/content/problems/report.ts'
import { siteOptionsOrExit } from './lib/site-options.ts'

const { values, positionals } = parseArgs({
  options: { mark: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const options = siteOptionsOrExit({})
const root = process.cwd()

if (values.mark) {
  if (!positionals.length) {
    console.error('Name the translations to mark: npm run translations -- --mark content/products/garri.fr.md')
    process.exit(1)
  }
  const icons = readIcons(path.join(root, 'assets/icons.svg'))
  let failed = 0
  for (const file of positionals) {
    const result = markTranslation(options.contentDir, file, icons)
    if (result.ok) console.log(`${file}: marked up to date (${result.languages.join(', ')})`)
    else {
      failed++
      console.error(`${file}: not marked: ${result.reason}`)
    }
  }
  process.exit(failed ? 1 : 0)
}

const result = loadContent({ root, contentDir: options.contentDir, base: options.base })
if (!result.ok) {
  console.error(formatReport(result.issues))
  process.exit(1)
}
const translations = result.warnings.filter((warning) => severityOf(warning.code) === 'advisory')
if (translations.length) console.warn(`${formatWarnings(translations)}\n`)
for (const { language, content, isDefault } of result.languages) {
  if (isDefault) continue
  const original = result.languages[0].content
  console.log(
    `${language.name} (${language.code}): ${content.products.length} of ${original.products.length} products translated`,
  )
}
console.log(translations.length ? '' : 'Every translation is complete and up to date.')
