import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
export const ROOT = path.resolve(import.meta.dirname, '../..')

export interface BuildResult {
  code: number
  stdout: string
  stderr: string
}

/** Runs a script of the project with Node in a child process: its exit code and what it printed. */
async function runScript(args: readonly string[], env: NodeJS.ProcessEnv): Promise<BuildResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, args, { cwd: ROOT, env, maxBuffer: 32 * 1024 * 1024 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string }
    return {
      code: typeof failure.code === 'number' ? failure.code : 1,
      stdout: failure.stdout ?? '',
      stderr: failure.stderr ?? '',
    }
  }
}

/** `npm run build` as a test runs it: scripts/build.ts into `outDir` with `args`, from
 *  `contentDir` when given (else the environment's content), in the project. */
export function buildCommand(outDir: string, contentDir: string | undefined, args: readonly string[] = []) {
  return {
    args: ['scripts/build.ts', '--out-dir', outDir, ...args],
    options: { cwd: ROOT, env: { ...process.env, ...(contentDir ? { SITE_CONTENT_DIR: contentDir } : {}) } },
  }
}

/** Runs `npm run build` (scripts/build.ts) in a child process, as a user would. */
export function buildSite({
  outDir,
  base,
  contentDir,
  env = {},
}: {
  outDir: string
  base?: string
  contentDir?: string
  env?: Record<string, string>
}): Promise<BuildResult> {
  const { args, options } = buildCommand(outDir, contentDir, ['--quiet', ...(base ? ['--base', base] : [])])
  return runScript(args, { ...options.env, ...env })
}

/**
 * A build of `contentDir` started and left running, for a test that kills one of its
 * processes as the system's out-of-memory killer would: `killProcess` kills the first process of
 * the build (the build's own, or one they started) whose command line names `script`, once it runs.
 */
export function startBuild(outDir: string, contentDir: string) {
  const { args, options } = buildCommand(outDir, contentDir, ['--quiet'])
  const build = spawn(process.execPath, args, options)
  let stderr = ''
  build.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => build.on('exit', (code) => resolve(code)))
  return {
    /** The build's exit code and what it printed to stderr, once it has ended. */
    result: async () => ({ code: await exited, stderr }),
    /** Whether a process running `script` was found, and killed, before the build ended. */
    async killProcess(script: string): Promise<boolean> {
      while (build.exitCode === null) {
        const found = descendants(build.pid!).find((pid) => commandLine(pid).includes(script))
        if (found) return process.kill(found, 'SIGKILL')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      return false
    },
  }
}

/** Every process started, directly or not, by process `pid` (Linux's /proc). */
function descendants(pid: number): number[] {
  let children: number[] = []
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    // The process has ended.
  }
  return children.flatMap((child) => [child, ...descendants(child)])
}

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

/** Runs `npm run check:content` (scripts/check-content.ts) on a content folder in a child process,
 *  as CI runs it (without GitHub annotations). */
export function checkContent(contentDir: string): Promise<BuildResult> {
  return runScript(['scripts/check-content.ts'], { ...process.env, SITE_CONTENT_DIR: contentDir, GITHUB_ACTIONS: '' })
}

/**
 * What a command printed to stderr apart from the warnings about placeholders (the example
 * contacts the default content ships with, which a normal build lists but accepts) and about
 * translations not written yet (a product an editor added in English only).
 */
export function withoutPlaceholderWarnings(stderr: string): string {
  return stderr
    .split('\n')
    .filter(
      (line) =>
        !/^\S+:\d+:\d+: warning: /.test(line) &&
        !/^\d+ placeholders? in \d+ content files?: /.test(line) &&
        !/^\d+ translation warnings?: /.test(line),
    )
    .join('\n')
    .trim()
}
