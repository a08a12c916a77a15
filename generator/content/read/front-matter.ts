/**
 * Reads one front-matter Markdown file: gray-matter splits front matter from body, and the
 * `yaml` package parses the front matter into a syntax tree that keeps source offsets, so
 * every later problem (a zod issue, a duplicate, a missing image) can point at the exact
 * line and column of the key or value concerned.
 *
 * Before a value is trusted, what would make YAML read something the editor did not mean is
 * refused: invisible characters in the structure (invisible.ts), lines YAML cannot read
 * (yaml-errors.ts, line-shapes.ts), what it reads otherwise than meant (accepted-mistakes.ts), and
 * characters no page can show that it makes of escapes and blocks (unprintable.ts).
 */
import matter from 'gray-matter'
import { isMap, isNode, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node, type Pair } from 'yaml'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { placed, type ContentIssue, type Position } from '../problems/report.ts'
import { Memo } from '../util/memo.ts'
import { acceptedMistakes } from './accepted-mistakes.ts'
import { trimInvisible } from './format-characters.ts'
import { invisibleInStructure } from './invisible.ts'
import { positions } from './positions.ts'
import { unprintableValues } from './unprintable.ts'
import type { FieldPaths } from './markdown-lines.ts'
import { yamlErrors } from './yaml-errors.ts'

export type { Position }

export type PathSegment = string | number

export interface SourceFile {
  /** Project-relative path with forward slashes, as shown to editors. */
  file: string
  /** Front matter as plain data (every scalar is a string: see `parseFrontMatter`). */
  data: unknown
  /** Markdown below the front matter. */
  body: string
  /** Line on which the body starts. */
  bodyLine: number
  /** Position of a key (`at: 'key'`) or of its value (`at: 'value'`); for a path that does
   *  not exist, the position of its deepest existing parent. */
  locate(path: readonly PathSegment[], at?: 'key' | 'value'): Position
  /** Position of a place in a text value, counted from its first character (line 1, column 1):
   *  a line of a block of Markdown written `text: |` is found on its own line of the file. */
  locateWithin(path: readonly PathSegment[], within: Position): Position
  issue(path: readonly PathSegment[], problem: Problem, at?: 'key' | 'value'): ContentIssue
  issueAt(position: Position, problem: Problem): ContentIssue
}

export type ReadResult = { ok: true; source: SourceFile } | { ok: false; issues: ContentIssue[] }

/** Parses front matter with every scalar kept as a string ("failsafe" schema): `0803…` keeps
 *  its leading zero, `NO` stays "NO", and numbers are converted by the schemas that expect them. */
function parseFrontMatter(yamlText: string): Document.Parsed {
  // Fields written twice are found by duplicateFields(), in one pass: yaml's own check compares
  // every key with every other, which takes minutes for a file of thousands of lines.
  return parseDocument(yamlText, { schema: 'failsafe', uniqueKeys: false, prettyErrors: false, strict: true })
}

/** Fields written twice in one group (the second and later of each), at their key. */
function duplicateFields(doc: Document.Parsed): { offset: number; problem: Problem }[] {
  const found: { offset: number; problem: Problem }[] = []
  visit(doc, {
    Map(_key, map) {
      const seen = new Set<string>()
      for (const pair of map.items) {
        if (!isScalar(pair.key)) continue
        const key = String(pair.key.value)
        if (seen.has(key))
          found.push({ offset: pair.key.range?.[0] ?? 0, problem: problem('duplicate-field', { key }) })
        seen.add(key)
      }
    },
  })
  return found
}

function findPair(map: Node, key: PathSegment): Pair<Node, Node | null> | undefined {
  if (!isMap(map)) return undefined
  return map.items.find(
    (item): item is Pair<Node, Node | null> =>
      isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
  )
}

/** Every text value in one Unicode form (NFC: letters YAML made of escapes such as "e\u0301" are
 *  composed as the file's own letters are, read/text.ts) without the spaces and invisible
 *  characters around it: noise that comes with text copied from phones and web pages
 *  (format-characters.ts). Those inside a value are checked with it. */
function withoutInvisibleEdges(value: unknown): unknown {
  if (typeof value === 'string') return trimInvisible(value.normalize('NFC'))
  if (Array.isArray(value)) return value.map(withoutInvisibleEdges)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutInvisibleEdges(item)]))
  return value
}

// --- Reading a file ------------------------------------------------------------------------------

/** Files already read, by name and text: the result depends on nothing else. */
const sources = new Memo<ReadResult>(10_000)

/** Forgets every file read. */
export function clearSourceCache(): void {
  sources.clear()
}

/** Reads a content file's text (already decoded, see text.ts) into front matter and body.
 *  `fields`: the names of the fields the file may have, which tell a field written without its
 *  colon from a value going on over the next line; `lists` and `plainText`: the paths of the
 *  fields that hold a list, and of those that hold plain text (see FieldPaths). */
export function readSource(
  file: string,
  text: string,
  fields: ReadonlySet<string> = NO_FIELDS,
  lists: ReadonlySet<string> = NO_FIELDS,
  plainText: ReadonlySet<string> = NO_FIELDS,
): ReadResult {
  const shapes = [fields, lists, plainText].map((set) => [...set].join(',')).join('\n')
  return sources.get(`${file}\n${shapes}\n${text}`, () => read(file, text, { fields, lists, plainText }))
}

const NO_FIELDS: ReadonlySet<string> = new Set()

