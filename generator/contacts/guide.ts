/**
 * For the content guide (docs/CONTENT.md) and the advice of the messages: per kind of contact
 * value, what the site accepts and where to find the right value in the service's own screens.
 * The steps are written as the service labels its buttons, so an editor can follow them.
 */

export interface KindGuide {
  /** What the value is, in a few words. */
  title: string
  /** The forms the site accepts, one sentence each. */
  accepted: readonly string[]
  /** Where to find the value, step by step, in the service's own screens. */
  steps: readonly string[]
  /** A value to copy. */
  example: string
}

export const GUIDE = {
  phone: {
    title: 'Phone number',
    accepted: [
      'A number that exists in its country, in international format: +, the country code, then the number without its leading 0.',
      "A number written as it is dialled in the site's country (0803 123 4567 in Nigeria) is published in international format (+234 803 123 4567), and the build says so.",
    ],
    steps: [
      'write +, then the country code (234 for Nigeria), then the number without its leading 0',
      'group the digits with spaces if you like: the site shows every number in the same international layout',
    ],
    example: '+234 803 123 4567',
  },
  whatsappChat: {
    title: 'WhatsApp chat link',
    accepted: [
      'https://wa.me/ followed by the WhatsApp number in international form, digits only (no +, spaces, dashes or leading 0), optionally with ?text= and a message.',
      "A number written with +, spaces, dashes, brackets, a leading 00 or, for the site's own country, a leading 0 is published as digits only, and the build says so; so is a link from api.whatsapp.com/send?phone=….",
      'Other parameters (utm_source=… and the like) are left out, since WhatsApp reads only text=; the quote buttons put their own message in text=.',
      'A number that is not a mobile number (a landline, a toll-free number) is accepted with a warning: WhatsApp Business can run on one, but check that the link opens a chat.',
    ],
    steps: [
      'take the WhatsApp number of the company in international form: the country code (234 for Nigeria), then the number without its leading 0',
      'write https://wa.me/ followed by those digits, with no +, spaces or dashes: 0803 123 4567 in Nigeria becomes https://wa.me/2348031234567',
      'open the link on a phone to check that it opens a chat with the company',
    ],
    example: 'https://wa.me/2348031234567',
  },
  whatsappCatalogue: {
    title: 'WhatsApp catalogue link',
    accepted: ['https://wa.me/c/ followed by the WhatsApp Business number in international form, digits only.'],
    steps: [
      'in the WhatsApp Business app, open Business tools (Tools), then Catalog',
      'open the menu (⋮) or the share icon and choose Share or Copy link',
      'the link looks like https://wa.me/c/2348031234567: write it as it is',
    ],
    example: 'https://wa.me/c/2348031234567',
  },
  email: {
    title: 'E-mail address',
    accepted: [
      'One address, name@domain, as the mail app shows it.',
      'A domain that looks like a slip of the keyboard for a common provider (gmial.com, yahooo.com, gmail.con) is refused with the address it probably is.',
    ],
    steps: ['copy the address from the mail app or a message the company sent', 'write one address per entry'],
    example: 'sales@alaharvest.com',
  },
  mapEmbed: {
    title: 'Map shown on the contact page',
    accepted: [
      'The address Google Maps gives in Share → Embed a map: https://www.google.com/maps/embed?pb=….',
      'A Maps Embed API address with its key: https://www.google.com/maps/embed/v1/place?key=…&q=….',
      'A My Maps map: https://www.google.com/maps/d/embed?mid=….',
      'The older form https://www.google.com/maps?q=…&output=embed, which Google still serves but no longer documents.',
    ],
    steps: [
      'on a computer, open Google Maps and find the company (search for its name or its address)',
      'click Share, then the Embed a map tab',
      'click Copy HTML',
      'paste it anywhere, and copy only the address between the quotes after src= (it starts with https://www.google.com/maps/embed?pb=)',
    ],
    example:
      'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3964.5!2d7.36!3d5.11!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2sAba!5e0!3m2!1sen!2sng!4v1700000000000',
  },
  mapLink: {
    title: 'Link that opens the place in Google Maps',
    accepted: [
      'Any Google Maps link that opens the place: a share link (https://maps.app.goo.gl/…), a place page (https://www.google.com/maps/place/…) or a search (https://www.google.com/maps/search/?api=1&query=…).',
    ],
    steps: ['open Google Maps and find the company', 'click Share, then Copy link', 'write that link'],
    example: 'https://maps.app.goo.gl/AbCdEf123',
  },
  contactForm: {
    title: 'Contact form (Google Forms)',
    accepted: [
      'The embed address Google Forms gives: https://docs.google.com/forms/d/e/…/viewform?embedded=true.',
      'A responder link (…/viewform) is published with embedded=true, and the build says so.',
      'Never the editing link (…/forms/d/…/edit), nor the short link (https://forms.gle/…).',
    ],
    steps: [
      'open the form in Google Forms (click Publish first if the form has not been published)',
      'click Send, then the < > tab (Embed HTML), then Copy',
      'paste it anywhere, and copy only the address between the quotes after src= (it ends with viewform?embedded=true)',
    ],
    example: 'https://docs.google.com/forms/d/e/1FAIpQLSc_EXAMPLE_FORM_ID/viewform?embedded=true',
  },
  instagram: {
    title: 'Instagram profile',
    accepted: ["The company's profile: https://www.instagram.com/ and its user name."],
    steps: [
      "in Instagram, open the company's profile (its name, photo and posts)",
      'tap Share profile, then Copy link, or write https://www.instagram.com/ followed by the user name',
    ],
    example: 'https://www.instagram.com/alaharvest/',
  },
  facebook: {
    title: 'Facebook Page',
    accepted: [
      "The company's Page: https://www.facebook.com/ and the Page's user name, or https://www.facebook.com/profile.php?id=… for a Page without one.",
    ],
    steps: [
      "in Facebook, open the company's Page (click its name above any of its posts)",
      "copy the address from the browser bar, or write https://www.facebook.com/ followed by the Page's user name",
    ],
    example: 'https://www.facebook.com/alaharvest',
  },
  youtube: {
    title: 'YouTube channel',
    accepted: ["The company's channel: https://www.youtube.com/@ and its handle (or …/channel/UC…)."],
    steps: [
      'in YouTube, click the channel name under one of its videos',
      'copy the address from the browser bar; in YouTube Studio the handle is under Customization → Basic info',
    ],
    example: 'https://www.youtube.com/@alaharvest',
  },
  tiktok: {
    title: 'TikTok profile',
    accepted: ["The company's profile: https://www.tiktok.com/@ and its user name."],
    steps: [
      "in TikTok, open the company's profile",
      'tap the share arrow, then Copy link, or write https://www.tiktok.com/@ followed by the user name',
    ],
    example: 'https://www.tiktok.com/@alaharvest',
  },
  siteUrl: {
    title: "The site's own address",
    accepted: [
      'https:// and the domain, with the folder if the site is published in one; no ?… or #… after it, no port, no user name or password.',
      'Anything after ? or # (such as utm_source=… copied from a browser) is left out of every published address, and the build says so.',
    ],
    steps: ['open the live site in a browser', 'write the address up to the end of the domain (or of the folder)'],
    example: 'https://www.alaharvest.com',
  },
} as const satisfies Record<string, KindGuide>

export type ContactKind = keyof typeof GUIDE
