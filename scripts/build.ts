/**
 * `npm run build`: builds and pre-renders the site into a staging folder, checks the result, and
 * only then swaps it into place. Content is validated first (by the content plugin, before any
 * bundling); when anything fails, every content problem is listed and the previous output is
 * left exactly as it was.
 *
 *   node scripts/build.ts [--out-dir dist] [--base /sub-path/] [--strict] [--quiet] [--verbose]
 *
 * While pages are pre-rendered one progress line counts them (scripts/lib/build-progress.ts);
 * `--verbose` lists every page written instead, `--quiet` prints neither.
 * `--strict` is for the build that gets published: placeholders left in content (example.com
 * addresses, +234 800 000 0001 …), otherwise warnings, fail it.
 * Environment (generator/site-options.ts): BASE_PATH (same as --base), SITE_CONTENT_DIR (another
 * content folder), SITE_STRICT=true (same as --strict), CSP_REPORT_URL, BUILD_SOURCEMAP, ADMIN_*.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { handOverSiteOptions } from '../generator/site-options.ts'
import { acquireBuildLock } from './lib/build-lock.ts'
import { outliveClosedOutput } from './lib/closed-output.ts'
import { useCompileCache } from './lib/compile-cache.ts'
import { outputFolderProblem, outputFolders, repairLeftovers, swapIn } from './lib/output-swap.ts'
import { siteOptionsOrExit } from './lib/site-options.ts'

const { values } = parseArgs({
  options: {
    'out-dir': { type: 'string', default: 'dist' },
    base: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    strict: { type: 'boolean' },
  },
})

// Set before anything loads React, so the build and pre-rendering use one (production) copy of it.
process.env.NODE_ENV = 'production'
outliveClosedOutput()
const root = process.cwd()
useCompileCache(root)
const options = siteOptionsOrExit({ base: values.base, strict: values.strict })
const outDir = path.resolve(root, values['out-dir'])
const relativeOut = path.relative(root, outDir)
// Each build stages in its own folder, so two builds at once cannot publish each other's halves.
const folders = outputFolders(outDir)
const { staging } = folders
const started = performance.now()

function fail(message: string): never {
  fs.rmSync(staging, { recursive: true, force: true })
  console.error(`\n${message}`)
  console.error(
    fs.existsSync(outDir) ? `The previous build in ${relativeOut}/ was left unchanged.` : 'Nothing was written.',
  )
  process.exit(1)
}

const refusal = outputFolderProblem(root, outDir)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
repairLeftovers(outDir)

// 1. Build and pre-render into the staging folder, with the admin, one build of this project at a
// time (see scripts/lib/build-lock.ts).
const releaseLock = await acquireBuildLock(path.join(root, '.cache', 'build.lock'), {
  onWait: (owner) => {
    if (!values.quiet) console.log(`Waiting for another build of this project (process ${owner}) to finish…`)
  },
})
try {
  // vite.config.ts builds with this command's options (not the environment's), and is loaded by
  // Node itself (the build runs where Node strips TypeScript types), not bundled first: about 0.3
  // CPU-seconds less, same output, and it shares generator/site-options.ts with this script.
  handOverSiteOptions(options)
  const viteConfig = {
    root,
    configLoader: 'native' as const,
    logLevel: values.quiet ? ('silent' as const) : ('info' as const),
    build: { outDir: path.relative(root, staging), emptyOutDir: true },
  }
  // The bundles are made in a process of their own, which ends before pre-rendering starts: each
  // step's memory is given back before the next (scripts/lib/bundle-site.ts). This process loads
  // nothing heavy until then.
  const { bundleSite } = await import('./lib/bundle-site.ts')
  await bundleSite({ options, viteConfig })
  // Every page is written once, as it is published: it loads its scripts after its first paint
  // (scripts/lib/prerender.ts, boot-script-swap.ts).
  const { prerenderSite } = await import('./lib/prerender.ts')
  const { trackPages, writtenPageLine } = await import('./lib/build-progress.ts')
  const clientDir = path.join(staging, 'client')
  if (values.verbose) {
    const shownDir = path.relative(root, clientDir).split(path.sep).join('/')
    await prerenderSite({ viteConfig, clientDir, onPage: (file) => console.log(writtenPageLine(shownDir, file)) })
  } else {
    const { builtLanguages, expectedPages } = await import('./lib/expected-pages.ts')
    const total = expectedPages(builtLanguages(options.contentDir)).length
    await trackPages({ total, write: values.quiet ? () => undefined : undefined }, (pageWritten) =>
      prerenderSite({ viteConfig, clientDir, onPage: pageWritten }),
    )
  }
  // The editors' admin at admin/, built apart from the pages (scripts/lib/admin-build.ts); under
  // the lock too, as builds share its cache.
  const { buildAdmin } = await import('./lib/admin-build.ts')
  const { readCountry } = await import('../generator/content/load/load.ts')
  await buildAdmin({
    root,
    clientDir: path.join(staging, 'client'),
    quiet: values.quiet,
    base: options.base,
    backend: options.admin,
    country: readCountry(options.contentDir),
  })
} catch (error) {
  const { buildFailure } = await import('./lib/build-failure.ts')
  const { StepFailure } = await import('./lib/own-process.ts')
  fail(error instanceof StepFailure ? error.report : buildFailure(error))
} finally {
  releaseLock()
}

// 2. Check the output is complete before it replaces anything.
const { builtLanguages, expectedPages } = await import('./lib/expected-pages.ts')
const pages = expectedPages(builtLanguages(options.contentDir))
const missing = pages.map((page) => page.file).filter((file) => !fs.existsSync(path.join(staging, 'client', file)))
if (missing.length) fail(`Build incomplete: ${missing.join(', ')} not generated.`)

// 3. Swap it in (scripts/lib/output-swap.ts).
swapIn(folders)

const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`\nBuilt ${pages.length} pages into ${relativeOut}/client/ in ${seconds} s.`)
