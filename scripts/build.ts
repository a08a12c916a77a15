/**
 * `npm run build`: builds and pre-renders the site into a staging folder, checks the result, and
 * only then swaps it into place. Content is validated first (by the content plugin, before any
 * bundling); when anything fails, every content problem is listed and the previous output is
 * left exactly as it was.
 *
 *   node scripts/build.ts [--out-dir dist] [--base /sub-path/] [--strict] [--quiet]
 *
 * `--strict` is for the build that gets published: placeholders left in content (example.com
 * addresses, +234 800 000 0001 …), otherwise warnings, fail it.
 * Environment: BASE_PATH (same as --base), SITE_CONTENT_DIR (another content folder),
 * SITE_STRICT=true (same as --strict).
 */
import fs from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { ContentIssue } from '../generator/content/issues.ts'
import { formatReport } from '../generator/content/issues.ts'
import { acquireBuildLock, isRunning } from './lib/build-lock.ts'

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: 'dist' },
    base: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
})

// Node keeps the compiled code of the modules the build loads (Vite, Rolldown's bindings, React…)
// in .cache/, so later builds skip compiling them again: about 0.2 CPU-seconds of each build.
module.enableCompileCache(path.join(process.cwd(), '.cache', 'node-compile'))

// Set before anything loads React, so the build and pre-rendering use one (production) copy of it.
process.env.NODE_ENV = 'production'
const root = process.cwd()
const outDir = path.resolve(root, values['out-dir'])
const relativeOut = path.relative(root, outDir)
// Each build stages in its own folder, so two builds at once cannot publish each other's halves.
const staging = `${outDir}.staging-${process.pid}`
const previous = `${outDir}.previous-${process.pid}`
if (values.base) process.env.BASE_PATH = values.base
if (values.strict) process.env.SITE_STRICT = 'true'
const started = performance.now()

function fail(message: string): never {
  fs.rmSync(staging, { recursive: true, force: true })
  console.error(`\n${message}`)
  console.error(
    fs.existsSync(outDir) ? `The previous build in ${relativeOut}/ was left unchanged.` : 'Nothing was written.',
  )
  process.exit(1)
}

function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}

// The output folder is replaced as a whole: it must be inside the project (Vike resolves it from
// there), must not be the project itself, and, if it exists, must hold a previous build.
if (!relativeOut || relativeOut.startsWith('..') || path.isAbsolute(relativeOut))
  refuse(`--out-dir must be a folder inside the project, got ${outDir}`)
const isBuild = (dir: string) => fs.existsSync(path.join(dir, 'client/index.html'))
if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0 && !isBuild(outDir))
  refuse(`--out-dir ${relativeOut}/ holds something other than a previous build; choose an empty or new folder.`)

// Leftovers of builds that were killed: their staging folders are deleted, and if one was
// killed between the two renames of its swap (no output folder, the previous one set aside),
// the previous output is put back first, so the last good build is never lost.
const parent = path.dirname(outDir)
const leftover = new RegExp(
  `^${path.basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(staging|previous)-(\\d+)$`,
)
for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
  const match = leftover.exec(name)
  if (!match || isRunning(Number(match[2]))) continue
  const folder = path.join(parent, name)
  if (match[1] === 'previous' && !fs.existsSync(outDir) && isBuild(folder)) fs.renameSync(folder, outDir)
  else fs.rmSync(folder, { recursive: true, force: true })
}

/** The content problems carried by a build error, however the bundler wrapped it. */
function contentIssues(error: unknown, depth = 0): ContentIssue[] | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined
  const candidate = error as { issues?: unknown; errors?: unknown[]; cause?: unknown }
  if (Array.isArray(candidate.issues)) return candidate.issues as ContentIssue[]
  for (const inner of [...(candidate.errors ?? []), candidate.cause]) {
    const found = contentIssues(inner, depth + 1)
    if (found) return found
  }
  return undefined
}

