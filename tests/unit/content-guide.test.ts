import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readIcons } from '../../generator/content/load/load.ts'
import { contentGuide } from '../../scripts/content-guide.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('docs/CONTENT.md, the editors guide', () => {
  const guide = contentGuide(readIcons(path.join(root, 'assets/icons.svg')))

  it('is up to date with the schemas (run npm run docs:content after changing them)', () => {
    expect(fs.readFileSync(path.join(root, 'docs/CONTENT.md'), 'utf8')).toBe(guide)
  })

  it('documents every content file, nested field and icon', () => {
    for (const heading of [
      '### content/site.md',
      '### content/pages/home.md',
      '### content/products/*.md',
      '### content/sourced-products.md',
    ]) {
      expect(guide).toContain(heading)
    }
    expect(guide).toContain(
      '| `phones[].number` | yes | once, for all | Phone number in international format. | `+234 800 000 0001` |',
    )
    expect(guide).toContain('| `address.postalCode` | no |')
    expect(guide).toContain('`whatsapp`')
  })
})
