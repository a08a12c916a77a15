import fs from 'node:fs'
import path from 'node:path'
import { ADMIN_PATH } from '../../generator/site-files.ts'

/** Every .html file under `dir`, at any depth, as absolute paths (no HTML parser loaded). */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every page of a built site: its .html files, as paths relative to it with forward slashes,
 *  sorted. The editors' admin (admin/) is an application of its own, checked by tests/admin/. */
export function sitePageFiles(dir: string): string[] {
  return htmlFiles(dir)
    .map((file) => path.relative(dir, file).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .filter((file) => !file.startsWith(ADMIN_PATH))
    .sort()
}
