/**
 * Checks of a built site that hold for any valid content: every page generated and complete,
 * no broken link or asset, valid HTML, the Content-Security-Policy in every page, sound
 * structured data and site files, the byte budgets, and each language's search index. Each returns the problems it found, one
 * line each naming the file, and an empty list when there are none.
 *
 * The build tests run them on the build of the fixture content and on the build of the live
 * content/; tests/build/editor-edits.test.ts runs them on a build of edited content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate'
import { imageSize } from 'image-size'
import { normalizeBase } from '../../generator/base-path.ts'
import { productPath } from '../../components/catalogue.ts'
import {
  manifestFileName,
  resultsFileName,
  wordsFileName,
  type SearchManifest,
  type SearchResult,
} from '../../generator/search/format.ts'
import { checkByteBudgets, type BudgetScope } from '../../scripts/lib/budgets.ts'
import { formatKB, measurePageWeight } from '../../scripts/lib/page-weight.ts'
import { expectedPages } from '../../scripts/lib/expected-pages.ts'
import { checkSite, describeBroken, hostAnswer, htmlFiles, resolveFile } from './html.ts'
import { absolute, sitemapUrls, type LanguageSite } from './site.ts'
import { checkStructuredData } from './structured-data.ts'

export { checkStructuredData }

const read = (siteDir: string, file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8')

// --- Pages. -----------------------------------------------------------------------------------

/**
 * One HTML file per route and a not-found page in each language, each a complete document in its
 * language whose main content (with its h1) is rendered, not left for scripts, with a title and a
 * description.
 */
export function checkPages(siteDir: string, languages: readonly Pick<LanguageSite, 'pages'>[]): string[] {
  const problems: string[] = []
  for (const { file, language } of expectedPages(languages.map((each) => each.pages))) {
    if (!fs.existsSync(path.join(siteDir, file))) {
      problems.push(`${file}: missing from the build`)
      continue
    }
    const html = read(siteDir, file)
    if (!/^<!DOCTYPE html>/.test(html)) problems.push(`${file}: does not start with <!DOCTYPE html>`)
    if (!html.includes(`<html lang="${language}">`)) problems.push(`${file}: no <html lang="${language}">`)
    if (!/<main id="main"[^>]*>[\s\S]*<h1[\s\S]*<\/main>/.test(html))
      problems.push(`${file}: the main content with its h1 is not in the HTML`)
    if (!html.match(/<title>([^<]+)<\/title>/)?.[1]?.trim()) problems.push(`${file}: no title`)
    if (!html.match(/<meta name="description" content="([^"]+)"/)?.[1]?.trim()) problems.push(`${file}: no description`)
  }
  return problems
}

/**
 * Every page carries the Content-Security-Policy of `_headers` in a <meta> element too (for hosts
 * that cannot send headers, such as GitHub Pages), before anything the policy governs.
 */
export function checkCspMeta(siteDir: string): string[] {
  const headerPolicy = read(siteDir, '_headers').match(/^\s+Content-Security-Policy: (.+)$/m)?.[1]
  if (!headerPolicy?.includes("frame-ancestors 'none'"))
    return [`_headers: no Content-Security-Policy with frame-ancestors 'none' (${headerPolicy ?? 'none'})`]
  // The same policy, less frame-ancestors, which browsers ignore in a <meta> element.
  const expected = headerPolicy.replace(/; frame-ancestors 'none'/, '')
  const problems: string[] = []
  for (const file of htmlFiles(siteDir)) {
    const html = read(siteDir, file)
    const meta = html
      .match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1]
      ?.replace(/&#0*39;/g, "'")
    if (meta !== expected)
      problems.push(
        `${file}: the Content-Security-Policy <meta> is ${JSON.stringify(meta)}, expected ${JSON.stringify(expected)}`,
      )
    else if (html.includes('<script') && html.indexOf('http-equiv="Content-Security-Policy"') > html.indexOf('<script'))
      problems.push(`${file}: the Content-Security-Policy <meta> comes after a <script>`)
  }
  return problems
}

// --- Links and assets. ------------------------------------------------------------------------

export interface LinkOptions {
  /** The base path the site is built for (default /). */
  base?: string
  /** The site's own absolute address (site.md `url`). */
  siteUrl: string
}

/** Every internal reference of every page (and of its style sheets) resolves to a file of the build. */
export function checkLinks(siteDir: string, { base = '/', siteUrl }: LinkOptions): string[] {
  const { broken } = checkSite(siteDir, { base, siteUrl })
  return broken.length ? describeBroken(broken).split('\n') : []
}

