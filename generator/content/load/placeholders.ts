/**
 * Placeholders left in content: the example contacts the site ships with (example.com
 * addresses, +234 800 000 0001, EXAMPLE-FORM-ID, /example profiles), and placeholder text left in
 * a heading or a description (lorem ipsum, "TODO", "Your text here", "[insert price]"). They are
 * valid content, so the build warns about each with file:line:column, and a strict build (the
 * deploy) refuses them, so a site with made-up phone numbers or dummy text can never go live.
 */
import { problem } from '../problems/catalogue/index.ts'
import type { Problem } from '../problems/problem.ts'
import type { ContentIssue } from '../problems/report.ts'
import type { PathSegment, SourceFile } from '../read/front-matter.ts'

/** Domains reserved for examples (RFC 2606, RFC 6761): no real business uses them. */
const EXAMPLE_DOMAIN = /(^|\.)(example\.(com|net|org)|[a-z0-9-]+\.(example|test|invalid))$/i
/** A profile or page named "example" on a real site (instagram.com/example, youtube.com/@example). */
const EXAMPLE_PROFILE = /^\/@?example(\/|$)/i
/** Six zeros in a row: +234 800 000 0001 and wa.me/2348000000001, not a number anyone answers. */
const ZERO_RUN = /0{6,}/
/**
 * Words that stand in for text still to be written: dummy Latin, notes to do or decide, and the
 * hints of templates ("Your text here", "Description goes here", "[insert price]").
 */
const PLACEHOLDER_PHRASES =
  /\b(lorem ipsum|dolor sit amet)\b|\b(your|the|product|company) (text|title|heading|description|name|story|tagline) (goes )?here\b|\b(text|description|heading|title|content) goes here\b|\[(insert|add|enter|your) [^\]]*\]|\bplaceholder text\b/iu
/** Notes written in capitals: TODO, TBD, FIXME… (a word of their own, not the start of XXL). */
const PLACEHOLDER_MARKS = /(?<![\p{L}\p{N}])(TODO|TBD|TBC|FIXME|XXX)(?![\p{L}\p{N}])/u

/** The placeholder text in a text, if any: the words that give it away. */
export function placeholderText(text: string): string | undefined {
  return (PLACEHOLDER_PHRASES.exec(text) ?? PLACEHOLDER_MARKS.exec(text))?.[0].trim()
}

/** What makes `value` a placeholder, if anything. */
export function placeholderProblem(value: string): Problem | undefined {
  const text = value.trim()
  const words = placeholderText(text)
  if (words) return problem('placeholder-text', { value: text, words })
  if (/\bEXAMPLE\b/.test(text)) return problem('placeholder-example', { value: text })
  const emailDomain = /^[^\s@]+@([^\s@]+)$/.exec(text)?.[1]
  if (emailDomain && EXAMPLE_DOMAIN.test(emailDomain))
    return problem('placeholder-email', { value: text, domain: emailDomain.toLowerCase() })
  let url: URL | undefined
  try {
    url = /^https?:\/\//i.test(text) ? new URL(text) : undefined
  } catch {
    url = undefined
  }
  if (url) {
    const host = url.hostname.replace(/^www\./, '')
    if (EXAMPLE_DOMAIN.test(url.hostname)) return problem('placeholder-address', { value: text, host })
    if (EXAMPLE_PROFILE.test(url.pathname)) return problem('placeholder-profile', { value: text, host })
    if (ZERO_RUN.test(url.pathname.replace(/\D/g, '')) && /^(wa\.me|api\.whatsapp\.com)$/.test(url.hostname))
      return problem('placeholder-chat-number', { value: text })
    return undefined
  }
  if (/^\+?[\d\s().-]{7,}$/.test(text) && ZERO_RUN.test(text.replace(/\D/g, '')))
    return problem('placeholder-number', { value: text })
  return undefined
}

/** A warning for every placeholder in a file's front matter, at the line of its value. */
export function placeholderWarnings(source: SourceFile): ContentIssue[] {
  const warnings: ContentIssue[] = []
  const visit = (value: unknown, at: PathSegment[]) => {
    if (typeof value === 'string') {
      const found = placeholderProblem(value)
      if (found) warnings.push(source.issue(at, found))
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) visit(item, [...at, key])
  }
  visit(source.data, [])
  // The Markdown below the front matter: at the line of the placeholder.
  source.body.split('\n').forEach((line, index) => {
    const words = placeholderText(line)
    if (words)
      warnings.push(
        source.issueAt(
          { line: source.bodyLine + index, column: line.indexOf(words) + 1 },
          problem('placeholder-text', { value: line.trim(), words }),
        ),
      )
  })
  return warnings
}
