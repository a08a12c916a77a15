/**
 * content/ → validated, typed collections. Reads every file, reports every problem of every
 * file in one run (never stopping at the first), and only returns content when there are none.
 *
 *   Markdown file → gray-matter + yaml (positions) → remark (body) → zod (schema) → cross-file checks
 */
import fs from 'node:fs'
import path from 'node:path'
import { type z } from 'zod'
import {
  defineCollections,
  type Collection,
  type FileCollection,
  type FolderCollection,
  type Markdown,
  type SchemaContext,
  type SiteContent,
} from './collections.ts'
import { normalizeBase } from '../base-path.ts'
import { describeValue, IMAGE_EXTENSIONS, IMAGE_HOSTS } from './fields.ts'
import { iconNames } from './icons.ts'
import type { ContentIssue } from './issues.ts'
import { placeholderWarnings } from './placeholders.ts'
import { clearMarkdownCache, renderMarkdown } from './markdown.ts'
import { pictureFiles } from './picture-files.ts'
import { clearPictureCache } from './pictures.ts'
import { clearSourceCache, readSource, type PathSegment, type SourceFile } from './source.ts'
import { allowedKeys, describePath, errorMap, schemaAt } from './schema-walk.ts'
import { decodeContentFile } from './text.ts'
import { closestMatch } from './suggest.ts'

export interface LoadOptions {
  /** Project root: file names in messages are relative to it. */
  root: string
  /** content/ folder; defaults to <root>/content. */
  contentDir?: string
  /** The icon sprite whose symbols `icon:` fields may name; defaults to <root>/assets/icons.svg. */
  iconsFile?: string
  /** The sub-path the site is built for ('/my-repo/'): the site address in site.md must end with it. */
  base?: string
  /** Placeholders (example contacts) are problems, not warnings: for the build that publishes. */
  strict?: boolean
}

/** `warnings`: placeholders left in content (see placeholders.ts), which a strict load refuses. */
export type LoadResult =
  | { ok: true; content: SiteContent; files: string[]; warnings: ContentIssue[]; durationMs: number }
  | { ok: false; issues: ContentIssue[]; files: string[]; warnings: ContentIssue[]; durationMs: number }

const toPosix = (value: string) => value.split(path.sep).join('/')

function toContentIssues(source: SourceFile, schema: z.ZodType, error: z.ZodError): ContentIssue[] {
  const issues: ContentIssue[] = []
  const pathKey = (segments: readonly PropertyKey[]) => JSON.stringify(segments.map(String))
  // A misspelt field is reported once, as "did you mean", not also as a missing field; a value of
  // the wrong kind once, not also as too long (zod measures a text given for a list by its letters).
  const misspelt = new Set<string>()
  const wrongType = new Set<string>()
  for (const issue of error.issues) {
    if (issue.code === 'invalid_type') wrongType.add(pathKey(issue.path))
    if (issue.code !== 'unrecognized_keys') continue
    for (const key of issue.keys) {
      const guess = closestMatch(key, allowedKeys(schema, issue.path))
      if (guess) misspelt.add(pathKey([...issue.path, guess]))
    }
  }
  for (const issue of error.issues) {
    const at = issue.path as PathSegment[]
    if ((issue.code === 'too_big' || issue.code === 'too_small') && wrongType.has(pathKey(at))) continue
    if (issue.code === 'unrecognized_keys') {
      const allowed = allowedKeys(schema, at)
      for (const key of issue.keys) {
        const guess = closestMatch(key, allowed)
        const where = at.length ? ` in ${describePath(at)}` : ''
        const advice = guess ? `did you mean "${guess}"?` : `the fields allowed here are: ${allowed.join(', ')}`
        issues.push(source.issue([...at, key], `unknown field "${key}"${where}; ${advice}`, 'key'))
      }
      continue
    }
    if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) {
      if (misspelt.has(pathKey(at))) continue
      const key = at[at.length - 1]
      const parent = at.slice(0, -1)
      const example = schemaAt(schema, at)?.example
      const line = typeof key === 'string' ? `${key}: ${example ?? '...'}` : `- ${example ?? '...'}`
      const owner = parent.length ? `${describePath(parent)} is missing` : 'missing required field'
      const position = parent.length ? source.locate(parent, 'key') : { line: 1, column: 1 }
      issues.push(source.issueAt(position, `${owner} "${String(key)}"; add a line such as  ${line}`))
      continue
    }
    issues.push(source.issue(at, `${describePath(at)} ${issue.message}`))
  }
  return issues
}

// --- Files and folders -------------------------------------------------------------------------

