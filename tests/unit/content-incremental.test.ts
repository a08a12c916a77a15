/**
 * The development server's loader reads again only the files an edit changed (load.ts's
 * createContentLoader) and runs the rules across files again on what it kept. Whatever sequence
 * of edits an editor makes, each of its loads must be exactly what a fresh load of the same
 * folder gives: the same problems in the same order, the same warnings, the same content. A
 * fresh load is also what the build hands from its loading process to its bundling process, so
 * each must survive the copy unchanged.
 *
 * The seed is printed by fast-check when the property fails; CONTENT_INCREMENTAL_SEED replays it.
 */
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clearContentCaches,
  createContentLoader,
  loadContent,
  type LoadResult,
} from '../../generator/content/load/load.ts'
import { forHandOver } from '../../generator/content/load/apart.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { pageAddresses } from '../../renderer/routes.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const SEED = process.env.CONTENT_INCREMENTAL_SEED
  ? Number(process.env.CONTENT_INCREMENTAL_SEED)
  : Math.floor(Math.random() * 0x7fffffff)
const NUM_RUNS = Number(process.env.CONTENT_INCREMENTAL_RUNS ?? 10)

const PRODUCTS = fs
  .readdirSync(path.join(FIXTURE_CONTENT, 'products'))
  .filter((name) => name.endsWith('.en.md'))
  .map((name) => name.slice(0, -'.en.md'.length))
const CATEGORIES = fs
  .readdirSync(path.join(FIXTURE_CONTENT, 'categories'))
  .filter((name) => name.endsWith('.en.md'))
  .map((name) => name.slice(0, -'.en.md'.length))
const SINGLE_FILES = ['pages/about.md', 'pages/home.md', 'interface.md', 'sourced-products.md']

/** What a load gives, comparable with toEqual: every field but its duration, the files read by
 *  name, the content as the modules serialise it. */
function comparable(result: LoadResult) {
  return {
    ok: result.ok,
    issues: result.ok ? [] : result.issues,
    warnings: result.warnings,
    files: result.files,
    sources: result.sources.map((source) => source.file),
    languages: result.ok ? JSON.parse(JSON.stringify(result.languages)) : undefined,
  }
}

/** One edit of the folder: what it does, and the files it touched (relative to content/). */
type Edit = { label: string; apply: (folder: ContentFolder) => string[] }

const setLine = (folder: ContentFolder, file: string, field: string, value: string): string[] => {
  if (!fs.existsSync(path.join(folder.contentDir, file))) return []
  const text = folder.read(file)
  const line = new RegExp(`^${field}:.*$`, 'm')
  folder.write(
    file,
    line.test(text) ? text.replace(line, `${field}: ${value}`) : text.replace(/^---\n/, `---\n${field}: ${value}\n`),
  )
  return [file]
}
const product = fc.constantFrom(...PRODUCTS)
const language = fc.constantFrom('en', 'fr')
const fixture = (file: string) => fs.readFileSync(path.join(FIXTURE_CONTENT, file), 'utf8')

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(product, fc.constantFrom('3', '12', '"7"', 'three', '-1', '[]')).map(([slug, value]): Edit => ({
    label: `order of ${slug}: ${value}`,
    apply: (folder) => setLine(folder, `products/${slug}.en.md`, 'order', value),
  })),
  fc
    .tuple(product, language, fc.constantFrom('Garri', 'Palm Oil', 'New name', '""', 'Gari'))
    .map(([slug, code, value]): Edit => ({
      label: `name of ${slug}.${code}: ${value}`,
      apply: (folder) => setLine(folder, `products/${slug}.${code}.md`, 'name', value),
    })),
  fc
    .tuple(product, fc.constantFrom(...CATEGORIES, 'no-such-category', 'Cassava products'))
    .map(([slug, value]): Edit => ({
      label: `category of ${slug}: ${value}`,
      apply: (folder) => setLine(folder, `products/${slug}.en.md`, 'category', value),
    })),
  fc.tuple(product, language).map(([slug, code]): Edit => ({
    label: `break the front matter of ${slug}.${code}`,
    apply: (folder) => {
      const file = `products/${slug}.${code}.md`
      if (!fs.existsSync(path.join(folder.contentDir, file))) return []
      folder.write(file, folder.read(file).replace(/^---\n/, '---\nname: [unclosed\n'))
      return [file]
    },
  })),
  fc.tuple(product, language).map(([slug, code]): Edit => ({
    label: `restore ${slug}.${code}`,
    apply: (folder) => {
      const file = `products/${slug}.${code}.md`
      folder.write(file, fixture(file))
      return [file]
    },
  })),
  fc.tuple(product, language).map(([slug, code]): Edit => ({
    label: `delete ${slug}.${code}`,
    apply: (folder) => {
      const file = `products/${slug}.${code}.md`
      if (!fs.existsSync(path.join(folder.contentDir, file))) return []
      fs.rmSync(path.join(folder.contentDir, file))
      return [file]
    },
  })),
  fc.tuple(product, language, fc.constantFrom('new-product', 'another-one')).map(([slug, code, name]): Edit => ({
    label: `add ${name}.${code} as a copy of ${slug}.${code}`,
    apply: (folder) => {
      const file = `products/${name}.${code}.md`
      folder.write(file, fixture(`products/${slug}.${code}.md`))
      return [file]
    },
  })),
  fc.tuple(product, fc.constantFrom('Edited sentence.', '<b>Bold</b>', '')).map(([slug, sentence]): Edit => ({
    label: `body of ${slug}: ${sentence}`,
    apply: (folder) => {
      const file = `products/${slug}.en.md`
      if (!fs.existsSync(path.join(folder.contentDir, file))) return []
      folder.write(file, folder.read(file).replace(/\n---\n[\s\S]*$/, `\n---\n\n${sentence}\n`))
      return [file]
    },
  })),
  // A link to another product's page, which other steps may delete, add or leave with a mistake.
  fc.tuple(product, fc.oneof(product, fc.constantFrom('new-product', 'another-one'))).map(([slug, target]): Edit => ({
    label: `body of ${slug} links to ${target}`,
    apply: (folder) => {
      const file = `products/${slug}.fr.md`
      if (!fs.existsSync(path.join(folder.contentDir, file))) return []
      folder.write(file, `${folder.read(file).trimEnd()} Voir [ce produit](/products/${target}/).\n`)
      return [file]
    },
  })),
  fc
    .tuple(fc.constantFrom(...CATEGORIES), fc.constantFrom('renamed-category', 'herbs-and-spices'))
    .map(([slug, name]): Edit => ({
      label: `rename category ${slug} to ${name}`,
      apply: (folder) => {
        const moved: string[] = []
        for (const code of ['en', 'fr']) {
          const from = path.join(folder.contentDir, `categories/${slug}.${code}.md`)
          const to = path.join(folder.contentDir, `categories/${name}.${code}.md`)
          if (!fs.existsSync(from) || fs.existsSync(to)) continue
          fs.renameSync(from, to)
          moved.push(`categories/${slug}.${code}.md`, `categories/${name}.${code}.md`)
        }
        return moved
      },
    })),
  fc
    .tuple(fc.constantFrom(...SINGLE_FILES), fc.constantFrom('a new text', '', '[broken', 'drop'))
    .map(([file, text]): Edit => ({
      label: `${file}'s French section: ${text}`,
      apply: (folder) => {
        const original = folder.read(file)
        const section = original.indexOf('\nfr:\n')
        if (section === -1) return []
        const after = original.slice(section + '\nfr:\n'.length)
        const edited =
          text === 'drop'
            ? original.slice(0, section + 1) + original.slice(original.indexOf('\n---', section) + 1)
            : original.slice(0, section + '\nfr:\n'.length) + after.replace(/^(\s+\w+:) .*$/m, `$1 ${text}`)
        folder.write(file, edited)
        return [file]
      },
    })),
  fc.constantFrom<Edit>({
    label: 'site.md as it was',
    apply: (folder) => {
      folder.write('site.md', fixture('site.md'))
      return ['site.md']
    },
  }),
)

