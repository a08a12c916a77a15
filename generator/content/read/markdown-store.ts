/**
 * Rendered Markdown kept on disk between builds (in .cache/, never published), so a build after
 * a change renders again only the bodies that changed: rendering is the largest part of loading
 * thousands of products. Kept only for bodies without problems (a body with one is rendered
 * again, and its messages are always those of the current code).
 *
 * An entry is found by a hash of its text and first line; the whole store is for one version of
 * the code that renders: a hash of the files of this folder and of generator/content/util/ (the
 * rules, the renderer's settings) and of package-lock.json (remark and its plugins). Any change
 * there starts a new, empty store, so a stored result is always what rendering now would give.
 * Each save keeps only the bodies the last load used: the store never grows past the content.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Markdown, MarkdownStoreLike } from './markdown.ts'

const hash = (text: string) => createHash('sha256').update(text).digest('base64url')

const filesIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => path.join(dir, name))

/** The version of the rendering code: what a store is valid for. */
function codeVersion(root: string): string {
  const sources = [...filesIn(import.meta.dirname), ...filesIn(path.join(import.meta.dirname, '../util'))]
  const lock = path.join(root, 'package-lock.json')
  const digest = createHash('sha256')
  for (const file of [...sources, ...(fs.existsSync(lock) ? [lock] : [])]) {
    digest.update(path.basename(file))
    digest.update(fs.readFileSync(file))
  }
  return digest.digest('base64url').slice(0, 16)
}

/** A rendering as stored: its HTML, its text and, when it has one, its lead. */
type Stored = [html: string, text: string, lead?: string]

interface StoreFile {
  version: string
  /** Hash of first line and body → [html, text]. */
  entries: Record<string, Stored>
}

export class MarkdownStore implements MarkdownStoreLike {
  readonly #file: string
  readonly #version: string
  #stored: Map<string, Stored> | undefined
  readonly #used = new Map<string, Stored>()
  #added = false

  /** The folder it is kept in. */
  readonly dir: string

  constructor(cacheDir: string, root: string) {
    this.dir = path.resolve(cacheDir)
    this.#file = path.join(cacheDir, 'markdown.json')
    this.#version = codeVersion(root)
  }

  /** The key of a body, by its first line and text (`${firstLine}\n${body}`). */
  key(text: string): string {
    return hash(text)
  }

  #read(): Map<string, Stored> {
    if (this.#stored) return this.#stored
    this.#stored = new Map()
    try {
      const data = JSON.parse(fs.readFileSync(this.#file, 'utf8')) as StoreFile
      if (data.version === this.#version) this.#stored = new Map(Object.entries(data.entries))
    } catch {
      // No store yet, or one cut short: rendering starts afresh.
    }
    return this.#stored
  }

  /** The rendering stored for `key`, if there is one. */
  lookup(key: string): Markdown | undefined {
    const found = this.#read().get(key)
    return found && { html: found[0], text: found[1], ...(found[2] === undefined ? {} : { lead: found[2] }) }
  }

  /** Marks a body's rendering as used by this load (stored at the next save). */
  keep(key: string, markdown: Markdown): void {
    if (!this.#read().has(key)) this.#added = true
    this.#used.set(
      key,
      markdown.lead === undefined ? [markdown.html, markdown.text] : [markdown.html, markdown.text, markdown.lead],
    )
  }

  /** Writes the bodies this load used, if any was new or any stored one went unused. */
  save(): void {
    const stored = this.#read()
    if (!this.#added && stored.size === this.#used.size) return
    const data: StoreFile = { version: this.#version, entries: Object.fromEntries(this.#used) }
    fs.mkdirSync(path.dirname(this.#file), { recursive: true })
    // Written beside it, then renamed: a build killed meanwhile leaves the old store or none.
    const partial = `${this.#file}.${process.pid}.partial`
    fs.writeFileSync(partial, JSON.stringify(data))
    fs.renameSync(partial, this.#file)
    this.#stored = new Map(this.#used)
    this.#used.clear()
    this.#added = false
  }
}

/** The store kept in `cacheDir` (none without one): one per folder, read once. */
let current: MarkdownStore | undefined
export function markdownStore(cacheDir: string | undefined, root: string): MarkdownStore | undefined {
  if (cacheDir === undefined) return undefined
  if (current?.dir !== path.resolve(cacheDir)) current = new MarkdownStore(cacheDir, root)
  return current
}

/** Forgets the store read: the next load reads it from disk again. */
export function forgetMarkdownStore(): void {
  current = undefined
}
