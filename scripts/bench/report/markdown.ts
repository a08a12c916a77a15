/** Writes the lines of a Markdown document: text, and tables. */
export class Markdown {
  readonly lines: string[] = []

  readonly add = (...text: string[]): void => {
    this.lines.push(...text)
  }

  /** A table, then a blank line; columns right-aligned but the first unless `align` says otherwise. */
  readonly table = (head: string[], rows: (string | number)[][], align?: string[]): void => {
    this.add(
      `| ${head.join(' | ')} |`,
      `| ${(align ?? head.map((_, index) => (index ? '---:' : '---'))).join(' | ')} |`,
    )
    for (const row of rows) this.add(`| ${row.join(' | ')} |`)
    this.add('')
  }

  /** The document, ending with one line break. */
  text(): string {
    return `${this.lines.join('\n').trimEnd()}\n`
  }
}
