/**
 * The company's social profiles in the footer: Instagram, Facebook, YouTube and TikTok. Each must
 * be the profile (or Page, or channel) itself, not one post, video, reel or story, nor a share or
 * short link, which opens one post or breaks when the post is removed.
 *
 * Written forms with a plain meaning are published in the network's own form, with a note: the
 * mobile host (m.facebook.com), a tab of the profile (/@channel/videos), the parameters a share
 * button adds (?igsh=…, ?si=…, ?mibextid=…) and a handle written alone (@alaharvest). Where the
 * profile can be read from a post's address, the refusal gives it.
 */
import { pathSegments, readAddress, shortHost } from './address.ts'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

export type Network = 'instagram' | 'facebook' | 'youtube' | 'tiktok'

const NAMES: Record<Network, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
}

const HOSTS: Record<Network, { canonical: string; aliases: RegExp }> = {
  instagram: { canonical: 'www.instagram.com', aliases: /^(?:(?:www|m)\.)?instagram\.com$|^(?:www\.)?instagr\.am$/ },
  facebook: {
    canonical: 'www.facebook.com',
    aliases: /^(?:(?:www|m|mbasic|web|touch|business|free)\.)?facebook\.com$|^(?:www\.)?fb\.(?:com|me)$/,
  },
  youtube: { canonical: 'www.youtube.com', aliases: /^(?:(?:www|m)\.)?youtube\.com$/ },
  tiktok: { canonical: 'www.tiktok.com', aliases: /^(?:(?:www|m)\.)?tiktok\.com$/ },
}

/** Share and short links of each network: they open one post, or a profile only through a redirect. */
const SHARE_HOSTS: Record<Network, RegExp> = {
  instagram: /^$/,
  facebook: /^fb\.watch$/,
  youtube: /^youtu\.be$/,
  tiktok: /^(?:vm|vt)\.tiktok\.com$/,
}

/** What a profile's user name may be, per network. */
const PROFILE_NAME: Record<Network, RegExp> = {
  instagram: /^[A-Za-z0-9._]{1,30}$/,
  facebook: /^[\p{L}\p{N}.\-_]{2,80}$/u,
  youtube: /^@[\p{L}\p{N}._\-·]{3,30}$/u,
  tiktok: /^@[A-Za-z0-9._]{2,24}$/,
}

type Result =
  | { ok: true; segments: string[]; keep?: string; change?: string }
  | { ok: false; problem: 'single'; what: string; profile?: string[] }
  | { ok: false; problem: 'share' }
  | { ok: false; problem: 'not-a-profile'; what: string; profile?: string[] }

/** Reads a profile's path; `segments` is the profile's own path when it is one. */
type Reader = (segments: string[], url: URL) => Result

const single = (what: string, profile?: string[]): Result => ({ ok: false, problem: 'single', what, profile })
const notProfile = (what: string, profile?: string[]): Result => ({
  ok: false,
  problem: 'not-a-profile',
  what,
  profile,
})
const tab = (segments: string[], name: string): Result => ({
  ok: true,
  segments,
  change: `the profile itself instead of its "${name}" tab`,
})

