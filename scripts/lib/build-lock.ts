/**
 * One Vike build at a time per project folder. Vike loads its `+config`/`+route` files by writing
 * a transpiled copy beside each source (`+route.ts.build-<hash>.mjs`), importing it and deleting
 * it; two builds of the same sources write the same file name, and the first to finish deletes it
 * under the other ("Cannot find module …+route.ts.build-….mjs"). Builds into different output
 * folders (a preview and a test build, say) therefore queue here rather than fail at random.
 *
 * The lock is a file created exclusively (`wx`) holding the owner's process id; a lock whose
 * owner is no longer running (a build that was killed) is taken over.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** Whether a process with this id is still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function ownerOf(lockFile: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * Waits until no other running build holds `lockFile`, takes it, and returns the function that
 * releases it (also released if the process exits). `onWait` is called once if it has to wait.
 */
export async function acquireBuildLock(
  lockFile: string,
  {
    onWait,
    pollMs = 100,
    timeoutMs = 10 * 60_000,
  }: { onWait?: (owner: number) => void; pollMs?: number; timeoutMs?: number } = {},
): Promise<() => void> {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true })
  const deadline = Date.now() + timeoutMs
  let announced = false
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = ownerOf(lockFile)
    if (owner === undefined || owner === process.pid || !isRunning(owner)) {
      // Written by a build that no longer runs (or half-written): remove it and try again. Two
      // waiters may both remove it; only one of them then creates it (`wx`).
      const stillSame = ownerOf(lockFile) === owner
      if (stillSame) fs.rmSync(lockFile, { force: true })
      if (owner === undefined) await sleep(pollMs)
      continue
    }
    if (!announced) onWait?.(owner)
    announced = true
    if (Date.now() > deadline)
      throw new Error(`Another build (process ${owner}) has held ${lockFile} for too long; stop it or delete the file.`)
    await sleep(pollMs)
  }
  const release = () => {
    if (ownerOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true })
    process.off('exit', release)
  }
  process.on('exit', release)
  return release
}
