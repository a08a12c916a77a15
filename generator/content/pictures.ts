/**
 * What a picture file under content/ really is, found out before anything is published. Pictures
 * come from phones, downloads and drawing programs, so each is treated as untrusted: its format is
 * read from its bytes (not its name), its size is the size it is shown at (a phone photo's EXIF
 * orientation applied), and an SVG drawing, which would be served from this site's own address,
 * must not contain anything that runs code or loads files from other websites.
 *
 * Everything here is synchronous and reads only the file, so the content loader can report every
 * problem at the front-matter line that names the picture. Pixel data is decoded later, by sharp
 * when the resized copies are made (generator/images.ts); a damaged photo is reported from there.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { imageSize } from 'image-size'
import { HEIF } from 'image-size/types/heif'
import { SVG } from 'image-size/types/svg'
import {
  transform,
  transformStyleAttribute,
  type Function as LightningFunction,
  type Image as LightningImage,
  type Url,
} from 'lightningcss'
import { SaxesParser, type SaxesTagNS } from 'saxes'
import type Sharp from 'sharp'
import { HEIC_EXTENSIONS } from './fields.ts'
import { Memo } from './memo.ts'
import { browserForm, schemeOf } from './url-scheme.ts'

/**
 * Pictures larger than this are refused with advice to resize them. Phone cameras take 12 to 50
 * megapixels; a file claiming far more is a mistake or a "decompression bomb" (a small file that
 * would take gigabytes of memory to open). sharp, which decodes them, is given the same limit.
 */
export const MAX_PICTURE_PIXELS = 100_000_000

/** Photo formats, as image-size names them, that sharp can turn into the WebP copies pages use. */
const RASTER_TYPES: Record<string, string> = {
  jpg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  tiff: 'TIFF',
}

/** What image-size calls each format, in words editors know. */
const FORMAT_NAMES: Record<string, string> = {
  ...RASTER_TYPES,
  bmp: 'BMP',
  cur: 'cursor',
  dds: 'DDS',
  heic: 'HEIC',
  heif: 'HEIF',
  icns: 'Apple icon',
  ico: 'icon (.ico)',
  j2c: 'JPEG 2000',
  jp2: 'JPEG 2000',
  jxl: 'JPEG XL',
  'jxl-stream': 'JPEG XL',
  ktx: 'KTX texture',
  pnm: 'PNM',
  psd: 'Photoshop (.psd)',
  svg: 'SVG',
  tga: 'TGA',
}

let heicDecoding: boolean | undefined

/**
 * Whether the installed sharp can decode iPhone photos. Its prebuilt libvips has libheif with the
 * AV1 decoder only (HEVC is patent-encumbered), so HEIC is usually refused with advice; a sharp
 * built against a system libvips with HEVC support lists .heic among the HEIF input suffixes, and
 * then such photos are converted like any other. sharp is only loaded when a HEIC file is named.
 */
export function canDecodeHeic(): boolean {
  if (heicDecoding === undefined) {
    const sharp = createRequire(import.meta.url)('sharp') as typeof Sharp
    heicDecoding = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix?.includes('.heic') ?? false
  }
  return heicDecoding
}

export type PictureCheck = { ok: true; width: number; height: number } | { ok: false; problems: string[] }

/**
 * Reads a local picture: `written` is the value as the editor wrote it (quoted in messages), and
 * `shownPath` the file's path as editors see it, such as content/images/logo.svg (for positions
 * inside an SVG). Problems are whole sentences that follow the field name in a content issue.
 */
export function inspectPicture(file: string, written: string, shownPath: string): PictureCheck {
  // Many entries often name the same picture (a shared placeholder, a logo): each version of a
  // file (by its bytes) is checked once per process, also across reloads of the development server.
  let buffer: Buffer
  try {
    buffer = fs.readFileSync(file)
  } catch {
    return readPicture(file, written, shownPath)
  }
  const digest = createHash('sha256').update(buffer).digest('base64')
  return inspected.get(JSON.stringify([file, written, shownPath, digest]), () =>
    readPicture(file, written, shownPath, buffer),
  )
}

/** Checks already made, by file version and wording. */
const inspected = new Memo<PictureCheck>(2000)

/** Forgets every picture check. */
export function clearPictureCache(): void {
  inspected.clear()
}

