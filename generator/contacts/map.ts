/**
 * The map on the contact page, and the link beside it.
 *
 * Google shows only some of its addresses inside a frame on another website: the ones its
 * "Embed a map" dialog gives (https://www.google.com/maps/embed?pb=…), the Maps Embed API
 * (https://www.google.com/maps/embed/v1/<mode>?key=…), My Maps' embed address
 * (…/maps/d/embed?mid=…) and the older ?q=…&output=embed form, which Google still serves but no
 * longer documents. Every other Google Maps address (a share link, a place page, a search) is
 * answered with a refusal inside the frame, so it is refused here, with the steps to get the
 * embed address (or the address itself, taken from pasted embed code).
 *
 * The embed address is published on www.google.com, where Google serves the embedded map: the
 * site's Content-Security-Policy allows frames from the embed address's own origin only, so an
 * address on maps.google.com or google.com, which redirects to www.google.com, would be blocked.
 *
 * The link beside the map may be any Google Maps link that opens the place.
 */
import { rawParameters, readAddress, safeDecode, shortHost } from './address.ts'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

/** google.com, www.google.com, maps.google.com, google.com.ng, www.google.co.uk… */
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|com?\.[a-z]{2})$/
const EMBED_HOST = 'www.google.com'

/** The modes of the Maps Embed API, and the parameters each one needs (one of each group). */
const API_MODES: Record<string, readonly (readonly string[])[]> = {
  place: [['q']],
  view: [['center']],
  directions: [['origin'], ['destination']],
  streetview: [['location', 'pano']],
  search: [['q']],
}

/**
 * Is the pb= value of an embed address whole? It is a list of "!<field><type><value>" items, where
 * an "m" item says how many items after it belong to it: a value cut short (copied in part) has
 * fewer items than its groups announce.
 */
export function wholeMapData(pb: string): boolean {
  if (!pb.startsWith('!')) return false
  const items = pb.slice(1).split('!')
  return items.every((item, index) => {
    const match = /^\d+([a-z])(.*)$/i.exec(item)
    if (!match) return false
    if (match[1] !== 'm') return true
    const count = Number(match[2])
    return /^\d+$/.test(match[2]!) && index + count < items.length
  })
}

/** The map shown on the contact page: an address Google Maps serves inside a frame. */
export function checkMapEmbed(written: string, _context: CheckContext = {}): Verdict {
  const text = written.trim()
  if (!text) return refuse('contact-value-empty', { example: 'https://www.google.com/maps/embed?pb=…' })
  const reading = readAddress(text)
  if (reading.kind === 'frame-code') {
    if (!reading.src) return refuse('map-embed-frame-code', { written, src: undefined })
    const inner = checkMapEmbed(reading.src)
    // The code's own address is refused too: say what is wrong with it.
    if (!inner.ok) return inner
    return refuse('map-embed-frame-code', { written, src: inner.published })
  }
  if (reading.kind !== 'address') return refuse('map-embed-not-google-maps', { written, host: 'no web address' })
  const { url } = reading
  const host = url.hostname.toLowerCase()
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const changes = [...reading.changes]

  if (host === 'maps.app.goo.gl' || (host === 'goo.gl' && path.startsWith('/maps')))
    return refuse('map-embed-share-link', { written })
  if (!GOOGLE_HOST.test(host)) return refuse('map-embed-not-google-maps', { written, host: shortHost(url) })
  if (host !== EMBED_HOST) changes.push(`${EMBED_HOST} instead of ${host}, where Google serves embedded maps`)

  // The query as a browser sends it (a space as %20), and the pb= data as written, where a line
  // break or space can only come from pasting the address across two lines.
  const query = url.search.slice(1)
  const parameters = rawParameters(query)
  const value = (name: string) => parameters.find((parameter) => parameter.name === name)?.value
  const finish = (pathAndQuery: string) => {
    const published = `https://${EMBED_HOST}${pathAndQuery}`
    if (published !== text && !changes.length) changes.push('written as Google gives it')
    return accept(written, published, { code: 'map-embed-rewritten', params: { written, published, changes } })
  }

  if (path === '/maps/embed') {
    const writtenPb = rawParameters(reading.rawQuery).find((parameter) => parameter.name === 'pb')?.value
    if (writtenPb === undefined) return refuse('map-embed-place-page', { written, alternative: undefined })
    const pb = writtenPb.replace(/\s+/g, '')
    if (pb !== writtenPb) changes.push('the line breaks and spaces inside the address left out')
    if (!wholeMapData(pb)) return refuse('map-embed-incomplete', { written })
    const others = parameters.filter((parameter) => parameter.name !== 'pb')
    if (others.length) changes.push(`${others.map((parameter) => parameter.name).join(', ')} after pb= left out`)
    return finish(`/maps/embed?pb=${pb}`)
  }
  const api = /^\/maps\/embed\/v1\/([^/]+)$/.exec(path)
  if (api) {
    const mode = safeDecode(api[1]!)
    const needs = API_MODES[mode]
    if (!needs) return refuse('map-embed-api-mode-unknown', { written, mode })
    if (!value('key')) return refuse('map-embed-api-key-missing', { written })
    const missing = needs.find((group) => !group.some((name) => value(name)))
    if (missing) return refuse('map-embed-api-parameter-missing', { written, mode, missing: missing.join(' or ') })
    return finish(`${path}?${query}`)
  }
  const myMap = /^\/maps\/d(?:\/u\/\d+)?\/(embed|viewer|edit)$/.exec(path)
  if (myMap && value('mid')) {
    if (myMap[1] === 'embed') return finish(`/maps/d/embed?${query}`)
    changes.push(`/maps/d/embed instead of /maps/d/${myMap[1]}, the My Maps address shown in frames`)
    return finish(`/maps/d/embed?mid=${value('mid')}`)
  }
  if ((path === '/maps' || path === '/') && value('output') === 'embed') {
    if (!value('q') && !value('ll')) return refuse('map-embed-no-place', { written })
    return finish(`/maps?${query}`)
  }
  if (path === '/maps' || path === '/' || path.startsWith('/maps/'))
    return refuse('map-embed-place-page', { written, alternative: legacyEmbed(url, path) })
  return refuse('map-embed-not-google-maps', { written, host: `${shortHost(url)}${path}` })
}