const READERS: Record<Network, Reader> = {
  instagram: ([first, second, third]) => {
    if (!first) return notProfile("Instagram's home page")
    if (first === 'p') return single('a single post')
    if (first === 'reel' || first === 'reels') return single('a reel')
    if (first === 'tv') return single('a video')
    if (first === 'stories') return second && second !== 'highlights' ? single('a story', [second]) : single('a story')
    if (first === 's' || first === 'share') return { ok: false, problem: 'share' }
    if (
      ['explore', 'accounts', 'direct', 'about', 'developer', 'legal', 'web', 'challenge', 'directory'].includes(first)
    )
      return notProfile('a page of Instagram itself')
    if (!PROFILE_NAME.instagram.test(first)) return notProfile('a profile address')
    if (second === 'p' || second === 'reel' || second === 'tv')
      return single(second === 'p' ? 'a single post' : second === 'reel' ? 'a reel' : 'a video', [first])
    if (
      second &&
      third === undefined &&
      ['tagged', 'reels', 'saved', 'guides', 'feed', 'followers', 'following'].includes(second)
    )
      return tab([first], second)
    return second ? notProfile('a page inside a profile', [first]) : { ok: true, segments: [first] }
  },
  facebook: ([first, second, third], url) => {
    if (!first) return notProfile("Facebook's home page")
    if (first === 'profile.php') {
      const id = url.searchParams.get('id')
      return id && /^\d+$/.test(id)
        ? { ok: true, segments: [first], keep: `id=${id}` }
        : notProfile('a profile address')
    }
    if (first === 'people' || first === 'pages')
      return second && third && /^\d+$/.test(third)
        ? { ok: true, segments: [first, second, third] }
        : notProfile('a profile address')
    if (first === 'pg' && second) return { ok: true, segments: [second], change: '/ and the Page name instead of /pg/' }
    if (first === 'share' || first === 'sharer' || first === 'sharer.php') return { ok: false, problem: 'share' }
    if (first === 'groups') return notProfile('a group')
    if (first === 'events') return single('an event')
    if (first === 'watch' || first === 'reel' || first === 'video.php') return single('a video')
    if (['photo', 'photo.php', 'photos', 'media'].includes(first)) return single('a photo')
    if (['permalink.php', 'story.php', 'posts'].includes(first)) return single('a single post')
    if (first === 'stories') return single('a story')
    if (
      [
        'login',
        'marketplace',
        'hashtag',
        'search',
        'dialog',
        'help',
        'settings',
        'notifications',
        'messages',
        'friends',
        'home.php',
        'business',
        'ads',
        'gaming',
        'l.php',
        'plugins',
        'privacy',
        'policies',
      ].includes(first)
    )
      return notProfile('a page of Facebook itself')
    if (!PROFILE_NAME.facebook.test(first)) return notProfile('a Page address')
    if (
      second &&
      ['posts', 'videos', 'photos', 'reels', 'reel', 'photo', 'permalink', 'activity'].includes(second) &&
      third
    )
      return single(
        second.startsWith('photo')
          ? 'a photo'
          : second.startsWith('video') || second.startsWith('reel')
            ? 'a video'
            : 'a single post',
        [first],
      )
    if (
      second &&
      third === undefined &&
      [
        'about',
        'photos',
        'videos',
        'reviews',
        'community',
        'events',
        'posts',
        'mentions',
        'reels',
        'followers',
        'friends',
        'live_videos',
        'services',
        'shop',
        'menu',
        'about_details',
      ].includes(second)
    )
      return tab([first], second)
    return second ? notProfile('a page inside a Page', [first]) : { ok: true, segments: [first] }
  },
  youtube: ([first, second, third]) => {
    if (!first) return notProfile("YouTube's home page")
    if (first === 'watch' || first === 'embed' || first === 'v') return single('a video')
    if (first === 'shorts') return single('a short video')
    if (first === 'live' && second) return single('a live video')
    if (first === 'playlist') return single('a playlist')
    if (first === 'post' || first === 'clip') return single(first === 'post' ? 'a single post' : 'a clip')
    if (
      ['results', 'feed', 'account', 'premium', 'kids', 'gaming', 'hashtag', 'signin', 'upload', 'about'].includes(
        first,
      )
    )
      return notProfile('a page of YouTube itself')
    let channel: string[]
    let rest: (string | undefined)[]
    if (first.startsWith('@')) {
      if (!PROFILE_NAME.youtube.test(first)) return notProfile('a channel address')
      channel = [first]
      rest = [second, third]
    } else if (first === 'channel' || first === 'c' || first === 'user') {
      if (!second || (first === 'channel' && !/^UC[\w-]{22}$/.test(second))) return notProfile('a channel address')
      channel = [first, second]
      rest = [third]
    } else if (/^[A-Za-z0-9_-]{3,100}$/.test(first)) {
      // An old custom address (youtube.com/AlaHarvest), which YouTube still serves.
      channel = [first]
      rest = [second, third]
    } else return notProfile('a channel address')
    const [tabName, after] = rest
    if (!tabName) return { ok: true, segments: channel }
    if (
      after === undefined &&
      [
        'videos',
        'shorts',
        'streams',
        'playlists',
        'community',
        'featured',
        'about',
        'podcasts',
        'releases',
        'store',
        'channels',
        'posts',
        'live',
        'courses',
      ].includes(tabName)
    )
      return tab(channel, tabName)
    return notProfile('a page inside a channel', channel)
  },
  tiktok: ([first, second, third]) => {
    if (!first) return notProfile("TikTok's home page")
    if (first === 't') return { ok: false, problem: 'share' }
    if (first === 'embed') return single('a video')
    if (!first.startsWith('@')) return notProfile(first === 'tag' ? 'a hashtag' : 'a page of TikTok itself')
    if (!PROFILE_NAME.tiktok.test(first)) return notProfile('a profile address')
    if ((second === 'video' || second === 'photo') && third)
      return single(second === 'video' ? 'a video' : 'a photo', [first])
    if (second === 'live' && third === undefined) return tab([first], 'live')
    return second ? notProfile('a page inside a profile', [first]) : { ok: true, segments: [first] }
  },
}

/** The network whose address this is, for a link pasted in the wrong field. */
function networkOf(host: string): Network | undefined {
  return (Object.keys(HOSTS) as Network[]).find(
    (network) => HOSTS[network].aliases.test(host) || SHARE_HOSTS[network].test(host),
  )
}

