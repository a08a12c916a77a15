/**
 * A throw-away copy of the fixture content (tests/fixtures/content, the default content the
 * specification describes, which editors never change) for one test: tests overwrite, delete or
 * rename files in it, then load it. Files are named as editors see them in messages, e.g.
 * 'content/products/garri.en.md', because the copy is placed in a content/ folder whose parent is
 * used as the project root.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, expect } from 'vitest'
import type { ParamsOf, ProblemCode } from '../../generator/content/problems/catalogue/index.ts'
import { sortIssues, type ContentIssue } from '../../generator/content/problems/report.ts'
import { loadContent, type LoadResult } from '../../generator/content/load/load.ts'
import { copyContentFolder, type ContentFolder } from './content-folder.ts'
import { FIXTURE_CONTENT } from './site.ts'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..')
export const ICONS_FILE = path.join(PROJECT_ROOT, 'assets/icons.svg')

/** A complete, valid site.md whose line numbers the tests rely on (see the file itself). */
export const SITE_MD = fs.readFileSync(path.join(import.meta.dirname, '../unit/fixtures/site.md'), 'utf8')

/**
 * The number of the first line of the fixture's `file` (project-relative, such as
 * 'content/site.md') that reads `line` exactly: where a problem is expected in a file the test
 * copies but does not change, read from the fixture rather than written down.
 */
export function fixtureLine(file: string, line: string): number {
  if (!file.startsWith('content/')) throw new Error(`${file} is not under content/`)
  const text = fs.readFileSync(path.join(FIXTURE_CONTENT, file.slice('content/'.length)), 'utf8')
  const index = text.split('\n').indexOf(line)
  if (index === -1) throw new Error(`the fixture's ${file} has no line ${JSON.stringify(line)}`)
  return index + 1
}

/**
 * Lets a test write a Markdown file as an indented template literal: the first line break and
 * the indentation common to the lines of the template are removed, so line 1 of the file is
 * `---`. Interpolated values are inserted as they are, after that.
 */
export function md(strings: TemplateStringsArray, ...values: unknown[]): string {
  const PLACEHOLDER = '\u0000'
  const lines = strings
    .join(PLACEHOLDER)
    .replace(/^\n/, '')
    .replace(/\n[ ]*$/, '\n')
    .split('\n')
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.match(/^ */)![0].length))
  const parts = lines
    .map((line) => line.slice(indent))
    .join('\n')
    .split(PLACEHOLDER)
  return parts.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '')
}

export interface ContentCopy {
  /** The project root the copy lives in: <tmp>/content-test-XXXX. */
  readonly root: string
  /** Absolute path of the copied content/ folder. */
  readonly contentDir: string
  /** Absolute path of a project-relative file such as 'content/products/garri.en.md'. */
  path(file: string): string
  read(file: string): string
  write(file: string, text: string | Buffer): void
  remove(file: string): void
  rename(from: string, to: string): void
  load(): LoadResult
  /** Loads the copy, expecting it to fail, and returns its issues in the order the report
   *  prints them: by file, then line, then column. */
  issues(): ContentIssue[]
}

/** Call inside a describe block: each test gets a fresh copy of the fixture, deleted after it. */
export function useContentCopy(): ContentCopy {
  let folder: ContentFolder | undefined
  beforeEach(() => {
    folder = copyContentFolder(FIXTURE_CONTENT)
  })
  afterEach(() => {
    folder?.remove()
  })
  const current = () => {
    if (!folder) throw new Error('useContentCopy() is used inside a test only')
    return folder
  }
  /** A project-relative file such as 'content/products/garri.en.md', inside the copied folder. */
  const inContent = (file: string) => {
    if (!file.startsWith('content/')) throw new Error(`${file} is not under content/`)
    return file.slice('content/'.length)
  }
  const copy: ContentCopy = {
    get root() {
      return current().dir
    },
    get contentDir() {
      return current().contentDir
    },
    path: (file) => path.join(current().dir, file),
    read: (file) => current().read(inContent(file)),
    write: (file, text) => current().write(inContent(file), text),
    remove: (file) => fs.rmSync(copy.path(file), { recursive: true }),
    rename: (from, to) => fs.renameSync(copy.path(from), copy.path(to)),
    load: () => loadContent({ root: current().dir, contentDir: current().contentDir, iconsFile: ICONS_FILE }),
    issues() {
      const result = copy.load()
      expect(result.ok, 'the content should have been refused').toBe(false)
      return result.ok ? [] : sortIssues(result.issues)
    },
  }
  return copy
}

/**
 * The expected issue, by its wording: file:line:column: message. For the few tests that pin what
 * an editor reads end to end; the others name the problem's entry (`problemAt`).
 */
export function issue(
  file: string,
  line: number,
  column: number,
  /** The text, or an asymmetric matcher such as expect.stringMatching(…). */
  message: string,
): ContentIssue {
  return expect.objectContaining({ file, line, column, message }) as ContentIssue
}

/**
 * The expected issue: where it is (file:line:column), which entry of the catalogue
 * (generator/content/problems/catalogue/) and, when given, the parameters it was raised with
 * (those named; lists of choices offered may be left out).
 */
export function problemAt<C extends ProblemCode>(
  file: string,
  line: number,
  column: number,
  code: C,
  params?: Partial<ParamsOf<C>>,
): ContentIssue {
  return expect.objectContaining({
    file,
    line,
    column,
    code,
    ...(params ? { params: expect.objectContaining(params as Record<string, unknown>) } : {}),
  }) as ContentIssue
}

/** The line an issue tells the editor to write (its `line`, or the second way, `keepLine`), as they
 *  would type it: with the line's indentation. The message must say it, in those words. */
export function followAdvice(content: ContentCopy, found: ContentIssue, which: 'first' | 'second' = 'first'): void {
  const replacement = found.params[which === 'first' ? 'line' : 'keepLine']
  expect(typeof replacement, `the problem gives a line to write: ${found.message}`).toBe('string')
  expect(found.message).toContain(`write the line as  ${String(replacement)}`)
  const lines = content.read(found.file).split('\n')
  const indent = /^ */.exec(lines[found.line - 1]!)![0]
  lines[found.line - 1] = indent + String(replacement)
  content.write(found.file, lines.join('\n'))
}
