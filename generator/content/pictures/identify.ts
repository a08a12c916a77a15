/**
 * What a picture is, from its bytes: its real format (read from the bytes, not its name), its
 * size as shown (a phone photo's EXIF orientation applied), and for an SVG drawing whether it is
 * safe to serve (svg-safety.ts). Pictures come from phones, downloads and drawing programs, so
 * each is treated as untrusted.
 *
 * Reads no files: the build hands it a file's bytes (inspect.ts), the admin an upload's, in the
 * browser, before anything is stored.
 */
import { imageSize } from 'image-size'
import { HEIF } from 'image-size/types/heif'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import {
  FORMAT_NAMES,
  HEIC_EXTENSIONS,
  pixelLimit,
  RASTER_TYPES,
  replaceExtension,
  type PictureCheck,
} from './formats.ts'
import type { CssEngine } from './svg-css.ts'
import { inspectSvg } from './svg-safety.ts'

export interface PictureBytes {
  /** The value naming the picture as the editor wrote it (or the file's name), quoted in messages. */
  written: string
  /** The file's path as editors see it, such as content/images/logo.svg (for places inside an SVG). */
  shownPath: string
  /** The file name's extension, with its dot: `.jpg`. */
  extension: string
  /** Whether iPhone photos (HEIC) can be converted where the site is built; asked only for one. */
  heicDecoding: () => boolean
  /** Reads the styles inside SVG drawings (svg-css.ts). */
  css: CssEngine
}

/** What the bytes of a picture file are: its size as shown, or what is wrong with it. */
export function identifyPicture(bytes: Uint8Array, picture: PictureBytes): PictureCheck {
  const { written, shownPath, heicDecoding } = picture
  const extension = picture.extension.toLowerCase()
  const fail = (...problems: Problem[]): PictureCheck => ({ ok: false, problems })
  if (bytes.length === 0) return fail(problem('picture-empty', { written }))

  const heic = () => fail(problem('picture-heic', { written, jpeg: replaceExtension(written, '.jpg') }))
  if ((HEIC_EXTENSIONS as readonly string[]).includes(extension) && !heicDecoding()) return heic()

  let size: { width: number; height: number; orientation?: number; type?: string } | undefined
  try {
    size = imageSize(bytes)
  } catch {
    size = undefined
  }
  const type = size?.type ?? (HEIF.validate(bytes) ? 'heif' : undefined)
  const named = (kind: string) => FORMAT_NAMES[kind] ?? kind.toUpperCase()
  const misnamed = (format: string, renamedTo: string) =>
    fail(problem('picture-misnamed', { written, format, extension, renamed: replaceExtension(written, renamedTo) }))

  // An AVIF may carry a general HEIF brand; sharp reads it, and reports it if it cannot.
  const heifFamily = type === 'heic' || type === 'heif'
  if (heifFamily && extension !== '.avif' && !heicDecoding()) return heic()
  if (type && type !== 'svg' && !RASTER_TYPES[type] && !heifFamily)
    return fail(problem('picture-format', { written, format: named(type) }))
  if (extension === '.svg') {
    if (type && type !== 'svg') return misnamed(named(type), type === 'jpg' ? '.jpg' : `.${type}`)
    return inspectSvg(bytes, written, shownPath, picture.css)
  }
  if (type === undefined) return fail(problem('picture-not-a-picture', { written }))
  if (type === 'svg') return misnamed('SVG', '.svg')
  if (!size?.width || !size.height) return fail(problem('picture-no-size', { written }))
  const tooLarge = pixelLimit(written, size.width, size.height, false)
  if (tooLarge) return fail(tooLarge)
  // EXIF orientations 5 to 8 turn the picture a quarter turn: it is shown (and its copies made) upright.
  const turned = size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8
  return turned
    ? { ok: true, width: size.height, height: size.width }
    : { ok: true, width: size.width, height: size.height }
}
