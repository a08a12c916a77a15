/**
 * Pictures are untrusted input: whatever an editor uploads is either refused with advice that
 * works, or published safe and correct. Each refusal is reported at the front-matter value that
 * names the picture; an SVG's problems also say where in the SVG they are.
 *
 * The pictures are made here with sharp (or written byte by byte where a real file cannot be
 * made cheaply), in a throw-away copy of content/.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { WEB_IMAGE_EXTENSIONS } from '../../generator/content/pictures/formats.ts'
import { localImagePath } from '../../generator/content/pictures/lookup.ts'
import { canDecodeHeic } from '../../generator/content/pictures/inspect.ts'
import { MAX_PICTURE_PIXELS } from '../../generator/content/pictures/formats.ts'
import { pictureUses, unreadablePictures } from '../../generator/content/pictures/uses.ts'
import { rasterVariants } from '../../generator/content/pictures/variants.ts'
import { contentModuleCode } from '../../generator/content-module-code.ts'
import { fixtureLine, md, problemAt, type ContentCopy, useContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'
const LOGO_SVG = 'content/images/logo.svg'
/** Where the picture is named in GARRI as `product()` writes it: line 4, after "image: ". */
const AT = [GARRI, 4, 8] as const
/** Where the fixture's site.md names the logo: after "logo: ". */
const LOGO_AT = ['content/site.md', fixtureLine('content/site.md', 'logo: images/logo.svg'), 7] as const

const product = (picture: string) => md`
  ---
  name: Garri
  order: 3
  image: ${picture}
  imageAlt: A bowl of garri
  ---

  Made from fresh cassava.
`

/** A JPEG photo of the given size; `orientation` is the EXIF tag phones write for a turned camera. */
async function photo(
  width: number,
  height: number,
  { orientation, gps = false }: { orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: '#c0a060' } }).jpeg({ quality: 70 })
  if (gps) {
    image = image.withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '5/1 7/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 22/1 0/1',
      },
    })
  }
  if (orientation) image = image.withMetadata({ orientation })
  return image.toBuffer()
}

/** The first bytes of an iPhone photo: an ISO media file of brand "heic" (no picture data). */
const HEIC_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
])

const loaded = (content: ContentCopy) => {
  const result = content.load()
  if (!result.ok)
    expect.fail(
      result.issues.map((found) => `${found.file}:${found.line}:${found.column}: ${found.message}`).join('\n'),
    )
  return result.content
}
const garriImage = (content: ContentCopy) => loaded(content).products.find((entry) => entry.slug === 'garri')!.image

describe('phone photos are shown upright', () => {
  const content = useContentCopy()

  it.each([
    [1, 1200, 900],
    [6, 900, 1200],
    [8, 900, 1200],
  ])(
    'EXIF orientation %i: a photo stored as %i × %i is given to pages upright, as 1200 × 900',
    async (orientation, width, height) => {
      content.write('content/images/products/garri.jpg', await photo(width, height, { orientation }))
      content.write(GARRI, product('images/products/garri.jpg'))
      expect(garriImage(content)).toMatchObject({ width: 1200, height: 900 })
    },
  )

  it("the copies of a photo stored turned (orientation 6) are upright, without the camera's EXIF data and GPS location, and pages get the size of the copy they load", async () => {
    const upload = await photo(1200, 1600, { orientation: 6, gps: true })
    const exif = (await sharp(upload).metadata()).exif!
    // The camera's name, and the GPSInfo tag (0x8825, little-endian as libvips writes it).
    expect([exif.includes('PhoneMaker'), exif.includes(Buffer.from([0x25, 0x88]))]).toEqual([true, true])
    content.write('content/images/products/garri.jpg', upload)
    content.write(GARRI, product('images/products/garri.jpg'))
    const image = garriImage(content)
    const cacheDir = path.join(content.root, 'cache')
    const variants = await rasterVariants(localImagePath(content.contentDir, 'images/products/garri.jpg')!, cacheDir)
    expect(variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 360],
      [960, 720],
      [1440, 1080],
    ])
    for (const variant of variants) {
      const metadata = await sharp(variant.file).metadata()
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height])
      expect(metadata.exif).toBeUndefined()
      expect(fs.readFileSync(variant.file).includes('PhoneMaker')).toBe(false)
    }
    // The uploaded file itself is never imported (published): only its copies are.
    const code = await contentModuleCode({ image }, { variants: () => Promise.resolve(variants) })
    expect(code).toContain(
      `{ ...{"alt":"A bowl of garri","width":960,"height":720}, src: asset0, srcset: [asset1 + ' 480w', asset0 + ' 960w', asset2 + ' 1440w'].join(', ') }`,
    )
    expect(code).not.toContain('garri.jpg')
  })
})

