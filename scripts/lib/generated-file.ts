/**
 * Files generated from the code (the content guide, the content modules' types): written by their
 * script, or, with `--check` (part of `npm run check`), compared with what is committed so a stale
 * file fails CI with the command that updates it.
 */
import fs from 'node:fs'
import path from 'node:path'

export function writeGenerated(
  file: string,
  text: string,
  { command, argv = process.argv }: { command: string; argv?: readonly string[] },
): void {
  const shown = path.relative(process.cwd(), file)
  if (argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
    if (current !== text) {
      console.error(`${shown} is out of date: run ${command}`)
      process.exit(1)
    }
    return
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
  console.log(`Wrote ${shown}`)
}
