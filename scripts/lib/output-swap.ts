/**
 * The build's output folder is replaced as a whole, never left half-written: each build writes
 * into a staging folder of its own beside it (`dist.staging-<pid>`), and only a complete build is
 * swapped in, the old output set aside (`dist.previous-<pid>`) and then deleted. The next build
 * cleans up after one that was killed, and puts the last good output back if it was killed in the
 * middle of the swap.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isRunning } from './build-lock.ts'

/** The folders of one build's swap. */
export interface OutputFolders {
  /** Where the output goes: replaced as a whole. */
  outDir: string
  /** Where this build writes first. */
  staging: string
  /** Where the old output waits while the new one is moved in. */
  previous: string
}

export function outputFolders(outDir: string, pid: number = process.pid): OutputFolders {
  return { outDir, staging: `${outDir}.staging-${pid}`, previous: `${outDir}.previous-${pid}` }
}

/** Whether a folder holds a build of the site. */
export const isBuild = (dir: string): boolean => fs.existsSync(path.join(dir, 'client/index.html'))

/**
 * Why `outDir` cannot be replaced, if it cannot: it must be inside the project (Vike resolves it
 * from there), must not be the project itself, and, if it exists, must hold a previous build.
 */
export function outputFolderProblem(root: string, outDir: string): string | undefined {
  const relative = path.relative(root, outDir)
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative))
    return `--out-dir must be a folder inside the project, got ${outDir}`
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0 && !isBuild(outDir))
    return `--out-dir ${relative}/ holds something other than a previous build; choose an empty or new folder.`
  return undefined
}

/**
 * Leftovers of builds that were killed: their staging folders are deleted, and if one was killed
 * between the two renames of its swap (no output folder, the previous one set aside), the previous
 * output is put back first, so the last good build is never lost. Folders of builds still running
 * are left alone.
 */
export function repairLeftovers(outDir: string, running: (pid: number) => boolean = isRunning): void {
  const parent = path.dirname(outDir)
  const leftover = new RegExp(
    `^${path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(staging|previous)-(\\d+)$`,
  )
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    const match = leftover.exec(name)
    if (!match || running(Number(match[2]))) continue
    const folder = path.join(parent, name)
    if (match[1] === 'previous' && !fs.existsSync(outDir) && isBuild(folder)) fs.renameSync(folder, outDir)
    else fs.rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * Moves the old output aside, the staged one in, then deletes the old one. Only the moment between
 * the two renames has no output folder; a build killed right then is repaired by the next one
 * (repairLeftovers).
 */
export function swapIn({ outDir, staging, previous }: OutputFolders): void {
  if (fs.existsSync(outDir)) fs.renameSync(outDir, previous)
  fs.renameSync(staging, outDir)
  fs.rmSync(previous, { recursive: true, force: true })
}
