/**
 * Pictures are checked for what they will look like where they are shown: every place a picture
 * field names (PICTURE_PLACES) has a minimum size and a range of shapes; every published copy fits
 * the picture budget; a drawing over the budget, a photo too large to process and two files that
 * are one on a Mac or Windows computer are refused with what to do. Pictures are made with sharp.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_PICTURE_PIXELS, PICTURE_BUDGET_BYTES } from '../../generator/content/pictures/formats.ts'
import { localImagePath } from '../../generator/content/pictures/lookup.ts'
import {
  fitsPlace,
  PICTURE_PLACES,
  shapeRange,
  shapesInWords,
  type PicturePlace,
  type PlaceKey,
} from '../../generator/content/pictures/places.ts'
import { pictureUses, unreadablePictures } from '../../generator/content/pictures/uses.ts'
import { rasterVariants } from '../../generator/content/pictures/variants.ts'
import { fixtureLine, problemAt, type ContentCopy, useContentCopy } from '../support/content-copy.ts'

/** Where the fixture names the picture of each place: the file, the line as written, the line
 *  number and the column of the value. */
const named = (file: string, line: string) => ({ file, line, at: fixtureLine(file, line) })
const NAMED: Record<PlaceKey, { file: string; line: string; at: number }> = {
  product: named('content/products/garri.en.md', 'image: images/products/garri.svg'),
  hero: named('content/pages/home.md', '  image: images/hero.svg'),
  story: named('content/pages/about.md', '  image: images/story.svg'),
  logo: named('content/site.md', 'logo: images/logo.svg'),
  share: named('content/site.md', 'shareImage: images/share.svg'),
}

/** Names `picture` (written under content/) in the place's field; returns where the value is. */
function nameIn(content: ContentCopy, place: PicturePlace, picture: string, bytes: Buffer | string) {
  const { file, line, at } = NAMED[place.key as PlaceKey]
  content.write(`content/${picture}`, bytes)
  const lines = content.read(file).split('\n')
  const key = line.slice(0, line.indexOf('images/'))
  expect(lines[at - 1]).toMatch(new RegExp(`^${key}images/`))
  lines[at - 1] = key + picture
  content.write(file, lines.join('\n'))
  return [file, at, line.indexOf('images/') + 1] as const
}

