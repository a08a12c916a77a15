/**
 * The build loads content/ in a process of its own, before its bundling process loads the
 * bundler, and copies the result over (generator/content/load/apart.ts, scripts/lib/bundle-site.ts):
 * what comes over must be what a load in the build's own process gives, problems included, and a
 * loading process that dies must cost nothing but the memory it would have saved.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { forHandOver, type ApartOptions, type LoadedApart } from '../../generator/content/load/apart.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { loadContentApart } from '../../scripts/lib/load-content.ts'
import { ROOT, startBuild } from '../support/build.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { copyContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const outDir = path.join(ROOT, '.cache/test-content-apart')

/** A hand-over without the time the load took, which differs from one load to the next. */
const timeless = ({ result, uses }: LoadedApart): LoadedApart => ({ result: { ...result, durationMs: 0 }, uses })

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

describe('the content loaded in a process of its own', () => {
  const cases: { name: string; edit: (folder: ReturnType<typeof copyContentFolder>) => void; problemsIn: RegExp[] }[] =
    [
      { name: 'the fixture content', edit: () => undefined, problemsIn: [] },
      {
        name: 'content with problems in several files',
        edit: (folder) => {
          folder.write(
            'products/garri.en.md',
            folder.read('products/garri.en.md').replace(/^order: 3$/m, 'order: three'),
          )
          folder.write('pages/about.md', folder.read('pages/about.md').replace(/^heading: /m, 'headng: '))
          folder.write('site.md', folder.read('site.md').replace(/^---\n/, '---\nname: [unclosed\n'))
        },
        problemsIn: [/garri\.en\.md$/, /about\.md$/],
      },
    ]
  for (const { name, edit, problemsIn } of cases)
    it(`comes over as the build's own process loads it: ${name}`, async () => {
      const folder = copyContentFolder(FIXTURE_CONTENT)
      try {
        edit(folder)
        const options: ApartOptions = {
          root: folder.dir,
          contentDir: folder.contentDir,
          iconsFile: ICONS_FILE,
          base: '/',
          strict: true,
        }
        const apart = await loadContentApart(options)
        const here = forHandOver(loadContent(options), folder.contentDir)
        expect(timeless(apart)).toStrictEqual(timeless(here))
        // Both were loaded, pictures found, problems reported (placeholders are problems when strict).
        expect(apart.uses.length).toBeGreaterThan(0)
        if (!apart.result.ok) expect(apart.result.issues.length).toBeGreaterThan(0)
        if (problemsIn.length)
          expect(apart.result.ok || apart.result.issues.map((issue) => issue.file)).toEqual(
            expect.arrayContaining(problemsIn.map((file) => expect.stringMatching(file))),
          )
      } finally {
        folder.remove()
      }
    }, 60_000)

  it('when it dies, the bundling process loads the content itself and the build goes on', async () => {
    const build = startBuild(outDir, FIXTURE_CONTENT)
    expect(await build.killProcess('load-content.ts'), 'the content-loading process was found while it ran').toBe(true)
    const { code, stderr } = await build.result()
    expect(code, stderr).toBe(0)
    expect(fs.existsSync(path.join(outDir, 'client/index.html'))).toBe(true)
    expect(fs.existsSync(path.join(outDir, 'client/fr/index.html'))).toBe(true)
  }, 240_000)
})
