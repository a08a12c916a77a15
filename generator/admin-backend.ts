/**
 * Where the admin (admin/) saves editors' changes and how they log in, from the environment of
 * the build that publishes the site:
 *
 *   ADMIN_REPO      owner/name of the GitHub repository (on GitHub Actions, GITHUB_REPOSITORY)
 *   ADMIN_BRANCH    the branch the site is published from (main)
 *   ADMIN_AUTH_URL  https address of the OAuth proxy that logs editors in with GitHub
 *                   (docs/ADMIN.md); unset on Netlify, whose own GitHub login is used
 */
export interface AdminBackend {
  repo: string
  branch: string
  authUrl?: string
}

export function adminBackend(env: Record<string, string | undefined> = process.env): AdminBackend {
  const repo = env.ADMIN_REPO || env.GITHUB_REPOSITORY || 'OWNER/REPOSITORY'
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(
      `ADMIN_REPO must be the GitHub repository as owner/name, such as ala-harvest/website; got "${repo}"`,
    )
  const branch = env.ADMIN_BRANCH || 'main'
  const authUrl = env.ADMIN_AUTH_URL || undefined
  if (authUrl !== undefined && !/^https:\/\/[^\s"';,]+$/.test(authUrl))
    throw new Error(
      `ADMIN_AUTH_URL must be the https:// address of the login proxy, such as https://cms-auth.example.workers.dev; got "${authUrl}". Leave it unset on Netlify.`,
    )
  return { repo, branch, ...(authUrl ? { authUrl } : {}) }
}
