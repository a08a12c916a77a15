/**
 * What to tell an editor when YAML cannot read their front matter. The parser's own messages
 * ("Nested mappings are not allowed in compact mappings") describe its state, often lines after
 * the real mistake: the cause is looked for first (a tab, then a line of the wrong shape), and a
 * line that can be rewritten to read as the value the editor meant is given whole.
 */
import { parseDocument, visit, type Document } from 'yaml'
import { problem } from '../problems/catalogue/index.ts'
import type { LineReason } from '../problems/catalogue/reading.ts'
import type { Problem } from '../problems/problem.ts'
import type { Position } from '../problems/report.ts'
import { lineShapeProblems } from './line-shapes.ts'
import { markdownLineProblem, type FieldPaths } from './markdown-lines.ts'
import { CURLY_QUOTES, intendedValue, parseValueLine, rewriteLine } from './yaml-lines.ts'

/** The source line of a front-matter offset, and the offset where that line starts. */
export function lineAround(yamlText: string, offset: number): { start: number; text: string } {
  const start = yamlText.lastIndexOf('\n', offset - 1) + 1
  const end = yamlText.indexOf('\n', offset)
  return { start, text: yamlText.slice(start, end === -1 ? yamlText.length : end) }
}

/** The problem of one line YAML could not read, from the line itself and the parser's error,
 *  and the column it is about when that is the value rather than where the parser gave up. */
function syntaxProblem(
  line: string,
  code: string,
  message: string,
  markdown: (value: string) => Problem | undefined,
): { problem: Problem; column?: number } {
  const rewritten = rewriteLine(line)
  const parsed = parseValueLine(line)
  const value = parsed?.value ?? ''
  let reason: LineReason = 'not-a-field-line'
  if (message.startsWith('Missing closing')) reason = 'unclosed-quote'
  else if (CURLY_QUOTES.test(value[0] ?? '')) reason = 'typographic-quotes'
  else if (/^["']/.test(value) && intendedValue(value) === value) reason = 'text-after-closing-quote'
  else if (/^["']/.test(value)) reason = 'same-quote-inside'
  else if (message.startsWith('Nested mappings') || code === 'BLOCK_AS_IMPLICIT_KEY') reason = 'colon-space'
  else if (/^[\]}]/.test(value)) reason = 'closing-bracket'
  if (rewritten && parsed && rewritten.line.trim() !== line.trim()) {
    const column = parsed.valueColumn + 1
    // Markdown marks in plain text: quoted, the value would only be refused for them next.
    const marks = markdown(rewritten.value)
    if (marks) return { problem: marks, column }
    // YAML gives these characters a meaning of their own at the start of a value: an alias, an
    // anchor, a tag, reserved marks, a directive, a block of text, a key of its own.
    if (/^([*&!@`%|>]|\?(\s|$))/.test(value))
      return { problem: problem('value-needs-quotes', { first: value[0]!, line: rewritten.line.trim() }), column }
    return { problem: problem('unreadable-line', { reason, line: rewritten.line.trim() }), column }
  }
  if (code === 'BAD_INDENT' || code === 'MULTILINE_IMPLICIT_KEY')
    return { problem: problem('yaml-indentation', { parser: message }) }
  return { problem: problem('yaml-syntax', { parser: message, reason }) }
}

/**
 * The problems of a front matter YAML could not read. `yamlAt` turns an offset of the front
 * matter into a file position; `lines` are its lines, the first of them at `firstLine` of the file.
 */
export function yamlErrors(
  doc: Document.Parsed,
  yamlText: string,
  lines: readonly string[],
  firstLine: number,
  yamlAt: (offset: number) => Position,
  { fields, lists, plainText }: FieldPaths = { fields: new Set(), lists: new Set(), plainText: new Set() },
): { position: Position; problem: Problem }[] {
  // A tab used as indentation throws the parser off for the lines after it: report the tabs alone.
  const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT')
  if (tabs.length) return tabs.map((error) => ({ position: yamlAt(error.pos[0]), problem: problem('tab-indentation') }))
  // A line of the wrong shape (an indentation slip, a missing colon) is the cause of whatever
  // YAML reports after it: name that line, alone.
  const shapes = lineShapeProblems(lines, firstLine, fields, lists)
  if (shapes.length)
    return shapes.map((found) => {
      // A value starting with [ that is a Markdown link (`[Garri](/products/garri/) flour`).
      if (found.problem.code !== 'unreadable-line') return found
      const index = found.position.line - firstLine
      const written = parseValueLine(lines[index] ?? '')?.value
      const marks = written
        ? markdownLineProblem(lines, index, intendedValue(written), { lists, plainText })
        : undefined
      return marks ? { ...found, problem: marks } : found
    })
  const byLine = new Map<number, { position: Position; problem: Problem }>()
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
      const key =
        yamlText
          .slice(error.pos[0])
          .match(/^[^:\n]*/)?.[0]
          ?.trim() ?? ''
      byLine.set(position.line, { position, problem: problem('duplicate-field', { key }) })
      continue
    }
    const found = syntaxProblem(lineAround(yamlText, offset).text, error.code, error.message, (value) =>
      markdownLineProblem(lines, position.line - firstLine, value, { lists, plainText }),
    )
    byLine.set(position.line, {
      position: { line: position.line, column: found.column ?? position.column },
      problem: found.problem,
    })
  }
  return withoutKnockOns([...byLine.values()], yamlText, yamlAt)
}

/**
 * The problems left once the first is mended as its advice says, when it gives a line to write: a
 * value starting with ] or } throws YAML off for every line after it, each then reported as not a
 * field line though it is one. The lines after it are read again with that line written as told,
 * and only those still wrong are kept.
 */
function withoutKnockOns(
  found: { position: Position; problem: Problem }[],
  yamlText: string,
  yamlAt: (offset: number) => Position,
): { position: Position; problem: Problem }[] {
  const [first, ...rest] = [...found].sort((a, b) => a.position.line - b.position.line)
  const line = first?.problem.params.line
  if (!first || !rest.length || typeof line !== 'string') return found
  const base = yamlAt(0).line
  const lines = yamlText.split('\n')
  const index = first.position.line - base
  if (index < 0 || index >= lines.length) return found
  lines[index] = `${/^ */.exec(lines[index]!)![0]}${line}`
  const fixed = lines.join('\n')
  const mended = parseDocument(fixed, { schema: 'failsafe', uniqueKeys: false, prettyErrors: false, strict: true })
  const stillWrong = new Set(
    mended.errors.map((error) => base + (fixed.slice(0, error.pos[0]).match(/\n/g)?.length ?? 0)),
  )
  return [first, ...rest.filter((each) => stillWrong.has(each.position.line))]
}
