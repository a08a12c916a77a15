/**
 * A process's line in /proc/<pid>/stat (Linux), read by field number as proc(5) numbers them from
 * 1: 4 is the parent's pid, 14 and 15 the processor time the process used (user, system), 16 and
 * 17 the time used by the children it waited for. Times are in clock ticks (USER_HZ).
 *
 * The command's name (field 2) is in brackets and may hold spaces and brackets of its own, so the
 * fields are counted from the last closing bracket.
 */
import fs from 'node:fs'

/** The unit of /proc's times: 100 on every Linux that Node runs on. */
export const USER_HZ = 100

/** Reads the stat line of `pid` now; throws when there is no such process (or no /proc). */
export function procStat(pid: number | 'self'): (field: number) => number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // What follows the name starts with field 3, the state.
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (field) => Number(after[field - 3])
}
