/**
 * Every built page loads its scripts after its first paint, not before: the entry's `<script src>`
 * that Vike renders is swapped for the inline boot script (generator/boot-loader.ts), which names
 * the entry in its `data-boot` attribute, before the page is written (prerender.ts).
 *
 * The entry's tag as Vike writes it (`type="module"`, the entry's `src`, perhaps `async`, in any
 * order) is replaced as text when a page holds exactly one and no other script but its JSON-LD
 * (Markdown is sanitised and the JSON-LD escapes "<"), which keeps a build of thousands of product
 * pages fast; any other page that names an entry is parsed as HTML, so a change in how Vike writes
 * the tag costs time, never correctness. Pages that name no entry (the admin's) are left as they are.
 *
 * A page in a language other than the default one names its language's entry instead
 * (generator/vite-plugin-languages.ts), so it loads only that language's code and content.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BOOT_LOADER } from '../../generator/boot-loader.ts'
import { languageEntryName } from '../../generator/vite-plugin-languages.ts'

/** The inline script that imports the entry at `src` after the first paint. */
export const bootScript = (src: string): string => `<script type="module" data-boot="${src}">${BOOT_LOADER}</script>`

const ENTRY_TAG = /<script((?: (?:type="module"|src="[^"<>]*\/assets\/entries\/[^"/<>]+\.js"|async))+)><\/script>/g
const entrySrc = (attributes: string) =>
  attributes.includes(' type="module"') ? /src="([^"]+)"/.exec(attributes)?.[1] : undefined

/** Whether a page names a client entry at all. */
export const namesEntry = (html: string): boolean => html.includes('/assets/entries/')

/** The page with its entry tag swapped as text, or undefined when it is not the usual page this
 *  path is sure of (then swapByParsing). */
export function swapAsText(html: string): string | undefined {
  const tags = [...html.matchAll(ENTRY_TAG)]
  const src = tags.length === 1 ? entrySrc(tags[0]![1]!) : undefined
  if (!src || html.split('<script').length !== 3) return undefined
  return html.replace(ENTRY_TAG, () => bootScript(src))
}

/** The page with every entry script swapped, found by parsing it as HTML (any page). */
export async function swapByParsing(html: string): Promise<string> {
  const { attr, replaceElements } = await import('./html.ts')
  return replaceElements(html, (element) => {
    const src = attr(element, 'src')
    const entry =
      element.tagName === 'script' &&
      attr(element, 'type') === 'module' &&
      src &&
      /\/assets\/entries\/[^/]+\.js$/.test(src)
    return entry ? bootScript(src) : undefined
  })
}

/** The file of each language's client entry in a build (assets/entries/language-fr.<hash>.js), by code. */
export function languageEntries(clientDir: string): Map<string, string> {
  const dir = path.join(clientDir, 'assets', 'entries')
  const entries = new Map<string, string>()
  if (!fs.existsSync(dir)) return entries
  for (const name of fs.readdirSync(dir)) {
    const code = /^language-([a-z]{2,3})\.[^.]+\.js$/.exec(name)?.[1]
    if (code && name.startsWith(`${languageEntryName(code)}.`)) entries.set(code, name)
  }
  return entries
}

/** The page with its entry named for its language: the default entry's address with the file
 *  name of the page's language's entry, when the page is in a language that has one. */
export function withLanguageEntry(html: string, entries: ReadonlyMap<string, string>): string {
  const code = /^<!DOCTYPE html>\s*<html lang="([a-z]{2,3})"/i.exec(html)?.[1]
  const entry = code ? entries.get(code) : undefined
  if (!entry) return html
  return html.replace(/(<script(?: [^>]*)? src="[^"]*\/assets\/entries\/)[^"/]+\.js"/g, `$1${entry}"`)
}

/** A page as it is published: its entry named for its language and swapped for the boot script
 *  (a page that names no entry, as it is). `entries`: languageEntries() of the build. */
export async function bootPage(html: string, entries: ReadonlyMap<string, string>): Promise<string> {
  if (!namesEntry(html)) return html
  const named = withLanguageEntry(html, entries)
  return swapAsText(named) ?? (await swapByParsing(named))
}
