/**
 * Link and asset checker over the built site, without a browser: every internal URL of every
 * page (links, scripts, style sheets, preloads, icons, manifest, pictures, srcset, SVG <use>)
 * must resolve to a file of the build, and every #fragment to an element id of its target.
 * Also the site files that point into the site: sitemap.xml, robots.txt, the web manifest.
 * Checked on the builds of the fixture and of the live content; then on a build of the fixture
 * for a sub-path (base), where every internal URL must carry the base.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { builtLanguages, expectedPages } from '../../scripts/lib/expected-pages.ts'
import { buildSite, ROOT } from '../support/build.ts'
import { pathOfAddress } from '../../generator/content/load/page-links.ts'
import {
  attr,
  checkSite,
  describeBroken,
  elements,
  htmlFiles,
  parseHtml,
  srcsetUrls,
  type Reference,
} from '../support/html.ts'
import { checkLinks, siteFileProblems } from '../support/site-checks.ts'
import { absolute, siteFacts } from '../support/site.ts'

const fixture = inject('fixtureSite')
const { url: siteUrl } = siteFacts(fixture.contentDir)

/** Checks the references of every page cover each kind the pages are known to use. */
function expectCoverage(checked: readonly Reference[]) {
  const kinds = new Set(checked.map((reference) => reference.where))
  for (const kind of [
    '<a href>',
    '<img src>',
    '<script data-boot>',
    '<use href>',
    '<link rel="stylesheet" href>',
    '<link rel="manifest" href>',
    '<link rel="icon" href>',
    '<link rel="apple-touch-icon" href>',
    '<link rel="canonical" href>',
    '<meta og:image>',
  ]) {
    expect(kinds, `no ${kind} was checked`).toContain(kind)
  }
  // Same-page fragments (the skip link) and fragments into the SVG sprite were followed.
  expect(checked.some((reference) => reference.url === '#main')).toBe(true)
  expect(checked.some((reference) => reference.where === '<use href>' && /\.svg#/.test(reference.url))).toBe(true)
}

describe('the link checker', () => {
  let dir: string
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-check-'))
    write('assets/app.css', '.a{background:url(/assets/ok.png)}.b{background:url("missing.png")}')
    write('assets/ok.png', '')
    write('assets/app.js', '')
    write('assets/icons.svg', '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="menu"></symbol></svg>')
    write('about/index.html', '<!doctype html><title>About</title><h1 id="team">Team</h1>')
    write(
      'index.html',
      `<!doctype html><html lang="en"><head><title>Home</title>
      <link rel="stylesheet" href="/assets/app.css">
      <link rel="modulepreload" href="/assets/gone.js">
      <link rel="icon" href="/assets/ok.png">
      </head><body>
      <a href="#main">Skip</a>
      <main id="main">
        <a href="/about">About, redirected</a>
        <a href="/about/">About</a>
        <a href="/about/#team">Team</a>
        <a href="/about/index.html">About, redirected by one host</a>
        <a href="/about/#nobody">Broken fragment</a>
        <a href="/about-us">Broken page</a>
        <a href="#nowhere">Broken same-page fragment</a>
        <a href="about">Relative</a>
        <a href="https://example.org/">Elsewhere</a>
        <a href="mailto:a@example.org">Mail</a>
        <a href="tel:+2348000000001">Phone</a>
        <img src="/assets/ok.png" srcset="/assets/ok.png 1x, /assets/ok@2x.png 2x" alt="">
        <svg><use href="/assets/icons.svg#menu"></use><use href="/assets/icons.svg#missing"></use></svg>
      </main>
      <script type="module" src="/assets/app.js"></script>
      </body></html>`,
    )
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('parses srcset candidates as the HTML standard does', () => {
    expect(srcsetUrls('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png'])
    expect(srcsetUrls('/a.png 640w,/b,c.png 1280w')).toEqual(['/a.png', '/b,c.png'])
    expect(srcsetUrls('/only.png')).toEqual(['/only.png'])
  })

  it('reports each broken reference of a page, and only those', () => {
    const { broken, checked } = checkSite(dir)
    expect(broken.map((item) => `${item.where} ${item.url}`).sort()).toEqual(
      [
        '<link rel="modulepreload" href> /assets/gone.js',
        '<a href> /about',
        '<a href> /about/index.html',
        '<a href> /about/#nobody',
        '<a href> /about-us',
        '<a href> #nowhere',
        // Twice: written without the base path, and redirected by the hosts.
        '<a href> about',
        '<a href> about',
        '<img srcset> /assets/ok@2x.png',
        '<use href> /assets/icons.svg#missing',
        'url() in CSS /assets/missing.png',
      ].sort(),
    )
    // External addresses are not the site's to check.
    expect(checked.map((item) => item.url)).not.toContain('https://example.org/')
    expect(describeBroken(broken)).toContain(
      'index.html: <a href> "/about/#nobody": no element with id "nobody" in about/index.html',
    )
    // As a list of problems, one line each.
    expect(checkLinks(dir, { siteUrl })).toHaveLength(broken.length)
    expect(checkLinks(dir, { siteUrl })).toContain(
      'index.html: <a href> "/about/#nobody": no element with id "nobody" in about/index.html',
    )
  })

  it('requires the base path on every internal URL of a sub-path build', () => {
    const { broken } = checkSite(dir, { base: '/sub/' })
    // Every root-relative and relative reference is wrong there; only same-page fragments are fine.
    expect(broken.some((item) => item.url === '/about' && /base path \/sub\//.test(item.problem))).toBe(true)
    expect(broken.some((item) => item.url === '#main')).toBe(false)
  })

  it('checks absolute addresses of the site itself against the build', () => {
    write(
      'canonical.html',
      '<!doctype html><title>C</title><link rel="canonical" href="https://www.example.test/about/"><link rel="canonical" href="https://www.example.test/gone"><link rel="canonical" href="https://www.example.test/about">',
    )
    const { broken } = checkSite(dir, { siteUrl: 'https://www.example.test' })
    expect(broken.filter((item) => item.file === 'canonical.html').map((item) => [item.url, item.problem])).toEqual([
      ['https://www.example.test/gone', 'no file /gone in the build'],
      ['https://www.example.test/about', 'the hosts redirect /about to /about/; link to that address'],
    ])
    fs.rmSync(path.join(dir, 'canonical.html'))
  })

  it('finds problems in the sitemap, robots.txt and manifest', () => {
    write(
      'sitemap.xml',
      `<urlset>${['/about/', '/gone', '/about'].map((page) => `<url><loc>${absolute(siteUrl, page)}</loc></url>`).join('')}</urlset>`,
    )
    write('robots.txt', 'User-agent: *\nAllow: /\n\nSitemap: https://elsewhere.example/sitemap.xml\n')
    write(
      'site.webmanifest',
      JSON.stringify({
        start_url: '/',
        scope: '/',
        icons: [{ src: '/assets/ok.png' }, { src: '/icons/missing.png' }, { src: 'relative.png' }],
      }),
    )
    expect(siteFileProblems(dir, '/', siteUrl)).toEqual([
      `sitemap.xml: ${absolute(siteUrl, '/gone')} is no page of the build`,
      `sitemap.xml: ${absolute(siteUrl, '/about')} is redirected by the hosts; list ${absolute(siteUrl, '/about/')}`,
      'robots.txt: Sitemap https://elsewhere.example/sitemap.xml is not the sitemap.xml of the build',
      'site.webmanifest: icon /icons/missing.png is not in the build',
      'site.webmanifest: icon relative.png does not start with /',
    ])
  })
})

describe.each([fixture, inject('liveSite')])('$label', ({ dir, contentDir }) => {
  const url = siteFacts(contentDir).url

  it('has no broken internal link, asset or fragment on any page', () => {
    expect(htmlFiles(dir)).toEqual(
      expectedPages(builtLanguages(contentDir))
        .map((page) => page.file)
        .sort(),
    )
    expect(checkLinks(dir, { siteUrl: url })).toEqual([])
  })

  it('points the sitemap, robots.txt and manifest at files of the build', () => {
    expect(siteFileProblems(dir, '/', url)).toEqual([])
  })

  it("leads a text's links to pages in the language of the page they are on, where the site has it", () => {
    const languages = builtLanguages(contentDir)
    const pages = expectedPages(languages)
    const addresses = new Set(pages.flatMap((page) => (page.path === null ? [] : [page.path])))
    const elsewhere: string[] = []
    let followed = 0
    for (const page of pages) {
      const prefix = languages.find((language) => language.code === page.language)!.prefix
      const root = parseHtml(fs.readFileSync(path.join(dir, page.file), 'utf8'))
      const texts = elements(root).filter((element) => (attr(element, 'class') ?? '').split(' ').includes('prose'))
      for (const link of texts.flatMap((text) => elements(text).filter((element) => element.tagName === 'a'))) {
        const href = attr(link, 'href') ?? ''
        if (!href.startsWith('/') || href.startsWith('//')) continue
        followed++
        const target = pathOfAddress(href)
        if (prefix && !target.startsWith(`${prefix}/`) && addresses.has(`${prefix}${target}`))
          elsewhere.push(`${page.file}: ${href}, where ${prefix}${target} is the page in its language`)
      }
    }
    expect(elsewhere).toEqual([])
    // The fixture's French texts link to pages written as the English ones are (/products/…).
    if (dir === fixture.dir) expect(followed).toBeGreaterThan(0)
  })
})

describe('the links of the fixture build', () => {
  it('cover every kind of reference the pages use', () => {
    expectCoverage(checkSite(fixture.dir, { siteUrl }).checked)
  })
})

describe('a build for a sub-path (base /ala-harvest/)', () => {
  const base = '/ala-harvest/'
  const outDir = path.join(ROOT, '.cache/test-build-base')
  const client = path.join(outDir, 'client')
  // The fixture content, with a site address that includes the sub-path (the build refuses it otherwise).
  const contentDir = path.join(ROOT, '.cache/test-build-base-content')
  const baseSiteUrl = `${siteUrl.replace(/\/$/, '')}/ala-harvest`

  beforeAll(async () => {
    fs.rmSync(outDir, { recursive: true, force: true })
    fs.rmSync(contentDir, { recursive: true, force: true })
    fs.cpSync(fixture.contentDir, contentDir, { recursive: true })
    const siteFile = path.join(contentDir, 'site.md')
    fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace(/^url: .*$/m, `url: ${baseSiteUrl}`))
    const result = await buildSite({ outDir: '.cache/test-build-base', base, contentDir })
    if (result.code !== 0)
      throw new Error(`The site did not build with base ${base}:\n${result.stdout}\n${result.stderr}`)
  })
  afterAll(() => {
    fs.rmSync(outDir, { recursive: true, force: true })
    fs.rmSync(contentDir, { recursive: true, force: true })
  })

  const notUnderBase = (problem: string) => problem.startsWith('does not start with the base path')

  it('resolves every internal URL to a file of the build', () => {
    expect(htmlFiles(client)).toEqual(
      expectedPages(builtLanguages(contentDir))
        .map((page) => page.file)
        .sort(),
    )
    const { checked, broken } = checkSite(client, { base, siteUrl: baseSiteUrl })
    expect(describeBroken(broken.filter((item) => !notUnderBase(item.problem))), 'broken references').toBe('')
    expectCoverage(checked)
  })

  it(`writes every internal URL under ${base}`, () => {
    const { checked, broken } = checkSite(client, { base, siteUrl: baseSiteUrl })
    // Root-relative URLs were checked (fragments and the site's own absolute addresses aside).
    expect(checked.filter((reference) => reference.url.startsWith(base)).length).toBeGreaterThan(0)
    expect(describeBroken(broken.filter((item) => notUnderBase(item.problem))), `URLs written without ${base}`).toBe('')
  })

  it('points the sitemap, robots.txt and manifest at files of the build', () => {
    expect(siteFileProblems(client, base, baseSiteUrl)).toEqual([])
  })
})
