import { describe, expect, it } from 'vitest'
import { headersFile } from '../../generator/site-files.ts'
import { siteFilesPlugin } from '../../generator/vite-plugin-site-files.ts'
import { staticPaths } from '../../renderer/routes.ts'
import { headersFor, parseHeadersFile } from '../../scripts/lib/static-server.ts'
import { FIXTURE_CONTENT, siteFacts } from '../support/site.ts'

const site = siteFacts(FIXTURE_CONTENT)
const catalogue = { products: [{ slug: 'garri' }, { slug: 'palm-oil' }] }
const headersAt = (text: string, sitePath: string) => headersFor(parseHeadersFile(text), sitePath)

describe('_headers', () => {
  const file = headersFile(site, staticPaths(catalogue))

  it('pages revalidate at the address they are published at and as their files; hashed assets are immutable', () => {
    for (const sitePath of ['/', '/index.html', '/products/', '/products/index.html', '/products/garri/', '/404.html'])
      expect(headersAt(file, sitePath).get('Cache-Control'), sitePath).toBe('public, max-age=0, must-revalidate')
    expect(headersAt(file, '/assets/chunks/chunk-abc123.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    )
  })

  it("keep the site's files to the site: no framing, no embedding by other websites", () => {
    const headers = headersAt(file, '/products/')
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-site')
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })

  it('send no reports unless a report address is set, then name it in the policy and as a reporting endpoint', () => {
    expect(headersAt(file, '/').get('Content-Security-Policy')).not.toContain('report')
    expect(headersAt(file, '/').has('Reporting-Endpoints')).toBe(false)
    const reporting = headersFile(site, staticPaths(catalogue), { cspReportUrl: 'https://reports.example.net/csp' })
    const headers = headersAt(reporting, '/about/')
    expect(headers.get('Content-Security-Policy')).toMatch(
      /; report-uri https:\/\/reports\.example\.net\/csp; report-to csp$/,
    )
    expect(headers.get('Reporting-Endpoints')).toBe('csp="https://reports.example.net/csp"')
  })

  it('give the admin its own policy, which alone allows eval and inline styles; every page keeps the strict one', () => {
    const strict = headersAt(file, '/products/').get('Content-Security-Policy')!
    expect(strict).not.toMatch(/unsafe-eval|unsafe-inline/)
    for (const sitePath of ['/', '/index.html', '/about/', '/404.html', '/products/garri/', '/products/page/2/'])
      expect(headersAt(file, sitePath).get('Content-Security-Policy'), sitePath).toBe(strict)
    for (const sitePath of ['/admin/', '/admin/index.html', '/admin/assets/index-abc123.js']) {
      // One policy only: hosts join the headers of every rule matching an address, so no rule
      // for the pages may match the admin.
      const headers = headersAt(file, sitePath)
      expect(headers.get('Content-Security-Policy'), sitePath).toMatch(
        /^default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline';/,
      )
      expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    }
    const withLogin = headersFile(site, staticPaths(catalogue), { authUrl: 'https://cms-auth.example.workers.dev/' })
    expect(headersAt(withLogin, '/admin/').get('Content-Security-Policy')).toContain(
      "connect-src 'self' blob: https://api.github.com http://localhost:8081 https://cms-auth.example.workers.dev;",
    )
  })

  it('stay a few rules long at any number of products: the catalogue is one rule (Cloudflare Pages reads 100)', () => {
    const slugs = Array.from({ length: 5000 }, (_, index) => ({ slug: `product-${index + 1}` }))
    const large = headersFile(site, staticPaths({ products: slugs }))
    expect(parseHeadersFile(large).length).toBe(parseHeadersFile(file).length)
    expect(parseHeadersFile(large).length).toBeLessThan(100)
    expect(headersAt(large, '/products/product-4999/').get('Content-Security-Policy')).toBe(
      headersAt(large, '/about/').get('Content-Security-Policy'),
    )
  })

  it.each(['http://reports.example.net/csp', 'https://a.example/x; script-src *', 'reports.example.net'])(
    'refuses the report address %s with what to write instead',
    (cspReportUrl) => {
      expect(() => siteFilesPlugin({ pagePaths: staticPaths, cspReportUrl })).toThrow(
        /^CSP_REPORT_URL must be one https:\/\/ address, such as .+; got ".+"\. Leave it unset to send no reports\.$/,
      )
    },
  )
})
