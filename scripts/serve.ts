/**
 * `npm run preview`: serves the last build (dist/client) as a static host would, including the
 * `_headers` rules and 404.html for unknown paths.
 *
 *   node scripts/serve.ts [--dir dist/client] [--port 4173] [--base /sub-path/]
 */
import { parseArgs } from 'node:util'
import { startStaticServer } from './lib/static-server.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist/client' },
    port: { type: 'string', default: '4173' },
    base: { type: 'string', default: process.env.BASE_PATH ?? '/' },
  },
})
const server = await startStaticServer({ dir: values.dir, port: Number(values.port), base: values.base })
console.log(`Serving ${values.dir} at ${server.url}/`)
