/**
 * Every built page loads its scripts after its first paint: the entry's <script src> Vike renders is
 * swapped for the inline boot script (scripts/lib/boot-script-swap.ts). The fast text path and the
 * HTML parser agree wherever the text path answers, and the parser takes every page it declines.
 */
import { describe, expect, it } from 'vitest'
import { BOOT_LOADER } from '../../generator/boot-loader.ts'
import { bootPage, bootScript, namesEntry, swapAsText, swapByParsing } from '../../scripts/lib/boot-script-swap.ts'
import { prerenderedFile, releasePage } from '../../scripts/lib/prerender.ts'

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

describe('a page as it is published', () => {
  const FRENCH = 'language-fr.Cq9x_2ab.js'
  const entries = new Map([['fr', FRENCH]])

  it('is booted by text or by parsing, and a page that names no entry is left byte for byte', async () => {
    const usual = page(`<script type="module" src="${ENTRY}" async></script>`)
    const unusual = page(`<script type="module" src="${ENTRY}" async></script><script>1</script>`)
    const admin = page('<script type="module" src="/admin/assets/index-abc.js"></script>', '')
    const notFound = page('')
    expect(await bootPage(usual, entries)).toBe(page(booted(ENTRY)))
    expect(await bootPage(unusual, entries)).toBe(page(`${booted(ENTRY)}<script>1</script>`))
    expect(await bootPage(admin, entries)).toBe(admin)
    expect(await bootPage(notFound, entries)).toBe(notFound)
  })

  it("boots the entry of the page's language, and the default entry for the default language", async () => {
    const french = page(`<script type="module" src="${ENTRY}" async></script>`).replace('lang="en"', 'lang="fr"')
    const booting = await bootPage(french, entries)
    expect(booting).toContain(booted(`/assets/entries/${FRENCH}`))
    expect(booting).not.toContain(ENTRY)
    expect(await bootPage(page(`<script type="module" src="${ENTRY}"></script>`), entries)).toContain(booted(ENTRY))
  })
})

describe('the pages Vike hands over', () => {
  it('are read from what Vike rendered, and a Vike that no longer says fails the build naming the file to update', () => {
    const rendered = { filePath: '/site/client/index.html', fileContent: '<!DOCTYPE html>' }
    expect(prerenderedFile({ _prerenderResult: rendered })).toEqual(rendered)
    for (const pageContext of [{}, null, { _prerenderResult: { filePath: '/site/client/index.html' } }])
      expect(() => prerenderedFile(pageContext)).toThrow(/scripts\/lib\/prerender\.ts/)
  })

  it('are let go once written: Vike no longer holds their HTML, and the pages still being written keep theirs', () => {
    // The shape Vike (pinned in package.json) gives: each page's context points to the run's
    // list of every page rendered, and to its own result.
    const run = { output: [] as { filePath: string; fileContent: string; pageContext: object }[] }
    const pages = ['/', '/products/', '/about/'].map((url) => {
      const fileContent = `<!DOCTYPE html><title>${url}</title>`
      const pageContext = { urlOriginal: url, _prerenderContext: run, _prerenderResult: { filePath: url, fileContent } }
      run.output.push({ filePath: url, fileContent, pageContext })
      return pageContext
    })
    releasePage(pages[1])
    expect(pages[1]!._prerenderResult.fileContent).toBe('')
    expect(run.output.map((entry) => entry.fileContent)).toEqual([
      '<!DOCTYPE html><title>/</title>',
      '',
      '<!DOCTYPE html><title>/about/</title>',
    ])
    expect(pages[0]!._prerenderResult.fileContent).toContain('<title>/</title>')
    // Another shape is left alone; only memory depends on it.
    for (const pageContext of [{}, null, { _prerenderContext: { output: 'list' } }])
      expect(() => releasePage(pageContext)).not.toThrow()
  })
})
