/**
 * The site's own address (site.url): the start of every canonical address, the sitemap, the
 * structured data and the links shared on social media. It is https://, a host and, when the site
 * is published in a folder, the folder's path; nothing else.
 *
 * Anything after ? or # is left out of what is published, with a note: a static site serves the
 * same page whatever follows the ?, so such a part (utm_source=…, fbclid=… copied from a browser)
 * can only put tracking parameters into every canonical address; leaving it out cannot change
 * which site is meant. http:// becomes https:// (the hosts serve every site over https) and a
 * missing https:// is added, both with a note. A port, a user name or password, and addresses of
 * a computer or a local network are refused: they are never the address visitors use.
 */
import { readAddress } from './address.ts'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

const LOCAL = /^(?:localhost|.*\.localhost|.*\.local|.*\.internal|\d{1,3}(?:\.\d{1,3}){3}|\[[\d:a-f.]+\])$/i

export function checkSiteUrl(written: string, _context: CheckContext = {}): Verdict {
  const text = written.trim()
  if (!text) return refuse('contact-value-empty', { example: 'https://www.alaharvest.com' })
  // An address without a dot in its host (localhost:3000) is still an address of a computer.
  const reading = readAddress(
    /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : /^localhost\b/i.test(text) ? `http://${text}` : text,
  )
  if (reading.kind !== 'address') return refuse('site-url-not-web-address', { written })
  const { url } = reading
  const host = url.hostname.toLowerCase()
  if (LOCAL.test(host)) return refuse('site-url-local', { written })
  if (!/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/.test(host))
    return refuse('site-url-not-web-address', { written })
  const path = url.pathname === '/' && !/^https?:\/\/[^/?#]+\//i.test(reading.text) ? '' : url.pathname
  const fix = `https://${host}${path}`
  if (url.username || url.password) return refuse('site-url-credentials', { written, fix })
  if (url.port) return refuse('site-url-port', { written, port: url.port, fix })

  const changes = [...reading.changes]
  if (url.search) changes.push(`the ${url.search.length > 30 ? '?…' : url.search} after the address left out`)
  if (url.hash) changes.push(`the ${url.hash.length > 30 ? '#…' : url.hash} at the end left out`)
  if (host !== /^https?:\/\/([^/?#:@]+)/i.exec(reading.text)?.[1]) changes.push('the domain in small letters')
  if (fix !== text && !changes.length) changes.push('written as browsers write it')
  return accept(written, fix, { code: 'site-url-rewritten', params: { written, published: fix, changes } })
}
