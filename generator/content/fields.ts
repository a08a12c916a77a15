/**
 * Building blocks for the collection schemas. Each field knows how to explain itself to an
 * editor: what it must look like, an example to copy, and what was found instead.
 *
 * Front matter is parsed with every scalar as a string (see source.ts), so numbers are
 * converted here, where the message can say exactly what to write.
 *
 * Nothing here reads files: the admin runs these schemas in the browser (admin/), and the build
 * checks picture files through the context it passes in (picture-files.ts).
 */
import { z } from 'zod'
import { closestMatch } from './suggest.ts'

/** Shown in error messages, in the generated content guide and in the admin's forms. */
export type FieldMeta = {
  description: string
  example: string
}

/** What the admin's form needs to know beyond the shape of a field (admin/config.ts). */
export type FormHints = {
  /** The values a choice field takes: a drop-down list. */
  options?: readonly string[]
  /** A picture: a file under content/ only, or also an https address. */
  picture?: 'file' | 'file-or-address'
}

export function describeValue(input: unknown): string {
  if (input === undefined) return 'nothing'
  if (typeof input === 'string')
    return input === '' ? 'an empty value' : `"${input.length > 60 ? `${input.slice(0, 57)}...` : input}"`
  if (Array.isArray(input)) return 'a list'
  if (input && typeof input === 'object') return 'a group of fields'
  return typeof input === 'number' || typeof input === 'boolean' ? String(input) : typeof input
}

/** One line of plain text, trimmed, never empty. */
export function text(meta: FieldMeta, { max }: { max?: number } = {}) {
  let schema = z
    .string()
    .trim()
    .min(1, { error: 'must not be empty; write the text after the colon, or remove the line if the field is optional' })
  if (max)
    schema = schema.max(max, {
      error: (issue) =>
        `is too long (${typeof issue.input === 'string' ? issue.input.length : '?'} characters); keep it under ${max} characters`,
    })
  return schema.meta(meta)
}

/** A list of text items, written one per line as `- item`. */
export function textList(meta: FieldMeta, { min = 1, max }: { min?: number; max?: number } = {}) {
  let schema = z.array(text({ description: 'one item', example: meta.example })).min(min, {
    error: `needs at least ${min} item${min === 1 ? '' : 's'}, each on its own line starting with "- "`,
  })
  if (max) schema = schema.max(max, { error: `can have at most ${max} items` })
  return schema.meta(meta)
}

/** The position of an entry in its list: 1 comes first. */
export function order() {
  return z
    .string()
    .regex(/^\d{1,4}$/, {
      error: (issue) =>
        `must be a whole number such as 1, 2 or 3 (1 is shown first), got ${describeValue(issue.input)}`,
    })
    .transform(Number)
    .meta({ description: 'Position in the list: 1 is shown first. Each entry needs a different number.', example: '1' })
}

/**
 * A line of text with placeholders the site fills in, such as "a quote for {product}": every
 * placeholder named must be there, spelt exactly, and no other.
 */
export function template(meta: FieldMeta, placeholders: readonly string[], { max }: { max?: number } = {}) {
  const named = placeholders.map((name) => `{${name}}`)
  const list = named.map((name) => `"${name}"`).join(' and ')
  return text(meta, { max }).superRefine((value, ctx) => {
    const missing = named.filter((name) => !value.includes(name))
    const unknown = [...value.matchAll(/\{[^{}]*\}/g)].map(([found]) => found).filter((found) => !named.includes(found))
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        message: `has ${unknown.map((found) => `"${found}"`).join(', ')}, which the site cannot fill in; write ${list} exactly (with the curly brackets), such as "${meta.example}"`,
      })
    else if (missing.length)
      ctx.addIssue({
        code: 'custom',
        message: `must contain ${list} where the site puts ${placeholders.length === 1 ? 'it' : 'them'}, such as "${meta.example}"`,
      })
  })
}

/** A Harmonized System (HS) code, as customs forms write it. */
export function hsCode(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .regex(/^\d{4}(\.\d{2}){0,2}$/, {
      error: (issue) => {
        const value = String(issue.input)
        // A spreadsheet or a YAML tool that took the code for a number drops its leading zero.
        const zeroLost = /^\d{3}(\.\d{2}){0,2}$/.test(value.trim())
          ? ` (if it starts with 0, write "0${value.trim()}")`
          : ''
        return `must be the product's HS category code: four digits, optionally followed by .00 groups, such as ${meta.example.slice(0, 4)} or ${meta.example}, got ${describeValue(issue.input)}${zeroLost}`
      },
    })
    .meta(meta)
}

