/**
 * The addresses the CSS inside an SVG drawing would load: url(), image-set() and src() values and
 * @import rules, read by lightningcss (escapes decoded, as browsers read them). The engine is
 * handed in, so the same reading runs in the build (lightningcss, native, inspect.ts) and in the
 * admin in the browser (lightningcss-wasm, the same engine compiled to WebAssembly). Reads no
 * files and imports no engine itself.
 */
import type {
  transform,
  transformStyleAttribute,
  Function as LightningFunction,
  Image as LightningImage,
  Url,
} from 'lightningcss'

/** What SVG safety needs of lightningcss: its two readers, native or WebAssembly. */
export interface CssEngine {
  transform: typeof transform
  transformStyleAttribute: typeof transformStyleAttribute
}

/** A style sheet (the text of a <style> element) or a style attribute's declarations. */
export type CssKind = 'sheet' | 'declarations'

/** The address found for an @import rule, whatever it imports. */
export const IMPORT = '@import'

/** CSS functions that take an address as a plain string. */
const URL_FUNCTIONS = new Set(['image-set', '-webkit-image-set', 'src'])

const encoder = new TextEncoder()

/**
 * Every address `css` loads (IMPORT for an @import rule), or undefined when lightningcss cannot
 * read it at all. `filename` names the drawing in the engine's own messages.
 */
export function cssAddresses(engine: CssEngine, css: string, kind: CssKind, filename: string): string[] | undefined {
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
        found.push(IMPORT)
      },
    },
  }
  const code = encoder.encode(css)
  try {
    if (kind === 'sheet') engine.transform({ filename, code, visitor, errorRecovery: true })
    else engine.transformStyleAttribute({ filename, code, visitor, errorRecovery: true })
  } catch {
    return undefined
  }
  return [...new Set(found)]
}
