/**
 * A short fingerprint of a value (8 hexadecimal digits, FNV-1a over its JSON with keys in order):
 * what a translation records of the text it was made from, so a later change of that text is
 * noticed without the repository's history (CI and hosts clone without it). Not a secret: a
 * change is what it tells, reliably enough for a few thousand texts.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

export function fingerprint(value: unknown): string {
  let hash = 0x811c9dc5
  const text = canonical(value)
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
