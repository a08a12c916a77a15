/**
 * The two kinds of collection: one file (`file`, such as site.md or pages/about.md) or a folder of
 * one file per entry (`folder`, such as products/). What each holds, where, and what the Markdown
 * below its front matter is used for; and the types of what they load to.
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
}

export interface FileCollection<S extends z.ZodType = z.ZodType, F extends string = string> {
  kind: 'file'
  /** Key in the loaded content. */
  name: string
  /** Path under content/. */
  path: string
  description: string
  schema: S
  body?: BodyRule<F>
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
  /** File to suggest when the folder is empty. */
  exampleFile: string
}

export type Collection = FileCollection | FolderCollection

type WithBody<T, F extends string> = T & { [K in F]: Markdown }
export type FileEntry<C> =
  C extends FileCollection<infer S, infer F> ? (string extends F ? z.output<S> : WithBody<z.output<S>, F>) : never
export type FolderEntry<C> =
  C extends FolderCollection<infer S, infer F> ? WithBody<z.output<S>, F> & { slug: string; order: number } : never

export const file = <S extends z.ZodType, F extends string = string>(
  c: Omit<FileCollection<S, F>, 'kind'>,
): FileCollection<S, F> => ({ kind: 'file', ...c })
export const folder = <S extends z.ZodType, F extends string>(
  c: Omit<FolderCollection<S, F>, 'kind'>,
): FolderCollection<S, F> => ({ kind: 'folder', ...c })
