import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { acquireBuildLock } from '../../scripts/lib/build-lock.ts'

const LOCK_MODULE = path.resolve(import.meta.dirname, '../../scripts/lib/build-lock.ts')

let dir: string
let lockFile: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'))
  lockFile = path.join(dir, 'build.lock')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Another process that takes the lock, prints "got", holds it for `holdMs` and exits. */
function otherBuild(holdMs: number) {
  const script = `
    const { acquireBuildLock } = await import(${JSON.stringify(LOCK_MODULE)})
    const release = await acquireBuildLock(${JSON.stringify(lockFile)}, { pollMs: 10, onWait: () => console.log('waiting') })
    console.log('got')
    await new Promise((resolve) => setTimeout(resolve, ${holdMs}))
    release()`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const exited = new Promise<string>((resolve) => child.on('exit', () => resolve(output)))
  const seen = (word: string) =>
    new Promise<void>((resolve) => child.stdout.on('data', () => output.includes(word) && resolve()))
  return { exited, got: seen('got'), waiting: seen('waiting'), output: () => output }
}

describe('one build at a time', () => {
  it('a second build waits until the first has finished, then goes on', async () => {
    const release = await acquireBuildLock(lockFile)
    const other = otherBuild(0)
    await other.waiting
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(other.output()).toBe('waiting\n')
    release()
    expect(await other.exited).toBe('waiting\ngot\n')
    expect(fs.existsSync(lockFile)).toBe(false)
  })

  it('waits for a build in another process', async () => {
    const other = otherBuild(300)
    await other.got
    let waited = false
    const release = await acquireBuildLock(lockFile, { pollMs: 10, onWait: () => (waited = true) })
    expect(waited).toBe(true)
    expect(await other.exited).toBe('got\n')
    release()
  })

  it('takes over the lock of a build that was killed', async () => {
    // A process id that is not running: a child that has already exited.
    const child = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => child.on('exit', resolve))
    fs.writeFileSync(lockFile, `${child.pid}\n`)
    let waited = false
    const release = await acquireBuildLock(lockFile, { onWait: () => (waited = true) })
    expect(waited).toBe(false)
    expect(fs.readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid))
    release()
  })

  it('gives up with advice when the other build never finishes', async () => {
    const other = otherBuild(2_000)
    await other.got
    await expect(acquireBuildLock(lockFile, { pollMs: 10, timeoutMs: 100 })).rejects.toThrow(
      /Another build \(process \d+\) has held .*build\.lock for too long; stop it or delete the file\./,
    )
    await other.exited
  })
})
