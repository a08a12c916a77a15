/**
 * The files a site needs beside its pages, generated from content and the route table:
 * sitemap.xml, robots.txt, the web manifest and its icons, the link-preview picture, and the
 * `_headers` file that gives static hosts (Netlify, Cloudflare Pages) the security and caching
 * headers. Nothing here is edited by hand.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import type { SiteContent } from './content/schemas/collections/index.ts'
import { IMAGE_HOSTS } from './content/pictures/formats.ts'
import { LOCAL_IMAGE_PREFIX } from './content/schemas/fields/pictures.ts'
import { problem } from './content/problems/catalogue/index.ts'
import { atFile, ContentValidationError, oneLine } from './content/problems/report.ts'
import { BOOT_LOADER_CSP_SOURCE } from './boot-loader.ts'
import type { SiteLanguage } from './languages.ts'
import { manifestFileName } from './search/format.ts'

/** Fixed file names, referenced from every page's <head>. */
export const SITE_FILES = {
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  manifest: 'site.webmanifest',
  headers: '_headers',
  redirects: '_redirects',
  appleTouchIcon: 'apple-touch-icon.png',
  icon192: 'icons/icon-192.png',
  icon512: 'icons/icon-512.png',
  maskableIcon: 'icons/icon-maskable-512.png',
  shareImage: 'share.png',
} as const

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const
export const THEME_COLOR = '#1e4d2b'
const BACKGROUND_COLOR = '#faf6ee'

export interface SiteFile {
  fileName: string
  source: string | Uint8Array
}

/** Absolute address of a path of the site, from the site URL in content/site.md. */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return new URL(sitePath.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
}

const localFile = (src: string) =>
  src.startsWith(LOCAL_IMAGE_PREFIX) ? src.slice(LOCAL_IMAGE_PREFIX.length) : undefined

export const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A page of the site in one language, with its translations (itself included) where it has any. */
export interface SitePage {
  path: string
  translations: readonly { code: string; path: string }[]
}

/**
 * The sitemap: every page, and for a page translated into other languages each translation as an
 * `xhtml:link` alternate (itself and `x-default`, the default language's, included), as search
 * engines read them. `defaultCode` is the default language's code.
 */