export function wholeNumber(meta: FieldMeta, { min, max }: { min: number; max: number }) {
  return z
    .string()
    .regex(/^\d+$/, {
      error: (issue) => `must be a whole number from ${min} to ${max}, got ${describeValue(issue.input)}`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: (issue) => `must be a whole number from ${min} to ${max}, got ${String(issue.input)}` })
        .max(max, { error: (issue) => `must be a whole number from ${min} to ${max}, got ${String(issue.input)}` }),
    )
    .meta(meta)
}

export function httpsUrl(meta: FieldMeta) {
  return z
    .url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: (issue) =>
        `must be a full web address starting with https://, such as ${meta.example}, got ${describeValue(issue.input)}`,
    })
    .meta(meta)
}

export function email(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .pipe(
      z.email({
        error: (issue) => `must be an e-mail address such as ${meta.example}, got ${describeValue(issue.input)}`,
      }),
    )
    .meta(meta)
}

/** International format so the number works from abroad: +234 then the number without its leading 0. */
export function phone(meta: FieldMeta) {
  return z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{0,2}(?:[ -]?\d){6,14}$/, {
      error: (issue) => {
        const value = String(issue.input)
        const local = value.replace(/[\s-]/g, '').match(/^0(\d{10})$/)
        const suggestion = local ? ` (for a Nigerian number that is "+234 ${local[1]}")` : ''
        return `must be a phone number in international format, starting with + and the country code, such as "${meta.example}", got ${describeValue(issue.input)}${suggestion}`
      },
    })
    .meta(meta)
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, meta: FieldMeta) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if ((values as readonly string[]).includes(value)) return
      const guess = closestMatch(value, values)
      ctx.addIssue({
        code: 'custom',
        input: value,
        message: `must be one of ${values.join(', ')}; got ${describeValue(value)}${guess ? `. Did you mean "${guess}"?` : ''}`,
      })
    })
    .transform((value) => value as T[number])
    .meta({ ...meta, options: values } satisfies FieldMeta & FormHints)
}

// ---------------------------------------------------------------------------------------------
// Images

/** Picture files editors can name in a picture field, as web pages show them. */
export const WEB_IMAGE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'] as const

/** iPhone photos (HEIC). Known as pictures, so a field naming one gets advice instead of "not found". */
export const HEIC_EXTENSIONS = ['.heic', '.heif'] as const

/** Every picture file an editor may upload: those pages show, and iPhone photos (HEIC), which are
 *  converted when the installed sharp can decode them and otherwise refused with advice. The
 *  loader lists these files for "did you mean", so a field naming garri.jpg finds garri.heic. */
export const IMAGE_EXTENSIONS = [...WEB_IMAGE_EXTENSIONS, ...HEIC_EXTENSIONS] as const

/** Hosts from which content may use pictures by https URL. The Content-Security-Policy allows them too. */
export const IMAGE_HOSTS = ['images.unsplash.com', 'res.cloudinary.com'] as const

export interface ImageContext {
  /** Hosts that may serve images over https. */
  imageHosts: readonly string[]
  /**
   * Looks up a picture file named in a field, written relative to content/ (images/logo.svg):
   * its source and size, or what is wrong with it. `expected` says what the field takes, for
   * the message when there is no such file.
   */
  localPicture(value: string, expected: string): LocalPicture
}

export type LocalPicture = { ok: true; source: ImageSource } | { ok: false; problems: string[] }

/**
 * Picture lookups by name only, where the files are out of reach (the admin in the browser, the
 * content guide): a path with a picture extension is taken as it is, and the build checks the
 * file itself. The size given is a stand-in.
 */
export function picturesByName(value: string): LocalPicture {
  const extension = /\.[^./\\]+$/.exec(value.trim())?.[0].toLowerCase() ?? ''
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ? { ok: true, source: { src: value.trim(), width: 1, height: 1 } }
    : {
        ok: false,
        problems: [`"${value}" is not a picture this site can show; use an ${WEB_IMAGE_EXTENSIONS.join(', ')} file`],
      }
}

