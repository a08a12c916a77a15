/**
 * Which picture file a front-matter value names: written relative to content/
 * (images/products/garri.jpg, also with a leading / or content/, or with backslashes), and every
 * value of a file's front matter that names one. Reads no files: the build checks that the file
 * is there (lookup.ts, uses.ts); the admin finds the entries that use a picture before it is
 * deleted, in the browser.
 */
import type { PathSegment } from '../read/front-matter.ts'
import { IMAGE_EXTENSIONS } from './formats.ts'

/** A path with `.` and `..` resolved, as POSIX paths are ("images/../x.jpg" → "x.jpg"). */
function normalize(value: string): string {
  const parts: string[] = []
  for (const part of value.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..' && parts.length && parts.at(-1) !== '..') parts.pop()
    else parts.push(part)
  }
  return parts.join('/') || '.'
}

/** A value as a path below content/ (it may still leave it: `../x`). */
export const contentRelative = (value: string): string =>
  normalize(
    value
      .trim()
      .replace(/\\/g, '/')
      .replace(/^\/+/, '')
      .replace(/^content\//, ''),
  )

/** Whether a value is an address with a scheme (https:, data:…) rather than a path. */
export const hasScheme = (value: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(value.trim())

/** The path below content/ of a local file a value names, or undefined for an address or a path
 *  leaving content/. Whether the file exists is up to the caller. */
export function localPath(value: string): string | undefined {
  if (hasScheme(value)) return undefined
  const relative = contentRelative(value)
  return relative.startsWith('..') ? undefined : relative
}

/** Whether a file name ends with the extension of a picture editors may upload. */
export const isPictureName = (name: string): boolean =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(/\.[^./]+$/.exec(name)?.[0].toLowerCase() ?? '')

/** A value of front matter naming a picture file: where it is, as written, and the file below content/. */
export interface PictureName {
  at: PathSegment[]
  written: string
  picture: string
}

/** Every value in `data` (a file's front matter) that names a picture file below content/. */
export function picturesNamed(data: unknown): PictureName[] {
  const found: PictureName[] = []
  const visit = (value: unknown, at: PathSegment[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...at, key])
    else if (typeof value === 'string') {
      const picture = localPath(value)
      if (picture && isPictureName(picture)) found.push({ at, written: value.trim(), picture })
    }
  }
  visit(data, [])
  return found
}
