/**
 * What the enquiry list tells screen readers when it changes, through one polite live region on
 * every page (EnquiryStatus.tsx): an addition from a product's form, a change, a removal. Each
 * announcement is a new node, so the same words said twice (the same product added twice) are
 * read twice.
 */
import { useSyncExternalStore } from 'react'

export interface Announcement {
  text: string
  /** Counts announcements: a new one replaces the node even when its words are the same. */
  id: number
}

let current: Announcement = { text: '', id: 0 }
let waiting: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

/**
 * Says `text` to screen readers. `after` (ms) waits for a pause first, for changes made key by key
 * (a quantity being typed): only the last one is said.
 */
export function announce(text: string, { after = 0 }: { after?: number } = {}): void {
  clearTimeout(waiting)
  const say = () => {
    current = { text, id: current.id + 1 }
    listeners.forEach((listener) => listener())
  }
  if (after) waiting = setTimeout(say, after)
  else say()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const latest = () => current
const none: Announcement = { text: '', id: 0 }
const onServer = () => none

/** The latest announcement (none in the pre-rendered HTML). */
export const useAnnouncement = (): Announcement => useSyncExternalStore(subscribe, latest, onServer)
