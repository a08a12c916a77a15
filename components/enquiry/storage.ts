/**
 * The enquiry list in the browser: kept in local storage, so it survives in-app navigation, full
 * page loads and reloads, and shared by every tab of the site (a change in one tab reaches the
 * others through the `storage` event).
 *
 * One list per language copy of the site (its key holds the language's code, and the base path
 * the site is served from): names and pack sizes are stored in the words of the page they were
 * added from, and a message is written in one language, so the French pages keep a list of their
 * own. The key is versioned: a list stored in another shape later is stored under a new key, and a
 * key's content is read whatever it holds (list.ts), so foreign or damaged data never breaks a page.
 * Where local storage cannot be used (switched off, full), the list lives as long as the page.
 */
import { EMPTY_ENQUIRY, readEnquiry, type Enquiry } from './list.ts'

/** The local storage key of the list of the site at `base` in language `code`. */
export const storageKey = (base: string, code: string): string => `ala-harvest:enquiry:v1:${base}:${code}`

export interface EnquiryStore {
  /** The list now: the same object until it changes (React's useSyncExternalStore needs that). */
  get: () => Enquiry
  /** Replaces the list, in this tab and, through local storage, in the others. */
  update: (change: (enquiry: Enquiry) => Enquiry) => Enquiry
  /** Calls `listener` after each change, from this tab or another; returns the unsubscription. */
  subscribe: (listener: () => void) => () => void
}

/**
 * A list kept in `storage` under `key`. `events` is the window: its `storage` events tell of other
 * tabs' changes, and `pageshow` of a page shown again from the back-forward cache, whose list may
 * have changed on the pages visited since.
 */
export function createEnquiryStore(
  key: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  events?: Pick<Window, 'addEventListener'>,
): EnquiryStore {
  let raw: string | null | undefined
  let current = EMPTY_ENQUIRY
  /** Set once storage failed to keep a change: the list then lives in the page only. */
  let pageOnly = !storage
  const listeners = new Set<() => void>()

  /** Reads the stored list again; true if it changed. */
  const refresh = (): boolean => {
    if (pageOnly && raw !== undefined) return false
    let now: string | null = null
    try {
      now = storage?.getItem(key) ?? null
    } catch {
      pageOnly = true
    }
    if (now === raw) return false
    raw = now
    current = readEnquiry(now)
    return true
  }
  const notify = () => listeners.forEach((listener) => listener())
  const changedElsewhere = () => {
    if (refresh()) notify()
  }

  let listening = false
  const listen = () => {
    if (listening || !events) return
    listening = true
    events.addEventListener('storage', (event) => {
      // null: another tab cleared the whole storage.
      if (event.key === key || event.key === null) changedElsewhere()
    })
    events.addEventListener('pageshow', (event) => {
      if (event.persisted) changedElsewhere()
    })
  }

  return {
    get: () => {
      if (raw === undefined) refresh()
      return current
    },
    update: (change) => {
      if (raw === undefined) refresh()
      current = change(current)
      raw = JSON.stringify(current)
      if (!pageOnly)
        try {
          storage!.setItem(key, raw)
        } catch {
          pageOnly = true
        }
      notify()
      return current
    },
    subscribe: (listener) => {
      listen()
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