/** The older embed address for a Google Maps page whose place can be read from it. */
function legacyEmbed(url: URL, path: string): string | undefined {
  const place =
    url.searchParams.get('q') ??
    url.searchParams.get('query') ??
    /^\/maps\/(?:place|search)\/([^/@]+)/.exec(path)?.[1]?.replace(/\+/g, ' ') ??
    /^\/maps\/@(-?\d+(?:\.\d+)?,-?\d+(?:\.\d+)?)/.exec(path)?.[1]
  const name = place && safeDecode(place).trim()
  return name ? `https://${EMBED_HOST}/maps?q=${encodeURIComponent(name).replace(/%20/g, '+')}&output=embed` : undefined
}

// -----------------------------------------------------------------------------------------------

const MAP_LINK_TRACKING = /^(?:utm_\w+|g_st|g_ep|entry|shorturl|skid|coh)$/

/** The link beside the map: any Google Maps link that opens the place. */
export function checkMapLink(written: string, _context: CheckContext = {}): Verdict {
  const text = written.trim()
  if (!text) return refuse('contact-value-empty', { example: 'https://maps.app.goo.gl/…' })
  const reading = readAddress(text)
  if (reading.kind === 'frame-code') return refuse('map-link-frame-code', { written })
  if (reading.kind !== 'address') return refuse('map-link-not-google-maps', { written, host: 'no web address' })
  const { url } = reading
  const host = url.hostname.toLowerCase()
  const path = url.pathname.replace(/\/+$/, '') || '/'
  const changes = [...reading.changes]
  const shortLink = (host === 'maps.app.goo.gl' && path !== '/') || (host === 'goo.gl' && path.startsWith('/maps/'))
  const mapsPage = GOOGLE_HOST.test(host) && (path === '/maps' || path.startsWith('/maps/') || host.startsWith('maps.'))
  if (!shortLink && !mapsPage) return refuse('map-link-not-google-maps', { written, host: shortHost(url) })
  if (path === '/maps/embed' || path.startsWith('/maps/embed/')) return refuse('map-link-is-embed', { written })

  let pathname = url.pathname
  let parameters = rawParameters(url.search.slice(1))
  if (/^\/maps\/d(?:\/u\/\d+)?\/embed$/.test(path)) {
    pathname = '/maps/d/viewer'
    changes.push('/maps/d/viewer instead of /maps/d/embed, the My Maps page that opens the map')
  }
  const embed = parameters.filter((parameter) => parameter.name === 'output' && parameter.value === 'embed')
  if (embed.length) changes.push('output=embed left out, so the link opens Google Maps itself')
  const tracking = parameters.filter((parameter) => MAP_LINK_TRACKING.test(parameter.name))
  if (tracking.length)
    changes.push(
      `${tracking.length === 1 ? 'the share parameter' : 'the share parameters'} ${tracking.map((parameter) => parameter.name).join(', ')} left out`,
    )
  parameters = parameters.filter((parameter) => !embed.includes(parameter) && !tracking.includes(parameter))
  if (url.hash) changes.push('the #… at the end left out')
  const query = parameters.map((parameter) => parameter.raw).join('&')
  const published = `https://${url.host}${pathname}${query ? `?${query}` : ''}`
  if (published !== text && !changes.length) changes.push('written as Google Maps gives it')
  return accept(written, published, { code: 'map-link-rewritten', params: { written, published, changes } })
}