describe('iPhone photos (HEIC)', () => {
  const content = useContentCopy()

  it('the installed sharp cannot decode HEIC (its prebuilt libvips has no HEVC decoder), so the tests below expect a refusal', () => {
    expect(canDecodeHeic()).toBe(false)
  })

  it('a .heic file is refused with how to get a JPEG', () => {
    content.write('content/images/products/garri.heic', HEIC_HEADER)
    content.write(GARRI, product('images/products/garri.heic'))
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-heic', { written: 'images/products/garri.heic', jpeg: 'images/products/garri.jpg' }),
    ])
  })

  it('a HEIC photo saved with a .jpg name is recognised by its content', () => {
    content.write('content/images/products/garri.jpg', HEIC_HEADER)
    content.write(GARRI, product('images/products/garri.jpg'))
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-heic', { written: 'images/products/garri.jpg', jpeg: 'images/products/garri.jpg' }),
    ])
  })

  it('a field naming garri.jpg when garri.heic was uploaded suggests the .heic file', () => {
    content.write('content/images/products/yam-flour.heic', HEIC_HEADER)
    content.write(GARRI, product('images/products/yam-flour.jpg'))
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-not-found', {
        written: 'images/products/yam-flour.jpg',
        guess: 'images/products/yam-flour.heic',
      }),
    ])
  })
})

