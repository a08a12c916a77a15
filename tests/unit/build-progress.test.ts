/**
 * While pages are pre-rendered the build prints one progress line instead of a line per page
 * (scripts/lib/build-progress.ts); every other line still shows.
 */
import { stripVTControlCharacters } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { trackPages, writtenPageLine } from '../../scripts/lib/build-progress.ts'

afterEach(() => vi.restoreAllMocks())

/** A page written, or another line printed while pre-rendering (a warning). */
type Event = { page: string } | { line: string }

/** Runs `events` while tracking, as a terminal (`tty`) or a log would see them. */
async function printed(events: Event[], tty: boolean, total: number) {
  const out: string[] = []
  const passed: unknown[][] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void passed.push(args))
  let clock = 0
  await trackPages({ total, tty, write: (text) => out.push(text), now: () => (clock += 50) }, (pageWritten) => {
    for (const event of events)
      if ('page' in event) pageWritten()
      else console.log(event.line)
    return Promise.resolve()
  })
  expect(console.log).toBe(log)
  return { out: out.join(''), passed }
}

const pages = (count: number): Event[] => Array.from({ length: count }, (_, index) => ({ page: `p-${index}` }))

describe('the pre-rendering progress line', () => {
  it('in a log, counts the pages in ten lines at most, ending with the total, and lets every other line through', async () => {
    const { out, passed } = await printed([...pages(40), { line: 'a warning' }, ...pages(55)], false, 95)
    const lines = out.trim().split('\n')
    expect(lines.length).toBeLessThanOrEqual(10)
    expect(lines.at(-1)).toMatch(/^Pre-rendering: 95 of 95 pages written/)
    expect(passed).toEqual([['a warning']])
  })

  it('on a terminal, rewrites one line in place, and puts other lines below it', async () => {
    const { out, passed } = await printed([{ page: 'index.html' }, { line: 'a warning' }, { page: 'about/' }], true, 2)
    expect(out).toContain('\rPre-rendering: 1 of 2 pages written')
    expect(out.endsWith('\n')).toBe(true)
    expect(out).toContain('\rPre-rendering: 2 of 2 pages written')
    expect(passed).toEqual([['a warning']])
  })

  it('counts the rate from the first page written, not from the start of the build', async () => {
    const out: string[] = []
    let clock = 0
    await trackPages({ total: 100, tty: false, write: (text) => out.push(text), now: () => clock }, (pageWritten) => {
      // A minute and a half of bundling, then a page every 10 ms.
      clock = 90_000
      for (let index = 0; index < 100; index++) {
        clock += 10
        pageWritten()
      }
      return Promise.resolve()
    })
    expect(out.at(-1)).toMatch(/^Pre-rendering: 100 of 100 pages written \(10\d a second\)/)
  })

  it('gives console.log back when the build fails', async () => {
    const log = console.log
    await expect(
      trackPages({ total: 1, tty: false, write: () => undefined }, () => Promise.reject(new Error('no'))),
    ).rejects.toThrow('no')
    expect(console.log).toBe(log)
  })
})

describe('a page in the --verbose list', () => {
  it('names the folder written into and the file, as Vike lists pages', () => {
    expect(stripVTControlCharacters(writtenPageLine('dist.staging-1/client', 'fr/products/garri/index.html'))).toBe(
      'dist.staging-1/client/fr/products/garri/index.html',
    )
    expect(stripVTControlCharacters(writtenPageLine('dist/client/', '404.html'))).toBe('dist/client/404.html')
  })
})
