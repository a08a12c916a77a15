/**
 * Phone photos in a real build: a portrait photo (EXIF orientation 6), one turned the other way
 * (8) and one taken upright (1), all carrying the camera's EXIF data and a GPS location. The
 * pages must give each <img> the size of the picture they load, upright, and nothing published
 * may keep the EXIF data, nor the uploaded files themselves. The link-preview picture, drawn from
 * the portrait photo, is upright too.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { PICTURE_BUDGET_BYTES } from '../../generator/content/pictures/formats.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, ROOT } from '../support/build.ts'
import { attr, elements, parseHtml, type Element } from '../support/html.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const outDir = path.join(ROOT, '.cache/test-picture-build')
const contentDir = path.join(ROOT, '.cache/test-picture-content')
const site = path.join(outDir, 'client')

/** A photo as a phone saves it: JPEG, with the camera's name and where it was taken. */
function phonePhoto(width: number, height: number, orientation: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b08040' } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '5/1 7/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 22/1 0/1',
      },
    })
    .withMetadata({ orientation })
    .toBuffer()
}

function usePicture(file: string, from: string, to: string) {
  const absolute = path.join(contentDir, file)
  const text = fs.readFileSync(absolute, 'utf8')
  expect(text).toContain(from)
  fs.writeFileSync(absolute, text.replace(from, to))
}

const page = (file: string) => elements(parseHtml(fs.readFileSync(path.join(site, file), 'utf8')))
const imageWithAlt = (file: string, alt: string): Element => {
  const found = page(file).find((element) => element.tagName === 'img' && attr(element, 'alt')?.startsWith(alt))
  if (!found) throw new Error(`${file} has no <img alt="${alt}…">`)
  return found
}
/** The published file behind an address of the page. */
const published = (url: string) => path.join(site, url.replace(/^\//, ''))

function allFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? allFiles(full) : [full]
  })
}

describe('phone photos in a built site', () => {
  beforeAll(async () => {
    fs.rmSync(contentDir, { recursive: true, force: true })
    // The fixture copy of the default content, so the lines and alt texts below never follow edits.
    fs.cpSync(FIXTURE_CONTENT, contentDir, { recursive: true })
    fs.writeFileSync(path.join(contentDir, 'images/products/garri.jpg'), await phonePhoto(1200, 1600, 6))
    fs.writeFileSync(path.join(contentDir, 'images/story.jpg'), await phonePhoto(1000, 1600, 8))
    fs.writeFileSync(path.join(contentDir, 'images/hero.jpg'), await phonePhoto(1200, 900, 1))
    fs.writeFileSync(path.join(contentDir, 'images/share.jpg'), await phonePhoto(800, 1600, 6))
    usePicture('products/garri.en.md', 'image: images/products/garri.svg', 'image: images/products/garri.jpg')
    usePicture('pages/about.md', 'image: images/story.svg', 'image: images/story.jpg')
    usePicture('pages/home.md', 'image: images/hero.svg', 'image: images/hero.jpg')
    usePicture('site.md', 'shareImage: images/share.svg', 'shareImage: images/share.jpg')
    fs.rmSync(outDir, { recursive: true, force: true })
    const result = await buildSite({ outDir, contentDir })
    expect(result.code, result.stderr).toBe(0)
  })

  afterAll(() => {
    fs.rmSync(outDir, { recursive: true, force: true })
    fs.rmSync(contentDir, { recursive: true, force: true })
  })

  it.each([
    ['a photo stored turned (orientation 6)', 'products/index.html', 'A bowl heaped with creamy garri', 960, 720],
    ['a photo turned the other way (orientation 8)', 'about/index.html', 'A small agro-processing yard', 960, 600],
    ['a photo taken upright (orientation 1)', 'index.html', 'A woven basket of Nigerian produce', 960, 720],
  ])(
    '%s: <img> has the width and height of the upright picture it loads, and every copy in srcset has its shape',
    async (_photo, file, alt, width, height) => {
      const img = imageWithAlt(file, alt)
      expect([attr(img, 'width'), attr(img, 'height')]).toEqual([String(width), String(height)])
      const src = await sharp(published(attr(img, 'src')!)).metadata()
      expect([src.width, src.height]).toEqual([width, height])
      const srcset = attr(img, 'srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' '))
      expect(srcset.length).toBeGreaterThan(1)
      for (const [url, descriptor] of srcset) {
        const copy = await sharp(published(url!)).metadata()
        expect(`${copy.width}w`).toBe(descriptor)
        expect(fs.statSync(published(url!)).size).toBeLessThanOrEqual(PICTURE_BUDGET_BYTES)
        expect(Math.abs(copy.height / copy.width - height / width)).toBeLessThan(0.01)
      }
    },
  )

  it('publishes no EXIF data or GPS location, and never the uploaded photos themselves', async () => {
    const files = allFiles(site)
    expect(files.filter((file) => /\.jpe?g$/i.test(file))).toEqual([])
    for (const file of files) {
      const bytes = fs.readFileSync(file)
      expect(bytes.includes('PhoneMaker'), path.relative(site, file)).toBe(false)
      if (/\.(webp|png|avif)$/.test(file))
        expect((await sharp(bytes).metadata()).exif, path.relative(site, file)).toBeUndefined()
    }
  })

  it('draws the link-preview picture from the photo upright (2:1): as wide as the 1200 × 630 frame, centred', async () => {
    const { data, info } = await sharp(path.join(site, 'share.png'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const colour = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)]
    expect([info.width, info.height]).toEqual([1200, 630])
    // Upright (2:1) the photo fills the width, 600 px high; lying on its side (1:2) it would be 315 px wide.
    expect(colour(100, 315)).toEqual([0xb0, 0x80, 0x40].map((value) => expect.closeTo(value, -1.5)))
    expect(colour(100, 5)).toEqual([0xfa, 0xf6, 0xee].map((value) => expect.closeTo(value, -1.5)))
  })
})
