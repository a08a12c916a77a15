/**
 * The admin's configuration, generated from the content collections (generator/content/
 * schemas/collections/): every collection and field, with its label, hint, widget, whether it is
 * required and its limits. Adding a field to a schema adds it to the form; nothing here names a
 * field. Each field also carries `check`, the key of its zod schema in `checks`, which the
 * admin's widgets run on every change (admin/checks.tsx), so the form refuses what the build
 * refuses, in the build's words.
 *
 * Languages (Decap's i18n): a folder's entry is one file per language (`multiple_files`:
 * garri.en.md, garri.fr.md), a single file holds every language (`single_file`, the only
 * structure Decap allows for its file collections; admin/language-files.ts writes it as the
 * build reads it: the default language's fields at the top, each other language's texts in a
 * section under its code). Each field says whether it is written in each language (`i18n:
 * true`, Decap's `translate`: a text, schemas/translation.ts `holdsTranslation`) or once (false,
 * `none`: numbers, codes, pictures, links), so shared fields show in the default language's pane
 * only (and inside lists, where Decap shows them, admin/checked-control.tsx hides them). Each form also
 * gets a field of its own, the translation's status (admin/translation-status-control.tsx),
 * shown in the other languages' panes.
 *
 * Runs in the browser and in Node (the tests): it reads no files.
 */
import { z } from 'zod'
import type {
  Collection,
  FileCollection,
  FolderCollection,
  Language,
} from '../generator/content/schemas/collections/index.ts'
import type { FieldMeta, FormHints } from '../generator/content/schemas/fields/meta.ts'
import { holdsTranslation, RECORD_KEY } from '../generator/content/schemas/translation.ts'
import { defOf, unwrap } from '../generator/content/schemas/walk.ts'

/** A field of the admin's form, as Decap CMS reads it. */
export interface FormField {
  name: string
  label: string
  widget: 'string' | 'text' | 'select' | 'image' | 'markdown' | 'list' | 'object' | typeof STATUS_WIDGET
  required: boolean
  /** Written in each language (true: Decap's `translate`), or once, in the default language's
   *  file (false: `none`), which Decap shows in that language's pane only. A boolean, as Decap's
   *  list widget takes no other. */
  i18n?: boolean
  hint?: string
  /** Key of the field's schema in `checks`. */
  check?: string
  options?: string[]
  /** Lists of plain items: the item. Lists of groups and groups: their fields. */
  field?: FormField
  fields?: FormField[]
  /** Lists: how a closed item is summarised. */
  summary?: string
  collapsed?: boolean
  allow_add?: boolean
  /** Pictures: whether an https address may be typed instead of uploading a file. */
  choose_url?: boolean
  /** Pictures: the largest file the media library uploads (Decap says so before sending it). */
  media_library?: { config: { max_file_size: number } }
  /** Markdown: the plain-text editor first, which keeps the text exactly as written. */
  modes?: string[]
  buttons?: string[]
  editor_components?: string[]
}

/** Decap's i18n settings: each language's code, the default one first. */
export interface I18nSettings {
  structure: 'multiple_files' | 'single_file'
  locales: string[]
  default_locale: string
}

interface CollectionBase {
  name: string
  label: string
  description: string
  format: string
  media_folder: string
  public_folder: string
  editor?: { preview: boolean }
  i18n?: I18nSettings
}

export interface FolderFormCollection extends CollectionBase {
  label_singular: string
  folder: string
  extension: 'md'
  create: true
  delete: true
  slug: string
  identifier_field: string
  summary: string
  sortable_fields: string[]
  fields: FormField[]
}

export interface FileFormCollection extends CollectionBase {
  files: { name: string; label: string; file: string; fields: FormField[]; i18n?: I18nSettings }[]
}

export type FormCollection = FolderFormCollection | FileFormCollection

export interface AdminForms {
  collections: FormCollection[]
  /** The site's languages, the default one first. */
  languages: readonly [Language, ...Language[]]
  /** Decap's i18n defaults (its configuration's top-level `i18n`). */
  i18n: I18nSettings
  /** The schema of every field, by its `check` key; each entry's whole schema by `entryCheck`. */
  checks: Map<string, FieldCheck>
  /** The order of the fields of each file of each Decap collection, for writing files
   *  (admin/format.ts): one for a folder collection, one per file for single files. */
  fieldOrders: Map<string, FieldOrder[]>
}

