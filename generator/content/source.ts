/**
 * Reads one front-matter Markdown file: gray-matter splits front matter from body, and the
 * `yaml` package parses the front matter into a syntax tree that keeps source offsets, so
 * every later problem (a zod issue, a duplicate, a missing image) can point at the exact
 * line and column of the key or value concerned.
 *
 * Mistakes that YAML accepts but that would publish something the editor did not mean are
 * refused here too: a value cut short at " #" (YAML reads the rest as a note), a value wrapped in
 * typographic quotes (which would appear on the page), invisible spaces used as indentation.
 * Every piece of advice that says "write the line as …" gives a line that has been checked to
 * read as the value the editor meant.
 */
import matter from 'gray-matter'
import {
  Alias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Pair,
  type Scalar,
} from 'yaml'
import type { ContentIssue } from './issues.ts'
import { Memo } from './memo.ts'
import { positions } from './text.ts'
import {
  CURLY_QUOTES,
  intendedValue,
  QUOTE_PAIRS,
  lineShapeProblems,
  parseKeyLine,
  quoteYaml,
  rewriteLine,
} from './yaml-advice.ts'

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

const FRONT_MATTER_EXAMPLE =
  'start the file with a line containing only ---, then one "field: value" per line, then another line containing only ---'

/** Parses front matter with every scalar kept as a string ("failsafe" schema): `0803…` keeps
 *  its leading zero, `NO` stays "NO", and numbers are converted by the schemas that expect them. */
function parseFrontMatter(yamlText: string): Document.Parsed {
  return parseDocument(yamlText, { schema: 'failsafe', uniqueKeys: true, prettyErrors: false, strict: true })
}

function findPair(map: Node, key: PathSegment): Pair<Node, Node | null> | undefined {
  if (!isMap(map)) return undefined
  return map.items.find(
    (item): item is Pair<Node, Node | null> =>
      isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
  )
}

// --- Invisible characters ----------------------------------------------------------------------

/** Spaces that look like ordinary ones, or like nothing, but that YAML does not take for spaces. */
const INVISIBLE: Record<string, string> = {
  '\u00a0': 'non-breaking space',
  '\u1680': 'ogham space',
  '\u2000': 'en quad',
  '\u2001': 'em quad',
  '\u2002': 'en space',
  '\u2003': 'em space',
  '\u2004': 'three-per-em space',
  '\u2005': 'four-per-em space',
  '\u2006': 'six-per-em space',
  '\u2007': 'figure space',
  '\u2008': 'punctuation space',
  '\u2009': 'thin space',
  '\u200a': 'hair space',
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u2028': 'line separator',
  '\u2029': 'paragraph separator',
  '\u202f': 'narrow non-breaking space',
  '\u205f': 'medium mathematical space',
  '\u2060': 'word joiner',
  '\u3000': 'ideographic space',
  '\ufeff': 'zero-width no-break space',
}
/** Any of the invisible characters, or an ordinary space or tab. The joiners are alternatives of
 *  their own: inside a character class they would read as joining their neighbours. */
const JOINERS = ['\u200c', '\u200d']
const INVISIBLE_ONE = `(?:[${Object.keys(INVISIBLE)
  .filter((character) => !JOINERS.includes(character))
  .join('')}]|${JOINERS.join('|')})`
const SPACE = `(?:[ \\t]|${INVISIBLE_ONE})`
/** The indentation and `- ` of a line, and a field name with its colon and the spaces after it:
 *  where invisible characters change what YAML reads. Inside a value they are the editor's
 *  typography, and kept. */
const LEAD = new RegExp(`^${SPACE}*(?:-${SPACE}+)?`)
const FIELD = new RegExp(`^${INVISIBLE_ONE}*[A-Za-z_][\\w-]*${SPACE}*:${SPACE}*`)

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

/** Lines of the front matter whose indentation, field name or colon holds invisible characters. */
function invisibleCharacters(lines: readonly string[]): { line: number; column: number; message: string }[] {
  const problems: { line: number; column: number; message: string }[] = []
  lines.forEach((line, index) => {
    const lead = LEAD.exec(line)![0]
    const structure = lead + (FIELD.exec(line.slice(lead.length))?.[0] ?? '')
    const found = [...structure].filter((character) => character in INVISIBLE)
    if (!found.length) return
    const kinds = [...new Set(found)].map((character) => {
      const plural = found.filter((other) => other === character).length > 1 ? 's' : ''
      return `${INVISIBLE[character]}${plural} (${codePoint(character)})`
    })
    const first = [...structure].findIndex((character) => character in INVISIBLE)
    // Space-like characters before the field are indentation; zero-width ones are just there.
    const where = [...lead].some(
      (character) => character in INVISIBLE && !/[\u200b-\u200d\u2060\ufeff]/.test(character),
    )
      ? 'is indented with'
      : 'holds'
    problems.push({
      line: index + 1,
      column: first + 1,
      message: `this line ${where} invisible ${kinds.join(' and ')} instead of ordinary spaces, so its field is not recognised; delete them and type ordinary spaces (they come with text copied from web pages and word processors)`,
    })
  })
  return problems
}

