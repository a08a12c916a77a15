/**
 * The yardstick for first paint: a copy of the built site whose pages load no JavaScript at all
 * (every `<script src>` and `<link rel="modulepreload">` removed; the JSON-LD data blocks stay).
 * Every page is complete as HTML, so this copy shows how fast each page can paint; the real
 * site's LCP is reported beside it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'parse5'
import { attr, elements } from '../lib/html.ts'

/** The page's HTML with every script it would fetch removed (cut out by source position). */
export function withoutScripts(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const cuts = elements(document)
    .filter(
      (element) =>
        (element.tagName === 'script' && attr(element, 'src') !== undefined) ||
        (element.tagName === 'link' && attr(element, 'rel')?.split(/\s+/).includes('modulepreload')),
    )
    .map((element) => element.sourceCodeLocation!)
    .sort((a, b) => b.startOffset - a.startOffset)
  let result = html
  for (const { startOffset, endOffset } of cuts) {
    // The line break after the element goes too, so no blank lines are left behind.
    const end = result[endOffset] === '\n' ? endOffset + 1 : endOffset
    result = result.slice(0, startOffset) + result.slice(end)
  }
  return result
}

/** Copies the built `client` folder to `into`, every HTML page without its scripts. */
export function copyWithoutJavaScript(clientDir: string, into: string): void {
  fs.rmSync(into, { recursive: true, force: true })
  fs.cpSync(clientDir, into, { recursive: true })
  for (const entry of fs.readdirSync(into, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = path.join(entry.parentPath, entry.name)
    fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, 'utf8')))
  }
}