// --- Site files. ------------------------------------------------------------------------------

/** Problems of the files beside the pages that point into the site: sitemap.xml, robots.txt, the web manifest. */
export function siteFileProblems(dir: string, base: string, siteUrl: string): string[] {
  const problems: string[] = []
  const readFile = (file: string) => read(dir, file)

  // sitemap.xml: absolute page addresses under the site URL, each a page of the build.
  const siteRoot = absolute(siteUrl, '/')
  const urls = sitemapUrls(readFile('sitemap.xml'))
  if (urls.length === 0) problems.push('sitemap.xml lists no URL')
  for (const url of urls) {
    if (!url.startsWith(siteRoot)) problems.push(`sitemap.xml: ${url} is not under the site URL ${siteRoot}`)
    else {
      const answer = hostAnswer(dir, url.slice(siteRoot.length))
      if (answer.kind === 'redirect')
        problems.push(`sitemap.xml: ${url} is redirected by the hosts; list ${absolute(siteUrl, answer.to)}`)
      else if (answer.kind !== 'file' || !answer.file.endsWith('.html'))
        problems.push(`sitemap.xml: ${url} is no page of the build`)
    }
  }

  // robots.txt: the sitemap address, which must be the build's sitemap.xml.
  const sitemapLines = readFile('robots.txt')
    .split(/\r?\n/)
    .filter((line) => /^sitemap:/i.test(line))
    .map((line) => line.replace(/^sitemap:\s*/i, ''))
  if (sitemapLines.length !== 1) problems.push(`robots.txt: expected one Sitemap line, found ${sitemapLines.length}`)
  for (const url of sitemapLines) {
    if (!url.startsWith(siteRoot) || resolveFile(dir, url.slice(siteRoot.length)) !== 'sitemap.xml')
      problems.push(`robots.txt: Sitemap ${url} is not the sitemap.xml of the build`)
  }

  // The web manifest: start_url, scope and every icon under the base path and in the build.
  const manifest = JSON.parse(readFile('site.webmanifest')) as {
    start_url?: string
    scope?: string
    icons?: { src: string }[]
  }
  for (const key of ['start_url', 'scope'] as const) {
    if (manifest[key] !== base) problems.push(`site.webmanifest: ${key} is ${manifest[key]}, expected ${base}`)
  }
  if (!manifest.icons?.length) problems.push('site.webmanifest: no icons')
  for (const icon of manifest.icons ?? []) {
    if (!icon.src.startsWith(base)) problems.push(`site.webmanifest: icon ${icon.src} does not start with ${base}`)
    else if (!resolveFile(dir, icon.src.slice(base.length)))
      problems.push(`site.webmanifest: icon ${icon.src} is not in the build`)
  }
  return problems
}

/**
 * The site files as search engines and phones read them: the sitemap lists exactly the pages of
 * the route table, robots.txt allows crawling and points at the sitemap, the web manifest names
 * the business and has 192 and 512 px PNG icons of the size it declares.
 */
export function checkSiteFiles(
  siteDir: string,
  { base = '/', languages }: { base?: string; languages: readonly LanguageSite[] },
): string[] {
  const prefix = normalizeBase(base)
  const { site } = languages[0]!.content
  const problems = siteFileProblems(siteDir, prefix, site.url)

  const pageUrls = expectedPages(languages.map((each) => each.pages)).flatMap((page) =>
    page.path === null ? [] : [site.url.replace(/\/$/, '') + page.path],
  )
  const listed = sitemapUrls(read(siteDir, 'sitemap.xml'))
  for (const url of pageUrls) if (!listed.includes(url)) problems.push(`sitemap.xml: the page ${url} is not listed`)
  for (const url of listed)
    if (!pageUrls.includes(url)) problems.push(`sitemap.xml: ${url} is not a page of the route table`)

  const robots = read(siteDir, 'robots.txt')
  if (!/^User-agent: \*$/m.test(robots)) problems.push('robots.txt: no "User-agent: *"')
  if (/^Disallow: \/\s*$/m.test(robots)) problems.push('robots.txt: disallows the whole site')

  const manifest = JSON.parse(read(siteDir, 'site.webmanifest')) as {
    name?: string
    short_name?: string
    icons?: { src: string; sizes: string; type: string; purpose?: string }[]
  }
  if (manifest.name !== site.name)
    problems.push(`site.webmanifest: name is ${JSON.stringify(manifest.name)}, expected ${JSON.stringify(site.name)}`)
  if (!manifest.short_name) problems.push('site.webmanifest: no short_name')
  const icons = manifest.icons ?? []
  for (const size of [192, 512]) {
    const icon = icons.find(
      (candidate) => candidate.sizes === `${size}x${size}` && (candidate.purpose ?? 'any').split(/\s+/).includes('any'),
    )
    if (!icon) problems.push(`site.webmanifest: no ${size}x${size} icon for any purpose`)
    else if (icon.type !== 'image/png')
      problems.push(`site.webmanifest: the ${size}x${size} icon is ${icon.type}, expected image/png`)
  }
  for (const icon of icons) {
    const file = icon.src.startsWith(prefix) ? resolveFile(siteDir, icon.src.slice(prefix.length)) : undefined
    if (!file) continue // reported by siteFileProblems
    const actual = imageSize(fs.readFileSync(path.join(siteDir, file)))
    if (`${actual.width}x${actual.height}` !== icon.sizes || actual.type !== 'png')
      problems.push(
        `site.webmanifest: icon ${icon.src} is a ${actual.width}x${actual.height} ${actual.type}, declared ${icon.sizes} png`,
      )
  }
  return problems
}

