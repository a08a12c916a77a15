/**
 * The product catalogue's addresses and pages, in one place: the route table, the pages, the
 * sitemap and the structured data all ask here. Plain functions of the products' file names, so
 * Vike can read them at build-configuration time.
 *
 *   /products/               the first page of the catalogue (the products page)
 *   /products/page/2/        further pages, PRODUCTS_PER_PAGE products each
 *   /products/garri/         one page per product, named after its file (garri.md)
 */

/** Cards per page of the catalogue: a multiple of the grid's two and three columns. */
export const PRODUCTS_PER_PAGE = 24

export const CATALOGUE_PATH = '/products/'

/** The address of a product's page: productPath('garri') is '/products/garri/'. */
export const productPath = (slug: string): string => `${CATALOGUE_PATH}${slug}/`

/** The address of a page of the catalogue, counted from 1: the first is the products page itself. */
export const cataloguePagePath = (page: number): string =>
  page <= 1 ? CATALOGUE_PATH : `${CATALOGUE_PATH}page/${page}/`

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

/** Every address of the catalogue: its pages after the first, then one page per product. */
export function cataloguePaths(slugs: readonly string[]): string[] {
  const pages = cataloguePageCount(slugs.length)
  return [...Array.from({ length: pages - 1 }, (_, index) => cataloguePagePath(index + 2)), ...slugs.map(productPath)]
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

/**
 * A description for search results and link previews: the text cut at a word, at most `max`
 * characters as a reader counts them (an emoji or a letter with its accent is one), with "…"; a
 * single word longer than that is cut between two of its characters, never inside one.
 */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  // Where each character a reader sees ends, in the text.
  const ends: number[] = []
  for (const { index, segment } of graphemes.segment(flat)) {
    ends.push(index + segment.length)
    if (ends.length > max) break
  }
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
