/**
 * The yardstick for first paint: a copy of the built site whose pages load no JavaScript at all
 * (every `<script src>`, the inline loader `<script data-boot>` and `<link rel="modulepreload">`
 * removed; the JSON-LD data blocks stay).
 * Every page is complete as HTML, so this copy shows how fast each page can paint; the real
 * site's LCP is reported beside it.
 */
import fs from 'node:fs'
import { attr, replaceElements, rewriteHtmlFiles } from '../lib/html.ts'

/** The page's HTML with every script it would fetch removed. */
export function withoutScripts(html: string): string {
  return replaceElements(html, (element) =>
    (element.tagName === 'script' &&
      (attr(element, 'src') !== undefined || attr(element, 'data-boot') !== undefined)) ||
    (element.tagName === 'link' && attr(element, 'rel')?.split(/\s+/).includes('modulepreload'))
      ? ''
      : undefined,
  )
}

/** Copies the built `client` folder to `into`, every HTML page without its scripts. */
export function copyWithoutJavaScript(clientDir: string, into: string): void {
  fs.rmSync(into, { recursive: true, force: true })
  fs.cpSync(clientDir, into, { recursive: true })
  rewriteHtmlFiles(into, withoutScripts)
}
