/**
 * The product catalogue's addresses and pages, in one place: the route table, the pages, the
 * sitemap and the structured data all ask here. Plain functions of the products' file names, so
 * Vike can read them at build-configuration time.
 *
 *   /products/                             the first page of the catalogue (the products page)
 *   /products/page/2/                      further pages, PRODUCTS_PER_PAGE products each
 *   /products/garri/                       one page per product, named after its file (garri.en.md)
 *   /products/category/cassava-products/   one page per category with products, named after its
 *                                          file (cassava-products.en.md), and past PRODUCTS_PER_PAGE
 *                                          of them /products/category/cassava-products/page/2/…
 */

/** Cards per page of the catalogue: a multiple of the grid's two and three columns. */
export const PRODUCTS_PER_PAGE = 24

export const CATALOGUE_PATH = '/products/'

/** The address of a product's page: productPath('garri') is '/products/garri/'. */
export const productPath = (slug: string): string => `${CATALOGUE_PATH}${slug}/`

/** The address of a page of the catalogue, counted from 1: the first is the products page itself. */
export const cataloguePagePath = (page: number): string =>
  page <= 1 ? CATALOGUE_PATH : `${CATALOGUE_PATH}page/${page}/`

/** Where the category pages are: /products/category/<file name>/. No product may be named so
 *  (the products' `reservedSlugs`, generator/content/schemas/collections/catalogue.ts). */
export const CATEGORY_SEGMENT = 'category'

/** The address of page `page` (from 1) of a category's list: categoryPath('herbs') is
 *  '/products/category/herbs/', categoryPath('herbs', 2) is '/products/category/herbs/page/2/'. */
export const categoryPath = (slug: string, page = 1): string =>
  `${CATALOGUE_PATH}${CATEGORY_SEGMENT}/${slug}/${page <= 1 ? '' : `page/${page}/`}`

/** How many pages the catalogue has (always at least one, which may be empty). */
export const cataloguePageCount = (products: number): number => Math.max(1, Math.ceil(products / PRODUCTS_PER_PAGE))

/** The catalogue page that lists the product at `index` (0-based) of the ordered products. */
export const cataloguePageOf = (index: number): number => Math.floor(index / PRODUCTS_PER_PAGE) + 1

/** The products shown on page `page` (from 1) of the catalogue. */
export function productsOnPage<T>(products: readonly T[], page: number): T[] {
  return products.slice((page - 1) * PRODUCTS_PER_PAGE, page * PRODUCTS_PER_PAGE)
}

/**
 * The page of the catalogue an address's `:number` segment names: "2" is page 2; without a
 * segment, or with one that names no page, the first. (Only real pages are pre-rendered and
 * served: renderer/page-paths.ts.)
 */
export function cataloguePageAt(segment: string | undefined, productCount: number): number {
  const page = segment !== undefined && /^[1-9]\d*$/.test(segment) ? Number(segment) : 1
  return page <= cataloguePageCount(productCount) ? page : 1
}

/** One step of the trail above a page, for the visitor (Breadcrumbs) and for search engines (BreadcrumbList). */
export interface TrailStep {
  name: string
  path: string
}

/** Home › the page of the list that shows the product › the product itself. */
export function productTrail(
  index: number,
  product: { slug: string; name: string },
  labels: { home: string; products: string },
): TrailStep[] {
  return [
    { name: labels.home, path: '/' },
    { name: labels.products, path: cataloguePagePath(cataloguePageOf(index)) },
    { name: product.name, path: productPath(product.slug) },
  ]
}

/** Home › Products › the category (at the page of its list shown). */
export function categoryTrail(
  category: { slug: string; name: string },
  labels: { home: string; products: string },
  page = 1,
): TrailStep[] {
  return [
    { name: labels.home, path: '/' },
    { name: labels.products, path: CATALOGUE_PATH },
    { name: category.name, path: categoryPath(category.slug, page) },
  ]
}

/** Every address of the catalogue: its pages after the first, then one page per product. */
export function cataloguePaths(slugs: readonly string[]): string[] {
  const pages = cataloguePageCount(slugs.length)
  return [...Array.from({ length: pages - 1 }, (_, index) => cataloguePagePath(index + 2)), ...slugs.map(productPath)]
}

/** A category with the products that name it, in the order of the catalogue. */
export interface CategoryListing<C, P> {
  category: C
  products: P[]
}

const byCategoryCache = new WeakMap<readonly object[], Map<string, object[]>>()

/** The products of each category (by its file name), in the order of the catalogue: grouped once
 *  per list of products, not searched through for each category. */
