/**
 * How problems reach people: one `path:line:col: message` line each, a summary, GitHub Actions
 * annotations in CI, and the `npm run check:content` command's output and exit code.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { productFile } from '../support/content-files.ts'
import {
  ANNOTATION_LIMIT,
  ContentValidationError,
  formatIssue,
  formatReport,
  githubAnnotation,
  githubAnnotations,
  placed,
} from '../../generator/content/problems/report.ts'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import type { Problem } from '../../generator/content/problems/problem.ts'
import { PROJECT_ROOT, useContentCopy } from '../support/content-copy.ts'
import { withoutPlaceholderWarnings } from '../support/build.ts'
import { MAX_ORDER } from '../../generator/content/schemas/fields/numbers.ts'

/** A problem as the loader raises it, at a place. */
const at = (file: string, line: number, column: number, found: Problem) => placed(file, { line, column }, found)
const inField = (field: string, found: Problem): Problem => ({ ...found, message: `"${field}" ${found.message}` })

const garriOrder = at(
  'content/products/garri.en.md',
  3,
  8,
  inField('order', problem('order-number', { written: 'two', max: MAX_ORDER })),
)
const siteUrl = at(
  'content/site.md',
  5,
  6,
  inField('url', problem('site-url-local', { written: 'http://localhost:3000' })),
)
const aboutTab = at('content/pages/about.md', 12, 1, problem('tab-indentation'))

describe('formatIssue', () => {
  it('writes path:line:col: message, and where the problem is explained', () => {
    expect(formatIssue(garriOrder)).toBe(
      'content/products/garri.en.md:3:8: "order" must be a whole number from 0 to 9999999, such as 1, 2 or 3 (1 is shown first), got "two" (see docs/ERRORS.md#order-number)',
    )
  })
})

describe('formatReport', () => {
  it('lists the problems sorted by file then line, then a blank line and the count', () => {
    const second = at(
      'content/products/garri.en.md',
      2,
      7,
      inField('name', problem('text-empty', { place: 'required' })),
    )
    const lines = formatReport([siteUrl, garriOrder, aboutTab, second], {}).split('\n')
    expect(lines.slice(0, 5)).toEqual([
      formatIssue(aboutTab),
      formatIssue(second),
      formatIssue(garriOrder),
      formatIssue(siteUrl),
      '',
    ])
    expect(lines[5]).toMatch(/^4 problems in 3 content files\. \S/)
    expect(lines).toHaveLength(6)
  })

  it('says "1 problem in 1 content file" for a single problem', () => {
    const lines = formatReport([garriOrder], {}).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/^1 problem in 1 content file\. \S/)
  })

  it('adds GitHub ::error annotations and a summary annotation when GITHUB_ACTIONS=true', () => {
    const lines = formatReport([siteUrl, garriOrder], { GITHUB_ACTIONS: 'true' }).split('\n')
    expect(lines).toHaveLength(7)
    expect(lines.slice(4)).toEqual([
      '::error file=content/products/garri.en.md,line=3,col=8,title=Content problem::"order" must be a whole number from 0 to 9999999, such as 1, 2 or 3 (1 is shown first), got "two" (see docs/ERRORS.md#order-number)',
      `::error file=content/site.md,line=5,col=6,title=Content problem::${siteUrl.message} (see docs/ERRORS.md#site-url-local)`,
      '::error title=Content check failed::2 content problems in 2 files. The full list, with what to write instead, is in the log of this step. Nothing was published.',
    ])
  })

  it("links each annotation to the problem's entry in the guide on GitHub, at the commit checked", () => {
    const env = {
      GITHUB_ACTIONS: 'true',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'ala-harvest/website',
      GITHUB_SHA: 'abc123',
    }
    expect(formatReport([garriOrder], env)).toContain(
      '(see https://github.com/ala-harvest/website/blob/abc123/docs/ERRORS.md#order-number)',
    )
  })

  it('adds no annotations outside GitHub Actions', () => {
    expect(formatReport([garriOrder], { GITHUB_ACTIONS: 'false' })).not.toContain('::error')
    expect(formatReport([garriOrder], {})).not.toContain('::error')
  })
})

describe('githubAnnotation', () => {
  it("escapes % and line breaks in the message, and also : and , in the file name (GitHub's rules)", () => {
    const awkward = at('content/products/a,b:c.md', 4, 2, {
      ...problem('unexpected-error', { reason: '' }),
      message: '100% pure\nred palm oil, from Aba: fresh\r',
    })
    expect(githubAnnotation(awkward)).toBe(
      '::error file=content/products/a%2Cb%3Ac.md,line=4,col=2,title=Content problem::100%25 pure%0Ared palm oil, from Aba: fresh%0D (see docs/ERRORS.md#unexpected-error)',
    )
  })
})

