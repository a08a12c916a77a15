/**
 * After an edit, the development server builds again only the content modules whose collection
 * changed, in the languages it changed in (generator/content-changes.ts).
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { changedCollections, contentModuleOf, sameContent } from '../../generator/content-changes.ts'
import { createContentLoader, type LoadResult } from '../../generator/content/load/load.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const languagesOf = (result: LoadResult) => {
  if (!result.ok) throw new Error(`the content should load: ${JSON.stringify(result.issues[0])}`)
  return result.languages
}

/** The collections an edit of the fixture changed, as the dev server finds them. */
function changedBy(edit: (folder: ContentFolder) => string[]): Set<string> | 'all' {
  const folder = copyContentFolder(FIXTURE_CONTENT)
  try {
    const loader = createContentLoader({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE })
    const before = languagesOf(loader.load())
    const touched = edit(folder).map((file) => path.join(folder.contentDir, file))
    return changedCollections(before, languagesOf(loader.update(touched)))
  } finally {
    folder.remove()
  }
}
const replace = (folder: ContentFolder, file: string, from: string, to: string) => {
  const text = folder.read(file)
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
  folder.write(file, text.replace(from, to))
  return [file]
}

describe('the content modules an edit changes', { timeout: 30_000 }, () => {
  it('an edit of a product’s text in English: the English products only', () => {
    expect(
      changedBy((folder) =>
        replace(folder, 'products/garri.en.md', 'Made from fresh cassava', 'Made from new cassava'),
      ),
    ).toEqual(new Set(['products?lang=en']))
  })

  it('an edit of a translation: the products of its language only', () => {
    expect(changedBy((folder) => replace(folder, 'products/garri.fr.md', 'name: Gari', 'name: Gari blanc'))).toEqual(
      new Set(['products?lang=fr']),
    )
  })

  it('a field every language shares (the order): the products of every language', () => {
    expect(changedBy((folder) => replace(folder, 'products/garri.en.md', 'order: 3', 'order: 30'))).toEqual(
      new Set(['products?lang=en', 'products?lang=fr']),
    )
  })

  it('a file saved as it was: nothing', () => {
    expect(changedBy((folder) => replace(folder, 'products/garri.en.md', 'order: 3', 'order: 3'))).toEqual(new Set())
  })

  it('a single file’s French section: that collection in French only', () => {
    const changed = changedBy((folder) =>
      replace(folder, 'pages/about.md', 'Notre histoire, notre vision et nos valeurs', 'Notre histoire'),
    )
    expect(changed).toEqual(new Set(['about?lang=fr']))
  })

  it('every module when there was no content before, or the languages changed', () => {
    const folder = copyContentFolder(FIXTURE_CONTENT)
    try {
      const loaded = languagesOf(
        createContentLoader({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE }).load(),
      )
      expect(changedCollections(undefined, loaded)).toBe('all')
      expect(changedCollections(loaded.slice(0, 1), loaded)).toBe('all')
      expect(changedCollections(loaded, loaded)).toEqual(new Set())
    } finally {
      folder.remove()
    }
  })
})

describe('content module ids', () => {
  it('name their collection and language, the default language when untagged', () => {
    expect(contentModuleOf('\0virtual:content/products?lang=fr', 'en')).toBe('products?lang=fr')
    expect(contentModuleOf('\0virtual:content/products', 'en')).toBe('products?lang=en')
    expect(contentModuleOf('/work/pages/product/ProductPage.tsx?lang=fr', 'en')).toBeUndefined()
  })

  it('compare loaded values by what they hold', () => {
    expect(sameContent({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true)
    expect(sameContent({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false)
    expect(sameContent({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false)
    expect(sameContent([1], { 0: 1 })).toBe(false)
  })
})
