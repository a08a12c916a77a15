/**
 * The guard that keeps the build and the development server going when their output is no longer
 * read (scripts/lib/closed-output.ts) is installed once per process: Vite reads its configuration
 * again on every restart of the development server, and a listener added each time would end in
 * Node's "possible EventEmitter memory leak" warning on the editor's terminal.
 */
import { afterEach, expect, it, vi } from 'vitest'

const GUARDED = Symbol.for('ala-harvest.outlive-closed-output')
const listeners = () => [process.stdout.listenerCount('error'), process.stderr.listenerCount('error')]
const before = listeners()

afterEach(() => {
  delete (process as NodeJS.Process & { [GUARDED]?: true })[GUARDED]
})

it('adds one listener to each stream however often it is called, from however many copies of its module', async () => {
  // More than Node's ten listeners before its warning; a fresh copy of the module each time.
  for (let copy = 0; copy < 12; copy++) {
    vi.resetModules()
    const { outliveClosedOutput } = await import('../../scripts/lib/closed-output.ts')
    outliveClosedOutput()
  }
  const [stdout, stderr] = listeners()
  expect([stdout! - before[0]!, stderr! - before[1]!]).toEqual([1, 1])
})

it('swallows the error of a write to the closed output', async () => {
  const { outliveClosedOutput } = await import('../../scripts/lib/closed-output.ts')
  outliveClosedOutput()
  const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })
  // An 'error' without a listener would be thrown here.
  for (const stream of [process.stdout, process.stderr]) expect(() => stream.emit('error', epipe)).not.toThrow()
})
