/**
 * Responsive versions of raster pictures (photos editors upload as JPEG or PNG): WebP copies at
 * a few widths for `srcset`, so phones download a picture sized for their screen. Made with
 * sharp and cached by content hash, so unchanged pictures are never processed twice.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const RESPONSIVE_WIDTHS = [480, 960, 1440] as const
const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif'])

export interface ImageVariant {
  width: number
  file: string
}

export function isRaster(file: string): boolean {
  return RASTER.has(path.extname(file).toLowerCase())
}

const made = new Map<string, Promise<ImageVariant[]>>()

/** WebP variants of a raster image, smallest first; vector images (SVG) get none. Remembered per
 *  file version, so the client and server builds and dev reloads do the work once. */
export function rasterVariants(file: string, cacheDir: string): Promise<ImageVariant[]> {
  if (!isRaster(file)) return Promise.resolve([])
  const { mtimeMs, size } = fs.statSync(file)
  const key = `${file}:${mtimeMs}:${size}:${cacheDir}`
  let variants = made.get(key)
  if (!variants) {
    variants = makeVariants(file, cacheDir)
    made.set(key, variants)
    variants.catch(() => made.delete(key))
  }
  return variants
}

async function makeVariants(file: string, cacheDir: string): Promise<ImageVariant[]> {
  const { default: sharp } = await import('sharp')
  const input = fs.readFileSync(file)
  const hash = createHash('sha256').update(input).digest('hex').slice(0, 16)
  const { width: original = 0 } = await sharp(input).metadata()
  const widths = [...new Set([...RESPONSIVE_WIDTHS.filter((width) => width < original), Math.min(original, RESPONSIVE_WIDTHS.at(-1)!)])]
  fs.mkdirSync(cacheDir, { recursive: true })
  const name = path.basename(file, path.extname(file)).replace(/[^a-z0-9-]/gi, '-')
  return Promise.all(
    widths.map(async (width) => {
      const target = path.join(cacheDir, `${name}-${hash}-${width}.webp`)
      if (!fs.existsSync(target)) {
        const partial = `${target}.${process.pid}.tmp`
        await sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(partial)
        fs.renameSync(partial, target)
      }
      return { width, file: target }
    }),
  )
}
