/**
 * Security and caching headers, as the static test server applies them from the generated
 * `_headers` file: every page is served with the Content-Security-Policy and runs under it
 * without a single violation (scripts, styles, pictures, frames, manifest), plus the other
 * security headers, immutable caching for fingerprinted assets and revalidation for pages.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page, Response } from '@playwright/test'
import { expect, test, waitForHydration, type ConsoleLog } from './fixtures.ts'
import { BOOT_LOADER_CSP_SOURCE } from '../../generator/boot-loader.ts'
import { headersFor, parseHeadersFile } from '../../scripts/lib/static-server.ts'
import { createHash } from 'node:crypto'
import { notFoundRedirect } from '../../generator/site-files.ts'
import { siteLanguages } from '../../generator/languages.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'

/** The inline scripts the policy allows: the loader of each page's scripts, and, in a site of
 *  several languages, the not-found page's redirect of another language's addresses. */
const redirect = notFoundRedirect(siteLanguages(languagesOf(FIXTURE_CONTENT).map((each) => each.language)), '/')
const INLINE_SCRIPTS = [
  BOOT_LOADER_CSP_SOURCE,
  ...(redirect ? [`'sha256-${createHash('sha256').update(redirect).digest('base64')}'`] : []),
].join(' ')

const ROOT = path.resolve(import.meta.dirname, '../..')
/** The `_headers` of the build the web server serves (see playwright.config.ts; E2E_OUT_DIR for another build folder). */
const HEADERS_FILE = path.join(ROOT, process.env.E2E_OUT_DIR ?? '.cache/e2e', 'client/_headers')

/** The headers `_headers` gives an address, joined over every rule matching it, as hosts do. */
function declaredHeadersFor(sitePath: string): Map<string, string> {
  return headersFor(parseHeadersFile(fs.readFileSync(HEADERS_FILE, 'utf8')), sitePath)
}

/** The value of a header in the `/*` rule of `_headers`. */
function declaredHeader(name: string): string {
  const text = fs.readFileSync(HEADERS_FILE, 'utf8')
  const block = text.split(/\n(?=\S)/).find((rule) => rule.startsWith('/*\n'))
  const value = block?.match(new RegExp(`^\\s+${name}:\\s*(.+)$`, 'mi'))?.[1]?.trim()
  if (!value) throw new Error(`${HEADERS_FILE} declares no ${name} for /*`)
  return value
}

const PAGES = ['/', '/products/', '/about/', '/services/', '/contact/', '/search/', '/no/such/page']
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** A Cache-Control that makes browsers and CDNs check with the server before reusing a copy. */
const revalidates = (value: string | undefined) =>
  !!value &&
  (/\bno-cache\b|\bno-store\b/.test(value) || (/\bmax-age=0\b/.test(value) && /\bmust-revalidate\b/.test(value)))

/** A file of this site under /assets/ (requests to other hosts are stubbed by the fixtures). */
const isOwnAsset = (url: string, baseURL: string) =>
  new URL(url).origin === new URL(baseURL).origin && new URL(url).pathname.startsWith('/assets/')

interface Violation {
  directive: string
  blockedURI: string
  sample: string
  source: string
}

/** Records the Content-Security-Policy violations the page reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store: Violation[] = []
    ;(window as unknown as { __cspViolations: Violation[] }).__cspViolations = store
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [])
const cspMessages = (logs: readonly ConsoleLog[]) =>
  logs.filter((log) => /Content[- ]Security[- ]Policy/i.test(log.text))

/** Uses the page the way a visitor would, so everything it loads later is loaded under the policy too. */
async function exercise(page: Page, pagePath: string, isMobile: boolean): Promise<void> {
  await waitForHydration(page)
  if (isMobile) {
    const menu = page.locator('summary.mobile-menu__button')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await menu.click()
  }
  if (pagePath === '/services/') {
    const toggle = page.locator('summary.disclosure__toggle')
    await toggle.click()
    await expect(page.locator('details.disclosure')).toHaveJSProperty('open', true)
  }
  // Lazy pictures and frames further down load when they come near the viewport.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
}

