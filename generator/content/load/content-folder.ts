/**
 * The rules of the content folder itself, before any file is read: what belongs where. Anything
 * content/ holds that no collection uses is most likely a misnamed file or folder; a collection
 * folder holds only lowercase `.md` files (pictures go in content/images/, folders are not read);
 * and nothing is a symbolic link, which could point outside the project or nowhere.
 */
import fs from 'node:fs'
import path from 'node:path'
import { IMAGE_EXTENSIONS } from '../pictures/formats.ts'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { atFile, type ContentIssue } from '../problems/report.ts'
import type { Collection, FolderCollection } from '../schemas/collections/index.ts'
import { isKnownLanguage } from '../schemas/fields/codes.ts'
import { closestMatch } from '../util/suggest.ts'

/** File names of entries: lowercase words joined by hyphens, such as yam-flour. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A text as a file name: "Yam Flour (1kg)" → "yam-flour-1kg". */
export const slugify = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** A file name without .md as the entry and the language it is in: garri.fr → garri in fr. A
 *  last part that is no language code (yam.flour) leaves the language unknown. */
export function entryName(stem: string, languages: readonly string[]): { slug: string; language?: string } {
  const dot = stem.lastIndexOf('.')
  if (dot === -1) return { slug: stem }
  const code = stem.slice(dot + 1)
  return languages.includes(code) || /^[a-z]{2,3}$/i.test(code)
    ? { slug: stem.slice(0, dot), language: code }
    : { slug: stem }
}

/** Symbolic links anywhere in the folder: the site is built from real files only. */
export function symbolicLinks(contentDir: string, rel: (absolute: string) => string): ContentIssue[] {
  return fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name)
      return atFile(
        rel(absolute),
        problem('symbolic-link', { target: fs.readlinkSync(absolute), missing: !fs.existsSync(absolute) }),
      )
    })
}

/** Files and folders at the top of content/, and in content/pages/, that no collection uses. */
export function unknownEntries(
  contentDir: string,
  collections: readonly Collection[],
  rel: (absolute: string) => string,
): ContentIssue[] {
  const issues: ContentIssue[] = []
  const known = new Set(['images', ...collections.map((c) => c.path.split('/')[0]!)])
  for (const entry of fs.readdirSync(contentDir)) {
    if (entry.startsWith('.') || known.has(entry)) continue
    const guess = closestMatch(entry, [...known])
    issues.push(
      atFile(
        rel(path.join(contentDir, entry)),
        problem('unknown-content-entry', { name: entry, known: [...known].sort(), ...(guess ? { guess } : {}) }),
      ),
    )
  }
  issues.push(...contentFilesInPictures(contentDir, collections, rel))
  const pages = collections
    .filter((c) => c.kind === 'file' && c.path.startsWith('pages/'))
    .map((c) => path.basename(c.path))
  if (fs.existsSync(path.join(contentDir, 'pages'))) {
    for (const entry of fs.readdirSync(path.join(contentDir, 'pages'))) {
      if (entry.startsWith('.') || pages.includes(entry)) continue
      const guess = closestMatch(entry, pages)
      issues.push(
        atFile(
          rel(path.join(contentDir, 'pages', entry)),
          problem('unused-page-file', { pages, ...(guess ? { guess } : {}) }),
        ),
      )
    }
  }
  return issues
}

/**
 * Content files saved among the pictures (content/images/products/yam-flour.en.md): an editor who
 * has just uploaded a product's photo there writes its file next to it. Nothing in content/images/
 * is read as content, so the entry would be missing from the site without a word. The folder to
 * move it to is the collection the pictures' folder is named after, when there is one.
 */