// --- YAML errors ---------------------------------------------------------------------------------

/** The message for one line YAML could not read, from the line itself and the parser's error,
 *  and the column it is about when that is the value rather than where the parser gave up. */
function syntaxMessage(line: string, code: string, message: string): { message: string; column?: number } {
  const rewritten = rewriteLine(line)
  const parsed = parseKeyLine(line)
  const value = parsed?.value ?? ''
  const curly = CURLY_QUOTES.test(value[0] ?? '')
  let reason = 'this line is not a valid "field: value" line'
  if (message.startsWith('Missing closing')) reason = 'the value starts with a quote mark that is never closed'
  else if (curly) reason = 'the value is wrapped in typographic quotes (“ ”), which YAML does not read as quotes'
  else if (/^["']/.test(value) && intendedValue(value) === value)
    reason = 'a value that starts with a quote mark must end with it; here more text follows the closing quote'
  else if (/^["']/.test(value)) reason = 'the value holds the same quote mark it is wrapped in'
  else if (message.startsWith('Nested mappings') || code === 'BLOCK_AS_IMPLICIT_KEY')
    reason = 'the value contains a colon followed by a space, which starts a new field'
  if (rewritten && parsed && rewritten.line.trim() !== line.trim()) {
    const column = parsed.valueColumn + 1
    // YAML gives these characters a meaning of their own at the start of a value.
    if (/^[*&!]/.test(value))
      return {
        message: `a value starting with "${value[0]}" must be wrapped in quotes; write the line as  ${rewritten.line.trim()}`,
        column,
      }
    return { message: `this line cannot be read: ${reason}; write the line as  ${rewritten.line.trim()}`, column }
  }
  const parser = `front matter is not valid YAML (${message})`
  if (code === 'BAD_INDENT' || code === 'MULTILINE_IMPLICIT_KEY')
    return {
      message: `${parser}; check the indentation: the fields of a group line up under each other, and each item of a list starts with "- " at the same indentation`,
    }
  return { message: `${parser}; ${reason}: each line must be "field: value", with a space after the colon` }
}

// --- After parsing: what YAML accepts but the editor did not mean -------------------------------

interface LocatedProblem {
  offset: number
  message: string
}

/** The source line of a front-matter offset, and the offset where that line starts. */
function lineAround(yamlText: string, offset: number): { start: number; text: string } {
  const start = yamlText.lastIndexOf('\n', offset - 1) + 1
  const end = yamlText.indexOf('\n', offset)
  return { start, text: yamlText.slice(start, end === -1 ? yamlText.length : end) }
}

function acceptedMistakes(doc: Document.Parsed, yamlText: string): LocatedProblem[] {
  const problems: LocatedProblem[] = []
  const rewrite = (node: Scalar, replacement: string) => {
    const { start, text } = lineAround(yamlText, node.range![0])
    return `${text.slice(0, node.range![0] - start)}${replacement}`.trim()
  }
  visit(doc, {
    Node(key, node) {
      if (node instanceof Alias || node.anchor || node.tag) {
        // The range of an anchored or tagged value starts after its &anchor or !tag: point at that.
        const valueStart = node.range?.[0] ?? 0
        const prefix = node instanceof Alias ? undefined : node.anchor ? `&${node.anchor}` : '!'
        const found = prefix ? yamlText.lastIndexOf(prefix, valueStart) : -1
        const start = found >= 0 ? found : valueStart
        const { start: lineStart, text } = lineAround(yamlText, start)
        const written = text
          .slice(start - lineStart)
          .replace(/\s+#.*$/, '')
          .trim()
        const line = `${text.slice(0, start - lineStart)}${quoteYaml(written)}`.trim()
        problems.push({
          offset: start,
          message: `a value starting with "${written[0]}" must be wrapped in quotes; write the line as  ${line}`,
        })
        return visit.SKIP
      }
      if (!isScalar(node) || key === 'key' || node.type !== 'PLAIN' || !node.range) return undefined
      const value = String(node.value)
      // " #" starts a note in YAML: `name: Garri #1 grade` reads as "Garri".
      if (node.comment !== undefined && node.range[1] < node.range[2]) {
        const { start, text } = lineAround(yamlText, node.range[0])
        const written = text.slice(node.range[0] - start).trim()
        const kept = `write the line as  ${rewrite(node, quoteYaml(written))}`
        // "# note" with a space reads as a note for other editors; "#1" as part of the value.
        const note = /^#\s/.test(text.slice(text.indexOf(' #', node.range[1] - start) + 1))
        problems.push({
          offset: node.range[0],
          message: note
            ? `the text after " #" is a note that is not shown on the page. If it is a note for other editors, move it to a line of its own above this one (starting with #); if it should be shown, ${kept}`
            : `the text after " #" would be left out: in front matter " #" starts a note that is not shown; to keep it, ${kept}`,
        })
        return undefined
      }
      // Typographic quotes are text to YAML: `name: “Garri”` would show the quotes on the page.
      // A closing ” alone (`name: Garri”`) is a slip too; a closing ’ is left alone, as it is
      // also the apostrophe (farmers’).
      const inner =
        value.endsWith('”') && !CURLY_QUOTES.test(value.slice(0, -1)) ? value.slice(0, -1) : intendedValue(value)
      if (inner !== value && CURLY_QUOTES.test(value[0]! + value.at(-1)!)) {
        const opening = CURLY_QUOTES.test(value[0]!) ? value[0]! : ''
        const closing = value.at(-1) === (QUOTE_PAIRS[opening] ?? '”') ? value.at(-1)! : ''
        const marks =
          opening && closing
            ? `is wrapped in typographic quotes (${opening} ${closing})`
            : opening
              ? `starts with a typographic quote (${opening})`
              : `ends with a typographic quote (${closing})`
        problems.push({
          offset: node.range[0],
          message: `the value ${marks}, which would appear on the page as part of it; write the line as  ${rewrite(node, quoteYaml(inner))}  (or, if the quotes should appear on the page, write the line as  ${rewrite(node, quoteYaml(value, { quoted: true }))})`,
        })
      }
      return undefined
    },
  })
  return problems
}

// --- Reading a file ------------------------------------------------------------------------------

/** Files already read, by name and text: the result depends on nothing else. */
const sources = new Memo<ReadResult>(10_000)

/** Forgets every file read. */
export function clearSourceCache(): void {
  sources.clear()
}

/** Reads a content file's text (already decoded, see text.ts) into front matter and body. */
export function readSource(file: string, text: string): ReadResult {
  return sources.get(`${file}\n${text}`, () => read(file, text))
}

function read(file: string, text: string): ReadResult {
  const at = positions(text)
  const fail = (position: Position, message: string): ReadResult => ({
    ok: false,
    issues: [{ file, ...position, message }],
  })

  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? text.length : text.indexOf('\n'))
  if (firstLine.trimEnd() !== '---') {
    if (text.trim() === '') return fail({ line: 1, column: 1 }, `the file is empty; ${FRONT_MATTER_EXAMPLE}`)
    return fail({ line: 1, column: 1 }, `no front matter found; ${FRONT_MATTER_EXAMPLE}`)
  }
  if (!/\n---[ \t]*(\n|$)/.test(text.slice(firstLine.length))) {
    return fail(
      { line: 1, column: 1 },
      'the front matter is never closed; add a line containing only --- after the last field',
    )
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
  const yamlText = parsed.matter ?? ''
  const doc = document ?? parseFrontMatter(yamlText)
  const yamlAt = (offset: number) => at(yamlOffset + offset)
  // Front-matter lines as editors number them: the line after the opening --- is line 2.
  const lines = yamlText.split('\n')
  const lineOffset = lines[0]!.trim() === '' ? 1 : 0
  const frontMatterLines = lines.slice(lineOffset)
  const toFileLine = (line: number) => line + 1

  // Invisible characters in the indentation or a field name: YAML's errors would only be knock-on.
  const invisible = invisibleCharacters(frontMatterLines)
  if (invisible.length)
    return {
      ok: false,
      issues: invisible.map((problem) => ({
        file,
        line: toFileLine(problem.line),
        column: problem.column,
        message: problem.message,
      })),
    }

  if (doc.errors.length) {
    // A tab used as indentation throws the parser off for the lines after it: report the tabs alone.
    const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT')
    if (tabs.length)
      return {
        ok: false,
        issues: tabs.map((error) => ({
          file,
          ...yamlAt(error.pos[0]),
          message: 'this line is indented with a tab, which front matter does not allow; indent with spaces instead',
        })),
      }
    // A line of the wrong shape (an indentation slip, a missing colon) is the cause of whatever
    // YAML reports after it: name that line, alone.
    const shapes = lineShapeProblems(frontMatterLines, toFileLine(1))
    if (shapes.length) return { ok: false, issues: shapes.map((problem) => ({ file, ...problem })) }
    const byLine = new Map<number, ContentIssue>()
    for (const error of doc.errors) {
      let offset = error.pos[0]
      if (error.message.startsWith('Missing closing')) {
        // yaml reports where the file ran out, possibly many lines later: point at the opening quote.
        visit(doc, {
          Scalar(_key, node) {
            const [start, end] = node.range ?? [0, 0]
            if (
              (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
              start < error.pos[0] &&
              error.pos[0] <= end
            )
              offset = start
          },
        })
      }
      const position = yamlAt(offset)
      if (byLine.has(position.line)) continue
      if (error.code === 'DUPLICATE_KEY') {
        const key = yamlText
          .slice(error.pos[0])
          .match(/^[^:\n]*/)?.[0]
          ?.trim()
        byLine.set(position.line, {
          file,
          ...position,
          message: `field "${key}" is written twice; keep only one of them`,
        })
        continue
      }
      const { message, column } = syntaxMessage(lineAround(yamlText, offset).text, error.code, error.message)
      byLine.set(position.line, { file, ...position, column: column ?? position.column, message })
    }
    return { ok: false, issues: [...byLine.values()] }
  }

  const mistakes = acceptedMistakes(doc, yamlText)
  if (mistakes.length)
    return {
      ok: false,
      issues: mistakes.map((problem) => ({ file, ...yamlAt(problem.offset), message: problem.message })),
    }

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