// 1. Build and pre-render into the staging folder, with the admin, one build of this project at a time (see
// scripts/lib/build-lock.ts).
const releaseLock = await acquireBuildLock(path.join(root, '.cache', 'build.lock'), {
  onWait: (owner) => {
    if (!values.quiet) console.log(`Waiting for another build of this project (process ${owner}) to finish…`)
  },
})
try {
  const { build } = await import('vike/api')
  await build({
    viteConfig: {
      root,
      // vite.config.ts and what it imports are loaded by Node itself (the build runs where Node
      // strips TypeScript types), not bundled first: about 0.3 CPU-seconds less, same output.
      configLoader: 'native',
      logLevel: values.quiet ? 'silent' : 'info',
      build: { outDir: path.relative(root, staging), emptyOutDir: true },
    },
  })
  // The editors' admin at admin/, built apart from the pages (scripts/lib/admin-build.ts); under
  // the lock too, as builds share its cache.
  const { buildAdmin } = await import('./lib/admin-build.ts')
  await buildAdmin({ root, clientDir: path.join(staging, 'client'), quiet: values.quiet })
} catch (error) {
  const issues = contentIssues(error)
  fail(
    issues
      ? formatReport(issues)
      : `Build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  )
} finally {
  releaseLock()
}

// 2. Every page loads its scripts after its first paint, not before (generator/boot-loader.ts).
const { BOOT_LOADER } = await import('../generator/boot-loader.ts')
const bootScript = (src: string) => `<script type="module" data-boot="${src}">${BOOT_LOADER}</script>`
// The entry's tag as Vike writes it (`type="module"`, the entry's `src`, perhaps `async`, in any
// order): replaced as text when a page holds exactly one and no other script but its JSON-LD
// (Markdown is sanitised and the JSON-LD escapes "<"), which keeps a build of thousands of product
// pages fast; any other page that names an entry is parsed as HTML, so a change in how Vike writes
// the tag costs time, never correctness. Pages that name no entry (the admin's) are left as they are.
const ENTRY_TAG = /<script((?: (?:type="module"|src="[^"<>]*\/assets\/entries\/[^"/<>]+\.js"|async))+)><\/script>/g
const entrySrc = (attributes: string) =>
  attributes.includes(' type="module"') ? /src="([^"]+)"/.exec(attributes)?.[1] : undefined
const unusual: { file: string; html: string }[] = []
const { htmlFiles } = await import('./lib/html-files.ts')
for (const file of htmlFiles(path.join(staging, 'client'))) {
  const html = fs.readFileSync(file, 'utf8')
  if (!html.includes('/assets/entries/')) continue
  const tags = [...html.matchAll(ENTRY_TAG)]
  const src = tags.length === 1 ? entrySrc(tags[0]![1]!) : undefined
  if (src && html.split('<script').length === 3)
    fs.writeFileSync(
      file,
      html.replace(ENTRY_TAG, () => bootScript(src)),
    )
  else unusual.push({ file, html })
}
if (unusual.length) {
  const { attr, replaceElements } = await import('./lib/html.ts')
  for (const { file, html } of unusual)
    fs.writeFileSync(
      file,
      replaceElements(html, (element) => {
        const src = attr(element, 'src')
        const entry =
          element.tagName === 'script' &&
          attr(element, 'type') === 'module' &&
          src &&
          /\/assets\/entries\/[^/]+\.js$/.test(src)
        return entry ? bootScript(src) : undefined
      }),
    )
}

// 3. Check the output is complete before it replaces anything.
const { expectedPages } = await import('./lib/expected-pages.ts')
const missing = expectedPages()
  .map((page) => page.file)
  .filter((file) => !fs.existsSync(path.join(staging, 'client', file)))
if (missing.length) fail(`Build incomplete: ${missing.join(', ')} not generated.`)

// 4. Swap: move the old output aside, move the new one in, then delete the old one. Only the
// moment between the two renames has no output folder; a build killed right then is repaired by
// the next one (see above).
if (fs.existsSync(outDir)) fs.renameSync(outDir, previous)
fs.renameSync(staging, outDir)
fs.rmSync(previous, { recursive: true, force: true })

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`\nBuilt ${expectedPages().length} pages into ${relativeOut}/client/ in ${seconds} s.`)
