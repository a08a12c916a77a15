/**
 * Exposes the validated content collections to the app as virtual modules, one per collection:
 *
 *   import products from 'virtual:content/products'
 *
 * so each page's chunk carries only the content it shows (content-module-code.ts writes each
 * module). In `vite build` invalid content fails the build with every problem listed. In
 * `vite dev` edits under content/ reload the open pages, and problems are shown until they are
 * fixed (dev-status.ts).
 */
import path from 'node:path'
import { isRunnableDevEnvironment, type Plugin, type ResolvedConfig } from 'vite'
import type { SiteContent } from './content/schemas/collections/index.ts'
import { ContentValidationError, formatWarnings } from './content/problems/report.ts'
import { createContentLoader, type ContentLoader, type LanguageContent, type LoadResult } from './content/load/load.ts'
import { readSiteBasics } from './content/load/languages.ts'
import { handedOverContent, siteLoadOptions } from './content/load/apart.ts'
import type { Language } from './content/schemas/collections/index.ts'
import { pictureUses, undecodablePictures, unreadablePicture, type PictureUse } from './content/pictures/uses.ts'
import { CONTENT_MODULE_PREFIX, contentModuleCode, RESOLVED_PREFIX } from './content-module-code.ts'
import { changedCollections, collectionName } from './content-changes.ts'
import { serveContentStatus } from './dev-status.ts'
import { underContent } from './content-watcher.ts'
import { PICTURE_CACHE, rasterVariants } from './content/pictures/variants.ts'
import { linkInLanguage, pageSetsOf } from './content/load/page-links.ts'
import type { PageAddresses } from './content/load/types.ts'
import { siteLanguages } from './languages.ts'

export interface ContentPluginOptions {
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
  /** Placeholders (example contacts) fail the build instead of being listed as warnings. */
  strict?: boolean
  /** Every page address of the site from its content (the route table's): a link of the texts to
   *  a page the site does not have is a content problem, and a text's links to pages lead to the
   *  page in its language where the site has it. */
  pageAddresses?: PageAddresses
}

/** What the content plugin offers other plugins (see vite-plugin-site-files.ts). */
export interface ContentPluginApi {
  /** The current valid content, or the last valid content while there are problems in dev. */
  content(): SiteContent | undefined
  /** The same in each language of the site, the default one first. */
  contentByLanguage(): readonly LanguageContent[] | undefined
  /** The site's languages, the default one first (English alone until content has loaded). */
  languages(): readonly Language[]
}

/** The content plugin's API, for a plugin (named `needer` in the error) of the same Vite config. */
export function contentPluginApi(config: ResolvedConfig, needer: string): ContentPluginApi {
  const plugin = config.plugins.find((candidate) => candidate.name === 'site-content') as
    Plugin<ContentPluginApi> | undefined
  if (!plugin?.api) throw new Error(`${needer} needs contentPlugin in the same Vite config.`)
  return plugin.api
}

