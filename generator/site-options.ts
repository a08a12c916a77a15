/**
 * The site's settings, read from the environment in this one place, and checked here: every other
 * part of the project (vite.config.ts, the scripts, the tests) is handed a `SiteOptions`.
 *
 *   SITE_CONTENT_DIR  the content folder to build, relative to the project (content)
 *   BASE_PATH         the sub-path the site is served from, e.g. /my-repo/ on GitHub Pages (/)
 *   SITE_STRICT       true for the build that gets published: placeholders left in content fail it
 *   CSP_REPORT_URL    https address that receives reports of what the Content-Security-Policy blocked
 *   BUILD_SOURCEMAP   true adds source maps to the build, e.g. to see what makes up a bundle
 *   ADMIN_REPO, ADMIN_BRANCH, ADMIN_AUTH_URL (and GITHUB_REPOSITORY): where the admin saves
 *                     editors' changes (admin-backend.ts)
 *
 * A script's command line wins over the environment (`npm run build -- --base /x/ --strict`); an
 * empty value counts as not given. A value that cannot be right is refused with what to write.
 */
import path from 'node:path'
import { adminBackend, type AdminBackend } from './admin-backend.ts'
import { normalizeBase } from './base-path.ts'

export interface SiteOptions {
  /** The content folder, as an absolute path. */
  contentDir: string
  /** The sub-path the site is served from: '/' or '/sub/path/'. */
  base: string
  /** Placeholders (example contacts) fail the build instead of being listed as warnings. */
  strict: boolean
  /** Where browsers report what the Content-Security-Policy blocked, if anywhere. */
  cspReportUrl?: string
  /** Source maps beside the built scripts. */
  sourcemap: boolean
  /** Where the admin saves editors' changes and how they log in. */
  admin: AdminBackend
}

/** What a script's command line may set; each wins over its environment variable. */
export interface SiteArguments {
  /** --base */
  base?: string
  /** --strict */
  strict?: boolean
}

export type Environment = Readonly<Record<string, string | undefined>>

/** A setting whose value cannot be right; its message says which setting and what to write. */
export class SiteOptionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SiteOptionError'
  }
}

/** A URL path segment as hosts and repository names allow it: letters, digits, - . _ ~ and %-escapes. */
const BASE_SEGMENT = /^(?!\.{1,2}$)[\w.~%-]+$/

function checkedBase(raw: string, setting: string): string {
  const base = normalizeBase(raw)
  const segments = base.split('/').filter(Boolean)
  if (!segments.every((segment) => BASE_SEGMENT.test(segment)))
    throw new SiteOptionError(
      `${setting} must be the sub-path the site is served from, such as /my-repo/ (letters, digits, - . _ ~ between slashes); got "${raw}".`,
    )
  return base
}

function checkedSwitch(raw: string, setting: string): boolean {
  if (raw === 'true') return true
  if (raw === 'false') return false
  throw new SiteOptionError(`${setting} must be true or false (or unset, which is false); got "${raw}".`)
}

function checkedReportUrl(raw: string): string {
  if (!/^https:\/\/[^\s"';,]+$/.test(raw))
    throw new SiteOptionError(
      `CSP_REPORT_URL must be one https:// address, such as https://example.report-uri.com/r/d/csp/enforce; got "${raw}". Leave it unset to send no reports.`,
    )
  return raw
}

/**
 * The site's options from `env` (the process's environment unless given) and a script's command
 * line. Relative folders are resolved from `root` (the folder the command runs in). Throws a
 * SiteOptionError naming the setting when a value cannot be right.
 */
export function siteOptions(
  env: Environment = process.env,
  args: SiteArguments = {},
  root: string = process.cwd(),
): SiteOptions {
  const given = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)
  const contentDir = given(env.SITE_CONTENT_DIR) ?? 'content'
  const base = given(args.base) !== undefined ? checkedBase(args.base!, '--base') : undefined
  const strict = args.strict === true ? true : undefined
  const cspReportUrl = given(env.CSP_REPORT_URL)
  let admin: AdminBackend
  try {
    // The strict build of the command line publishes, as SITE_STRICT=true does: it must know the admin's repository.
    admin = adminBackend(args.strict === true ? { ...env, SITE_STRICT: 'true' } : env)
  } catch (error) {
    throw new SiteOptionError(error instanceof Error ? error.message : String(error))
  }
  return {
    contentDir: path.resolve(root, contentDir),
    base: base ?? checkedBase(given(env.BASE_PATH) ?? '/', 'BASE_PATH'),
    strict: strict ?? checkedSwitch(given(env.SITE_STRICT) ?? 'false', 'SITE_STRICT'),
    ...(cspReportUrl === undefined ? {} : { cspReportUrl: checkedReportUrl(cspReportUrl) }),
    sourcemap: checkedSwitch(given(env.BUILD_SOURCEMAP) ?? 'false', 'BUILD_SOURCEMAP'),
    admin,
  }
}

/**
 * Where handed-over options wait for vite.config.ts: on the process's global object, as Vite loads
 * the configuration in a module graph of its own (a fresh copy of this module), which a variable
 * here would not reach. Unlike the environment, programs the build starts do not inherit it.
 */
const HANDED_OVER = Symbol.for('site-options.handed-over')
const slot = globalThis as { [HANDED_OVER]?: SiteOptions }

/**
 * Gives `options` to vite.config.ts, in place of the environment's: scripts/build.ts hands over
 * the options of its command line before Vike loads the configuration, rather than writing them
 * into the environment for the configuration to read back.
 */
export function handOverSiteOptions(options: SiteOptions): void {
  slot[HANDED_OVER] = options
}

/** The options vite.config.ts builds with: those a script handed over, else the environment's. */
export function configuredSiteOptions(): SiteOptions {
  return slot[HANDED_OVER] ?? siteOptions()
}
