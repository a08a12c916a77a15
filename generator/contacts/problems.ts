/**
 * The wording of every verdict of the contact checks: each problem an editor can meet (the value
 * is refused) and each note (the value is accepted, corrected or worth a warning), keyed by a
 * stable code. A message follows the field's name ('"chat.chatUrl" must be …, got "…"') and
 * quotes at most a short excerpt of what was written; the advice says what to write instead,
 * with the exact value when it can be computed, or the steps in the service's own screens.
 *
 * Nothing here decides anything: the checks (whatsapp.ts, phone.ts, …) return a code and its
 * parameters, and this file turns them into words, for the build, the admin and docs/ERRORS.md.
 */
import { GUIDE } from './guide.ts'
import { excerpt, listInWords } from './verdict.ts'

export interface ProblemDefinition<P> {
  /** Stable kebab-case, e.g. 'whatsapp-number-not-international'. */
  code: string
  /** Short heading for docs/ERRORS.md. */
  title: string
  /** What is wrong; it follows the field's name: 'must be …, got "…"'. */
  message: (params: P) => string
  /** What to write instead, with the exact corrected value or steps in the service's own screens. */
  advice: (params: P) => string
  /** For docs/ERRORS.md. */
  example: { written: string; fix: string }
}

const define = <P>(definition: ProblemDefinition<P>) => definition

/** Quoted excerpt of what the editor wrote. */
const got = (written: string) => `got "${excerpt(written)}"`
const steps = (list: readonly string[]) => list.join(', then ')

interface Written {
  written: string
}

/** A length problem of a phone number, in words: "a mobile number in Nigeria" has [10] digits. */
interface Length extends Written {
  /** Digits after the country code, as written. */
  digits: number
  /** The lengths a number of that kind has, after the country code. */
  expected: number[]
  /** What kind of number it looks like: "a mobile number in Nigeria". */
  what: string
  callingCode: string
}

interface NotInUse extends Written {
  country: string
  callingCode: string
  /** A number of the country written the right way, when one is known: "+234 802 123 4567". */
  example?: string | undefined
}

const lengthAdvice = ({ digits, expected }: Length) => {
  const nearest = expected.reduce((best, length) =>
    Math.abs(length - digits) < Math.abs(best - digits) ? length : best,
  )
  const difference = Math.abs(nearest - digits)
  const count = difference === 1 ? 'one digit' : `${difference} digits`
  return nearest > digits
    ? `check the number: ${count} ${difference === 1 ? 'is' : 'are'} missing`
    : `check the number: it has ${count} too many`
}

const lengthMessage = (what: string, { digits, expected, callingCode, written }: Length) =>
  `must be ${what} with ${listInWords(expected, 'or')} digits after +${callingCode}, ${got(written)} (${digits} digits)`

/** The embed address Google Maps gives for Aba, as its "Embed a map" dialog writes it. */
const ABA_EMBED =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d31787.6!2d7.3667!3d5.1167!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x1042997b0a8e0c8b%3A0x8a3b6c8c3f0d9a4e!2sAba%2C%20Abia!5e0!3m2!1sen!2sng!4v1700000000000!5m2!1sen!2sng'

type Chat = Written & { kind: 'chat' | 'catalogue' }
const chatExample = (kind: 'chat' | 'catalogue') =>
  kind === 'chat' ? 'https://wa.me/2348031234567' : 'https://wa.me/c/2348031234567'
const chatWhat = (kind: 'chat' | 'catalogue') =>
  kind === 'chat' ? 'a WhatsApp chat link' : 'a WhatsApp catalogue link'
const writeChat = (kind: 'chat' | 'catalogue') =>
  `write ${kind === 'chat' ? 'https://wa.me/' : 'https://wa.me/c/'} followed by the company's WhatsApp number in international form, digits only: the country code, then the number without its leading 0 (0803 123 4567 in Nigeria becomes ${chatExample(kind)})`