// --- Languages. -------------------------------------------------------------------------------

/** The `hreflang` links of a page: language code (or x-default) → address. */
export function languageLinksOf(html: string): Map<string, string> {
  const links = new Map<string, string>()
  for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g))
    links.set(match[1]!, match[2]!.replace(/&amp;/g, '&'))
  return links
}

/**
 * Each page's links to its translations, as search engines require them: a page with any lists
 * itself, each translation and `x-default` (the default language's page); every page it lists
 * lists it back (reciprocal), in the language it says; a page listed is a page of the build, with
 * the canonical address given. Which pages are translations: a fixed page in every language; a
 * product's page where the product is translated; a category's first page where the category is
 * translated and has products; a further page of the catalogue's list or of a category's where
 * it lists the same products. The sitemap gives each page the same translations.
 */
export function checkLanguageLinks(siteDir: string, languages: readonly LanguageSite[]): string[] {
  const problems: string[] = []
  const { site } = languages[0]!.content
  const url = (sitePath: string) => absolute(site.url, sitePath)
  const pages = expectedPages(languages.map((each) => each.pages)).filter((page) => page.path !== null)
  const htmlOf = new Map(pages.map((page) => [url(page.path!), read(siteDir, page.file)]))
  const fileOf = new Map(pages.map((page) => [url(page.path!), page.file]))
  const slugsOf = (each: LanguageSite) => each.content.products.map((product) => product.slug)
  /** The pages in other languages this one should list, by its address within its language. */
  const expectedFor = (page: (typeof pages)[number]) => {
    const own = languages.find((each) => each.language.code === page.language)!
    const inLanguage = page.path!.slice(own.language.prefix.length) || '/'
    const product = /^\/products\/([a-z0-9-]+)\/$/.exec(inLanguage)?.[1]
    const listPage = Number(/^\/products\/page\/(\d+)\/$/.exec(inLanguage)?.[1] ?? 0)
    const category = /^\/products\/category\/([a-z0-9-]+)\/(?:page\/(\d+)\/)?$/.exec(inLanguage)
    const categoryPage = Number(category?.[2] ?? 1)
    const listed = (each: LanguageSite) =>
      slugsOf(each)
        .slice((listPage - 1) * 24, listPage * 24)
        .join()
    /** The products a page of the category's list shows in a language: none where the language
     *  does not have the category. */
    const inCategory = (each: LanguageSite) =>
      each.content.categories.some((candidate) => candidate.slug === category?.[1])
        ? each.content.products
            .filter((candidate) => candidate.category === category?.[1])
            .slice((categoryPage - 1) * 24, categoryPage * 24)
            .map((candidate) => candidate.slug)
            .join()
        : ''
    return languages
      .filter((each) => {
        if (each === own) return true
        if (product && product !== 'page') return slugsOf(each).includes(product)
        if (listPage) return listed(each) !== '' && listed(each) === listed(own)
        if (category)
          return category[2] === undefined
            ? inCategory(each) !== ''
            : inCategory(each) !== '' && inCategory(each) === inCategory(own)
        return true
      })
      .map((each) => [each.language.code, url(`${each.language.prefix}${inLanguage}`)] as const)
  }
  const sitemap = read(siteDir, 'sitemap.xml')
  for (const page of pages) {
    const own = url(page.path!)
    const html = htmlOf.get(own)!
    const links = languageLinksOf(html)
    const expected = new Map(expectedFor(page))
    if (expected.size > 1) expected.set('x-default', expected.get(languages[0]!.language.code) ?? '')
    if (expected.size < 2) expected.clear()
    const shown = (map: Map<string, string>) => JSON.stringify([...map].sort())
    if (shown(links) !== shown(expected))
      problems.push(`${page.file}: hreflang links ${shown(links)}, expected ${shown(expected)}`)
    for (const [code, href] of links) {
      if (code === 'x-default') continue
      const other = htmlOf.get(href)
      if (!other) {
        problems.push(`${page.file}: hreflang ${code} ${href} is not a page of the build`)
        continue
      }
      if (!other.includes(`<html lang="${code}">`))
        problems.push(`${page.file}: hreflang ${code} ${href} is not in ${code}`)
      if (languageLinksOf(other).get(page.language) !== own)
        problems.push(`${page.file}: ${fileOf.get(href)} does not list it back as its ${page.language} translation`)
    }
    const entry =
      new RegExp(`<url><loc>${own.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? ''
    const inSitemap = new Map(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
        match[1]!,
        match[2]!.replace(/&amp;/g, '&'),
      ]),
    )
    if (shown(inSitemap) !== shown(links))
      problems.push(`sitemap.xml: ${own} lists ${shown(inSitemap)}, its page ${shown(links)}`)
  }
  return problems
}

// --- HTML validity. ---------------------------------------------------------------------------

/**
 * html-validate's recommended rules. The few rule changes below each follow from a deliberate
 * choice of the site or of React's server renderer, and are as narrow as the rule's options allow.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React's renderToString writes void elements self-closed (<img/>, <link/>, <br/>), while
    // renderer/head.ts writes them plain (<meta ...>): both are valid HTML syntax, and the rule
    // only enforces one consistent style, which mixed output from the two can't have.
    'void-style': 'off',
    // React 19 writes some attributes in their DOM-property spelling (fetchPriority,
    // referrerPolicy): HTML attribute names are case-insensitive, and the lowercase spelling
    // makes React warn in development. Lowercase stays required otherwise (no UPPER/Pascal).
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React's useId() makes ids such as "_R_12_" (aria-controls of the mobile menu). HTML only
    // requires an id to be non-empty and without whitespace, which `relaxed` still checks.
    'valid-id': ['error', { relaxed: true }],
    // role="list" on lists styled with list-style: none is deliberate: WebKit (Safari and
    // VoiceOver) removes list semantics from such lists unless the role is given explicitly.
    // Every other redundant role is still reported.
    'no-redundant-role': ['error', { exclude: ['list'] }],
    // React's server renderer writes a boolean attribute with an empty value (the enquiry form's
    // hidden="" and required=""): valid HTML, and one style throughout. A value of its own
    // (hidden="hidden") is still reported.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
  },
}

const validator = new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG))

export interface HtmlFinding extends Pick<Message, 'ruleId' | 'message' | 'line' | 'column' | 'selector'> {
  file: string
}

/** html-validate's errors in one document. */
export async function htmlErrorsOf(file: string, html: string): Promise<HtmlFinding[]> {
  const report = await validator.validateString(html, file)
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map(({ ruleId, message, line, column, selector }) => ({ file, ruleId, message, line, column, selector })),
  )
}

export const describeFinding = (finding: HtmlFinding) =>
  `${finding.file}:${finding.line}:${finding.column} ${finding.ruleId}: ${finding.message} (${finding.selector ?? ''})`

/** Every HTML page of the build is valid as html-validate's recommended rules see it. */
export async function validateHtml(siteDir: string): Promise<string[]> {
  const findings = await Promise.all(htmlFiles(siteDir).map((file) => htmlErrorsOf(file, read(siteDir, file))))
  return findings.flat().map(describeFinding)
}

// --- Byte budgets. ----------------------------------------------------------------------------

/**
 * Every page stays within the first-load byte budgets (scripts/lib/budgets.ts) of `scope`, and
 * the measurement found what the page loads: its stylesheet and the scripts that hydrate it.
 */
export function checkBudgets(siteDir: string, base = '/', scope: BudgetScope = 'all'): string[] {
  return htmlFiles(siteDir).flatMap((file) => {
    const weight = measurePageWeight({ clientDir: siteDir, htmlFile: file, base, followDynamicImports: true })
    const files = `files: ${weight.assets
      .filter((asset) => asset.via !== 'later')
      .map((asset) => `${asset.file} ${formatKB(asset.gzipBytes)}`)
      .join(', ')}`
    const problems = weight.missing.map((url) => `${file}: references ${url}, which is not in the build`)
    if (!weight.assets.some((asset) => asset.kind === 'css')) problems.push(`${file}: no stylesheet found; ${files}`)
    if (!weight.assets.some((asset) => asset.kind === 'js')) problems.push(`${file}: no script found; ${files}`)
    problems.push(
      ...checkByteBudgets([{ page: file, totals: weight.totals }], scope).map((violation) => `${violation}; ${files}`),
    )
    return problems
  })
}

// --- The site search. --------------------------------------------------------------------------

/**
 * Each language's search index: its manifest beside the language's search page, in the language,
 * counting the language's products; every file it names is in the build and no other is in its
 * folder; every result is a product of the language at its page, with a picture the build has.
 */
export function checkSearchIndex(siteDir: string, languages: readonly LanguageSite[], base = '/'): string[] {
  const problems: string[] = []
  for (const { language, content } of languages) {
    const manifestFile = manifestFileName(language.prefix)
    if (!fs.existsSync(path.join(siteDir, manifestFile))) {
      problems.push(`${manifestFile}: missing (the search index of ${language.code})`)
      continue
    }
    const manifest = JSON.parse(read(siteDir, manifestFile)) as SearchManifest
    if (manifest.language !== language.code) problems.push(`${manifestFile}: in "${manifest.language}"`)
    if (manifest.documents !== content.products.length)
      problems.push(`${manifestFile}: ${manifest.documents} products, the language has ${content.products.length}`)
    const named = [
      ...Object.entries(manifest.words).map(([key, hash]) => wordsFileName(manifest.folder, key, hash)),
      ...manifest.results.map((hash, index) => resultsFileName(manifest.folder, index, hash)),
    ]
    for (const file of named)
      if (!fs.existsSync(path.join(siteDir, file))) problems.push(`${manifestFile}: names ${file}, not in the build`)
    const folder = path.join(siteDir, manifest.folder)
    const present = fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => manifest.folder + name) : []
    for (const file of present.filter((each) => !named.includes(each)))
      problems.push(`${file}: in the index's folder, but its manifest does not name it`)
    const results = manifest.results.flatMap(
      (hash, index) => JSON.parse(read(siteDir, resultsFileName(manifest.folder, index, hash))) as SearchResult[],
    )
    const paths = content.products.map((product) => productPath(product.slug))
    if (JSON.stringify(results.map((result) => result.path)) !== JSON.stringify(paths))
      problems.push(`${manifestFile}: its results are not the language's products, in order`)
    for (const result of results) {
      const src = result.image?.src
      if (
        src &&
        !/^https:/.test(src) &&
        !(src.startsWith(base) && fs.existsSync(path.join(siteDir, src.slice(base.length))))
      )
        problems.push(`${manifestFile}: the picture of ${result.path}, ${src}, is not in the build`)
    }
  }
  return problems
}

// --- Everything. ------------------------------------------------------------------------------

/** Every check above on a build of content in its `languages` (for base `base`): what CI
 *  requires of any valid content. Pages are held to the byte budgets of the scripts and styles
 *  (`budgets: 'code'`), which hold whatever editors write; a build of content the tests wrote
 *  themselves (a generated catalogue) is held to the HTML's too (`'all'`), so markup that grew
 *  shows. */
export async function checkBuiltSite(
  siteDir: string,
  { languages, base: rawBase, budgets }: { languages: readonly LanguageSite[]; base?: string; budgets: BudgetScope },
): Promise<string[]> {
  const base = normalizeBase(rawBase)
  return [
    ...checkPages(siteDir, languages),
    ...checkCspMeta(siteDir),
    ...checkLinks(siteDir, { base, siteUrl: languages[0]!.content.site.url }),
    ...checkSiteFiles(siteDir, { base, languages }),
    ...checkLanguageLinks(siteDir, languages),
    ...checkStructuredData({ siteDir, languages }),
    ...(await validateHtml(siteDir)),
    ...checkBudgets(siteDir, base, budgets),
    ...checkSearchIndex(siteDir, languages, base),
  ]
}
