/**
 * One content collection as an ES module, the code of `virtual:content/<collection>`: local
 * pictures become imports of their files (so Vite fingerprints and copies them), raster ones of
 * their resized WebP copies; links to pages of the site in Markdown carry the base path.
 */
import { LOCAL_IMAGE_PREFIX } from './content/schemas/fields/pictures.ts'
import type { ImageVariant } from './content/pictures/variants.ts'

export const CONTENT_MODULE_PREFIX = 'virtual:content/'
/** The ids of the content modules once resolved (Rollup's mark of a virtual module). */
export const RESOLVED_PREFIX = `\0${CONTENT_MODULE_PREFIX}`

export type ImageLike = { src: string; alt: string; width: number; height: number }
const isLocalImage = (value: unknown): value is ImageLike =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as ImageLike).src === 'string' &&
  (value as ImageLike).src.startsWith(LOCAL_IMAGE_PREFIX)

/** The local pictures a collection names, at any depth. */
export function localImages(value: unknown, found: ImageLike[] = []): ImageLike[] {
  if (isLocalImage(value)) found.push(value)
  else if (Array.isArray(value)) for (const item of value) localImages(item, found)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) localImages(item, found)
  return found
}

const isMarkdown = (value: unknown): value is { html: string; text: string; lead?: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { html?: unknown }).html === 'string' &&
  typeof (value as { text?: unknown }).text === 'string'

export interface ModuleOptions {
  /** Resized copies of a raster picture (none for SVG). */
  variants?: (file: string) => Promise<ImageVariant[]>
  /** Base path: links to pages of the site written in Markdown (/products) are prefixed with it. */
  base?: string
  /** A Markdown link to a page of the site (`/products/`, as the HTML writes it) as published in
   *  the module's language, before the base path: `/fr/products/` for French (page-links.ts). */
  pageLink?: (href: string) => string
  /**
   * The data as one string handed to JSON.parse, the pictures put in after, instead of
   * an object literal: the same value, far quicker for JavaScript tools to parse and run when a
   * collection is megabytes (thousands of products). For the development server, which builds a
   * module again after each save; the build keeps the literal (its output stays as it was).
   */
  asJson?: boolean
  /**
   * With `asJson`, for a module run in the development server's own process (its server-side
   * rendering): the JSON string is handed over in memory under this key instead of written into
   * the code, so a module of megabytes is not parsed, transformed, source-mapped and compiled as
   * code again after each save. A browser's module always carries its data (no key).
   */
  handOver?: string
  /**
   * With `asJson`, the JSON of a list's entries as written before, by entry: an entry that is the
   * same object as then (the development server's loader keeps the entries of files that did not
   * change) is not written again. Only for modules written with the same options and pictures.
   */
  fragments?: WeakMap<object, string>
}

/** The JSON strings handed over to modules run in this process (see `handOver`), by key: one
 *  map per process, shared by the plugin and the modules the development server runs. */
const HAND_OVER = Symbol.for('site.content-modules')
type HandOver = Map<string, string>
const handedOver = ((globalThis as { [HAND_OVER]?: HandOver })[HAND_OVER] ??= new Map<string, string>())

/** The key that marks a picture in the JSON form, its value the picture's file (whose addresses
 *  the module lists once). Content cannot hold a NUL character (the loader refuses it), nor can
 *  the schemas' field names: no editor's value is taken for a picture. */
const PICTURE_MARK = '\u0000picture'

/**
 * Serialises one collection as an ES module. Each local image becomes an import of the file, so
 * Vite fingerprints and copies it; a raster image is published only as its resized WebP copies
 * (`src` and `srcset`), never as the uploaded file, and its width and height are those of the
 * copy in `src`, so the page reserves exactly the shape of the picture it shows.
 */
