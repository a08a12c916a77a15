/** Copies of content/ with generated products, for the benchmark's scaling runs, the site search
 *  and the admin. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { markTranslation } from '../../generator/content/load/translation-records.ts'
import { ROOT, running } from './processes.ts'

/** A copy of content/ with generated product files added until there are `total` of them, each
 *  in every language of the site (its translations marked up to date): in `dir`, or in a
 *  temporary folder removed when the run ends. */
export function contentCopy(total: number, dir?: string): string {
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `ala-bench-content-${total}-`))
    running.tempDirs.push(dir)
  }
  fs.cpSync(path.join(ROOT, 'content'), dir, { recursive: true })
  const productsDir = path.join(dir, 'products')
  const { languages } = readSiteBasics(dir)
  const [main, ...others] = languages.map((language) => language.code)
  const existing = fs.readdirSync(productsDir).filter((file) => file.endsWith(`.${main}.md`))
  const image =
    fs
      .readFileSync(path.join(productsDir, existing[0]!), 'utf8')
      .match(/^image:\s*(.+)$/m)?.[1]
      ?.trim() ?? 'images/products/garri.svg'
  const usedOrders = new Set(
    existing.map((file) =>
      Number(fs.readFileSync(path.join(productsDir, file), 'utf8').match(/^order:\s*"?(\d+)"?/m)?.[1]),
    ),
  )
  let order = 0
  const translations: string[] = []
  for (let index = existing.length + 1; index <= total; index++) {
    do order++
    while (usedOrders.has(order))
    const number = String(index).padStart(4, '0')
    for (const code of others) {
      const translation = path.join(productsDir, `bench-product-${number}.${code}.md`)
      fs.writeFileSync(
        translation,
        `---
name: Bench Product ${number} (${code})
imageAlt: Illustration standing in for generated benchmark product ${number}, in ${code}
---

Generated product ${number}, in ${code}. Carefully sourced from farms in the south-east, cleaned,
dried and packed in **1 kg**, 5 kg and 25 kg bags, ready for export to buyers at home and abroad.
`,
      )
      translations.push(translation)
    }
    fs.writeFileSync(
      path.join(productsDir, `bench-product-${number}.${main}.md`),
      `---
name: Bench Product ${number}
order: "${order}"
image: ${image}
imageAlt: Illustration standing in for generated benchmark product ${number}
---

Generated product ${number} for the content pipeline benchmark. Carefully sourced from farms in the south-east,
cleaned, dried and packed in **1 kg**, 5 kg and 25 kg bags, ready for export to buyers at home and abroad.
`,
    )
  }
  for (const translation of translations) markTranslation(dir, translation)
  return dir
}
