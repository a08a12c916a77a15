import type { Params } from 'react-router-dom'
import site from 'virtual:content/site'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import {
  absoluteUrl,
  contentSecurityPolicy,
  SHARE_IMAGE_SIZE,
  SITE_FILES,
  THEME_COLOR,
} from '../generator/site-files.ts'
import { headAt, type PageHead } from '../pages/page.ts'
import { business, jsonLd } from '../pages/structured-data.ts'
import { documentTitle } from './document-title.ts'
import type { PageModule } from './page-loaders.ts'

/** The link-preview picture: the page's own when preview apps can show it (not SVG), else the site's. */
function shareImage(head: PageHead) {
  const own = head.image && !/\.svg$/i.test(head.image.src) ? head.image : undefined
  return own
    ? { url: new URL(own.src, site.url).href, width: own.width, height: own.height, alt: own.alt }
    : { url: absoluteUrl(site.url, SITE_FILES.shareImage), ...SHARE_IMAGE_SIZE, alt: site.name }
}

/**
 * The <head> of every page: title and description from its module's head; canonical address,
 * link previews and structured data from the site address in content/site.md; icons and manifest;
 * and no script: the built page loads its scripts after the first paint (generator/boot-loader.ts).
 */
export function documentHead({ path, page, params }: { path: string | null; page: PageModule; params: Params }) {
  const head = headAt(page.head!, params)
  const base = import.meta.env.BASE_URL
  const title = documentTitle(head)
  const url = path === null ? null : absoluteUrl(site.url, path)
  // The business on every page, then what the page says about itself (its module's structuredData).
  const structuredData = jsonLd([business(site), ...(page.structuredData?.(params) ?? [])])
  const image = shareImage(head)
  // The policy and the referrer policy also travel in the page itself, for hosts that cannot send
  // headers (GitHub Pages).
  // Not in development, where Vite's dev tooling needs inline scripts.
  const policy = import.meta.env.PROD
    ? escapeInject`<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(site, { delivery: 'meta' })}">\n`
    : ''
  return escapeInject`<meta charset="utf-8">
${policy}<meta name="referrer" content="strict-origin-when-cross-origin">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${head.description}">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="${site.logo.src}"${site.logo.src.endsWith('.svg') ? dangerouslySkipEscape(' type="image/svg+xml"') : ''}>
<link rel="apple-touch-icon" href="${base + SITE_FILES.appleTouchIcon}">
<link rel="manifest" href="${base + SITE_FILES.manifest}">
${url ? escapeInject`<link rel="canonical" href="${url}">\n<meta property="og:url" content="${url}">` : ''}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${site.name}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${head.description}">
<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${String(image.width)}">
<meta property="og:image:height" content="${String(image.height)}">
<meta property="og:image:alt" content="${image.alt}">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">${dangerouslySkipEscape(structuredData)}</script>`
}