test.describe('Content-Security-Policy', () => {
  for (const pagePath of PAGES) {
    test(`${pagePath} is served with the policy and runs without a violation`, async ({
      page,
      consoleLogs,
      isMobile,
      baseURL,
    }) => {
      await recordViolations(page)
      const assetResponses: Response[] = []
      page.on('response', (response) => {
        if (isOwnAsset(response.url(), baseURL!)) assetResponses.push(response)
      })
      const response = await page.goto(pagePath)
      expect(response?.status()).toBe(pagePath === '/no/such/page' ? 404 : 200)
      const headers = response!.headers()
      // Each page's policy is declared for its address (an unknown one is answered with 404.html,
      // under its rule, as the test server models the hosts).
      const declared = declaredHeadersFor(pagePath === '/no/such/page' ? '/404.html' : pagePath)
      expect(declared.get('Content-Security-Policy')).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
      expect(headers['content-security-policy']).toBe(declared.get('Content-Security-Policy'))

      await exercise(page, pagePath, isMobile)
      expect(await violationsOf(page)).toEqual([])
      expect(cspMessages(consoleLogs)).toEqual([])
      // The page did load its scripts, styles and sprite, all under the policy.
      expect(assetResponses.some((asset) => asset.url().endsWith('.js'))).toBe(true)
      expect(assetResponses.some((asset) => asset.url().endsWith('.css'))).toBe(true)
    })
  }

  test('is enforced: an inline script and an inline style are blocked and reported', async ({ page, consoleLogs }) => {
    await recordViolations(page)
    await page.goto('/')
    await waitForHydration(page)
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.body.append(script)
      const style = document.createElement('style')
      style.textContent = 'body { outline: 5px solid red }'
      document.head.append(style)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
    })
    expect(ran).toBe(false)
    // Reported by both copies of the policy (the header and the page's own <meta>), hence the Set.
    await expect
      .poll(async () => [...new Set((await violationsOf(page)).map((violation) => violation.directive))].sort())
      .toEqual(['script-src-elem', 'style-src-elem'])
    await expect.poll(() => cspMessages(consoleLogs).length).toBeGreaterThanOrEqual(2)
  })
})

test.describe('security headers', () => {
  for (const pagePath of PAGES) {
    test(`${pagePath}`, async ({ page }) => {
      const response = await page.goto(pagePath)
      const headers = response!.headers()
      const csp = headers['content-security-policy'] ?? ''
      expect(csp.split(/\s*;\s*/)).toContain("frame-ancestors 'none'")
      expect(csp.split(/\s*;\s*/)).toContain("object-src 'none'")
      // Scripts from the site itself, and the inline scripts of the site, each by its hash.
      expect(csp.split(/\s*;\s*/)).toContain(`script-src 'self' ${INLINE_SCRIPTS}`)
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe(declaredHeader('Referrer-Policy'))
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(
        headers['referrer-policy'],
      )
      expect(headers['permissions-policy']).toBe(declaredHeader('Permissions-Policy'))
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
        expect(headers['permissions-policy']).toContain(`${feature}=()`)
      expect(headers['x-frame-options']).toBe('DENY')
    })
  }
})

test.describe('caching', () => {
  for (const pagePath of PAGES) {
    test(`${pagePath}: the page revalidates, its fingerprinted assets are immutable`, async ({
      page,
      isMobile,
      baseURL,
    }) => {
      const assets = new Map<string, string | undefined>()
      page.on('response', (response) => {
        if (isOwnAsset(response.url(), baseURL!))
          assets.set(new URL(response.url()).pathname, response.headers()['cache-control'])
      })
      const response = await page.goto(pagePath)
      const cacheControl = response!.headers()['cache-control']
      expect(revalidates(cacheControl), `Cache-Control of ${pagePath}: ${cacheControl ?? '(none)'}`).toBe(true)
      await exercise(page, pagePath, isMobile)

      expect(assets.size).toBeGreaterThan(2)
      for (const [assetPath, value] of assets) {
        // Fingerprinted: a content hash in the name, so a changed file gets a new address.
        expect(assetPath).toMatch(/[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/)
        expect(value, assetPath).toBe(IMMUTABLE)
      }
    })
  }

  test('the fixed-name site files revalidate or expire within a day', async ({ request }) => {
    for (const file of [
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
      '/index.html',
      '/products/',
      '/products/index.html',
      '/404.html',
    ]) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      expect(revalidates(response.headers()['cache-control']), `${file}: ${response.headers()['cache-control']}`).toBe(
        true,
      )
    }
    for (const file of ['/icons/icon-192.png', '/icons/icon-512.png', '/apple-touch-icon.png', '/share.png']) {
      const response = await request.get(file)
      expect(response.status(), file).toBe(200)
      const maxAge = Number(response.headers()['cache-control']?.match(/max-age=(\d+)/)?.[1])
      expect(maxAge, `${file}: ${response.headers()['cache-control']}`).toBeGreaterThan(0)
      expect(maxAge, file).toBeLessThanOrEqual(86_400)
    }
  })
})
