/**
 * The picture files content may use, and the limits they are held to. Reads no files: the admin
 * uses them in the browser, as the build does.
 */
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'

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

/**
 * Pictures larger than this are refused with the exact size to resize them to. Phone cameras take
 * 12 to 50 megapixels, the largest 200 (16320 × 12240); a file claiming more is a mistake or a
 * "decompression bomb" (a small file that would take gigabytes of memory to open). sharp, which
 * decodes them, is given the same limit (limitInputPixels).
 */
export const MAX_PICTURE_PIXELS = 250_000_000

/**
 * The most a phone downloads for one picture: each WebP copy of a photo (variants.ts, re-encoded
 * at a lower quality until it fits), and a drawing (SVG), which is published as it is.
 */
export const PICTURE_BUDGET_BYTES = 150_000

/** A picture's size resized to `longest` pixels on its longer side, as "2000 × 1500". */
export function resizedTo(width: number, height: number, longest = 2000): string {
  const scale = longest / Math.max(width, height)
  return `${Math.max(1, Math.round(width * scale))} × ${Math.max(1, Math.round(height * scale))}`
}

/** Photo formats, as image-size names them, that sharp can turn into the WebP copies pages use. */
export const RASTER_TYPES: Record<string, string> = {
  jpg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  tiff: 'TIFF',
}

/** What image-size calls each format, in words editors know. */
export const FORMAT_NAMES: Record<string, string> = {
  ...RASTER_TYPES,
  bmp: 'BMP',
  cur: 'cursor',
  dds: 'DDS',
  heic: 'HEIC',
  heif: 'HEIF',
  icns: 'Apple icon',
  ico: 'icon (.ico)',
  j2c: 'JPEG 2000',
  jp2: 'JPEG 2000',
  jxl: 'JPEG XL',
  'jxl-stream': 'JPEG XL',
  ktx: 'KTX texture',
  pnm: 'PNM',
  psd: 'Photoshop (.psd)',
  svg: 'SVG',
  tga: 'TGA',
}

/** `garri.heic` with another extension: `garri.jpg`. */
export function replaceExtension(written: string, extension: string): string {
  const dot = written.lastIndexOf('.')
  const slash = Math.max(written.lastIndexOf('/'), written.lastIndexOf('\\'))
  return dot > slash + 1 ? written.slice(0, dot) + extension : written + extension
}

/** What a picture is found to be: its size as shown, or what is wrong with it. */
export type PictureCheck = { ok: true; width: number; height: number } | { ok: false; problems: Problem[] }

/** The problem of a picture (a photo, or a `drawing`) with more pixels than the site processes, if it has. */
export function pixelLimit(written: string, width: number, height: number, drawing: boolean): Problem | undefined {
  if (width * height <= MAX_PICTURE_PIXELS) return undefined
  return problem('picture-too-many-pixels', {
    written,
    width,
    height,
    limit: MAX_PICTURE_PIXELS,
    drawing,
    resized: resizedTo(width, height, drawing ? 1600 : 2000),
  })
}
