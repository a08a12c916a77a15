/**
 * Decap CMS's local backend (decap-server) over a folder: the admin on localhost reads and saves
 * entries there. Bound to 127.0.0.1 only, never to the network.
 *
 * Two modes, as decap-server has them:
 *
 *   git  The folder is a git repository. Each entry the editor saves is a draft: a local branch
 *        (cms/<collection>/<entry>) with one commit per save, moved through Draft → In review →
 *        Ready, and merged into the working branch when published, as on the live site, where
 *        each draft is a pull request. The admin's editorial workflow stays on.
 *   fs   Files are written into the folder as they are, without commits; Decap switches the
 *        editorial workflow off, so Publish writes the file at once.
 *
 * The admin finds the backend through `local-backend.json` next to it (see LocalBackendSettings),
 * or at Decap's default address, http://localhost:8081/api/v1, without it.
 */
import { execFileSync, spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Decap's default port for its local backend, where the admin looks for it without settings. */
export const LOCAL_BACKEND_PORT = 8081

export type LocalBackendMode = 'git' | 'fs'

/** Where the admin finds the local backend: the file `local-backend.json` next to the admin's
 *  page, read by the admin on localhost only (admin/local-backend.ts). */
export interface LocalBackendSettings {
  /** The backend's address: http://localhost:<port>/api/v1. */
  url: string
  /** The branch the backend reads, and in git mode merges published drafts into. */
  branch: string
}

export const LOCAL_BACKEND_SETTINGS_FILE = 'local-backend.json'

export interface LocalBackend {
  process: ChildProcess
  mode: LocalBackendMode
  port: number
  settings: LocalBackendSettings
  /** Stops the backend and resolves once it has exited (its port is free again). */
  stop(): Promise<void>
}

/** A problem that keeps the local backend from starting, in words for the person running it. */
export class LocalBackendError extends Error {}

const git = (dir: string, args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()

/** The checked-out branch of the repository at `dir`, which must be the repository's top folder
 *  (decap-server names files from there), with no uncommitted changes: each save of a draft
 *  commits everything in the working tree (`git add .`) on the draft's branch. */
export function gitModeBranch(dir: string): string {
  let top: string
  try {
    top = git(dir, ['rev-parse', '--show-toplevel'])
  } catch {
    throw new LocalBackendError(
      `${dir} is not a git repository, which the editorial workflow needs (drafts are git branches). Clone the repository with git, or use the quick mode, which saves straight into the files: npm run admin -- --quick`,
    )
  }
  if (fs.realpathSync(top) !== fs.realpathSync(dir))
    throw new LocalBackendError(`${dir} is inside the git repository ${top}, not its top folder; run this from ${top}.`)
  let branch: string
  try {
    branch = git(dir, ['symbolic-ref', '--quiet', '--short', 'HEAD'])
  } catch {
    throw new LocalBackendError(
      'No branch is checked out (a detached HEAD): check out the branch to edit, such as `git switch main`, and start again.',
    )
  }
  const changes = git(dir, ['status', '--porcelain', '--untracked-files=all']).split('\n').filter(Boolean)
  if (changes.length)
    throw new LocalBackendError(
      [
        `This working tree has ${changes.length} uncommitted change${changes.length === 1 ? '' : 's'}:`,
        ...changes.slice(0, 10).map((line) => `  ${line}`),
        ...(changes.length > 10 ? [`  … and ${changes.length - 10} more`] : []),
        "Each draft saved in the editor commits the whole working tree on the draft's branch, and would take uncommitted work along.",
        'Commit them, or set them aside with git stash --include-untracked, or use the quick mode, which saves straight into the files: npm run admin -- --quick',
      ].join('\n'),
    )
  return branch
}

/** Makes `dir` a git repository whose branch `main` holds everything in it in one commit, with
 *  a committer name for the drafts' commits: for copies of the content in tests and the benchmark. */
export function initContentRepository(dir: string, branch = 'main'): void {
  const run = (...args: string[]) => git(dir, args)
  run('init', '--quiet', `--initial-branch=${branch}`)
  run('config', 'user.name', 'Content editor')
  run('config', 'user.email', 'editor@localhost')
  run('config', 'commit.gpgsign', 'false')
  run('add', '--all')
  run('commit', '--quiet', '--no-verify', '--message', 'Content')
}

/**
 * Starts the local backend over `repoDir` and resolves once it answers. In git mode, `repoDir`
 * must be a repository's top folder with nothing uncommitted (gitModeBranch).
 */
export async function startLocalBackend(
  repoDir: string,
  {
    mode = 'git',
    port = LOCAL_BACKEND_PORT,
    stdio = 'ignore',
  }: { mode?: LocalBackendMode; port?: number; stdio?: StdioOptions } = {},
): Promise<LocalBackend> {
  const dir = path.resolve(repoDir)
  // In file mode the branch is only a name the backend is sent: the working tree is read as it is.
  const branch = mode === 'git' ? gitModeBranch(dir) : 'main'
  const script = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const backend = spawn(process.execPath, [script], {
    cwd: dir,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: dir,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      MODE: mode,
      LOG_LEVEL: 'warn',
    },
    stdio,
  })
  const exited = once(backend, 'exit')
  const stop = async () => {
    if (backend.exitCode !== null || backend.signalCode !== null) return
    backend.kill()
    await exited
  }
  const url = `http://localhost:${port}/api/v1`
  for (let attempt = 0; attempt < 100 && backend.exitCode === null; attempt++) {
    const info = await fetch(`http://127.0.0.1:${port}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      async (response) => (response.ok ? ((await response.json()) as { type?: string; repo?: string }) : undefined),
      () => undefined,
    )
    // Another program on the port (another backend, in the other mode or over another folder,
    // say) would answer too: only this one's answer counts.
    if (info?.type === `local_${mode}` && info.repo === path.basename(dir) && backend.exitCode === null)
      return { process: backend, mode, port, settings: { url, branch }, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new LocalBackendError(
    `Decap's local backend did not start on port ${port}; is the port already in use by another program? Choose another with --backend-port.`,
  )
}
