/**
 * The map frame: only the addresses Google Maps serves inside a frame on another site (Share →
 * Embed a map, the Maps Embed API, My Maps' embed address, the older ?output=embed form); share
 * links, place pages and pasted embed code are refused with advice that works. And the link
 * beside it: any Google Maps link that opens the place.
 */
import { describe, expect, it } from 'vitest'
import { checkMapEmbed, checkMapLink } from '../../../generator/contacts/index.ts'
import { wholeMapData } from '../../../generator/contacts/map.ts'
import { expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

/** As Share → Embed a map → Copy HTML gives it (a real address of a village near Buenos Aires). */
const EMBED =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d13140.332380383776!2d-58.57001712629588!3d-34.57676393746106!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x95bcb9dbbf9a9389%3A0xaa20a7f33f23f351!2sVilla%20Bonich%2C%20Billinghurst%2C%20Provincia%20de%20Buenos%20Aires!5e0!3m2!1ses!2sar!4v1646773915131!5m2!1ses!2sar'
const EMBED_CODE = `<iframe src="${EMBED}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>`

const STEPS =
  'on a computer, open Google Maps and find the company (search for its name or its address), then click Share, then the Embed a map tab, then click Copy HTML, then paste it anywhere, and copy only the address between the quotes after src= (it starts with https://www.google.com/maps/embed?pb=)'

describe('map frame', () => {
  it.each([
    ['the Embed a map dialog', EMBED],
    [
      'the Maps Embed API, as its documentation writes it',
      'https://www.google.com/maps/embed/v1/place?key=API_KEY&q=Eiffel+Tower,Paris+France',
    ],
    [
      'the Maps Embed API in view mode',
      'https://www.google.com/maps/embed/v1/view?key=API_KEY&center=5.1066,7.3667&zoom=15',
    ],
    [
      'the Maps Embed API in directions mode',
      'https://www.google.com/maps/embed/v1/directions?key=API_KEY&origin=Aba&destination=Port+Harcourt',
    ],
    [
      'the Maps Embed API in Street View',
      'https://www.google.com/maps/embed/v1/streetview?key=API_KEY&location=46.414382,10.013988',
    ],
    ['My Maps', 'https://www.google.com/maps/d/embed?mid=1a2B3c4D5e6F7g8H9i0J&ehbc=2E312F'],
    [
      'the older ?output=embed form the site ships with',
      'https://www.google.com/maps?q=Faulks+Road,+Aba,+Abia+State,+Nigeria&output=embed',
    ],
  ])('accepts %s as written', (_, written) => {
    expectUnchanged(checkMapEmbed(written), written)
  })

  it.each([
    [
      'https://maps.google.com/maps?q=Aba&t=&z=13&ie=UTF8&iwloc=&output=embed',
      'https://www.google.com/maps?q=Aba&t=&z=13&ie=UTF8&iwloc=&output=embed',
      /www\.google\.com instead of maps\.google\.com/,
    ],
    [
      'https://google.com/maps?q=Aba&output=embed',
      'https://www.google.com/maps?q=Aba&output=embed',
      /www\.google\.com instead of google\.com/,
    ],
    [
      'https://www.google.com/maps/d/viewer?mid=1a2B3c4D5e6F7g8H9i0J&ll=5.1,7.3&z=12',
      'https://www.google.com/maps/d/embed?mid=1a2B3c4D5e6F7g8H9i0J',
      /\/maps\/d\/embed instead of \/maps\/d\/viewer/,
    ],
    // Pasted across two lines in the file.
    [EMBED.replace('!2sVilla', '!\n    2sVilla'), EMBED, /the line breaks and spaces inside the address left out/],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkMapEmbed(written), published, changed)
  })

  it('refuses pasted embed code, with the exact address taken from it', () => {
    const refused = refusal(checkMapEmbed(EMBED_CODE))
    expect(refused.problem).toBe('map-embed-frame-code')
    expect(refused.message).toBe(
      'must be only the address from the code Google Maps gives, not the code, got "<iframe src="https://www.google.com/maps/embed?pb=!1m18!1..."',
    )
    expect(refused.advice).toBe(`write ${EMBED}`)
    // HTML entities in the code are read as a browser reads them.
    expect(
      refusal(checkMapEmbed('<iframe src="https://www.google.com/maps/embed/v1/place?key=API_KEY&amp;q=Aba"></iframe>'))
        .advice,
    ).toBe('write https://www.google.com/maps/embed/v1/place?key=API_KEY&q=Aba')
    // The code's own address is refused too: the refusal says why.
    expect(refusal(checkMapEmbed('<iframe src="https://maps.app.goo.gl/AbCdEf123456"></iframe>')).problem).toBe(
      'map-embed-share-link',
    )
  })

  it('refuses share links and Google Maps pages with the steps of the Embed a map dialog', () => {
    expect(refusal(checkMapEmbed('https://maps.app.goo.gl/AbCdEf123456')).text).toBe(
      `must be the address Google Maps gives to embed a map (https://www.google.com/maps/embed?pb=…), got "https://maps.app.goo.gl/AbCdEf123456", a share link Google does not show in a frame; ${STEPS}`,
    )
    expect(refusal(checkMapEmbed('https://goo.gl/maps/AbCdEf123')).problem).toBe('map-embed-share-link')
    const place = refusal(
      checkMapEmbed('https://www.google.com/maps/place/Faulks+Rd,+Aba/@5.1066,7.3667,17z/data=!3m1!4b1'),
    )
    expect(place.problem).toBe('map-embed-place-page')
    // The place can be read from the page: the older embed address is offered too.
    expect(place.advice).toBe(`${STEPS}; or write https://www.google.com/maps?q=Faulks+Rd%2C+Aba&output=embed`)
    expect(refusal(checkMapEmbed('https://www.google.com/maps/@5.1066,7.3667,15z')).advice).toContain(
      'or write https://www.google.com/maps?q=5.1066%2C7.3667&output=embed',
    )
    expect(refusal(checkMapEmbed('https://www.google.com/maps/search/?api=1&query=Faulks+Road%2C+Aba')).problem).toBe(
      'map-embed-place-page',
    )
    expect(refusal(checkMapEmbed('https://www.google.com/maps?q=Aba')).problem).toBe('map-embed-place-page')
  })

  it.each([
    [
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d13140.3',
      'map-embed-incomplete',
      'whose pb= part is cut short',
    ],
    ['https://www.google.com/maps/embed/v1/place?q=Aba', 'map-embed-api-key-missing', 'add &key='],
    [
      'https://www.google.com/maps/embed/v1/directions?key=API_KEY&origin=Aba',
      'map-embed-api-parameter-missing',
      'add &destination=',
    ],
    ['https://www.google.com/maps/embed/v1/pin?key=API_KEY&q=Aba', 'map-embed-api-mode-unknown', 'with "pin"'],
    ['https://www.google.com/maps?output=embed', 'map-embed-no-place', 'must name the place to show'],
    [
      'https://www.openstreetmap.org/export/embed.html?bbox=7.3,5.1,7.4,5.2',
      'map-embed-not-google-maps',
      'on openstreetmap.org',
    ],
    [
      '<iframe width="600" height="450"></iframe>',
      'map-embed-frame-code',
      'copy only the address between the quotes after src=',
    ],
    ['', 'contact-value-empty', 'https://www.google.com/maps/embed?pb='],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkMapEmbed(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })

  it('reads whether the pb= data of an embed address is whole from the counts of its groups', () => {
    const pb = new URL(EMBED).searchParams.get('pb')!
    expect(wholeMapData(pb)).toBe(true)
    // Cut anywhere inside the first group of 18 items, it is incomplete.
    const items = pb.split('!').slice(1)
    for (let keep = 1; keep < 19; keep++) expect(wholeMapData(`!${items.slice(0, keep).join('!')}`)).toBe(false)
    expect(wholeMapData('')).toBe(false)
    expect(wholeMapData('1m2!1sen')).toBe(false)
  })
})

describe('map link', () => {
  it.each([
    'https://maps.app.goo.gl/AbCdEf123456',
    'https://goo.gl/maps/AbCdEf123',
    'https://www.google.com/maps/search/?api=1&query=Faulks+Road%2C+Aba%2C+Abia+State%2C+Nigeria',
    'https://www.google.com/maps/place/Faulks+Rd,+Aba/@5.1066,7.3667,17z',
    'https://www.google.com.ng/maps/place/Aba',
    'https://maps.google.com/?q=Aba',
  ])('accepts %s as written', (written) => {
    expectUnchanged(checkMapLink(written), written)
  })

  it.each([
    [
      'https://maps.app.goo.gl/AbCdEf123456?g_st=iw',
      'https://maps.app.goo.gl/AbCdEf123456',
      /the share parameter g_st left out/,
    ],
    [
      'https://www.google.com/maps/place/Aba/@5.1,7.3,13z?entry=ttu&g_ep=EgoyMDI0',
      'https://www.google.com/maps/place/Aba/@5.1,7.3,13z',
      /the share parameters entry, g_ep left out/,
    ],
    ['https://www.google.com/maps?q=Aba&output=embed', 'https://www.google.com/maps?q=Aba', /output=embed left out/],
    [
      'https://www.google.com/maps/d/embed?mid=1a2B3c4D5e6F7g8H9i0J',
      'https://www.google.com/maps/d/viewer?mid=1a2B3c4D5e6F7g8H9i0J',
      /\/maps\/d\/viewer instead of \/maps\/d\/embed/,
    ],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkMapLink(written), published, changed)
  })

  it.each([
    [EMBED, 'map-link-is-embed', 'click Share, then Copy link'],
    ['https://www.google.com/maps/embed/v1/place?key=API_KEY&q=Aba', 'map-link-is-embed', "the map's embed address"],
    [EMBED_CODE, 'map-link-frame-code', 'click Share, then Copy link'],
    ['https://www.bing.com/maps?q=Aba', 'map-link-not-google-maps', 'on bing.com'],
    ['https://www.google.com/search?q=Ala+Harvest+Aba', 'map-link-not-google-maps', 'on google.com'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkMapLink(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })
})
