/**
 * A site built from generated content and served as a static host serves it: the fixture content
 * with generated values written into its fields (tests/support/arbitraries.ts), built with
 * scripts/build.ts as `npm run build` does. For browser tests that need a content folder of their
 * own (tests/e2e/phone-fit.spec.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { describePath } from '../../generator/content/schemas/walk.ts'
import { startStaticServer, type StaticServer } from '../../scripts/lib/static-server.ts'
import { drawFromSeed, writeGeneratedContent, type GeneratedContent, type GenerateOptions } from './arbitraries.ts'
import { buildSite, ROOT } from './build.ts'
import { FIXTURE_CONTENT, sitemapUrls } from './site.ts'

/** Where generated sites are kept (the content and the build), one folder per name. */
export const GENERATED_SITES = path.join(ROOT, '.cache/generated-sites')

/** The address of a page that does not exist, answered with the site's 404 page. */
export const NOT_FOUND_PATH = '/no/such/page'

export interface GeneratedSite extends GeneratedContent {
  /** The folder holding the content and the build: kept after the test, to look at. */
  dir: string
  server: StaticServer
  /** Every page the sitemap lists, as paths ('/', '/products/'…). */
  pages: string[]
  close(): Promise<void>
}

/**
 * Writes generated content under `.cache/generated-sites/<name>/content`, builds it into
 * `…/<name>/build` and serves the build on a free port. Throws the build's report when it fails
 * (generated values are valid, so a failing build is a bug of the generators or of the build).
 */
export async function buildGeneratedSite(
  name: string,
  {
    seed,
    from = FIXTURE_CONTENT,
    ...options
  }: Omit<GenerateOptions, 'from' | 'to' | 'draw'> & { seed: number; from?: string },
): Promise<GeneratedSite> {
  const dir = path.join(GENERATED_SITES, name)
  const generated = writeGeneratedContent({ ...options, from, to: path.join(dir, 'content'), draw: drawFromSeed(seed) })
  const outDir = path.relative(ROOT, path.join(dir, 'build'))
  const build = await buildSite({ outDir, contentDir: generated.contentDir })
  if (build.code !== 0)
    throw new Error(
      `the build of ${path.relative(ROOT, generated.contentDir)} failed:\n${build.stderr || build.stdout}`,
    )
  const client = path.join(dir, 'build/client')
  const pages = sitemapUrls(fs.readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).map(
    (url) => new URL(url).pathname,
  )
  const server = await startStaticServer({ dir: client })
  return { ...generated, dir, server, pages, close: () => server.close() }
}

/** Which generated values contain a text seen on a page (or are contained in it): for messages. */
export function fieldsShowing(site: GeneratedContent, text: string): string[] {
  const seen = text.replace(/\s+/g, ' ').trim()
  const probe = seen.slice(0, 40)
  if (probe.length < 8) return []
  const labels = site.written
    .filter(({ value }) => value.includes(probe) || (value.length >= 8 && seen.includes(value)))
    .map(({ file, path: at }) => `${file} ${describePath(at)}`)
  const bodies = site.bodies.filter(({ value }) => value.includes(probe)).map(({ file }) => `${file} (body)`)
  return [...new Set([...labels, ...bodies])].slice(0, 3)
}
