/**
 * The benchmark's report: its figures (docs/performance.json) and the facts of the machine that
 * measured them. report/document.ts writes it for people (docs/PERFORMANCE.md).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BYTE_BUDGETS, EXPECTED_AUDIT_FAILURES, TIMING_BUDGETS } from '../lib/budgets.ts'
import type { BuildsSummary } from './builds.ts'
import { round } from './numbers.ts'
import type { PageResult } from './page-results.ts'
import { ROOT } from './processes.ts'
import type { AdminRun } from './admin.ts'
import type { ScaleRun } from './scale.ts'
import type { ScalingRun } from './scaling.ts'

export function chromiumVersion(binary: string): string {
  try {
    return execFileSync(binary, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    }).trim()
  } catch {
    return 'unknown'
  }
}

export function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
    ).version
  } catch {
    return 'unknown'
  }
}

/** The report of a benchmark run, with the machine's facts taken now. */
export function benchmarkReport({
  started,
  loadAverageStart,
  chromium,
  benchmarkIndex,
  lighthouseRuns,
  compressed,
  frames,
  build,
  pages,
  scaling,
  admin,
  scale,
  violations,
}: {
  /** performance.now() when the run started. */
  started: number
  loadAverageStart: number
  chromium: string
  benchmarkIndex: number | null
  lighthouseRuns: number
  compressed: boolean
  frames: Report['frames']
  build: BuildsSummary
  pages: PageResult[]
  scaling: ScalingRun[]
  admin?: AdminRun
  scale?: ScaleRun
  violations: string[]
}): Report {
  const cpus = os.cpus()
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpuCount: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGB: round(os.totalmem() / 1024 ** 3, 1),
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      node: process.version,
      chromium,
      lighthouse: packageVersion('lighthouse'),
      benchmarkIndex,
      loadAverageStart,
      loadAverageEnd: round(os.loadavg()[0]!, 2),
    },
    lighthouseRuns,
    serving: compressed
      ? 'startStaticServer with gzip for text responses (HTML, CSS, JS, SVG, JSON), as static hosts serve them'
      : 'startStaticServer as is: every response uncompressed (--uncompressed)',
    frames,
    budgets: { bytes: BYTE_BUDGETS, timing: TIMING_BUDGETS, expectedAuditFailures: EXPECTED_AUDIT_FAILURES },
    build: {
      runs: build.runs,
      wallMs: round(build.wallMs),
      cpuMs: build.cpuMs === null ? null : round(build.cpuMs),
      cpuRunsMs: build.cpuRunsMs,
      peakRssBytes: build.peakRssBytes,
    },
    pages,
    scaling,
    ...(admin ? { admin } : {}),
    ...(scale ? { scale } : {}),
    violations,
    totalMs: 0,
  }
  report.totalMs = round(performance.now() - started)
  return report
}

export interface Report {
  date: string
  machine: {
    cpuCount: number
    cpuModel: string
    memoryGB: number
    os: string
    node: string
    chromium: string
    lighthouse: string
    benchmarkIndex: number | null
    loadAverageStart: number
    loadAverageEnd: number
  }
  lighthouseRuns: number
  /** How responses reached Lighthouse. */
  serving: string
  /** Hosts of the pages' frames, and whether local stand-ins answered for them (scripts/bench/frame-hosts.ts). */
  frames: { hosts: string[]; stoodIn: boolean }
  budgets: {
    bytes: typeof BYTE_BUDGETS
    timing: typeof TIMING_BUDGETS
    expectedAuditFailures: typeof EXPECTED_AUDIT_FAILURES
  }
  /** The default site's build: medians of `runs` builds, the CPU time of each, the highest peak RSS. */
  build: { runs: number; wallMs: number; cpuMs: number | null; cpuRunsMs: number[] | null; peakRssBytes: number | null }
  pages: PageResult[]
  scaling: ScalingRun[]
  /** The editors' admin at 1,000 products (scripts/bench/admin.ts); absent with --skip-admin. */
  admin?: AdminRun
  scale?: ScaleRun
  violations: string[]
  totalMs: number
}
