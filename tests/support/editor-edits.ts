/**
 * Edits a content folder the way editors do, following docs/CONTENT.md, so the tests can prove a
 * valid edit never turns CI red. Used by tests/build/editor-edits.test.ts (which checks the built
 * pages show each edit) and by tests/edited-copy.ts (which runs the whole suite on a copy of the
 * project whose content/ was edited like this).
 *
 * Nothing here knows the content's wording or counts: every edit is chosen from the folder it is
 * given. Besides the edits editors make most (a new product with a photo, a renamed product, a
 * renamed file, a removed product, a 4-star testimonial, a new home headline), every collection
 * kept as a folder of entries gets an entry added, one renamed and one removed, the list of
 * sourced products loses an item and gains one, and every product's description is written out
 * over several paragraphs (which takes the products page's HTML past its byte budget).
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { parseDocument, type Document } from 'yaml'
import {
  contextWithoutFiles,
  defineCollections,
  type FolderCollection,
} from '../../generator/content/schemas/collections/index.ts'
import { contentOf } from './site.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { unwrap } from '../../generator/content/schemas/walk.ts'

/** Changes the front matter of a Markdown file as YAML (comments and the body stay as they are). */
export function editFrontMatter(file: string, change: (document: Document) => void): void {
  const text = fs.readFileSync(file, 'utf8')
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)
  if (!match) throw new Error(`${file} has no front matter`)
  // As the build reads it: every value is text (a YAML tool's default schema would turn the HS
  // code 0305.49 into the number 305.49).
  const document = parseDocument(match[1]!, { schema: 'failsafe' })
  change(document)
  fs.writeFileSync(file, `---\n${document.toString({ lineWidth: 0 })}---\n${text.slice(match[0].length)}`)
}

/** `wanted`, or `wanted 2`, `wanted 3`…: the first that is not taken (compared as the schemas do, in any letter case). */
export function unused(wanted: string, taken: readonly string[], join = ' '): string {
  const lower = new Set(taken.map((value) => value.normalize('NFC').toLowerCase()))
  for (let index = 1; ; index++) {
    const candidate = index === 1 ? wanted : `${wanted}${join}${index}`
    if (!lower.has(candidate.normalize('NFC').toLowerCase())) return candidate
  }
}

/** What was done, to look for in the built pages. */
export interface EditorEdits {
  added: { name: string; slug: string }
  renamed: { from: string; to: string }
  movedFile: { from: string; to: string; name: string }
  removed: string
  testimonialAuthor: string
  headline: string
  /** How many paragraphs every product's description gained, and the last one of one product (by its file name). */
  longDescription: { paragraphs: number; slug: string; last: string; opening?: string }
  /** Every edit, one line each, for a report. */
  log: string[]
}

/** The end of the names of entries in the content's default language: `.en.md`. */
const defaultSuffix = (contentDir: string) => `.${readSiteBasics(contentDir).languages[0].code}.md`

/** An entry's file in the default language and its translations in the other languages (file names). */
function translationsOf(dir: string, file: string, suffix: string): string[] {
  const slug = file.slice(0, -suffix.length)
  return fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`${slug}.`) && /^\.[a-z]{2,3}\.md$/.test(name.slice(slug.length)))
}

/** The file names (without language) of a folder's entries that entries of other folders name in
 *  a field referring to it (a product's `category`), found by walking the schemas. */
function referencedSlugs(contentDir: string, target: FolderCollection): Set<string> {
  const suffix = defaultSuffix(contentDir)
  const named = new Set<string>()
  for (const collection of Object.values(defineCollections(contextWithoutFiles(['star'])))) {
    if (collection.kind !== 'folder') continue
    const shape = (unwrap(collection.schema).schema as { shape?: Record<string, unknown> }).shape ?? {}
    const fields = Object.entries(shape)
      .filter(([, field]) => unwrap(field).meta.references === target.path)
      .map(([key]) => key)
    if (!fields.length) continue
    const dir = path.join(contentDir, collection.path)
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(suffix))) {
      const data = parseDocument(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(dir, name), 'utf8'))![1]!, {
        schema: 'failsafe',
      }).toJS() as Record<string, unknown>
      for (const field of fields) if (typeof data[field] === 'string') named.add(data[field].trim())
    }
  }
  return named
}

