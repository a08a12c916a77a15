/**
 * How a browser reads a URL's scheme: it ignores spaces and control characters anywhere in it
 * ("java\tscript:" runs as "javascript:") and letter case. Content links and SVG drawings are
 * checked on this form, never on the text as written.
 */

/** The URL as a browser reads it for its scheme: without spaces or control characters. */
export function browserForm(url: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return url.replace(/[\u0000-\u0020]/g, '')
}

/** The lower-case scheme of a URL without its colon ("javascript"), or undefined for a relative one. */
export function schemeOf(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(browserForm(url))?.[1]?.toLowerCase()
}