function read(file: string, text: string, shapes: FieldPaths): ReadResult {
  const at = positions(text)
  const fail = (...found: { position: Position; problem: Problem }[]): ReadResult => ({
    ok: false,
    issues: found.map(({ position, problem }) => placed(file, position, problem)),
  })
  const start = { line: 1, column: 1 }

  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'))
  if (firstLine.trimEnd() !== '---') {
    if (text.trim() === '') return fail({ position: start, problem: problem('empty-file') })
    // Only blank lines above a --- line: the front matter is there, one or more lines too low.
    const blank = /^(?:[ \t]*\n)+(?=---[ \t]*\n)/.exec(text)?.[0]
    return fail({
      position: start,
      problem: blank
        ? problem('blank-lines-before-front-matter', { count: blank.split('\n').length - 1 })
        : problem('no-front-matter'),
    })
  }
  if (!/\n---[ \t]*(\n|$)/.test(text.slice(firstLine.length)))
    return fail({ position: start, problem: problem('front-matter-not-closed') })

  let document: Document.Parsed | undefined
  const parsed = matter(text, {
    // Only YAML front matter is accepted: gray-matter's JavaScript engine would run code from content.
    language: 'yaml',
    engines: {
      yaml: (yamlText: string) => {
        document = parseFrontMatter(yamlText)
        return {}
      },
    },
  })
  // gray-matter keeps the raw block in `matter`; it starts right after the opening `---`.
  const yamlOffset = 3
  const yamlText = parsed.matter ?? ''
  const doc = document ?? parseFrontMatter(yamlText)
  const yamlAt = (offset: number) => at(yamlOffset + offset)
  // Front-matter lines as editors number them: the line after the opening --- is line 2.
  const lines = yamlText.split('\n')
  const frontMatterLines = lines.slice(lines[0]!.trim() === '' ? 1 : 0)

  // Invisible characters in the indentation or a field name: YAML's errors would only be knock-on.
  const invisible = invisibleInStructure(frontMatterLines, 2)
  if (invisible.length) return fail(...invisible)
  if (doc.errors.length) return fail(...yamlErrors(doc, yamlText, frontMatterLines, 2, yamlAt, shapes))
  const duplicates = duplicateFields(doc)
  if (duplicates.length)
    return fail(...duplicates.map(({ offset, problem }) => ({ position: yamlAt(offset), problem })))
  const mistakes = acceptedMistakes(doc, yamlText, shapes)
  if (mistakes.length) return fail(...mistakes.map(({ offset, problem }) => ({ position: yamlAt(offset), problem })))
  const unprintable = unprintableValues(doc)
  if (unprintable.length)
    return fail(...unprintable.map(({ offset, problem }) => ({ position: yamlAt(offset), problem })))

  const closing = text.indexOf('\n---', 3)
  const bodyStart = text.indexOf('\n', closing + 1)
  const bodyLine = bodyStart === -1 ? at(text.length).line + 1 : at(bodyStart + 1).line

  const locate = (path: readonly PathSegment[], where: 'key' | 'value' = 'value'): Position => {
    let node: Node | null | undefined = doc.contents
    let best: Position = { line: 1, column: 1 }
    for (let i = 0; i < path.length && node; i++) {
      const segment = path[i]!
      const last = i === path.length - 1
      if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment]
        if (!isNode(item)) break
        node = item
        best = yamlAt(item.range?.[0] ?? 0)
        continue
      }
      const pair = findPair(node, segment)
      if (!pair) break
      const keyPosition = yamlAt(pair.key.range?.[0] ?? 0)
      if (last && where === 'key') return keyPosition
      const value = pair.value
      // An empty value (`description:`) has no node of its own: point just after the key.
      best =
        value?.range && value.range[0] < value.range[1]
          ? yamlAt(value.range[0])
          : { ...keyPosition, column: keyPosition.column + String(segment).length + 1 }
      if (!last) best = keyPosition
      node = value
    }
    return best
  }

  const locateWithin = (path: readonly PathSegment[], within: Position): Position => {
    let node: Node | null | undefined = doc.contents
    for (const segment of path) {
      if (isSeq(node) && typeof segment === 'number') {
        const item: unknown = node.items[segment]
        node = isNode(item) ? item : undefined
      } else node = node ? (findPair(node, segment)?.value ?? undefined) : undefined
    }
    if (!isScalar(node) || !node.range) return locate(path)
    const start = yamlAt(node.range[0])
    if (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED') {
      // The text starts on the line after the `|`, indented as its first line is.
      const textLines = yamlText.slice(node.range[0]).split('\n').slice(1)
      const first = textLines.findIndex((line) => line.trim() !== '')
      const indent = first === -1 ? 0 : /^ */.exec(textLines[first]!)![0].length
      return { line: start.line + Math.max(first, 0) + within.line, column: indent + within.column }
    }
    const quote = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0
    return within.line === 1
      ? { line: start.line, column: start.column + quote + within.column - 1 }
      : { line: start.line + within.line - 1, column: within.column }
  }

  return {
    ok: true,
    source: {
      file,
      locateWithin,
      data: withoutInvisibleEdges(doc.toJS() ?? {}),
      // From the line after the closing ---, so positions in the body count from bodyLine.
      body: bodyStart === -1 ? '' : text.slice(bodyStart + 1),
      bodyLine,
      locate,
      issue: (path, found, where) => placed(file, locate(path, where), found),
      issueAt: (position, found) => placed(file, position, found),
    },
  }
}
