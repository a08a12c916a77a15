/**
 * The build's output folder is replaced as a whole, never left half-written, and a killed build
 * never costs the last good output (scripts/lib/output-swap.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isBuild, outputFolderProblem, outputFolders, repairLeftovers, swapIn } from '../../scripts/lib/output-swap.ts'

let root: string
let outDir: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'output-swap-'))
  outDir = path.join(root, 'dist')
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** A folder holding a build whose home page says `marker`. */
function build(dir: string, marker: string) {
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'client/index.html'), marker)
}
const homePage = (dir: string) => fs.readFileSync(path.join(dir, 'client/index.html'), 'utf8')
const siblings = () => fs.readdirSync(root).sort()

describe('the output folder', () => {
  it('must be inside the project and not the project itself', () => {
    expect(outputFolderProblem(root, root)).toBe(`--out-dir must be a folder inside the project, got ${root}`)
    const outside = path.join(path.dirname(root), 'elsewhere')
    expect(outputFolderProblem(root, outside)).toBe(`--out-dir must be a folder inside the project, got ${outside}`)
    expect(outputFolderProblem(root, outDir)).toBeUndefined()
  })

  it('may be empty or hold a previous build, never anything else (it is replaced as a whole)', () => {
    fs.mkdirSync(outDir)
    expect(outputFolderProblem(root, outDir)).toBeUndefined()
    fs.writeFileSync(path.join(outDir, 'notes.txt'), 'mine')
    expect(outputFolderProblem(root, outDir)).toBe(
      '--out-dir dist/ holds something other than a previous build; choose an empty or new folder.',
    )
    build(outDir, 'old')
    expect(isBuild(outDir)).toBe(true)
    expect(outputFolderProblem(root, outDir)).toBeUndefined()
  })
})

describe('swapping a build in', () => {
  it('replaces the previous output with the staged one and leaves nothing else behind', () => {
    build(outDir, 'old')
    const folders = outputFolders(outDir, 4242)
    expect(folders).toEqual({ outDir, staging: `${outDir}.staging-4242`, previous: `${outDir}.previous-4242` })
    build(folders.staging, 'new')
    swapIn(folders)
    expect(homePage(outDir)).toBe('new')
    expect(siblings()).toEqual(['dist'])
  })

  it('works when there was no output yet', () => {
    const folders = outputFolders(outDir, 4242)
    build(folders.staging, 'new')
    swapIn(folders)
    expect(homePage(outDir)).toBe('new')
    expect(siblings()).toEqual(['dist'])
  })
})

describe('leftovers of builds that were killed', () => {
  const running = (pid: number) => pid === 7

  it('are deleted: staging folders and set-aside outputs of builds no longer running', () => {
    build(outDir, 'current')
    build(`${outDir}.staging-100`, 'half')
    build(`${outDir}.previous-101`, 'older')
    repairLeftovers(outDir, running)
    expect(siblings()).toEqual(['dist'])
    expect(homePage(outDir)).toBe('current')
  })

  it('give the last good output back when a build was killed between the two renames of its swap', () => {
    build(`${outDir}.previous-100`, 'last good')
    build(`${outDir}.staging-100`, 'new')
    repairLeftovers(outDir, running)
    expect(homePage(outDir)).toBe('last good')
    expect(siblings()).toEqual(['dist'])
  })

  it('are left alone while their build is still running, as are folders of other names', () => {
    build(outDir, 'current')
    build(`${outDir}.staging-7`, 'in progress')
    fs.mkdirSync(path.join(root, 'dist.staging-x'))
    fs.mkdirSync(path.join(root, 'dist2.staging-100'))
    repairLeftovers(outDir, running)
    expect(siblings()).toEqual(['dist', 'dist.staging-7', 'dist.staging-x', 'dist2.staging-100'])
  })
})
