/**
 * What YAML accepts but the editor did not mean, found after parsing: a value cut short at " #"
 * (YAML reads the rest as a note), a value wrapped in typographic quotes (which would appear on
 * the page), an anchor, alias or tag (YAML features no editor means to use), a list whose first
 * item starts with another mark than "- " (read as one text with the lines under it). Each problem gives
 * a line that has been checked to read as the value the editor meant.
 */
import { Alias, isPair, isScalar, visit, type Document, type Scalar } from 'yaml'
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import { ITEM_MARK, listItemMark } from './line-shapes.ts'
import { markdownLineProblem, type FieldPaths } from './markdown-lines.ts'
import { lineAround } from './yaml-errors.ts'
import { CURLY_QUOTES, intendedValue, QUOTE_PAIRS, quoteYaml } from './yaml-lines.ts'

export function acceptedMistakes(
  doc: Document.Parsed,
  yamlText: string,
  { lists, plainText }: Pick<FieldPaths, 'lists' | 'plainText'> = { lists: new Set(), plainText: new Set() },
): { offset: number; problem: Problem }[] {
  const problems: { offset: number; problem: Problem }[] = []
  const listNames = new Set([...lists].map((list) => list.slice(list.lastIndexOf('.') + 1)))
  const rewrite = (node: Scalar, replacement: string) => {
    const { start, text } = lineAround(yamlText, node.range![0])
    return `${text.slice(0, node.range![0] - start)}${replacement}`.trim()
  }
  visit(doc, {
    Pair(_key, pair, path) {
      // A list whose first item is written with another mark than "- " (`+ gari`, `• gari`):
      // YAML reads it and the lines under it as one text.
      const value = pair.value
      if (!isScalar(value) || value.type !== 'PLAIN' || !value.range || !isScalar(pair.key)) return
      if (!listNames.has(String(pair.key.value))) return
      const keys = [...path.filter(isPair).map((each) => String((each.key as Scalar).value)), String(pair.key.value)]
      if (!lists.has(keys.join('.'))) return
      const { start, text } = lineAround(yamlText, value.range[0])
      const marked = ITEM_MARK.exec(text)
      if (!marked || start + text.length - text.trimStart().length !== value.range[0]) return
      const found = listItemMark(marked, text.length - text.trimStart().length, String(pair.key.value))
      problems.push({ offset: value.range[0], problem: found })
    },
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
        // `name: **Premium**` is an alias to YAML: in plain text, the marks are the problem.
        const index = yamlText.slice(0, lineStart).split('\n').length - 1
        problems.push({
          offset: start,
          problem:
            markdownLineProblem(yamlText.split('\n'), index, written, { lists, plainText }) ??
            problem('value-needs-quotes', { first: written[0]!, line }),
        })
        return visit.SKIP
      }
      if (!isScalar(node) || key === 'key' || node.type !== 'PLAIN' || !node.range) return undefined
      const value = String(node.value)
      // " #" starts a note in YAML: `name: Garri #1 grade` reads as "Garri".
      if (node.comment !== undefined && node.range[1] < node.range[2]) {
        const { start, text } = lineAround(yamlText, node.range[0])
        const written = text.slice(node.range[0] - start).trim()
        const line = rewrite(node, quoteYaml(written))
        // "# note" with a space reads as a note for other editors; "#1" as part of the value.
        const note = /^#\s/.test(text.slice(text.indexOf(' #', node.range[1] - start) + 1))
        problems.push({
          offset: node.range[0],
          problem: problem(note ? 'note-after-value' : 'hash-cuts-value', { line }),
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
        problems.push({
          offset: node.range[0],
          problem: problem('typographic-quotes', {
            opening,
            closing,
            line: rewrite(node, quoteYaml(inner)),
            keepLine: rewrite(node, quoteYaml(value, { quoted: true })),
          }),
        })
      }
      return undefined
    },
  })
  return problems
}
