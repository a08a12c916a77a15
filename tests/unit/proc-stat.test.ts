/** Reading a process's /proc stat line by proc(5)'s field numbers (scripts/lib/proc-stat.ts). */
import { expect, it } from 'vitest'
import { procStat, USER_HZ } from '../../scripts/lib/proc-stat.ts'

it.runIf(process.platform === 'linux')('reads the parent and the processor time of a process by their numbers', () => {
  const field = procStat(process.pid)
  expect(field(4)).toBe(process.ppid)
  expect(procStat('self')(4)).toBe(process.ppid)
  // Processor time in seconds, user and system, as Node itself counts it (to within a tick).
  const used = process.cpuUsage()
  expect(Math.abs(field(14) / USER_HZ - used.user / 1e6)).toBeLessThan(0.5)
  expect(Math.abs(field(15) / USER_HZ - used.system / 1e6)).toBeLessThan(0.5)
})