describe('githubAnnotations (GitHub shows about ten error annotations per step)', () => {
  // Twelve problems in one file the editor did not touch, then one in the file they changed.
  const many = Array.from({ length: 12 }, (_, index) =>
    at('content/pages/about.md', index + 2, 1, problem('tab-indentation')),
  )
  const changed = at(
    'content/products/yam-flour.en.md',
    3,
    8,
    problem('duplicate-value', {
      field: 'name',
      value: 'Garri',
      others: ['content/products/garri.en.md:2:7'],
      singular: 'product',
    }),
  )

  it('marks the first problem of every file before the others, so the changed file is always marked', () => {
    const annotations = githubAnnotations([...many, changed])
    expect(annotations).toHaveLength(ANNOTATION_LIMIT)
    expect(annotations[0]).toContain('file=content/pages/about.md,line=2,')
    expect(annotations[1]).toContain('file=content/products/yam-flour.en.md,line=3,col=8')
    expect(annotations.slice(2, -1).map((annotation) => annotation.match(/line=(\d+)/)?.[1])).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ])
  })

  it('ends with a summary that counts the problems and says how many are only in the log', () => {
    expect(githubAnnotations([...many, changed]).at(-1)).toBe(
      '::error title=Content check failed::13 content problems in 2 files; 4 more are not marked on the files. The full list, with what to write instead, is in the log of this step. Nothing was published.',
    )
  })
})

describe('ContentValidationError', () => {
  it('carries the issues sorted and the report as its message, without annotations', () => {
    const error = new ContentValidationError([siteUrl, garriOrder])
    expect(error.name).toBe('ContentValidationError')
    expect(error.issues).toEqual([garriOrder, siteUrl])
    expect(error.message).toBe(formatReport([garriOrder, siteUrl], {}))
  })
})

describe('npm run check:content (scripts/check-content.ts)', () => {
  const content = useContentCopy()
  const run = promisify(execFile)
  const checkContent = async (env: Record<string, string>) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['scripts/check-content.ts'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, GITHUB_ACTIONS: '', ...env },
      })
      return { code: 0, stdout, stderr }
    } catch (error) {
      const failure = error as { code?: number; stdout?: string; stderr?: string }
      return { code: failure.code ?? -1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' }
    }
  }

  it('exits 1 and prints content/…:line:col: for broken content in SITE_CONTENT_DIR', async () => {
    content.write('content/products/garri.en.md', productFile({ order: 'order: two' }))
    const result = await checkContent({ SITE_CONTENT_DIR: content.contentDir })
    expect(result.code).toBe(1)
    // File names are relative to the project the command runs in; the copy lives in a temporary folder.
    const relative = path.relative(PROJECT_ROOT, content.path('content/products/garri.en.md')).split(path.sep).join('/')
    expect(result.stderr).toContain(
      `${relative}:3:8: "order" must be a whole number from 0 to 9999999, such as 1, 2 or 3 (1 is shown first), got "two" (see docs/ERRORS.md#order-number)\n`,
    )
    expect(result.stderr).toMatch(/^1 problem in 1 content file\. /m)
    expect(result.stdout).not.toContain('Content is valid')
  }, 30_000)

  it('lists a photo whose pixels cannot be decoded, as the build would, with the other problems', async () => {
    // A real PNG cut short after its header: the loader can read its size, the build cannot decode it.
    const { default: sharp } = await import('sharp')
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0a060' } })
      .png()
      .toBuffer()
    content.write('content/images/products/garri.png', png.subarray(0, 80))
    content.write(
      'content/products/garri.en.md',
      productFile({ order: 'order: two', image: 'image: images/products/garri.png' }),
    )
    const result = await checkContent({ SITE_CONTENT_DIR: content.contentDir })
    expect(result.code).toBe(1)
    const relative = path.relative(PROJECT_ROOT, content.path('content/products/garri.en.md')).split(path.sep).join('/')
    expect(result.stderr).toContain(`${relative}:3:8: "order" must be a whole number`)
    expect(result.stderr).toContain(
      `${relative}:4:8: "image" "images/products/garri.png" could not be read: the file is damaged or incomplete`,
    )
    expect(result.stderr).toMatch(/^2 problems in 1 content file\. /m)

    // Named by a misspelt field: the field is the problem, the picture is not looked at.
    content.write('content/products/garri.en.md', productFile({ after: ['imgae: images/products/garri.png'] }))
    const misspelt = await checkContent({ SITE_CONTENT_DIR: content.contentDir })
    expect(misspelt.stderr).toContain(`${relative}:6:1: unknown field "imgae"`)
    expect(misspelt.stderr).not.toContain('could not be read')

    // Replaced by a whole picture (and the order mended), the content is valid.
    content.write('content/images/products/garri.png', png)
    content.write('content/products/garri.en.md', productFile({ image: 'image: images/products/garri.png' }))
    const mended = await checkContent({ SITE_CONTENT_DIR: content.contentDir })
    expect(mended.stderr).not.toContain('could not be read')
    expect(mended.stdout).toContain('Content is valid')
  }, 60_000)

  it('exits 0 and says "Content is valid" for the real content', async () => {
    const result = await checkContent({ SITE_CONTENT_DIR: '' })
    expect(withoutPlaceholderWarnings(result.stderr)).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^Content is valid: \d+ files checked in \d+ ms\.\n$/)
  }, 30_000)
})
