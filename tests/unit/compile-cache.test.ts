/**
 * The build's compile cache (scripts/lib/compile-cache.ts) is emptied once it has grown past a
 * few builds' worth, so it never grows without end; below that it is kept for the next build.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { COMPILE_CACHE_LIMIT, pruneCompileCache } from '../../scripts/lib/compile-cache.ts'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A compile cache as Node lays it out: a folder per Node version, holding `counts` entries each. */
function cacheWith(...counts: number[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'))
  made.push(dir)
  counts.forEach((count, version) => {
    fs.mkdirSync(path.join(dir, `v24.0.${version}-x64-0`))
    for (let entry = 0; entry < count; entry++)
      fs.writeFileSync(path.join(dir, `v24.0.${version}-x64-0`, `${entry}`), '')
  })
  return dir
}

describe('the compile cache', () => {
  it('is kept while it holds a few builds’ worth of entries, in all its versions together', () => {
    const dir = cacheWith(3, 4)
    expect(pruneCompileCache(dir, 7)).toBe(false)
    expect(fs.readdirSync(dir)).toHaveLength(2)
  })

  it('is emptied once its versions together hold more, and the next build starts it afresh', () => {
    const dir = cacheWith(3, 5)
    expect(pruneCompileCache(dir, 7)).toBe(true)
    expect(fs.existsSync(dir)).toBe(false)
  })

  it('is nothing to prune when there is none yet', () => {
    expect(pruneCompileCache(path.join(os.tmpdir(), 'no-compile-cache-here'))).toBe(false)
  })

  it('holds at most a few builds’ worth by default (a build adds about 1,100 entries)', () => {
    expect(COMPILE_CACHE_LIMIT).toBeGreaterThanOrEqual(2 * 1100)
    expect(COMPILE_CACHE_LIMIT).toBeLessThanOrEqual(10 * 1100)
  })
})
