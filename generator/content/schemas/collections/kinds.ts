/**
 * The two kinds of collection: one file (`file`, such as site.md or pages/about.md) or a folder of
 * one file per entry (`folder`, such as products/). What each holds, where, and what the Markdown
 * below its front matter is used for; and the types of what they load to.
 *
 * In each language of the site: a folder holds one file per entry and language
 * (products/garri.en.md, products/garri.fr.md); a single file holds every language, the default
 * one at the top and each other under its code (`fr:`), which is why its texts, Markdown too, are
 * all fields of its front matter.
 */
import type { z } from 'zod'
import type { Markdown } from '../../read/markdown.ts'
import type { ContactContext } from '../fields/contacts.ts'
import type { ImageContext } from '../fields/pictures.ts'

export type { Markdown }

/** What the schemas need to know of the project: picture files and image hosts, the icons, and
 *  the site's country (for phone numbers written without their country code). */
export interface SchemaContext extends ImageContext, ContactContext {
  /** Names of the icons in assets/icons.svg. */
  icons: readonly [string, ...string[]]
}

interface BodyRule<F extends string> {
  /** Output field the rendered body goes to. */
  field: F
  required: boolean
  /** How the body is described to editors, e.g. "the product description". */
  label: string
  /** Whether cards show the body's opening alone, the whole being on the entry's page (Markdown.lead). */
  lead?: boolean
}

export interface FileCollection<S extends z.ZodType = z.ZodType> {
  kind: 'file'
  /** Key in the loaded content. */
  name: string
  /** Path under content/. */
  path: string
  description: string
  schema: S
}

export interface FolderCollection<S extends z.ZodType = z.ZodType, F extends string = string> {
  kind: 'folder'
  name: string
  /** Folder under content/. */
  path: string
  /** One entry, in words: "product". */
  singular: string
  description: string
  schema: S
  body: BodyRule<F>
  /** Field whose value must differ between entries, such as the product name. */
  uniqueField: string
  /** File name to suggest, without its language and extension: garri (for garri.en.md). */
  exampleSlug: string
  /**
   * What a language's pages show of an entry not translated into it: nothing (`omit`: a product
   * with no French file is not in the French catalogue), or the entry as written, marked with its
   * language (`original`: a customer's words, in the language they were given in).
   */
  untranslated: 'omit' | 'original'
  /**
   * File names an entry cannot have, each with the address it would take from a page of the
   * site: a product named `category` would be /products/category/, where the category pages are.
   */
  reservedSlugs?: readonly { slug: string; address: string; holder: string }[]
}

export type Collection = FileCollection | FolderCollection

type WithBody<T, F extends string> = T & { [K in F]: Markdown }
export type FileEntry<C> = C extends FileCollection<infer S> ? z.output<S> : never
/** An entry as a language's pages show it: `lang` is the language its words are in (another
 *  than the page's only for an entry shown untranslated, see `untranslated`). */
export type FolderEntry<C> =
  C extends FolderCollection<infer S, infer F>
    ? WithBody<z.output<S>, F> & { slug: string; order: number; lang: string }
    : never

/** Several entries of a folder, in words: "products", "categories". */
export const pluralOf = (collection: Pick<FolderCollection, 'singular'>): string =>
  /[^aeiou]y$/.test(collection.singular) ? `${collection.singular.slice(0, -1)}ies` : `${collection.singular}s`

export const file = <S extends z.ZodType>(c: Omit<FileCollection<S>, 'kind'>): FileCollection<S> => ({
  kind: 'file',
  ...c,
})
export const folder = <S extends z.ZodType, F extends string>(
  c: Omit<FolderCollection<S, F>, 'kind'>,
): FolderCollection<S, F> => ({ kind: 'folder', ...c })