function contentFilesInPictures(
  contentDir: string,
  collections: readonly Collection[],
  rel: (absolute: string) => string,
): ContentIssue[] {
  const images = path.join(contentDir, 'images')
  if (!fs.existsSync(images) || !fs.statSync(images).isDirectory()) return []
  const folders = collections.filter((c) => c.kind === 'folder').map((c) => c.path)
  return fs
    .readdirSync(images, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .filter((entry) => {
      const extension = path.extname(entry.name).toLowerCase()
      return (
        extension === '.md' ||
        (MARKDOWN_LIKE.has(extension) && startsWithFrontMatter(path.join(entry.parentPath, entry.name)))
      )
    })
    .map((entry) => {
      const absolute = path.join(entry.parentPath, entry.name)
      const under = path.relative(images, entry.parentPath).split(path.sep)[0]
      const folder = folders.find((candidate) => candidate === under)
      return atFile(
        rel(absolute),
        problem('content-file-in-pictures', {
          ...(folder ? { folder: rel(path.join(contentDir, folder)) } : {}),
          name: entry.name,
          folders: folders.map((candidate) => rel(path.join(contentDir, candidate))),
        }),
      )
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
function strayFile(
  file: string,
  folder: string,
  collection: FolderCollection,
  languages: readonly [string, ...string[]],
): Problem {
  const name = path.basename(file)
  const extension = path.extname(name).toLowerCase()
  let stem = name.slice(0, name.length - extension.length)
  if (path.extname(stem).toLowerCase() === '.md') stem = stem.slice(0, -3)
  // The language it is written in, when its name ends with one of the site's (garri.fr.markdown
  // is garri.fr.md), or the site's first: never the code made part of the entry's name
  // (garri-fr.en.md would be another product, in English), nor a word taken for a code
  // (palm.oil.markdown is palm-oil.en.md).
  const named = entryName(stem, languages)
  const language = languages.find((code) => code === named.language?.toLowerCase())
  const slug = language ? named.slug : stem
  const renamed = `${slugify(slug) || collection.exampleSlug}.${language ?? languages[0]}.md`
  if (
    extension === '.md' ||
    (MARKDOWN_LIKE.has(extension) &&
      (extension !== '.txt' && extension !== '.text' ? true : startsWithFrontMatter(file)))
  )
    return problem('not-markdown-name', { renamed })
  if (
    (IMAGE_EXTENSIONS as readonly string[]).includes(extension) ||
    ['.heic', '.heif', '.gif', '.bmp', '.tif', '.tiff'].includes(extension)
  )
    return problem('picture-in-collection', { collection: collection.path, folder, singular: collection.singular })
  return problem('stray-file', { folder })
}

/** One file of a folder collection: the entry it is (its slug) in one language. */
export interface EntryFile {
  absolute: string
  slug: string
  language: string
}

/**
 * The entry files of a folder collection (absolute paths, sorted, each with its slug and
 * language: garri.fr.md is the entry garri in French), and the problems of everything else in the
 * folder. `languages` are the site's language codes, the default one first; `isLink` tells the
 * symbolic links, reported already.
 */
export function entryFiles(
  dir: string,
  collection: FolderCollection,
  rel: (absolute: string) => string,
  isLink: (absolute: string) => boolean,
  languages: readonly [string, ...string[]],
): { files: EntryFile[]; issues: ContentIssue[] } {
  const issues: ContentIssue[] = []
  const files: EntryFile[] = []
  const folder = rel(dir)
  const [language] = languages
  const example = `${folder}/${collection.exampleSlug}.${language}.md`
  const names = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
  for (const name of names) {
    const absolute = path.join(dir, name)
    if (isLink(absolute)) continue
    if (fs.statSync(absolute).isDirectory()) {
      // Collections are flat: a file in a subfolder is never read.
      const inside = fs
        .readdirSync(absolute, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      if (inside.length === 0) issues.push(atFile(`${rel(absolute)}/`, problem('empty-subfolder', { folder })))
      for (const entry of inside) {
        const nested = path.join(entry.parentPath, entry.name)
        issues.push(
          atFile(
            rel(nested),
            path.extname(entry.name) === '.md'
              ? problem('file-in-subfolder', { folder, name: entry.name })
              : strayFile(nested, folder, collection, languages),
          ),
        )
      }
      continue
    }
    if (path.extname(name) !== '.md') {
      issues.push(atFile(rel(absolute), strayFile(absolute, folder, collection, languages)))
      continue
    }
    const named = entryName(name.slice(0, -3), languages)
    const fileIssue = (found: Problem) => issues.push(atFile(rel(absolute), found))
    if (named.language === undefined) {
      const slug = slugify(named.slug) || collection.exampleSlug
      fileIssue(problem('entry-language-missing', { name, suggestion: `${slug}.${language}.md`, languages }))
      continue
    }
    if (!languages.includes(named.language)) {
      // A language's own code (de) is one the site could add; any other (fe) most likely a typo
      // of one it has. Two-letter codes are all near each other: only a typo gets a guess.
      const guess = isKnownLanguage(named.language) ? undefined : closestMatch(named.language, languages)
      fileIssue(problem('entry-language-unknown', { code: named.language, languages, ...(guess ? { guess } : {}) }))
      continue
    }
    const reserved = collection.reservedSlugs?.find((each) => each.slug === named.slug)
    if (reserved) {
      // Its page's address is another page's: the file is not read, nor are its translations.
      fileIssue(
        problem('reserved-file-name', {
          name,
          singular: collection.singular,
          address: reserved.address,
          holder: reserved.holder,
          free: `${named.slug}-${slugify(collection.singular)}.${named.language}.md`,
        }),
      )
      continue
    }
    if (!SLUG.test(named.slug))
      fileIssue(
        problem('file-name-format', {
          name,
          suggestion: `${slugify(named.slug) || collection.exampleSlug}.${named.language}.md`,
        }),
      )
    files.push({ absolute, slug: named.slug, language: named.language })
  }
  if (names.length === 0)
    issues.push(atFile(`${folder}/`, problem('folder-no-entries', { singular: collection.singular, example })))
  return { files, issues }
}

/** A file's path as a Mac or Windows computer tells files apart: without capitals, and with
 *  accented letters in one form (é typed as one character or as e and an accent). */
const sameOnEveryComputer = (relative: string) => relative.normalize('NFC').toLowerCase()

/**
 * Files whose paths differ only by capital letters or the form of an accented letter: one file
 * on a Mac or Windows computer, so a checkout there keeps only one of them. Each is returned but
 * one (a name already in lowercase and one form, else the first by name), with the one kept and a
 * free name for it (`Garri-2.jpg`, `Garri-2.en.md`, free whatever the case).
 */
export function nameClashes(contentDir: string): { file: string; other: string; free: string }[] {
  const files = fs
    .readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .sort((a, b) => {
      const plain = (file: string) => (file === sameOnEveryComputer(file) ? 0 : 1)
      return plain(a) - plain(b) || (a < b ? -1 : a > b ? 1 : 0)
    })
  const taken = new Set(files.map(sameOnEveryComputer))
  const first = new Map<string, string>()
  const clashes: { file: string; other: string; free: string }[] = []
  for (const file of files) {
    const key = sameOnEveryComputer(file)
    const other = first.get(key)
    if (other === undefined) {
      first.set(key, file)
      continue
    }
    // An entry file's language stays at the end of its name: Garri-2.en.md, not Garri.en-2.md.
    const extension = /\.[a-z]{2,3}\.md$/i.exec(file)?.[0] ?? path.posix.extname(file)
    const stem = file.slice(0, file.length - extension.length)
    let number = 2
    while (taken.has(sameOnEveryComputer(`${stem}-${number}${extension}`))) number++
    const free = `${stem}-${number}${extension}`
    taken.add(sameOnEveryComputer(free))
    clashes.push({ file, other, free })
  }
  return clashes
}
