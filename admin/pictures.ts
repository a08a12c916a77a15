/**
 * The build's picture checks, in the browser: what an uploaded or chosen picture really is, read
 * from its bytes by the build's own code (generator/content/pictures/identify.ts): its format,
 * size and pixel count, and for an SVG drawing whether it is safe to serve and light enough. The
 * styles inside a drawing are read by lightningcss compiled to WebAssembly, the same engine (and
 * version) the build runs natively; it is fetched only for a drawing whose styles may load files.
 *
 * What was read is remembered by the value naming the picture, and the schemas look pictures up
 * here (`localPicture`), so a picture field runs the build's checks of the place it is shown in
 * (pictures/places.ts) on the picture's real size, in the build's words.
 */
import type { PictureCheck } from '../generator/content/pictures/formats.ts'
import { identifyPicture, type PictureBytes } from '../generator/content/pictures/identify.ts'
import { isPictureName, localPath } from '../generator/content/pictures/names.ts'
import type { CssEngine } from '../generator/content/pictures/svg-css.ts'
import { problem } from '../generator/content/problems/catalogue/index.ts'
import { contextWithoutFiles, type SchemaContext } from '../generator/content/schemas/collections/index.ts'
import { picturesByName, type LocalPicture } from '../generator/content/schemas/fields/pictures.ts'
import { WEB_IMAGE_EXTENSIONS } from '../generator/content/pictures/formats.ts'

let wasm: Promise<CssEngine> | undefined

/** lightningcss as WebAssembly, loaded once, when a drawing's styles must be read. */
function lightningcss(): Promise<CssEngine> {
  wasm ??= import('lightningcss-wasm').then(async (engine) => {
    await engine.default()
    return engine
  })
  return wasm
}

/** An engine that reads nothing, but notes that a drawing's styles needed reading. */
function probe(): { engine: CssEngine; asked: () => boolean } {
  let asked = false
  const read = () => {
    asked = true
    return { code: new Uint8Array(0), warnings: [] } as never
  }
  return { engine: { transform: read, transformStyleAttribute: read }, asked: () => asked }
}

/** The extension of a file name, with its dot, in lower case (`.jpg`), or "". */
const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? ''

/**
 * What a picture's bytes are, as the build would find them: `written` is how messages quote it
 * (the value naming it, or the uploaded file's name). A file whose name is not a picture's is
 * refused as the build refuses a field naming one.
 */
export async function readPicture(
  bytes: Uint8Array,
  written: string,
  { heicDecoding, folder }: { heicDecoding: boolean; folder?: string },
): Promise<LocalPicture> {
  const extension = extensionOf(written)
  if (!isPictureName(written))
    return { ok: false, problems: [problem('picture-not-web', { written, extensions: WEB_IMAGE_EXTENSIONS })] }
  const picture: Omit<PictureBytes, 'css'> = {
    written,
    // Where the file is, or goes (an upload, into `folder`), as editors see it: content/images/….
    shownPath: folder ? `${folder}/${written.split(/[/\\]/).pop()}` : `content/${localPath(written) ?? written}`,
    extension,
    heicDecoding: () => heicDecoding,
  }
  const first = probe()
  let check: PictureCheck = identifyPicture(bytes, { ...picture, css: first.engine })
  if (first.asked()) check = identifyPicture(bytes, { ...picture, css: await lightningcss() })
  if (!check.ok) return check
  return {
    ok: true,
    source: { src: written, width: check.width, height: check.height },
    drawing: extension === '.svg',
    measured: true,
  }
}

/** Pictures read, by the file they name (below content/). */
const seen = new Map<string, LocalPicture>()

/** Remembers what a picture named `value` is, for the schemas' checks. */
export function rememberPicture(value: string, picture: LocalPicture): void {
  const file = localPath(value)
  if (file) seen.set(file, picture)
}

/**
 * Runs `check` as if the picture named `value` were `picture`, then forgets it: an upload is
 * checked as the field would check it, before it is stored (and may be refused).
 */
export function asIfPicture<T>(value: string, picture: LocalPicture, check: () => T): T {
  const file = localPath(value) ?? value
  const before = seen.get(file)
  seen.set(file, picture)
  try {
    return check()
  } finally {
    if (before) seen.set(file, before)
    else seen.delete(file)
  }
}

/**
 * The schemas' picture lookup in the admin: a picture whose bytes were read is what they are
 * (its size is checked against its place); any other is taken by its name, as the build will
 * check it (`picturesByName`).
 */
export function localPicture(value: string): LocalPicture {
  const found = seen.get(localPath(value) ?? '')
  // The value as written in this field, with the size read (messages quote the field's value).
  return found?.ok ? { ...found, source: { ...found.source, src: value.trim() } } : (found ?? picturesByName(value))
}

/** The schemas' context in the admin: pictures looked up here, the sprite's icons, and the
 *  site's country (phone numbers written as dialled at home are read as its numbers). */
export function adminSchemaContext(icons: readonly string[], country?: string): SchemaContext {
  return { ...contextWithoutFiles(icons), localPicture, ...(country ? { country } : {}) }
}