/** A new product file and its photo (a real PNG, so the build makes its WebP copies), as docs/CONTENT.md describes them. */
async function addProduct(
  contentDir: string,
  wanted: { name: string; slug: string },
  taken: { names: string[]; order: () => number },
): Promise<{ name: string; slug: string }> {
  const name = unused(wanted.name, taken.names)
  taken.names.push(name)
  const products = path.join(contentDir, 'products')
  const images = path.join(contentDir, 'images/products')
  fs.mkdirSync(images, { recursive: true })
  const slug = unused(
    wanted.slug,
    [...fs.readdirSync(products), ...fs.readdirSync(images)].map((file) => file.replace(/(\.[a-z]{2,3})?\.[^.]+$/, '')),
    '-',
  )
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7a9a3a' } })
    .png()
    .toBuffer()
  fs.writeFileSync(path.join(images, `${slug}.png`), photo)
  // In the default language only, as an editor adds it: its translation follows later.
  fs.writeFileSync(
    path.join(products, `${slug}${defaultSuffix(contentDir)}`),
    [
      '---',
      `name: ${name}`,
      `order: ${taken.order()}`,
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

/**
 * For a folder of entries other than products: one entry added (a copy of the first, with a new
 * file name, a new name and the next order number), the first renamed, and the last removed when
 * at least two would be left.
 */
function editFolder(contentDir: string, collection: FolderCollection, log: string[], keep?: string): void {
  const dir = path.join(contentDir, collection.path)
  const suffix = defaultSuffix(contentDir)
  const all = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort()
  // `keep`, an entry another edit changed, is neither renamed nor removed.
  const files = all.filter((name) => name !== keep)
  // An entry other entries name (a category products are in) is not removed: an editor moves the
  // products first, or the build refuses them.
  const named = referencedSlugs(contentDir, collection)
  const removable = files.filter((name) => !named.has(name.slice(0, -suffix.length)))
  if (files.length === 0) return
  const entries = all.map((name) => ({
    name,
    data: parseDocument(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(dir, name), 'utf8'))![1]!, {
      schema: 'failsafe',
    }).toJS() as Record<string, string>,
  }))
  const field = collection.uniqueField
  const taken = entries.map((entry) => String(entry.data[field]))
  const order = Math.max(...entries.map((entry) => Number(entry.data.order) || 0)) + 1

  const slug = unused(
    `${files[0]!.slice(0, -suffix.length)}-extra`,
    all.map((name) => name.slice(0, -suffix.length)),
    '-',
  )
  const addedName = unused(`${taken[0]} Plus`, taken)
  taken.push(addedName)
  fs.copyFileSync(path.join(dir, files[0]!), path.join(dir, `${slug}${suffix}`))
  editFrontMatter(path.join(dir, `${slug}${suffix}`), (document) => {
    document.set(field, addedName)
    document.set('order', String(order))
  })
  log.push(`${collection.path}/${slug}${suffix} added (${field}: ${addedName})`)

  const renamed = unused(`${taken[0]} Renewed`, taken)
  editFrontMatter(path.join(dir, files[0]!), (document) => document.set(field, renamed))
  log.push(`${collection.path}/${files[0]} renamed to "${renamed}"`)

  const removed = removable.filter((name) => name !== files[0]).at(-1)
  if (files.length >= 2 && removed) {
    // With its translations, as docs/CONTENT.md says.
    for (const file of translationsOf(dir, removed, suffix)) fs.rmSync(path.join(dir, file))
    log.push(`${collection.path}/${removed} removed, with its translations`)
  }
}

/** Edits `contentDir` in place. */
export async function editLikeAnEditor(contentDir: string): Promise<EditorEdits> {
  const live = contentOf(contentDir)
  const log: string[] = []
  const suffix = defaultSuffix(contentDir)
  const productsDir = path.join(contentDir, 'products')
  const productFile = (slug: string) => path.join(productsDir, `${slug}${suffix}`)
  const slugs = () =>
    fs
      .readdirSync(productsDir)
      .filter((file) => file.endsWith(suffix))
      .map((file) => file.slice(0, -suffix.length))
  let nextOrder = Math.max(...live.products.map((product) => product.order)) + 1
  const taken = { names: live.products.map((product) => product.name), order: () => nextOrder++ }

  // Enough products to rename one, move another and remove a third, whatever the folder holds now.
  const existing = live.products.map(({ name, slug }) => ({ name, slug }))
  while (existing.length < 3)
    existing.push(await addProduct(contentDir, { name: 'Ogbono Seeds', slug: 'ogbono-seeds' }, taken))
  const [toRename, toMove, toRemove] = existing as [(typeof existing)[0], (typeof existing)[0], (typeof existing)[0]]

  // 1. A new product, with a new photo.
  const added = await addProduct(contentDir, { name: 'Bitter Leaf', slug: 'bitter-leaf' }, taken)
  log.push(`products/${added.slug}${suffix} added with its photo (name: ${added.name}), in the default language only`)

  // 2. A product renamed: its name changes, its file stays.
  const renamed = { from: toRename.name, to: unused('Smoked Mackerel', taken.names) }
  taken.names.push(renamed.to)
  editFrontMatter(productFile(toRename.slug), (document) => document.set('name', renamed.to))
  log.push(
    `products/${toRename.slug}${suffix} renamed from "${renamed.from}" to "${renamed.to}" (its translation now behind)`,
  )

  // 3. A product's files renamed, each language's (its page's address changes with them).
  const movedSlug = unused(`${toMove.slug}-export`, slugs(), '-')
  for (const file of translationsOf(productsDir, `${toMove.slug}${suffix}`, suffix))
    fs.renameSync(path.join(productsDir, file), path.join(productsDir, file.replace(toMove.slug, movedSlug)))
  log.push(`products/${toMove.slug}.*.md moved to products/${movedSlug}.*.md`)

  // 4. A product removed, with its translations (its picture stays in images/, unused, as editors
  //    often leave it).
  for (const file of translationsOf(productsDir, `${toRemove.slug}${suffix}`, suffix))
    fs.rmSync(path.join(productsDir, file))
  log.push(`products/${toRemove.slug}.*.md removed`)

  // 5. A testimonial given 4 stars.
  const testimonial = live.testimonials[0]!
  editFrontMatter(path.join(contentDir, 'testimonials', `${testimonial.slug}${suffix}`), (document) =>
    document.set('rating', '4'),
  )
  log.push(`testimonials/${testimonial.slug}${suffix} given 4 stars`)

  // 6. A new home headline.
  const headline = unused('Fresh from Aba to kitchens and shops worldwide', [live.home.hero.headline])
  editFrontMatter(path.join(contentDir, 'pages/home.md'), (document) => document.setIn(['hero', 'headline'], headline))
  log.push(`pages/home.md headline changed to "${headline}"`)

  // 7. Every other folder of entries: one added, one renamed, one removed.
  const collections = defineCollections(contextWithoutFiles(['star']))
  for (const collection of Object.values(collections)) {
    if (collection.kind !== 'folder' || collection.path === 'products') continue
    // The testimonial given 4 stars above is kept as it is: the test looks for it.
    editFolder(
      contentDir,
      collection,
      log,
      collection.path === 'testimonials' ? `${testimonial.slug}${suffix}` : undefined,
    )
  }

  // 8. The sourced products: the last item removed (when others remain) and a new one added.
  editFrontMatter(path.join(contentDir, 'sourced-products.md'), (document) => {
    const items = document.get('items') as { items: unknown[] } & {
      delete(key: number): void
      add(value: unknown): void
    }
    const names = live.sourcedProducts.items.map((item) => item.name)
    if (items.items.length >= 2) items.delete(items.items.length - 1)
    items.add(document.createNode({ name: unused('Tiger nuts', names), code: '0802.99' }))
  })
  log.push('sourced-products.md: last item removed, one added')

  // 9. Every product's description written out at length, in each language it is written in.
  const longDescription = lengthenDescriptions(productsDir, suffix)
  log.push(`products/*.md: every description made ${longDescription.paragraphs} paragraphs long`)

  return {
    added,
    renamed,
    movedFile: { from: toMove.slug, to: movedSlug, name: toMove.name },
    removed: toRemove.name,
    testimonialAuthor: testimonial.author,
    headline,
    longDescription,
    log,
  }
}

/**
 * Makes every product's description several paragraphs long, as an editor who writes a product
 * out in full does: sentences of the words the products' files of that language already use, in
 * a varied order (a repeated text would compress to almost nothing, where a real one does not).
 * Returns how many paragraphs were added, and the last one of a product's file in the default
 * language (`suffix`), to find on its page, with the paragraph its description opens with as
 * written (none when every description opens with a heading, a list or the like).
 */
function lengthenDescriptions(
  productsDir: string,
  suffix: string,
): { paragraphs: number; slug: string; last: string; opening?: string } {
  const PARAGRAPHS = 4
  const SENTENCES = 6
  const byLanguage = new Map<string, string[]>()
  for (const file of fs.readdirSync(productsDir).filter((name) => /\.[a-z]{2,3}\.md$/.test(name))) {
    const language = file.split('.').at(-2)!
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), file])
  }
  let seed = 1
  const next = () => (seed = (seed * 48271) % 2147483647)
  let found: { slug: string; last: string; opening?: string } = { slug: '', last: '' }
  for (const names of byLanguage.values()) {
    const words = names.flatMap(
      (file) => fs.readFileSync(path.join(productsDir, file), 'utf8').match(/\p{L}[\p{L}’']{2,}/gu) ?? [],
    )
    const sentence = () => {
      const picked = Array.from({ length: 10 + (next() % 8) }, () => words[next() % words.length]!.toLowerCase())
      return `${picked.join(' ').replace(/^\p{L}/u, (first) => first.toUpperCase())}.`
    }
    for (const file of names) {
      const paragraphs = Array.from({ length: PARAGRAPHS }, () => Array.from({ length: SENTENCES }, sentence).join(' '))
      const absolute = path.join(productsDir, file)
      fs.writeFileSync(absolute, `${fs.readFileSync(absolute, 'utf8').trimEnd()}\n\n${paragraphs.join('\n\n')}\n`)
      if (!file.endsWith(suffix) || found.opening) continue
      // A product whose description opens with a paragraph (not a heading, a list, a table, a
      // quote or code), whose card shows that paragraph alone, is the one to look at, if any.
      const body = fs
        .readFileSync(absolute, 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .trim()
      const first = body.split(/\n\s*\n/)[0]!
      const opening = /^(#|[-*+>|]\s|\d+[.)]\s|```|~~~|\s{4})/.test(first) ? undefined : first
      found = { slug: file.slice(0, -suffix.length), last: paragraphs.at(-1)!, opening }
    }
  }
  return { paragraphs: PARAGRAPHS, ...found }
}
