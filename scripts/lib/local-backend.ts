/**
 * Decap CMS's local backend (decap-server) over a folder: the admin on localhost saves entries
 * straight into its content/. Bound to 127.0.0.1 only, never to the network, on the port the
 * admin looks for it (8081).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { createRequire } from 'node:module'

export const LOCAL_BACKEND_PORT = 8081

/** Starts the local backend over `repoDir` and resolves once it answers. */
export async function startLocalBackend(
  repoDir: string,
  { stdio = 'ignore' }: { stdio?: StdioOptions } = {},
): Promise<ChildProcess> {
  const script = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const backend = spawn(process.execPath, [script], {
    cwd: repoDir,
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: repoDir,
      PORT: String(LOCAL_BACKEND_PORT),
      BIND_HOST: '127.0.0.1',
      // Files are written into the folder as they are, without commits (its "fs" mode).
      MODE: 'fs',
      LOG_LEVEL: 'warn',
    },
    stdio,
  })
  for (let attempt = 0; attempt < 100 && backend.exitCode === null; attempt++) {
    const answers = await fetch(`http://127.0.0.1:${LOCAL_BACKEND_PORT}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    }).then(
      (response) => response.ok,
      () => false,
    )
    if (answers) return backend
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  backend.kill()
  throw new Error(
    `Decap's local backend did not start; is port ${LOCAL_BACKEND_PORT} already in use by another program?`,
  )
}
