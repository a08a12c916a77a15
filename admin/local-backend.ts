/**
 * On this computer (`npm run admin`), where Decap's local backend is and which branch it works
 * on: `local-backend.json` next to the admin's page, written by scripts/admin.ts
 * (scripts/lib/local-backend.ts). Read only on localhost, where Decap looks for a local backend at
 * all; elsewhere, and without the file, Decap's default address is used (port 8081).
 */
import { problem } from '../generator/content/problems/catalogue/index.ts'

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

/**
 * `fetch`, for Decap's requests to the local backend at `url`, with every refusal in words: the
 * backend answers a request too large to take (a file over its limit) with a page, not JSON,
 * which Decap would show as "Unexpected token '<' … is not valid JSON". Such an answer becomes
 * `{ error }`, which Decap shows as the reason the upload or save failed.
 */
export function readableRefusals(base: typeof fetch, url: string, uploadLimit: number): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init)
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (response.ok || !target.startsWith(url)) return response
    if ((response.headers.get('content-type') ?? '').includes('json')) return response
    const error =
      response.status === 413
        ? problem('upload-too-large', { limit: uploadLimit }).message
        : `the local backend refused the request (${response.status} ${response.statusText}); see the terminal running npm run admin`
    return new Response(JSON.stringify({ error }), {
      status: response.status,
      statusText: response.statusText,
      headers: { 'content-type': 'application/json' },
    })
  }
}
