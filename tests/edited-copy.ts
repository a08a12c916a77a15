/**
 * The main part of `npm test`: runs the whole suite (`npm run test:suite`) on a copy of the project
 * whose content/ was edited the way editors do (tests/support/editor-edits.ts). Passing there
 * proves that an editor's valid change cannot turn CI red: a test that read its expectations from
 * the live content/ instead of the content it builds would fail on the copy. What depends on the
 * project's own content/ (its check and its generic checks, `npm run test:live`) runs on the
 * project itself, before this; nothing else in the suite depends on content/, so running the rest
 * once, here, tests the same code as running it on the project would.
 *
 *   node tests/edited-copy.ts [--keep]
 *
 * The copy holds the project's files as git lists them (tracked and new, not ignored), gets its
 * own `npm ci` (from npm's cache, so a few seconds when the first install was just made), and the
 * keyed build caches of .cache/ that do not depend on content. Its browser tests use other ports
 * (E2E_PORT), so a server left over from another run cannot answer them. On failure, the copy's
 * test-results/ are kept in test-results/edited-copy/ (CI uploads test-results/), and the copy is
 * deleted unless --keep is given.
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { editLikeAnEditor } from './support/editor-edits.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } })

/** Folders never copied: installed, generated or local to one checkout. */
const NEVER = new Set(['node_modules', '.git', '.cache', 'dist', 'test-results', 'playwright-report', 'coverage'])
/** Build caches kept under a key of everything they are made from, none of it content: reusing them changes no output. */
const CACHES = ['admin-build', 'site-pictures', 'images']

/** The project's files, relative to ROOT: as git lists them, or every file outside NEVER where git is missing. */
function projectFiles(): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return listed
      .split('\0')
      .filter((file) => file && !NEVER.has(file.split('/')[0]!) && fs.existsSync(path.join(ROOT, file)))
  } catch {
    return fs
      .readdirSync(ROOT, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.split(path.sep).some((part) => NEVER.has(part)))
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-edited-copy-'))
const cleanUp = () => {
  if (!values.keep) fs.rmSync(copy, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

let code = 1
try {
  for (const file of projectFiles()) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file))
  }
  for (const cache of CACHES) {
    const from = path.join(ROOT, '.cache', cache)
    if (fs.existsSync(from)) fs.cpSync(from, path.join(copy, '.cache', cache), { recursive: true })
  }

  const edits = await editLikeAnEditor(path.join(copy, 'content'))
  console.log(
    [
      '',
      'The whole suite, on a copy of the project whose content/ was edited as editors do:',
      ...edits.log.map((line) => `  - ${line}`),
      '',
    ].join('\n'),
  )

  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  code = await run(npm, ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], copy)
  if (code === 0) {
    const port = Number(process.env.E2E_PORT ?? 4174) + 10
    code = await run(npm, ['run', 'test:suite'], copy, { ...process.env, E2E_PORT: String(port) })
  }
  if (code !== 0) {
    const results = path.join(copy, 'test-results')
    if (fs.existsSync(results)) fs.cpSync(results, path.join(ROOT, 'test-results', 'edited-copy'), { recursive: true })
    console.error(
      [
        '',
        'The suite failed on a copy of the project whose content/ was edited as editors do (the edits are listed above).',
        'A valid edit must never fail a test. Run `npm run test:suite` on the project itself: a test that fails here',
        'but passes there reads its expectations from the live content/ instead of the content it builds',
        '(tests/fixtures/content, or a copy); one that fails in both is broken on its own.',
        values.keep
          ? `The copy is kept in ${copy}.`
          : 'Run `node tests/edited-copy.ts --keep` to keep the copy and look into it.',
      ].join('\n'),
    )
  } else console.log('\nThe whole suite passed on the copy whose content/ was edited as editors do.')
} finally {
  cleanUp()
}
process.exit(code)
