/**
 * Byte budgets (scripts/lib/budgets.ts) on the builds of the fixture content and of the live
 * content, and page-weight.ts itself on a tiny synthetic site, so a miscount cannot pass the
 * budgets silently. Sizes only: timing and
 * Lighthouse budgets depend on the machine and are checked by `npm run bench`, never here.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BYTE_BUDGETS, checkByteBudgets } from '../../scripts/lib/budgets.ts'
import {
  gzipSize,
  measurePageWeight,
  pageReferences,
  resolveUrl,
  staticImports,
} from '../../scripts/lib/page-weight.ts'
import { htmlFiles } from '../support/html.ts'
import { checkBudgets } from '../support/site-checks.ts'

describe.each([
  { ...inject('fixtureSite'), scope: 'all' as const },
  { ...inject('liveSite'), scope: 'code' as const },
])('byte budgets of $label', ({ dir, scope }) => {
  // The live content is held to the budgets any valid content keeps: its pages' HTML grows with
  // what editors write (tests/build/editor-edits.test.ts describes every product at length).
  it(`every page stays within the first-load byte budgets (${scope === 'all' ? 'every one' : "the code's"})`, () => {
    expect(checkBudgets(dir, '/', scope)).toEqual([])
  })

  it("ships React Router's production build, without its development warnings", () => {
    // React Router's package names its development build in every condition; vite.config.ts
    // points builds at the production one. These texts exist only in the development build.
    const assets = path.join(dir, 'assets')
    const scripts = fs
      .readdirSync(assets, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    expect(scripts.filter((code) => /Hey developer|No routes matched location/.test(code))).toEqual([])
  })

  it("loads the enquiry list's script after the first paint, with hydration, on every page", () => {
    // Its store's key and the class that shows the products' forms (components/enquiry/).
    const enquiryCode = /ala-harvest:enquiry:v1:|enquiry-ready/
    for (const file of htmlFiles(dir)) {
      const { assets } = measurePageWeight({ clientDir: dir, htmlFile: file, followDynamicImports: true })
      const holding = assets.filter(
        (asset) => asset.kind === 'js' && enquiryCode.test(fs.readFileSync(path.join(dir, asset.file), 'utf8')),
      )
      expect(holding.length, file).toBeGreaterThan(0)
      // Only what hydration imports, never the boot script or what it imports before the paint.
      expect(
        holding.filter((asset) => asset.via !== 'later').map((asset) => asset.file),
        file,
      ).toEqual([])
    }
  })
})

describe('checkByteBudgets', () => {
  it('names the page, the figure and the budget of each broken budget', () => {
    const violations = checkByteBudgets([
      { page: 'ok.html', totals: { jsGzip: 1000, cssGzip: 1000, htmlGzip: 1000, htmlPlusCssGzip: 2000 } },
      {
        page: 'heavy.html',
        totals: { jsGzip: 100 * 1024 + 1, cssGzip: 16 * 1024, htmlGzip: 1024, htmlPlusCssGzip: 17 * 1024 },
      },
    ])
    expect(violations).toHaveLength(3)
    expect(violations[0]).toMatch(
      /^heavy\.html: first-load JS is 100\.0 KB \(102401 B\) > budget 100\.0 KB \(102400 B\)/,
    )
    expect(violations[1]).toMatch(/^heavy\.html: CSS is 16\.0 KB .* > budget 15\.0 KB/)
    expect(violations[2]).toMatch(
      /^heavy\.html: HTML \+ CSS is 17\.0 KB .* > budget 14\.3 KB \(14592 B\).*\(HTML 1\.0 KB \+ CSS 16\.0 KB\)/,
    )
  })

  it('allows a page exactly at its budget', () => {
    const { firstLoadJsGzip, cssGzip, htmlPlusCssGzip } = BYTE_BUDGETS
    expect(
      checkByteBudgets([
        {
          page: 'edge.html',
          totals: { jsGzip: firstLoadJsGzip, cssGzip: 1024, htmlGzip: htmlPlusCssGzip - 1024, htmlPlusCssGzip },
        },
      ]),
    ).toEqual([])
    expect(
      checkByteBudgets([{ page: 'edge.html', totals: { jsGzip: 0, cssGzip, htmlGzip: 0, htmlPlusCssGzip: 0 } }]),
    ).toEqual([])
  })

  it("held to the code's budgets only, a page whose HTML is heavy passes, and its scripts and styles are still held", () => {
    const { allJsGzip, cssGzip, htmlGzip } = BYTE_BUDGETS
    const heavyHtml = { jsGzip: 1024, cssGzip: 1024, htmlGzip: htmlGzip + 1, htmlPlusCssGzip: htmlGzip + 1025 }
    expect(checkByteBudgets([{ page: 'long.html', totals: heavyHtml }], 'all')).toHaveLength(2)
    expect(checkByteBudgets([{ page: 'long.html', totals: heavyHtml }], 'code')).toEqual([])
    expect(
      checkByteBudgets(
        [{ page: 'long.html', totals: { ...heavyHtml, cssGzip: cssGzip + 1, allJsGzip: allJsGzip + 1 } }],
        'code',
      ).map((violation) => violation.split(' is ')[0]),
    ).toEqual(['long.html: all the JS it can run (hydration and in-app navigation included)', 'long.html: CSS'])
  })
})

describe('page-weight on a synthetic site', () => {
  let dir: string
  const files: Record<string, string> = {
    'assets/app.css': `body{margin:0}${'.card{padding:1rem;color:#123456}'.repeat(40)}`,
    'assets/extra.css': '.extra{display:none}',
    'assets/entry.js': `import{a as b}from"../assets/shared.js";import"./side-effect.js";const later=()=>import("./lazy.js");console.log(b,later)`,
    'assets/shared.js': `export const a=${JSON.stringify('shared '.repeat(200))};`,
    'assets/side-effect.js': 'globalThis.sideEffect=true;',
    'assets/preloaded.js': `export const p=${JSON.stringify('preloaded '.repeat(50))};`,
    'assets/lazy.js': `export const lazy=${JSON.stringify('lazy '.repeat(500))};`,
    'assets/legacy.js': 'var legacy=1;',
    'assets/ignored.css': '.never{}',
    'assets/alt.css': '.alt{}',
    'assets/commented.js': 'var commented=1;',
    'assets/data.json': '{"not":"a script"}',
  }
  const pages: Record<string, string> = {
    'index.html': `<!DOCTYPE html>
<html lang="en"><head>
<link rel="stylesheet" type="text/css" href="/assets/app.css">
<LINK REL=stylesheet HREF=assets/extra.css>
<link rel="preload" as="style" href="/assets/ignored.css">
<link rel="alternate stylesheet" title="Alt" href="/assets/alt.css">
<link rel="modulepreload" href="/assets/preloaded.js">
<link rel='modulepreload' href='/assets/shared.js?v=1#top'>
<link rel="icon" href="/favicon.svg">
<!-- <script src="/assets/commented.js"></script> -->
</head><body>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json" src="/assets/data.json"></script>
<script nomodule src="/assets/legacy.js"></script>
<script src="https://cdn.example.com/analytics.js" async></script>
<script type="module" src="/assets/entry.js" async></script>
<script type="module" src="/assets/entry.js"></script>
<script src="/assets/missing.js"></script>
</body></html>`,
    'products/index.html': `<!DOCTYPE html><html><head><link rel="stylesheet" href="../assets/app.css"></head><body><script type="module" src="../assets/entry.js"></script></body></html>`,
  }
  const gz = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length
  const bytes = (text: string) => Buffer.byteLength(text)

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'))
    for (const [file, text] of Object.entries({ ...files, ...pages })) {
      fs.mkdirSync(path.dirname(path.join(dir, 'client', file)), { recursive: true })
      fs.writeFileSync(path.join(dir, 'client', file), text)
      // The same site built for a sub-path: files are the same, URLs carry the base.
      fs.mkdirSync(path.dirname(path.join(dir, 'sub', file)), { recursive: true })
      fs.writeFileSync(
        path.join(dir, 'sub', file),
        file.endsWith('.html') ? text.replace(/(href|src)=(["']?)\//gi, '$1=$2/shop/') : text,
      )
    }
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('gzips at level 9', () => {
    const text = 'abc'.repeat(1000)
    expect(gzipSize(text)).toBe(gz(text))
    expect(gzipSize(Buffer.from(text))).toBe(gz(text))
    expect(gzipSize(text)).toBeLessThan(100)
  })

  it('counts the HTML, linked stylesheets, scripts, modulepreloads and their static imports, each once', () => {
    const weight = measurePageWeight({ clientDir: path.join(dir, 'client'), htmlFile: 'index.html' })
    expect(weight.assets.map((asset) => [asset.kind, asset.via, asset.file])).toEqual([
      ['html', 'document', 'index.html'],
      ['css', 'stylesheet', 'assets/app.css'],
      ['css', 'stylesheet', 'assets/extra.css'],
      ['js', 'script', 'assets/entry.js'],
      ['js', 'modulepreload', 'assets/preloaded.js'],
      ['js', 'modulepreload', 'assets/shared.js'],
      ['js', 'import', 'assets/side-effect.js'],
    ])
    expect(weight.missing).toEqual(['/assets/missing.js'])
    expect(weight.external).toEqual(['https://cdn.example.com/analytics.js'])

    const html = pages['index.html']!
    const css = ['assets/app.css', 'assets/extra.css'].map((file) => files[file]!)
    const js = ['assets/entry.js', 'assets/preloaded.js', 'assets/shared.js', 'assets/side-effect.js'].map(
      (file) => files[file]!,
    )
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
    expect(weight.totals).toEqual({
      htmlBytes: bytes(html),
      htmlGzip: gz(html),
      cssBytes: sum(css.map(bytes)),
      cssGzip: sum(css.map(gz)),
      jsBytes: sum(js.map(bytes)),
      jsGzip: sum(js.map(gz)),
      allJsGzip: sum(js.map(gz)),
      htmlPlusCssGzip: gz(html) + sum(css.map(gz)),
      totalGzip: gz(html) + sum(css.map(gz)) + sum(js.map(gz)),
    })
    for (const asset of weight.assets)
      expect(asset.bytes, asset.file).toBe(fs.statSync(path.join(dir, 'client', asset.file)).size)
  })

  it('leaves out static imports when asked to', () => {
    const weight = measurePageWeight({
      clientDir: path.join(dir, 'client'),
      htmlFile: 'index.html',
      followImports: false,
    })
    expect(weight.assets.filter((asset) => asset.kind === 'js').map((asset) => asset.file)).toEqual([
      'assets/entry.js',
      'assets/preloaded.js',
      'assets/shared.js',
    ])
  })

  it('resolves relative URLs against the page, in a sub-folder', () => {
    const weight = measurePageWeight({ clientDir: path.join(dir, 'client'), htmlFile: 'products/index.html' })
    expect(weight.assets.map((asset) => asset.file)).toEqual([
      'products/index.html',
      'assets/app.css',
      'assets/entry.js',
      'assets/shared.js',
      'assets/side-effect.js',
    ])
    expect(weight.missing).toEqual([])
  })

  it('checkBudgets reports what a page references but the build lacks, and a page without a stylesheet', () => {
    fs.writeFileSync(
      path.join(dir, 'client/bare.html'),
      '<!DOCTYPE html><title>Bare</title><script type="module" src="/assets/entry.js"></script>',
    )
    try {
      expect(checkBudgets(path.join(dir, 'client'))).toEqual([
        expect.stringMatching(
          /^bare\.html: no stylesheet found; files: bare\.html [\d.]+ KB, assets\/entry\.js [\d.]+ KB, /,
        ),
        'index.html: references /assets/missing.js, which is not in the build',
      ])
    } finally {
      fs.rmSync(path.join(dir, 'client/bare.html'))
    }
  })

  it('resolves URLs against the site base', () => {
    const atRoot = measurePageWeight({ clientDir: path.join(dir, 'client'), htmlFile: 'index.html' })
    const underBase = measurePageWeight({ clientDir: path.join(dir, 'sub'), htmlFile: 'index.html', base: '/shop/' })
    expect(underBase.assets.map((asset) => asset.file)).toEqual(atRoot.assets.map((asset) => asset.file))
    expect(underBase.totals.cssGzip).toBe(atRoot.totals.cssGzip)
    expect(underBase.totals.jsGzip).toBe(atRoot.totals.jsGzip)
    expect(underBase.missing).toEqual(['/shop/assets/missing.js'])
    // The same URLs measured with the wrong base point outside the site: reported, not counted.
    const wrongBase = measurePageWeight({ clientDir: path.join(dir, 'sub'), htmlFile: 'index.html', base: '/' })
    expect(wrongBase.totals.cssGzip).toBe(gz(files['assets/extra.css']!)) // only the relative link resolves
    expect(wrongBase.missing).toContain('/shop/assets/app.css')
  })

  it('reads tags and imports as a browser would', () => {
    expect(
      pageReferences(
        '<link rel="stylesheet preload" href="a.css"><link rel="Alternate StyleSheet" href="b.css"><script src="c.js" type="text/javascript"></script><script type="module" data-boot="d.js">import(…)</script>',
      ),
    ).toEqual({
      stylesheets: ['a.css'],
      scripts: ['c.js'],
      afterPaint: ['d.js'],
      modulepreloads: [],
    })
    expect(pageReferences('<base href="/x/"><link rel=stylesheet href="a.css?x=1&amp;y=2">')).toEqual({
      stylesheets: ['a.css?x=1&y=2'],
      scripts: [],
      afterPaint: [],
      modulepreloads: [],
      baseHref: '/x/',
    })
    expect(
      staticImports(
        `import{r as e}from"./a.js";import x,{y}from'./b.js';export*from"./c.js";import"./d.js";import("./e.js");export{s as n};a.import("./f.js")`,
      ),
    ).toEqual(['./a.js', './b.js', './c.js', './d.js'])
    expect(resolveUrl('/shop/assets/a.js', '/shop/index.html', '/shop')).toEqual({ file: 'assets/a.js' })
    expect(resolveUrl('../a.js', '/products/index.html', '/')).toEqual({ file: 'a.js' })
    expect(resolveUrl('https://cdn.example.com/a.js', '/index.html', '/')).toEqual({
      external: 'https://cdn.example.com/a.js',
    })
    expect(resolveUrl('/elsewhere/a.js', '/shop/index.html', '/shop/')).toEqual({ outside: '/elsewhere/a.js' })
  })
})
