/**
 * Languages as content and configuration only: a build of the fixture with a third language added
 * the way an editor adds one (a line under `languages`, a section in each single file, a few
 * entries translated) and with one French translation deleted. The third language gets its pages,
 * the untranslated product is left out of the French pages (never shown in English under French
 * labels), the build says what is missing, and every generic check of a built site still holds.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markTranslation } from '../../generator/content/load/translation-records.ts'
import { buildSite, ROOT, type BuildResult } from '../support/build.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { checkBuiltSite, languageLinksOf } from '../support/site-checks.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'

/** Single files: each other language's texts are a section at the end of the front matter. */
const SINGLE_FILES = [
  'site.md',
  'interface.md',
  'sourced-products.md',
  ...fs.readdirSync(path.join(FIXTURE_CONTENT, 'pages')).map((name) => `pages/${name}`),
]
/** The entries translated into the third language: only some, the rest left untranslated. */
const GERMAN_ENTRIES = ['products/garri', 'services/global-supply-chain']
const UNTRANSLATED = 'palm-oil'

describe('a third language added as content, and a French translation missing', () => {
  let folder: ContentFolder
  let build: BuildResult
  const client = () => path.join(folder.dir, 'build', 'client')
  const read = (file: string) => fs.readFileSync(path.join(client(), file), 'utf8')

  beforeAll(async () => {
    folder = copyContentFolder(FIXTURE_CONTENT, { under: path.join(ROOT, '.cache'), name: 'languages' })
    // German (de), tiny: the French texts stand in for the German ones, which is all a test needs.
    folder.edit('site.md', '    name: Français\n', '    name: Français\n  - code: de\n    name: Deutsch\n')
    for (const file of SINGLE_FILES) {
      const text = folder.read(file)
      const section = /\nfr:\n((?: {2}.*\n|\n)+)/.exec(text)![1]!
      folder.write(file, text.replace(/\n---\n?$/, `\nde:\n${section.replace(/\n+$/, '\n')}---\n`))
    }
    for (const entry of GERMAN_ENTRIES) {
      folder.write(`${entry}.de.md`, folder.read(`${entry}.fr.md`))
      expect(markTranslation(folder.contentDir, folder.path(`${entry}.de.md`))).toMatchObject({ ok: true })
    }
    fs.rmSync(folder.path(`products/${UNTRANSLATED}.fr.md`))
    build = await buildSite({
      outDir: path.relative(ROOT, path.join(folder.dir, 'build')),
      contentDir: folder.contentDir,
    })
  }, 240_000)

  afterAll(() => folder?.remove())

  it('builds, and says which translations are missing, as warnings', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).toContain(
      `${path.relative(ROOT, folder.contentDir)}/products/:1:1: warning: French: 5 of 6 products translated; the French pages leave the others out until they are written; missing in this folder: ${UNTRANSLATED}.fr.md`,
    )
    expect(build.stderr).toMatch(/warning: German: 1 of 6 products translated/)
  })

  it('publishes the third language at its own addresses, in that language, with its translated entries only', () => {
    const languages = languagesOf(folder.contentDir)
    expect(languages.map((each) => each.language.code)).toEqual(['en', 'fr', 'de'])
    expect(read('de/index.html')).toContain('<html lang="de">')
    expect(fs.existsSync(path.join(client(), 'de/products/garri/index.html'))).toBe(true)
    expect(fs.existsSync(path.join(client(), 'de/products/smoked-catfish/index.html'))).toBe(false)
    expect(fs.existsSync(path.join(client(), 'de/404.html'))).toBe(true)
    expect(read('_redirects')).toContain('/de/*  /de/404.html  404')
  })

  it('leaves the untranslated product out of the French pages, and links its pages to no French one', () => {
    expect(fs.existsSync(path.join(client(), `fr/products/${UNTRANSLATED}/index.html`))).toBe(false)
    expect(read('fr/products/index.html')).not.toContain(`/fr/products/${UNTRANSLATED}/`)
    const english = read(`products/${UNTRANSLATED}/index.html`)
    expect([...languageLinksOf(english).keys()]).toEqual([])
    // The language switcher leads to the French home page instead.
    expect(english).toContain('href="/fr/" hrefLang="fr"')
    const garri = languageLinksOf(read('products/garri/index.html'))
    expect(Object.fromEntries([...garri].map(([code, href]) => [code, new URL(href).pathname]))).toEqual({
      en: '/products/garri/',
      fr: '/fr/products/garri/',
      de: '/de/products/garri/',
      'x-default': '/products/garri/',
    })
  })

  it('passes every check of a built site, in every language', async () => {
    expect(await checkBuiltSite(client(), { languages: languagesOf(folder.contentDir) })).toEqual([])
  })
})
