/**
 * Runs `npm run dev` (`vike dev`) in a child process, on a free port chosen by the system and
 * with its own Vite cache, so several can run beside each other and beside the other tests.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { ROOT } from './build.ts'

export interface DevServer {
  /** Its address, ending with a slash: http://127.0.0.1:<port>/ */
  readonly url: string
  /** Everything it has printed so far (standard output and error). */
  output(): string
  /** Its process id. */
  readonly pid: number
  /** Stops reading what it prints, as `npm run dev | head` does once `head` has its lines: every
   *  later line it writes meets a closed pipe. */
  closeOutput(): void
  stop(): Promise<void>
}

export interface DevServerOptions {
  /** The content folder it serves (SITE_CONTENT_DIR). */
  contentDir: string
  /** Vite's cache folder (dependencies prepared for the browser); a fresh one keeps runs apart. */
  cacheDir: string
}

export function startDevServer({ contentDir, cacheDir }: DevServerOptions): Promise<DevServer> {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/vike/bin.js'), 'dev', '--port', '0', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, SITE_CONTENT_DIR: contentDir, VITE_CONFIG: JSON.stringify({ cacheDir }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const closeOutput = () => {
    child.stdout.destroy()
    child.stderr.destroy()
  }
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += stripVTControlCharacters(chunk.toString())
      const url = output.match(/Local:\s+(http:\/\/\S+\/)/)?.[1]
      if (url) resolve({ url, output: () => output, pid: child.pid!, closeOutput, stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) =>
      reject(new Error(`the dev server exited (code ${code}) before it was ready:\n${output}`)),
    )
  })
}