function productsByCategory<P extends { category?: string | undefined }>(products: readonly P[]): Map<string, P[]> {
  let groups = byCategoryCache.get(products)
  if (!groups) {
    groups = new Map()
    for (const product of products) {
      if (product.category === undefined) continue
      const listed = groups.get(product.category)
      if (listed) listed.push(product)
      else groups.set(product.category, [product])
    }
    byCategoryCache.set(products, groups)
  }
  return groups as Map<string, P[]>
}

/**
 * The categories that have a page, each with its products: those with at least one product, in
 * the categories' order. `categories` and `products` are one language's (those translated into
 * it), so a language lists a category only where both it and its products are in its words.
 */
export function categoryListings<C extends { slug: string }, P extends { category?: string | undefined }>(
  categories: readonly C[],
  products: readonly P[],
): CategoryListing<C, P>[] {
  const groups = productsByCategory(products)
  return categories.flatMap((category) => {
    const listed = groups.get(category.slug)
    return listed?.length ? [{ category, products: listed }] : []
  })
}

/** The listing of the category with this file name, if it has a page. */
export function categoryListing<C extends { slug: string }, P extends { category?: string | undefined }>(
  categories: readonly C[],
  products: readonly P[],
  slug: string | undefined,
): CategoryListing<C, P> | undefined {
  const category = categories.find((candidate) => candidate.slug === slug)
  const listed = category && productsByCategory(products).get(category.slug)
  return category && listed?.length ? { category, products: listed } : undefined
}

/** Every address of the categories' pages: each category's first page, then its others. */
export function categoryPaths(listings: readonly CategoryListing<{ slug: string }, unknown>[]): string[] {
  return listings.flatMap(({ category, products }) =>
    Array.from({ length: cataloguePageCount(products.length) }, (_, index) => categoryPath(category.slug, index + 1)),
  )
}

/** Fills a text's `{name}` placeholders: fillTemplate('a quote for {product}', { product: 'Garri' }). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

/**
 * The page numbers a page list shows: the first and last, and two either side of the current
 * page, with `null` for each gap: pageWindow(7, 20) is [1, null, 5, 6, 7, 8, 9, null, 20].
 */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b)
  // A gap of one page shows that page instead of "…".
  return shown.flatMap((page, index) => {
    const before = shown[index - 1]
    if (before === undefined || page - before === 1) return [page]
    return page - before === 2 ? [before + 1, page] : [null, page]
  })
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })

/** Text in which every UTF-16 unit is a character of its own: printable ASCII, Latin-1 and Latin
 *  Extended letters, spacing modifiers (U+00A0–U+02FF hold no combining mark, joiner or surrogate).
 *  Most descriptions, English and French alike, are such text. */
const ONE_UNIT_CHARACTERS = /^[\x20-\x7e\u00a0-\u02ff]*$/

/**
 * Where each of the first `count` characters a reader sees ends in `text` (fewer when the text is
 * shorter): one per UTF-16 unit where ONE_UNIT_CHARACTERS holds for them and the unit after them
 * (the only one that could join the last), which spares walking the grapheme segmenter over
 * thousands of product descriptions in a build; Intl.Segmenter's answer otherwise.
 */
export function characterEnds(text: string, count: number): number[] {
  const ends: number[] = []
  if (ONE_UNIT_CHARACTERS.test(text.slice(0, count + 1))) {
    const last = Math.min(count, text.length)
    for (let end = 1; end <= last; end++) ends.push(end)
    return ends
  }
  for (const { index, segment } of graphemes.segment(text)) {
    if (ends.length >= count) break
    ends.push(index + segment.length)
  }
  return ends
}

/**
 * A description for search results and link previews: the text cut at a word, at most `max`
 * characters as a reader counts them (an emoji or a letter with its accent is one), with "…"; a
 * single word longer than that is cut between two of its characters, never inside one.
 */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  // Where each character a reader sees ends, in the text.
  const ends = characterEnds(flat, max + 1)
  if (ends.length <= max) return flat
  const room = ends[max - 2]!
  const space = flat.lastIndexOf(' ', room)
  const end = space > ends[Math.floor(max / 2)]! ? space : room
  return `${flat.slice(0, end).replace(/[\s,.;:]+$/u, '')}…`
}

const slugIndexes = new WeakMap<readonly { slug: string }[], Map<string, number>>()

/** Where the product with this file name is in the ordered products, or -1: one lookup per page
 *  of a catalogue of thousands, not a search through all of them. */
export function indexOfProduct(products: readonly { slug: string }[], slug: string | undefined): number {
  let index = slugIndexes.get(products)
  if (!index) {
    index = new Map(products.map((product, position) => [product.slug, position]))
    slugIndexes.set(products, index)
  }
  return slug === undefined ? -1 : (index.get(slug) ?? -1)
}