export async function contentModuleCode(
  value: unknown,
  {
    variants = () => Promise.resolve([]),
    base = '/',
    pageLink,
    asJson = false,
    handOver,
    fragments,
  }: ModuleOptions = {},
): Promise<string> {
  const imports = new Map<string, string>()
  const asset = (file: string) => {
    if (!imports.has(file)) imports.set(file, `asset${imports.size}`)
    return imports.get(file)!
  }
  // Each picture file once, however many entries show it: the addresses the module gives it (`src`,
  // and `srcset` for a raster one), and the size of its copy in `src` (none for a drawing).
  const files = new Map<string, { source: string; size?: { width: number; height: number } }>()
  const fileOf = async (file: string) => {
    const sized = await variants(file)
    // The largest variant up to 960 px wide is the fallback for browsers without srcset support.
    const fallback = sized.filter((variant) => variant.width <= 960).at(-1) ?? sized[0]
    const src = fallback ? asset(fallback.file) : asset(file)
    const srcset = sized.length
      ? `, srcset: [${sized.map((variant) => `${asset(variant.file)} + ' ${variant.width}w'`).join(', ')}].join(', ')`
      : ''
    return { source: `src: ${src}${srcset}`, size: fallback }
  }
  // Each picture: its shape (alt text, width, height) and its file.
  const shapes = new Map<ImageLike, { alt: string; width: number; height: number; file: string }>()
  for (const image of localImages(value)) {
    const file = image.src.slice(LOCAL_IMAGE_PREFIX.length)
    if (!files.has(file)) files.set(file, await fileOf(file))
    const { width, height } = files.get(file)!.size ?? image
    shapes.set(image, { alt: image.alt, width, height, file })
  }
  const tokens: string[] = []
  const replacer = (_key: string, item: unknown) => {
    if (isMarkdown(item) && (base !== '/' || pageLink)) {
      const linked = (html: string) =>
        html.replace(
          /href="(\/(?!\/)[^"]*)"/g,
          (_, href: string) => `href="${base}${(pageLink?.(href) ?? href).slice(1)}"`,
        )
      return { ...item, html: linked(item.html), ...(item.lead === undefined ? {} : { lead: linked(item.lead) }) }
    }
    const shape = isLocalImage(item) ? shapes.get(item) : undefined
    if (shape === undefined) return item
    const { file, ...rest } = shape
    if (asJson) return { ...rest, [PICTURE_MARK]: file }
    tokens.push(`{ ...${JSON.stringify(rest)}, ${files.get(file)!.source} }`)
    return `\0token${tokens.length - 1}`
  }
  const stringify = (item: unknown) => JSON.stringify(item, replacer) ?? 'null'
  // A list's JSON is its entries' JSON, joined: the entries written before are not written again.
  const json =
    asJson && fragments && Array.isArray(value)
      ? `[${value
          .map((entry: unknown) => {
            if (entry === null || typeof entry !== 'object') return stringify(entry)
            let fragment = fragments.get(entry)
            if (fragment === undefined) fragments.set(entry, (fragment = stringify(entry)))
            return fragment
          })
          .join(',')}]`
      : stringify(value)
  const lines = [...imports].map(([file, name]) => `import ${name} from ${JSON.stringify(file)}`)
  if (asJson) {
    const sources = [...files].map(([file, { source }]) => `${JSON.stringify(file)}: { ${source} }`)
    const mark = JSON.stringify(PICTURE_MARK)
    // Pictures are put in by a walk over the parsed value, not by a reviver: JSON.parse calls a
    // reviver for every value, which made parsing 3.6 MB of products six times slower (29 ms,
    // against 5 ms and a walk of 1.5 ms). A picture is defined in its place, never assigned: a key
    // such as "__proto__", an own property as JSON.parse makes it, stays a key.
    const withPictures = `function withPictures(value) { if (value === null || typeof value !== 'object') return value; if (Object.hasOwn(value, ${mark})) { const { [${mark}]: file, ...shape } = value; return { ...shape, ...files[file] } } for (const key of Object.keys(value)) { const item = value[key]; const next = withPictures(item); if (next !== item) Object.defineProperty(value, key, { value: next, writable: true, enumerable: true, configurable: true }) } return value }`
    let source = JSON.stringify(json)
    if (handOver !== undefined) {
      handedOver.set(handOver, json)
      source = `globalThis[Symbol.for(${JSON.stringify(HAND_OVER.description)})].get(${JSON.stringify(handOver)})`
    }
    return `${lines.join('\n')}\nconst files = { ${sources.join(', ')} }\n${withPictures}\nexport default withPictures(JSON.parse(${source}))\n`
  }
  const body = json.replace(/"\\u0000token(\d+)"/g, (_match, index: string) => tokens[Number(index)]!)
  return `${lines.join('\n')}\nexport default ${body}\n`
}
