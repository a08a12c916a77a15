/**
 * Where the admin (admin/) saves editors' changes and how they log in, from the environment of
 * the build that publishes the site (read with the other settings by site-options.ts):
 *
 *   ADMIN_REPO      owner/name of the GitHub repository. Unset, it comes from the build's own
 *                   environment: GITHUB_REPOSITORY on GitHub Actions, REPOSITORY_URL on Netlify.
 *   ADMIN_BRANCH    the branch the site is published from: unset, the branch Netlify builds for
 *                   production (BRANCH), else main
 *   ADMIN_AUTH_URL  https address of the OAuth proxy that logs editors in with GitHub
 *                   (docs/ADMIN.md); unset on Netlify, whose own GitHub login is used
 *
 * A build for a real deploy (Netlify's production context, or the strict build: `--strict`,
 * SITE_STRICT=true) that knows no repository fails, rather than publish an admin that saves
 * nowhere. Other builds (deploy previews, this computer) get a placeholder: on localhost the admin
 * uses the local backend anyway.
 */
export interface AdminBackend {
  repo: string
  branch: string
  authUrl?: string
}

/** The admin of a build that is not published, when no repository is known. */
export const PLACEHOLDER_REPO = 'OWNER/REPOSITORY'

const OWNER_NAME = /^[\w.-]+\/[\w.-]+$/

/**
 * owner/name of a GitHub repository from its clone address, as Netlify gives it in
 * REPOSITORY_URL: https://github.com/owner/name, with a `.git` ending or credentials perhaps, or
 * git@github.com:owner/name. Undefined for any other host.
 */
export function githubRepoOf(address: string): string | undefined {
  const value = address.trim()
  const match =
    /^(?:https?|ssh|git):\/\/(?:[^@/]+@)?github\.com(?::\d+)?\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/i.exec(value) ??
    /^(?:[\w.-]+@)?github\.com:([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/i.exec(value)
  return match?.[1]
}

/** Whether this build publishes the site: Netlify's production deploy, or the strict build. */
function publishes(env: Readonly<Record<string, string | undefined>>): boolean {
  return (env.NETLIFY === 'true' && env.CONTEXT === 'production') || env.SITE_STRICT === 'true'
}

export function adminBackend(env: Readonly<Record<string, string | undefined>>): AdminBackend {
  const netlify = env.NETLIFY === 'true'
  const fromNetlify = netlify && env.REPOSITORY_URL ? githubRepoOf(env.REPOSITORY_URL) : undefined
  const repo = env.ADMIN_REPO || env.GITHUB_REPOSITORY || fromNetlify
  if (repo !== undefined && !OWNER_NAME.test(repo))
    throw new Error(
      `ADMIN_REPO must be the GitHub repository as owner/name, such as ala-harvest/website; got "${repo}"`,
    )
  if (repo === undefined && publishes(env))
    throw new Error(
      [
        'The admin (/admin/) does not know which GitHub repository to save editors’ changes to, and this build publishes the site.',
        netlify && env.REPOSITORY_URL
          ? 'Netlify builds this site from a repository that is not on GitHub, and the admin saves to GitHub only.'
          : '',
        'Set ADMIN_REPO to owner/name of the repository (such as ala-harvest/website) in the build settings of the host (docs/ADMIN.md), and build again.',
      ]
        .filter(Boolean)
        .join(' '),
    )
  const branch = env.ADMIN_BRANCH || (netlify && env.CONTEXT === 'production' && env.BRANCH) || 'main'
  const authUrl = env.ADMIN_AUTH_URL || undefined
  if (authUrl !== undefined && !/^https:\/\/[^\s"';,]+$/.test(authUrl))
    throw new Error(
      `ADMIN_AUTH_URL must be the https:// address of the login proxy, such as https://cms-auth.example.workers.dev; got "${authUrl}". Leave it unset on Netlify.`,
    )
  return { repo: repo ?? PLACEHOLDER_REPO, branch, ...(authUrl ? { authUrl } : {}) }
}
