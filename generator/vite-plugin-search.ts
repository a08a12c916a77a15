/**
 * The site search's index (generator/search/index-files.ts), one per language, added to the
 * client build as static files, and served from memory by the development server so the search
 * page works there too. The index is made from the typed content the pages are made from
 * (`documents`, wired in vite.config.ts), after the content is validated.
 *
 * A result's picture is the product's picture as the pages publish it: an SVG drawing as it is,
 * a photo as its smallest WebP copy. The build emits that file itself (the client build never
 * imports the products); identical bytes get the file name the pages' own copy has.
 */
import fs from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Connect, Plugin } from 'vite'
import type { LanguageContent } from './content/load/load.ts'
import { PICTURE_CACHE, rasterVariants } from './content/pictures/variants.ts'
import { LOCAL_IMAGE_PREFIX } from './content/schemas/fields/pictures.ts'
import { siteLanguages } from './languages.ts'
import type { IndexFile, ResultImage, SearchDocument } from './search/format.ts'
import { searchIndexFiles } from './search/index-files.ts'
import { contentPluginApi } from './vite-plugin-content.ts'

export interface SearchPluginOptions {
  /** One language's products (and categories) as search documents, in the catalogue's order. */
  documents: (content: LanguageContent['content']) => SearchDocument[]
}

/** What the index of every language is made of, once the pictures have their addresses. */
export interface SearchIndexes {
  files: IndexFile[]
  /** Time taken to make the files, pictures' addresses aside, ms. */
  indexingMs: number
}

/** The files of every language's index; `pictureUrl` gives a local picture file its address. */
export async function searchIndexes(
  byLanguage: readonly LanguageContent[],
  documents: SearchPluginOptions['documents'],
  pictureUrl: (file: string) => Promise<ResultImage>,
): Promise<SearchIndexes> {
  const languages = siteLanguages(byLanguage.map((each) => each.language))
  const files: IndexFile[] = []
  let indexingMs = 0
  for (const [index, { content }] of byLanguage.entries()) {
    const documentsOf = documents(content)
    for (const document of documentsOf) {
      const image = document.result.image
      if (image?.src.startsWith(LOCAL_IMAGE_PREFIX))
        document.result.image = await pictureUrl(image.src.slice(LOCAL_IMAGE_PREFIX.length))
    }
    const started = performance.now()
    files.push(...searchIndexFiles(documentsOf, languages[index]!).files)
    indexingMs += performance.now() - started
  }
  return { files, indexingMs }
}

/** The smallest copy of a picture the pages publish: the file itself for a drawing, the smallest
 *  WebP copy for a photo, with its size. */
async function smallestCopy(
  file: string,
  cacheDir: string,
): Promise<{ file: string; width?: number; height?: number }> {
  const variants = await rasterVariants(file, cacheDir)
  const smallest = variants[0]
  return smallest ? { file: smallest.file, width: smallest.width, height: smallest.height } : { file }
}

export function searchPlugin({ documents }: SearchPluginOptions): Plugin {
  let base = '/'
  let root = process.cwd()
  let content: () => readonly LanguageContent[] | undefined = () => undefined
  const cacheDir = () => path.join(root, PICTURE_CACHE)

  /** The size of a picture as the content knows it, by file (for drawings, which have no copies). */
  const sizeOf = (byLanguage: readonly LanguageContent[], file: string) => {
    for (const { content: each } of byLanguage)
      for (const product of each.products)
        if (product.image.src === LOCAL_IMAGE_PREFIX + file)
          return { width: product.image.width, height: product.image.height }
    return { width: 0, height: 0 }
  }

  let devCache: { for: unknown; files: Promise<Map<string, string>> } | undefined
  /** The index in development, from the current content, by address. */
  const devFiles = (): Promise<Map<string, string>> | undefined => {
    const current = content()
    if (!current?.length) return undefined
    if (devCache?.for !== current) {
      const pictureUrl = async (file: string): Promise<ResultImage> => {
        const copy = await smallestCopy(file, cacheDir())
        const relative = path.relative(root, copy.file).split(path.sep).join('/')
        const src = relative.startsWith('..') ? `${base}@fs${copy.file}` : `${base}${relative}`
        return { src, ...sizeOf(current, file), ...(copy.width ? { width: copy.width, height: copy.height! } : {}) }
      }
      devCache = {
        for: current,
        files: searchIndexes(current, documents, pictureUrl).then(
          ({ files }) => new Map(files.map((file) => [`${base}${file.fileName}`, file.source])),
        ),
      }
    }
    return devCache.files
  }

  return {
    name: 'site-search',
    sharedDuringBuild: true,
    configResolved(config) {
      base = config.base
      root = config.root
      const api = contentPluginApi(config, 'searchPlugin')
      content = () => api.contentByLanguage()
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      const current = content()
      if (!current?.length) return
      const emitted = new Map<string, Promise<ResultImage>>()
      const pictureUrl = (file: string) => {
        let url = emitted.get(file)
        if (!url) {
          url = smallestCopy(file, cacheDir()).then((copy) => {
            const reference = this.emitFile({
              type: 'asset',
              name: path.basename(copy.file),
              originalFileName: path.relative(root, copy.file).split(path.sep).join('/'),
              source: fs.readFileSync(copy.file),
            })
            const size = copy.width ? { width: copy.width, height: copy.height! } : sizeOf(current, file)
            return { src: `${base}${this.getFileName(reference)}`, ...size }
          })
          emitted.set(file, url)
        }
        return url
      }
      const { files } = await searchIndexes(current, documents, pictureUrl)
      for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => void serve(request, response, next))
      const serve = async (request: Connect.IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
        const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
        // Only requests for the index wait for it to be made.
        if (!pathname.endsWith('.json') || !/(^|\/)(search\/index|assets\/search\/)/.test(pathname)) return next()
        try {
          const source = (await devFiles())?.get(pathname)
          if (source === undefined) return next()
          response.setHeader('Content-Type', 'application/json')
          response.end(source)
        } catch (error) {
          next(error)
        }
      }
    },
  }
}
