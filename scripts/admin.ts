/**
 * `npm run admin`: the editors' admin on this computer. Starts Decap CMS's local backend
 * (decap-server, on 127.0.0.1:8081 only, never on the network), which saves every change straight
 * into content/ in this working tree, and the development server of the site with the admin at
 * /admin/, then prints the admin's address. Ctrl-C stops both.
 *
 *   node scripts/admin.ts [--port 3000]
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import sirv from 'sirv'
import type { Plugin } from 'vite'
import { buildAdmin } from './lib/admin-build.ts'
import { acquireBuildLock } from './lib/build-lock.ts'
import { startLocalBackend } from './lib/local-backend.ts'

const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' } } })
const root = process.cwd()
const servedDir = path.join(root, '.cache', 'admin-local')

console.log('Building the admin …')
const releaseLock = await acquireBuildLock(path.join(root, '.cache', 'build.lock'), {
  onWait: () => console.log('Waiting for a build of the site to finish …'),
})
try {
  await buildAdmin({ root, clientDir: servedDir, quiet: true })
} finally {
  releaseLock()
}

// Decap's local backend, bound to this computer only.
const backend = await startLocalBackend(root, { stdio: 'inherit' })
backend.on('exit', (code) => {
  console.error(`Decap's local backend stopped (exit code ${code}).`)
  process.exit(1)
})

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
console.log(`\nThe admin: ${address}/admin/  (click "Login"; changes are saved into content/ here)`)
console.log(`The site:  ${address}/\n`)

const stop = () => {
  backend.removeAllListeners('exit')
  backend.kill()
  void server.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