type Social = Written & { network: string }
type SocialWithProfile = Social & { what: string; profile?: string | undefined }
const socialSteps = (network: string) => steps(GUIDE[socialKind(network)].steps)
function socialKind(network: string): 'instagram' | 'facebook' | 'youtube' | 'tiktok' {
  const kind = network.toLowerCase()
  return kind === 'instagram' || kind === 'facebook' || kind === 'youtube' || kind === 'tiktok' ? kind : 'instagram'
}
const profileWord = (network: string) =>
  network === 'Facebook' ? 'Page' : network === 'YouTube' ? 'channel' : 'profile'

/** A value accepted in another form than written: what the site publishes, and why. */
interface Rewritten extends Written {
  published: string
  /** What was changed, in words: "the + before the number removed". */
  changes: string[]
}
const rewritten = (code: string, what: string, example: { written: string; fix: string }) =>
  define<Rewritten>({
    code,
    title: `${what} written in another form than the site publishes`,
    message: ({ written, published, changes }) =>
      `was written "${excerpt(written)}"; the site publishes "${excerpt(published, 80)}" (${listInWords(changes)})`,
    advice: ({ published }) => `write ${published} so the file says exactly what the site publishes`,
    example,
  })

export const problems = {
  'contact-value-empty': define<{ example: string }>({
    code: 'contact-value-empty',
    title: 'Empty contact value',
    message: () => 'must not be empty',
    advice: ({ example }) => `write the value after the colon, such as ${example}`,
    example: { written: '', fix: '+234 803 123 4567' },
  }),

  // ---------------------------------------------------------------------------------------------
  // Phone numbers

  'phone-not-a-number': define<Written>({
    code: 'phone-not-a-number',
    title: 'Phone number with letters or other signs',
    message: ({ written }) => `must be a phone number written with digits, spaces and a leading +, ${got(written)}`,
    advice: () => 'write the number alone, such as +234 803 123 4567; put what it is for in its label',
    example: { written: 'Call +234 803 123 4567', fix: '+234 803 123 4567' },
  }),
  'phone-has-extension': define<Written & { number: string }>({
    code: 'phone-has-extension',
    title: 'Phone number with an extension',
    message: ({ written }) => `must be a phone number without an extension, ${got(written)}`,
    advice: ({ number }) =>
      `write ${number} alone; a phone link cannot dial an extension, so give the extension in the label`,
    example: { written: '+234 201 234 5678 ext. 12', fix: '+234 201 234 5678' },
  }),
  'phone-not-international': define<Written>({
    code: 'phone-not-international',
    title: 'Phone number without its country code',
    message: ({ written }) => `must start with + and the country code, ${got(written)}`,
    advice: () =>
      'write it in international format: +, the country code, then the number without its leading 0, such as +234 803 123 4567 for 0803 123 4567 in Nigeria',
    example: { written: '0803 123 4567', fix: '+234 803 123 4567' },
  }),
  'phone-unknown-country-code': define<Written>({
    code: 'phone-unknown-country-code',
    title: 'Phone number with a country code that does not exist',
    message: ({ written }) => `must start with + and a country code that exists, ${got(written)}`,
    advice: () =>
      'check the digits after the +: +234 is Nigeria, +233 Ghana, +44 the United Kingdom, +1 the United States and Canada',
    example: { written: '+999 803 123 4567', fix: '+234 803 123 4567' },
  }),
  'phone-wrong-length': define<Length>({
    code: 'phone-wrong-length',
    title: 'Phone number one or more digits short or long',
    message: (params) => lengthMessage(params.what, params),
    advice: lengthAdvice,
    example: { written: '+234 803 123 456', fix: '+234 803 123 4567' },
  }),
  'phone-not-in-use': define<NotInUse>({
    code: 'phone-not-in-use',
    title: 'Phone number that cannot exist in its country',
    message: ({ written, country }) =>
      `must be a phone number that can exist in ${country}, ${got(written)}, which no number in ${country} starts like`,
    advice: ({ example, country }) =>
      `check the digits${example ? `; a mobile number in ${country} is written like ${example}` : ''}`,
    example: { written: '+234 600 123 4567', fix: '+234 803 123 4567' },
  }),

  // ---------------------------------------------------------------------------------------------
  // WhatsApp chat and catalogue links

  'whatsapp-link-is-a-number': define<Chat & { fix?: string | undefined }>({
    code: 'whatsapp-link-is-a-number',
    title: 'WhatsApp link written as a phone number',
    message: ({ kind, written }) => `must be ${chatWhat(kind)} (https://wa.me/…), ${got(written)}`,
    advice: ({ kind, fix }) => (fix ? `write ${fix}` : writeChat(kind)),
    example: { written: '+234 803 123 4567', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-not-whatsapp': define<Chat & { host: string | undefined }>({
    code: 'whatsapp-not-whatsapp',
    title: 'WhatsApp link on another website',
    message: ({ kind, written, host }) =>
      `must be ${chatWhat(kind)} on wa.me, ${got(written)}${host ? ` on ${excerpt(host, 60)}` : ''}`,
    advice: ({ kind }) => writeChat(kind),
    example: { written: 'https://t.me/alaharvest', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-group-link': define<Chat>({
    code: 'whatsapp-group-link',
    title: 'WhatsApp group invitation instead of the company chat',
    message: ({ written }) => `must open a chat with the company, not invite to a group, ${got(written)}`,
    advice: ({ kind }) => writeChat(kind),
    example: { written: 'https://chat.whatsapp.com/F1x2Y3z4', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-short-link': define<Chat>({
    code: 'whatsapp-short-link',
    title: 'WhatsApp short link or QR link',
    message: ({ kind, written }) =>
      `must be ${chatWhat(kind)} showing the company's number, ${got(written)}, which hides the number and cannot carry the quote message the site adds`,
    advice: ({ kind }) => writeChat(kind),
    example: { written: 'https://wa.me/message/ABCDEF1234567', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-catalogue-link-for-chat': define<Written & { fix: string }>({
    code: 'whatsapp-catalogue-link-for-chat',
    title: 'WhatsApp catalogue link where a chat link belongs',
    message: ({ written }) => `must open a chat with the company, not its catalogue, ${got(written)}`,
    advice: ({ fix }) => `write ${fix}`,
    example: { written: 'https://wa.me/c/2348031234567', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-chat-link-for-catalogue': define<Written & { fix: string }>({
    code: 'whatsapp-chat-link-for-catalogue',
    title: 'WhatsApp chat link where the catalogue link belongs',
    message: ({ written }) => `must open the company's catalogue (https://wa.me/c/…), ${got(written)}, a chat link`,
    advice: ({ fix }) =>
      `write ${fix} if the company's WhatsApp Business account has a catalogue (in the app: Business tools → Catalog)`,
    example: { written: 'https://wa.me/2348031234567', fix: 'https://wa.me/c/2348031234567' },
  }),
  'whatsapp-number-missing': define<Chat>({
    code: 'whatsapp-number-missing',
    title: 'WhatsApp link without a number',
    message: ({ kind, written }) => `must be ${chatWhat(kind)} ending with the company's number, ${got(written)}`,
    advice: ({ kind }) => writeChat(kind),
    example: { written: 'https://wa.me/', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-number-not-digits': define<Chat>({
    code: 'whatsapp-number-not-digits',
    title: 'WhatsApp link whose number has letters or other signs',
    message: ({ kind, written }) => `must be ${chatWhat(kind)} with the number in digits, ${got(written)}`,
    advice: ({ kind }) => writeChat(kind),
    example: { written: 'https://wa.me/AlaHarvest', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-number-missing-country-code': define<Chat & { fix: string }>({
    code: 'whatsapp-number-missing-country-code',
    title: 'WhatsApp link without the country code',
    message: ({ kind, written }) =>
      `must be ${chatWhat(kind)} with the number in international form, starting with the country code, ${got(written)}`,
    advice: ({ fix }) => `write ${fix}`,
    example: { written: 'https://wa.me/8031234567', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-number-leading-zero': define<Chat>({
    code: 'whatsapp-number-leading-zero',
    title: 'WhatsApp link with a national number (leading 0)',
    message: ({ kind, written }) =>
      `must be ${chatWhat(kind)} with the number in international form, not starting with 0, ${got(written)}`,
    advice: ({ kind }) => writeChat(kind),
    example: { written: 'https://wa.me/08031234567', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-number-unknown-country-code': define<Chat>({
    code: 'whatsapp-number-unknown-country-code',
    title: 'WhatsApp link with a country code that does not exist',
    message: ({ kind, written }) =>
      `must be ${chatWhat(kind)} starting with a country code that exists, ${got(written)}`,
    advice: () =>
      'check the first digits of the number: 234 is Nigeria, 233 Ghana, 44 the United Kingdom, 1 the United States and Canada',
    example: { written: 'https://wa.me/9998031234567', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-number-wrong-length': define<Length & { kind: 'chat' | 'catalogue' }>({
    code: 'whatsapp-number-wrong-length',
    title: 'WhatsApp link whose number is one or more digits short or long',
    message: (params) => lengthMessage(`${chatWhat(params.kind)} to ${params.what}`, params),
    advice: lengthAdvice,
    example: { written: 'https://wa.me/234803123456', fix: 'https://wa.me/2348031234567' },
  }),
  'whatsapp-number-not-in-use': define<NotInUse & { kind: 'chat' | 'catalogue' }>({
    code: 'whatsapp-number-not-in-use',
    title: 'WhatsApp link whose number cannot exist in its country',
    message: ({ kind, written, country }) =>
      `must be ${chatWhat(kind)} to a number that can exist in ${country}, ${got(written)}, which no number in ${country} starts like`,
    advice: ({ example, country }) =>
      `check the digits${example ? `; a mobile number in ${country} is written like ${example}, which makes https://wa.me/${example.replace(/\D/g, '')}` : ''}`,
    example: { written: 'https://wa.me/2346001234567', fix: 'https://wa.me/2348031234567' },
  }),

  // ---------------------------------------------------------------------------------------------
  // E-mail addresses

  'email-invalid': define<Written & { suggestion?: string | undefined }>({
    code: 'email-invalid',
    title: 'Not an e-mail address',
    message: ({ written }) => `must be an e-mail address such as sales@alaharvest.com, ${got(written)}`,
    advice: ({ suggestion }) =>
      suggestion
        ? `did you mean ${suggestion}?`
        : 'write the address alone, as the mail app shows it: name@domain, without spaces',
    example: { written: 'sales@alaharvest', fix: 'sales@alaharvest.com' },
  }),
  'email-several': define<Written & { first: string }>({
    code: 'email-several',
    title: 'Several e-mail addresses in one field',
    message: ({ written }) => `must be one e-mail address, ${got(written)}`,
    advice: ({ first }) =>
      `write ${first} here, and give each other address its own entry with its own label and address lines`,
    example: { written: 'sales@alaharvest.com, info@alaharvest.com', fix: 'sales@alaharvest.com' },
  }),
  'email-provider-typo': define<Written & { domain: string; suggestion: string }>({
    code: 'email-provider-typo',
    title: 'E-mail address with a misspelt provider',
    message: ({ written, domain }) =>
      `must be an address that receives mail, ${got(written)}: "${domain}" looks like a slip of the keyboard`,
    advice: ({ suggestion }) => `did you mean ${suggestion}?`,
    example: { written: 'alaharvest@gmial.com', fix: 'alaharvest@gmail.com' },
  }),

  // ---------------------------------------------------------------------------------------------
  // The map

  'map-embed-share-link': define<Written>({
    code: 'map-embed-share-link',
    title: 'Google Maps share link where the embed address belongs',
    message: ({ written }) =>
      `must be the address Google Maps gives to embed a map (https://www.google.com/maps/embed?pb=…), ${got(written)}, a share link Google does not show in a frame`,
    advice: () => steps(GUIDE.mapEmbed.steps),
    example: {
      written: 'https://maps.app.goo.gl/AbCdEf123',
      fix: 'https://www.google.com/maps/embed?pb=!1m18!1m12!…',
    },
  }),
  'map-embed-place-page': define<Written & { alternative?: string | undefined }>({
    code: 'map-embed-place-page',
    title: 'Google Maps page where the embed address belongs',
    message: ({ written }) =>
      `must be the address Google Maps gives to embed a map (https://www.google.com/maps/embed?pb=…), ${got(written)}, a page Google does not show in a frame`,
    advice: ({ alternative }) => `${steps(GUIDE.mapEmbed.steps)}${alternative ? `; or write ${alternative}` : ''}`,
    example: {
      written: 'https://www.google.com/maps/place/Aba/@5.1,7.36,13z',
      fix: 'https://www.google.com/maps/embed?pb=!1m18!1m12!…',
    },
  }),
  'map-embed-frame-code': define<Written & { src?: string | undefined }>({
    code: 'map-embed-frame-code',
    title: 'Embed code pasted where its address belongs',
    message: ({ written }) => `must be only the address from the code Google Maps gives, not the code, ${got(written)}`,
    advice: ({ src }) =>
      src ? `write ${src}` : `copy only the address between the quotes after src=: ${steps(GUIDE.mapEmbed.steps)}`,
    example: {
      written: `<iframe src="${ABA_EMBED}" width="600" height="450"></iframe>`,
      fix: ABA_EMBED,
    },
  }),
  'map-embed-api-key-missing': define<Written>({
    code: 'map-embed-api-key-missing',
    title: 'Maps Embed API address without its key',
    message: ({ written }) => `must hold the Maps Embed API key (key=…), ${got(written)}`,
    advice: () =>
      `add &key= and the API key (Google Cloud console → APIs & Services → Credentials), or use the address Google Maps gives, which needs no key: ${steps(GUIDE.mapEmbed.steps)}`,
    example: {
      written: 'https://www.google.com/maps/embed/v1/place?q=Aba',
      fix: 'https://www.google.com/maps/embed/v1/place?key=AIza…&q=Aba',
    },
  }),
  'map-embed-api-mode-unknown': define<Written & { mode: string }>({
    code: 'map-embed-api-mode-unknown',
    title: 'Maps Embed API address with an unknown mode',
    message: ({ written, mode }) =>
      `must use a Maps Embed API mode (place, view, directions, streetview or search), ${got(written)} with "${excerpt(mode, 20)}"`,
    advice: () => 'write /maps/embed/v1/place?key=…&q= and the address, to show a pin at the company',
    example: {
      written: 'https://www.google.com/maps/embed/v1/pin?key=AIza…&q=Aba',
      fix: 'https://www.google.com/maps/embed/v1/place?key=AIza…&q=Aba',
    },
  }),
  'map-embed-api-parameter-missing': define<Written & { mode: string; missing: string }>({
    code: 'map-embed-api-parameter-missing',
    title: 'Maps Embed API address without a parameter its mode needs',
    message: ({ written, mode, missing }) =>
      `must give ${missing} for the "${mode}" mode of the Maps Embed API, ${got(written)}`,
    advice: ({ missing }) => `add &${missing.split(' ')[0]}= and its value to the address`,
    example: {
      written: 'https://www.google.com/maps/embed/v1/place?key=AIza…',
      fix: 'https://www.google.com/maps/embed/v1/place?key=AIza…&q=Aba',
    },
  }),
  'map-embed-incomplete': define<Written>({
    code: 'map-embed-incomplete',
    title: 'Map embed address cut short',
    message: ({ written }) => `must be the whole embed address, ${got(written)}, whose pb= part is cut short`,
    advice: () => `copy the address again, to its closing quote: ${steps(GUIDE.mapEmbed.steps)}`,
    example: {
      written: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3',
      fix: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3964…',
    },
  }),
  'map-embed-no-place': define<Written>({
    code: 'map-embed-no-place',
    title: 'Map embed address without a place',
    message: ({ written }) => `must name the place to show (q=…), ${got(written)}`,
    advice: () => steps(GUIDE.mapEmbed.steps),
    example: {
      written: 'https://www.google.com/maps?output=embed',
      fix: 'https://www.google.com/maps/embed?pb=!1m18!1m12!…',
    },
  }),
  'map-embed-not-google-maps': define<Written & { host: string }>({
    code: 'map-embed-not-google-maps',
    title: 'Map embed address that is not Google Maps',
    message: ({ written, host }) => `must be a Google Maps embed address, ${got(written)} on ${excerpt(host, 60)}`,
    advice: () => steps(GUIDE.mapEmbed.steps),
    example: {
      written: 'https://www.openstreetmap.org/#map=15/5.1/7.36',
      fix: 'https://www.google.com/maps/embed?pb=!1m18!1m12!…',
    },
  }),
  'map-link-is-embed': define<Written>({
    code: 'map-link-is-embed',
    title: 'Map embed address where the link to Google Maps belongs',
    message: ({ written }) =>
      `must be a link that opens the place in Google Maps, ${got(written)}, the map's embed address`,
    advice: () => steps(GUIDE.mapLink.steps),
    example: {
      written: 'https://www.google.com/maps/embed?pb=!1m18!1m12!…',
      fix: 'https://maps.app.goo.gl/AbCdEf123',
    },
  }),
  'map-link-frame-code': define<Written>({
    code: 'map-link-frame-code',
    title: 'Embed code pasted where the link to Google Maps belongs',
    message: ({ written }) => `must be a link that opens the place in Google Maps, ${got(written)}`,
    advice: () => steps(GUIDE.mapLink.steps),
    example: {
      written: '<iframe src="https://www.google.com/maps/embed?pb=!1m18…"></iframe>',
      fix: 'https://maps.app.goo.gl/AbCdEf123',
    },
  }),
  'map-link-not-google-maps': define<Written & { host: string }>({
    code: 'map-link-not-google-maps',
    title: 'Map link that is not Google Maps',
    message: ({ written, host }) =>
      `must be a Google Maps link (the page says "Open in Google Maps"), ${got(written)} on ${excerpt(host, 60)}`,
    advice: () => steps(GUIDE.mapLink.steps),
    example: {
      written: 'https://www.bing.com/maps?q=Aba',
      fix: 'https://maps.app.goo.gl/AbCdEf123',
    },
  }),

  // ---------------------------------------------------------------------------------------------
  // The contact form

  'contact-form-edit-link': define<Written>({
    code: 'contact-form-edit-link',
    title: 'Google Forms editing link',
    message: ({ written }) =>
      `must be the form's embed address, never its editing link, ${got(written)}, the address of the form's editor`,
    advice: () => steps(GUIDE.contactForm.steps),
    example: {
      written: 'https://docs.google.com/forms/d/1AbC…/edit',
      fix: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true',
    },
  }),
  'contact-form-short-link': define<Written>({
    code: 'contact-form-short-link',
    title: 'Google Forms short link',
    message: ({ written }) =>
      `must be the form's embed address (https://docs.google.com/forms/d/e/…/viewform?embedded=true), ${got(written)}, a short link Google does not show in a frame`,
    advice: () => steps(GUIDE.contactForm.steps),
    example: {
      written: 'https://forms.gle/AbCdEf123',
      fix: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true',
    },
  }),
  'contact-form-frame-code': define<Written & { src?: string | undefined }>({
    code: 'contact-form-frame-code',
    title: 'Form embed code pasted where its address belongs',
    message: ({ written }) =>
      `must be only the address from the code Google Forms gives, not the code, ${got(written)}`,
    advice: ({ src }) =>
      src ? `write ${src}` : `copy only the address between the quotes after src=: ${steps(GUIDE.contactForm.steps)}`,
    example: {
      written: '<iframe src="https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true" width="640">',
      fix: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true',
    },
  }),
  'contact-form-not-google-forms': define<Written & { host: string }>({
    code: 'contact-form-not-google-forms',
    title: 'Contact form that is not a Google Form',
    message: ({ written, host }) => `must be a Google Forms embed address, ${got(written)} on ${excerpt(host, 60)}`,
    advice: () => steps(GUIDE.contactForm.steps),
    example: {
      written: 'https://www.example.org/contact',
      fix: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true',
    },
  }),
  'contact-form-not-a-form': define<Written>({
    code: 'contact-form-not-a-form',
    title: 'Google address that is not one form',
    message: ({ written }) => `must be the embed address of one Google Form, ${got(written)}`,
    advice: () => steps(GUIDE.contactForm.steps),
    example: {
      written: 'https://docs.google.com/forms/u/0/',
      fix: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true',
    },
  }),

  // ---------------------------------------------------------------------------------------------
  // Social profiles

  'social-single-post': define<SocialWithProfile>({
    code: 'social-single-post',
    title: 'Social link to one post, video or story instead of the profile',
    message: ({ written, network, what }) =>
      `must be the company's ${network} ${profileWord(network)}, not ${what}, ${got(written)}`,
    advice: ({ network, profile }) =>
      profile ? `write ${profile} if that is the company's ${network} ${profileWord(network)}` : socialSteps(network),
    example: {
      written: 'https://www.instagram.com/p/C1a2B3c4D5e/',
      fix: 'https://www.instagram.com/alaharvest/',
    },
  }),
  'social-share-link': define<Social>({
    code: 'social-share-link',
    title: 'Social share link or short link instead of the profile',
    message: ({ written, network }) =>
      `must be the address of the company's ${network} ${profileWord(network)}, ${got(written)}, a share link`,
    advice: ({ network }) => socialSteps(network),
    example: { written: 'https://vm.tiktok.com/ZMabc123/', fix: 'https://www.tiktok.com/@alaharvest' },
  }),
  'social-wrong-network': define<Social & { found: string }>({
    code: 'social-wrong-network',
    title: 'Social link to another network',
    message: ({ written, network, found }) =>
      `must be ${/^[AEIOU]/.test(network) ? 'an' : 'a'} ${network} address, ${got(written)} on ${excerpt(found, 60)}`,
    advice: ({ network }) => socialSteps(network),
    example: {
      written: 'https://www.facebook.com/alaharvest',
      fix: 'https://www.instagram.com/alaharvest/',
    },
  }),
  'social-not-a-profile': define<SocialWithProfile>({
    code: 'social-not-a-profile',
    title: 'Social link that is not a profile',
    message: ({ written, network, what }) =>
      `must be the company's ${network} ${profileWord(network)}, not ${what}, ${got(written)}`,
    advice: ({ network, profile }) =>
      profile ? `write ${profile} if that is the company's ${network} ${profileWord(network)}` : socialSteps(network),
    example: { written: 'https://www.facebook.com/groups/123456789', fix: 'https://www.facebook.com/alaharvest' },
  }),

  // ---------------------------------------------------------------------------------------------
  // The site's own address

  'site-url-not-web-address': define<Written>({
    code: 'site-url-not-web-address',
    title: 'Site address that is not a web address',
    message: ({ written }) =>
      `must be the site's address, starting with https:// and its domain, such as https://www.alaharvest.com, ${got(written)}`,
    advice: () => 'write the address visitors type to reach the site, from https:// to the end of the domain',
    example: { written: 'Ala Harvest website', fix: 'https://www.alaharvest.com' },
  }),
  'site-url-credentials': define<Written & { fix: string }>({
    code: 'site-url-credentials',
    title: 'Site address with a user name or password',
    message: ({ written }) => `must not hold a user name or password, ${got(written)}`,
    advice: ({ fix }) => `write ${fix}, and change that password if it was a real one`,
    example: { written: 'https://admin:secret@www.alaharvest.com', fix: 'https://www.alaharvest.com' },
  }),
  'site-url-port': define<Written & { port: string; fix: string }>({
    code: 'site-url-port',
    title: 'Site address with a port number',
    message: ({ written, port }) => `must be the public address, without a port number (:${port}), ${got(written)}`,
    advice: ({ fix }) => `write ${fix}`,
    example: { written: 'https://www.alaharvest.com:8443', fix: 'https://www.alaharvest.com' },
  }),
  'site-url-local': define<Written>({
    code: 'site-url-local',
    title: 'Site address of a computer instead of the published site',
    message: ({ written }) =>
      `must be the published address, not one of a computer or a local network, ${got(written)}`,
    advice: () => 'write the address visitors type to reach the site, such as https://www.alaharvest.com',
    example: { written: 'http://localhost:3000', fix: 'https://www.alaharvest.com' },
  }),
} satisfies Record<string, ProblemDefinition<never>>

/** Accepted values worth a line in the build's notes: what was corrected, or a warning. */
export const notes = {
  'phone-rewritten': rewritten('phone-rewritten', 'Phone number', {
    written: '0803 123 4567',
    fix: '+234 803 123 4567',
  }),
  'whatsapp-link-rewritten': rewritten('whatsapp-link-rewritten', 'WhatsApp link', {
    written: 'https://wa.me/+234 803 123 4567',
    fix: 'https://wa.me/2348031234567',
  }),
  'email-rewritten': rewritten('email-rewritten', 'E-mail address', {
    written: 'mailto:sales@alaharvest.com',
    fix: 'sales@alaharvest.com',
  }),
  'map-embed-rewritten': rewritten('map-embed-rewritten', 'Map embed address', {
    written: 'https://maps.google.com/maps?q=Aba&output=embed',
    fix: 'https://www.google.com/maps?q=Aba&output=embed',
  }),
  'map-link-rewritten': rewritten('map-link-rewritten', 'Map link', {
    written: 'https://maps.app.goo.gl/AbCdEf123?g_st=iw',
    fix: 'https://maps.app.goo.gl/AbCdEf123',
  }),
  'contact-form-rewritten': rewritten('contact-form-rewritten', 'Contact form address', {
    written: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?usp=sf_link',
    fix: 'https://docs.google.com/forms/d/e/1FAIpQL…/viewform?embedded=true',
  }),
  'social-profile-rewritten': rewritten('social-profile-rewritten', 'Social profile link', {
    written: 'https://instagram.com/alaharvest?igsh=MWx0bTQ',
    fix: 'https://www.instagram.com/alaharvest',
  }),
  'site-url-rewritten': rewritten('site-url-rewritten', 'Site address', {
    written: 'https://www.alaharvest.com/?utm_source=whatsapp',
    fix: 'https://www.alaharvest.com/',
  }),
  'whatsapp-number-not-mobile': define<Written & { what: string }>({
    code: 'whatsapp-number-not-mobile',
    title: 'WhatsApp link to a number that is not a mobile number',
    message: ({ written, what }) =>
      `links to ${what}, and WhatsApp accounts are usually on mobile numbers, ${got(written)}`,
    advice: () =>
      "open the link on a phone: if it does not open a chat with the company's WhatsApp Business account, write the link of the company's WhatsApp number",
    example: { written: 'https://wa.me/2348001234567', fix: 'https://wa.me/2348031234567' },
  }),
} satisfies Record<string, ProblemDefinition<never>>

export type ProblemCode = keyof typeof problems
export type NoteCode = keyof typeof notes
export type ProblemParams<C extends ProblemCode> = (typeof problems)[C] extends ProblemDefinition<infer P> ? P : never
export type NoteParams<C extends NoteCode> = (typeof notes)[C] extends ProblemDefinition<infer P> ? P : never

/** Every definition, problems then notes, for docs/ERRORS.md and the error catalogue. */
export const definitions: readonly ProblemDefinition<never>[] = [...Object.values(problems), ...Object.values(notes)]

/** The words of a problem or a note: the message that follows the field's name, and the advice. */
export function wording<C extends ProblemCode>(code: C, params: ProblemParams<C>): { message: string; advice: string }
export function wording<C extends NoteCode>(code: C, params: NoteParams<C>): { message: string; advice: string }
export function wording(code: ProblemCode | NoteCode, params: unknown): { message: string; advice: string } {
  const definition = (
    code in problems ? problems[code as ProblemCode] : notes[code as NoteCode]
  ) as ProblemDefinition<unknown>
  return { message: definition.message(params), advice: definition.advice(params) }
}
