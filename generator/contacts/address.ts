/**
 * Reading a web address as editors paste it: with or without https://, inside the embed code a
 * service gave (<iframe src="…">), with http:// or line breaks. The checks of each service start
 * from what this returns.
 */

export type Reading =
  | {
      kind: 'address'
      url: URL
      /** The text of the address as read (trimmed, https:// added when it was missing). */
      text: string
      /** The query as written, without the leading ?, for services whose parameters must stay
       *  byte for byte (URL's own parsing re-encodes them). */
      rawQuery: string
      /** What was changed on the way, in words. */
      changes: string[]
    }
  | { kind: 'frame-code'; src: string | undefined }
  | { kind: 'not-an-address' }

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#34': '"' }

/** The address in `src="…"` of pasted embed code, with its HTML entities (&amp;) decoded. */
export function frameSource(code: string): string | undefined {
  const match = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(code)
  const value = match?.[1] ?? match?.[2] ?? match?.[3]
  return value?.trim().replace(/&(amp|quot|apos|lt|gt|#39|#34);/g, (_, name: string) => ENTITIES[name] ?? '')
}

/** A host name with at least one dot, such as wa.me or www.google.com. */
const HOST_START = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i

export function readAddress(written: string): Reading {
  let text = written.trim()
  const changes: string[] = []
  if (/^<\s*iframe\b/i.test(text) || /<\s*iframe\b[^>]*\ssrc\s*=/i.test(text))
    return { kind: 'frame-code', src: frameSource(text) }
  // "<https://…>" as some mail apps write links.
  const bracketed = /^<(.+)>$/s.exec(text)
  if (bracketed) text = bracketed[1]!.trim()
  if (/^https?:\/\//i.test(text)) {
    if (/^http:/i.test(text)) {
      text = `https:${text.slice(5)}`
      changes.push('https:// instead of http://')
    }
  } else if (HOST_START.test(text)) {
    text = `https://${text}`
    changes.push('https:// added before it')
  } else return { kind: 'not-an-address' }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { kind: 'not-an-address' }
  }
  const afterHost = text.replace(/^https:\/\/[^/?#]*/i, '')
  const rawQuery = /^[^?#]*\?([^#]*)/.exec(afterHost)?.[1] ?? ''
  return { kind: 'address', url, text, rawQuery, changes }
}

/** The query's parameters as written: name and raw value, in order. */
export function rawParameters(rawQuery: string): { name: string; value: string; raw: string }[] {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((raw) => {
      const at = raw.indexOf('=')
      const name = safeDecode(at === -1 ? raw : raw.slice(0, at))
      return { name, value: at === -1 ? '' : raw.slice(at + 1), raw }
    })
}

/** decodeURIComponent, with + as a space, and the text as it is when it is not valid encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/** The path's segments, decoded, without empty ones: "/@ala/video/1/" → ["@ala", "video", "1"]. */
export function pathSegments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
}

/** The host without "www.", in small letters, for messages: "instagram.com". */
export const shortHost = (url: URL) => url.hostname.replace(/^www\./, '')
