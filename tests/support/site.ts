/**
 * The two content folders the tests use, and the content read from them.
 *
 * - FIXTURE_CONTENT (tests/fixtures/content): the default content the specification describes,
 *   pinned. Behaviour tests build it and assert its wording and counts.
 * - LIVE_CONTENT (content/, or SITE_CONTENT_DIR as for `npm run build`): what editors change.
 *   Tests check it only by what holds for any valid content, so a valid edit never fails them.
 */
import path from 'node:path'
import type { Site, SiteContent } from '../../generator/content/schemas/collections/index.ts'
import { formatReport } from '../../generator/content/problems/report.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { siteLanguages, type SiteLanguage } from '../../generator/languages.ts'
import type { LanguagePages } from '../../renderer/routes.ts'
import { siteOptions } from '../../generator/site-options.ts'
import { ROOT } from './build.ts'

export const FIXTURE_CONTENT = path.join(ROOT, 'tests/fixtures/content')
/** A test of it has "live content" in its name (its own or its describe's): `npm run test:live`,
 *  which checks the project's own content/ (the rest of `npm test` runs on an edited copy), selects
 *  the tests by it. */
export const LIVE_CONTENT = siteOptions(process.env, {}, ROOT).contentDir

/** A content folder as the content pipeline validates it; throws the editors' report when it is not valid. */
export function contentOf(contentDir: string): SiteContent {
  const result = loadContent({ root: ROOT, contentDir })
  if (!result.ok)
    throw new Error(`${path.relative(ROOT, contentDir) || contentDir} is not valid:\n${formatReport(result.issues)}`)
  return result.content
}

/** The site in one of its languages, as its pages show it. */
export interface LanguageSite {
  language: SiteLanguage
  content: SiteContent
  /** Its pages: what its addresses start with, its products and its categories. */
  pages: LanguagePages
}

/** A content folder in each of its languages, the default one first; throws the editors' report
 *  when it is not valid. */
export function languagesOf(contentDir: string): LanguageSite[] {
  const result = loadContent({ root: ROOT, contentDir })
  if (!result.ok)
    throw new Error(`${path.relative(ROOT, contentDir) || contentDir} is not valid:\n${formatReport(result.issues)}`)
  const languages = siteLanguages(result.languages.map((each) => each.language))
  return result.languages.map((each, index) => {
    const language = languages[index]!
    return {
      language,
      content: each.content,
      pages: {
        code: language.code,
        prefix: language.prefix,
        products: each.content.products,
        categories: each.content.categories,
      },
    }
  })
}

/** site.md of a content folder. */
export function siteFacts(contentDir: string): Site {
  return contentOf(contentDir).site
}

/** The site's absolute address for a path, as the generator writes it (site URL + path). */
export function absolute(siteUrl: string, sitePath: string): string {
  return new URL(sitePath.replace(/^\//, ''), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href
}

/** The URLs listed in a sitemap.xml, in order. */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) =>
    match[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  )
}
