/**
 * Each place a picture is shown, and what a picture needs there to look right: a minimum size in
 * pixels and a range of shapes (width ÷ height). The numbers come from the styles that show it
 * (styles/components/, with the container of styles/core/_layout.scss: at most 72rem wide less
 * its padding, and the breakpoints of styles/settings/_tokens.scss):
 *
 * - A phone (up to 430 px wide, padding about 17 px each side) shows each picture at most about
 *   397 px wide, at twice the density or more: about 800 pixels of the picture. That is the
 *   minimum width for every photo shown across the page; the copies made for phones
 *   (variants.ts: 480, 960 and 1440 px wide) then never enlarge it.
 * - The product picture (`.product-card__image`, `.product-page__image`) fills a 4:3 frame
 *   (object-fit: cover). Its widest is on its own page, full width on a window just under 56em
 *   (896 px): 896 − 2 × 26 px of padding ≈ 845 px; a card is at most 597 px (one column, under
 *   40em). Photos from 1:1 to 16:9 lose at most a quarter of their height or width to the frame.
 * - The home page picture (`.hero__image`) is shown whole, at most 34rem = 544 px wide.
 * - The Our story picture (`.story__image`) is shown whole, full width up to about 845 px (one
 *   column under 56em), then half the container. Both are landscape or square: a tall picture
 *   would push the page's text below the first screen of a phone.
 * - The logo is drawn into square boxes (40 × 40 px beside the name, icons up to 512 × 512 px,
 *   generator/site-files.ts): a logo of another shape would be squeezed.
 * - The share picture is fitted whole into a 1200 × 630 PNG (SHARE_IMAGE_SIZE): from 3:2 to 2:1 it
 *   leaves bands of at most about a fifth of its width on the sides.
 *
 * A drawing (SVG) is sharp at any size, so it is held to the shapes only. Reads no files: the
 * admin and the content guide use these too.
 */
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'

/** A shape, as width:height. */
export type Shape = readonly [width: number, height: number]

export interface PicturePlace {
  /** Key, as schemas name the place. */
  key: string
  /** The picture, as messages name it: "the product picture". */
  label: string
  /** Where editors set it, for the guide. */
  field: string
  /** The widest it is shown on a screen, in CSS pixels. */
  shownWidth: number
  /** The smallest photo that stays sharp there. */
  minWidth: number
  minHeight: number
  /** The range of shapes, narrowest first. */
  shapes: readonly [Shape, Shape]
  /** How the page shows it, for the guide. */
  shown: string
}

export const PICTURE_PLACES = [
  {
    key: 'product',
    label: 'the product picture',
    field: '`image` in `content/products/*.md`',
    shownWidth: 845,
    minWidth: 800,
    minHeight: 600,
    shapes: [
      [1, 1],
      [16, 9],
    ],
    shown:
      'Cropped to a 4:3 landscape frame (4 wide, 3 high) that fills the card: the middle of the photo is kept, and what does not fit is cut equally from the top and bottom of a taller photo, or from both sides of a wider one. Up to 845 px wide on its own page',
  },
  {
    key: 'hero',
    label: 'the home page picture',
    field: '`hero.image` in `content/pages/home.md`',
    shownWidth: 544,
    minWidth: 800,
    minHeight: 400,
    shapes: [
      [1, 1],
      [2, 1],
    ],
    shown: 'Shown whole, beside the headline on computers and full width on phones, up to 544 px wide',
  },
  {
    key: 'story',
    label: 'the Our story picture',
    field: '`story.image` in `content/pages/about.md`',
    shownWidth: 845,
    minWidth: 800,
    minHeight: 400,
    shapes: [
      [1, 1],
      [2, 1],
    ],
    shown: 'Shown whole, half the page wide on computers and full width on phones and tablets, up to 845 px wide',
  },
  {
    key: 'logo',
    label: 'the logo',
    field: '`logo` in `content/site.md`',
    shownWidth: 512,
    minWidth: 512,
    minHeight: 512,
    shapes: [
      [1, 1],
      [1, 1],
    ],
    shown: "Small and square beside the company name; the site's icons (up to 512 × 512) are drawn from it",
  },
  {
    key: 'share',
    label: 'the link preview picture',
    field: '`shareImage` in `content/site.md`',
    shownWidth: 1200,
    minWidth: 1200,
    minHeight: 630,
    shapes: [
      [3, 2],
      [2, 1],
    ],
    shown: 'Fitted whole into a 1200 × 630 landscape picture, on a cream background',
  },
] as const satisfies readonly PicturePlace[]

export type PlaceKey = (typeof PICTURE_PLACES)[number]['key']

export const placeOf = (key: PlaceKey): PicturePlace => PICTURE_PLACES.find((place) => place.key === key)!

/** A square is allowed 2% either way (a logo exported at 513 × 512 looks square). */
const SQUARE_TOLERANCE = 0.02

const ratio = ([width, height]: Shape) => width / height

/** The narrowest and widest width ÷ height accepted at a place. */
export function shapeRange(place: PicturePlace): [min: number, max: number] {
  const [narrow, wide] = place.shapes.map(ratio) as [number, number]
  return narrow === wide ? [narrow * (1 - SQUARE_TOLERANCE), wide * (1 + SQUARE_TOLERANCE)] : [narrow, wide]
}

/** "between 1:1 and 16:9 in shape", or "square (1:1)". */
export function shapesInWords(place: PicturePlace): string {
  const [[a, b], [c, d]] = place.shapes
  return a / b === c / d ? `square (${a}:${b})` : `between ${a}:${b} and ${c}:${d} in shape`
}

/** Whether a picture of this size fits the place: its shape, and for a photo its size. */
export function fitsPlace(place: PicturePlace, width: number, height: number, drawing: boolean): boolean {
  const [min, max] = shapeRange(place)
  const shape = width / height
  if (shape < min || shape > max) return false
  return drawing || (width >= place.minWidth && height >= place.minHeight)
}

/** The largest part of a `width` × `height` picture within the place's shapes: what to crop it to. */
export function cropFor(place: PicturePlace, width: number, height: number): { width: number; height: number } {
  const [min, max] = place.shapes.map(ratio) as [number, number]
  const shape = width / height
  if (shape > max) return { width: Math.floor(height * max), height }
  if (shape < min) return { width, height: Math.floor(width / min) }
  return { width, height }
}

/** The problem of a picture that does not fit its place, if it does not. */
export function placeProblem(
  place: PicturePlace,
  written: string,
  width: number,
  height: number,
  drawing: boolean,
): Problem | undefined {
  if (fitsPlace(place, width, height, drawing)) return undefined
  const params = {
    written,
    width: Math.round(width),
    height: Math.round(height),
    place: place.label,
    shownWidth: place.shownWidth,
    minWidth: place.minWidth,
    minHeight: place.minHeight,
    shapes: shapesInWords(place),
    drawing,
  }
  const [min, max] = shapeRange(place)
  const shape = width / height
  if (shape >= min && shape <= max) return problem('picture-too-small', params)
  const crop = cropFor(place, width, height)
  const big = crop.width >= place.minWidth && crop.height >= place.minHeight
  return problem('picture-shape', {
    ...params,
    crop: drawing || big ? `${Math.round(crop.width)} × ${Math.round(crop.height)}` : undefined,
  })
}
