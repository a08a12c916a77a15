import { defineConfig } from '@playwright/test'
import { CHROME_ARGS, chromePath } from './scripts/lib/chrome.ts'

// E2E_PORT lets two runs on one machine (two checkouts, say) use different ports; the build of
// the live content is served on the next port (or E2E_LIVE_PORT).
const PORT = Number(process.env.E2E_PORT ?? 4174)
const LIVE_PORT = Number(process.env.E2E_LIVE_PORT ?? PORT + 1)
// The admin's tests start Decap's local backend on the port after (or E2E_BACKEND_PORT), never on
// its default 8081, where `npm run admin` may be running. Set here, so the tests read it too.
process.env.E2E_BACKEND_PORT ??= String(PORT + 2)
const OUT_DIR = '.cache/e2e'
const LIVE_OUT_DIR = '.cache/e2e-live'
/** The generic checks of the live content: the only spec run against its build. */
const LIVE_SPEC = /live-content\.spec\.ts$/
/** Builds content of its own (generated values in every field) and serves it itself. */
const PHONE_FIT_SPEC = /phone-fit\.spec\.ts$/

const desktop = { viewport: { width: 1280, height: 800 } }
const mobile = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }

/** Builds a content folder and serves the build as a static host would serve it. */
const server = (outDir: string, port: number, env: Record<string, string> = {}) => ({
  command: `node scripts/build.ts --out-dir ${outDir} --quiet && node scripts/serve.ts --dir ${outDir}/client --port ${port}`,
  url: `http://127.0.0.1:${port}/`,
  env,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
})

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: chromePath(), args: CHROME_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [
    // The behaviour specs, on the build of the fixture content (tests/fixtures/content).
    { name: 'desktop', testIgnore: [LIVE_SPEC, PHONE_FIT_SPEC], use: desktop },
    { name: 'mobile', testIgnore: [LIVE_SPEC, PHONE_FIT_SPEC], use: mobile },
    // Rules that hold for any valid content, on the build of the live content/.
    { name: 'live-desktop', testMatch: LIVE_SPEC, use: { ...desktop, baseURL: `http://127.0.0.1:${LIVE_PORT}` } },
    { name: 'live-mobile', testMatch: LIVE_SPEC, use: { ...mobile, baseURL: `http://127.0.0.1:${LIVE_PORT}` } },
    // Anything an editor can write fits a phone: generated values in every text field, built and
    // served by the spec itself, every page at 375 and 320 px.
    { name: 'phone-fit', testMatch: PHONE_FIT_SPEC, use: mobile },
    // The editors' admin (/admin/ of the fixture build) against Decap's local backend, which it
    // finds only on localhost, on one port (E2E_BACKEND_PORT): one test at a time. Saving and
    // publishing commit to git through the backend, slowly on a busy machine: waits are longer.
    {
      name: 'admin',
      testDir: 'tests/admin',
      workers: 1,
      timeout: 120_000,
      expect: { timeout: 20_000 },
      use: desktop,
    },
    // `npm run dev` while content is edited: each test starts its own dev server (on a free port,
    // with a copy of the fixture content), so these do not use the servers below. A dev server
    // compiles on demand, slowly on a busy machine: these wait longer for it.
    {
      name: 'dev-server',
      testDir: 'tests/dev',
      timeout: 180_000,
      expect: { timeout: 20_000 },
      use: { ...desktop, actionTimeout: 30_000, navigationTimeout: 60_000 },
    },
  ],
  // The browser tests run against real builds, served as a static host would serve them: the
  // fixture content the specs assert on, and the live content (content/, or SITE_CONTENT_DIR).
  webServer: [server(OUT_DIR, PORT, { SITE_CONTENT_DIR: 'tests/fixtures/content' }), server(LIVE_OUT_DIR, LIVE_PORT)],
})
