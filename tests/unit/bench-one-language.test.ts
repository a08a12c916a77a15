/**
 * The benchmark's one-language runs build a copy of content in its first language only
 * (scripts/bench/one-language.ts): the copy must still be valid content, with the first
 * language's pages exactly as the two-language site has them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/load/load.ts'
import { keepFirstLanguage } from '../../scripts/bench/one-language.ts'
import { ICONS_FILE, useContentCopy } from '../support/content-copy.ts'

describe('a copy of content in its first language only', () => {
  const content = useContentCopy()
  const load = () => loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE })

  it('loads, in the first language alone, with that language’s content unchanged', () => {
    const both = load()
    if (!both.ok) throw new Error('the fixture should load')
    expect(both.languages.length).toBeGreaterThan(1)
    const [first, ...others] = both.languages
    keepFirstLanguage(content.contentDir)
    const one = load()
    if (!one.ok) throw new Error(`the copy should load: ${JSON.stringify(one.issues.slice(0, 3))}`)
    expect(one.languages.map((each) => each.language.code)).toEqual([first.language.code])
    // The same content, but for the list of languages the language switcher offers.
    expect(one.content.site.languages).toEqual([first.content.site.languages?.[0]])
    expect({ ...one.content, site: { ...one.content.site, languages: first.content.site.languages } }).toEqual(
      first.content,
    )
    const left = fs.readdirSync(content.contentDir, { recursive: true }).map(String)
    for (const { language } of others) {
      expect(left.filter((file) => file.endsWith(`.${language.code}.md`))).toEqual([])
      expect(fs.readFileSync(path.join(content.contentDir, 'site.md'), 'utf8')).not.toMatch(
        new RegExp(`^${language.code}:|code: ${language.code}$`, 'm'),
      )
    }
  })
})
