import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * `value` in the browser, `null` in the pre-rendered HTML and while hydrating it: for what only
 * the browser knows (the address of a not-found page, whether scripts have run), without a
 * mismatch between the server's HTML and the first render in the browser.
 */
export function useClientValue<T>(value: T): T | null {
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => null,
  )
}
