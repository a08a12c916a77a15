/**
 * Loads the site search's code (search-client.ts, a chunk of its own) on demand: when a visitor
 * focuses a search field or searches, never before. A failed load (the connection dropped) is
 * tried again at the next search.
 */
import type * as client from './search-client.ts'

type SearchClient = typeof client

let loading: Promise<SearchClient> | undefined

export function loadSearch(): Promise<SearchClient> {
  if (!loading) {
    loading = import('./search-client.ts')
    loading.catch(() => (loading = undefined))
  }
  return loading
}

/** When a search field gets focus: the code, then the index's manifest, ahead of the search. */
export function preloadSearch(): void {
  loadSearch().then(
    (client) => client.prepare(),
    () => {},
  )
}
