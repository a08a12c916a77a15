/** Facts of the site the build tests compare the output against, read from content/ directly. */
import type { Site } from '../../generator/content/collections.ts'
import { formatReport } from '../../generator/content/issues.ts'
import { loadContent } from '../../generator/content/load.ts'
import { ROOT } from './build.ts'

/** content/site.md (the content the default build uses), as the content pipeline validates it. */
export function siteFacts(): Site {
  const result = loadContent({ root: ROOT })
  if (!result.ok) throw new Error(`content/ is not valid:\n${formatReport(result.issues)}`)
  return result.content.site
}

/** The site's absolute address for a path, as the generator writes it (site URL + path). */
export function absolute(siteUrl: string, sitePath: string): string {
  return new URL(sitePath.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
}

/** The URLs listed in a sitemap.xml, in order. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) =>
    match[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  )
}
