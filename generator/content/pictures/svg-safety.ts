/**
 * An SVG drawing is served from the site's own address, so it must not run code or load files
 * from other websites: its XML is read with saxes (with line and column), its styles with
 * lightningcss (handed in: native in the build, WebAssembly in the admin), and anything that runs code (scripts, event handlers, javascript: links), embeds
 * other documents or loads files from elsewhere (links, url(), @import) is refused, with where it
 * is in the drawing. A drawing that passes gets its size from its width, height or viewBox.
 * Reads no files: the admin checks uploads with it in the browser.
 */
import { SVG } from 'image-size/types/svg'
import { SaxesParser, type SaxesTagNS } from 'saxes'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { positions } from '../read/positions.ts'
import { browserForm, schemeOf } from '../util/url-scheme.ts'
import { PICTURE_BUDGET_BYTES, pixelLimit, type PictureCheck } from './formats.ts'
import { cssAddresses, IMPORT, type CssEngine, type CssKind } from './svg-css.ts'

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

/** Style text that could load a file: only these (or an escaped character) can spell url(),
 *  image-set() or src(), so other values, such as transform="rotate(45)", are not parsed. */
const MAY_LOAD = /url|image-set|src|@import|\\/i

interface SvgProblem {
  what: string
  line: number
  column: number
}

const decoder = new TextDecoder()

/** Checks an SVG drawing's bytes: `written` is the value naming it, `shownPath` its path as editors
 *  see it; `css` reads the styles inside it (lightningcss, svg-css.ts). */
export function inspectSvg(bytes: Uint8Array, written: string, shownPath: string, css: CssEngine): PictureCheck {
  const text = decoder.decode(bytes).replace(/^\uFEFF/, '')
  const at = positions(text)

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

  const checkCss = (style: string, kind: CssKind, where: { line: number; column: number }) => {
    const found = cssAddresses(css, style, kind, shownPath)
    if (!found) {
      report('a style that cannot be read', where)
      return
    }
    for (const url of found) {
      if (url === IMPORT) report('a style sheet loaded from elsewhere (@import)', where)
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

  const fail = (found: Problem): PictureCheck => ({ ok: false, problems: [found] })
  const notSvg = () => fail(problem('svg-not-svg', { written, namespace: SVG_NS }))
  if (rootSeen && !rootIsSvg) return notSvg()
  // What was found before the drawing stopped making sense is reported first: it is the reason to
  // export the file again, whatever else is wrong with it.
  if (problems.length)
    return fail(
      problem('svg-unsafe', {
        written,
        found: problems.slice(0, 3).map((found) => `${found.what} at ${shownPath}:${found.line}:${found.column}`),
        more: Math.max(0, problems.length - 3),
      }),
    )
  if (broken)
    return fail(
      problem('svg-invalid', {
        written,
        where: `${shownPath}:${broken.line}:${broken.column}`,
        reason: broken.message,
      }),
    )
  if (!rootIsSvg) return notSvg()

  let size: { width: number; height: number } | undefined
  try {
    size = SVG.calculate(bytes)
  } catch {
    size = undefined
  }
  if (!size || !(size.width > 0) || !(size.height > 0) || !Number.isFinite(size.width) || !Number.isFinite(size.height))
    return fail(problem('svg-no-size', { written }))
  const tooLarge = pixelLimit(written, size.width, size.height, true)
  if (tooLarge) return fail(tooLarge)
  // Published as it is: a phone downloads all of it (uncompressed, as the file is counted).
  if (bytes.length > PICTURE_BUDGET_BYTES)
    return fail(
      problem('svg-too-heavy', { written, bytes: bytes.length, budget: PICTURE_BUDGET_BYTES, minWidth: 1440 }),
    )
  return { ok: true, width: size.width, height: size.height }
}
