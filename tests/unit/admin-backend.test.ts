/**
 * Where the admin saves editors' changes (generator/admin-backend.ts), from the environment of
 * the build: set by hand, or taken from the build's own environment on GitHub Actions and
 * Netlify; a build that publishes the site without knowing it fails with a message saying what to
 * set, instead of publishing an admin for a placeholder repository.
 */
import { describe, expect, it } from 'vitest'
import { adminBackend, githubRepoOf, PLACEHOLDER_REPO } from '../../generator/admin-backend.ts'

/** Netlify's build environment for a site built from `repositoryUrl`. */
const netlify = (context: string, repositoryUrl: string, branch = 'main') => ({
  NETLIFY: 'true',
  CONTEXT: context,
  REPOSITORY_URL: repositoryUrl,
  BRANCH: branch,
})

describe('the GitHub repository of a clone address', () => {
  it.each([
    ['https://github.com/ala-harvest/website', 'ala-harvest/website'],
    ['https://github.com/ala-harvest/website.git', 'ala-harvest/website'],
    ['https://github.com/ala-harvest/website/', 'ala-harvest/website'],
    ['https://x-access-token:v1.abc123@github.com/ala-harvest/website', 'ala-harvest/website'],
    ['git@github.com:ala-harvest/website.git', 'ala-harvest/website'],
    ['git@github.com:ala-harvest/web.site', 'ala-harvest/web.site'],
    ['ssh://git@github.com/ala-harvest/website.git', 'ala-harvest/website'],
  ])('%s is %s', (address, repo) => {
    expect(githubRepoOf(address)).toBe(repo)
  })

  it.each([
    'https://gitlab.com/ala-harvest/website',
    'https://github.com.example.org/ala-harvest/website',
    'https://github.com/ala-harvest',
    'https://github.com/ala-harvest/website/tree/main',
    'not an address',
  ])('%s is none', (address) => {
    expect(githubRepoOf(address)).toBeUndefined()
  })
})

describe('the admin backend of a build', () => {
  it('takes ADMIN_REPO first, then the repository the build runs for', () => {
    expect(adminBackend({ ADMIN_REPO: 'a/b', GITHUB_REPOSITORY: 'c/d' }).repo).toBe('a/b')
    expect(adminBackend({ GITHUB_REPOSITORY: 'c/d' }).repo).toBe('c/d')
    expect(adminBackend(netlify('production', 'https://github.com/ala-harvest/website')).repo).toBe(
      'ala-harvest/website',
    )
    expect(adminBackend({ ...netlify('production', 'https://github.com/e/f'), ADMIN_REPO: 'a/b' }).repo).toBe('a/b')
    expect(adminBackend(netlify('deploy-preview', 'git@github.com:e/f.git')).repo).toBe('e/f')
  })

  it('saves to the branch Netlify publishes from in production, else ADMIN_BRANCH or main', () => {
    const site = 'https://github.com/ala-harvest/website'
    expect(adminBackend(netlify('production', site, 'live')).branch).toBe('live')
    expect(adminBackend(netlify('deploy-preview', site, 'cms/products/garri')).branch).toBe('main')
    expect(adminBackend({ ...netlify('production', site, 'live'), ADMIN_BRANCH: 'site' }).branch).toBe('site')
    expect(adminBackend({}).branch).toBe('main')
  })

  it('refuses a build that publishes the site and knows no repository, saying what to set', () => {
    for (const env of [{ SITE_STRICT: 'true' }, { NETLIFY: 'true', CONTEXT: 'production' }]) {
      expect(() => adminBackend(env)).toThrow(/Set ADMIN_REPO to owner\/name of the repository/)
    }
    const gitlab = netlify('production', 'https://oauth2:secret-token@gitlab.com/ala-harvest/website')
    expect(() => adminBackend(gitlab)).toThrow(/not on GitHub, and the admin saves to GitHub only/)
    // The clone address can hold a token: the message never repeats it.
    expect(() => adminBackend(gitlab)).not.toThrow(/secret-token/)
  })

  it('gives other builds (deploy previews, this computer) a placeholder the local backend stands in for', () => {
    expect(adminBackend({}).repo).toBe(PLACEHOLDER_REPO)
    expect(adminBackend({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }).repo).toBe(PLACEHOLDER_REPO)
    expect(adminBackend({ SITE_STRICT: 'true', GITHUB_REPOSITORY: 'c/d' }).repo).toBe('c/d')
  })

  it('takes empty variables as unset, as hosts leave them', () => {
    expect(adminBackend({ ADMIN_REPO: '', GITHUB_REPOSITORY: 'c/d', ADMIN_BRANCH: '' })).toEqual({
      repo: 'c/d',
      branch: 'main',
    })
  })

  it('refuses a repository or login address written another way', () => {
    expect(() => adminBackend({ ADMIN_REPO: 'https://github.com/a/b' })).toThrow(/owner\/name/)
    expect(() => adminBackend({ ADMIN_REPO: 'a/b', ADMIN_AUTH_URL: 'http://login.example' })).toThrow(/https:\/\//)
    expect(adminBackend({ ADMIN_REPO: 'a/b', ADMIN_AUTH_URL: 'https://cms-auth.example.workers.dev' })).toEqual({
      repo: 'a/b',
      branch: 'main',
      authUrl: 'https://cms-auth.example.workers.dev',
    })
  })
})
