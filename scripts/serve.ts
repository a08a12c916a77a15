/**
 * `npm run preview`: serves the last build (dist/client) as a static host would, including the
 * `_headers` rules and 404.html for unknown paths.
 *
 *   node scripts/serve.ts [--dir dist/client] [--port 4173] [--base /sub-path/] [--host netlify|cloudflare|github]
 *
 * `--host` picks whose documented rules to follow (redirects, `_headers`); see lib/static-server.ts.
 * `--base` defaults to the build's (BASE_PATH, generator/site-options.ts).
 */
import { parseArgs } from 'node:util'
import { siteOptionsOrExit } from './lib/site-options.ts'
import { HOSTS, startStaticServer, type Host } from './lib/static-server.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    port: { type: 'string', default: '4173' },
    base: { type: 'string' },
    host: { type: 'string', default: 'netlify' },
  },
})
if (!HOSTS.includes(values.host as Host)) {
  console.error(`--host must be one of ${HOSTS.join(', ')}, not "${values.host}".`)
  process.exit(2)
}
const server = await startStaticServer({
  dir: values.dir,
  port: Number(values.port),
  base: siteOptionsOrExit({ base: values.base }).base,
  host: values.host as Host,
})
console.log(`Serving ${values.dir} at ${server.url}/ with ${server.host}'s rules`)
