/**
 * `npm run types:content`: writes generator/content/virtual-modules.d.ts, the types of the
 * `virtual:content/<collection>` modules the content plugin serves, one per collection of
 * generator/content/schemas/collections/. `--check` fails when the file is out of date (`npm run check`).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { contextWithoutFiles, defineCollections } from '../generator/content/schemas/collections/index.ts'
import { writeGenerated } from './lib/generated-file.ts'

const FILE = path.resolve(import.meta.dirname, '../generator/content/virtual-modules.d.ts')

export function contentModuleTypes(): string {
  const names = Object.keys(defineCollections(contextWithoutFiles(['icon'])))
  const modules = names.map(
    (name) =>
      `declare module 'virtual:content/${name}' {\n  const value: import('./schemas/collections/index.ts').SiteContent['${name}']\n  export default value\n}`,
  )
  return `// Generated from generator/content/schemas/collections/ by \`npm run types:content\`. Do not edit by hand.\n// Types of the content modules served by generator/vite-plugin-content.ts.\n${modules.join('\n')}\n`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  writeGenerated(FILE, contentModuleTypes(), { command: 'npm run types:content' })
