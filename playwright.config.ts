import { defineConfig } from '@playwright/test'
import { CHROME_ARGS, chromePath } from './scripts/lib/chrome.ts'

// E2E_PORT lets two runs on one machine (two checkouts, say) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 4174)
const OUT_DIR = '.cache/e2e'

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
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
    // `npm run dev` while content is edited: each test starts its own dev server (on a free port,
    // with a copy of the content), so these do not use the server below. A dev server compiles
    // on demand, slowly on a busy machine: these wait longer for it.
    {
      name: 'dev-server',
      testDir: 'tests/dev',
      timeout: 180_000,
      expect: { timeout: 20_000 },
      use: { viewport: { width: 1280, height: 800 }, actionTimeout: 30_000, navigationTimeout: 60_000 },
    },
  ],
  // The browser tests run against the real build, served as a static host would serve it.
  webServer: {
    command: `tsx scripts/build.ts --out-dir ${OUT_DIR} --quiet && tsx scripts/serve.ts --dir ${OUT_DIR}/client --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
})
