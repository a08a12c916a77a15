/**
 * On this computer (`npm run admin`), where Decap's local backend is and which branch it works
 * on: `local-backend.json` next to the admin's page, written by scripts/admin.ts
 * (scripts/lib/local-backend.ts). Read only on localhost, where Decap looks for a local backend at
 * all; elsewhere, and without the file, Decap's default address is used (port 8081).
 */

export interface LocalBackendSettings {
  url: string
  branch: string
}

/** The hosts on which Decap uses a local backend (its own default list). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1']

/** The settings, if `value` is what scripts/admin.ts writes: an address on this computer only
 *  (the admin's Content-Security-Policy allows no other) and a branch name. */
export function parseLocalBackendSettings(value: unknown): LocalBackendSettings | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { url, branch } = value as Record<string, unknown>
  if (typeof url !== 'string' || typeof branch !== 'string' || !branch) return undefined
  if (!/^http:\/\/(localhost|127\.0\.0\.1):\d{1,5}\/api\/v1$/.test(url)) return undefined
  return { url, branch }
}

export async function localBackendSettings(location: Location): Promise<LocalBackendSettings | undefined> {
  if (!LOCAL_HOSTS.includes(location.hostname)) return undefined
  try {
    const response = await fetch(new URL('local-backend.json', location.href), { cache: 'no-store' })
    if (!response.ok) return undefined
    const settings = parseLocalBackendSettings(await response.json())
    if (!settings) console.error('local-backend.json is not { "url": "http://localhost:<port>/api/v1", "branch": … }')
    return settings
  } catch {
    return undefined
  }
}
