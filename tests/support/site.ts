/** Facts of the site the build tests compare the output against, read from content/ directly. */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import { ROOT } from './build.ts'

export interface SiteFacts {
  url: string
  name: string
  social: Record<string, string>
}

/** The front matter of content/site.md (the content the default build uses). */
export function siteFacts(): SiteFacts {
  const { data } = matter(fs.readFileSync(path.join(ROOT, 'content/site.md'), 'utf8'))
  return data as SiteFacts
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
