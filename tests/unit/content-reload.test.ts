/**
 * Loading keeps each Markdown body's rendering and each picture's check between loads (as the
 * development server reloads after every edit): what an editor changes must still show, and
 * every message must still point at the right line.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { clearContentCaches } from '../../generator/content/load/load.ts'
import { problemAt, useContentCopy } from '../support/content-copy.ts'

const GARRI = 'content/products/garri.en.md'
const PALM_OIL = 'content/products/palm-oil.en.md'

describe('loading again after an edit', () => {
  const content = useContentCopy()
  const garri = () => content.load().ok && content.load()

  it('shows the edited text of a body, and the unchanged bodies as before', () => {
    const before = content.load()
    if (!before.ok) throw new Error('the fixture should load')
    const palmOil = before.content.products.find((product) => product.slug === 'palm-oil')!.description.html
    content.write(
      GARRI,
      content.read(GARRI).replace('Made from fresh cassava', 'Made from **freshly harvested** cassava'),
    )
    const after = garri()
    if (!after || !after.ok) throw new Error('the edited copy should load')
    expect(after.content.products.find((product) => product.slug === 'garri')!.description.html).toContain(
      '<strong>freshly harvested</strong>',
    )
    expect(after.content.products.find((product) => product.slug === 'palm-oil')!.description.html).toBe(palmOil)
  })

  it('reports a problem in a body at its own line, also when another file has the same body at another line', () => {
    const body = 'Packed in bags.\n\n<b>Bold</b>'
    content.write(GARRI, content.read(GARRI).replace(/\n---\n[\s\S]*$/, `\n---\n\n${body}\n`))
    // The same body one line lower: one more front matter line.
    content.write(PALM_OIL, content.read(PALM_OIL).replace(/\n---\n[\s\S]*$/, `\nimageWidth: 1200\n---\n\n${body}\n`))
    const first = content.issues().filter((found) => found.code === 'html-in-markdown' && found.params.tag === 'b')
    const second = content.issues().filter((found) => found.code === 'html-in-markdown' && found.params.tag === 'b')
    expect(second).toEqual(first)
    const lineOf = (file: string) =>
      content
        .read(file)
        .split('\n')
        .findIndex((line) => line.includes('<b>')) + 1
    expect(first.map((found) => `${found.file}:${found.line}`)).toEqual([
      `${GARRI}:${lineOf(GARRI)}`,
      `${PALM_OIL}:${lineOf(PALM_OIL)}`,
    ])
    expect(first[1]!.line).not.toBe(first[0]!.line)
  })

  it('checks a picture again when its file is replaced, even after a load that checked the old one', async () => {
    const photo = 'content/images/products/garri.jpg'
    content.write(
      photo,
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c09050' } })
        .jpeg()
        .toBuffer(),
    )
    content.write(GARRI, content.read(GARRI).replace('images/products/garri.svg', 'images/products/garri.jpg'))
    expect(content.load().ok).toBe(true)
    content.write(photo, Buffer.alloc(0))
    expect(content.issues()).toEqual([
      problemAt(GARRI, 4, 8, 'picture-empty', { written: 'images/products/garri.jpg' }),
    ])
  })

  it('gives the same result from scratch', () => {
    const warm = content.load()
    clearContentCaches()
    const cold = content.load()
    expect(JSON.parse(JSON.stringify({ ...cold, durationMs: 0 }))).toEqual(
      JSON.parse(JSON.stringify({ ...warm, durationMs: 0 })),
    )
  })
})
