/** Small numeric helpers shared by the benchmark's parts. */
export const median = (numbers: readonly number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
export const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits
export const log = (message: string) => process.stderr.write(`${message}\n`)
export const kb = (bytes: number) => (bytes / 1024).toFixed(1)
export const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–')
export const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`)
