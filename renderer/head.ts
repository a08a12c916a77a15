import type { Params } from 'react-router-dom'
import site from 'virtual:content/site'
import language from 'virtual:site-language'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import {
  absoluteUrl,
  contentSecurityPolicy,
  notFoundRedirect,
  SHARE_IMAGE_SIZE,
  SITE_FILES,
  THEME_COLOR,
} from '../generator/site-files.ts'
import { headAt, type PageHead } from '../pages/page.ts'
import { business, jsonLd, webPage } from '../pages/structured-data.ts'
import { documentTitle } from './document-title.ts'
import { translationsOfPage } from './languages.ts'
import type { PageModule } from './page-loaders.ts'

/** The link-preview picture: the page's own when preview apps can show it (not SVG), else the site's. */
function shareImage(head: PageHead) {
  const own = head.image && !/\.svg$/i.test(head.image.src) ? head.image : undefined
  return own
    ? { url: new URL(own.src, site.url).href, width: own.width, height: own.height, alt: own.alt }
    : { url: absoluteUrl(site.url, SITE_FILES.shareImage), ...SHARE_IMAGE_SIZE, alt: site.name }
}

/**
 * The page's translations, for search engines and link previews: a `hreflang` link to each
 * language that has this page as a translation (itself included, and `x-default`, the default
 * language's, where it has it), and the `og:locale` of each.
 */
function languageLinks(path: string) {
  const translations = translationsOfPage(path, language.code)
  if (translations.length < 2) return { links: '', locales: '' }
  const byCode = new Map(language.languages.map((each) => [each.code, each]))
  const fallback = translations.find((translation) => byCode.get(translation.code)?.isDefault)
  const links = [
    ...translations.map((translation) => ({
      hreflang: translation.code,
      href: absoluteUrl(site.url, translation.path),
    })),
    ...(fallback ? [{ hreflang: 'x-default', href: absoluteUrl(site.url, fallback.path) }] : []),
  ]
  const locales = translations
    .filter((translation) => translation.code !== language.code)
    .map((translation) => byCode.get(translation.code)!.ogLocale)
  return {
    links: links.map((link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${link.href}">`).join('\n'),
    locales: locales.map((locale) => `<meta property="og:locale:alternate" content="${locale}">`).join('\n'),
  }
}

/**
 * The <head> of every page: title and description from its module's head; canonical address,
 * the page's translations, link previews and structured data from the site address in
 * content/site.md; icons and manifest; and no script: the built page loads its scripts after the
 * first paint (generator/boot-loader.ts). `path` is the page's address within its language (null
 * for the not-found page).
 */
export function documentHead({ path, page, params }: { path: string | null; page: PageModule; params: Params }) {
  const head = headAt(page.head!, params)
  const base = import.meta.env.BASE_URL
  const title = documentTitle(head)
  const address = path === null ? null : language.prefix + path
  const url = address === null ? null : absoluteUrl(site.url, address)
  // The business on every page, the page itself in its language (a CollectionPage of the list
  // its module's `collection` gives), then what the page says about itself (its structuredData).
  const structuredData = jsonLd([
    business(site),
    ...(url
      ? [
          webPage(site, {
            url,
            title: head.title,
            description: head.description,
            ...(page.collection ? { mainEntity: page.collection(params) } : {}),
          }),
        ]
      : []),
    ...(page.structuredData?.(params) ?? []),
  ])
  const image = shareImage(head)
  const translations = path === null ? { links: '', locales: '' } : languageLinks(path)
  // The default language's not-found page, where the host has no other (GitHub Pages), sends an
  // address of another language to that language's not-found page.
  const redirect = path === null && language.isDefault ? notFoundRedirect(language.languages, base) : undefined
  // The policy and the referrer policy also travel in the page itself, for hosts that cannot send
  // headers (GitHub Pages).
  // Not in development, where Vite's dev tooling needs inline scripts.
  const policy = import.meta.env.PROD
    ? escapeInject`<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(site, { delivery: 'meta', languages: language.languages, base })}">\n`
    : ''
  return escapeInject`<meta charset="utf-8">
${policy}<meta name="referrer" content="strict-origin-when-cross-origin">
<meta name="viewport" content="width=device-width, initial-scale=1">
${redirect ? dangerouslySkipEscape(`<script>${redirect}</script>\n`) : ''}<title>${title}</title>
<meta name="description" content="${head.description}">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="${site.logo.src}"${site.logo.src.endsWith('.svg') ? dangerouslySkipEscape(' type="image/svg+xml"') : ''}>
<link rel="apple-touch-icon" href="${base + SITE_FILES.appleTouchIcon}">
<link rel="manifest" href="${base + SITE_FILES.manifest}">
${url ? escapeInject`<link rel="canonical" href="${url}">\n<meta property="og:url" content="${url}">` : ''}
${dangerouslySkipEscape(translations.links)}
<meta property="og:type" content="website">
<meta property="og:site_name" content="${site.name}">
<meta property="og:locale" content="${language.ogLocale}">
${dangerouslySkipEscape(translations.locales)}
<meta property="og:title" content="${title}">
<meta property="og:description" content="${head.description}">
<meta property="og:image" content="${image.url}">
<meta property="og:image:width" content="${String(image.width)}">
<meta property="og:image:height" content="${String(image.height)}">
<meta property="og:image:alt" content="${image.alt}">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">${dangerouslySkipEscape(structuredData)}</script>`
}
