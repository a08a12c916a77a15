/** What loading content/ takes and gives (load.ts). */
import type { ContentIssue } from '../problems/report.ts'
import type { SourceFile } from '../read/front-matter.ts'
import type { Language, SiteContent } from '../schemas/collections/index.ts'

export interface LoadOptions {
  /** Project root: file names in messages are relative to it. */
  root: string
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
  /** The icon sprite whose symbols `icon:` fields may name; defaults to <root>/assets/icons.svg. */
  iconsFile?: string
  /** The sub-path the site is built for ('/my-repo/'): the site address in site.md must end with it. */
  base?: string
  /** Placeholders (example contacts) are problems, not warnings: for the build that publishes. */
  strict?: boolean
  /** Where rendered Markdown is kept between builds (read/markdown-store.ts); none when absent. */
  cacheDir?: string
  /** Every page address of the site from its content, in every language (the route table's:
   *  renderer/routes.ts). With it, a Markdown link to a page the site does not have is a problem
   *  (page-links.ts). */
  pageAddresses?: PageAddresses
}

/** What a language's page addresses are made from: its prefix ('' for the default language,
 *  '/fr'), and its products and categories (those that could be read). */
export interface PageSet {
  code: string
  prefix: string
  products: readonly { slug: string; category?: string }[]
  categories: readonly { slug: string }[]
}

/** Every page address of the site in these languages: '/', '/products/garri/', '/fr/about/'… */
export type PageAddresses = (languages: readonly PageSet[]) => Iterable<string>

/** What every load gives: the files read (project-relative), those whose front matter could be
 *  read (for the pictures they name: pictures/uses.ts), and the placeholders left in content
 *  (see placeholders.ts), which a strict load refuses. */
interface Loaded {
  files: string[]
  sources: SourceFile[]
  warnings: ContentIssue[]
  durationMs: number
}

/** The site in one of its languages: what its pages show. */
export interface LanguageContent {
  language: Language
  /** The first language of content/site.md: its pages are at the top of the site. */
  isDefault: boolean
  content: SiteContent
}

export type LoadResult = (
  | {
      ok: true
      /** The site in its default language. */
      content: SiteContent
      /** The site in each of its languages, the default one first. */
      languages: [LanguageContent, ...LanguageContent[]]
    }
  | { ok: false; issues: ContentIssue[] }
) &
  Loaded
