/**
 * One copy of the site's code per language, each with its own content: a French page loads only
 * French content, and the pages' code never asks which language it is in to find its words.
 *
 * A module imported as `file.tsx?lang=fr` is the French copy of that module: every module of the
 * project it imports is its French copy too (the query is passed on), down to the content modules
 * (`virtual:content/products?lang=fr` holds the French products) and `virtual:site-language`
 * (the language of the copy: its code, its address prefix, the other languages). Packages
 * (React…) and styles are one copy for all. The default language's copy is the module without a
 * query, so a site in one language builds exactly as before.
 *
 * Where the language is chosen, the copies are named through generated modules:
 *
 *   import hydrate from 'virtual:per-language/renderer/hydrate.tsx'         // { en: () => import(…), fr: … }
 *   import loaders from 'virtual:per-language-static/renderer/page-loaders.ts' // { en: module, fr: module }
 */
import path from 'node:path'
import type { Plugin } from 'vite'
import { siteLanguages, type SiteLanguage } from './languages.ts'
import { contentPluginApi } from './vite-plugin-content.ts'

const LANGUAGE_MODULE = 'virtual:site-language'
const PER_LANGUAGE = 'virtual:per-language/'
const PER_LANGUAGE_STATIC = 'virtual:per-language-static/'
const TAG = /[?&]lang=([a-z]{2,3})(?=&|$)/

/** The language a module id is the copy of, if not the default language's. */
export const languageTagOf = (id: string | undefined): string | undefined => (id ? TAG.exec(id)?.[1] : undefined)
const withTag = (id: string, code: string) => `${id}${id.includes('?') ? '&' : '?'}lang=${code}`
const withoutTag = (id: string) => id.replace(/[?&]lang=[a-z]{2,3}(?=&|$)/, '').replace(/^([^?]*)&/, '$1?')

/** Imports whose copies are shared by every language: packages, styles, pictures and other files. */
const SHARED = /\.(s?css|svg|png|jpe?g|webp|gif|avif|json|woff2?)(\?|$)|[?&](url|raw|inline)(&|$)/

/** The language module of one copy: its language, and every language of the site. */
export interface LanguageModule extends SiteLanguage {
  languages: SiteLanguage[]
}

/** The name of a language's client entry in the build: its file is
 *  assets/entries/<name>.<hash>.js (Vike's naming), found by the boot-script swap. */
export const languageEntryName = (code: string) => `language-${code}`

/**
 * `clientEntry`: the site's client entry (Vike's +client.ts). A client build gets a copy of it per
 * language besides the default one (languageEntryName), so each page loads its own language's
 * entry, and with it only its language's code and content (scripts/lib/boot-script-swap.ts names
 * it in the page).
 */
export function languagesPlugin({ clientEntry }: { clientEntry: string }): Plugin {
  let root = process.cwd()
  let languages: () => SiteLanguage[] = () => []

  return {
    name: 'site-languages',
    enforce: 'pre',
    sharedDuringBuild: true,

    configResolved(config) {
      root = config.root
      const api = contentPluginApi(config, 'languagesPlugin')
      languages = () => siteLanguages(api.languages())
    },

    options(inputOptions) {
      if (this.environment?.name !== 'client' || this.environment.config.command !== 'build') return
      const input = inputOptions.input
      if (!input || typeof input !== 'object' || Array.isArray(input)) return
      const entry = path.resolve(root, clientEntry)
      for (const language of languages())
        if (!language.isDefault) input[`entries/${languageEntryName(language.code)}`] = withTag(entry, language.code)
    },

    async resolveId(source, importer, options) {
      if (source === LANGUAGE_MODULE) {
        const tag = languageTagOf(importer)
        return `\0${tag ? withTag(LANGUAGE_MODULE, tag) : LANGUAGE_MODULE}`
      }
      if (source.startsWith(PER_LANGUAGE) || source.startsWith(PER_LANGUAGE_STATIC)) return `\0${source}`
      // A module imported by a language's copy is that language's copy, unless it is shared.
      const tag = languageTagOf(importer)
      if (!tag || languageTagOf(source) || SHARED.test(source)) return undefined
      const resolved = await this.resolve(source, withoutTag(importer!), { ...options, skipSelf: true })
      if (!resolved || resolved.external) return resolved
      const { id } = resolved
      const ownModule = id.startsWith('\0virtual:content/') || (!id.startsWith('\0') && !id.includes('/node_modules/'))
      return ownModule && !SHARED.test(id) ? { ...resolved, id: withTag(id, tag) } : resolved
    },

    load(id) {
      if (id.startsWith(`\0${LANGUAGE_MODULE}`)) {
        const all = languages()
        const tag = languageTagOf(id)
        const language = all.find((candidate) => (tag ? candidate.code === tag : candidate.isDefault))
        if (!language) return `export default null`
        const module: LanguageModule = { ...language, languages: all }
        return `export default ${JSON.stringify(module)}\n`
      }
      const perLanguage = id.startsWith(`\0${PER_LANGUAGE}`)
      if (!perLanguage && !id.startsWith(`\0${PER_LANGUAGE_STATIC}`)) return undefined
      const file = path.resolve(root, id.slice(1 + (perLanguage ? PER_LANGUAGE : PER_LANGUAGE_STATIC).length))
      const copies = languages().map((language) => ({
        code: language.code,
        id: JSON.stringify(language.isDefault ? file : withTag(file, language.code)),
      }))
      if (perLanguage)
        return `export default {\n${copies.map(({ code, id: copy }) => `  ${JSON.stringify(code)}: () => import(${copy}),`).join('\n')}\n}\n`
      return [
        ...copies.map(({ id: copy }, index) => `import * as copy${index} from ${copy}`),
        `export default {\n${copies.map(({ code }, index) => `  ${JSON.stringify(code)}: copy${index},`).join('\n')}\n}`,
        '',
      ].join('\n')
    },
  }
}