function readPicture(
  file: string,
  written: string,
  shownPath: string,
  buffer: Buffer = fs.readFileSync(file),
): PictureCheck {
  const quoted = `"${written}"`
  const extension = path.extname(file).toLowerCase()
  const fail = (...problems: string[]): PictureCheck => ({ ok: false, problems })
  if (buffer.length === 0)
    return fail(`${quoted} is an empty file (0 bytes): the upload did not finish. Upload the picture again`)

  const heicAdvice = () =>
    `${quoted} is an iPhone photo in HEIC format, which web browsers cannot show and this build cannot convert. ` +
    'Convert it to JPEG (on a Mac: open it in Photos or Preview, then File → Export, format JPEG; or any photo editor\'s "Save as JPEG"), ' +
    `upload the .jpg file and write its name here instead, such as "${replaceExtension(written, '.jpg')}". ` +
    'To make the iPhone take JPEG photos from now on: Settings → Camera → Formats → Most Compatible'
  if ((HEIC_EXTENSIONS as readonly string[]).includes(extension) && !canDecodeHeic()) return fail(heicAdvice())

  let size: { width: number; height: number; orientation?: number; type?: string } | undefined
  try {
    size = imageSize(buffer)
  } catch {
    size = undefined
  }
  const type = size?.type ?? (HEIF.validate(buffer) ? 'heif' : undefined)
  const named = (kind: string) => FORMAT_NAMES[kind] ?? kind.toUpperCase()
  const renamed = (extension: string) =>
    `save it as ${path.basename(replaceExtension(written, extension))}, upload it and write "${replaceExtension(written, extension)}" here`

  // An AVIF may carry a general HEIF brand; sharp reads it, and reports it if it cannot.
  const heifFamily = type === 'heic' || type === 'heif'
  if (heifFamily && extension !== '.avif' && !canDecodeHeic()) return fail(heicAdvice())
  if (type && type !== 'svg' && !RASTER_TYPES[type] && !heifFamily) {
    return fail(
      `${quoted} is a ${named(type)} file, which this site cannot use; export it as JPEG or PNG and upload it again`,
    )
  }
  if (extension === '.svg') {
    if (type && type !== 'svg')
      return fail(
        `${quoted} is a ${named(type)} picture saved under a .svg name; ${renamed(type === 'jpg' ? '.jpg' : `.${type}`)}`,
      )
    return inspectSvg(buffer, quoted, shownPath)
  }
  if (type === undefined) {
    return fail(
      `${quoted} is not a picture: the file holds no JPEG, PNG, WebP or AVIF image (it may be a web page or a document saved under a picture's name). Open the picture itself, save or export it as JPEG, and upload it again`,
    )
  }
  if (type === 'svg') return fail(`${quoted} is an SVG drawing saved under a ${extension} name; ${renamed('.svg')}`)
  if (!size?.width || !size.height)
    return fail(`${quoted} has no size that can be read; the file may be damaged. Export it again and replace it`)
  const tooLarge = pixelLimit(
    quoted,
    size.width,
    size.height,
    'resize it to about 2000 pixels wide in a photo editor and upload it again',
  )
  if (tooLarge) return fail(tooLarge)
  // EXIF orientations 5 to 8 turn the picture a quarter turn: it is shown (and its copies made) upright.
  const turned = size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8
  return turned
    ? { ok: true, width: size.height, height: size.width }
    : { ok: true, width: size.width, height: size.height }
}

function replaceExtension(written: string, extension: string): string {
  const current = path.posix.extname(written)
  return current ? written.slice(0, -current.length) + extension : written + extension
}

function pixelLimit(quoted: string, width: number, height: number, advice: string): string | undefined {
  if (width * height <= MAX_PICTURE_PIXELS) return undefined
  const megapixels = Math.round((width * height) / 1_000_000)
  return `${quoted} is ${width} × ${height} pixels (${megapixels} megapixels), more than this site can process (${MAX_PICTURE_PIXELS / 1_000_000} megapixels); ${advice}`
}

// ---------------------------------------------------------------------------------------------
// SVG

const SVG_NS = 'http://www.w3.org/2000/svg'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const XML_NS = 'http://www.w3.org/XML/1998/namespace'

/** Elements that run code, embed other documents or pull in HTML, whatever namespace they are in. */
const ACTIVE_ELEMENTS: Record<string, string> = {
  script: 'a script',
  foreignobject: 'embedded HTML',
  iframe: 'an embedded page',
  frame: 'an embedded page',
  embed: 'embedded content',
  object: 'embedded content',
  applet: 'embedded content',
  handler: 'a script',
  listener: 'an event listener',
}

