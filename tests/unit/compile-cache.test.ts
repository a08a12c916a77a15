import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { trimCompileCache, useCompileCache } from '../../scripts/lib/compile-cache.ts'

const CACHE_MODULE = path.resolve(import.meta.dirname, '../../scripts/lib/compile-cache.ts')

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'))
  fs.writeFileSync(path.join(dir, 'page.mjs'), 'export const page = 1\n')
  fs.writeFileSync(path.join(dir, 'step.mjs'), 'export const step = 2\n')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A build as scripts/build.ts starts one, in a project at `dir`: the cache turned on, a module
 *  loaded, and a step run in a process of its own that loads another. Returns Node's own account
 *  of what it did with the cache (NODE_DEBUG_NATIVE), for each module: "accepted" when its
 *  compiled code was read back rather than compiled again. */
function build(): string {
  const script = `
    const { useCompileCache } = await import(${JSON.stringify(CACHE_MODULE)})
    useCompileCache(${JSON.stringify(dir)})
    await import(${JSON.stringify(path.join(dir, 'page.mjs'))})
    const { execFileSync } = await import('node:child_process')
    execFileSync(process.execPath, [${JSON.stringify(path.join(dir, 'step.mjs'))}], { stdio: 'inherit' })`
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' }
  delete env.NODE_COMPILE_CACHE
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return run.stderr
}

const accepted = (account: string, file: string) =>
  account.split('\n').some((line) => line.includes(`${file} was accepted`))

describe("the build's compile cache", () => {
  it("is kept in the project's .cache/node-compile/: a later build, and its steps, run from it", () => {
    const first = build()
    expect(accepted(first, 'page.mjs')).toBe(false)
    expect(fs.readdirSync(path.join(dir, '.cache', 'node-compile')).length).toBeGreaterThan(0)
    const second = build()
    expect(accepted(second, 'page.mjs')).toBe(true)
    expect(accepted(second, 'step.mjs')).toBe(true)
  })

  it('compiles a module again once it has changed', () => {
    build()
    fs.writeFileSync(path.join(dir, 'page.mjs'), 'export const page = 3\n')
    expect(accepted(build(), 'page.mjs')).toBe(false)
  })

  it('is emptied before a build once it holds more entries than its limit, and left as it is below it', () => {
    const version = path.join(dir, 'cache', 'v24-x64')
    fs.mkdirSync(version, { recursive: true })
    for (let entry = 0; entry < 5; entry++) fs.writeFileSync(path.join(version, `entry${entry}`), '')
    trimCompileCache(path.join(dir, 'cache'), 5)
    expect(fs.readdirSync(version)).toHaveLength(5)
    fs.writeFileSync(path.join(version, 'entry5'), '')
    trimCompileCache(path.join(dir, 'cache'), 5)
    expect(fs.existsSync(path.join(dir, 'cache'))).toBe(false)
  })

  it('a folder named by NODE_COMPILE_CACHE, which other programs may share, is used but never emptied', () => {
    const shared = path.join(dir, 'shared')
    const version = path.join(shared, 'v24-x64')
    fs.mkdirSync(version, { recursive: true })
    for (let entry = 0; entry < 3; entry++) fs.writeFileSync(path.join(version, `entry${entry}`), '')
    const script = `
      const compileCache = await import(${JSON.stringify(CACHE_MODULE)})
      compileCache.useCompileCache(${JSON.stringify(dir)})`
    // The limit lowered to 2 for this run: the project's own folder would be emptied.
    const limited = fs.readFileSync(CACHE_MODULE, 'utf8').replace(/maxEntries = MAX_ENTRIES/, 'maxEntries = 2')
    expect(limited).not.toBe(fs.readFileSync(CACHE_MODULE, 'utf8'))
    const copy = path.join(dir, 'compile-cache.ts')
    fs.writeFileSync(copy, limited)
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script.replace(CACHE_MODULE, copy)], {
      env: { ...process.env, NODE_COMPILE_CACHE: shared },
      encoding: 'utf8',
    })
    expect(run.status, run.stderr).toBe(0)
    expect(fs.readdirSync(version)).toHaveLength(3)
    // And the project's own folder, with as many entries, is emptied.
    const own = path.join(dir, '.cache', 'node-compile')
    fs.cpSync(shared, own, { recursive: true })
    const env: NodeJS.ProcessEnv = { ...process.env }
    delete env.NODE_COMPILE_CACHE
    const ownRun = spawnSync(process.execPath, ['--input-type=module', '-e', script.replace(CACHE_MODULE, copy)], {
      env,
      encoding: 'utf8',
    })
    expect(ownRun.status, ownRun.stderr).toBe(0)
    expect(fs.existsSync(path.join(own, 'v24-x64'))).toBe(false)
  })

  it('a folder that cannot be used (a file in its place) means a build without it, not a failure', () => {
    const saved = process.env.NODE_COMPILE_CACHE
    process.env.NODE_COMPILE_CACHE = path.join(dir, 'page.mjs', 'cache')
    try {
      expect(useCompileCache(dir)).toBeUndefined()
    } finally {
      if (saved === undefined) delete process.env.NODE_COMPILE_CACHE
      else process.env.NODE_COMPILE_CACHE = saved
    }
  })
})
