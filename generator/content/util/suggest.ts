import { distance } from 'fastest-levenshtein'

/**
 * The candidate closest to `value` when it is a plausible typo of it ("descripton" →
 * "description", "Image" → "image"), otherwise undefined.
 */
export function closestMatch(
  value: string,
  candidates: readonly string[],
  { maxDistanceRatio = 0.4 }: { maxDistanceRatio?: number } = {},
): string | undefined {
  const needle = value.toLowerCase()
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  if (best === undefined) return undefined
  const limit = Math.max(2, Math.ceil(Math.max(needle.length, best.length) * maxDistanceRatio))
  return bestDistance <= limit ? best : undefined
}