/** Attributes whose value is a link or file address. */
const LINK_ATTRIBUTES = new Set(['href', 'src'])
/** Pictures embedded in the drawing itself (common in exported SVGs) cannot run code. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpe?g|gif|webp|avif)[;,]/

/** CSS functions that take an address as a plain string. */
const URL_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'src'])
/** Style text that could load a file: only these (or an escaped character) can spell url(),
 *  image-set() or src(), so other values, such as transform="rotate(45)", are not parsed. */
const MAY_LOAD = /url|image-set|src|@import|\\/i

interface SvgProblem {
  what: string
  line: number
  column: number
}

function inspectSvg(buffer: Buffer, quoted: string, shownPath: string): PictureCheck {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '')
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1)
  const at = (offset: number) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = (low + high + 1) >> 1
      if (starts[mid]! <= offset) low = mid
      else high = mid - 1
    }
    return { line: low + 1, column: offset - starts[low]! + 1 }
  }

  const problems: SvgProblem[] = []
  const parser = new SaxesParser({ xmlns: true, position: true })
  let tagStart = { line: 1, column: 1 }
  let rootSeen = false
  let rootIsSvg = false
  let styleDepth = 0
  let styleText = ''
  let styleAt = tagStart
  const report = (what: string, where = tagStart) => problems.push({ what, ...where })
  const here = () => ({ line: parser.line, column: parser.column + 1 })

  const checkLink = (element: string, attribute: string, value: string) => {
    const url = browserForm(value).toLowerCase()
    if (url === '' || url.startsWith('#')) return
    const scheme = schemeOf(url)
    const written = value.trim().replace(/\s+/g, ' ')
    const shown = written.length > 40 ? `${written.slice(0, 37)}...` : written
    if (scheme === 'javascript' || scheme === 'vbscript') report(`a link that runs code (${attribute}="${shown}")`)
    else if (scheme === 'data' && !(element === 'image' && EMBEDDED_PICTURE.test(url)))
      report(`an embedded document (${attribute}="${shown}")`)
    else if ((scheme && scheme !== 'data') || url.startsWith('//')) {
      report(
        `${element === 'a' ? 'a link to another website' : 'a file from another website'} (${attribute}="${shown}")`,
      )
    }
  }

  const checkCss = (css: string, kind: 'sheet' | 'declarations', where: { line: number; column: number }) => {
    const found: string[] = []
    const visitor = {
      Url(url: Url) {
        found.push(url.url)
      },
      // image-set("…") and src("…") take an address as a plain string.
      Image(image: LightningImage) {
        if (image.type === 'image-set')
          for (const option of image.value.options) if (option.image.type === 'url') found.push(option.image.value.url)
      },
      Function(fn: LightningFunction) {
        if (!URL_FUNCTIONS.has(fn.name.toLowerCase())) return
        for (const argument of fn.arguments)
          if (argument.type === 'token' && argument.value.type === 'string') found.push(argument.value.value)
      },
      Rule: {
        import() {
          found.push('@import')
        },
      },
    }
    try {
      if (kind === 'sheet') transform({ filename: shownPath, code: Buffer.from(css), visitor, errorRecovery: true })
      else transformStyleAttribute({ filename: shownPath, code: Buffer.from(css), visitor, errorRecovery: true })
    } catch {
      report('a style that cannot be read', where)
      return
    }
    for (const url of new Set(found)) {
      if (url === '@import') report('a style sheet loaded from elsewhere (@import)', where)
      else if (!url.startsWith('#') && !EMBEDDED_PICTURE.test(url.toLowerCase())) {
        report(`a style that loads another file (url(${url.length > 40 ? `${url.slice(0, 37)}...` : url}))`, where)
      }
    }
  }

  parser.on('doctype', (doctype) => {
    // A document type with its own declarations can define entities (which expand into markup
    // or blow up in size) or default attributes such as onload.
    if (doctype.includes('[')) report('its own declarations in <!DOCTYPE> (such as <!ENTITY>)', here())
  })
  parser.on('processinginstruction', (instruction) => {
    if (instruction.target.toLowerCase() === 'xml-stylesheet')
      report('a style sheet loaded from elsewhere (<?xml-stylesheet?>)', here())
  })
  parser.on('opentagstart', (tag) => {
    // The parser has read "<", the name and one character after it.
    tagStart = at(parser.position - tag.name.length - 2)
  })
  parser.on('opentag', (tag: SaxesTagNS) => {
    const local = tag.local.toLowerCase()
    if (!rootSeen) {
      rootSeen = true
      rootIsSvg = local === 'svg' && tag.uri === SVG_NS
    }
    if (ACTIVE_ELEMENTS[local]) report(`${ACTIVE_ELEMENTS[local]} (<${tag.name}>)`)
    else if (tag.uri === XHTML_NS) report(`embedded HTML (<${tag.name}>)`)
    if ((local === 'set' || local === 'animate') && tag.attributes.attributeName) {
      const target = tag.attributes.attributeName.value.toLowerCase().replace(/^.*:/, '')
      if (LINK_ATTRIBUTES.has(target) || target.startsWith('on'))
        report(
          `an animation that changes a link or event (<${tag.name} attributeName="${tag.attributes.attributeName.value}">)`,
        )
    }
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === 'http://www.w3.org/2000/xmlns/') continue
      const name = attribute.local.toLowerCase()
      if (name.startsWith('on')) report(`code that runs on an event (${attribute.name}="...")`)
      // xml:base changes what every relative address below it points at.
      else if (LINK_ATTRIBUTES.has(name) || (name === 'base' && attribute.uri === XML_NS))
        checkLink(local, attribute.name, attribute.value)
      else if (MAY_LOAD.test(attribute.value)) {
        checkCss(
          name === 'style' ? attribute.value : `${attribute.local}: ${attribute.value}`,
          'declarations',
          tagStart,
        )
      }
    }
    if (local === 'style') {
      if (styleDepth === 0) {
        styleText = ''
        styleAt = tagStart
      }
      styleDepth++
    }
  })
  const collectStyle = (chunk: string) => {
    if (styleDepth > 0) styleText += chunk
  }
  parser.on('text', collectStyle)
  parser.on('cdata', collectStyle)
  parser.on('closetag', (tag) => {
    if (tag.local?.toLowerCase() !== 'style' || styleDepth === 0) return
    styleDepth--
    if (styleDepth === 0) checkCss(styleText, 'sheet', styleAt)
  })

  let broken: { message: string; line: number; column: number } | undefined
  parser.on('error', (error) => {
    broken = { message: error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, ''), ...here() }
    throw error
  })
  try {
    parser.write(text).close()
  } catch {
    broken ??= { message: 'the file could not be read', line: 1, column: 1 }
  }

  const again =
    'export the picture again as a plain SVG (without scripts or links to other websites), or as PNG or JPEG, and replace the file'
  const notSvg = `${quoted} is not an SVG drawing: its first element is not <svg xmlns="${SVG_NS}">; ${again}`
  if (rootSeen && !rootIsSvg) return { ok: false, problems: [notSvg] }
  // What was found before the drawing stopped making sense is reported first: it is the reason to
  // export the file again, whatever else is wrong with it.
  if (problems.length) {
    const listed = problems
      .slice(0, 3)
      .map((problem) => `${problem.what} at ${shownPath}:${problem.line}:${problem.column}`)
    const more = problems.length > 3 ? `, and ${problems.length - 3} more like them` : ''
    return {
      ok: false,
      problems: [
        `${quoted} cannot be published: a drawing served from this website must not run code or load files from other websites, and this one has ${listed.join('; ')}${more}. To fix it, ${again}`,
      ],
    }
  }
  if (broken)
    return {
      ok: false,
      problems: [
        `${quoted} is not a valid SVG drawing (${shownPath}:${broken.line}:${broken.column}: ${broken.message}); ${again}`,
      ],
    }
  if (!rootIsSvg) return { ok: false, problems: [notSvg] }

  let size: { width: number; height: number } | undefined
  try {
    size = SVG.calculate(buffer)
  } catch {
    size = undefined
  }
  if (
    !size ||
    !(size.width > 0) ||
    !(size.height > 0) ||
    !Number.isFinite(size.width) ||
    !Number.isFinite(size.height)
  ) {
    return {
      ok: false,
      problems: [
        `${quoted} has no size: give its <svg> element a width and height in pixels (such as width="640" height="480") or a viewBox (such as viewBox="0 0 640 480"), or export it again`,
      ],
    }
  }
  const tooLarge = pixelLimit(
    quoted,
    size.width,
    size.height,
    'give its <svg> element a smaller width and height, such as width="640" height="480"',
  )
  if (tooLarge) return { ok: false, problems: [tooLarge] }
  return { ok: true, width: size.width, height: size.height }
}
