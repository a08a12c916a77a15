/**
 * The site's options for a script (generator/site-options.ts), or, when a setting cannot be
 * right, its message and exit code 1 instead of a stack trace.
 */
import { SiteOptionError, siteOptions, type SiteArguments, type SiteOptions } from '../../generator/site-options.ts'

export function siteOptionsOrExit(args: SiteArguments = {}): SiteOptions {
  try {
    return siteOptions(process.env, args)
  } catch (error) {
    if (!(error instanceof SiteOptionError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
