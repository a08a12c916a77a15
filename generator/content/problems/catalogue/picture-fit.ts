/**
 * Problems of a picture where it is shown (generator/content/pictures/places.ts): its size and
 * shape for its place, and its weight against the picture budget.
 */
import { describeValue as quoted, entry } from '../problem.ts'

/** Where a picture is shown and what it needs there (pictures/places.ts). */
export type PlaceParams = {
  written: string
  width: number
  height: number
  /** The place, as "the product picture". */
  place: string
  shownWidth: number
  minWidth: number
  minHeight: number
  /** "between 1:1 and 16:9 in shape". */
  shapes: string
  drawing: boolean
}

/** The product picture's place, for the examples (as pictures/places.ts defines it). */
const PRODUCT_PICTURE = {
  written: 'images/products/garri.jpg',
  place: 'the product picture',
  shownWidth: 845,
  minWidth: 800,
  minHeight: 600,
  shapes: 'between 1:1 and 16:9 in shape',
  drawing: false,
}

/** 153600 → "150 KB" (1 KB = 1000 bytes, as file managers show sizes). */
const kb = (bytes: number) => `${Math.ceil(bytes / 1000)} KB`

export const pictureFitProblems = {
  'picture-too-small': entry<PlaceParams>({
    title: 'A photo too small for where it is shown',
    message: ({ written, width, height, place, shownWidth }) =>
      `${quoted(written)} is ${width} × ${height} px; ${place} is shown up to ${shownWidth} px wide, and phones show it at twice that sharpness`,
    advice: ({ minWidth, minHeight, shapes }) =>
      `use a picture at least ${minWidth} × ${minHeight} px, ${shapes} (a photo from a phone camera is large enough)`,
    example: {
      written: 'image: images/products/garri.jpg (300 × 200 pixels)',
      fix: 'A photo of 1600 × 1200 pixels',
      params: {
        ...PRODUCT_PICTURE,
        width: 300,
        height: 200,
      },
    },
  }),
  'picture-shape': entry<PlaceParams & { crop?: string | undefined }>({
    title: 'A picture of the wrong shape for where it is shown',
    message: ({ written, width, height, place, shapes }) =>
      `${quoted(written)} is ${width} × ${height} px; ${place} must be ${shapes}`,
    advice: ({ crop, minWidth, minHeight, shapes, drawing }) =>
      crop
        ? drawing
          ? `crop it to ${crop} (the width and height of its <svg> element, and its viewBox) in the drawing program and export it again`
          : `crop it to ${crop} px in a photo editor and upload it again`
        : `use a picture at least ${minWidth} × ${minHeight} px, ${shapes}`,
    example: {
      written: 'image: images/products/garri.jpg (1000 × 3000 pixels, a tall photo)',
      fix: 'A photo cropped to 1000 × 1000 pixels',
      params: {
        ...PRODUCT_PICTURE,
        width: 1000,
        height: 3000,
        crop: '1000 × 1000',
      },
    },
  }),
  'picture-too-heavy': entry<{
    field?: string
    written?: string
    copyWidth: number
    bytes: number
    budget: number
  }>({
    title: 'A photo too heavy for phones',
    message: ({ field, written, copyWidth, bytes, budget }) =>
      `${field ? `${field} ${quoted(written)}` : 'this picture'} cannot be made light enough for phones: its ${copyWidth} px wide copy is ${kb(bytes)} even at the lowest quality this site publishes, over the budget of ${kb(budget)} for one picture`,
    advice: () =>
      'the photo is full of fine grain or noise, which cannot be compressed: use a photo taken in better light, smooth it with a noise-reduction filter in a photo editor, or crop it closer to the subject, then upload it again',
    example: {
      written: 'image: images/products/garri.jpg (a grainy night photo)',
      fix: 'A photo taken in daylight',
      params: {
        field: '"image"',
        written: 'images/products/garri.jpg',
        copyWidth: 1440,
        bytes: 412_000,
        budget: 150_000,
      },
    },
  }),
  'svg-too-heavy': entry<{ written: string; bytes: number; budget: number; minWidth: number }>({
    title: 'A drawing too heavy for phones',
    message: ({ written, bytes, budget }) =>
      `${quoted(written)} is ${kb(bytes)}, over the budget of ${kb(budget)} a phone downloads for one picture; a drawing is published as it is, so it cannot be made lighter`,
    advice: ({ minWidth }) =>
      `simplify the drawing (fewer points and layers, no photos embedded in it), or export it as a PNG at least ${minWidth} px wide, which the site compresses, and write the .png name here`,
    example: {
      written: 'image: images/hero.svg (a 600 KB drawing)',
      fix: 'image: images/hero.png',
      params: { written: 'images/hero.svg', bytes: 600_000, budget: 150_000, minWidth: 1440 },
    },
  }),
}
