/**
 * `npm run admin`'s local backend (scripts/lib/local-backend.ts) and how the admin finds it
 * (admin/local-backend.ts): git mode starts only where drafts can be branches without taking
 * anything else along, and says what to do otherwise; the admin takes only an address on this
 * computer from local-backend.json.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { UPLOAD_LIMIT_BYTES } from '../../admin/config.ts'
import { parseLocalBackendSettings, readableRefusals } from '../../admin/local-backend.ts'
import {
  gitModeBranch,
  initContentRepository,
  LocalBackendError,
  startLocalBackend,
} from '../../scripts/lib/local-backend.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A new folder holding content/site.md. */
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-backend-'))
  folders.push(dir)
  fs.mkdirSync(path.join(dir, 'content'))
  fs.writeFileSync(path.join(dir, 'content/site.md'), '---\nname: Ala Harvest\n---\n')
  return dir
}
const git = (dir: string, ...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' })

describe('git mode', () => {
  it('works on the checked-out branch of a clean repository', () => {
    const dir = folder()
    initContentRepository(dir, 'live')
    expect(gitModeBranch(dir)).toBe('live')
  })

  it('refuses a folder that is not a git repository, pointing to the quick mode', () => {
    expect(() => gitModeBranch(folder())).toThrow(LocalBackendError)
    expect(() => gitModeBranch(folder())).toThrow(/is not a git repository.*npm run admin -- --quick/)
  })

  it('refuses a folder inside a repository, naming its top folder', () => {
    const dir = folder()
    initContentRepository(dir)
    expect(() => gitModeBranch(path.join(dir, 'content'))).toThrow(/not its top folder; run this from /)
  })

  it('refuses a detached HEAD, saying how to check out a branch', () => {
    const dir = folder()
    initContentRepository(dir)
    git(dir, 'checkout', '--quiet', '--detach')
    expect(() => gitModeBranch(dir)).toThrow(/No branch is checked out.*git switch main/)
  })

  it('refuses uncommitted changes, listing them, as each draft would commit them', () => {
    const dir = folder()
    initContentRepository(dir)
    fs.appendFileSync(path.join(dir, 'content/site.md'), 'More text.\n')
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'to do\n')
    let message = ''
    try {
      gitModeBranch(dir)
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('2 uncommitted changes')
    expect(message).toContain(' M content/site.md')
    expect(message).toContain('?? notes.txt')
    expect(message).toContain('git stash')
    expect(message).toContain('npm run admin -- --quick')
  })
})

describe("the admin's local-backend.json", () => {
  it('is taken when it names the backend on this computer and a branch', () => {
    expect(parseLocalBackendSettings({ url: 'http://localhost:8090/api/v1', branch: 'main' })).toEqual({
      url: 'http://localhost:8090/api/v1',
      branch: 'main',
    })
    expect(parseLocalBackendSettings({ url: 'http://127.0.0.1:8081/api/v1', branch: 'feature/x' })).toBeDefined()
  })

  it.each([
    { url: 'http://example.com:8081/api/v1', branch: 'main' },
    { url: 'https://localhost:8081/api/v1', branch: 'main' },
    { url: 'http://localhost:8081/api/v1?x', branch: 'main' },
    { url: 'http://localhost:8081/api/v1', branch: '' },
    { url: 'http://localhost:8081/api/v1' },
    'http://localhost:8081/api/v1',
    null,
  ])('is ignored otherwise: %j', (value) => {
    expect(parseLocalBackendSettings(value)).toBeUndefined()
  })
})

describe('a picture too large for the local backend', () => {
  it('is refused in words with the limit, not as a page Decap cannot read as JSON', async () => {
    const dir = folder()
    const port = 4240 + Math.floor(Math.random() * 40)
    const backend = await startLocalBackend(dir, { mode: 'fs', port })
    try {
      const request = readableRefusals(fetch, backend.settings.url, UPLOAD_LIMIT_BYTES)
      // A 40 MB photo, as Decap sends it: base64 text in one JSON request.
      const content = Buffer.alloc(40_000_000, 7).toString('base64')
      const body = JSON.stringify({
        action: 'persistMedia',
        params: {
          branch: 'main',
          asset: { path: 'content/images/big.jpg', content, encoding: 'base64' },
          options: { commitMessage: 'Upload' },
        },
      })
      const response = await request(backend.settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/^the file is too large to upload: the editor takes pictures of at most 25 MB; /),
      })
      expect(fs.existsSync(path.join(dir, 'content/images/big.jpg'))).toBe(false)
      // Answers the backend gives in JSON pass as they are.
      const unknown = await request(backend.settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'nothing' }),
      })
      expect((await unknown.json()) as unknown).toEqual({ error: expect.stringContaining('"action" must be one of') })
    } finally {
      await backend.stop()
    }
  }, 30_000)
})
