/**
 * The admin's picture checks are the build's (admin/pictures.ts, admin/uploads.ts): the same file
 * read by the admin (its bytes, the styles of a drawing by lightningcss as WebAssembly) and by the
 * build (the file, native lightningcss) is taken at the same size or refused with the same words;
 * an upload from a picture field is held to that field's place, for every picture field of every
 * collection, and named by the field's label; an upload from the menu only to what every place
 * needs, saying the rest is checked at the field.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT_BYTES } from '../../admin/config.ts'
import { fieldProblem } from '../../admin/checks.ts'
import { localPicture, readPicture, rememberPicture } from '../../admin/pictures.ts'
import { uploadProblem, type UploadRules } from '../../admin/uploads.ts'
import { canDecodeHeic, inspectPicture } from '../../generator/content/pictures/inspect.ts'
import { placeProblem } from '../../generator/content/pictures/places.ts'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import { pictureFields } from '../support/picture-fields.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-pictures-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const svg = (inside: string, size = 'viewBox="0 0 800 600"') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>\n  ${inside}\n</svg>\n`)

/** A PNG's first bytes, claiming `width` × `height` pixels. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33)
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(header)
  header.writeUInt32BE(13, 8)
  header.write('IHDR', 12, 'latin1')
  header.writeUInt32BE(width, 16)
  header.writeUInt32BE(height, 20)
  header.set([8, 2, 0, 0, 0], 24)
  return header
}

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#c0a060' } })
    [format]()
    .toBuffer()

const rules: UploadRules = { limit: UPLOAD_LIMIT_BYTES, heicDecoding: canDecodeHeic(), menuFolder: 'content/images' }

/** Files as editors upload them, right and wrong: name and bytes. */
const files: [string, () => Promise<Buffer> | Buffer][] = [
  ['photo.jpg', () => photo(1600, 1200, 'jpeg')],
  ['small.png', () => photo(300, 200)],
  ['empty.jpg', () => Buffer.alloc(0)],
  ['price-list.jpg', () => Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n')],
  ['drawing.png', () => svg('<rect width="10" height="10"/>')],
  ['photo.svg', () => photo(800, 600, 'jpeg')],
  ['huge.png', () => pngHeader(20000, 15000)],
  ['plain.svg', () => svg('<rect width="10" height="10" style="fill: #c0a060"/>')],
  ['script.svg', () => svg('<script>alert(1)</script>')],
  ['handler.svg', () => svg('<rect width="10" height="10" onclick="alert(1)"/>')],
  ['remote.svg', () => svg('<image href="https://example.com/x.png" width="10" height="10"/>')],
  ['remote-style.svg', () => svg('<rect width="10" height="10" style="fill: url(https://example.com/x.svg)"/>')],
  ['escaped-style.svg', () => svg('<rect width="10" height="10" style="fill: u\\72l(https://example.com/x.svg)"/>')],
  ['import.svg', () => svg('<style>@import "https://example.com/x.css"; rect { fill: red }</style>')],
  ['image-set.svg', () => svg('<rect style="background: image-set(\'https://example.com/x.png\' 1x)"/>')],
  ['local-style.svg', () => svg('<style>rect { fill: url(#gradient) }</style><rect width="10" height="10"/>')],
  ['broken-style.svg', () => svg('<style>rect { fill: url(</style>')],
  ['no-size.svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>')],
  ['heavy.svg', () => svg(`<path d="${'M1 1L2 2'.repeat(20_000)}"/>`)],
  ['not-svg.svg', () => Buffer.from('<html xmlns="http://www.w3.org/1999/xhtml"></html>')],
  ['cut.svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 6"><rect')],
  ['iphone.jpg', () => Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')])],
]

describe('a picture read by the admin', () => {
  it.each(files)('%s is what the build finds it to be, in the same words', async (name, make) => {
    const bytes = await make()
    const file = path.join(dir, name)
    fs.writeFileSync(file, bytes)
    const shownPath = `content/images/${name}`
    const build = inspectPicture(file, name, shownPath)
    const admin = await readPicture(new Uint8Array(bytes), name, {
      heicDecoding: canDecodeHeic(),
      folder: 'content/images',
    })
    if (build.ok) expect(admin).toMatchObject({ ok: true, source: { width: build.width, height: build.height } })
    else expect(admin).toEqual({ ok: false, problems: build.problems })
  })

  it('is refused where the build refuses it, for most of these files', () => {
    // The table above is not all accepted: the comparison would prove little.
    const refused = files.filter(([name]) => !inspectPicture(path.join(dir, name), name, name).ok)
    expect(refused.length).toBeGreaterThan(files.length / 2)
  })

  it('chosen for a field, is held to its place by its real size once read (by its name before)', async () => {
    const field = pictureFields().find((candidate) => candidate.place.key === 'product')!
    const value = 'images/products/yam.jpg'
    expect(localPicture(value)).toMatchObject({ ok: true, measured: false })
    expect(fieldProblem(field.check, value)).toBeUndefined()
    rememberPicture(value, await readPicture(new Uint8Array(await photo(300, 200, 'jpeg')), value, rules))
    // However the value is written.
    expect(localPicture(`/content/${value}`)).toMatchObject({ ok: true, measured: true, source: { width: 300 } })
    expect(fieldProblem(field.check, value)).toBe(
      `${field.label} ${placeProblem(field.place, value, 300, 200, false)!.message}`,
    )
  })
})

