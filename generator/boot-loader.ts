/**
 * No script request before the first paint. The page's script tag (Vike's client entry,
 * renderer/+client.ts) is replaced in every built page by a few bytes of inline code that
 * imports it once the page has loaded and painted. A `<script src>` is fetched as soon as the
 * browser sees it, even `async` and at low priority, and on a slow connection every request
 * made before the first paint delays it; the page is complete without JavaScript, so nothing is
 * lost by waiting.
 *
 * The inline code is the same on every page and in every build (the entry's address travels in
 * its `data-boot` attribute), so the Content-Security-Policy allows it by its hash, and no other
 * inline script runs.
 */
import { createHash } from 'node:crypto'
import { parse } from 'parse5'

/**
 * Imports the script named by `data-boot` once the page has loaded, the pictures in view are
 * decoded and the browser has painted the next frame; or after 4 s, whatever holds the page
 * back (a slow frame of another website holds the load event); or at once on Back or Forward,
 * which the script handles (a history entry of an earlier copy of this page loads from the host).
 */
export const BOOT_LOADER =
  'let d=0;const b=()=>{d++||import(document.querySelector("script[data-boot]").dataset.boot).catch(e=>console.warn("Not hydrated: the page script could not be loaded.",e))},g=()=>Promise.all([...document.images].filter(i=>{const r=i.getBoundingClientRect();return r.bottom>0&&r.top<innerHeight}).map(i=>i.decode().catch(()=>0))).then(()=>requestAnimationFrame(()=>setTimeout(b)));document.readyState=="complete"?g():addEventListener("load",g);addEventListener("popstate",b);setTimeout(b,4e3)'

/** The CSP source that allows BOOT_LOADER, and only it, to run inline. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`

/** Where a built page loads its entry script: `<script src="…/assets/entries/…" type="module">`. */
const isEntryScript = (tagName: string, attrs: { name: string; value: string }[]) =>
  tagName === 'script' &&
  attrs.some((attribute) => attribute.name === 'type' && attribute.value === 'module') &&
  attrs.some((attribute) => attribute.name === 'src' && /\/assets\/entries\/[^/]+\.js$/.test(attribute.value))

/**
 * The built page with its entry `<script src>` replaced by the inline loader. Pages without
 * one (there are none today) are returned unchanged.
 */
export function deferEntryScript(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const stack = [...document.childNodes]
  while (stack.length) {
    const node = stack.shift()!
    if (!('tagName' in node)) continue
    if (isEntryScript(node.tagName, node.attrs)) {
      const src = node.attrs.find((attribute) => attribute.name === 'src')!.value
      const { startOffset, endOffset } = node.sourceCodeLocation!
      return `${html.slice(0, startOffset)}<script type="module" data-boot="${src}">${BOOT_LOADER}</script>${html.slice(endOffset)}`
    }
    stack.push(...node.childNodes)
  }
  return html
}
