/**
 * Content files as tests write them: a product file with the usual lines, any of which a test
 * replaces with the line it needs (a mistake, a missing field), so its line numbers stay those
 * the tests point at:
 *
 *   1 ---  2 name  3 order  4 image  5 imageAlt  (the `after` lines)  ---  (a blank line)  body
 */

/** The usual lines of content/products/garri.en.md in the tests. */
export const PRODUCT_LINES = {
  name: 'name: Garri',
  order: 'order: 3',
  image: 'image: images/products/garri.svg',
  imageAlt: 'imageAlt: A bowl of garri',
} as const

export const PRODUCT_BODY = 'Made from fresh cassava.'

/**
 * A product file: each of `name`, `order`, `image` and `imageAlt` is the whole line to write
 * instead of the usual one (`null` leaves the line out); `after` lines follow them; `body` is the
 * Markdown below the front matter (`null`: none).
 */
export function productFile({
  after = [],
  body = PRODUCT_BODY,
  ...lines
}: Partial<Record<keyof typeof PRODUCT_LINES, string | null>> & {
  after?: readonly string[]
  body?: string | null
} = {}): string {
  const frontMatter = (Object.keys(PRODUCT_LINES) as (keyof typeof PRODUCT_LINES)[])
    .map((key) => (key in lines ? lines[key] : PRODUCT_LINES[key]))
    .filter((line): line is string => line !== null && line !== undefined)
  return ['---', ...frontMatter, ...after, '---', ...(body === null ? [] : ['', body]), ''].join('\n')
}
