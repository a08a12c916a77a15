import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildSite, ROOT } from '../support/build.ts'
import { FIXTURE_CONTENT, LIVE_CONTENT } from '../support/site.ts'

/** A production build shared by the build tests. */
export interface BuiltSite {
  /** Names it in test titles. */
  label: string
  /** Its dist/client folder. */
  dir: string
  /** The content folder it was built from. */
  contentDir: string
}

/**
 * Two production builds, made at the same time, shared by the build tests:
 * - `inject('fixtureSite')`: the fixture content (tests/fixtures/content), which the behaviour
 *   tests assert wording and counts on;
 * - `inject('liveSite')`: the live content (content/), which is checked only by rules that hold
 *   for any valid content.
 */
export default async function setup(project: TestProject) {
  const builds = {
    fixtureSite: {
      label: 'the build of the fixture content',
      outDir: '.cache/test-build',
      contentDir: FIXTURE_CONTENT,
    },
    liveSite: { label: 'the build of the live content', outDir: '.cache/test-build-live', contentDir: LIVE_CONTENT },
  }
  await Promise.all(
    Object.values(builds).map(async ({ label, outDir, contentDir }) => {
      fs.rmSync(path.join(ROOT, outDir), { recursive: true, force: true })
      const result = await buildSite({ outDir, contentDir })
      if (result.code !== 0)
        throw new Error(`${label} failed (${path.relative(ROOT, contentDir)}):\n${result.stdout}\n${result.stderr}`)
    }),
  )
  for (const [key, { label, outDir, contentDir }] of Object.entries(builds) as [
    keyof typeof builds,
    (typeof builds)[keyof typeof builds],
  ][]) {
    project.provide(key, { label, dir: path.join(ROOT, outDir, 'client'), contentDir })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    fixtureSite: BuiltSite
    liveSite: BuiltSite
  }
}
