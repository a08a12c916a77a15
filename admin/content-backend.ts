/**
 * The content as the backend holds it, read in the browser: every entry of every collection, and
 * the drafts of the editorial workflow (unpublished entries, each on a branch of its own), through
 * the backend Decap saves with (its local backend on this computer, GitHub on the live site).
 *
 * Decap makes one backend object when it starts; `watchBackends` hands each one it makes to the
 * admin as well, so the admin reads through the same object (and login) Decap uses, and can refuse
 * a deletion before the backend commits it (`beforeDeleting`).
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
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>
}
interface BackendDiff {
  path: string
  id: string
}

/** An entry of the content: its Decap collection, its name there (the file name without .md, or
 *  the single file's name), its file in the repository, its fields, and whether it is a draft. */
export interface ContentEntry {
  collection: string
  slug: string
  file: string
  data: Record<string, unknown>
  draft: boolean
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
      current = backend
      workflow = (args[1] as { useWorkflow?: unknown } | undefined)?.useWorkflow === true
      return backend
    }
  }
}

const slugOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '')

/** Every published entry of `collections`, read from the backend. */
export async function publishedEntries(collections: readonly FormCollection[]): Promise<ContentEntry[]> {
  const backend = current
  if (!backend) return []
  const read = collections.map(async (collection): Promise<ContentEntry[]> => {
    if ('files' in collection) {
      const files = await backend.entriesByFiles(
        collection.files.map((file) => ({ path: file.file, label: file.label })),
      )
      return files.map(({ data, file }) => ({
        collection: collection.name,
        slug: collection.files.find((candidate) => candidate.file === file.path)?.name ?? slugOf(file.path),
        file: file.path,
        data: fromFile(data),
        draft: false,
      }))
    }
    // GitHub lists a folder a page at a time; every entry is wanted.
    const files = backend.allEntriesByFolder
      ? await backend.allEntriesByFolder(collection.folder, collection.extension, 1)
      : await backend.entriesByFolder(collection.folder, collection.extension, 1)
    return files.map(({ data, file }) => ({
      collection: collection.name,
      slug: slugOf(file.path),
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
export async function draftEntries(collections: readonly FormCollection[]): Promise<ContentEntry[]> {
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
      const file =
        form && 'files' in form
          ? form.files.find((candidate) => candidate.name === slug)?.file
          : form && `${form.folder}/${slug}.${form.extension}`
      const diff = diffs.find((candidate) => candidate.path === file)
      if (!form || !file || !diff) continue
      const data = await backend.unpublishedEntryDataFile(collection, slug, diff.path, diff.id)
      drafts.push({ collection, slug, file, data: fromFile(data), draft: true })
    } catch {
      // A draft that cannot be read (deleted meanwhile) is left out.
    }
  }
  return drafts
}
