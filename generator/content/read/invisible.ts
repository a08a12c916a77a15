/**
 * Invisible characters in the structure of front matter: in a line's indentation, its "- ", a
 * field name or around its colon, where they change what YAML reads (an indentation YAML does not
 * see, a field name that is not the one it looks like). Inside a value they are checked with the
 * value (schemas/fields/text.ts); here, a line's structure is refused as soon as it holds one.
 */
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import type { Position } from '../problems/report.ts'
import { codePoint, invisibleName, isInvisible } from './format-characters.ts'

/** Characters that are not there for a reader: zero-width ones, and the marks of text direction. */
const ZERO_WIDTH = /\p{Cf}/u
// eslint-disable-next-line no-control-regex -- ASCII is the point
const ASCII_ONLY = /^[\u0000-\u007f]*$/

/** The structure of a line: its indentation and "- ", and a field name (which may hold invisible
 *  characters) with its colon and the spaces after it; none when the line holds no field. */
function structureOf(line: string): { lead: string; structure: string } {
  let end = 0
  const chars = [...line]
  const blank = (character: string) => character === ' ' || character === '\t' || isInvisible(character)
  while (end < chars.length && blank(chars[end]!)) end++
  if (chars[end] === '-' && end + 1 < chars.length && blank(chars[end + 1]!)) {
    end++
    while (end < chars.length && blank(chars[end]!)) end++
  }
  const lead = chars.slice(0, end).join('')
  const rest = chars.slice(end).join('')
  // A field name: letters, digits, _ and - (and whatever invisible characters hide in it), then a
  // colon and what follows it up to the first ordinary space: an invisible character there hides
  // the space YAML needs after the colon. After that space, invisible characters are the value's.
  const field =
    /^([\p{L}\p{N}_\-\p{Zs}\p{Cf}\u2028\u2029]*?):(?=[\s\p{Zs}\p{Cf}]|$)(?:(?![ \t])[\p{Zs}\p{Cf}\u2028\u2029])*/u.exec(
      rest,
    )
  const name = field?.[1] ?? ''
  const visibleName = [...name].filter((character) => !isInvisible(character)).join('')
  const isField = field !== null && /^[A-Za-z_][\w-]*$/.test(visibleName)
  return { lead, structure: lead + (isField ? field[0] : '') }
}

/** Lines of the front matter whose indentation, field name or colon holds invisible characters:
 *  `lines` are the front-matter lines, numbered from `firstLine` in the file. */
export function invisibleInStructure(
  lines: readonly string[],
  firstLine: number,
): { position: Position; problem: Problem }[] {
  const found: { position: Position; problem: Problem }[] = []
  lines.forEach((line, index) => {
    // Every invisible character is outside ASCII: a line of ASCII alone has none.
    if (ASCII_ONLY.test(line)) return
    const { lead, structure } = structureOf(line)
    const characters = [...structure].filter(isInvisible)
    if (!characters.length) return
    const first = [...structure].findIndex(isInvisible)
    found.push({
      position: { line: index + firstLine, column: [...structure].slice(0, first).join('').length + 1 },
      problem: problem('invisible-in-structure', {
        // Space-like characters before the field are indentation; zero-width ones are just there.
        indented: [...lead].some((character) => isInvisible(character) && !ZERO_WIDTH.test(character)),
        characters: [...new Set(characters)].map((character) => ({
          name: invisibleName(character),
          codePoint: codePoint(character),
          count: characters.filter((other) => other === character).length,
        })),
      }),
    })
  })
  return found
}
