/**
 * The sub-path a site is served from, normalised the one way every part of the project expects:
 * '/' at the domain root, otherwise '/sub/path/' with a leading and a trailing slash.
 * Accepts what people type: 'my-repo', '/my-repo', 'my-repo/', ''.
 */
export function normalizeBase(raw: string | undefined = '/'): string {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}
