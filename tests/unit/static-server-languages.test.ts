/**
 * The not-found page each host answers an unknown address with, in a site of several languages:
 * what `npm run preview` and the browser tests follow (scripts/lib/static-server.ts).
 */
import { describe, expect, it } from 'vitest'
import { notFoundPage, parseNotFoundRules } from '../../scripts/lib/static-server.ts'
import { redirectsFile } from '../../generator/site-files.ts'
import { siteLanguages } from '../../generator/languages.ts'

const files = new Set(['/404.html', '/fr/404.html', '/fr/index.html', '/index.html'])
const isFile = (file: string) => files.has(file)

describe('the not-found page of an unknown address', () => {
  const rules = parseNotFoundRules(
    redirectsFile(
      siteLanguages([
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'Français' },
      ]),
    ),
  )

  it('reads the rules the build writes in _redirects', () => {
    expect(rules).toEqual([{ prefix: '/fr/', page: '/fr/404.html' }])
  })

  it.each([
    ['netlify', '/fr/no-such-page/', '/fr/404.html'],
    ['netlify', '/fr/products/no-such-product/', '/fr/404.html'],
    ['netlify', '/no-such-page/', '/404.html'],
    ['netlify', '/french/', '/404.html'],
    ['cloudflare', '/fr/products/no-such-product/', '/fr/404.html'],
    ['cloudflare', '/fr/x', '/fr/404.html'],
    ['cloudflare', '/no-such-page/', '/404.html'],
    ['cloudflare', '/frx/', '/404.html'],
    ['github', '/fr/no-such-page/', '/404.html'],
  ] as const)('%s answers %s with %s', (host, sitePath, page) => {
    expect(notFoundPage(host, sitePath, isFile, host === 'netlify' ? rules : [])).toBe(page)
  })

  it('falls back to the top not-found page when a rule names a page the build does not have', () => {
    expect(notFoundPage('netlify', '/de/x/', isFile, [{ prefix: '/de/', page: '/de/404.html' }])).toBe('/404.html')
  })
})