function listImageFiles(contentDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (
        entry.isFile() &&
        (IMAGE_EXTENSIONS as readonly string[]).includes(path.extname(entry.name).toLowerCase())
      )
        found.push(toPosix(path.relative(contentDir, full)))
    }
  }
  walk(contentDir)
  return found
}

/** The names of the icons of the sprite: the ids of its <symbol> elements (none if it is missing or not XML). */
export function readIcons(iconsFile: string): string[] {
  return fs.existsSync(iconsFile) ? iconNames(fs.readFileSync(iconsFile, 'utf8')) : []
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * Symbolic links anywhere in content/: the site is built from real files only. A link could point
 * outside the project (publishing a file nobody meant to), or nowhere at all (after a checkout on
 * another machine).
 */
function symbolicLinks(contentDir: string, rel: (absolute: string) => string): ContentIssue[] {
  const entries = fs.readdirSync(contentDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name)
      const target = fs.readlinkSync(absolute)
      const missing = !fs.existsSync(absolute)
      return {
        file: rel(absolute),
        line: 1,
        column: 1,
        message: `this is a symbolic link to ${target}${missing ? ', which does not exist' : ''}; the website is built only from real files in content/, so replace the link with the file itself`,
      }
    })
}

/** Extensions of Markdown files that are not named .md, and of text files that may hold Markdown. */
const MARKDOWN_LIKE = new Set(['.markdown', '.mdown', '.mkd', '.mkdn', '.mdwn', '.mdx', '.txt', '.text'])

/** Whether a file starts with a front-matter line, as content files do. */
function startsWithFrontMatter(file: string): boolean {
  const head = Buffer.alloc(8)
  const descriptor = fs.openSync(file, 'r')
  try {
    const read = fs.readSync(descriptor, head, 0, head.length, 0)
    return /^(\uFEFF)?---\s/.test(head.subarray(0, read).toString('utf8'))
  } finally {
    fs.closeSync(descriptor)
  }
}

