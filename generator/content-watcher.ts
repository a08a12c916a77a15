/**
 * Watches content/ for the development server with @parcel/watcher rather than Vite's own
 * watcher. Vite's (chokidar) reads a whole folder again, a stat of every file in it, each time
 * one of its files changes: at thousands of products, a fifth of a second of work per save before
 * the page can reload. This one is told by the system which files changed, and hands them over in
 * one batch per burst of changes (an editor that saves in several steps, a `git checkout`).
 */
import path from 'node:path'
import watcher from '@parcel/watcher'

/** Whether Vite's watcher should leave `file` alone: it is under `contentDir`, watched here. */
export const underContent = (contentDir: () => string) => (file: string) => {
  const folder = contentDir()
  return !!folder && (file === folder || file.startsWith(folder + path.sep))
}

/**
 * Calls `onChange` with every file added, changed or deleted under `contentDir`; resolves with a
 * function that stops watching (called again, it does nothing more).
 */
export async function watchContent(
  contentDir: string,
  onChange: (files: readonly string[]) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  const subscription = await watcher.subscribe(contentDir, (error, events) => {
    if (error) onError(error)
    else if (events.length) onChange(events.map((event) => event.path))
  })
  let stopped: Promise<void> | undefined
  return () => (stopped ??= subscription.unsubscribe())
}
