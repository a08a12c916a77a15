/**
 * Reads one front-matter Markdown file: gray-matter splits front matter from body, and the
 * `yaml` package parses the front matter into a syntax tree that keeps source offsets, so
 * every later problem (a zod issue, a duplicate, a missing image) can point at the exact
 * line and column of the key or value concerned.
 */
import matter from 'gray-matter'
import { Alias, isMap, isNode, isPair, isScalar, isSeq, parseDocument, visit, type Document, type Node, type Pair } from 'yaml'
import type { ContentIssue } from './issues.ts'

export interface Position {
  line: number
  column: number
}

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
  issue(path: readonly PathSegment[], message: string, at?: 'key' | 'value'): ContentIssue
  issueAt(position: Position, message: string): ContentIssue
}

export type ReadResult = { ok: true; source: SourceFile } | { ok: false; issues: ContentIssue[] }

/** Strips a byte-order mark and turns CRLF / CR line endings into LF: both must simply work. */
export function normalizeText(raw: string): string {
  return raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1)
  return starts
}

function positionAt(starts: readonly number[], offset: number): Position {
  let low = 0
  let high = starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (starts[mid]! <= offset) low = mid
    else high = mid - 1
  }
  return { line: low + 1, column: offset - starts[low]! + 1 }
}

const FRONT_MATTER_EXAMPLE = 'start the file with a line containing only ---, then one "field: value" per line, then another line containing only ---'

/** Plain-language advice for the YAML mistakes editors make most. */
function yamlHint(code: string, message: string): string {
  if (code === 'TAB_AS_INDENT') return 'indent with spaces, not tabs'
  if (message.startsWith('Nested mappings are not allowed in compact mappings'))
    return 'this value contains a colon followed by a space; wrap the whole value in double quotes, e.g. title: "Garri: white and yellow"'
  if (message.startsWith('Missing closing')) return 'a quoted value is missing its closing quote; end the value with the same quote mark it starts with'
  if (code === 'MULTILINE_IMPLICIT_KEY' || code === 'MISSING_CHAR' || code === 'BLOCK_AS_IMPLICIT_KEY')
    return 'each line must be "field: value" with a space after the colon; lines that continue a value or belong to a list must be indented under it with spaces'
  if (code === 'BAD_INDENT') return 'check the indentation: items of a list line up under each other, each starting with "- "'
  return 'check this line: each line must be "field: value"; wrap values with special characters in double quotes'
}

/** Parses front matter with every scalar kept as a string ("failsafe" schema): `0803…` keeps
 *  its leading zero, `NO` stays "NO", and numbers are converted by the schemas that expect them. */
function parseFrontMatter(yamlText: string): Document.Parsed {
  return parseDocument(yamlText, { schema: 'failsafe', uniqueKeys: true, prettyErrors: false, strict: true })
}

function findPair(map: Node, key: PathSegment): Pair<Node, Node | null> | undefined {
  if (!isMap(map)) return undefined
  return map.items.find((item): item is Pair<Node, Node | null> => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key))
}

export function readSource(file: string, raw: string): ReadResult {
  const text = normalizeText(raw)
  const starts = lineStarts(text)
  const at = (offset: number) => positionAt(starts, offset)
  const fail = (position: Position, message: string): ReadResult => ({ ok: false, issues: [{ file, ...position, message }] })

  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'))
  if (firstLine.trimEnd() !== '---') {
    if (text.trim() === '') return fail({ line: 1, column: 1 }, `the file is empty; ${FRONT_MATTER_EXAMPLE}`)
    return fail({ line: 1, column: 1 }, `no front matter found; ${FRONT_MATTER_EXAMPLE}`)
  }
  if (!/\n---[ \t]*(\n|$)/.test(text.slice(firstLine.length))) {
    return fail({ line: 1, column: 1 }, 'the front matter is never closed; add a line containing only --- after the last field')
  }

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
  const doc = document ?? parseFrontMatter(parsed.matter ?? '')
  const yamlAt = (offset: number) => at(yamlOffset + offset)

  // A tab used as indentation throws the parser off for the lines after it, whose knock-on
  // errors would give wrong advice: report the tabs alone.
  const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT')
  const issues: ContentIssue[] = (tabs.length ? tabs : doc.errors).map((error) => {
    let message = `front matter is not valid YAML (${error.message}); ${yamlHint(error.code, error.message)}`
    let offset = error.pos[0]
    if (error.code === 'DUPLICATE_KEY') {
      const key = text.slice(yamlOffset + error.pos[0]).match(/^[^:\n]*/)?.[0]?.trim()
      message = `field "${key}" is written twice; keep only one of them`
    }
    if (error.message.startsWith('Missing closing')) {
      // yaml reports where the file ran out, possibly many lines later: point at the opening quote.
      visit(doc, {
        Scalar(_key, node) {
          const [start, end] = node.range ?? [0, 0]
          if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && start < error.pos[0] && error.pos[0] <= end) offset = start
        },
      })
    }
    return { file, ...yamlAt(offset), message }
  })
  visit(doc, {
    Node(_key, node) {
      if (node instanceof Alias || node.anchor || node.tag) {
        // The range of an anchored or tagged value starts after its &anchor or !tag: point at that.
        const valueStart = node.range?.[0] ?? 0
        const prefix = node instanceof Alias ? undefined : node.anchor ? `&${node.anchor}` : '!'
        const found = prefix ? text.lastIndexOf(prefix, yamlOffset + valueStart) - yamlOffset : -1
        const start = found >= 0 ? found : valueStart
        const first = text[yamlOffset + start]
        issues.push({
          file,
          ...yamlAt(start),
          message: `a value starting with "${first}" must be wrapped in double quotes, e.g. title: "${first}Special offer${first === '*' ? '*' : ''}"`,
        })
      }
    },
  })
  if (issues.length) return { ok: false, issues }

  const closing = text.indexOf('\n---', 3)
  const bodyStart = text.indexOf('\n', closing + 1)
  const bodyLine = bodyStart === -1 ? starts.length + 1 : at(bodyStart + 1).line

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
      best = value?.range && value.range[0] < value.range[1] ? yamlAt(value.range[0]) : { ...keyPosition, column: keyPosition.column + String(segment).length + 1 }
      if (!last) best = keyPosition
      node = value
    }
    return best
  }

  return {
    ok: true,
    source: {
      file,
      data: doc.toJS() ?? {},
      // From the line after the closing ---, so positions in the body count from bodyLine.
      body: bodyStart === -1 ? '' : text.slice(bodyStart + 1),
      bodyLine,
      locate,
      issue: (path, message, where) => ({ file, ...locate(path, where), message }),
      issueAt: (position, message) => ({ file, ...position, message }),
    },
  }
}
