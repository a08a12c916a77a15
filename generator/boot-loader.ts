/**
 * No script request before the first paint. The page's script tag (Vike's client entry,
 * renderer/+client.ts) is replaced in every built page (scripts/lib/prerender.ts) by a few bytes of inline code that
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
 * Once the page has loaded, its first contentful paint has been presented (the paint timing entry,
 * where the browser has one), the pictures in view are decoded and two more frames have started:
 * sets the address of every frame of another website that waits for it (components/EmbeddedFrame.tsx),
 * then imports the script named by `data-boot`. Or after 4 s, whatever holds the page back (a lazy
 * picture that never arrives); or the script alone at once on Back or Forward, which it handles (a
 * history entry of an earlier copy of this page loads from the host).
 *
 * Waiting for the paint entry, not only for an animation frame: the load event of a small page on
 * a fast connection can come before its first paint, and a frame callback runs before the frame
 * it belongs to is shown. Written for every browser that runs module scripts (no `?.`).
 *
 * When the script cannot be loaded (a dropped connection, a blocked host), the page says so with
 * the class `script-failed` on <html>: what kept room for the script's work gives it back,
 * and the enquiry page says its list needs JavaScript, as without scripts (styles/).
 */
export const BOOT_LOADER =
  'let d=0;const b=()=>{d++||import(document.querySelector("script[data-boot]").dataset.boot).catch(e=>{document.documentElement.classList.add("script-failed");console.warn("Not hydrated: the page script could not be loaded.",e)})},f=()=>{document.querySelectorAll("iframe[data-src]:not([src])").forEach(e=>e.src=e.dataset.src);b()},p=new Promise(r=>{(PerformanceObserver.supportedEntryTypes||[]).includes("paint")?new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),r())}).observe({type:"paint",buffered:!0}):r()}),g=()=>Promise.all([p,...[...document.images].filter(i=>{const r=i.getBoundingClientRect();return r.bottom>0&&r.top<innerHeight}).map(i=>i.decode().catch(()=>0))]).then(()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(f))));document.readyState=="complete"?g():addEventListener("load",g);addEventListener("popstate",b);setTimeout(f,4e3)'

/** The CSP source that allows BOOT_LOADER, and only it, to run inline. */
export const BOOT_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}'`
