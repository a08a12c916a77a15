/**
 * What a picture file under content/ really is, found out before anything is published. Pictures
 * come from phones, downloads and drawing programs, so each is treated as untrusted: its format is
 * read from its bytes (not its name), its size is the size it is shown at (a phone photo's EXIF
 * orientation applied), and an SVG drawing, which would be served from this site's own address,
 * must not contain anything that runs code or loads files from other websites.
 *
 * Everything here is synchronous and reads only the file, so the content loader can report every
 * problem at the front-matter line that names the picture. Pixel data is decoded later, by sharp
 * when the resized copies are made (variants.ts); a damaged photo is reported from there.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { imageSize } from 'image-size'
import { HEIF } from 'image-size/types/heif'
import type Sharp from 'sharp'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { Memo } from '../util/memo.ts'
import {
  FORMAT_NAMES,
  HEIC_EXTENSIONS,
  pixelLimit,
  RASTER_TYPES,
  replaceExtension,
  type PictureCheck,
} from './formats.ts'
import { inspectSvg } from './svg-safety.ts'

let heicDecoding: boolean | undefined

/**
 * Whether the installed sharp can decode iPhone photos. Its prebuilt libvips has libheif with the
 * AV1 decoder only (HEVC is patent-encumbered), so HEIC is usually refused with advice; a sharp
 * built against a system libvips with HEVC support lists .heic among the HEIF input suffixes, and
 * then such photos are converted like any other. sharp is only loaded when a HEIC file is named.
 */
export function canDecodeHeic(): boolean {
  if (heicDecoding === undefined) {
    const sharp = createRequire(import.meta.url)('sharp') as typeof Sharp
    heicDecoding = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix?.includes('.heic') ?? false
  }
  return heicDecoding
}

/**
 * Reads a local picture: `written` is the value as the editor wrote it (quoted in messages), and
 * `shownPath` the file's path as editors see it, such as content/images/logo.svg (for positions
 * inside an SVG). Problems follow the field name in a content issue.
 */
export function inspectPicture(file: string, written: string, shownPath: string): PictureCheck {
  // Many entries often name the same picture (a shared placeholder, a logo): each version of a
  // file (by its bytes) is checked once per process, also across reloads of the development server.
  let buffer: Buffer
  try {
    buffer = fs.readFileSync(file)
  } catch {
    return readPicture(file, written, shownPath)
  }
  const digest = createHash('sha256').update(buffer).digest('base64')
  return inspected.get(JSON.stringify([file, written, shownPath, digest]), () =>
    readPicture(file, written, shownPath, buffer),
  )
}

/** Checks already made, by file version and wording. */
const inspected = new Memo<PictureCheck>(2000)

/** Forgets every picture check. */
export function clearPictureCache(): void {
  inspected.clear()
}

function readPicture(
  file: string,
  written: string,
  shownPath: string,
  buffer: Buffer = fs.readFileSync(file),
): PictureCheck {
  const extension = path.extname(file).toLowerCase()
  const fail = (...problems: Problem[]): PictureCheck => ({ ok: false, problems })
  if (buffer.length === 0) return fail(problem('picture-empty', { written }))

  const heic = () => fail(problem('picture-heic', { written, jpeg: replaceExtension(written, '.jpg') }))
  if ((HEIC_EXTENSIONS as readonly string[]).includes(extension) && !canDecodeHeic()) return heic()

  let size: { width: number; height: number; orientation?: number; type?: string } | undefined
  try {
    size = imageSize(buffer)
  } catch {
    size = undefined
  }
  const type = size?.type ?? (HEIF.validate(buffer) ? 'heif' : undefined)
  const named = (kind: string) => FORMAT_NAMES[kind] ?? kind.toUpperCase()
  const misnamed = (format: string, renamedTo: string) =>
    fail(problem('picture-misnamed', { written, format, extension, renamed: replaceExtension(written, renamedTo) }))

  // An AVIF may carry a general HEIF brand; sharp reads it, and reports it if it cannot.
  const heifFamily = type === 'heic' || type === 'heif'
  if (heifFamily && extension !== '.avif' && !canDecodeHeic()) return heic()
  if (type && type !== 'svg' && !RASTER_TYPES[type] && !heifFamily)
    return fail(problem('picture-format', { written, format: named(type) }))
  if (extension === '.svg') {
    if (type && type !== 'svg') return misnamed(named(type), type === 'jpg' ? '.jpg' : `.${type}`)
    return inspectSvg(buffer, written, shownPath)
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
