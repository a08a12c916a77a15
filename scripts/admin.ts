/**
 * `npm run admin`: the editors' admin on this computer. Starts Decap CMS's local backend
 * (decap-server, on 127.0.0.1 only, never on the network) over this working tree, and the
 * development server of the site with the admin at /admin/, then prints the admin's address.
 * Ctrl-C stops both.
 *
 * By default the admin takes the steps of the live site (the editorial workflow): each saved
 * entry is a draft on a local git branch, moved through Draft → In review → Ready, and merged into
 * the checked-out branch when published. This needs a clean working tree (scripts/lib/
 * local-backend.ts says why). `--quick` saves straight into content/ instead, without drafts or
 * commits.
 *
 *   node scripts/admin.ts [--quick] [--port 3000] [--backend-port 8081]
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sirv from 'sirv'
import type { Plugin } from 'vite'
import { siteOptions } from '../generator/site-options.ts'
import { readSiteBasics } from '../generator/content/load/languages.ts'
import { buildAdmin } from './lib/admin-build.ts'
import { acquireBuildLock } from './lib/build-lock.ts'
import { outliveClosedOutput } from './lib/closed-output.ts'
import {
  LOCAL_BACKEND_PORT,
  LOCAL_BACKEND_SETTINGS_FILE,
  LocalBackendError,
  startLocalBackend,
  type LocalBackend,
} from './lib/local-backend.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    'backend-port': { type: 'string', default: String(LOCAL_BACKEND_PORT) },
    quick: { type: 'boolean', default: false },
  },
})
// Serving goes on when what it prints is no longer read (`npm run admin | head`, closed-output.ts).
outliveClosedOutput()
const root = process.cwd()
const options = siteOptions()
const servedDir = path.join(root, '.cache', 'admin-local')
const mode = values.quick ? 'fs' : 'git'

// Decap's local backend, bound to this computer only; checked first, as git mode can refuse to
// start (no repository, uncommitted changes) and there is no point building anything then.
let backend: LocalBackend
try {
  backend = await startLocalBackend(root, { mode, port: Number(values['backend-port']), stdio: 'inherit' })
} catch (error) {
  if (!(error instanceof LocalBackendError)) throw error
  console.error(`\n${error.message}\n`)
  process.exit(1)
}
backend.process.on('exit', (code) => {
  console.error(`Decap's local backend stopped (exit code ${code}).`)
  process.exit(1)
})

console.log('Building the admin …')
const releaseLock = await acquireBuildLock(path.join(root, '.cache', 'build.lock'), {
  onWait: () => console.log('Waiting for a build of the site to finish …'),
})
// What the admin is built knowing of content/site.md: the site's country and languages.
const { country, languages } = readSiteBasics(options.contentDir)
try {
  await buildAdmin({
    root,
    clientDir: servedDir,
    quiet: true,
    base: options.base,
    backend: options.admin,
    country,
    languages,
  })
} finally {
  releaseLock()
}
// Where the admin finds the backend, and the branch it works on (admin/local-backend.ts).
fs.writeFileSync(
  path.join(servedDir, 'admin', LOCAL_BACKEND_SETTINGS_FILE),
  `${JSON.stringify(backend.settings, null, 2)}\n`,
)

/** Serves the built admin at /admin/ next to the pages of the development server. */
const serveAdmin: Plugin = {
  name: 'serve-admin',
  configureServer(server) {
    const files = sirv(path.join(servedDir, 'admin'), { dev: true, etag: true })
    server.middlewares.use('/admin', (request, response, next) => {
      if (request.url === '' || request.url === undefined) {
        response.writeHead(301, { Location: '/admin/' }).end()
        return
      }
      files(request, response, next)
    })
  },
}

const { dev } = await import('vike/api')
const { viteServer: server } = await dev({
  viteConfig: {
    root,
    logLevel: 'warn',
    plugins: [serveAdmin],
    server: { host: 'localhost', port: Number(values.port), strictPort: true },
  },
})
const address = `http://localhost:${server.config.server.port}`
console.log(`\nThe admin: ${address}/admin/  (click "Login")`)
console.log(
  mode === 'git'
    ? `  Saving makes a draft (a git branch cms/…); Publish merges it into ${backend.settings.branch}, as a pull request is merged on the live site.`
    : '  Quick mode: Publish saves straight into content/ here; review with `git diff`.',
)
console.log(`The site:  ${address}/\n`)

const stop = () => {
  backend.process.removeAllListeners('exit')
  void Promise.all([backend.stop(), server.close()]).finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