const upload = (name: string, bytes: Buffer | Uint8Array) => new File([new Uint8Array(bytes)], name)

describe('an upload', () => {
  for (const field of pictureFields())
    it(`from ${field.collection}/${field.entry} → ${field.label} is held to ${field.place.label}, named by the field's label`, async () => {
      const { minWidth, minHeight } = field.place
      const small = upload('small.png', await photo(minWidth / 2, minHeight / 2))
      const upload_ = { check: field.check, folder: `content/${field.folder}` }
      expect(await uploadProblem(small, rules, upload_)).toBe(
        `${field.label} ${placeProblem(field.place, 'small.png', minWidth / 2, minHeight / 2, false)!.message}`,
      )
      const [narrow, wide] = field.place.shapes
      const tall = upload('tall.png', await photo(minWidth, Math.round((minWidth * narrow[1] * 3) / narrow[0])))
      expect(await uploadProblem(tall, rules, upload_)).toMatch(new RegExp(`^${field.label} "tall.png" is .* must be`))
      expect(wide[0] / wide[1]).toBeGreaterThanOrEqual(narrow[0] / narrow[1])
      expect(await uploadProblem(upload('fits.png', await photo(minWidth, minHeight)), rules, upload_)).toBe(undefined)
      expect(await uploadProblem(upload('script.svg', svg('<script/>')), rules, upload_)).toMatch(
        new RegExp(`^${field.label} "script.svg" cannot be published`),
      )
    })

  it('from the menu is held to what every place needs, and says the rest is checked at the field', async () => {
    const note = problem('picture-place-unknown', { folder: 'content/images' }).message
    const refusal = await uploadProblem(upload('script.svg', svg('<script/>')), rules)
    expect(refusal).toMatch(/^"script.svg" cannot be published: .*a script/)
    expect(refusal).toContain(`\n\n${note.charAt(0).toUpperCase()}${note.slice(1)}`)
    // Too small for every place, taken: it is held to a place when chosen for a field.
    expect(await uploadProblem(upload('small.png', await photo(300, 200)), rules)).toBeUndefined()
  })

  it('under the name of a picture content shows is refused, from a field by its label, and from the menu', async () => {
    const field = pictureFields().find((candidate) => candidate.place.key === 'product')!
    const shown = [{ file: 'content/products/garri.md', field: 'Image', draft: false }]
    const asked: string[] = []
    const uses = (picture: string) => {
      asked.push(picture)
      return Promise.resolve(picture === `${field.folder}/garri.png` ? shown : [])
    }
    const refusal = problem('picture-name-taken', {
      picture: `${field.folder}/garri.png`,
      files: ['content/products/garri.md'],
      fields: ['Image'],
    }).message
    const fits = await photo(field.place.minWidth, field.place.minHeight)
    const from = { check: field.check, folder: `content/${field.folder}` }
    expect(await uploadProblem(upload('Garri.PNG', fits), { ...rules, uses }, from)).toBe(`${field.label} ${refusal}`)
    expect(await uploadProblem(upload('garri-2.png', fits), { ...rules, uses }, from)).toBeUndefined()
    expect(asked).toEqual([`${field.folder}/garri.png`, `${field.folder}/garri-2.png`])
    expect(await uploadProblem(upload('logo.png', fits), { ...rules, uses })).toBeUndefined()
    expect(asked.at(-1)).toBe('images/logo.png')
  })

  it('over the limit is refused with the limit before it is read, from the menu and from a field', async () => {
    const big = { size: UPLOAD_LIMIT_BYTES + 1, name: 'big.jpg', arrayBuffer: () => Promise.reject(new Error('read')) }
    const message = problem('upload-too-large', {
      name: 'big.jpg',
      bytes: UPLOAD_LIMIT_BYTES + 1,
      limit: 25_000_000,
    }).message
    expect(message).toContain('at most 25 MB')
    expect(await uploadProblem(big as unknown as File, rules)).toBe(message)
    const field = pictureFields()[0]!
    expect(await uploadProblem(big as unknown as File, rules, { check: field.check, folder: 'content/images' })).toBe(
      `${field.label} ${message}`,
    )
  })
})