describe('the development server’s loader', () => {
  it(`loads after any sequence of edits what a fresh load gives (seed ${SEED})`, () => {
    fc.assert(
      fc.property(fc.array(edits, { minLength: 1, maxLength: 8 }), (steps) => {
        const folder = copyContentFolder(FIXTURE_CONTENT)
        try {
          const options = { root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE, pageAddresses }
          const loader = createContentLoader(options)
          loader.load()
          for (const [index, step] of steps.entries()) {
            const touched = step.apply(folder).map((file) => path.join(folder.contentDir, file))
            const incremental = loader.update(touched)
            clearContentCaches()
            const fresh = loadContent(options)
            expect(
              comparable(incremental),
              `after step ${index + 1} of ${steps.map((each) => each.label).join(' → ')}`,
            ).toEqual(comparable(fresh))
            // The build loads in a process of its own and copies the result over (apart.ts): every
            // load, with whatever problems, must come over as it was.
            const handed = forHandOver(fresh, folder.contentDir)
            expect(v8.deserialize(v8.serialize(handed)), `handed over after step ${index + 1}`).toStrictEqual(handed)
          }
        } finally {
          folder.remove()
        }
      }),
      { seed: SEED, numRuns: NUM_RUNS },
    )
  }, 300_000)

  it('keeps what an unchanged file gave: the same objects, so unchanged collections compare at once', () => {
    const folder = copyContentFolder(FIXTURE_CONTENT)
    try {
      const loader = createContentLoader({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE })
      const before = loader.load()
      const file = 'products/garri.en.md'
      folder.write(file, folder.read(file).replace('Made from fresh cassava', 'Made from freshly dug cassava'))
      const after = loader.update([path.join(folder.contentDir, file)])
      if (!before.ok || !after.ok) throw new Error('the fixture should load')
      const bySlug = (result: typeof after, slug: string) => result.content.products.find((each) => each.slug === slug)
      expect(bySlug(after, 'palm-oil')).toBe(bySlug(before, 'palm-oil'))
      expect(bySlug(after, 'garri')).not.toBe(bySlug(before, 'garri'))
      expect(after.content.categories.every((category, index) => category === before.content.categories[index])).toBe(
        true,
      )
      expect(bySlug(after, 'garri')!.description.html).toContain('freshly dug')
    } finally {
      folder.remove()
    }
  })
})
