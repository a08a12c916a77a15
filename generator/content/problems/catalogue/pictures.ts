/**
 * Problems of pictures (generator/content/pictures/): the file a field names, what it really
 * is, whether a drawing is safe to serve, and whether its pixels can be read.
 */
import { describeValue as quoted, entry } from '../problem.ts'

const EXPORT_AGAIN =
  'export the picture again as a plain SVG (without scripts or links to other websites), or as PNG or JPEG, and replace the file'

/** What a picture field takes, in words: `must be a file under content/ (such as …) or an https URL on …`. */
export type PictureFieldParams = {
  /** An example value of the field. */
  example: string
  /** Whether the field takes files under content/ only (the logo), not addresses on image hosts. */
  localOnly: boolean
  /** The hosts pictures may come from by https address. */
  hosts: readonly string[]
}

export const pictureFieldTakes = ({ example, localOnly, hosts }: PictureFieldParams): string =>
  localOnly
    ? `a file under content/, such as ${example}`
    : `a file under content/ (such as ${example}) or an https URL${hosts.length ? ` on ${hosts.join(' or ')}` : ''}`

export const pictureProblems = {
  'picture-empty': entry<{ written: string }>({
    title: 'An empty picture file',
    message: ({ written }) => `${quoted(written)} is an empty file (0 bytes): the upload did not finish`,
    advice: () => 'upload the picture again',
    example: {
      written: 'image: images/products/garri.jpg (a file of 0 bytes)',
      fix: 'Upload the photo again',
      params: { written: 'images/products/garri.jpg' },
    },
  }),
  'picture-heic': entry<{ written: string; jpeg: string }>({
    title: 'An iPhone photo in HEIC format',
    message: ({ written }) =>
      `${quoted(written)} is an iPhone photo in HEIC format, which web browsers cannot show and this build cannot convert`,
    advice: ({ jpeg }) =>
      'convert it to JPEG (on a Mac: open it in Photos or Preview, then File → Export, format JPEG; or any photo editor\'s "Save as JPEG"), ' +
      `upload the .jpg file and write its name here instead, such as "${jpeg}". ` +
      'To make the iPhone take JPEG photos from now on: Settings → Camera → Formats → Most Compatible',
    example: {
      written: 'image: images/products/garri.heic',
      fix: 'image: images/products/garri.jpg',
      params: { written: 'images/products/garri.heic', jpeg: 'images/products/garri.jpg' },
    },
  }),
  'picture-format': entry<{ written: string; format: string }>({
    title: 'A picture format the site cannot use',
    message: ({ written, format }) => `${quoted(written)} is a ${format} file, which this site cannot use`,
    advice: () => 'export it as JPEG or PNG and upload it again',
    example: {
      written: 'image: images/products/garri.bmp',
      fix: 'image: images/products/garri.jpg',
      params: { written: 'images/products/garri.bmp', format: 'BMP' },
    },
  }),
  'picture-misnamed': entry<{ written: string; format: string; extension: string; renamed: string }>({
    title: 'A picture saved under the name of another format',
    message: ({ written, format, extension }) =>
      `${quoted(written)} is ${format === 'SVG' ? 'an SVG drawing' : `a ${format} picture`} saved under a ${extension} name`,
    advice: ({ renamed }) => `save it as ${renamed.split('/').at(-1)}, upload it and write "${renamed}" here`,
    example: {
      written: 'image: images/products/garri.svg (a JPEG photo)',
      fix: 'image: images/products/garri.jpg',
      params: {
        written: 'images/products/garri.svg',
        format: 'JPEG',
        extension: '.svg',
        renamed: 'images/products/garri.jpg',
      },
    },
  }),
  'picture-not-a-picture': entry<{ written: string }>({
    title: 'A file that is not a picture',
    message: ({ written }) =>
      `${quoted(written)} is not a picture: the file holds no JPEG, PNG, WebP or AVIF image (it may be a web page or a document saved under a picture's name)`,
    advice: () => 'open the picture itself, save or export it as JPEG, and upload it again',
    example: {
      written: 'image: images/products/garri.jpg (a saved web page)',
      fix: 'Upload the photo itself',
      params: { written: 'images/products/garri.jpg' },
    },
  }),
  'picture-no-size': entry<{ written: string }>({
    title: 'A picture whose size cannot be read',
    message: ({ written }) => `${quoted(written)} has no size that can be read; the file may be damaged`,
    advice: () => 'export it again and replace it',
    example: {
      written: 'image: images/products/garri.png (damaged)',
      fix: 'Export the picture again',
      params: { written: 'images/products/garri.png' },
    },
  }),
  'picture-too-many-pixels': entry<{
    written: string
    width: number
    height: number
    limit: number
    drawing: boolean
    /** The size to resize it to: its shape, 2000 pixels on its longer side. */
    resized: string
  }>({
    title: 'A picture too large to process',
    message: ({ written, width, height, limit }) =>
      `${quoted(written)} is ${width} × ${height} pixels (${Math.round((width * height) / 1_000_000)} megapixels), more than this site can process (${limit / 1_000_000} megapixels)`,
    advice: ({ drawing, resized }) =>
      drawing
        ? `give its <svg> element a smaller width and height, such as ${resized.replace(/(\d+) × (\d+)/, 'width="$1" height="$2"')}`
        : `resize it to ${resized} pixels in a photo editor and upload it again`,
    example: {
      written: 'image: images/hero.jpg (20000 × 15000 pixels)',
      fix: 'A copy of 2000 × 1500 pixels',
      params: {
        written: 'images/hero.jpg',
        width: 20000,
        height: 15000,
        limit: 250_000_000,
        drawing: false,
        resized: '2000 × 1500',
      },
    },
  }),
  'svg-not-svg': entry<{ written: string; namespace: string }>({
    title: 'A drawing that is not SVG',
    message: ({ written, namespace }) =>
      `${quoted(written)} is not an SVG drawing: its first element is not <svg xmlns="${namespace}">`,
    advice: () => EXPORT_AGAIN,
    example: {
      written: 'image: images/logo.svg (an HTML page)',
      fix: 'Export the logo again as SVG',
      params: { written: 'images/logo.svg', namespace: 'http://www.w3.org/2000/svg' },
    },
  }),
  'svg-unsafe': entry<{ written: string; found: string[]; more: number }>({
    title: 'A drawing that runs code or loads other files',
    message: ({ written, found, more }) =>
      `${quoted(written)} cannot be published: a drawing served from this website must not run code or load files from other websites, and this one has ${found.join('; ')}${more ? `, and ${more} more like them` : ''}`,
    advice: () => `to fix it, ${EXPORT_AGAIN}`,
    example: {
      written: 'image: images/logo.svg (with a <script>)',
      fix: 'Export the logo again as a plain SVG',
      params: { written: 'images/logo.svg', found: ['a script (<script>) at content/images/logo.svg:3:5'], more: 0 },
    },
  }),
  'svg-invalid': entry<{ written: string; where: string; reason: string }>({
    title: 'A drawing that is not valid SVG',
    message: ({ written, where, reason }) => `${quoted(written)} is not a valid SVG drawing (${where}: ${reason})`,
    advice: () => EXPORT_AGAIN,
    example: {
      written: 'image: images/logo.svg (cut short)',
      fix: 'Export the logo again',
      params: { written: 'images/logo.svg', where: 'content/images/logo.svg:12:1', reason: 'unclosed tag: svg' },
    },
  }),
  'svg-no-size': entry<{ written: string }>({
    title: 'A drawing without a size',
    message: ({ written }) => `${quoted(written)} has no size`,
    advice: () =>
      'give its <svg> element a width and height in pixels (such as width="640" height="480") or a viewBox (such as viewBox="0 0 640 480"), or export it again',
    example: {
      written: '<svg xmlns="http://www.w3.org/2000/svg">',
      fix: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">',
      params: { written: 'images/logo.svg' },
    },
  }),
  'picture-not-found': entry<PictureFieldParams & { written: string; guess?: string }>({
    title: 'A picture file that does not exist',
    message: (params) => `must be ${pictureFieldTakes(params)}, got ${quoted(params.written)}`,
    advice: ({ guess }) => (guess ? `did you mean "${guess}"?` : undefined),
    example: {
      written: 'image: images/products/garri.jpgg',
      fix: 'image: images/products/garri.jpg',
      params: {
        example: 'images/products/garri.svg',
        localOnly: false,
        hosts: ['images.unsplash.com', 'res.cloudinary.com'],
        written: 'images/products/garri.jpgg',
        guess: 'images/products/garri.jpg',
      },
    },
  }),
  'picture-not-web': entry<{ written: string; extensions: readonly string[] }>({
    title: 'A file of a kind pages cannot show',
    message: ({ written }) => `${quoted(written)} is not a picture this site can show`,
    advice: ({ extensions }) => `use an ${extensions.join(', ')} file`,
    example: {
      written: 'image: images/products/price-list.pdf',
      fix: 'image: images/products/garri.jpg',
      params: {
        written: 'images/products/price-list.pdf',
        extensions: ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'],
      },
    },
  }),
  'picture-unreadable': entry<{ field?: string; written?: string; reason: string }>({
    title: 'A picture whose pixels cannot be read',
    message: ({ field, written, reason }) =>
      `${field ? `${field} ${quoted(written)} could not be read` : 'this picture could not be read'}: the file is damaged or incomplete (${reason})`,
    advice: () => 'upload the picture again, or export it again as JPEG or PNG and replace it',
    example: {
      written: 'image: images/products/garri.jpg (cut short by an upload)',
      fix: 'Upload the photo again',
      params: {
        field: '"image"',
        written: 'images/products/garri.jpg',
        reason: 'VipsJpeg: premature end of JPEG file',
      },
    },
  }),
  'site-picture-unreadable': entry<{ reason: string }>({
    title: 'A logo or share picture that cannot be drawn',
    message: ({ reason }) =>
      `the icons and link-preview picture are drawn from this file, and it could not be read (${reason})`,
    advice: () => 'export it again and replace it',
    example: {
      written: 'logo: images/logo.png (damaged)',
      fix: 'Export the logo again',
      params: { reason: 'Input file has corrupt header' },
    },
  }),
  'picture-empty-field': entry<PictureFieldParams>({
    title: 'A picture field left empty',
    message: () => 'must not be empty',
    advice: (params) => `write ${pictureFieldTakes(params)}`,
    example: {
      written: 'image:',
      fix: 'image: images/products/garri.jpg',
      params: {
        example: 'images/products/garri.svg',
        localOnly: false,
        hosts: ['images.unsplash.com', 'res.cloudinary.com'],
      },
    },
  }),
  'picture-address': entry<PictureFieldParams & { written: string }>({
    title: 'A picture address the site cannot use',
    message: (params) => `must be ${pictureFieldTakes(params)}, got ${quoted(params.written)}`,
    example: {
      written: 'image: http://example.com/garri.jpg',
      fix: 'image: images/products/garri.jpg',
      params: {
        example: 'images/products/garri.svg',
        localOnly: false,
        hosts: ['images.unsplash.com', 'res.cloudinary.com'],
        written: 'http://example.com/garri.jpg',
      },
    },
  }),
  'picture-host': entry<{ host: string; example: string; hosts: readonly string[] }>({
    title: 'A picture from a website that is not allowed',
    message: ({ host }) => `images from ${host} are not allowed`,
    advice: ({ example, hosts }) =>
      `upload the picture to content/images/ and write its path (such as ${example}), or use ${hosts.join(' or ') || 'an allowed image host'}`,
    example: {
      written: 'image: https://example.com/garri.jpg',
      fix: 'image: images/products/garri.jpg',
      params: {
        host: 'example.com',
        example: 'images/products/garri.svg',
        hosts: ['images.unsplash.com', 'res.cloudinary.com'],
      },
    },
  }),
  'picture-size-needed': entry({
    title: 'A picture from another website without its size',
    message: () => 'comes from another website, so its size must be given',
    advice: () => "add the lines imageWidth: and imageHeight: with the picture's width and height in pixels",
    example: {
      written: 'image: https://images.unsplash.com/photo-1',
      fix: 'image: https://images.unsplash.com/photo-1\nimageWidth: 1200\nimageHeight: 800',
      params: {},
    },
  }),
}