export interface FieldCheck {
  schema: z.ZodType
  /** Path of the field in its file, as the build's messages name it. */
  path: string[]
  required: boolean
  /** The field's label in the form, which the form's messages name it by ("HS code", not "hsCode"). */
  label?: string
  /** A whole entry's: the label of each of its fields, by path (`phones.*.number`). */
  labels?: Map<string, string>
  /** A folder's name or title, which no other entry of the folder may have (the build's
   *  `duplicate-value`): where the files are, and what one entry is called. */
  unique?: { folder: string; singular: string }
  /** A picture's description: the key of the picture field beside it, which it describes. */
  describes?: string
  /** A whole entry's: its content collection (which fields are translated, its body). */
  collection?: Collection
}

/** The names of an object's fields in schema order, and the order inside each. */
export interface FieldOrder {
  keys: string[]
  children: Map<string, FieldOrder>
}

/** Where content/ is in the repository, and the Decap collection of each content collection. */
const CONTENT = 'content'

/**
 * The largest picture file the form uploads: what GitHub's own upload page takes (docs/CONTENT.md),
 * far more than any photo the site needs, and within what the local backend accepts in one
 * request (a file travels as base64 text, a third larger). Decap refuses a larger file before
 * sending anything, saying the limit, instead of failing on the backend's answer.
 */
export const UPLOAD_LIMIT_BYTES = 25_000_000

/** Where content keeps pictures, below content/ (docs/CONTENT.md): the company's and the pages'
 *  pictures in images/, each folder collection's in images/<folder>/ (product photos in
 *  images/products/). */
export const PICTURES = 'images'
export function pictureFolder(collection: Collection): string {
  return collection.kind === 'folder' ? `${PICTURES}/${collection.path}` : PICTURES
}

/**
 * Decap's folders for a collection's pictures: where it uploads them (media_folder, from the top
 * of the repository) and how fields name them (public_folder, below content/, as the build reads
 * them). Decap looks for the picture a field names by its file name alone, in media_folder, so
 * the form shows an entry's pictures only if this is the folder content keeps them in.
 */
function mediaFolders(collection: Collection): { media_folder: string; public_folder: string } {
  const folder = pictureFolder(collection)
  return { media_folder: `/${CONTENT}/${folder}`, public_folder: folder }
}

/** The Decap collection a single file belongs to: its folder under content/, or the file's name. */
function fileGroup(collection: FileCollection): { name: string; label: string } {
  const folder = collection.path.includes('/') ? collection.path.split('/')[0]! : undefined
  if (folder === 'pages') return { name: 'pages', label: 'Page texts' }
  const name = collection.path.replace(/\.md$/, '')
  return { name, label: sentence(words(name)) }
}

