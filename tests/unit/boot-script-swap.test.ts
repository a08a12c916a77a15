/**
 * Every built page loads its scripts after its first paint: the entry's <script src> Vike writes is
 * swapped for the inline boot script (scripts/lib/boot-script-swap.ts). The fast text path and the
 * HTML parser agree wherever the text path answers, and the parser takes every page it declines.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BOOT_LOADER } from '../../generator/boot-loader.ts'
import {
  bootScript,
  namesEntry,
  swapAsText,
  swapBootScripts,
  swapByParsing,
} from '../../scripts/lib/boot-script-swap.ts'

const ENTRY = '/assets/entries/renderer_client.BFDTb_oz.js'
const JSON_LD = '<script type="application/ld+json">{"@context":"https://schema.org","name":"a \\u003c b"}</script>'

/** A page as Vike writes it, with the entry's tag (and whatever else) in its body. */
const page = (body: string, head = JSON_LD) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Garri</title>\n${head}\n</head>\n<body>\n<div id="root"><p>Garri &amp; more</p></div>\n${body}\n</body>\n</html>`

const booted = (src: string) => `<script type="module" data-boot="${src}">${BOOT_LOADER}</script>`

describe('the boot script', () => {
  it('names the entry and carries the one inline loader the policy allows', () => {
    expect(bootScript(ENTRY)).toBe(booted(ENTRY))
  })
})

describe('swapping the entry script of a page', () => {
  it.each([
    ['as Vike writes it', `<script type="module" src="${ENTRY}" async></script>`],
    ['with its attributes in another order', `<script src="${ENTRY}" async type="module"></script>`],
    ['without async', `<script type="module" src="${ENTRY}"></script>`],
    ['under a base path', `<script type="module" src="/shop${ENTRY}" async></script>`],
  ])('swaps the entry %s as text, exactly as the parser would', async (_name, tag) => {
    const src = /src="([^"]+)"/.exec(tag)![1]!
    const html = page(tag)
    const expected = page(booted(src))
    expect(swapAsText(html)).toBe(expected)
    expect(await swapByParsing(html)).toBe(expected)
  })

  it.each([
    ['another inline script', `<script type="module" src="${ENTRY}" async></script>\n<script>window.x = 1</script>`],
    [
      'two entries',
      `<script type="module" src="${ENTRY}" async></script><script type="module" src="${ENTRY}"></script>`,
    ],
    ['an attribute the text path does not know', `<script type="module" src="${ENTRY}" crossorigin></script>`],
  ])('leaves a page with %s to the parser, which swaps every entry and nothing else', async (_name, body) => {
    const html = page(body)
    expect(swapAsText(html)).toBeUndefined()
    const swapped = await swapByParsing(html)
    expect(swapped).not.toContain(`src="${ENTRY}"`)
    expect(swapped).toContain(booted(ENTRY))
    expect(swapped.replaceAll(booted(ENTRY), '')).toBe(html.replace(/<script [^>]*src="[^"]+"[^>]*><\/script>/g, ''))
  })

  it('never swaps a classic (non-module) script, nor a script that is not an entry', async () => {
    for (const body of [
      `<script src="${ENTRY}"></script>`,
      '<script type="module" src="/assets/chunks/chunk-a.js"></script>',
    ]) {
      const html = page(body)
      expect(swapAsText(html)).toBeUndefined()
      expect(await swapByParsing(html)).toBe(html)
    }
  })

  it('knows the pages that name no entry (the admin) without reading them further', () => {
    expect(namesEntry(page(`<script type="module" src="${ENTRY}"></script>`))).toBe(true)
    expect(namesEntry(page('<script type="module" src="/admin/assets/index-abc.js"></script>'))).toBe(false)
  })
})

describe('swapping the entry scripts of a built site', () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-script-swap-'))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('rewrites every page that names an entry, by text or by parsing, and leaves the others byte for byte', async () => {
    const files = {
      'index.html': page(`<script type="module" src="${ENTRY}" async></script>`),
      'products/garri/index.html': page(`<script type="module" src="${ENTRY}" async></script><script>1</script>`),
      'admin/index.html': page('<script type="module" src="/admin/assets/index-abc.js"></script>', ''),
      '404.html': page(''),
    }
    for (const [file, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), html)
    }
    await swapBootScripts(dir)
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8')
    expect(read('index.html')).toBe(page(booted(ENTRY)))
    expect(read('products/garri/index.html')).toBe(page(`${booted(ENTRY)}<script>1</script>`))
    expect(read('admin/index.html')).toBe(files['admin/index.html'])
    expect(read('404.html')).toBe(files['404.html'])
  })
})
