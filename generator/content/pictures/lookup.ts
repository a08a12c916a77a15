/**
 * Picture files named in front matter, as the build finds them under content/: the part of the
 * picture fields (schemas/fields/pictures.ts) that reads files, handed to the schemas through
 * their context.
 */
import fs from 'node:fs'
import path from 'node:path'
import { problem } from '../problems/catalogue/index.ts'
import type { PictureFieldParams } from '../problems/catalogue/pictures.ts'
import type { Problem } from '../problems/problem.ts'
import { LOCAL_IMAGE_PREFIX, type ImageContext, type LocalPicture } from '../schemas/fields/pictures.ts'
import { closestMatch } from '../util/suggest.ts'
import { IMAGE_EXTENSIONS, WEB_IMAGE_EXTENSIONS } from './formats.ts'
import { inspectPicture } from './inspect.ts'
import { contentRelative, localPath } from './names.ts'

const toPosix = (value: string) => value.split(path.sep).join('/')

/** Every picture file under `contentDir` (skipping dot-files and dot-folders), relative to it. */
export function listImageFiles(contentDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (
        entry.isFile() &&
        (IMAGE_EXTENSIONS as readonly string[]).includes(path.extname(entry.name).toLowerCase())
      )
        found.push(toPosix(path.relative(contentDir, full)))
    }
  }
  walk(contentDir)
  return found
}

/**
 * The absolute path of a local picture as written in a field (`images/products/garri.jpg`, also
 * with a leading / or content/), or undefined for an address with a scheme or a path leaving
 * content/. Whether the file exists is up to the caller.
 */
export function localImagePath(contentDir: string, value: string): string | undefined {
  const relative = localPath(value)
  return relative === undefined ? undefined : path.join(contentDir, relative)
}

/**
 * Picture lookups for the schemas: `imageFiles` (every picture under content/, relative to it)
 * serves "did you mean" when a field names a file that does not exist.
 */
export function pictureFiles(contentDir: string, imageFiles: readonly string[]): ImageContext['localPicture'] {
  // One load often names a picture many times (a placeholder shared by every product): it is
  // looked up, read and checked once per load.
  const looked = new Map<string, LocalPicture>()
  return (value: string, takes: PictureFieldParams): LocalPicture => {
    const key = JSON.stringify([value, takes])
    let picture = looked.get(key)
    if (!picture) looked.set(key, (picture = lookUp(value, takes)))
    return picture
  }

  function lookUp(value: string, takes: PictureFieldParams): LocalPicture {
    const fail = (...problems: Problem[]): LocalPicture => ({ ok: false, problems })
    const file = localImagePath(contentDir, value)
    const relative = contentRelative(value)
    const exists = file !== undefined && fs.existsSync(file) && fs.statSync(file).isFile()
    if (!file || !exists) {
      // Match on the file name first ("garri.jpgg" → images/products/garri.svg), then on the whole path.
      const stem = (file: string) => path.posix.parse(file).name
      const name = closestMatch(stem(relative), imageFiles.map(stem))
      const guess =
        (name &&
          closestMatch(
            relative,
            imageFiles.filter((file) => stem(file) === name),
            { maxDistanceRatio: 1 },
          )) ??
        closestMatch(relative, imageFiles, { maxDistanceRatio: 0.5 })
      return fail(problem('picture-not-found', { ...takes, written: value, ...(guess ? { guess } : {}) }))
    }
    const extension = path.extname(file).toLowerCase()
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension))
      return fail(problem('picture-not-web', { written: value, extensions: WEB_IMAGE_EXTENSIONS }))
    // Shown as editors see it: content/images/logo.svg.
    const shownPath = path.posix.join(
      path.basename(contentDir),
      path.relative(contentDir, file).split(path.sep).join('/'),
    )
    const picture = inspectPicture(file, value, shownPath)
    if (!picture.ok) return fail(...picture.problems)
    return {
      ok: true,
      source: { src: LOCAL_IMAGE_PREFIX + file, width: picture.width, height: picture.height },
      drawing: extension === '.svg',
      measured: true,
    }
  }
}