describe('damaged, mislabelled and absurd files', () => {
  const content = useContentCopy()

  it('an empty file (an upload that did not finish)', () => {
    content.write('content/images/products/garri.jpg', '')
    content.write(GARRI, product('images/products/garri.jpg'))
    expect(content.issues()).toEqual([problemAt(...AT, 'picture-empty', { written: 'images/products/garri.jpg' })])
  })

  it('a text file (such as a saved web page) named .jpg', () => {
    content.write('content/images/products/garri.jpg', '<!doctype html><html><body>Garri</body></html>\n')
    content.write(GARRI, product('images/products/garri.jpg'))
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-not-a-picture', { written: 'images/products/garri.jpg' }),
    ])
  })

  it('a PNG named .jpg is accepted: the format is read from the file, not its name', async () => {
    content.write(
      'content/images/products/garri.jpg',
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    )
    content.write(GARRI, product('images/products/garri.jpg'))
    expect(garriImage(content)).toMatchObject({ width: 800, height: 600 })
  })

  it('an SVG drawing named .png, and a PNG named .svg, are told the name to give them', async () => {
    content.write('content/images/products/garri.png', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"/>')
    content.write(GARRI, product('images/products/garri.png'))
    content.write(
      'content/images/logo.svg',
      await sharp({ create: { width: 64, height: 64, channels: 4, background: '#000' } })
        .png()
        .toBuffer(),
    )
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-misnamed', {
        written: 'images/products/garri.png',
        format: 'SVG',
        extension: '.png',
        renamed: 'images/products/garri.svg',
      }),
      problemAt(...LOGO_AT, 'picture-misnamed', {
        written: 'images/logo.svg',
        format: 'PNG',
        extension: '.svg',
        renamed: 'images/logo.png',
      }),
    ])
  })

  it('a format browsers do not all show (BMP) is told to be exported as JPEG or PNG', () => {
    // The 54-byte header of a 640 × 480 Windows bitmap.
    const bmp = Buffer.alloc(54)
    bmp.write('BM', 0, 'latin1')
    bmp.writeUInt32LE(54, 10)
    bmp.writeUInt32LE(40, 14)
    bmp.writeInt32LE(640, 18)
    bmp.writeInt32LE(480, 22)
    content.write('content/images/products/garri.jpg', bmp)
    content.write(GARRI, product('images/products/garri.jpg'))
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-format', { written: 'images/products/garri.jpg', format: 'BMP' }),
    ])
  })

  it('a "decompression bomb" (a small PNG claiming 30000 × 20000 pixels) is refused before it is opened', async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    // The PNG header (IHDR) holds the size at bytes 16 to 23.
    png.writeUInt32BE(30000, 16)
    png.writeUInt32BE(20000, 20)
    content.write('content/images/products/garri.png', png)
    content.write(GARRI, product('images/products/garri.png'))
    expect(30000 * 20000).toBeGreaterThan(MAX_PICTURE_PIXELS)
    expect(content.issues()).toEqual([
      problemAt(...AT, 'picture-too-many-pixels', {
        written: 'images/products/garri.png',
        width: 30000,
        height: 20000,
        limit: MAX_PICTURE_PIXELS,
        drawing: false,
      }),
    ])
  })

  it('a picture whose header gives no size', async () => {
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    png.writeUInt32BE(0, 16)
    content.write('content/images/products/garri.png', png)
    content.write(GARRI, product('images/products/garri.png'))
    expect(content.issues()).toEqual([problemAt(...AT, 'picture-no-size', { written: 'images/products/garri.png' })])
  })

  it('a JPEG cut short (its size can be read, its pixels cannot) is reported at every line naming it when its copies are made', async () => {
    const noise = Buffer.alloc(900 * 600 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251
    const full = await sharp(noise, { raw: { width: 900, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer()
    content.write('content/images/products/garri.jpg', full.subarray(0, Math.floor(full.length / 2)))
    content.write(GARRI, product('images/products/garri.jpg'))
    const about = content
      .read('content/pages/about.md')
      .replace('image: images/story.svg', 'image: /images/products/garri.jpg')
    content.write('content/pages/about.md', about)
    // The loader reads only the header, which is whole.
    const result = content.load()
    expect(result.ok).toBe(true)
    const uses = pictureUses(result.sources, content.contentDir)
    const issues = await unreadablePictures(
      uses,
      (file) => rasterVariants(file, path.join(content.root, 'cache')),
      content.root,
    )
    const reason = expect.stringMatching(/VipsJpeg: .*premature end/) as string
    const aboutLine = about.split('\n').findIndex((line) => line.includes('image: /images/products/garri.jpg')) + 1
    expect(issues).toEqual([
      problemAt('content/pages/about.md', aboutLine, 10, 'picture-unreadable', {
        field: '"story" → "image"',
        written: '/images/products/garri.jpg',
        reason,
      }),
      problemAt(...AT, 'picture-unreadable', { field: '"image"', written: 'images/products/garri.jpg', reason }),
    ])
  })
})

describe('SVG drawings, served from this website, must not run code or load other files', () => {
  const content = useContentCopy()
  /** The logo refused for what `found` lists (the first three), and `more` like them. */
  const logoIssue = (found: string[], more = 0) =>
    problemAt(...LOGO_AT, 'svg-unsafe', { written: 'images/logo.svg', found, more })
  const svg = (body: string, prolog = '') =>
    `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64">\n${body}\n</svg>\n`

  it('a script element, with its line and column in the SVG', () => {
    content.write(LOGO_SVG, svg('  <rect width="64" height="64"/>\n    <script>alert(document.cookie)</script>'))
    expect(content.issues()).toEqual([logoIssue([`a script (<script>) at ${LOGO_SVG}:3:5`])])
  })

  it.each([
    [
      'an event handler',
      '<rect onclick="steal()" width="64" height="64"/>',
      'code that runs on an event (onclick="...") at content/images/logo.svg:2:1',
    ],
    [
      'a script link, however it is spaced',
      '<a href=" java\tscript:alert(1)"><text>x</text></a>',
      'a link that runs code (href="java script:alert(1)") at content/images/logo.svg:2:1',
    ],
    [
      'an embedded HTML document',
      '<a xlink:href="data:text/html,&lt;script&gt;">x</a>',
      'an embedded document (xlink:href="data:text/html,<script>") at content/images/logo.svg:2:1',
    ],
    [
      'foreignObject',
      '<g>\n  <foreignObject width="9" height="9"/></g>',
      'embedded HTML (<foreignObject>) at content/images/logo.svg:3:3',
    ],
    [
      'HTML elements in the drawing',
      '<g><h:p xmlns:h="http://www.w3.org/1999/xhtml">x</h:p></g>',
      'embedded HTML (<h:p>) at content/images/logo.svg:2:4',
    ],
    [
      'an embedded page',
      '<g>\n<iframe src="https://example.com/"/></g>',
      'an embedded page (<iframe>) at content/images/logo.svg:3:1; a file from another website (src="https://example.com/") at content/images/logo.svg:3:1',
    ],
    [
      'an animation that turns a link into a script',
      '<a><set attributeName="href" to="javascript:alert(1)"/></a>',
      'an animation that changes a link or event (<set attributeName="href">) at content/images/logo.svg:2:4',
    ],
    [
      'a picture from another website',
      '<image href="https://tracker.example.com/pixel.png" width="1" height="1"/>',
      'a file from another website (href="https://tracker.example.com/pixel.png") at content/images/logo.svg:2:1',
    ],
    [
      'a link to another website, or a base address that turns relative links into one',
      '<a href="mailto:sales@example.com" xml:base="https://example.com/">x</a>',
      'a link to another website (href="mailto:sales@example.com") at content/images/logo.svg:2:1; a link to another website (xml:base="https://example.com/") at content/images/logo.svg:2:1',
    ],
    [
      'a file from another website without its scheme',
      '<use href="//example.com/icons.svg#a"/>',
      'a file from another website (href="//example.com/icons.svg#a") at content/images/logo.svg:2:1',
    ],
    [
      'url() in a style attribute, even written with an escape',
      '<rect style="fill: u\\72l(//example.com/x)" width="1" height="1"/>',
      'a style that loads another file (url(//example.com/x)) at content/images/logo.svg:2:1',
    ],
    [
      'url() in a presentation attribute',
      '<rect fill="url(https://example.com/x#g)" width="1" height="1"/>',
      'a style that loads another file (url(https://example.com/x#g)) at content/images/logo.svg:2:1',
    ],
    [
      'image-set() in a style element',
      '<style>.a { background: image-set("https://example.com/a.png" 1x) }</style>',
      'a style that loads another file (url(https://example.com/a.png)) at content/images/logo.svg:2:1',
    ],
    [
      '@import in a style element',
      '<style><![CDATA[ @import "https://example.com/a.css"; ]]></style>',
      'a style sheet loaded from elsewhere (@import) at content/images/logo.svg:2:1',
    ],
  ])('%s', (_kind, body, listed) => {
    content.write(LOGO_SVG, svg(body))
    expect(content.issues()).toEqual([logoIssue(listed.split('; '))])
  })

  it('a style sheet processing instruction, and several problems at once (the first three are listed)', () => {
    content.write(
      LOGO_SVG,
      svg(
        '<rect onclick="a()" onmouseover="b()" width="64" height="64"/>\n<script>c()</script>',
        '<?xml-stylesheet href="https://example.com/x.css"?>\n',
      ),
    )
    expect(content.issues()).toEqual([
      logoIssue(
        [
          `a style sheet loaded from elsewhere (<?xml-stylesheet?>) at ${LOGO_SVG}:1:52`,
          `code that runs on an event (onclick="...") at ${LOGO_SVG}:3:1`,
          `code that runs on an event (onmouseover="...") at ${LOGO_SVG}:3:1`,
        ],
        1,
      ),
    ])
  })

  it('entity declarations in the document type', () => {
    content.write(LOGO_SVG, svg('<text>&lol;</text>', '<!DOCTYPE svg [ <!ENTITY lol "lol"> ]>\n'))
    expect(content.issues()).toEqual([
      logoIssue([`its own declarations in <!DOCTYPE> (such as <!ENTITY>) at ${LOGO_SVG}:1:39`]),
    ])
  })

  it('what drawing programs export is accepted: a plain document type, metadata, links within the drawing, embedded pictures, gradients', () => {
    content.write(
      LOGO_SVG,
      svg(
        [
          '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#1e4d2b"/></linearGradient></defs>',
          '<rect width="64" height="64" fill="url(#g)" style="stroke: url(#g)" transform="rotate(45 32 32)"/>',
          '<use xlink:href="#g"/>',
          '<image width="8" height="8" href="data:image/png;base64,iVBORw0KGgo="/>',
        ].join('\n'),
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
      ),
    )
    expect(loaded(content).site.logo).toMatchObject({ width: 64, height: 64 })
  })

  it('a drawing that is not well-formed XML, and a file that is not an SVG drawing', () => {
    content.write(LOGO_SVG, svg('  <g>\n    <rect width="64" height="64">\n  </g>'))
    content.write('content/images/hero.svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body>hero</body></html>\n')
    expect(content.issues()).toEqual([
      problemAt('content/pages/home.md', 9, 10, 'svg-not-svg', {
        written: 'images/hero.svg',
        namespace: 'http://www.w3.org/2000/svg',
      }),
      problemAt(...LOGO_AT, 'svg-invalid', {
        written: 'images/logo.svg',
        where: 'content/images/logo.svg:4:7',
        reason: 'unexpected close tag',
      }),
    ])
  })

  it('the size comes from width and height (in any unit) or the viewBox; a drawing with neither, or far too large, is refused', () => {
    content.write(
      LOGO_SVG,
      '<svg xmlns="http://www.w3.org/2000/svg" width="0.5in" height="48px"><rect width="10" height="10"/></svg>',
    )
    expect(loaded(content).site.logo).toMatchObject({ width: 48, height: 48 })
    content.write('content/images/hero.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="15000"/>')
    content.write(LOGO_SVG, '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>')
    expect(content.issues()).toEqual([
      problemAt('content/pages/home.md', 9, 10, 'picture-too-many-pixels', {
        written: 'images/hero.svg',
        width: 20000,
        height: 15000,
        limit: 250_000_000,
        drawing: true,
        resized: '1600 × 1200',
      }),
      problemAt(...LOGO_AT, 'svg-no-size', { written: 'images/logo.svg' }),
    ])
  })
})

describe('the Pictures section of docs/CONTENT.md', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const guide = fs.readFileSync(path.join(root, 'docs/CONTENT.md'), 'utf8')
  const section = guide.slice(guide.indexOf('## Pictures'), guide.indexOf('## Every file and field'))

  it('names every picture format the build accepts', () => {
    for (const extension of WEB_IMAGE_EXTENSIONS) expect(section).toContain(`\`${extension}\``)
  })

  it('describes the product card crop the styles really apply: 4:3, covering the frame, centred', () => {
    const cards = fs.readFileSync(path.join(root, 'styles/components/_cards.scss'), 'utf8')
    const rule = cards.slice(cards.indexOf('&__image'), cards.indexOf('}', cards.indexOf('&__image')))
    expect(rule).toContain('aspect-ratio: 4 / 3;')
    expect(rule).toContain('object-fit: cover;')
    // No object-position: the browser keeps the middle of the picture.
    expect(rule).not.toContain('object-position')
    expect(section).toContain(
      'Cropped to a 4:3 landscape frame (4 wide, 3 high) that fills the card: the middle of the photo is kept',
    )
  })

  it('gives the iPhone advice of the HEIC message, and the steps to add a product and its photo in one pull request', () => {
    expect(section).toContain('*Settings → Camera → Formats → Most Compatible*')
    for (const step of [
      '**Add file → Upload files**',
      '**Create a new branch for this commit and start a pull request**',
      '**Add file → Create new file**',
    ]) {
      expect(section).toContain(step)
    }
  })
})
