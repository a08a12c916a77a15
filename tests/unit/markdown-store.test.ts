/**
 * Rendered Markdown kept between builds (generator/content/read/markdown-store.ts): a build with
 * the store gives exactly the content a build without it gives, renders only what changed, never
 * keeps a body with problems, and never outgrows the content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  clearContentCaches,
  createContentLoader,
  loadContent,
  type LoadResult,
} from '../../generator/content/load/load.ts'
import { ICONS_FILE, useContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'

interface StoreFile {
  version: string
  entries: Record<string, [html: string, text: string, lead?: string]>
}

describe('rendered Markdown kept between builds', () => {
  const content = useContentCopy()
  const cacheDir = () => path.join(content.root, '.cache/content')
  const storeFile = () => path.join(cacheDir(), 'markdown.json')
  const readStore = () => JSON.parse(fs.readFileSync(storeFile(), 'utf8')) as StoreFile
  /** A load as a new build does it: nothing in memory, the store on disk (or none). */
  const build = (withStore = true): LoadResult => {
    clearContentCaches()
    return loadContent({
      root: content.root,
      contentDir: content.contentDir,
      iconsFile: ICONS_FILE,
      ...(withStore ? { cacheDir: cacheDir() } : {}),
    })
  }
  const languagesOf = (result: LoadResult) => {
    if (!result.ok) throw new Error(`the content should load: ${JSON.stringify(result.issues.slice(0, 2))}`)
    return result.languages
  }

  it('gives a second build exactly the content of a build without it', () => {
    const without = languagesOf(build(false))
    expect(fs.existsSync(storeFile())).toBe(false)
    languagesOf(build())
    expect(Object.keys(readStore().entries).length).toBeGreaterThan(0)
    expect(languagesOf(build())).toEqual(without)
  })

  it('is what the second build shows (the bodies are not rendered again), and an edited body is', () => {
    languagesOf(build())
    const store = readStore()
    // Every stored rendering marked, so what comes from the store can be told apart.
    for (const entry of Object.values(store.entries)) entry[0] = `${entry[0]}<!-- kept -->`
    fs.writeFileSync(storeFile(), JSON.stringify(store))
    content.write(GARRI, content.read(GARRI).replace('Made from fresh cassava', 'Made from **new-season** cassava'))
    const [english] = languagesOf(build())
    const garri = english.content.products.find((product) => product.slug === 'garri')!
    const others = english.content.products.filter((product) => product.slug !== 'garri')
    expect(garri.description.html).toContain('<strong>new-season</strong>')
    expect(garri.description.html).not.toContain('<!-- kept -->')
    expect(others.length).toBeGreaterThan(0)
    for (const product of others) expect(product.description.html).toContain('<!-- kept -->')
  })

  it("keeps a description's lead, which its card shows: a second build's cards are the first's", () => {
    content.write(GARRI, `${content.read(GARRI).trimEnd()}\n\nShipped from Aba every week.\n`)
    const garriOf = (languages: ReturnType<typeof languagesOf>) =>
      languages[0].content.products.find((product) => product.slug === 'garri')!.description
    const first = garriOf(languagesOf(build()))
    expect(first.lead).toMatch(/^<p>.+<\/p>$/)
    expect(first.lead).not.toContain('Shipped from Aba')
    expect(garriOf(languagesOf(build()))).toEqual(first)
  })

  it('is not used when the code that renders has changed (another version)', () => {
    languagesOf(build())
    const store = readStore()
    for (const entry of Object.values(store.entries)) entry[0] = 'stale'
    fs.writeFileSync(storeFile(), JSON.stringify({ ...store, version: 'an-older-renderer' }))
    for (const { content: site } of languagesOf(build()))
      for (const product of site.products) expect(product.description.html).not.toBe('stale')
  })

  it('never keeps a body with problems: every build reports them', () => {
    content.write(GARRI, content.read(GARRI).replace(/\n---\n[\s\S]*$/, '\n---\n\nPacked in bags.\n\n<b>Bold</b>\n'))
    for (let run = 0; run < 2; run++) {
      const result = build()
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.issues.some((issue) => issue.code === 'html-in-markdown')).toBe(true)
    }
  })

  it('keeps only the bodies of the last build: a product removed leaves it', () => {
    languagesOf(build())
    const before = Object.values(readStore().entries).map(([, text]) => text)
    const garriText = languagesOf(build())[0].content.products.find((product) => product.slug === 'garri')!.description
      .text
    expect(before).toContain(garriText)
    for (const file of fs.readdirSync(path.join(content.contentDir, 'products')))
      if (file.startsWith('garri.')) content.remove(`content/products/${file}`)
    languagesOf(build())
    const after = Object.values(readStore().entries).map(([, text]) => text)
    expect(after).not.toContain(garriText)
    expect(after.length).toBeLessThan(before.length)
  })

  it('is left whole by the dev server’s reloads, which render only the files changed', () => {
    clearContentCaches()
    const loader = createContentLoader({
      root: content.root,
      contentDir: content.contentDir,
      iconsFile: ICONS_FILE,
      cacheDir: cacheDir(),
    })
    languagesOf(loader.load())
    const stored = Object.keys(readStore().entries).length
    content.write(GARRI, content.read(GARRI).replace('Made from fresh cassava', 'Made from **new-season** cassava'))
    languagesOf(loader.update([content.path(GARRI)]))
    expect(Object.keys(readStore().entries).length).toBe(stored)
  })

  it('starts afresh from a store cut short', () => {
    languagesOf(build())
    fs.writeFileSync(storeFile(), fs.readFileSync(storeFile(), 'utf8').slice(0, 100))
    expect(languagesOf(build())).toEqual(languagesOf(build(false)))
  })
})
