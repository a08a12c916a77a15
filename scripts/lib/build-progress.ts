/**
 * What the build prints while it pre-renders: one progress line instead of one line per page.
 * Vike prints the name of every page it writes; at thousands of pages that buries what matters
 * (the warnings, the problems, the summary) and costs time of its own. While `track` runs, those
 * lines are counted instead: a terminal sees one line counting up, a log (CI) a line every tenth
 * of the way; every other line goes through as it is. `--verbose` keeps Vike's list.
 */
import { stripVTControlCharacters } from 'node:util'

export interface ProgressOptions {
  /** The pages the build will write (the progress line's total). */
  total: number
  /** Where the page files are written, relative to the project: the start of Vike's lines. */
  clientDir: string
  /** Whether the output is a terminal (the line is rewritten in place) or a log. */
  tty?: boolean
  write?: (text: string) => void
  now?: () => number
}

/** Whether a line Vike printed names a page it wrote. */
export const namesWrittenPage = (line: string, clientDir: string): boolean => {
  const plain = stripVTControlCharacters(line)
  return plain.startsWith(`${clientDir.replace(/\/$/, '')}/`) && /\.(html|pageContext\.json)$/.test(plain)
}

/**
 * Counts the pages written while `work` runs, printing progress in their place. Returns what
 * `work` returns; console.log is as it was afterwards, however `work` ends.
 */
export async function trackPages<T>(options: ProgressOptions, work: () => Promise<T>): Promise<T> {
  const { total, clientDir, tty = !!process.stdout.isTTY } = options
  const write = options.write ?? ((text: string) => process.stdout.write(text))
  const now = options.now ?? (() => performance.now())
  // The rate counts from the first page written, not from the start of the bundling before it.
  let started: number | undefined
  let written = 0
  let shownAt = -Infinity
  let lastTenth = 0
  let shownCount = -1
  const line = () => {
    const seconds = started === undefined ? 0 : (now() - started) / 1000
    const rate = seconds > 0 ? ` (${Math.round(written / seconds)} a second)` : ''
    return `Pre-rendering: ${written} of ${total} pages written${rate}`
  }
  const show = (force = false) => {
    if (tty) {
      if (force || now() - shownAt >= 100) {
        write(`\r${line()}\u001b[K`)
        shownAt = now()
        shownCount = written
      }
      return
    }
    const tenth = total ? Math.floor((written * 10) / total) : 0
    if ((force && shownCount !== written) || tenth > lastTenth) {
      lastTenth = tenth
      shownCount = written
      write(`${line()}\n`)
    }
  }
  const log = console.log
  console.log = (...args: unknown[]) => {
    if (args.length === 1 && typeof args[0] === 'string' && namesWrittenPage(args[0], clientDir)) {
      if (stripVTControlCharacters(args[0]).endsWith('.html')) {
        started ??= now()
        written++
      }
      show()
      return
    }
    // Another line: on a terminal it starts below the progress line.
    if (tty && written) write('\n')
    log(...args)
    if (tty && written) show(true)
  }
  try {
    return await work()
  } finally {
    console.log = log
    if (written) {
      show(true)
      if (tty) write('\n')
    }
  }
}
