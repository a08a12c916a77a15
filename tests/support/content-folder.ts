/**
 * A throw-away copy of a content folder, for tests that edit content the way an editor would and
 * watch what a running program (the dev server, say) makes of it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface ContentFolder {
  /** The temporary folder holding the copy (content/ inside it) and anything else the test needs. */
  readonly dir: string
  /** The copied content folder: <dir>/content. */
  readonly contentDir: string
  /** Absolute path of a file given relative to the content folder, e.g. 'products/garri.en.md'. */
  path(file: string): string
  read(file: string): string
  write(file: string, data: string | Uint8Array): void
  /** Replaces `from` (which must be there) with `to` in a file, as an editor saving a change. */
  edit(file: string, from: string, to: string): void
  /** Deletes the copy. */
  remove(): void
}

/**
 * Copies `source` (a content folder) into a new temporary folder, named `<name>-…` inside `under`
 * (the system's temporary folder unless given; a build's output must be inside the project).
 */
export function copyContentFolder(
  source: string,
  { under = os.tmpdir(), name = 'site-content' }: { under?: string; name?: string } = {},
): ContentFolder {
  fs.mkdirSync(under, { recursive: true })
  const dir = fs.mkdtempSync(path.join(under, `${name}-`))
  const contentDir = path.join(dir, 'content')
  fs.cpSync(source, contentDir, { recursive: true })
  const resolve = (file: string) => path.join(contentDir, file)
  const folder: ContentFolder = {
    dir,
    contentDir,
    path: resolve,
    read: (file) => fs.readFileSync(resolve(file), 'utf8'),
    write(file, data) {
      fs.mkdirSync(path.dirname(resolve(file)), { recursive: true })
      fs.writeFileSync(resolve(file), data)
    },
    edit(file, from, to) {
      const text = folder.read(file)
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`)
      folder.write(file, text.replace(from, to))
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  }
  return folder
}
