/**
 * Valid edits of the live content keep CI green. On a copy of content/, the test does what an
 * editor following docs/CONTENT.md may do: adds a product with a new photo, renames a product,
 * renames a product's file, removes a product, gives a testimonial 4 stars and changes the home
 * headline. The content check, the build and every generic built-site check must then pass, and
 * the built pages must show the edits.
 *
 * Nothing here knows the live wording or counts: the edits are chosen from the loaded content.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { parseDocument, type Document } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteContent } from '../../generator/content/collections.ts'
import { buildSite, ROOT, withoutPlaceholderWarnings, type BuildResult } from '../support/build.ts'
import { attr, elements, parseHtml, textOf, type Element } from '../support/html.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { checkBuiltSite } from '../support/site-checks.ts'
import { contentOf, LIVE_CONTENT } from '../support/site.ts'

const run = promisify(execFile)

/** Changes the front matter of a Markdown file as YAML (comments and the body stay as they are). */
function editFrontMatter(file: string, change: (document: Document) => void): void {
  const text = fs.readFileSync(file, 'utf8')
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/)
  if (!match) throw new Error(`${file} has no front matter`)
  // As the build reads it: every value is text (a YAML tool's default schema would turn the HS
  // code 0305.49 into the number 305.49).
  const document = parseDocument(match[1]!, { schema: 'failsafe' })
  change(document)
  fs.writeFileSync(file, `---\n${document.toString({ lineWidth: 0 })}---\n${text.slice(match[0].length)}`)
}

/** `wanted`, or `wanted 2`, `wanted 3`…: the first that is not taken (compared as the schemas do, in any letter case). */
function unused(wanted: string, taken: readonly string[], join = ' '): string {
  const lower = new Set(taken.map((value) => value.toLowerCase()))
  for (let index = 1; ; index++) {
    const candidate = index === 1 ? wanted : `${wanted}${join}${index}`
    if (!lower.has(candidate.toLowerCase())) return candidate
  }
}

const text = (element: Element) => textOf(element).replace(/\s+/g, ' ').trim()

