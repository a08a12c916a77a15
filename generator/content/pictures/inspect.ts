/**
 * What a picture file under content/ really is, found out before anything is published: the
 * build's side of identify.ts, which reads the file and hands its bytes over, with the native
 * lightningcss for the styles inside drawings and the installed sharp's answer on iPhone photos.
 *
 * Everything here is synchronous and reads only the file, so the content loader can report every
 * problem at the front-matter line that names the picture. Pixel data is decoded later, by sharp
 * when the resized copies are made (variants.ts); a damaged photo is reported from there.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as lightningcss from 'lightningcss'
import type Sharp from 'sharp'
import { Memo } from '../util/memo.ts'
import type { PictureCheck } from './formats.ts'
import { identifyPicture } from './identify.ts'

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
  const buffer = fs.readFileSync(file)
  const digest = createHash('sha256').update(buffer).digest('base64')
  return inspected.get(JSON.stringify([file, written, shownPath, digest]), () =>
    identifyPicture(buffer, {
      written,
      shownPath,
      extension: path.extname(file),
      heicDecoding: canDecodeHeic,
      css: lightningcss,
    }),
  )
}

/** Checks already made, by file version and wording. */
const inspected = new Memo<PictureCheck>(2000)

/** Forgets every picture check. */
export function clearPictureCache(): void {
  inspected.clear()
}
