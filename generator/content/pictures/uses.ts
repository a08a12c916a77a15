/**
 * Where each local picture is named in the front matter of the content files. The loader checks
 * what can be read without decoding a picture (see pictures.ts); its pixel data is decoded when
 * the resized copies are made, and a picture that fails there (a photo cut short by an unfinished
 * upload) is reported here at every line that names it, like any other content problem.
 */
import fs from 'node:fs'
import path from 'node:path'
import { problem } from '../problems/catalogue/index.ts'
import { atFile, oneLine, placed, type ContentIssue } from '../problems/report.ts'
import type { SourceFile } from '../read/front-matter.ts'
import { describePath } from '../schemas/walk.ts'
import { PICTURE_BUDGET_BYTES } from './formats.ts'
import { picturesNamed } from './names.ts'
import { PictureTooHeavyError, rasterVariants } from './variants.ts'

export interface PictureUse {
  /** The content file naming the picture (project-relative), and the position of the value. */
  file: string
  line: number
  column: number
  /** The field, as messages name it: `"image"`, `"story" → "image"`. */
  field: string
  /** The value as written. */
  written: string
  /** Absolute path of the picture. */
  picture: string
}

/** Every value in the front matter of `sources` (the files the loader read) that names an
 *  existing picture file under `contentDir` (names.ts: the admin finds them the same way). */
export function pictureUses(sources: readonly SourceFile[], contentDir: string): PictureUse[] {
  const uses: PictureUse[] = []
  const isPicture = new Map<string, boolean>()
  const pictureFile = (picture: string) => {
    let found = isPicture.get(picture)
    if (found === undefined) isPicture.set(picture, (found = fs.existsSync(picture) && fs.statSync(picture).isFile()))
    return found
  }
  for (const source of sources)
    for (const { at, written, picture: relative } of picturesNamed(source.data)) {
      const picture = path.join(contentDir, relative)
      if (!pictureFile(picture)) continue
      uses.push({ file: source.file, ...source.locate(at, 'value'), field: describePath(at), written, picture })
    }
  return uses
}

/** The issues for a picture that could not be decoded, or made light enough: one at each line naming it, or one on the
 *  picture file itself when no content file names it. */
export function unreadablePicture(
  picture: string,
  error: unknown,
  uses: readonly PictureUse[],
  root: string,
): ContentIssue[] {
  const at = uses.filter((use) => use.picture === picture)
  const found = (named?: { field: string; written: string }) =>
    error instanceof PictureTooHeavyError
      ? problem('picture-too-heavy', {
          ...named,
          copyWidth: error.copyWidth,
          bytes: error.bytes,
          budget: PICTURE_BUDGET_BYTES,
        })
      : problem('picture-unreadable', { ...named, reason: oneLine(error) })
  if (at.length === 0) return [atFile(path.relative(root, picture).split(path.sep).join('/'), found())]
  return at.map((use) => placed(use.file, use, found({ field: use.field, written: use.written })))
}

/**
 * Decodes every picture in `uses` through `decode` (which makes its resized copies, so nothing is
 * decoded twice) and returns the issues of those that fail, all of them in one run. A few at a
 * time: each holds its whole file in memory, and phone photos can be large.
 */
export async function unreadablePictures(
  uses: readonly PictureUse[],
  decode: (picture: string) => Promise<unknown>,
  root: string,
): Promise<ContentIssue[]> {
  const pictures = [...new Set(uses.map((use) => use.picture))]
  const issues: ContentIssue[][] = []
  let next = 0
  const work = async () => {
    for (let index = next++; index < pictures.length; index = next++) {
      try {
        await decode(pictures[index]!)
        issues[index] = []
      } catch (error) {
        issues[index] = unreadablePicture(pictures[index]!, error, uses, root)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(4, pictures.length) }, work))
  return issues.flat()
}

/**
 * Decodes every picture that `uses` names, making its resized copies in `cacheDir`, and reports
 * those that fail at each place naming them; a line the loader already reported a problem on
 * (`reported`) is not looked at again. What the build and `npm run check:content` add to the
 * loader's problems, so both list the same ones.
 */
export function undecodablePictures(
  uses: readonly PictureUse[],
  reported: readonly ContentIssue[],
  cacheDir: string,
  root: string,
): Promise<ContentIssue[]> {
  // A line with a problem already (the picture refused, a field name misspelt) is left to it.
  const lines = new Set(reported.map((issue) => `${issue.file}:${issue.line}`))
  const toDecode = uses.filter((use) => !lines.has(`${use.file}:${use.line}`))
  return unreadablePictures(toDecode, (file) => rasterVariants(file, cacheDir), root)
}
