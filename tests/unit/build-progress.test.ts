/**
 * While pages are pre-rendered the build prints one progress line instead of a line per page
 * (scripts/lib/build-progress.ts); every other line still shows.
 */
import { styleText } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { namesWrittenPage, trackPages } from '../../scripts/lib/build-progress.ts'

const CLIENT = 'dist.staging-1/client'
/** A line as Vike prints it for a page it wrote: the folder dimmed, the file in blue. */
const pageLine = (file: string) => `${styleText('dim', `${CLIENT}/`)}${styleText('blue', file)}`

afterEach(() => vi.restoreAllMocks())

/** Runs `lines` through console.log while tracking, as a terminal (`tty`) or a log would see it. */
async function printed(lines: string[], tty: boolean, total = lines.length) {
  const out: string[] = []
  const passed: unknown[][] = []
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void passed.push(args))
  let clock = 0
  await trackPages({ total, clientDir: CLIENT, tty, write: (text) => out.push(text), now: () => (clock += 50) }, () => {
    for (const line of lines) console.log(line)
    return Promise.resolve()
  })
  expect(console.log).toBe(log)
  return { out: out.join(''), passed }
}

describe('the pre-rendering progress line', () => {
  it('recognises the lines naming pages written, and only those', () => {
    expect(namesWrittenPage(pageLine('fr/products/garri/index.html'), CLIENT)).toBe(true)
    expect(namesWrittenPage(pageLine('404.html'), CLIENT)).toBe(true)
    expect(namesWrittenPage('dist.staging-1/client/assets/entries/app.js', CLIENT)).toBe(false)
    expect(namesWrittenPage('✓ 12 HTML documents pre-rendered.', CLIENT)).toBe(false)
    expect(namesWrittenPage('other/client/index.html', CLIENT)).toBe(false)
  })

  it('in a log, counts the pages in ten lines at most, ending with the total, and lets every other line through', async () => {
    const pages = Array.from({ length: 95 }, (_, index) => pageLine(`products/p-${index}/index.html`))
    const { out, passed } = await printed([...pages.slice(0, 40), 'a warning', ...pages.slice(40)], false, 95)
    const lines = out.trim().split('\n')
    expect(lines.length).toBeLessThanOrEqual(10)
    expect(lines.at(-1)).toMatch(/^Pre-rendering: 95 of 95 pages written/)
    expect(out).not.toContain('p-3/index.html')
    expect(passed).toEqual([['a warning']])
  })

  it('on a terminal, rewrites one line in place, and puts other lines below it', async () => {
    const { out, passed } = await printed([pageLine('index.html'), 'a warning', pageLine('about/index.html')], true, 2)
    expect(out).toContain('\rPre-rendering: 1 of 2 pages written')
    expect(out.endsWith('\n')).toBe(true)
    expect(out).toContain('\rPre-rendering: 2 of 2 pages written')
    expect(passed).toEqual([['a warning']])
  })

  it('counts the rate from the first page written, not from the start of the build', async () => {
    const out: string[] = []
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    let clock = 0
    await trackPages(
      { total: 100, clientDir: CLIENT, tty: false, write: (text) => out.push(text), now: () => clock },
      () => {
        // A minute and a half of bundling, then a page every 10 ms.
        clock = 90_000
        for (let index = 0; index < 100; index++) {
          clock += 10
          console.log(pageLine(`products/p-${index}/index.html`))
        }
        return Promise.resolve()
      },
    )
    expect(out.at(-1)).toMatch(/^Pre-rendering: 100 of 100 pages written \(10\d a second\)/)
  })

  it('gives console.log back when the build fails', async () => {
    const log = console.log
    await expect(
      trackPages({ total: 1, clientDir: CLIENT, tty: false, write: () => undefined }, () =>
        Promise.reject(new Error('no')),
      ),
    ).rejects.toThrow('no')
    expect(console.log).toBe(log)
  })
})
