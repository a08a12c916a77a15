/**
 * Results kept across loads of the content (the development server reloads it after each edit),
 * by a key that captures everything the result depends on: a reload redoes only what changed.
 * The oldest entry goes first once the cache is full; `clear` empties it (the benchmark measures
 * loading from scratch).
 */
export class Memo<Value> {
  readonly #entries = new Map<string, Value>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = capacity
  }

  /** The value kept for `key`, or the one `compute` makes now (and keeps). */
  get(key: string, compute: () => Value): Value {
    if (this.#entries.has(key)) return this.#entries.get(key)!
    const value = compute()
    if (this.#entries.size >= this.#capacity) this.#entries.delete(this.#entries.keys().next().value!)
    this.#entries.set(key, value)
    return value
  }

  clear(): void {
    this.#entries.clear()
  }
}