/** What to do with a file in a collection folder that is not a lowercase `.md` file. */
function strayFileAdvice(file: string, folder: string, collection: FolderCollection): string {
  const name = path.basename(file)
  const extension = path.extname(name).toLowerCase()
  let stem = name.slice(0, name.length - extension.length)
  if (path.extname(stem).toLowerCase() === '.md') stem = stem.slice(0, -3)
  const renamed = `${slugify(stem) || collection.exampleFile.slice(0, -3)}.md`
  if (
    extension === '.md' ||
    (MARKDOWN_LIKE.has(extension) &&
      (extension !== '.txt' && extension !== '.text' ? true : startsWithFrontMatter(file)))
  )
    return `only files ending in .md are read here; rename it to ${renamed}`
  if (
    (IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
    ['.heic', '.heif', '.gif', '.bmp', '.tif', '.tiff'].includes(extension)
  )
    return `pictures go in content/images/${collection.path}/, not in ${folder}/; move it there and name it in the ${collection.singular}'s image field`
  return `only .md files belong in ${folder}/; delete this file or move it out of content/`
}

interface Parsed {
  source: SourceFile
  value: Record<string, unknown>
}

/**
 * Forgets what earlier loads read, rendered and checked. Loading keeps each file's front matter,
 * each Markdown body's rendering and each picture's check (by their text and bytes), so a reload
 * after an edit redoes only what changed; the benchmark clears them to measure loading from scratch.
 */
export function clearContentCaches(): void {
  clearSourceCache()
  clearMarkdownCache()
  clearPictureCache()
}

export function loadContent(options: LoadOptions): LoadResult {
  const started = performance.now()
  const root = path.resolve(options.root)
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'))
  const iconsFile = options.iconsFile ?? path.join(root, 'assets/icons.svg')
  const rel = (absolute: string) => toPosix(path.relative(root, absolute))
  const issues: ContentIssue[] = []
  const files: string[] = []
  const warnings: ContentIssue[] = []
  const done = (): LoadResult => ({ ok: false, issues, files, warnings, durationMs: performance.now() - started })

  if (!fs.existsSync(contentDir) || !fs.statSync(contentDir).isDirectory()) {
    issues.push({ file: rel(contentDir), line: 1, column: 1, message: 'the content folder is missing' })
    return done()
  }

  const icons = readIcons(iconsFile)
  if (icons.length === 0) {
    issues.push({
      file: rel(iconsFile),
      line: 1,
      column: 1,
      message: 'the icon sprite is missing or has no <symbol id="..."> icons',
    })
    return done()
  }
  const ctx: SchemaContext = {
    imageHosts: IMAGE_HOSTS,
    localPicture: pictureFiles(contentDir, listImageFiles(contentDir)),
    icons: icons as [string, ...string[]],
  }
  const collections = defineCollections(ctx)
  const all = Object.values(collections) as Collection[]
  const links = symbolicLinks(contentDir, rel)
  issues.push(...links)
  const isLink = (absolute: string) => links.some((link) => link.file === rel(absolute))

  // Anything in content/ that no collection uses is most likely a misnamed file or folder.
  const known = new Set(['images', ...all.map((c) => c.path.split('/')[0]!)])
  for (const entry of fs.readdirSync(contentDir)) {
    if (entry.startsWith('.') || known.has(entry)) continue
    const guess = closestMatch(entry, [...known])
    issues.push({
      file: rel(path.join(contentDir, entry)),
      line: 1,
      column: 1,
      message: `content/ has no place for "${entry}"${guess ? `; did you mean "${guess}"?` : `; it can only hold ${[...known].sort().join(', ')}`}`,
    })
  }
  const pageFiles = all
    .filter((c) => c.kind === 'file' && c.path.startsWith('pages/'))
    .map((c) => path.basename(c.path))
  if (fs.existsSync(path.join(contentDir, 'pages'))) {
    for (const entry of fs.readdirSync(path.join(contentDir, 'pages'))) {
      if (entry.startsWith('.') || pageFiles.includes(entry)) continue
      const guess = closestMatch(entry, pageFiles)
      issues.push({
        file: rel(path.join(contentDir, 'pages', entry)),
        line: 1,
        column: 1,
        message: `this file is not used; the page files are ${pageFiles.join(', ')}${guess ? `. Did you mean "${guess}"?` : ''}`,
      })
    }
  }

  const parseFile = (collection: Collection, absolute: string): Parsed | undefined => {
    const file = rel(absolute)
    files.push(file)
    const decoded = decodeContentFile(file, fs.readFileSync(absolute))
    if (!decoded.ok) {
      issues.push(...decoded.issues)
      return undefined
    }
    const read = readSource(file, decoded.text)
    if (!read.ok) {
      issues.push(...read.issues)
      return undefined
    }
    const { source } = read
    warnings.push(...placeholderWarnings(source))
    const data = source.data
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      issues.push(source.issueAt({ line: 2, column: 1 }, 'the front matter must be a list of "field: value" lines'))
      return undefined
    }

    let body: Markdown | undefined
    const bodyText = source.body.trim()
    if (collection.body) {
      if (bodyText === '' && collection.body.required) {
        issues.push(
          source.issueAt(
            { line: source.bodyLine, column: 1 },
            `${collection.body.label} is missing; write it below the closing --- line`,
          ),
        )
      } else {
        const rendered = renderMarkdown(source.body, source.bodyLine)
        for (const problem of rendered.problems) issues.push(source.issueAt(problem.position, problem.message))
        body = rendered.markdown
      }
    } else if (bodyText !== '') {
      const offset = source.body.split('\n').findIndex((line) => line.trim() !== '')
      issues.push(
        source.issueAt(
          { line: source.bodyLine + Math.max(offset, 0), column: 1 },
          'text below the front matter is not shown anywhere on this page; move it into one of the fields above the closing --- line, or delete it',
        ),
      )
    }

    const result = collection.schema.safeParse(data, { error: errorMap, reportInput: true })
    if (!result.success) {
      issues.push(...toContentIssues(source, collection.schema, result.error))
      return undefined
    }
    const value = { ...(result.data as Record<string, unknown>) }
    if (collection.body && body) value[collection.body.field] = body
    return { source, value }
  }

  const loadFile = (collection: FileCollection) => {
    const absolute = path.join(contentDir, collection.path)
    if (isLink(absolute)) return undefined
    if (!fs.existsSync(absolute)) {
      issues.push({
        file: rel(absolute),
        line: 1,
        column: 1,
        message: `this file is missing; it holds ${collection.description.charAt(0).toLowerCase()}${collection.description.slice(1)}`,
      })
      return undefined
    }
    return parseFile(collection, absolute)
  }

  const loadFolder = (collection: FolderCollection) => {
    const dir = path.join(contentDir, collection.path)
    const exampleFile = `${toPosix(path.relative(root, dir))}/${collection.exampleFile}`
    if (!fs.existsSync(dir)) {
      issues.push({
        file: `${rel(dir)}/`,
        line: 1,
        column: 1,
        message: `this folder is missing; create it with at least one ${collection.singular}, such as ${exampleFile}`,
      })
      return undefined
    }
    const entries: Parsed[] = []
    const names = fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .sort()
    const folder = rel(dir)
    for (const name of names) {
      const absolute = path.join(dir, name)
      if (isLink(absolute)) continue
      if (fs.statSync(absolute).isDirectory()) {
        // Collections are flat: a file in a subfolder is never read.
        const inside = fs
          .readdirSync(absolute, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        if (inside.length === 0)
          issues.push({
            file: `${rel(absolute)}/`,
            line: 1,
            column: 1,
            message: `${folder}/ cannot hold folders, and this one is empty; delete it`,
          })
        for (const entry of inside) {
          const nested = path.join(entry.parentPath, entry.name)
          const advice =
            path.extname(entry.name) === '.md'
              ? `files in a folder inside ${folder}/ are not read; move it up into ${folder}/ (as ${folder}/${entry.name})`
              : strayFileAdvice(nested, folder, collection)
          issues.push({ file: rel(nested), line: 1, column: 1, message: advice })
        }
        continue
      }
      if (path.extname(name) !== '.md') {
        issues.push({ file: rel(absolute), line: 1, column: 1, message: strayFileAdvice(absolute, folder, collection) })
        continue
      }
      const slug = name.slice(0, -3)
      if (!SLUG.test(slug)) {
        issues.push({
          file: rel(absolute),
          line: 1,
          column: 1,
          message: `file name "${name}" must be lowercase words joined by hyphens, such as "${slugify(slug) || collection.exampleFile.slice(0, -3)}.md"`,
        })
      }
      const parsed = parseFile(collection, absolute)
      if (parsed) entries.push({ ...parsed, value: { ...parsed.value, slug } })
    }
    if (names.length === 0) {
      issues.push({
        file: `${rel(dir)}/`,
        line: 1,
        column: 1,
        message: `there are no ${collection.singular} files; add at least one, such as ${exampleFile}`,
      })
    }

    // Fields that must differ between entries: the order, and the name or title. Each entry
    // that shares a value is told which others use it, so the message (and the GitHub
    // annotation) lands on the file the editor changed, whichever it is.
    const freeOrder = Math.max(0, ...entries.map((entry) => Number(entry.value.order) || 0)) + 1
    for (const field of ['order', collection.uniqueField]) {
      const groups = new Map<string, Parsed[]>()
      for (const entry of entries) {
        const key = String(entry.value[field]).trim().toLowerCase()
        groups.set(key, [...(groups.get(key) ?? []), entry])
      }
      for (const group of groups.values()) {
        if (group.length < 2) continue
        for (const entry of group) {
          const others = group
            .filter((other) => other !== entry)
            .map((other) => {
              const at = other.source.locate([field])
              return `${other.source.file}:${at.line}:${at.column}`
            })
          const raw = entry.value[field]
          const advice =
            field === 'order'
              ? `give each ${collection.singular} a different order number, such as ${freeOrder} (not used yet)`
              : `give each ${collection.singular} a different ${field}`
          issues.push(
            entry.source.issue(
              [field],
              `${field} ${describeValue(String(raw))} is also used by ${others.join(' and ')}; ${advice}`,
            ),
          )
        }
      }
    }
    return entries.map((entry) => entry.value).sort((a, b) => (a.order as number) - (b.order as number))
  }

  const loaded: Record<string, unknown> = {}
  for (const [key, collection] of Object.entries(collections) as [string, Collection][]) {
    if (collection.kind === 'folder') {
      loaded[key] = loadFolder(collection)
      continue
    }
    const parsed = loadFile(collection)
    loaded[key] = parsed?.value
    // The site address gives canonical links, link previews and the sitemap: it must match the
    // sub-path the site is built for, or all of them would point at missing pages.
    if (parsed && collection === collections.site && options.base) {
      const url = (parsed.value as SiteContent['site']).url
      if (normalizeBase(new URL(url).pathname) !== normalizeBase(options.base))
        issues.push(
          parsed.source.issue(
            ['url'],
            `"url" is ${url}, but the site is built to be served from ${normalizeBase(options.base)}; write the full address the site is published at, such as ${new URL(normalizeBase(options.base), url).href.replace(/\/$/, '')}`,
          ),
        )
    }
    // Sourced products are one list in one file: names must not repeat.
    if (parsed && collection === collections.sourcedProducts) {
      const seen = new Map<string, number>()
      ;(parsed.value as SiteContent['sourcedProducts']).items.forEach((item, index) => {
        const first = seen.get(item.name.toLowerCase())
        if (first === undefined) seen.set(item.name.toLowerCase(), index)
        else
          issues.push(
            parsed.source.issue(
              ['items', index, 'name'],
              `"${item.name}" is already listed as item ${first + 1}; list each product once`,
            ),
          )
      })
    }
  }

  if (options.strict && warnings.length) {
    issues.push(...warnings.splice(0))
  }
  if (issues.length) return done()
  return { ok: true, content: loaded as SiteContent, files, warnings, durationMs: performance.now() - started }
}
