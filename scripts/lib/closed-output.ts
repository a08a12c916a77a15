/**
 * A build whose output stops being read (`npm run build | head`, a CI log pipe closed early, a
 * terminal gone) carries on silently and ends as it would have, with the same exit code.
 *
 * Without this, the first line written to the closed pipe fails (EPIPE) as an uncaught error, and
 * Vike's handler of uncaught errors writes that error to stderr, the same closed pipe: the build
 * looped on it for ever, at full CPU, holding the build lock. What cannot be written is dropped:
 * there is nowhere left to tell it.
 */
export function outliveClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
}
