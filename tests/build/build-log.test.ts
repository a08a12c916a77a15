/**
 * What `npm run build` prints: in a log (CI), a few lines counting the pages rather than one line
 * per page; with `--verbose`, every page written; and a build whose log stops being read still
 * finishes.
 */
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { builtLanguages, expectedPages } from '../../scripts/lib/expected-pages.ts'
import { buildCommand, ROOT } from '../support/build.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const outDir = path.join(ROOT, '.cache/test-build-log')
const pages = expectedPages(builtLanguages(FIXTURE_CONTENT))

/** The command that builds the fixture into `outDir`, and where it runs. */
const fixtureBuild = (...args: string[]) => buildCommand(outDir, FIXTURE_CONTENT, args)

/** The build's standard output, as a log (not a terminal) receives it, colours removed. */
async function buildLog(...args: string[]): Promise<string> {
  const command = fixtureBuild(...args)
  const { stdout } = await promisify(execFile)(process.execPath, command.args, {
    ...command.options,
    maxBuffer: 32 * 1024 * 1024,
  })
  return stripVTControlCharacters(stdout)
}

/** The lines of a log naming a page file written into the build's folder. */
const pageLines = (log: string) => log.split('\n').filter((line) => /client\/(.+\/)?(index|404)\.html$/.test(line))

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

describe('what the build prints', () => {
  it('in a log, counts the pages in a few lines, ending with every page of the content, and lists none', async () => {
    const log = await buildLog()
    const progress = log.split('\n').filter((line) => line.startsWith('Pre-rendering: '))
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.length).toBeLessThanOrEqual(11)
    expect(progress.at(-1)).toMatch(new RegExp(`^Pre-rendering: ${pages.length} of ${pages.length} pages written`))
    expect(pageLines(log)).toEqual([])
    expect(log).toContain(`Built ${pages.length} pages into .cache/test-build-log/client/`)
  })

  it('with --verbose, lists every page written, in the folder it is written into', async () => {
    const log = await buildLog('--verbose')
    const listed = pageLines(log).map((line) => line.replace(/^.*?\.cache\/test-build-log\.staging-\d+\/client\//, ''))
    expect(listed.sort()).toEqual(pages.map((page) => page.file).sort())
    expect(log).not.toContain('Pre-rendering: ')
  })

  it('when whatever reads its log stops reading (`npm run build | head -1`), still finishes and ends with success', async () => {
    fs.rmSync(outDir, { recursive: true, force: true })
    const command = fixtureBuild()
    const build = spawn(process.execPath, command.args, { ...command.options, stdio: ['ignore', 'pipe', 'pipe'] })
    // The reader takes the first line and goes: every later write of the build meets a closed pipe.
    build.stdout.once('data', () => {
      build.stdout.destroy()
      build.stderr.destroy()
    })
    // A build that never ends is ended here, so a failure of this test leaves nothing running:
    // well after a build of the fixture (5 s alone), which may first wait for other tests' builds
    // (one build of the project at a time), and before the test's own time is up.
    const giveUp = setTimeout(() => build.kill('SIGKILL'), 180_000)
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      build.on('exit', (...ended) => resolve(ended)),
    )
    clearTimeout(giveUp)
    expect({ code, signal }).toEqual({ code: 0, signal: null })
    const missing = pages.filter((page) => !fs.existsSync(path.join(outDir, 'client', page.file)))
    expect(missing).toEqual([])
  })
})
