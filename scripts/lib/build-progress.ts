/**
 * What the build prints while it pre-renders: one progress line instead of one line per page.
 * A line for each page written buries, at thousands of pages, what matters (the warnings, the
 * problems, the summary) and costs time of its own. While `trackPages` runs, the pages it is told
 * of are counted instead: a terminal sees one line counting up, a log (CI) a line every tenth of
 * the way; every other line printed goes through as it is. `--verbose` lists the pages instead,
 * each as `writtenPageLine` prints it.
 */
import { styleText } from 'node:util'

export interface ProgressOptions {
  /** The pages the build will write (the progress line's total). */
  total: number
  /** Whether the output is a terminal (the line is rewritten in place) or a log. */
  tty?: boolean
  write?: (text: string) => void
  now?: () => number
}

/** A page written, as `--verbose` lists it (and as Vike lists the pages it writes): the folder
 *  written into, relative to the project, dimmed, then the file within it in blue. */
export const writtenPageLine = (folder: string, file: string): string =>
  `${styleText('dim', `${folder.replace(/\/$/, '')}/`)}${styleText('blue', file)}`

/**
 * Shows the progress of `work`, which calls the `pageWritten` it is given once for each page it
 * writes. Returns what `work` returns; console.log is as it was afterwards, however `work` ends.
 */
export async function trackPages<T>(
  options: ProgressOptions,
  work: (pageWritten: () => void) => Promise<T>,
): Promise<T> {
  const { total, tty = !!process.stdout.isTTY } = options
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
  const pageWritten = () => {
    started ??= now()
    written++
    show()
  }
  const log = console.log
  // Another line: on a terminal it starts below the progress line, which then shows again.
  console.log = (...args: unknown[]) => {
    if (tty && written) write('\n')
    log(...args)
    if (tty && written) show(true)
  }
  try {
    return await work(pageWritten)
  } finally {
    console.log = log
    if (written) {
      show(true)
      if (tty) write('\n')
    }
  }
}
