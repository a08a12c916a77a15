/**
 * Responsive versions of raster pictures (photos editors upload as JPEG or PNG): WebP copies at
 * a few widths for `srcset`, so phones download a picture sized for their screen. Made with
 * sharp and cached by content hash, so unchanged pictures are never processed twice.
 *
 * Each copy fits the picture budget (PICTURE_BUDGET_BYTES): a heavier one is encoded again at a
 * lower quality (WEBP_QUALITIES), and a photo still too heavy at the lowest is refused.
 *
 * The copies are what the site publishes, never the uploaded file: they are turned upright from
 * the photo's EXIF orientation, and carry no metadata (sharp writes none unless asked), so a
 * phone's camera details and GPS location never reach the website.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import { HEIC_EXTENSIONS, MAX_PICTURE_PIXELS, PICTURE_BUDGET_BYTES } from './formats.ts'
import { canDecodeHeic } from './inspect.ts'

/** Where the copies are kept, under the project (the build, the dev server and check:content share them). */
export const PICTURE_CACHE = '.cache/images'
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

/** WebP qualities tried in turn until a copy fits the picture budget: most photos fit at the
 *  first; below the last, photos look smudged, and a picture still too heavy is refused. */
export const WEBP_QUALITIES = [78, 68, 58, 48, 38] as const

/** A photo whose copy stays over the budget at the lowest quality (fine grain or noise). */
export class PictureTooHeavyError extends Error {
  readonly copyWidth: number
  readonly bytes: number
  constructor(copyWidth: number, bytes: number) {
    super(`its ${copyWidth} px wide copy is ${bytes} bytes at the lowest quality, over ${PICTURE_BUDGET_BYTES}`)
    this.copyWidth = copyWidth
    this.bytes = bytes
  }
}

/** Made into the copies' names: copies made under other rules are never reused. */
const ENCODING = JSON.stringify([WEBP_QUALITIES, PICTURE_BUDGET_BYTES])

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
  const hash = createHash('sha256').update(input).update(ENCODING).digest('hex').slice(0, 16)
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
      // Lighter until it fits the budget: the copy a phone downloads is never heavier.
      const resized = await open()
        .resize({ width, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const { width: w, height: h, channels } = resized.info
      let encoded: Buffer | undefined
      for (const quality of WEBP_QUALITIES) {
        encoded = await sharp(resized.data, { raw: { width: w, height: h, channels } })
          .webp({ quality })
          .toBuffer()
        if (encoded.length <= PICTURE_BUDGET_BYTES) break
      }
      if (encoded!.length > PICTURE_BUDGET_BYTES) throw new PictureTooHeavyError(w, encoded!.length)
      const partial = `${target}.${process.pid}.tmp`
      fs.writeFileSync(partial, encoded!)
      fs.renameSync(partial, target)
      return { width: w, height: h, file: target }
    }),
  )
}
