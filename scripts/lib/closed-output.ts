/**
 * A program whose output stops being read (`npm run build | head`, `npm run dev | head`, a CI log
 * pipe closed early, a terminal gone) carries on silently: a build ends as it would have, with the
 * same exit code; the development server goes on serving the site and its saves.
 *
 * Without this, the first line written to the closed pipe fails (EPIPE) as an uncaught error, and
 * Vike's handler of uncaught errors writes that error to stderr, the same closed pipe: the program
 * looped on it for ever, at full CPU (the build holding the build lock, the development server
 * deaf to SIGTERM). What cannot be written is dropped: there is nowhere left to tell it.
 */
const GUARDED = Symbol.for('ala-harvest.outlive-closed-output')

/** Installs the guard once per process, however many copies of this module are loaded (Vite
 *  loads the configuration, and what it imports, afresh each time it reads it). */
export function outliveClosedOutput(): void {
  const process_ = process as NodeJS.Process & { [GUARDED]?: true }
  if (process_[GUARDED]) return
  process_[GUARDED] = true
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
}
