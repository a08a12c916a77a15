import fs from 'node:fs'

/** Flags for a headless Chromium that makes no requests of its own (updates, sync, telemetry). */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * The browser to drive: CHROME_PATH, else a system Chromium or Chrome, else undefined so
 * Playwright uses its own download (where one exists).
 */
export function chromePath(): string | undefined {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ]
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate))
}