export function contentPlugin(options: ContentPluginOptions = {}): Plugin<ContentPluginApi> {
  let root = process.cwd()
  let base = '/'
  let contentDir = ''
  let isBuild = false
  let result: LoadResult | undefined
  let lastGood: readonly LanguageContent[] | undefined
  let warned = false

  const cacheDir = () => path.join(root, PICTURE_CACHE)
  const iconsFile = () => path.join(root, 'assets/icons.svg')

  /** In dev, the code last written for each content module (by environment and id) and the
   *  collection it was written from. */
  const lastBuilt = new Map<string, { value: unknown; pages: ReadonlySet<string>; code: Promise<string> }>()
  /** In dev, the JSON of the entries of the collections, kept while an entry is unchanged, by
   *  language (an entry not translated is the same object in each, its links are not). */
  const fragments = new Map<string, WeakMap<object, string>>()
  /** The page addresses of the content last loaded (the same set while they stay the same). */
  let addresses: { of: readonly LanguageContent[]; set: ReadonlySet<string> } | undefined
  const addressesOf = (languages: readonly LanguageContent[]): ReadonlySet<string> => {
    if (addresses?.of === languages || !options.pageAddresses) return addresses?.set ?? new Set()
    const set = new Set(options.pageAddresses(pageSetsOf(languages)))
    const same = addresses && addresses.set.size === set.size && [...set].every((each) => addresses!.set.has(each))
    if (!same) fragments.clear()
    addresses = { of: languages, set: same ? addresses!.set : set }
    return addresses.set
  }
  /**
   * `changed` and, when the edit added or removed pages (a product translated, a category
   * deleted), every collection of the other languages: their texts' links to this site's pages
   * lead to the page in their own language where it exists (linkInLanguage), so a text that did
   * not change may link elsewhere now.
   */
  const withMovedLinks = (
    changed: Set<string> | 'all',
    before: readonly LanguageContent[] | undefined,
    after: readonly LanguageContent[],
  ): Set<string> | 'all' => {
    if (changed === 'all' || !before || !options.pageAddresses) return changed
    const pagesBefore = addressesOf(before)
    if (addressesOf(after) === pagesBefore) return changed
    const prefixed = siteLanguages(after.map((each) => each.language)).filter((language) => language.prefix)
    const moved = new Set(changed)
    for (const { code } of prefixed) {
      const content = after.find((each) => each.language.code === code)!.content
      for (const key of Object.keys(content)) moved.add(collectionName(key, code))
    }
    return moved
  }
  /** Stops the development server's watcher of content/. */
  let stopWatching: (() => Promise<void>) | undefined

  // In dev, an edit reads again only the files changed (load.ts's createContentLoader).
  let loader: ContentLoader | undefined
  const loadOptions = () => ({
    ...siteLoadOptions(root, { contentDir, base, strict: options.strict, pageLinks: !!options.pageAddresses }),
    pageAddresses: options.pageAddresses,
  })
  /** Where the loaded files name local pictures: found once per load (the client and server builds share it). */
  let uses: { of: LoadResult; uses: PictureUse[] } | undefined
  const load = (): LoadResult => {
    // A build is handed the content loaded in a process of its own (content/load/apart.ts).
    const handed = isBuild && !result ? handedOverContent(loadOptions()) : undefined
    if (handed) {
      result = handed.result
      uses = { of: result, uses: handed.uses }
    }
    loader ??= createContentLoader(loadOptions())
    result ??= loader.load()
    if (result.ok) lastGood = result.languages
    return result
  }
  const current = (): readonly LanguageContent[] | undefined => {
    const loaded = load()
    return loaded.ok ? loaded.languages : lastGood
  }

  const picturesNamed = (current: LoadResult): PictureUse[] => {
    if (uses?.of !== current) uses = { of: current, uses: pictureUses(current.sources, contentDir) }
    return uses.uses
  }

  return {
    name: 'site-content',
    api: {
      content: () => current()?.[0]?.content,
      contentByLanguage: current,
      languages: () =>
        current()?.map((each) => each.language) ?? readSiteBasics(contentDir || path.join(root, 'content')).languages,
    },
    // The content is shared by the client and server builds: load it once per run.
    sharedDuringBuild: true,

    // content/ is watched by the development server's own watcher (content-watcher.ts).
    config: () => ({ server: { watch: { ignored: [underContent(() => contentDir)] } } }),

    configResolved(config) {
      root = config.root
      base = config.base
      contentDir = path.resolve(root, options.contentDir ?? 'content')
      isBuild = config.command === 'build'
    },

    async buildStart() {
      const current = load()
      if (!isBuild) return
      // Decode every photo the content names now (making its copies), so a damaged one is listed
      // with every other problem. A field the loader already refused is not looked at again.
      const loaderIssues = current.ok ? [] : current.issues
      const unreadable = await undecodablePictures(picturesNamed(current), loaderIssues, cacheDir(), root)
      const issues = [...loaderIssues, ...unreadable]
      if (issues.length) throw new ContentValidationError(issues)
      // Once per build (the client and server builds share this plugin), whatever the log level.
      if (!warned && current.warnings.length) console.warn(`\n${formatWarnings(current.warnings)}\n`)
      warned = true
    },

    resolveId(id) {
      return id.startsWith(CONTENT_MODULE_PREFIX) ? `\0${id}` : undefined
    },

    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const loaded = load()
      const languages = current()
      if (!languages) throw new ContentValidationError((loaded as Extract<LoadResult, { ok: false }>).issues)
      // `virtual:content/products?lang=fr`: the French products (vite-plugin-languages.ts).
      const [key = '', query = ''] = id.slice(RESOLVED_PREFIX.length).split('?')
      const code = new URLSearchParams(query).get('lang')
      const content = (code ? languages.find((each) => each.language.code === code) : languages[0])?.content
      if (!content) this.error(`The site has no language "${code}".`)
      if (!(key in content))
        this.error(`There is no content collection named "${key}". Known: ${Object.keys(content).join(', ')}`)
      const variants = async (file: string) => {
        try {
          return await rasterVariants(file, cacheDir())
        } catch (error) {
          // A damaged picture passes the loader's checks (only its header is read) and fails here.
          throw new ContentValidationError(unreadablePicture(file, error, picturesNamed(loaded), root))
        }
      }
      const value = content[key as keyof SiteContent]
      // A text's links to pages lead to the page in the module's language (page-links.ts).
      const language = siteLanguages(languages.map((each) => each.language)).find(
        (each) => each.code === (code ?? languages[0]!.language.code),
      )!
      const pages = addressesOf(languages)
      const pageLink = language.prefix ? linkInLanguage(language.prefix, pages) : undefined
      if (isBuild) return contentModuleCode(value, { variants, base, pageLink })
      // The development server checks a module it is about to serve (dev-status.ts), then serves
      // it: the code of a collection that has not changed since is not written twice.
      const built = `${this.environment.name}:${id}`
      const previous = lastBuilt.get(built)
      if (previous?.value === value && previous.pages === pages) return previous.code
      if (!fragments.has(language.code)) fragments.set(language.code, new WeakMap())
      const moduleCode = contentModuleCode(value, {
        variants,
        base,
        pageLink,
        asJson: true,
        fragments: fragments.get(language.code),
        // The development server's own rendering runs the module in this process: its data is
        // handed over in memory rather than compiled as code (content-module-code.ts).
        handOver: isRunnableDevEnvironment(this.environment) ? built : undefined,
      })
      const entry = { value, pages, code: moduleCode }
      lastBuilt.set(built, entry)
      // A module that could not be written (a damaged picture) is written again when asked again.
      moduleCode.catch(() => lastBuilt.get(built) === entry && lastBuilt.delete(built))
      return moduleCode
    },

    configureServer(server) {
      const served = serveContentStatus(server, {
        root,
        contentDir,
        iconsFile: iconsFile(),
        load,
        update: (changed) => {
          const before = lastGood
          load()
          result = loader!.update(changed)
          const after = load()
          // A picture or the icon sprite may change a module whose values stayed the same.
          const all = changed.some((file) => path.extname(file) !== '.md')
          if (!after.ok) return { result: after, changed: new Set<string>() }
          const collections = all ? 'all' : changedCollections(before, after.languages)
          return { result: after, changed: withMovedLinks(collections, before, after.languages) }
        },
        lastValid: () => lastGood?.[0]?.content,
      })
      stopWatching = served.stopWatching
      return served.installMiddleware
    },

    // The development server closes its plugins (once per environment) when it stops.
    async closeBundle() {
      await stopWatching?.()
    },
  }
}
