/**
 * The enquiry list of this language copy of the site, kept in this browser's local storage
 * (storage.ts), and the hook the pages read it with.
 */
import { useSyncExternalStore } from 'react'
import { language } from '../language.ts'
import type { Enquiry } from './list.ts'
import { createEnquiryStore, storageKey, type EnquiryStore } from './storage.ts'

function localStorageOfThisPage(): Storage | undefined {
  try {
    // Reading the property throws where storage is blocked (Safari's private windows of old, some
    // privacy settings).
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}

/** The list of this language copy of the site. On the server, an empty list that never changes. */
export const enquiryStore: EnquiryStore = createEnquiryStore(
  storageKey(import.meta.env.BASE_URL, language.code),
  localStorageOfThisPage(),
  typeof window === 'undefined' ? undefined : window,
)

const onServer = () => null

/** The list, or null in the pre-rendered HTML and while hydrating it (the server knows no list). */
export function useEnquiry(): Enquiry | null {
  return useSyncExternalStore(enquiryStore.subscribe, enquiryStore.get, onServer)
}
