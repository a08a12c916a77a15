/**
 * The content as the backend holds it, read in the browser: every entry of every collection, and
 * the drafts of the editorial workflow (unpublished entries, each on a branch of its own), through
 * the backend Decap saves with (its local backend on this computer, GitHub on the live site).
 *
 * Decap makes one backend object when it starts; `watchBackends` hands each one it makes to the
 * admin as well, so the admin reads through the same object (and login) Decap uses, can refuse
 * a deletion before the backend commits it (`beforeDeleting`), and leaves out of a save the files
 * of languages with nothing written (admin/entry-save.ts).
 *
 * Entries are read in each language: a folder's entry one file per language (garri.en.md,
 * garri.fr.md), a single file once per language (its top, and each section under a language's
 * code), so a name is compared with the names of its own language.
 */
import type { FormCollection } from './config.ts'
import { fromFile } from './format.ts'

/** A file as a backend returns it. */
interface BackendFile {
  data: string
  file: { path: string }
}

/** The part of a Decap backend the admin uses (decap-cms-lib-util's Implementation). */
interface Backend {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<BackendFile[]>
  allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<BackendFile[]>
  entriesByFiles(files: { path: string; label: string }[]): Promise<BackendFile[]>
  unpublishedEntries?(): Promise<string[]>
  unpublishedEntry?(args: { id: string }): Promise<{ collection: string; slug: string; diffs: BackendDiff[] }>
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string | null>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
  persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: unknown): Promise<unknown>
}
interface BackendDiff {
  path: string
  id: string
}

/** An entry of the content in one language: its Decap collection, its name there (the file name
 *  without its language and .md, or the single file's name), its language, its file in the
 *  repository, its fields in that language, and whether it is a draft. `section`: the language's
 *  section of a single file (its fields are under the language's code there). */
export interface ContentEntry {
  collection: string
  slug: string
  language: string
  file: string
  data: Record<string, unknown>
  draft: boolean
  section?: boolean
}

/** Decap's registry of backends, as `CMS.getBackend` returns an entry of it. */
type Registered = { init: (...args: unknown[]) => unknown } | undefined

let current: Backend | undefined
/** Whether Decap works with drafts (its editorial workflow): off in the local backend's quick mode. */
let workflow = false

/**
 * Watches the backends Decap makes (`names`: `proxy` for the local backend, `github`): each is
 * kept for reading, and a deletion goes through `beforeDeleting` first, which may refuse it by
 * throwing; the backend then commits nothing.
 */
export function watchBackends(
  getBackend: (name: string) => Registered,
  names: readonly string[],
  beforeDeleting: (paths: string[]) => Promise<void>,
  isTranslation: (path: string) => boolean = () => false,
): void {
  for (const name of names) {
    const registered = getBackend(name)
    if (!registered) continue
    const make = registered.init
    registered.init = (...args) => {
      const backend = make(...args) as Backend
      const deleteFiles = backend.deleteFiles.bind(backend)
      backend.deleteFiles = async (paths, commitMessage) => {
        await beforeDeleting(paths)
        return deleteFiles(paths, commitMessage)
      }
      // A language with nothing written has an empty text (admin/entry-save.ts): no file for it.
      const persistEntry = backend.persistEntry.bind(backend)
      backend.persistEntry = (entry, options) =>
        persistEntry({ ...entry, dataFiles: entry.dataFiles.filter((file) => file.raw.trim() !== '') }, options)
      // Decap reads a draft in every language, also the files the draft leaves as they are, which
      // it asks for without an id; the local backend refuses a request without one, though it
      // reads the file by its path on the draft's branch (GitHub finds it by its path too).
      // A language's file the draft does not have (GitHub refuses to read it) is read as empty, as
      // Decap reads a published entry's: the form then has that language, with nothing written,
      // and can save the entry (without a language's data, Decap fails to).
      const dataFile = backend.unpublishedEntryDataFile?.bind(backend)
      if (dataFile)
        backend.unpublishedEntryDataFile = (collection, slug, path, id) =>
          dataFile(collection, slug, path, name === 'proxy' ? id || path : id).catch((error: unknown) => {
            if (isTranslation(path)) return ''
            throw error
          })
      current = backend
      workflow = (args[1] as { useWorkflow?: unknown } | undefined)?.useWorkflow === true
      return backend
    }
  }
}