/** A PNG's header claiming `width` × `height` (the loader reads only the header). */
async function pngHeader(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#c0a060' } })
    .png()
    .toBuffer()
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  return png
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0a060' } })
    .jpeg({ quality: 80 })
    .toBuffer()

/** Random pixels, with `smooth` of 1 blurring them: the heaviest a photo can be. */
function noise(width: number, height: number, sigma?: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 12345
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    pixels[i] = seed >> 16
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  return (sigma ? image.blur(sigma) : image).png().toBuffer()
}

const loaded = (content: ContentCopy) => {
  const result = content.load()
  if (!result.ok) expect.fail(result.issues.map((found) => `${found.file}:${found.line}: ${found.message}`).join('\n'))
}

/** A size that fits the place, and one too small of the same shape. */
const good = (place: PicturePlace) => ({ width: place.minWidth * 2, height: place.minHeight * 2 })
const placeParams = (place: PicturePlace) => ({
  place: place.label,
  shownWidth: place.shownWidth,
  minWidth: place.minWidth,
  minHeight: place.minHeight,
  shapes: shapesInWords(place),
})

describe.each(PICTURE_PLACES.map((place) => [place.label, place] as const))('%s', (_label, place) => {
  const content = useContentCopy()

  it('a photo at least the minimum size, of a shape in the range, is accepted', async () => {
    const { width, height } = good(place)
    nameIn(content, place, 'images/place.png', await pngHeader(width, height))
    loaded(content)
  })

  it('a photo smaller than the minimum is refused at the field with the size and shape to use', async () => {
    const width = Math.round(place.minWidth * 0.6)
    const height = Math.round(place.minHeight * 0.6)
    const at = nameIn(content, place, 'images/place.png', await pngHeader(width, height))
    const [issue] = content.issues()
    expect(issue).toEqual(
      problemAt(...at, 'picture-too-small', { written: 'images/place.png', width, height, ...placeParams(place) }),
    )
    expect(issue!.message).toContain(`${place.label} is shown up to ${place.shownWidth} px wide`)
    expect(issue!.message).toContain(
      `use a picture at least ${place.minWidth} × ${place.minHeight} px, ${shapesInWords(place)}`,
    )
  })

  it('a photo far too wide and one far too tall are refused with the size to crop them to, which is accepted', async () => {
    const [narrowest, widest] = shapeRange(place)
    for (const [width, height] of [
      [Math.round(place.minHeight * 2 * widest * 1.5), place.minHeight * 2],
      [place.minWidth * 2, Math.round(((place.minWidth * 2) / narrowest) * 1.5)],
    ] as const) {
      const at = nameIn(content, place, 'images/place.png', await pngHeader(width, height))
      const [issue] = content.issues()
      expect(issue).toEqual(problemAt(...at, 'picture-shape', { width, height, ...placeParams(place) }))
      const crop = /crop it to (\d+) × (\d+)/.exec(issue!.message)
      expect(crop, issue!.message).not.toBeNull()
      content.write('content/images/place.png', await pngHeader(Number(crop![1]), Number(crop![2])))
      loaded(content)
    }
  })

  it('a drawing (SVG) is held to the shapes only: small drawings are sharp at any size', () => {
    const [narrowest, widest] = shapeRange(place)
    const svg = (width: number, height: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="10" height="10"/></svg>\n`
    nameIn(content, place, 'images/place.svg', svg(100, Math.floor(100 / narrowest)))
    loaded(content)
    const at = nameIn(content, place, 'images/place.svg', svg(Math.round(100 * widest * 2), 100))
    expect(content.issues()).toEqual([problemAt(...at, 'picture-shape', { drawing: true, ...placeParams(place) })])
  })

  it('any size and shape is accepted if and only if it is inside the limits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 16, max: 5000 }),
        fc.double({ min: 0.3, max: 3.5, noNaN: true }),
        async (width, shape) => {
          const height = Math.max(1, Math.round(width / shape))
          nameIn(content, place, 'images/place.png', await pngHeader(width, height))
          const result = content.load()
          const expected = fitsPlace(place, width, height, false)
          expect(result.ok, `${width} × ${height}`).toBe(expected)
          if (!result.ok)
            expect(result.issues.map((found) => found.code)).toEqual([
              expect.stringMatching(/^picture-(too-small|shape)$/),
            ])
        },
      ),
      { numRuns: 25 },
    )
  })

  it('a drawing heavier than the budget is refused with what to do', () => {
    const [narrowest] = shapeRange(place)
    const height = Math.round(1200 / narrowest)
    const dots = Array.from({ length: 6000 }, (_, i) => `<circle cx="${i % 1200}" cy="${i % height}" r="3"/>`)
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="${height}">${dots.join('')}</svg>\n`
    expect(drawing.length).toBeGreaterThan(PICTURE_BUDGET_BYTES)
    const at = nameIn(content, place, 'images/place.svg', drawing)
    const [issue] = content.issues()
    expect(issue).toEqual(problemAt(...at, 'svg-too-heavy', { bytes: drawing.length, budget: PICTURE_BUDGET_BYTES }))
    expect(issue!.message).toContain('export it as a PNG')
  })

  it('a detailed photo is published in copies within the budget; pure noise is refused at the field', async () => {
    const { width, height } = good(place)
    const cacheDir = path.join(content.root, 'cache')
    nameIn(content, place, 'images/place.png', await noise(width, height, 1.6))
    let result = content.load()
    expect(result.ok).toBe(true)
    const file = localImagePath(content.contentDir, 'images/place.png')!
    for (const copy of await rasterVariants(file, cacheDir))
      expect(fs.statSync(copy.file).size, `${copy.width} px copy`).toBeLessThanOrEqual(PICTURE_BUDGET_BYTES)

    const at = nameIn(content, place, 'images/noise.png', await noise(width, height))
    result = content.load()
    expect(result.ok).toBe(true)
    const issues = await unreadablePictures(
      pictureUses(result.sources, content.contentDir).filter((use) => use.written === 'images/noise.png'),
      (picture) => rasterVariants(picture, cacheDir),
      content.root,
    )
    expect(issues).toEqual([problemAt(...at, 'picture-too-heavy', { budget: PICTURE_BUDGET_BYTES })])
    expect(issues[0]!.message).toContain('noise')
  }, 30_000)
})

describe('phone camera photos of any size', () => {
  const content = useContentCopy()
  const product = PICTURE_PLACES.find((place) => place.key === 'product')!

  it.each([
    [4000, 3000],
    [8000, 6000],
  ])(
    'a %i × %i photo is published as copies 480, 960 and 1440 px wide within the budget',
    async (width, height) => {
      nameIn(content, product, 'images/products/camera.jpg', await photo(width, height))
      loaded(content)
      const copies = await rasterVariants(
        localImagePath(content.contentDir, 'images/products/camera.jpg')!,
        path.join(content.root, 'cache'),
      )
      expect(copies.map((copy) => [copy.width, copy.height])).toEqual([
        [480, 360],
        [960, 720],
        [1440, 1080],
      ])
      for (const copy of copies) expect(fs.statSync(copy.file).size).toBeLessThanOrEqual(PICTURE_BUDGET_BYTES)
    },
    30_000,
  )

  it('a photo over the pixel limit is refused before it is opened, with the exact size to resize it to', async () => {
    const at = nameIn(content, product, 'images/products/camera.png', await pngHeader(20000, 15000))
    expect(20000 * 15000).toBeGreaterThan(MAX_PICTURE_PIXELS)
    const [issue] = content.issues()
    expect(issue).toEqual(problemAt(...at, 'picture-too-many-pixels', { resized: '2000 × 1500', limit: 250_000_000 }))
    expect(issue!.message).toContain('resize it to 2000 × 1500 pixels')
  })
})

describe('two files that are one on a Mac or Windows computer', () => {
  const content = useContentCopy()
  const product = PICTURE_PLACES.find((place) => place.key === 'product')!

  it('a picture named with other capitals is refused at the field naming it, told a free name, never the other', async () => {
    const bytes = await photo(1200, 900)
    content.write('content/images/products/garri.jpg', bytes)
    content.write('content/images/products/garri-2.jpg', bytes)
    const at = nameIn(content, product, 'images/products/Garri.jpg', bytes)
    expect(content.issues()).toEqual([
      problemAt(...at, 'file-name-clash', {
        other: 'content/images/products/garri.jpg',
        free: 'content/images/products/Garri-3.jpg',
      }),
    ])
  })

  it('an accented name stored in two forms (é as one character, and as e with an accent), and pages by capitals', () => {
    content.write('content/images/caf\u00e9.svg', content.read('content/images/logo.svg'))
    content.write('content/images/cafe\u0301.svg', content.read('content/images/logo.svg'))
    content.write('content/products/Garri.en.md', content.read('content/products/garri.en.md'))
    const clashes = content.issues().filter((found) => found.code === 'file-name-clash')
    expect(clashes).toEqual([
      problemAt('content/images/cafe\u0301.svg', 1, 1, 'file-name-clash', {
        other: 'content/images/caf\u00e9.svg',
        free: 'content/images/cafe\u0301-2.svg',
      }),
      // The free name keeps the entry's language at the end.
      problemAt('content/products/Garri.en.md', 1, 1, 'file-name-clash', {
        other: 'content/products/garri.en.md',
        free: 'content/products/Garri-2.en.md',
      }),
    ])
    for (const found of clashes) expect(found.message).not.toContain(`such as ${found.params.other as string}`)
  })
})
