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

const isMarkdown = (value: unknown): value is { html: string; text: string } =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { html?: unknown }).html === 'string' &&
  typeof (value as { text?: unknown }).text === 'string'

export interface ModuleOptions {
  /** Resized copies of a raster picture (none for SVG). */
  variants?: (file: string) => Promise<ImageVariant[]>
  /** Base path: links to pages of the site written in Markdown (/products) are prefixed with it. */
  base?: string
  /**
   * The data as one string handed to JSON.parse, the pictures put in by its reviver, instead of
   * an object literal: the same value, far quicker for JavaScript tools to parse and run when a
   * collection is megabytes (thousands of products). For the development server, which builds a
   * module again after each save; the build keeps the literal (its output stays as it was).
   */
  asJson?: boolean
}

/** What stands for a picture in the JSON form: followed by its index. Content text cannot hold
 *  a NUL character (the loader refuses it), so no text of an editor's is taken for one. */
const PICTURE_MARK = '\u0000picture:'

/**
 * Serialises one collection as an ES module. Each local image becomes an import of the file, so
 * Vite fingerprints and copies it; a raster image is published only as its resized WebP copies
 * (`src` and `srcset`), never as the uploaded file, and its width and height are those of the
 * copy in `src`, so the page reserves exactly the shape of the picture it shows.
 */
export async function contentModuleCode(
  value: unknown,
  { variants = () => Promise.resolve([]), base = '/', asJson = false }: ModuleOptions = {},
): Promise<string> {
  const imports = new Map<string, string>()
  const asset = (file: string) => {
    if (!imports.has(file)) imports.set(file, `asset${imports.size}`)
    return imports.get(file)!
  }
  const expressions = new Map<ImageLike, string>()
  for (const image of localImages(value)) {
    const file = image.src.slice(LOCAL_IMAGE_PREFIX.length)
    const sized = await variants(file)
    // The largest variant up to 960 px wide is the fallback for browsers without srcset support.
    const fallback = sized.filter((variant) => variant.width <= 960).at(-1) ?? sized[0]
    const { alt } = image
    const { width, height } = fallback ?? image
    const src = fallback ? asset(fallback.file) : asset(file)
    const srcset = sized.length
      ? `, srcset: [${sized.map((variant) => `${asset(variant.file)} + ' ${variant.width}w'`).join(', ')}].join(', ')`
      : ''
    expressions.set(image, `{ ...${JSON.stringify({ alt, width, height })}, src: ${src}${srcset} }`)
  }
  const tokens: string[] = []
  const json = JSON.stringify(value, (_key, item: unknown) => {
    if (isMarkdown(item) && base !== '/')
      return { ...item, html: item.html.replace(/href="\/(?!\/)/g, `href="${base}`) }
    const expression = isLocalImage(item) ? expressions.get(item) : undefined
    if (expression === undefined) return item
    tokens.push(expression)
    return `${asJson ? PICTURE_MARK : '\0token'}${tokens.length - 1}`
  })
  const lines = [...imports].map(([file, name]) => `import ${name} from ${JSON.stringify(file)}`)
  if (asJson) {
    const pictures = `const pictures = [${tokens.join(', ')}]`
    const reviver = `(_key, value) => typeof value === 'string' && value.startsWith(${JSON.stringify(PICTURE_MARK)}) ? pictures[Number(value.slice(${PICTURE_MARK.length}))] : value`
    return `${lines.join('\n')}\n${pictures}\nexport default JSON.parse(${JSON.stringify(json)}, ${reviver})\n`
  }
  const body = json.replace(/"\\u0000token(\d+)"/g, (_match, index: string) => tokens[Number(index)]!)
  return `${lines.join('\n')}\nexport default ${body}\n`
}