/** `imageAlt` → "image alt", `why-choose` → "why choose", `hs_code` → "hs code". */
function words(name: string): string {
  return name
    .replace(/[-_]/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
}

const ACRONYMS: Record<string, string> = { url: 'URL', hs: 'HS', cta: 'Call to action', seo: 'SEO' }

/** "image alt" → "Image alt", "catalogue url" → "Catalogue URL". */
function sentence(text: string): string {
  const result = text
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ')
  return result.charAt(0).toUpperCase() + result.slice(1)
}

type FieldMetadata = Partial<FieldMeta & FormHints>
/** The limits zod declares for a field, as JSON Schema names them. */
type Limits = { maxLength?: number; maxItems?: number; minItems?: number }

/** The hint under a field: its description, limits and an example. */
function hintOf(meta: FieldMetadata, limits: Limits): string | undefined {
  const parts = [
    meta.description,
    limits.maxLength ? `At most ${limits.maxLength} characters.` : '',
    limits.minItems && limits.minItems > 1 ? `At least ${limits.minItems} items.` : '',
    limits.maxItems ? `At most ${limits.maxItems} items.` : '',
    meta.example && !meta.example.startsWith('- ') && !meta.picture ? `Example: ${meta.example}` : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' ') : undefined
}

/** Whether a text field is one line (a name, a heading) or a few sentences (a box of several lines). */
function textWidget(meta: FieldMetadata, limits: Limits): 'string' | 'text' {
  if (limits.maxLength !== undefined) return limits.maxLength <= 90 ? 'string' : 'text'
  return (meta.example?.length ?? 0) > 45 ? 'text' : 'string'
}

/** The field of every form that shows, in the other languages' panes, whether the translation
 *  is up to date with the original (admin/translation-status-control.tsx). Not a field of the
 *  files: its value is what the editor marked, and the format writes it as `translatedFrom`. */
export const STATUS_FIELD = 'translationStatus'
export const STATUS_WIDGET = 'translation-status'

class FormBuilder {
  readonly checks = new Map<string, FieldCheck>()

  private readonly collection: string

  constructor(collection: string) {
    this.collection = collection
  }

  /** The fields of an object schema, and their order. */
  objectFields(shape: Record<string, unknown>, path: string[]): { fields: FormField[]; order: FieldOrder } {
    const fields: FormField[] = []
    const order: FieldOrder = { keys: Object.keys(shape), children: new Map() }
    for (const [name, schema] of Object.entries(shape)) {
      const built = this.field(name, schema, [...path, name])
      fields.push(built.field)
      if (built.order) order.children.set(name, built.order)
    }
    return { fields, order }
  }

  field(name: string, schema: unknown, path: string[]): { field: FormField; order?: FieldOrder } {
    const unwrapped = unwrap(schema)
    const base = unwrapped.schema
    const meta = unwrapped.meta as FieldMetadata
    const required = !unwrapped.optional
    const limits = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Limits
    const check = `${this.collection}:${path.join('.')}`
    const label = sentence(words(name))
    this.checks.set(check, {
      schema: schema as z.ZodType,
      path,
      required,
      label,
      ...(meta.describes ? { describes: meta.describes } : {}),
    })
    const hint = hintOf(meta, limits)
    // Written in each language, or once, in the default language's file.
    const i18n = holdsTranslation(schema)
    const common = { name, label, required, check, i18n, ...(hint ? { hint } : {}) }
    const def = defOf(base)
    if (def.type === 'object') {
      const { fields, order } = this.objectFields(def.shape as Record<string, unknown>, path)
      return { field: { ...common, widget: 'object', collapsed: false, fields }, order }
    }
    if (def.type === 'array') {
      const elementDef = defOf(unwrap(def.element).schema)
      if (elementDef.type === 'object') {
        const { fields, order } = this.objectFields(elementDef.shape as Record<string, unknown>, [...path, '*'])
        const first = fields[0]?.name
        return {
          field: {
            ...common,
            widget: 'list',
            // Open, so every value can be read and corrected without a click.
            collapsed: false,
            allow_add: true,
            ...(first ? { summary: `{{fields.${first}}}` } : {}),
            fields,
          },
          order,
        }
      }
      const item = this.field('item', def.element, [...path, '*']).field
      return { field: { ...common, widget: 'list', allow_add: true, field: { ...item, label: 'Item' } } }
    }
    if (meta.options) return { field: { ...common, widget: 'select', options: [...meta.options] } }
    if (meta.markdown) return { field: { ...common, ...MARKDOWN_EDITOR } }
    if (meta.picture)
      return {
        field: {
          ...common,
          widget: 'image',
          choose_url: meta.picture === 'file-or-address',
          media_library: { config: { max_file_size: UPLOAD_LIMIT_BYTES } },
        },
      }
    return { field: { ...common, widget: textWidget(meta, limits) } }
  }
}

/** The key of a whole entry's schema in `checks`: by its Decap collection, and file for single files. */
export function entryCheck(collection: string, file?: string): string {
  return file ? `entry:${collection}/${file}` : `entry:${collection}`
}

export const BODY_FIELD = 'body'

/** Decap's Markdown editor, in plain-text mode first (it keeps the text as written). */
const MARKDOWN_EDITOR = {
  widget: 'markdown',
  hint: 'Markdown: an empty line between paragraphs, "- " at the start of each bullet, **bold**, [link text](https://…).',
  modes: ['raw', 'rich_text'],
  buttons: ['bold', 'italic', 'link', 'heading-three', 'heading-four', 'bulleted-list', 'numbered-list', 'quote'],
  editor_components: [],
} satisfies Partial<FormField>

/** The Markdown below the front matter, as a field of the form: written in each language. */
function bodyField(collection: Collection): FormField[] {
  if (collection.kind !== 'folder') return []
  return [
    {
      name: BODY_FIELD,
      label: sentence(collection.body.label.replace(/^the /, '')),
      required: collection.body.required,
      i18n: true,
      ...MARKDOWN_EDITOR,
    },
  ]
}

/** The translation's status, first in the form (its widget shows nothing in the default
 *  language's pane). Required only so that Decap does not call it optional: its widget always
 *  has a value to check. */
const statusField: FormField = {
  name: STATUS_FIELD,
  label: 'Translation status',
  widget: STATUS_WIDGET,
  required: true,
  i18n: true,
}

/** The admin's collections, field checks and field order, from the content collections, in the
 *  site's `languages` (content/site.md's, the default one first). */
export function adminForms(
  collections: readonly Collection[],
  languages: readonly [Language, ...Language[]],
): AdminForms {
  // Decap's i18n even for a site in one language: it names a folder's files with their
  // language's code (garri.en.md), as the build requires.
  const locales = languages.map((language) => language.code)
  const i18n = (structure: I18nSettings['structure']): { i18n: I18nSettings } => ({
    i18n: { structure, locales, default_locale: locales[0]! },
  })
  const result: AdminForms = {
    collections: [],
    languages,
    ...i18n('multiple_files'),
    checks: new Map(),
    fieldOrders: new Map(),
  }
  const schemaOf = (collection: Collection, name: string) => {
    const builder = new FormBuilder(name)
    const shape = defOf(unwrap(collection.schema).schema).shape as Record<string, unknown>
    for (const reserved of [STATUS_FIELD, RECORD_KEY, ...locales])
      if (reserved in shape) throw new Error(`${collection.path}: a field may not be named "${reserved}"`)
    const built = builder.objectFields(shape, [])
    const labels = new Map<string, string>()
    for (const [key, check] of builder.checks) {
      result.checks.set(key, check)
      if (check.label) labels.set(check.path.join('.'), check.label)
    }
    built.order.keys.push(BODY_FIELD)
    const body = bodyField(collection)
    for (const field of body) labels.set(field.name, field.label)
    // The translation's status, for the other languages' panes.
    const status = languages.length > 1 ? [statusField] : []
    return { fields: [...status, ...built.fields, ...body], order: built.order, labels }
  }

  for (const collection of collections) {
    if (collection.kind !== 'folder') continue
    const folder: FolderCollection = collection
    const { fields, order, labels } = schemaOf(folder, folder.path)
    result.collections.push({
      name: folder.path,
      label: sentence(words(folder.path)),
      label_singular: sentence(folder.singular),
      description: folder.description,
      folder: `${CONTENT}/${folder.path}`,
      extension: 'md',
      format: `front-matter-${folder.path}`,
      create: true,
      delete: true,
      // New files are named after the entry's name (in the default language), in lowercase words
      // joined by hyphens; Decap adds each language's code (yam-flour.en.md, yam-flour.fr.md).
      slug: `{{${folder.uniqueField}}}`,
      identifier_field: folder.uniqueField,
      summary: `{{${folder.uniqueField}}}`,
      sortable_fields: [folder.uniqueField, 'order'],
      ...mediaFolders(folder),
      ...i18n('multiple_files'),
      fields,
    })
    const unique = result.checks.get(`${folder.path}:${folder.uniqueField}`)
    if (unique) unique.unique = { folder: `${CONTENT}/${folder.path}`, singular: folder.singular }
    result.checks.set(entryCheck(folder.path), {
      schema: folder.schema,
      path: [],
      required: true,
      labels,
      collection: folder,
    })
    result.fieldOrders.set(folder.path, [order])
  }

  const groups = new Map<string, FileFormCollection>()
  for (const collection of collections) {
    if (collection.kind !== 'file') continue
    const group = fileGroup(collection)
    const { fields, order, labels } = schemaOf(collection, collection.name)
    let target = groups.get(group.name)
    if (!target) {
      target = {
        name: group.name,
        label: group.label,
        description:
          group.name === 'pages' ? 'The texts of each page, apart from the lists of cards.' : collection.description,
        format: `front-matter-${group.name}`,
        ...mediaFolders(collection),
        ...i18n('single_file'),
        files: [],
      }
      groups.set(group.name, target)
      result.collections.push(target)
      result.fieldOrders.set(group.name, [])
    }
    // Named apart from the folder collections (the products page is not the products), as Decap
    // looks up previews by file name for single files.
    const base = collection.path.split('/').pop()!.replace(/\.md$/, '')
    const fileName = group.name === 'pages' ? `${base}-page` : base
    target.files.push({
      name: fileName,
      label: sentence(words(fileName)),
      file: `${CONTENT}/${collection.path}`,
      ...i18n('single_file'),
      fields,
    })
    result.checks.set(entryCheck(group.name, fileName), {
      schema: collection.schema,
      path: [],
      required: true,
      labels,
      collection,
    })
    result.fieldOrders.get(group.name)!.push(order)
  }
  return result
}
