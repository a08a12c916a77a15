/**
 * Social profiles: the company's profile, Page or channel on each network the footer links to,
 * never one post, video, reel or story, nor a share or short link.
 */
import { describe, expect, it } from 'vitest'
import {
  checkFacebook,
  checkInstagram,
  checkSocialProfile,
  checkTikTok,
  checkYouTube,
  type Network,
} from '../../../generator/contacts/index.ts'
import { expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

describe('Instagram profile', () => {
  it.each([
    'https://www.instagram.com/alaharvest/',
    'https://www.instagram.com/ala.harvest_ng',
    'https://www.instagram.com/example',
  ])('accepts %s as written', (written) => expectUnchanged(checkInstagram(written), written))

  it.each([
    [
      'https://instagram.com/alaharvest?igsh=MWx0bTQ5dGR3',
      'https://www.instagram.com/alaharvest',
      /www\.instagram\.com instead of instagram\.com.*the parameter igsh left out/,
    ],
    [
      'https://www.instagram.com/alaharvest/?utm_source=qr&igsh=MWx0',
      'https://www.instagram.com/alaharvest/',
      /the parameters utm_source, igsh left out/,
    ],
    [
      'https://m.instagram.com/alaharvest',
      'https://www.instagram.com/alaharvest',
      /www\.instagram\.com instead of m\.instagram\.com/,
    ],
    [
      'https://www.instagram.com/alaharvest/tagged/',
      'https://www.instagram.com/alaharvest',
      /the profile itself instead of its "tagged" tab/,
    ],
    ['instagram.com/alaharvest', 'https://www.instagram.com/alaharvest', /https:\/\/ added/],
    ['@alaharvest', 'https://www.instagram.com/alaharvest', /the address of the Instagram profile @alaharvest/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkInstagram(written), published, changed)
  })

  it.each([
    ['https://www.instagram.com/p/C1a2B3c4D5e/', 'social-single-post', 'not a single post'],
    ['https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MWx0', 'social-single-post', 'not a reel'],
    [
      'https://www.instagram.com/alaharvest/p/C1a2B3c4D5e/',
      'social-single-post',
      'write https://www.instagram.com/alaharvest if that is',
    ],
    [
      'https://www.instagram.com/stories/alaharvest/3312345678901234567/',
      'social-single-post',
      'write https://www.instagram.com/alaharvest if',
    ],
    [
      'https://www.instagram.com/stories/highlights/17890123456789012/',
      'social-single-post',
      'tap Share profile, then Copy link',
    ],
    ['https://www.instagram.com/share/BAabc123/', 'social-share-link', 'a share link'],
    ['https://www.instagram.com/explore/tags/garri/', 'social-not-a-profile', 'a page of Instagram itself'],
    ['https://www.instagram.com/', 'social-not-a-profile', "Instagram's home page"],
    [
      'https://www.facebook.com/alaharvest',
      'social-wrong-network',
      'must be an Instagram address, got "https://www.facebook.com/alaharvest" on Facebook',
    ],
    ['alaharvest', 'social-not-a-profile', 'write https://www.instagram.com/alaharvest if that is'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkInstagram(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })

  it('words the refusal of a post with the steps to the profile', () => {
    expect(refusal(checkInstagram('https://www.instagram.com/p/C1a2B3c4D5e/')).text).toBe(
      'must be the company\'s Instagram profile, not a single post, got "https://www.instagram.com/p/C1a2B3c4D5e/"; in Instagram, open the company\'s profile (its name, photo and posts), then tap Share profile, then Copy link, or write https://www.instagram.com/ followed by the user name',
    )
  })
})

describe('Facebook Page', () => {
  it.each([
    'https://www.facebook.com/alaharvest',
    'https://www.facebook.com/AlaHarvestAgroFoods/',
    'https://www.facebook.com/profile.php?id=100089012345678',
    'https://www.facebook.com/people/Ala-Harvest-Agro-Foods/100089012345678/',
    'https://www.facebook.com/Coca-Cola',
  ])('accepts %s as written', (written) => expectUnchanged(checkFacebook(written), written))

  it.each([
    [
      'https://m.facebook.com/alaharvest?mibextid=ZbWKwL',
      'https://www.facebook.com/alaharvest',
      /www\.facebook\.com instead of m\.facebook\.com.*the parameter mibextid left out/,
    ],
    [
      'https://web.facebook.com/alaharvest/?_rdc=1&_rdr',
      'https://www.facebook.com/alaharvest/',
      /the parameters _rdc, _rdr left out/,
    ],
    ['https://fb.com/alaharvest', 'https://www.facebook.com/alaharvest', /www\.facebook\.com instead of fb\.com/],
    [
      'https://www.facebook.com/alaharvest/about',
      'https://www.facebook.com/alaharvest',
      /the profile itself instead of its "about" tab/,
    ],
    [
      'https://www.facebook.com/profile.php?id=100089012345678&mibextid=ZbWKwL',
      'https://www.facebook.com/profile.php?id=100089012345678',
      /the parameter mibextid left out/,
    ],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkFacebook(written), published, changed)
  })

  it.each([
    ['https://www.facebook.com/share/1AbCdEfGhI/', 'social-share-link', 'a share link'],
    ['https://www.facebook.com/share/p/1AbCdEfGhI/', 'social-share-link', 'a share link'],
    ['https://fb.watch/qR5tUv7wXy/', 'social-share-link', 'a share link'],
    [
      'https://www.facebook.com/alaharvest/posts/pfbid02Ab3Cd4Ef5',
      'social-single-post',
      "write https://www.facebook.com/alaharvest if that is the company's Facebook Page",
    ],
    ['https://www.facebook.com/alaharvest/videos/1234567890123456/', 'social-single-post', 'not a video'],
    ['https://www.facebook.com/photo/?fbid=1234567890&set=a.987654321', 'social-single-post', 'not a photo'],
    ['https://www.facebook.com/permalink.php?story_fbid=1234&id=5678', 'social-single-post', 'not a single post'],
    ['https://www.facebook.com/watch/?v=1234567890', 'social-single-post', 'not a video'],
    ['https://www.facebook.com/reel/1234567890', 'social-single-post', 'not a video'],
    ['https://www.facebook.com/groups/nigerianexporters', 'social-not-a-profile', 'not a group'],
    ['https://www.facebook.com/events/1234567890/', 'social-single-post', 'not an event'],
    ['https://m.me/alaharvest', 'social-not-a-profile', 'not a Messenger chat link'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkFacebook(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })
})

describe('YouTube channel', () => {
  it.each([
    'https://www.youtube.com/@alaharvest',
    'https://www.youtube.com/channel/UCxYz0123456789AbCdEfGhI',
    'https://www.youtube.com/c/AlaHarvest',
    'https://www.youtube.com/user/alaharvest',
    'https://www.youtube.com/@alaharvest?sub_confirmation=1',
  ])('accepts %s as written', (written) => expectUnchanged(checkYouTube(written), written))

  it.each([
    [
      'https://youtube.com/@alaharvest?si=AbCdEf123',
      'https://www.youtube.com/@alaharvest',
      /the parameter si left out/,
    ],
    [
      'https://m.youtube.com/@alaharvest',
      'https://www.youtube.com/@alaharvest',
      /www\.youtube\.com instead of m\.youtube\.com/,
    ],
    [
      'https://www.youtube.com/@alaharvest/videos',
      'https://www.youtube.com/@alaharvest',
      /instead of its "videos" tab/,
    ],
    [
      'https://www.youtube.com/@alaharvest/featured',
      'https://www.youtube.com/@alaharvest',
      /instead of its "featured" tab/,
    ],
    ['@alaharvest', 'https://www.youtube.com/@alaharvest', /the address of the YouTube profile @alaharvest/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkYouTube(written), published, changed)
  })

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'social-single-post', 'not a video'],
    ['https://youtu.be/dQw4w9WgXcQ?si=AbCdEf123', 'social-single-post', 'not a video'],
    ['https://www.youtube.com/shorts/AbCdEf12345', 'social-single-post', 'not a short video'],
    ['https://www.youtube.com/live/AbCdEf12345', 'social-single-post', 'not a live video'],
    ['https://www.youtube.com/playlist?list=PLAbCdEf123', 'social-single-post', 'not a playlist'],
    ['https://www.youtube.com/results?search_query=garri', 'social-not-a-profile', 'a page of YouTube itself'],
    ['https://www.youtube.com/channel/alaharvest', 'social-not-a-profile', 'not a channel address'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkYouTube(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })
})

describe('TikTok profile', () => {
  it.each(['https://www.tiktok.com/@alaharvest', 'https://www.tiktok.com/@ala.harvest_ng'])(
    'accepts %s as written',
    (written) => expectUnchanged(checkTikTok(written), written),
  )

  it.each([
    [
      'https://www.tiktok.com/@alaharvest?_t=8kAbCdEf&_r=1',
      'https://www.tiktok.com/@alaharvest',
      /the parameters _t, _r left out/,
    ],
    [
      'https://www.tiktok.com/@alaharvest?is_from_webapp=1&sender_device=pc',
      'https://www.tiktok.com/@alaharvest',
      /is_from_webapp, sender_device/,
    ],
    ['https://tiktok.com/@alaharvest', 'https://www.tiktok.com/@alaharvest', /www\.tiktok\.com instead of tiktok\.com/],
    ['@alaharvest', 'https://www.tiktok.com/@alaharvest', /the address of the TikTok profile @alaharvest/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkTikTok(written), published, changed)
  })

  it.each([
    [
      'https://www.tiktok.com/@alaharvest/video/7301234567890123456',
      'social-single-post',
      'write https://www.tiktok.com/@alaharvest if that is',
    ],
    ['https://www.tiktok.com/@alaharvest/photo/7301234567890123456', 'social-single-post', 'not a photo'],
    ['https://vm.tiktok.com/ZMabc123/', 'social-share-link', 'a share link'],
    ['https://vt.tiktok.com/ZSabc123/', 'social-share-link', 'a share link'],
    ['https://www.tiktok.com/t/ZTabc123/', 'social-share-link', 'a share link'],
    ['https://www.tiktok.com/tag/garri', 'social-not-a-profile', 'not a hashtag'],
    ['https://www.tiktok.com/alaharvest', 'social-not-a-profile', 'a page of TikTok itself'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkTikTok(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })
})

describe('every network', () => {
  const profiles: Record<Network, string> = {
    instagram: 'https://www.instagram.com/alaharvest',
    facebook: 'https://www.facebook.com/alaharvest',
    youtube: 'https://www.youtube.com/@alaharvest',
    tiktok: 'https://www.tiktok.com/@alaharvest',
  }
  const networks = Object.keys(profiles) as Network[]

  it.each(networks)('refuses the profile of every other network in the %s field, naming it', (network) => {
    for (const other of networks.filter((candidate) => candidate !== network)) {
      const refused = refusal(checkSocialProfile(network, profiles[other]))
      expect(refused.problem).toBe('social-wrong-network')
      expect(refused.message).toMatch(
        new RegExp(
          `on ${other === 'youtube' ? 'YouTube' : other === 'tiktok' ? 'TikTok' : other[0]!.toUpperCase() + other.slice(1)}$`,
        ),
      )
    }
  })

  it.each(networks)('refuses an empty %s field', (network) => {
    expect(refusal(checkSocialProfile(network, '  ')).problem).toBe('contact-value-empty')
  })
})