describe('valid edits of the live content, as an editor makes them', () => {
  let folder: ContentFolder | undefined
  let contentDir = ''
  let outDir = ''
  let check: BuildResult
  let build: BuildResult
  let edited: SiteContent
  const read = (file: string) => fs.readFileSync(path.join(ROOT, outDir, 'client', file), 'utf8')

  /** What was done, to look for in the built pages. */
  const edits = {
    added: { name: '', slug: '' },
    renamed: { from: '', to: '' },
    movedFile: { from: '', to: '', name: '' },
    removed: '',
    testimonialAuthor: '',
    headline: '',
  }

  beforeAll(async () => {
    folder = copyContentFolder(LIVE_CONTENT, { under: path.join(ROOT, '.cache'), name: 'editor-edits' })
    contentDir = folder.contentDir
    outDir = path.relative(ROOT, path.join(folder.dir, 'build'))
    const live = contentOf(contentDir)
    const productFile = (slug: string) => path.join(contentDir, 'products', `${slug}.md`)
    const names = () => fs.readdirSync(path.join(contentDir, 'products')).map((file) => file.replace(/\.md$/, ''))
    const takenNames = live.products.map((product) => product.name)
    let nextOrder = Math.max(...live.products.map((product) => product.order)) + 1

    /** A new product file and its photo, as docs/CONTENT.md describes them. */
    const addProduct = async (wantedName: string, wantedSlug: string) => {
      const name = unused(wantedName, takenNames)
      takenNames.push(name)
      const slug = unused(
        wantedSlug,
        [
          ...names(),
          ...fs.readdirSync(path.join(contentDir, 'images/products')).map((file) => file.replace(/\.[^.]+$/, '')),
        ],
        '-',
      )
      // A real photo, so the build makes its WebP copies for srcset.
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a9a3a' } })
        .png()
        .toBuffer()
      fs.writeFileSync(path.join(contentDir, 'images/products', `${slug}.png`), photo)
      fs.writeFileSync(
        productFile(slug),
        [
          '---',
          `name: ${name}`,
          `order: ${nextOrder++}`,
          `image: images/products/${slug}.png`,
          `imageAlt: A heap of ${name.toLowerCase()} on a woven tray`,
          '---',
          '',
          `Carefully sorted ${name.toLowerCase()}, packed for export:`,
          '',
          // A table as docs/CONTENT.md shows it: the built page must stay valid and accessible.
          '| Pack | Price |',
          '| :--- | ---: |',
          '| 1 kg pouch | ₦3,500 |',
          '| 25 kg bag | ₦80,000 |',
          '',
        ].join('\n'),
      )
      return { name, slug }
    }

    // Enough products to rename one, move another and remove a third, whatever content/ holds now.
    const existing: { name: string; slug: string }[] = live.products.map(({ name, slug }) => ({ name, slug }))
    while (existing.length < 3) existing.push(await addProduct('Ogbono Seeds', 'ogbono-seeds'))
    const [toRename, toMove, toRemove] = existing as [(typeof existing)[0], (typeof existing)[0], (typeof existing)[0]]

    // 1. A seventh (or next) product, with a new picture.
    edits.added = await addProduct('Bitter Leaf', 'bitter-leaf')

    // 2. A product renamed: its name changes, its file stays.
    edits.renamed = { from: toRename.name, to: unused('Smoked Mackerel', takenNames) }
    takenNames.push(edits.renamed.to)
    editFrontMatter(productFile(toRename.slug), (document) => document.set('name', edits.renamed.to))

    // 3. A product's file renamed (its card's address changes with it).
    const movedSlug = unused(`${toMove.slug}-export`, names(), '-')
    fs.renameSync(productFile(toMove.slug), productFile(movedSlug))
    edits.movedFile = { from: toMove.slug, to: movedSlug, name: toMove.name }

    // 4. A product removed (its picture stays in images/, unused, as editors often leave it).
    fs.rmSync(productFile(toRemove.slug))
    edits.removed = toRemove.name

    // 5. A testimonial given 4 stars.
    const testimonial = live.testimonials[0]!
    editFrontMatter(path.join(contentDir, 'testimonials', `${testimonial.slug}.md`), (document) =>
      document.set('rating', '4'),
    )
    edits.testimonialAuthor = testimonial.author

    // 6. A new home headline.
    edits.headline = unused('Fresh from Aba to kitchens and shops worldwide', [live.home.hero.headline])
    editFrontMatter(path.join(contentDir, 'pages/home.md'), (document) =>
      document.setIn(['hero', 'headline'], edits.headline),
    )

    // `npm run check:content` and `npm run build` on the edited copy, as CI runs them.
    const env = { ...process.env, SITE_CONTENT_DIR: contentDir, GITHUB_ACTIONS: '' }
    ;[check, build] = await Promise.all([
      run(process.execPath, ['scripts/check-content.ts'], { cwd: ROOT, env }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code?: number; stdout?: string; stderr?: string }) => ({
          code: error.code ?? 1,
          stdout: error.stdout ?? '',
          stderr: error.stderr ?? '',
        }),
      ),
      buildSite({ outDir, contentDir }),
    ])
    edited = contentOf(contentDir)
  })

  afterAll(() => {
    folder?.remove()
  })

  it('npm run check:content accepts the edited content', () => {
    expect(withoutPlaceholderWarnings(check.stderr)).toBe('')
    expect(check.code).toBe(0)
    expect(check.stdout).toMatch(/^Content is valid: /)
  })

  it('npm run build builds it', () => {
    expect(withoutPlaceholderWarnings(build.stderr)).toBe('')
    expect(build.code).toBe(0)
  })

  it('passes every check of a built site: pages, links, HTML validity, policy, structured data, site files, budgets', async () => {
    expect(await checkBuiltSite(path.join(ROOT, outDir, 'client'), { content: edited })).toEqual([])
  })

  it('the products page shows the new product with its photo and table, the renamed ones, and not the removed one', () => {
    const main = elements(parseHtml(read('products/index.html'))).find((element) => element.tagName === 'main')!
    const cards = elements(main).filter((element) => element.tagName === 'article')
    const byName = new Map(
      cards.map((card) => [text(elements(card).find((element) => element.tagName === 'h2')!), card]),
    )

    expect([...byName.keys()]).toEqual(edited.products.map((product) => product.name))
    expect(byName.has(edits.added.name)).toBe(true)
    expect(byName.has(edits.renamed.to)).toBe(true)
    expect(byName.has(edits.renamed.from)).toBe(false)
    expect(byName.has(edits.removed)).toBe(false)
    expect(attr(byName.get(edits.movedFile.name)!, 'id')).toBe(edits.movedFile.to)
    expect(cards.some((card) => attr(card, 'id') === edits.movedFile.from)).toBe(false)

    const picture = elements(byName.get(edits.added.name)!).find((element) => element.tagName === 'img')!
    expect(attr(picture, 'srcset')).toMatch(/\.webp \d+w/)
    const table = elements(byName.get(edits.added.name)!).find(
      (element) => element.tagName === 'section' && attr(element, 'aria-label') === 'Table: Pack, Price',
    )
    expect(table && text(table)).toContain('25 kg bag')
  })

  it('the home page shows the new headline and the testimonial with 4 stars', () => {
    const page = elements(parseHtml(read('index.html')))
    expect(page.filter((element) => element.tagName === 'h1').map(text)).toEqual([edits.headline])
    const figure = page.find(
      (element) => element.tagName === 'figure' && text(element).includes(edits.testimonialAuthor),
    )!
    expect(
      elements(figure)
        .map((element) => attr(element, 'aria-label'))
        .filter(Boolean),
    ).toEqual(['Rated 4 out of 5 stars'])
  })
})