export function sitemap(siteUrl: string, pages: readonly SitePage[], defaultCode?: string): string {
  const link = (hreflang: string, sitePath: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, sitePath))}"/>`
  const urls = pages.map(({ path: sitePath, translations }) => {
    const fallback = translations.find((translation) => translation.code === defaultCode)
    const links =
      translations.length > 1
        ? [
            ...translations.map((translation) => link(translation.code, translation.path)),
            ...(fallback ? [link('x-default', fallback.path)] : []),
          ]
        : []
    return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, sitePath))}</loc>${links.join('')}</url>`
  })
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
    urls.some((url) => url.includes('<xhtml:link')) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  }`
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * The default language's not-found page sends an address of another language's pages to that
 * language's not-found page (with the address asked for in `from`), for hosts that have one
 * not-found page only (GitHub Pages); Netlify and Cloudflare Pages serve the language's own
 * (`_redirects`, and Cloudflare's nearest 404.html). None for a site in one language.
 */
export function notFoundRedirect(languages: readonly SiteLanguage[], base: string): string | undefined {
  const prefixes = languages
    .filter((language) => !language.isDefault)
    .map((language) => base + language.prefix.slice(1) + '/')
  if (!prefixes.length) return undefined
  return `(function(){var p=location.pathname,l=${JSON.stringify(prefixes)};for(var i=0;i<l.length;i++)if(p.indexOf(l[i])===0&&p!==l[i]+"404.html"){location.replace(l[i]+"404.html?from="+encodeURIComponent(p+location.search+location.hash));break}})()`
}

/** The CSP source that allows the not-found redirect (if the site has one) to run inline. */
const notFoundRedirectSource = (languages: readonly SiteLanguage[] | undefined, base: string) => {
  const script = languages && notFoundRedirect(languages, base)
  return script ? ` 'sha256-${createHash('sha256').update(script).digest('base64')}'` : ''
}

/** `_redirects` for Netlify: each other language's not-found page for unknown addresses under its
 *  prefix (Cloudflare Pages ignores these lines, and serves the nearest 404.html itself). */
export function redirectsFile(languages: readonly SiteLanguage[]): string {
  const lines = languages
    .filter((language) => !language.isDefault)
    .map((language) => `${language.prefix}/*  ${language.prefix}/404.html  404`)
  return ["# Generated by the build from content/site.md's languages. Do not edit.", ...lines, ''].join('\n')
}

export function robots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, SITE_FILES.sitemap)}\n`
}

export function manifest(site: SiteContent['site'], base: string): string {
  return `${JSON.stringify(
    {
      name: site.name,
      short_name: site.shortName,
      description: site.about.text,
      start_url: base,
      scope: base,
      display: 'browser',
      background_color: BACKGROUND_COLOR,
      theme_color: THEME_COLOR,
      icons: [
        { src: base + SITE_FILES.icon192, sizes: '192x192', type: 'image/png' },
        { src: base + SITE_FILES.icon512, sizes: '512x512', type: 'image/png' },
        { src: base + SITE_FILES.maskableIcon, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`
}

type PolicyDelivery = 'header' | 'meta'
const IMAGE_ORIGINS = IMAGE_HOSTS.map((host) => `https://${host}`).join(' ')

/** A policy of `directives` and the restrictions every policy of the site ends with. */
function policy(directives: readonly string[], delivery: PolicyDelivery): string {
  return [
    ...directives,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(delivery === 'header' ? ["frame-ancestors 'none'"] : []),
  ].join('; ')
}

/**
 * The Content-Security-Policy: only this site's own files, pictures from the allowed image
 * hosts, and frames from the hosts of the embedded form and map. No inline scripts or styles.
 * `delivery: 'meta'` leaves out frame-ancestors, which browsers ignore (with a warning) in a
 * <meta> element; the `_headers` file carries it.
 */
export function contentSecurityPolicy(
  site: SiteContent['site'],
  {
    delivery = 'header',
    languages,
    base = '/',
  }: { delivery?: PolicyDelivery; languages?: readonly SiteLanguage[]; base?: string } = {},
): string {
  const frameOrigins = [...new Set([site.contactForm.embedUrl, site.map.embedUrl].map((url) => new URL(url).origin))]
  return policy(
    [
      "default-src 'self'",
      // The one inline script of every page: the loader of its scripts (generator/boot-loader.ts).
      // …and, on the not-found page of a site in several languages, its redirect.
      `script-src 'self' ${BOOT_LOADER_CSP_SOURCE}${notFoundRedirectSource(languages, base)}`,
      "style-src 'self'",
      `img-src 'self' ${IMAGE_ORIGINS}`,
      "font-src 'self'",
      "connect-src 'self'",
      `frame-src ${frameOrigins.join(' ')}`,
      "manifest-src 'self'",
    ],
    delivery,
  )
}

/** Where the editors' admin is served, under the site's base path (admin/). */
export const ADMIN_PATH = 'admin/'

/**
 * The admin's own Content-Security-Policy (admin/). Decap CMS compiles its configuration schema
 * with ajv (`'unsafe-eval'`) and styles itself with emotion (`'unsafe-inline'`): both are allowed
 * on the admin only. It talks to GitHub's API, and on localhost to Decap's local backend.
 */
export function adminContentSecurityPolicy({
  delivery = 'header',
  authUrl,
}: { delivery?: PolicyDelivery; authUrl?: string } = {}): string {
  return policy(
    [
      "default-src 'self'",
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com ${IMAGE_ORIGINS}`,
      "font-src 'self' data:",
      // blob: — an uploaded picture is read back from its blob: address to be sent with the entry.
      // On localhost, the local backend of `npm run admin` listens on a port of this computer
      // (8081 unless told otherwise): only there does the admin talk to it.
      `connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*${authUrl ? ` ${new URL(authUrl).origin}` : ''}`,
      "frame-src 'self' blob:",
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
    ],
    delivery,
  )
}

/** `_headers` for Netlify and Cloudflare Pages: security headers everywhere, immutable caching
 *  for fingerprinted assets, revalidation for pages and other fixed-name files. Paths are
 *  relative to the published folder (hosts that read this file serve it at the domain root). */
export function headersFile(
  site: SiteContent['site'],
  pagePaths: readonly string[],
  {
    cspReportUrl,
    authUrl,
    languages,
    base = '/',
  }: { cspReportUrl?: string; authUrl?: string; languages?: readonly SiteLanguage[]; base?: string } = {},
): string {
  const rule = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join('\n')}\n`
  const revalidate = { 'Cache-Control': 'public, max-age=0, must-revalidate' }
  const policy = (value: string) => ({
    // With CSP_REPORT_URL set, browsers also report what the policy blocked to that address.
    'Content-Security-Policy': `${value}${cspReportUrl ? `; report-uri ${cspReportUrl}; report-to csp` : ''}`,
    ...(cspReportUrl ? { 'Reporting-Endpoints': `csp="${cspReportUrl}"` } : {}),
  })
  // Each page at its address (/about/) and as the file behind it (/about/index.html). The
  // policy goes on the pages by name rather than on /*: hosts join the headers of every rule that
  // matches, so a policy on /* would also hold on the admin, on top of its own. A section with
  // pages below it (the catalogue: /products/garri/, /products/page/2/) gets one rule for all of
  // them, /products/*, so the file stays small at any number of products (Cloudflare Pages reads
  // at most 100 rules).
  const section = (pagePath: string) => pagePath.split('/').filter(Boolean)[0]
  const sections = new Set(pagePaths.filter((pagePath) => pagePath.split('/').filter(Boolean).length > 1).map(section))
  const pages = [
    ...pagePaths
      .filter((pagePath) => !sections.has(section(pagePath)))
      .flatMap((pagePath) => [pagePath, `${pagePath}index.html`]),
    ...[...sections].map((name) => `/${name}/*`),
    '/404.html',
  ]
  const admin = `/${ADMIN_PATH}`
  // The manifest of each language's search index names the index's other files, fingerprinted
  // under /assets/ (generator/search/format.ts): it is checked again at every search.
  const searchManifests = (languages ?? [{ prefix: '' }]).map((language) => `/${manifestFileName(language.prefix)}`)
  const fixedNames = [`/${SITE_FILES.sitemap}`, `/${SITE_FILES.robots}`, `/${SITE_FILES.manifest}`, ...searchManifests]
  return [
    '# Generated by the build from content/site.md and the route table. Do not edit.',
    rule('/*', {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      // Other websites cannot embed the site's files in their pages (link previews are fetched
      // by the apps' servers, which this does not affect).
      'Cross-Origin-Resource-Policy': 'same-site',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    }),
    ...pages.map((name) => rule(name, { ...policy(contentSecurityPolicy(site, { languages, base })), ...revalidate })),
    rule('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...fixedNames.map((name) => rule(name, revalidate)),
    rule('/icons/*', { 'Cache-Control': 'public, max-age=86400' }),
    rule(`/${SITE_FILES.appleTouchIcon}`, { 'Cache-Control': 'public, max-age=86400' }),
    rule(`/${SITE_FILES.shareImage}`, { 'Cache-Control': 'public, max-age=86400' }),
    // The editors' admin: its own, looser policy (adminContentSecurityPolicy), never indexed.
    rule(`${admin}*`, {
      ...policy(adminContentSecurityPolicy({ authUrl })),
      'X-Robots-Tag': 'noindex, nofollow',
    }),
    rule(admin, revalidate),
    rule(`${admin}index.html`, revalidate),
    rule(`${admin}assets/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n')
}

/**
 * The icons and link-preview picture, kept in .cache/site-pictures/ between builds: drawing them
 * takes about a quarter of a CPU-second, and they change only with the logo, the share image, the
 * drawing code below or sharp. The folder is named by a hash of all four, so any change draws
 * them again and an unchanged site reuses them.
 */
async function cachedPictures(site: SiteContent['site'], root: string): Promise<SiteFile[]> {
  const logo = localFile(site.logo.src)
  const share = localFile(site.shareImage.src)
  if (!logo || !share) throw new Error('The logo and share image must be local files.')
  const sharpPackage = module.findPackageJSON('sharp', import.meta.url)
  const drawing = [pictures.toString(), SHARE_IMAGE_SIZE, THEME_COLOR, BACKGROUND_COLOR, SITE_FILES]
  const key = createHash('sha256')
    .update(JSON.stringify(drawing))
    .update(sharpPackage ? fs.readFileSync(sharpPackage) : '')
    .update(createHash('sha256').update(fs.readFileSync(logo)).digest())
    .update(createHash('sha256').update(fs.readFileSync(share)).digest())
    .digest('hex')
    .slice(0, 16)
  const dir = path.join(root, '.cache', 'site-pictures', key)
  try {
    return PICTURE_FILES.map((name) => ({
      fileName: SITE_FILES[name],
      source: fs.readFileSync(path.join(dir, SITE_FILES[name])),
    }))
  } catch {
    // Not drawn yet for these inputs, or a file of the folder is missing: drawn now.
  }
  const drawn = await pictures(logo, share)
  // Written beside the final folder and moved into place whole, so a build that is stopped or
  // runs at the same time never leaves a folder with some pictures missing or half written.
  const partial = `${dir}.${process.pid}.tmp`
  try {
    for (const file of drawn) {
      fs.mkdirSync(path.dirname(path.join(partial, file.fileName)), { recursive: true })
      fs.writeFileSync(path.join(partial, file.fileName), file.source)
    }
    // A folder left incomplete (a file deleted by hand) is replaced.
    fs.rmSync(dir, { recursive: true, force: true })
    fs.renameSync(partial, dir)
  } catch {
    // Another build put the same pictures in place first, or .cache/ cannot be written: the
    // pictures just drawn are used either way.
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
  return drawn
}

/** The pictures drawn from the logo and share image, as SITE_FILES names them. */
const PICTURE_FILES = ['appleTouchIcon', 'icon192', 'icon512', 'maskableIcon', 'shareImage'] as const

/** PNG icons and the link-preview picture, rendered from the logo and share image files. */
async function pictures(logo: string, share: string): Promise<SiteFile[]> {
  const { default: sharp } = await import('sharp')
  // A photo is drawn upright (EXIF orientation), like its copies on the pages.
  const square = (size: number, padding: number, background: string) =>
    sharp(logo, { density: 384, autoOrient: true })
      .resize(size - 2 * padding, size - 2 * padding, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background })
      .flatten({ background })
      .png({ compressionLevel: 9 })
      .toBuffer()
  const { width, height } = SHARE_IMAGE_SIZE
  const shareImage = await sharp(share, { density: 192, autoOrient: true })
    .resize(width, height, { fit: 'contain', background: BACKGROUND_COLOR })
    .flatten({ background: BACKGROUND_COLOR })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
  return [
    { fileName: SITE_FILES.appleTouchIcon, source: await square(180, 18, BACKGROUND_COLOR) },
    { fileName: SITE_FILES.icon192, source: await square(192, 12, BACKGROUND_COLOR) },
    { fileName: SITE_FILES.icon512, source: await square(512, 32, BACKGROUND_COLOR) },
    // Maskable icons keep their content inside the central 80 % "safe zone".
    { fileName: SITE_FILES.maskableIcon, source: await square(512, 80, THEME_COLOR) },
    { fileName: SITE_FILES.shareImage, source: shareImage },
  ]
}

export async function siteFiles({
  content,
  languages,
  pages,
  base,
  root,
  cspReportUrl,
  adminAuthUrl,
}: {
  /** The site in its default language. */
  content: SiteContent
  languages: readonly SiteLanguage[]
  /** Every page, in every language, with its translations. */
  pages: readonly SitePage[]
  base: string
  root: string
  cspReportUrl?: string
  /** The admin's login proxy (admin-backend.ts), which the admin's policy lets it reach. */
  adminAuthUrl?: string
}): Promise<SiteFile[]> {
  const { site } = content
  let rendered: SiteFile[]
  try {
    rendered = await cachedPictures(site, root)
  } catch (error) {
    // The logo or share picture passed the size check but cannot be drawn (a damaged file).
    const files = [site.logo.src, site.shareImage.src].map((src) =>
      path
        .relative(root, localFile(src) ?? src)
        .split(path.sep)
        .join('/'),
    )
    throw new ContentValidationError(
      [...new Set(files)].map((file) => atFile(file, problem('site-picture-unreadable', { reason: oneLine(error) }))),
    )
  }
  const pagePaths = pages.map((page) => page.path)
  const defaultCode = languages.find((language) => language.isDefault)?.code
  return [
    { fileName: SITE_FILES.sitemap, source: sitemap(site.url, pages, defaultCode) },
    { fileName: SITE_FILES.robots, source: robots(site.url) },
    { fileName: SITE_FILES.manifest, source: manifest(site, base) },
    {
      fileName: SITE_FILES.headers,
      source: headersFile(site, pagePaths, { cspReportUrl, authUrl: adminAuthUrl, languages, base }),
    },
    ...(languages.length > 1 ? [{ fileName: SITE_FILES.redirects, source: redirectsFile(languages) }] : []),
    ...rendered,
  ]
}

export const contentTypes: Record<string, string> = {
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
}
export const contentTypeOf = (fileName: string) => contentTypes[path.extname(fileName)] ?? 'application/octet-stream'