const profileAddress = (network: Network, segments: string[], slash = false) =>
  `https://${HOSTS[network].canonical}/${segments.map(encodeSegment).join('/')}${slash ? '/' : ''}`
const encodeSegment = (segment: string) => encodeURIComponent(segment).replace(/%40/g, '@')

/** Handles and names alone have no address of their own. */
const url0 = new URL('https://example.invalid/')

export function checkSocialProfile(network: Network, written: string, _context: CheckContext = {}): Verdict {
  const name = NAMES[network]
  const text = written.trim()
  if (!text)
    return refuse('contact-value-empty', {
      example: profileAddress(network, [network === 'youtube' || network === 'tiktok' ? '@alaharvest' : 'alaharvest']),
    })

  // A handle written alone: "@alaharvest" (YouTube and TikTok addresses keep the @).
  const handle = /^@([\p{L}\p{N}._-]{1,80})$/u.exec(text)
  if (handle) {
    const segment = network === 'youtube' || network === 'tiktok' ? `@${handle[1]}` : handle[1]!
    const read = READERS[network]([segment], url0)
    if (read.ok) {
      const published = profileAddress(network, read.segments)
      return accept(written, published, {
        code: 'social-profile-rewritten',
        params: { written, published, changes: [`the address of the ${name} profile ${text}`] },
      })
    }
  }

  const reading = readAddress(text)
  if (reading.kind !== 'address') {
    // A user name alone: the address it probably stands for, to confirm.
    const alone = /^[\p{L}\p{N}._-]{2,30}$/u.test(text)
      ? READERS[network]([network === 'youtube' || network === 'tiktok' ? `@${text}` : text], url0)
      : undefined
    return refuse('social-not-a-profile', {
      written,
      network: name,
      what: 'a name without its address',
      profile: alone?.ok ? profileAddress(network, alone.segments) : undefined,
    })
  }
  const { url } = reading
  const host = url.hostname.toLowerCase()
  const changes = [...reading.changes]
  if (SHARE_HOSTS[network].test(host))
    return network === 'youtube'
      ? refuse('social-single-post', { written, network: name, what: 'a video', profile: undefined })
      : refuse('social-share-link', { written, network: name })
  if (network === 'facebook' && (host === 'm.me' || host === 'www.m.me')) {
    const page = pathSegments(url)[0]
    return refuse('social-not-a-profile', {
      written,
      network: name,
      what: 'a Messenger chat link',
      profile: page ? profileAddress('facebook', [page]) : undefined,
    })
  }
  if (!HOSTS[network].aliases.test(host)) {
    const other = networkOf(host)
    return refuse('social-wrong-network', { written, network: name, found: other ? NAMES[other] : shortHost(url) })
  }

  const read = READERS[network](pathSegments(url), url)
  if (!read.ok) {
    if (read.problem === 'share') return refuse('social-share-link', { written, network: name })
    const profile = read.profile ? profileAddress(network, read.profile) : undefined
    return read.problem === 'single'
      ? refuse('social-single-post', { written, network: name, what: read.what, profile })
      : refuse('social-not-a-profile', { written, network: name, what: read.what, profile })
  }

  if (host !== HOSTS[network].canonical) changes.push(`${HOSTS[network].canonical} instead of ${host}`)
  if (read.change) changes.push(read.change)
  // YouTube's ?sub_confirmation=1 opens the channel with the subscribe prompt: kept.
  const keep =
    read.keep ??
    (network === 'youtube' && url.searchParams.get('sub_confirmation') === '1' ? 'sub_confirmation=1' : undefined)
  const dropped = [...new Set(url.searchParams.keys())].filter((key) => !keep?.startsWith(`${key}=`))
  if (dropped.length)
    changes.push(`${dropped.length === 1 ? 'the parameter' : 'the parameters'} ${dropped.join(', ')} left out`)
  if (url.hash) changes.push('the #… at the end left out')
  const slash = url.pathname.endsWith('/') && !read.change
  const published = `${profileAddress(network, read.segments, slash)}${keep ? `?${keep}` : ''}`
  if (published !== text && !changes.length) changes.push(`written as ${name} writes its addresses`)
  return accept(written, published, { code: 'social-profile-rewritten', params: { written, published, changes } })
}

export const checkInstagram = (written: string, context?: CheckContext) =>
  checkSocialProfile('instagram', written, context)
export const checkFacebook = (written: string, context?: CheckContext) =>
  checkSocialProfile('facebook', written, context)
export const checkYouTube = (written: string, context?: CheckContext) => checkSocialProfile('youtube', written, context)
export const checkTikTok = (written: string, context?: CheckContext) => checkSocialProfile('tiktok', written, context)
