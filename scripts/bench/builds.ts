/**
 * The default site's build, timed: a build's time varies by a few tenths of a second from run to
 * run (disk, other work on the machine), so the figure reported is the median of several builds;
 * the last one is the site measured.
 */
import path from 'node:path'
import { log, mb, median, round } from './numbers.ts'
import { ROOT, runBuild, type BuildRun } from './processes.ts'

export interface BuildsSummary {
  runs: number
  /** Median wall time, ms. */
  wallMs: number
  /** Median CPU time, ms (null where it cannot be measured). */
  cpuMs: number | null
  /** CPU time of each build, ms. */
  cpuRunsMs: number[] | null
  /** The highest peak RSS of the builds, bytes. */
  peakRssBytes: number | null
}

/** Builds the site into `outDir` `runs` times; throws when a build fails. */
export async function measureBuilds(outDir: string, runs: number): Promise<BuildsSummary> {
  log(`Building the site into ${path.relative(ROOT, outDir)}/ ${runs} times …`)
  const builds: BuildRun[] = []
  for (let run = 1; run <= runs; run++) {
    const build = await runBuild(outDir)
    if (build.code !== 0) throw new Error(`The build failed:\n${build.output}`)
    builds.push(build)
    log(
      `  ${run}/${runs} ${(build.wallMs / 1000).toFixed(1)} s (CPU ${build.cpuMs === null ? '?' : (build.cpuMs / 1000).toFixed(1)} s), peak RSS ${mb(build.peakRssBytes)}`,
    )
  }
  const cpuRuns = builds.map((build) => build.cpuMs)
  return {
    runs,
    wallMs: median(builds.map((run) => run.wallMs)),
    cpuMs: cpuRuns.includes(null) ? null : median(cpuRuns as number[]),
    peakRssBytes: builds.some((run) => run.peakRssBytes === null)
      ? null
      : Math.max(...builds.map((run) => run.peakRssBytes!)),
    cpuRunsMs: cpuRuns.includes(null) ? null : (cpuRuns as number[]).map((cpu) => round(cpu)),
  }
}
