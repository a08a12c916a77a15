/**
 * No script request before the first paint. The page's script tag (Vike's client entry,
 * renderer/+client.ts) is replaced in every built page (scripts/build.ts) by a few bytes of inline code that
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