/** Local images travel through the pipeline as this marker plus their absolute path; the Vite
 *  plugin replaces each marker with an import, so Vite fingerprints and copies the file. */
export const LOCAL_IMAGE_PREFIX = '\0content-image:'

export interface ImageSource {
  /** An https URL, or LOCAL_IMAGE_PREFIX + absolute path until the plugin turns it into a URL. */
  src: string
  /** Intrinsic size in pixels, so the browser reserves the space before the image arrives. */
  width?: number
  height?: number
}

/** What pages receive for every picture. */
export interface Image {
  src: string
  alt: string
  width: number
  height: number
  /** Resized copies of a raster picture (`url 480w, url 960w, …`); none for SVG. */
  srcset?: string
}

/**
 * An image: a file under content/ (written relative to content/, e.g. images/products/garri.svg)
 * or an https address on an allow-listed host.
 */
export function image(ctx: ImageContext, meta: FieldMeta, { localOnly = false }: { localOnly?: boolean } = {}) {
  const expected = localOnly
    ? `must be a file under content/, such as ${meta.example}`
    : `must be a file under content/ (such as ${meta.example}) or an https URL${ctx.imageHosts.length ? ` on ${ctx.imageHosts.join(' or ')}` : ''}`
  return z
    .string()
    .trim()
    .min(1, { error: `must not be empty; ${expected.replace(/^must be/, 'write')}` })
    .transform((value, zctx): ImageSource => {
      const fail = (message: string) => {
        zctx.issues.push({ code: 'custom', input: value, message })
        return z.NEVER
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
        let url: URL | undefined
        try {
          url = new URL(value)
        } catch {
          url = undefined
        }
        if (!url || url.protocol !== 'https:' || localOnly) return fail(`${expected}, got ${describeValue(value)}`)
        if (!ctx.imageHosts.includes(url.hostname))
          return fail(
            `images from ${url.hostname} are not allowed; upload the picture to content/images/ and write its path (such as ${meta.example}), or use ${ctx.imageHosts.join(' or ') || 'an allowed image host'}`,
          )
        return { src: url.href }
      }
      const picture = ctx.localPicture(value, expected)
      if (!picture.ok) {
        for (const problem of picture.problems) zctx.issues.push({ code: 'custom', input: value, message: problem })
        return z.NEVER
      }
      // A copy: the lookup is shared by every entry naming the same picture.
      return { ...picture.source }
    })
    .meta({ ...meta, picture: localOnly ? 'file' : 'file-or-address' } satisfies FieldMeta & FormHints)
}

/** Pixel dimension for remote images, whose size cannot be read at build time. */
export function dimension(meta: FieldMeta) {
  return wholeNumber(meta, { min: 1, max: 10000 })
}

type ImageFieldValues = {
  image: ImageSource
  imageAlt: string
  imageWidth?: number | undefined
  imageHeight?: number | undefined
}

/** The fields of one picture: the file or URL, its description for people who cannot see it,
 *  and, for pictures from another website only, its size in pixels. */
export function imageFields(ctx: ImageContext, meta: { image: FieldMeta; alt: FieldMeta }) {
  return {
    image: image(ctx, meta.image),
    imageAlt: text(meta.alt, { max: 250 }),
    imageWidth: dimension({
      description: 'Width in pixels; only needed for an image from another website.',
      example: '1200',
    }).optional(),
    imageHeight: dimension({
      description: 'Height in pixels; only needed for an image from another website.',
      example: '800',
    }).optional(),
  }
}

/** Folds the picture fields of a parsed object into one `image: Image` value. */
export function foldImage<T extends ImageFieldValues>(value: T, ctx: z.core.$RefinementCtx<T>) {
  const { image: source, imageAlt, imageWidth, imageHeight, ...rest } = value
  // zod still runs this when only an unknown key was reported; a failed image field leaves nothing to fold.
  if (!source || imageAlt === undefined) return z.NEVER
  const width = source.width ?? imageWidth
  const height = source.height ?? imageHeight
  if (!width || !height) {
    ctx.issues.push({
      code: 'custom',
      path: ['image'],
      input: source.src,
      message:
        "comes from another website, so its size must be given: add the lines imageWidth: and imageHeight: with the picture's width and height in pixels",
    })
    return z.NEVER
  }
  const folded: Image = { src: source.src, alt: imageAlt, width, height }
  return { ...rest, image: folded }
}
