/**
 * Picture fields: a file under content/ (written relative to content/, e.g.
 * images/products/garri.svg) or an https address on an allowed image host, with the description
 * of the picture for people who cannot see it. Files are looked up through the schemas' context
 * (pictures/lookup.ts in the build; by name only in the admin and the content guide).
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import type { PictureFieldParams } from '../../problems/catalogue/pictures.ts'
import type { Problem } from '../../problems/problem.ts'
import { IMAGE_EXTENSIONS, WEB_IMAGE_EXTENSIONS } from '../../pictures/formats.ts'
import { placeOf, placeProblem, type PlaceKey } from '../../pictures/places.ts'
import { raise, type FieldMeta, type FormHints } from './meta.ts'
import { text } from './text.ts'
import { dimension } from './numbers.ts'

export interface ImageContext {
  /** Hosts that may serve images over https. */
  imageHosts: readonly string[]
  /**
   * Looks up a picture file named in a field, written relative to content/ (images/logo.svg):
   * its source and size, or what is wrong with it. `takes` says what the field takes, for the
   * message when there is no such file.
   */
  localPicture(value: string, takes: PictureFieldParams): LocalPicture
}

/** A picture file found: its source, whether it is a drawing (SVG), and whether its size was
 *  measured (only by name where the files are out of reach). */
export type LocalPicture =
  { ok: true; source: ImageSource; drawing: boolean; measured: boolean } | { ok: false; problems: Problem[] }

/**
 * Picture lookups by name only, where the files are out of reach (the admin in the browser, the
 * content guide): a path with a picture extension is taken as it is, and the build checks the
 * file itself. The size given is a stand-in.
 */
export function picturesByName(value: string): LocalPicture {
  const extension = /\.[^./\\]+$/.exec(value.trim())?.[0].toLowerCase() ?? ''
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
    ? { ok: true, source: { src: value.trim(), width: 1, height: 1 }, drawing: extension === '.svg', measured: false }
    : { ok: false, problems: [problem('picture-not-web', { written: value, extensions: WEB_IMAGE_EXTENSIONS })] }
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
export function image(
  ctx: ImageContext,
  meta: FieldMeta,
  { localOnly = false, place }: { localOnly?: boolean; place: PlaceKey },
) {
  const takes: PictureFieldParams = { example: meta.example, localOnly, hosts: ctx.imageHosts }
  return z
    .string()
    .trim()
    .transform((value, zctx): ImageSource => {
      const fail = (...problems: Problem[]) => {
        for (const found of problems) raise(zctx, found, value)
        return z.NEVER
      }
      if (value === '') return fail(problem('picture-empty-field', takes))
      if (/^[a-z][a-z0-9+.-]*:/i.test(value)) {
        let url: URL | undefined
        try {
          url = new URL(value)
        } catch {
          url = undefined
        }
        if (!url || url.protocol !== 'https:' || localOnly)
          return fail(problem('picture-address', { ...takes, written: value }))
        if (!ctx.imageHosts.includes(url.hostname))
          return fail(problem('picture-host', { host: url.hostname, example: meta.example, hosts: ctx.imageHosts }))
        return { src: url.href }
      }
      const picture = ctx.localPicture(value, takes)
      if (!picture.ok) return fail(...picture.problems)
      // Its size and shape where it is shown (pictures/places.ts).
      const { width, height } = picture.source
      const misfit =
        picture.measured && width && height
          ? placeProblem(placeOf(place), value, width, height, picture.drawing)
          : undefined
      if (misfit) return fail(misfit)
      // A copy: the lookup is shared by every entry naming the same picture.
      return { ...picture.source }
    })
    .meta({ ...meta, picture: localOnly ? 'file' : 'file-or-address', place } satisfies FieldMeta & FormHints)
}

type ImageFieldValues = {
  image: ImageSource
  imageAlt: string
  imageWidth?: number | undefined
  imageHeight?: number | undefined
}

/** The fields of one picture: the file or URL, its description for people who cannot see it,
 *  and, for pictures from another website only, its size in pixels. */
export function imageFields(ctx: ImageContext, meta: { image: FieldMeta; alt: FieldMeta }, place: PlaceKey) {
  const alt = text(meta.alt, { max: 250 })
  return {
    image: image(ctx, meta.image, { place }),
    imageAlt: alt.meta({ ...meta.alt, maxLength: 250, describes: 'image' } satisfies FieldMeta & FormHints),
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

/** Folds the picture fields of a parsed object into one `image: Image` value; a picture from
 *  another website is held to its place by the size given for it. */
export const foldImage =
  (place: PlaceKey) =>
  <T extends ImageFieldValues>(value: T, ctx: z.core.$RefinementCtx<T>) => {
    const { image: source, imageAlt, imageWidth, imageHeight, ...rest } = value
    // zod still runs this when only an unknown key was reported; a failed image field leaves nothing to fold.
    if (!source || imageAlt === undefined) return z.NEVER
    const width = source.width ?? imageWidth
    const height = source.height ?? imageHeight
    const refuse = (found: Problem) => {
      ctx.issues.push({
        code: 'custom',
        path: ['image'],
        input: source.src,
        message: found.message,
        params: { problem: found },
      })
      return z.NEVER
    }
    if (!width || !height) return refuse(problem('picture-size-needed'))
    const misfit =
      source.width === undefined ? placeProblem(placeOf(place), source.src, width, height, false) : undefined
    if (misfit) return refuse(misfit)
    const folded: Image = { src: source.src, alt: imageAlt, width, height }
    return { ...rest, image: folded }
  }
