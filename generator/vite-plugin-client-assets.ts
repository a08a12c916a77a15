/**
 * Tells the pre-renderer which JavaScript files each page needs, so every HTML page can list
 * them as <link rel="modulepreload"> and the browser fetches them all at once instead of
 * discovering them one import at a time.
 *
 * The client build records its chunk graph; the server build (which runs after it) reads it
 * through `virtual:client-assets`. In development the module is empty: Vite serves modules
 * on demand there.
 */
import type { Plugin } from 'vite'

export const CLIENT_ASSETS_MODULE = 'virtual:client-assets'

export interface ClientAssets {
  /** The client entry and every chunk it imports statically, in load order. */
  entry: string[]
  /** Per page (the folder name under pages/), the chunks its code adds to the entry's. */
  pages: Record<string, string[]>
}

export function clientAssetsPlugin({ entry }: { entry: RegExp }): Plugin {
  const assets: ClientAssets = { entry: [], pages: {} }
  return {
    name: 'client-assets',
    sharedDuringBuild: true,
    resolveId(id) {
      return id === CLIENT_ASSETS_MODULE ? `\0${id}` : undefined
    },
    load(id) {
      return id === `\0${CLIENT_ASSETS_MODULE}` ? `export default ${JSON.stringify(assets)}` : undefined
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const chunks = new Map<string, { imports: string[] }>()
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
      const closure = (file: string, into: string[] = []): string[] => {
        if (into.includes(file)) return into
        into.push(file)
        for (const dependency of chunks.get(file)?.imports ?? []) closure(dependency, into)
        return into
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue
        const id = output.facadeModuleId.replace(/\\/g, '/')
        if (output.isEntry && entry.test(id)) assets.entry = closure(output.fileName)
        const page = id.match(/\/pages\/([^/]+)\/[^/]+\.tsx$/)?.[1]
        if (output.isDynamicEntry && page) assets.pages[page] = closure(output.fileName)
      }
      for (const [page, files] of Object.entries(assets.pages))
        assets.pages[page] = files.filter((file) => !assets.entry.includes(file))
    },
  }
}
