/**
 * Placeholders left in content: the example contacts the site ships with (example.com
 * addresses, +234 800 000 0001, EXAMPLE-FORM-ID, /example profiles). They are valid content, so
 * the build warns about each with file:line:column, and a strict build (the deploy) refuses
 * them, so a site with made-up phone numbers can never go live.
 */
import type { ContentIssue } from './issues.ts'
import type { PathSegment, SourceFile } from './source.ts'

/** Domains reserved for examples (RFC 2606, RFC 6761): no real business uses them. */
const EXAMPLE_DOMAIN = /(^|\.)(example\.(com|net|org)|[a-z0-9-]+\.(example|test|invalid))$/i
/** A profile or page named "example" on a real site (instagram.com/example, youtube.com/@example). */
const EXAMPLE_PROFILE = /^\/@?example(\/|$)/i
/** Six zeros in a row: +234 800 000 0001 and wa.me/2348000000001, not a number anyone answers. */
const ZERO_RUN = /0{6,}/
const PUBLISH = 'before the site is published'

/** What makes `value` a placeholder, if anything: the second half of a warning. */
export function placeholderProblem(value: string): string | undefined {
  const text = value.trim()
  if (/\bEXAMPLE\b/.test(text))
    return `still holds the placeholder "EXAMPLE"; replace the whole value with the real one (docs/CONTENT.md says where to find it) ${PUBLISH}`
  const emailDomain = /^[^\s@]+@([^\s@]+)$/.exec(text)?.[1]
  if (emailDomain && EXAMPLE_DOMAIN.test(emailDomain))
    return `is an example e-mail address (${emailDomain.toLowerCase()} is reserved for examples); write the company's real address ${PUBLISH}`
  let url: URL | undefined
  try {
    url = /^https?:\/\//i.test(text) ? new URL(text) : undefined
  } catch {
    url = undefined
  }
  if (url) {
    if (EXAMPLE_DOMAIN.test(url.hostname))
      return `is an example address (${url.hostname.replace(/^www\./, '')} is reserved for examples); write the real address ${PUBLISH}`
    if (EXAMPLE_PROFILE.test(url.pathname))
      return `points to an example profile; write the address of the company's own ${url.hostname.replace(/^www\./, '')} page ${PUBLISH}`
    if (ZERO_RUN.test(url.pathname.replace(/\D/g, '')) && /^(wa\.me|api\.whatsapp\.com)$/.test(url.hostname))
      return `is a chat link to a placeholder number (a run of zeros); write the link with the company's real number ${PUBLISH}`
    return undefined
  }
  if (/^\+?[\d\s().-]{7,}$/.test(text) && ZERO_RUN.test(text.replace(/\D/g, '')))
    return `looks like a placeholder number (a run of zeros); write the company's real number ${PUBLISH}`
  return undefined
}

/** A warning for every placeholder in a file's front matter, at the line of its value. */
export function placeholderWarnings(source: SourceFile): ContentIssue[] {
  const warnings: ContentIssue[] = []
  const visit = (value: unknown, at: PathSegment[]) => {
    if (typeof value === 'string') {
      const problem = placeholderProblem(value)
      if (problem) warnings.push(source.issue(at, `"${value.trim()}" ${problem}`))
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) visit(item, [...at, key])
  }
  visit(source.data, [])
  return warnings
}
