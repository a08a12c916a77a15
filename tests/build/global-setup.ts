import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite, ROOT } from '../support/build.ts'

/** One production build shared by the build tests: `inject('builtSite')` is its dist/client folder. */
export default async function setup(project: TestProject) {
  const outDir = path.join(ROOT, '.cache/test-build')
  fs.rmSync(outDir, { recursive: true, force: true })
  const result = await buildSite({ outDir })
  if (result.code !== 0) throw new Error(`The site did not build:\n${result.stdout}\n${result.stderr}`)
  project.provide('builtSite', path.join(outDir, 'client'))
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSite: string
  }
}
