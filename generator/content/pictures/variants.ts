/**
 * Responsive versions of raster pictures (photos editors upload as JPEG or PNG): WebP copies at
 * a few widths for `srcset`, so phones download a picture sized for their screen. Made with
 * sharp and cached by content hash, so unchanged pictures are never processed twice.
 *
 * The copies are what the site publishes, never the uploaded file: they are turned upright from
 * the photo's EXIF orientation, and carry no metadata (sharp writes none unless asked), so a
 * phone's camera details and GPS location never reach the website.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { HEIC_EXTENSIONS, MAX_PICTURE_PIXELS } from './formats.ts'
import { canDecodeHeic } from './inspect.ts'

export const RESPONSIVE_WIDTHS = [480, 960, 1440] as const
const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif'])

export interface ImageVariant {
  /** Size of the copy in pixels, as served (upright). */
  width: number
  height: number
  file: string
}

export function isRaster(file: string): boolean {
  const extension = path.extname(file).toLowerCase()
  return RASTER.has(extension) || ((HEIC_EXTENSIONS as readonly string[]).includes(extension) && canDecodeHeic())
}

const made = new Map<string, Promise<ImageVariant[]>>()

/** WebP variants of a raster image, smallest first; vector images (SVG) get none. Remembered per
 *  file version, so the client and server builds and dev reloads do the work once. Rejects when
 *  the picture cannot be decoded (a damaged or incomplete file). */
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
  // Every read refuses absurd sizes, stops at damaged pixel data (such as a JPEG cut short) instead
  // of publishing a half-grey picture, and turns the photo upright.
  const open = () => sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'warning', autoOrient: true })
  const metadata = await open().metadata()
  const original = metadata.autoOrient?.width ?? metadata.width ?? 0
  const widths = [
    ...new Set([
      ...RESPONSIVE_WIDTHS.filter((width) => width < original),
      Math.min(original, RESPONSIVE_WIDTHS.at(-1)!),
    ]),
  ]
  fs.mkdirSync(cacheDir, { recursive: true })
  const name = path.basename(file, path.extname(file)).replace(/[^a-z0-9-]/gi, '-')
  return Promise.all(
    widths.map(async (width): Promise<ImageVariant> => {
      const target = path.join(cacheDir, `${name}-${hash}-${width}.webp`)
      if (fs.existsSync(target)) {
        const size = imageSize(fs.readFileSync(target))
        return { width: size.width, height: size.height, file: target }
      }
      const partial = `${target}.${process.pid}.tmp`
      const info = await open().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(partial)
      fs.renameSync(partial, target)
      return { width: info.width, height: info.height, file: target }
    }),
  )
}