/** A folder's file by its entry's name and language: garri.fr.md is garri in fr (a file without
 *  a language's code is read as the default language's, as Decap lists it). */
function named(path: string, codes: readonly string[]): { slug: string; language: string } {
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '')
  const dot = stem.lastIndexOf('.')
  const code = dot === -1 ? '' : stem.slice(dot + 1)
  return codes.includes(code) ? { slug: stem.slice(0, dot), language: code } : { slug: stem, language: codes[0]! }
}

/** A single file's entries, one per language: its top in the default language, and each
 *  section under a language's code. */
export function singleFileEntries(
  base: Omit<ContentEntry, 'language' | 'data'>,
  text: string,
  codes: readonly string[],
): ContentEntry[] {
  const data = fromFile(text)
  const [main, ...others] = codes
  const top = Object.fromEntries(Object.entries(data).filter(([key]) => !others.includes(key)))
  return [
    { ...base, language: main!, data: top },
    ...others
      .map((code) => [code, data[code]] as const)
      .filter(([, section]) => !!section && typeof section === 'object' && !Array.isArray(section))
      .map(([code, section]) => ({
        ...base,
        language: code,
        data: section as Record<string, unknown>,
        section: true,
      })),
  ]
}

/** Every published entry of `collections` in each language (`codes`, the default one first),
 *  read from the backend. */
export async function publishedEntries(
  collections: readonly FormCollection[],
  codes: readonly string[],
): Promise<ContentEntry[]> {
  const backend = current
  if (!backend) return []
  const read = collections.map(async (collection): Promise<ContentEntry[]> => {
    if ('files' in collection) {
      const files = await backend.entriesByFiles(
        collection.files.map((file) => ({ path: file.file, label: file.label })),
      )
      return files.flatMap(({ data, file }) =>
        singleFileEntries(
          {
            collection: collection.name,
            slug: collection.files.find((candidate) => candidate.file === file.path)?.name ?? file.path,
            file: file.path,
            draft: false,
          },
          data,
          codes,
        ),
      )
    }
    // GitHub lists a folder a page at a time; every entry is wanted, in every language (Decap's
    // own listing on GitHub reads the default language's files only).
    const files = backend.allEntriesByFolder
      ? await backend.allEntriesByFolder(collection.folder, collection.extension, 1)
      : await backend.entriesByFolder(collection.folder, collection.extension, 1)
    return files.map(({ data, file }) => ({
      collection: collection.name,
      ...named(file.path, codes),
      file: file.path,
      data: fromFile(data),
      draft: false,
    }))
  })
  return (await Promise.all(read)).flat()
}

/**
 * Every draft of the editorial workflow (on the live site, an open pull request), with the fields
 * it will publish. None where the backend keeps no drafts (the local backend's quick mode).
 */
export async function draftEntries(
  collections: readonly FormCollection[],
  codes: readonly string[],
): Promise<ContentEntry[]> {
  const backend = current
  if (!workflow || !backend?.unpublishedEntries || !backend.unpublishedEntry || !backend.unpublishedEntryDataFile)
    return []
  let ids: string[]
  try {
    ids = await backend.unpublishedEntries()
  } catch {
    return []
  }
  const drafts: ContentEntry[] = []
  // One at a time: on this computer the local backend switches branches to read each.
  for (const id of ids) {
    try {
      const { collection, slug, diffs } = await backend.unpublishedEntry({ id })
      const form = collections.find((candidate) => candidate.name === collection)
      if (!form) continue
      // The draft's files: the single file, or the entry's file in each language it changes.
      const files =
        'files' in form
          ? [form.files.find((candidate) => candidate.name === slug)?.file]
          : [
              `${form.folder}/${slug}.${form.extension}`,
              ...codes.map((code) => `${form.folder}/${slug}.${code}.${form.extension}`),
            ]
      for (const diff of diffs.filter((candidate) => files.includes(candidate.path))) {
        const data = (await backend.unpublishedEntryDataFile(collection, slug, diff.path, diff.id)) ?? ''
        const base = { collection, slug, file: diff.path, draft: true }
        if ('files' in form) drafts.push(...singleFileEntries(base, data, codes))
        else drafts.push({ ...base, language: named(diff.path, codes).language, data: fromFile(data) })
      }
    } catch {
      // A draft that cannot be read (deleted meanwhile) is left out.
    }
  }
  return drafts
}
