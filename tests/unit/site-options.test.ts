/**
 * The site's settings are read from the environment in one place (generator/site-options.ts): each
 * one from its variable and, where a script takes it, from the command line, which wins; a value
 * that cannot be right is refused with a message naming the setting and what to write.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  configuredSiteOptions,
  handOverSiteOptions,
  SiteOptionError,
  siteOptions,
} from '../../generator/site-options.ts'
import { PROJECT_ROOT } from '../support/content-copy.ts'

const ROOT = '/srv/site'
const options = (env: Record<string, string>, args = {}) => siteOptions(env, args, ROOT)
const refusal = (env: Record<string, string>, args = {}) => {
  try {
    options(env, args)
  } catch (error) {
    expect(error).toBeInstanceOf(SiteOptionError)
    return (error as Error).message
  }
  throw new Error(`${JSON.stringify({ env, args })} was not refused`)
}

describe('site options', () => {
  it('default to the content folder, the domain root, warnings for placeholders, no reports, no source maps', () => {
    expect(options({})).toEqual({
      contentDir: path.join(ROOT, 'content'),
      base: '/',
      strict: false,
      sourcemap: false,
      admin: { repo: 'OWNER/REPOSITORY', branch: 'main' },
    })
  })

  it('count an empty variable as not set', () => {
    const empty = { SITE_CONTENT_DIR: '', BASE_PATH: '', SITE_STRICT: '', CSP_REPORT_URL: '', BUILD_SOURCEMAP: '' }
    expect(options(empty)).toEqual(options({}))
  })

  describe('content folder (SITE_CONTENT_DIR)', () => {
    it('is resolved from the folder the command runs in', () => {
      expect(options({ SITE_CONTENT_DIR: 'tests/fixtures/content' }).contentDir).toBe(
        path.join(ROOT, 'tests/fixtures/content'),
      )
      expect(options({ SITE_CONTENT_DIR: '/data/content' }).contentDir).toBe('/data/content')
    })
  })

  describe('base path (BASE_PATH, --base)', () => {
    it.each([
      ['my-repo', '/my-repo/'],
      ['/my-repo', '/my-repo/'],
      ['my-repo/', '/my-repo/'],
      ['/shop/en/', '/shop/en/'],
      ['/', '/'],
    ])('takes %s from the environment as %s', (value, base) => {
      expect(options({ BASE_PATH: value }).base).toBe(base)
    })

    it('takes --base over BASE_PATH, and BASE_PATH when --base is empty', () => {
      expect(options({ BASE_PATH: '/from-env/' }, { base: 'from-args' }).base).toBe('/from-args/')
      expect(options({ BASE_PATH: '/from-env/' }, { base: '' }).base).toBe('/from-env/')
      expect(options({}, { base: '/from-args/' }).base).toBe('/from-args/')
    })

    it.each(['my repo', '../up', '/a/./b', 'https://example.com/shop', 'shop?x=1', 'shop#top', '"shop"', 'shop<'])(
      'refuses %s, naming the setting and what to write',
      (value) => {
        expect(refusal({ BASE_PATH: value })).toBe(
          `BASE_PATH must be the sub-path the site is served from, such as /my-repo/ (letters, digits, - . _ ~ between slashes); got "${value}".`,
        )
        expect(refusal({}, { base: value })).toMatch(/^--base must be the sub-path the site is served from, /)
      },
    )
  })

  describe('strict mode (SITE_STRICT, --strict)', () => {
    it('is on with SITE_STRICT=true or --strict, and off with SITE_STRICT=false', () => {
      // A strict build publishes: it must know the admin's repository (generator/admin-backend.ts).
      const repo = { ADMIN_REPO: 'ala-harvest/website' }
      expect(options({ SITE_STRICT: 'true', ...repo }).strict).toBe(true)
      expect(options({ SITE_STRICT: 'false' }).strict).toBe(false)
      expect(options(repo, { strict: true }).strict).toBe(true)
      expect(options({ SITE_STRICT: 'false', ...repo }, { strict: true }).strict).toBe(true)
      expect(() => options({}, { strict: true })).toThrow(/Set ADMIN_REPO/)
    })

    it.each(['yes', '1', 'TRUE', 'on'])('refuses SITE_STRICT=%s, which would have been read as off', (value) => {
      expect(refusal({ SITE_STRICT: value })).toBe(
        `SITE_STRICT must be true or false (or unset, which is false); got "${value}".`,
      )
    })
  })

  describe('source maps (BUILD_SOURCEMAP)', () => {
    it('are on with BUILD_SOURCEMAP=true only', () => {
      expect(options({ BUILD_SOURCEMAP: 'true' }).sourcemap).toBe(true)
      expect(options({ BUILD_SOURCEMAP: 'false' }).sourcemap).toBe(false)
      expect(refusal({ BUILD_SOURCEMAP: 'yes' })).toBe(
        'BUILD_SOURCEMAP must be true or false (or unset, which is false); got "yes".',
      )
    })
  })

  describe('report address of the Content-Security-Policy (CSP_REPORT_URL)', () => {
    it('is kept when it is one https address', () => {
      expect(options({ CSP_REPORT_URL: 'https://reports.example.net/csp' }).cspReportUrl).toBe(
        'https://reports.example.net/csp',
      )
    })

    it.each(['http://reports.example.net/csp', 'https://a.example/x; script-src *', 'reports.example.net'])(
      'refuses %s with what to write instead',
      (value) => {
        expect(refusal({ CSP_REPORT_URL: value })).toMatch(
          /^CSP_REPORT_URL must be one https:\/\/ address, such as .+; got ".+"\. Leave it unset to send no reports\.$/,
        )
      },
    )
  })

  describe("the admin's backend (ADMIN_REPO, ADMIN_BRANCH, ADMIN_AUTH_URL)", () => {
    it('comes from its variables, the repository from GitHub Actions when ADMIN_REPO is not set', () => {
      expect(
        options({ ADMIN_REPO: 'ala/site', ADMIN_BRANCH: 'live', ADMIN_AUTH_URL: 'https://auth.example.dev' }).admin,
      ).toEqual({ repo: 'ala/site', branch: 'live', authUrl: 'https://auth.example.dev' })
      expect(options({ GITHUB_REPOSITORY: 'ala/from-actions' }).admin.repo).toBe('ala/from-actions')
    })

    it('refuses a repository or login address that cannot be right', () => {
      expect(refusal({ ADMIN_REPO: 'not a repository' })).toMatch(
        /^ADMIN_REPO must be the GitHub repository as owner\/name/,
      )
      expect(refusal({ ADMIN_AUTH_URL: 'http://auth.example.dev' })).toMatch(/^ADMIN_AUTH_URL must be the https:\/\//)
    })
  })

  it("reach vite.config.ts as a script hands them over, in place of the environment's", async () => {
    const handed = options({ ADMIN_REPO: 'ala-harvest/website' }, { base: '/handed-over/', strict: true })
    handOverSiteOptions(handed)
    expect(configuredSiteOptions()).toBe(handed)
    const { default: config } = await import('../../vite.config.ts')
    const resolved = config({ command: 'build', mode: 'production' })
    expect(resolved.base).toBe('/handed-over/')
  })
})

describe('a script given a setting that cannot be right', () => {
  it('prints what to write and exits 1, without a stack trace', async () => {
    const run = promisify(execFile)
    const result = await run(process.execPath, ['scripts/check-content.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, BASE_PATH: 'my repo' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    )
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      'BASE_PATH must be the sub-path the site is served from, such as /my-repo/ (letters, digits, - . _ ~ between slashes); got "my repo".',
    )
  })
})
