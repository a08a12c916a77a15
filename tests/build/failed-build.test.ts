import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSite, ROOT, startBuild } from '../support/build.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const outDir = path.join(ROOT, '.cache/test-failed-build')
const brokenContent = path.join(ROOT, '.cache/test-broken-content')

/** Every file of a folder with its SHA-256, to prove nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else files[path.relative(dir, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
    }
  }
  walk(dir)
  return files
}

describe('a build that fails', () => {
  let before: Record<string, string>
  let goodStderr = ''

  beforeAll(async () => {
    fs.rmSync(outDir, { recursive: true, force: true })
    const good = await buildSite({ outDir, contentDir: FIXTURE_CONTENT })
    expect(good.code, good.stderr).toBe(0)
    goodStderr = good.stderr
    before = snapshot(outDir)
    fs.rmSync(brokenContent, { recursive: true, force: true })
    fs.cpSync(FIXTURE_CONTENT, brokenContent, { recursive: true })
    const garri = path.join(brokenContent, 'products/garri.en.md')
    fs.writeFileSync(garri, fs.readFileSync(garri, 'utf8').replace(/^order: 3$/m, 'order: three'))
    const about = path.join(brokenContent, 'pages/about.md')
    fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace(/^heading: /m, 'headng: '))
  })

  afterAll(() => {
    fs.rmSync(outDir, { recursive: true, force: true })
    fs.rmSync(brokenContent, { recursive: true, force: true })
  })

  it('exits non-zero, reports every content problem as path:line:col, and leaves the last good output untouched', async () => {
    const result = await buildSite({ outDir, contentDir: brokenContent })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain(
      '.cache/test-broken-content/products/garri.en.md:3:8: "order" must be a whole number from 0 to 9999999, such as 1, 2 or 3 (1 is shown first), got "three"',
    )
    expect(result.stderr).toMatch(
      /\.cache\/test-broken-content\/pages\/about\.md:\d+:1: unknown field "headng"; did you mean "heading"\?/,
    )
    expect(result.stderr).toContain('2 problems in 2 content files.')
    expect(result.stderr).not.toMatch(/^\s+at /m)
    expect(result.stderr).toContain('The previous build in .cache/test-failed-build/ was left unchanged.')
    expect(snapshot(outDir)).toEqual(before)
    // No staging folder is left behind.
    expect(fs.readdirSync(path.dirname(outDir)).filter((name) => name.startsWith('test-failed-build.'))).toEqual([])
  })

  it('a photo whose pixels cannot be decoded (cut short) also leaves the last good output untouched, reported at the line naming it', async () => {
    const damaged = path.join(ROOT, '.cache/test-damaged-content')
    fs.rmSync(damaged, { recursive: true, force: true })
    fs.cpSync(FIXTURE_CONTENT, damaged, { recursive: true })
    // A real PNG cut short after its header: its size can be read, its pixels cannot.
    const { default: sharp } = await import('sharp')
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0a060' } })
      .png()
      .toBuffer()
    fs.writeFileSync(path.join(damaged, 'images/products/garri.png'), png.subarray(0, 80))
    const garri = path.join(damaged, 'products/garri.en.md')
    fs.writeFileSync(
      garri,
      fs.readFileSync(garri, 'utf8').replace('images/products/garri.svg', 'images/products/garri.png'),
    )
    // Listed together with the problems found in the Markdown.
    const about = path.join(damaged, 'pages/about.md')
    fs.writeFileSync(about, fs.readFileSync(about, 'utf8').replace(/^heading: /m, 'headng: '))
    try {
      const result = await buildSite({ outDir, contentDir: damaged })
      expect(result.code).not.toBe(0)
      expect(result.stderr).toMatch(
        /^\.cache\/test-damaged-content\/products\/garri\.en\.md:4:8: "image" "images\/products\/garri\.png" could not be read: the file is damaged or incomplete \(.+\); upload the picture again, or export it again as JPEG or PNG and replace it \(see docs\/ERRORS\.md#picture-unreadable\)$/m,
      )
      expect(result.stderr).toMatch(
        /\.cache\/test-damaged-content\/pages\/about\.md:\d+:1: unknown field "headng"; did you mean "heading"\?/,
      )
      expect(result.stderr).toContain('2 problems in 2 content files.')
      expect(result.stderr).toContain('The previous build in .cache/test-failed-build/ was left unchanged.')
      expect(snapshot(outDir)).toEqual(before)
      expect(fs.readdirSync(path.dirname(outDir)).filter((name) => name.startsWith('test-failed-build.'))).toEqual([])
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true })
    }
  })

  it('also writes GitHub annotations, on the lines and then a summary, when run by GitHub Actions', async () => {
    const result = await buildSite({ outDir, contentDir: brokenContent, env: { GITHUB_ACTIONS: 'true' } })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain(
      '::error file=.cache/test-broken-content/products/garri.en.md,line=3,col=8,title=Content problem::"order" must be a whole number',
    )
    expect(result.stderr).toMatch(
      /^::error title=Content check failed::\d+ content problems? in \d+ files?\. The full list/m,
    )
    expect(snapshot(outDir)).toEqual(before)
  })
  it('a bundling process stopped from outside (out of memory, killed) fails the build, saying so, and leaves the last good output untouched', async () => {
    // The bundles are made in a child process of the build (scripts/lib/bundle-site.ts): it is
    // killed as the system's out-of-memory killer would, once it has started.
    const build = startBuild(outDir, FIXTURE_CONTENT)
    expect(await build.killProcess('bundle-site.ts')).toBe(true)
    const { code, stderr } = await build.result()
    expect(code).not.toBe(0)
    expect(stderr).toContain('Build failed: bundling stopped before it finished (signal SIGKILL).')
    expect(stderr).toContain('The previous build in .cache/test-failed-build/ was left unchanged.')
    expect(snapshot(outDir)).toEqual(before)
    expect(fs.readdirSync(path.dirname(outDir)).filter((name) => name.startsWith('test-failed-build.'))).toEqual([])
  })

  it('a build killed in the middle is cleaned up by the next one, and the last good output put back', async () => {
    // Process ids above Linux's maximum (4194304): builds that are surely no longer running.
    const previous = `${outDir}.previous-4194400`
    const staging = `${outDir}.staging-4194401`
    fs.renameSync(outDir, previous)
    fs.mkdirSync(path.join(staging, 'client'), { recursive: true })
    fs.writeFileSync(path.join(staging, 'client/half-written.html'), '<p>')
    const result = await buildSite({ outDir, contentDir: brokenContent })
    expect(result.code).not.toBe(0)
    expect(snapshot(outDir)).toEqual(before)
    expect(fs.readdirSync(path.dirname(outDir)).filter((name) => name.startsWith('test-failed-build.'))).toEqual([])
  })

  it('stops a build that publishes the site when the admin knows no repository to save to, before building anything', async () => {
    // As on a machine that is neither GitHub Actions nor Netlify, with ADMIN_REPO unset.
    const unset = { ADMIN_REPO: '', GITHUB_REPOSITORY: '', NETLIFY: '', CONTEXT: '', REPOSITORY_URL: '' }
    const result = await buildSite({ outDir, contentDir: FIXTURE_CONTENT, env: { ...unset, SITE_STRICT: 'true' } })
    expect(result.code).not.toBe(0)
    expect(result.stderr).toContain(
      'The admin (/admin/) does not know which GitHub repository to save editors’ changes to, and this build publishes the site.',
    )
    expect(result.stderr).toContain('Set ADMIN_REPO to owner/name of the repository')
    expect(result.stderr).not.toMatch(/^\s+at /m)
    expect(snapshot(outDir)).toEqual(before)
  })

  describe('placeholders left in content (example contacts)', () => {
    // The line of the site address in the fixture's site.md.
    const urlLine =
      fs
        .readFileSync(path.join(FIXTURE_CONTENT, 'site.md'), 'utf8')
        .split('\n')
        .findIndex((line) => line.startsWith('url: ')) + 1
    it('are listed as warnings with file:line:col by a normal build, which succeeds', () => {
      // The fixture content is the default content: it still holds the example contacts.
      expect(goodStderr).toMatch(
        new RegExp(
          `tests/fixtures/content/site\\.md:${urlLine}:6: warning: "https://www\\.example\\.com" is an example address`,
        ),
      )
      expect(goodStderr).toMatch(
        /warning: "https:\/\/www\.example\.com" is an example address \(example\.com is reserved for examples\); write the real address before the site is published/,
      )
      expect(goodStderr).toMatch(/warning: "\+234 800 000 0001" looks like a placeholder number/)
      expect(goodStderr).toMatch(
        /warning: "https:\/\/docs\.google\.com\/forms\/d\/e\/EXAMPLE-FORM-ID\/viewfor\.\.\." still holds the placeholder "EXAMPLE".* \(see docs\/ERRORS\.md#placeholder-example\)$/m,
      )
      expect(goodStderr).toMatch(
        /\d+ placeholders in 1 content file: the site builds, but the deploy refuses to publish it/,
      )
    })

    it('fail a strict build (the one that publishes), which leaves the last good output untouched', async () => {
      const result = await buildSite({
        outDir,
        contentDir: FIXTURE_CONTENT,
        env: { SITE_STRICT: 'true', ADMIN_REPO: 'ala-harvest/website' },
      })
      expect(result.code).not.toBe(0)
      expect(result.stderr).toContain(
        `tests/fixtures/content/site.md:${urlLine}:6: "https://www.example.com" is an example address`,
      )
      expect(result.stderr).toContain('The previous build in .cache/test-failed-build/ was left unchanged.')
      expect(snapshot(outDir)).toEqual(before)
    })
  })
})
