/**
 * `npm run build`: validates content/, builds and pre-renders the site into a staging folder,
 * checks the result, and only then swaps it into place. A failed build leaves the previous
 * output exactly as it was.
 *
 *   tsx scripts/build.ts [--out-dir dist] [--base /sub-path/]
 *
 * Environment: BASE_PATH (same as --base), SITE_CONTENT_DIR (another content folder).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { formatReport } from '../generator/content/issues.ts'
import { loadContent } from '../generator/content/load.ts'

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: 'dist' },
    base: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
})

// Set before anything loads React, so the build and pre-rendering use one (production) copy of it.
process.env.NODE_ENV = 'production'
const root = process.cwd()
const outDir = path.resolve(root, values['out-dir']!)
const staging = `${outDir}.staging`
const previous = `${outDir}.previous`
if (values.base) process.env.BASE_PATH = values.base
const started = performance.now()

function fail(message: string): never {
  fs.rmSync(staging, { recursive: true, force: true })
  console.error(`\n${message}`)
  console.error(fs.existsSync(outDir) ? `The previous build in ${path.relative(root, outDir)}/ was left unchanged.` : 'Nothing was written.')
  process.exit(1)
}

// Vike resolves its output relative to the project: keep it inside.
if (path.relative(root, outDir).startsWith('..') || path.isAbsolute(path.relative(root, outDir))) fail(`--out-dir must be a folder inside the project, got ${outDir}`)

// 1. Content first: every problem in every file, before any bundling work.
const content = loadContent({ root, contentDir: process.env.SITE_CONTENT_DIR ? path.resolve(process.env.SITE_CONTENT_DIR) : undefined })
if (!content.ok) fail(formatReport(content.issues))

// 2. Build and pre-render into the staging folder.
fs.rmSync(staging, { recursive: true, force: true })
try {
  const { build } = await import('vike/api')
  await build({ viteConfig: { root, logLevel: values.quiet ? 'warn' : 'info', build: { outDir: path.relative(root, staging), emptyOutDir: true } } })
} catch (error) {
  fail(`Build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
}

// 3. Check the output is complete before it replaces anything.
const { expectedPages } = await import('./lib/site-files.ts')
const missing = expectedPages()
  .map((page) => page.file)
  .filter((file) => !fs.existsSync(path.join(staging, 'client', file)))
if (missing.length) fail(`Build incomplete: ${missing.join(', ')} not generated.`)

// 4. Swap: the new output appears in one rename.
fs.rmSync(previous, { recursive: true, force: true })
if (fs.existsSync(outDir)) fs.renameSync(outDir, previous)
fs.renameSync(staging, outDir)
fs.rmSync(previous, { recursive: true, force: true })

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`\nBuilt ${expectedPages().length} pages into ${path.relative(root, outDir)}/client/ in ${seconds} s (content: ${content.files.length} files, ${Math.round(content.durationMs)} ms).`)
