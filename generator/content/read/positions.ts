/**
 * Offsets in a text as editors count them: 1-based lines and columns. One helper for every stage
 * that points into a file (front matter, Markdown bodies, SVG drawings).
 */
import { LineCounter } from 'yaml'

/** 1-based line and column of every offset of a text. */
export function positions(text: string): (offset: number) => { line: number; column: number } {
  const counter = new LineCounter()
  counter.addNewLine(0)
  for (let offset = text.indexOf('\n'); offset !== -1; offset = text.indexOf('\n', offset + 1))
    counter.addNewLine(offset + 1)
  return (offset) => {
    const { line, col } = counter.linePos(offset)
    return { line, column: col }
  }
}
