/**
 * The processes a benchmark run starts, and their cleanup: Chromium, the static server and
 * temporary folders go however the run ends (also on Ctrl-C); and `npm run build` run as a child
 * process with its wall time and peak memory recorded.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as chromeLauncher from 'chrome-launcher'
import type { StaticServer } from '../lib/static-server.ts'
import { procStat, USER_HZ } from '../lib/proc-stat.ts'
import { log } from './numbers.ts'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const WORK = path.join(ROOT, '.cache/bench')

/** What is running now, for cleanup. */
export const running: {
  chrome?: chromeLauncher.LaunchedChrome
  chromeProfile?: string
  server?: StaticServer
  /** Serves the copy of the site without JavaScript. */
  noJsServer?: StaticServer
  /** Answers for the hosts of the pages' frames (scripts/bench/frame-hosts.ts). */
  frameHosts?: { close(): Promise<void> }
  tempDirs: string[]
} = { tempDirs: [] }

/** Processes whose command line names our Chromium profile: ours, and only ours. */
function ourChromiumPids(): number[] {
  if (!running.chromeProfile) return []
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(running.chromeProfile)) pids.push(Number(entry))
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids
}

function killChromeSync() {
  if (running.chrome?.pid) {
    try {
      process.kill(-running.chrome.pid, 'SIGKILL') // chrome-launcher starts it as a process-group leader
    } catch {
      // Already gone.
    }
  }
  for (const pid of ourChromiumPids()) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

export async function cleanup() {
  if (running.chrome) {
    try {
      running.chrome.kill()
    } catch {
      // Killed below.
    }
    killChromeSync()
    for (let wait = 0; wait < 50 && ourChromiumPids().length; wait++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const left = ourChromiumPids()
    if (left.length) log(`warning: Chromium processes still running: ${left.join(', ')}`)
    running.chrome = undefined
  }
  await running.server?.close().catch(() => undefined)
  running.server = undefined
  await running.noJsServer?.close().catch(() => undefined)
  running.noJsServer = undefined
  await running.frameHosts?.close().catch(() => undefined)
  running.frameHosts = undefined
  if (running.chromeProfile) fs.rmSync(running.chromeProfile, { recursive: true, force: true })
  for (const dir of running.tempDirs) fs.rmSync(dir, { recursive: true, force: true })
}

/** Stops every process the run started when it ends, however it ends. */
export function stopOnExit(): void {
  process.on('exit', killChromeSync)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      log(`\n${signal}: stopping`)
      void cleanup().finally(() => process.exit(130))
    })
  }
}

// --- Running a build in a child process. ------------------------------------------------------

export interface BuildRun {
  wallMs: number
  /** Largest peak resident set of the Node processes of the build, bytes (process.resourceUsage().maxRSS). */
  peakRssBytes: number | null
  /** CPU time (user + system) of the build and every process it ran (Dart Sass, esbuild…), ms: less sensitive than wall time to other work on the machine. */
  cpuMs: number | null
  code: number
  output: string
}

/** A module preloaded into every Node process of the build (NODE_OPTIONS) that records its peak RSS (and CPU time, where /proc is missing) on exit. */
function rssProbe(): string {
  const file = path.join(WORK, 'rss-probe.mjs')
  fs.mkdirSync(WORK, { recursive: true })
  fs.writeFileSync(
    file,
    `import fs from 'node:fs'
process.on('exit', () => {
  const usage = process.resourceUsage()
  try { fs.appendFileSync(process.env.BENCH_RSS_FILE, usage.maxRSS + ' ' + (usage.userCPUTime + usage.systemCPUTime) + '\\n') } catch {}
})
`,
  )
  return file
}

/**
 * CPU time (user + system) of this process's children that have ended, with their own ended
 * children, ms (Linux's /proc; null elsewhere). Unlike a probe inside each Node process, it also
 * counts the programs the build runs that are not Node, such as Dart Sass.
 */
function childrenCpuMs(): number | null {
  try {
    // cutime and cstime: the processor time of the children this process waited for.
    const field = procStat('self')
    const ticks = field(16) + field(17)
    return Number.isFinite(ticks) ? (ticks * 1000) / USER_HZ : null
  } catch {
    return null
  }
}

export async function runBuild(outDir: string, env: Record<string, string> = {}): Promise<BuildRun> {
  const rssFile = path.join(WORK, `rss-${process.pid}-${Date.now()}.txt`)
  const probe = rssProbe()
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${pathToFileURL(probe).href}`].filter(Boolean).join(' ')
  const started = performance.now()
  const childrenCpuBefore = childrenCpuMs()
  const child = spawn(process.execPath, ['scripts/build.ts', '--out-dir', outDir, '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_OPTIONS: nodeOptions, BENCH_RSS_FILE: rssFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise<number>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (exitCode) => resolve(exitCode ?? 1))
  })
  const wallMs = performance.now() - started
  const childrenCpuAfter = childrenCpuMs()
  let peakRssBytes: number | null = null
  let cpuMs: number | null =
    childrenCpuBefore === null || childrenCpuAfter === null ? null : childrenCpuAfter - childrenCpuBefore
  if (fs.existsSync(rssFile)) {
    const processes = fs
      .readFileSync(rssFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ').map(Number) as [number, number])
    if (processes.length) {
      peakRssBytes = Math.max(...processes.map(([kilobytes]) => kilobytes)) * 1024
      cpuMs ??= processes.reduce((sum, [, microseconds]) => sum + microseconds, 0) / 1000
    }
    fs.rmSync(rssFile, { force: true })
  }
  return { wallMs, peakRssBytes, cpuMs, code, output }
}
