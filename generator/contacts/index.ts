/**
 * The contact values of site.md, each checked against what the service that receives it accepts:
 * one check per kind of value, each returning a verdict (verdict.ts) whose wording is in
 * problems.ts and whose how-to for the content guide is in guide.ts.
 *
 * Runs in the build and in the admin (in the browser): no file or network access. The pages use
 * links.ts only, which carries none of the checks' data.
 *
 * From a zod schema, for instance:
 *
 *   z.string().superRefine((value, ctx) => {
 *     const verdict = checkWhatsAppChat(value, { country })
 *     if (!verdict.ok) {
 *       const { message, advice } = wording(verdict.problem, verdict.params)
 *       ctx.addIssue({ code: 'custom', message: `${message}; ${advice}` })
 *     }
 *   })
 */
import { checkEmail } from './email.ts'
import { checkContactForm } from './form.ts'
import type { ContactKind } from './guide.ts'
import { checkMapEmbed, checkMapLink } from './map.ts'
import { checkPhone } from './phone.ts'
import { checkFacebook, checkInstagram, checkTikTok, checkYouTube } from './social.ts'
import { checkSiteUrl } from './site-url.ts'
import type { CheckContext, Verdict } from './verdict.ts'
import { checkWhatsAppCatalogue, checkWhatsAppChat } from './whatsapp.ts'

export { checkEmail } from './email.ts'
export { checkContactForm } from './form.ts'
export { GUIDE, type ContactKind, type KindGuide } from './guide.ts'
export { checkMapEmbed, checkMapLink } from './map.ts'
export { checkPhone } from './phone.ts'
export {
  definitions,
  notes,
  problems,
  wording,
  type NoteCode,
  type ProblemCode,
  type ProblemDefinition,
} from './problems.ts'
export { checkFacebook, checkInstagram, checkSocialProfile, checkTikTok, checkYouTube, type Network } from './social.ts'
export { checkSiteUrl } from './site-url.ts'
export type { Accepted, CheckContext, Correction, Refused, Verdict } from './verdict.ts'
export { checkWhatsAppCatalogue, checkWhatsAppChat } from './whatsapp.ts'

/** The check of each kind of contact value. */
export const CHECKS: Record<ContactKind, (written: string, context?: CheckContext) => Verdict> = {
  phone: checkPhone,
  whatsappChat: checkWhatsAppChat,
  whatsappCatalogue: checkWhatsAppCatalogue,
  email: checkEmail,
  mapEmbed: checkMapEmbed,
  mapLink: checkMapLink,
  contactForm: checkContactForm,
  instagram: checkInstagram,
  facebook: checkFacebook,
  youtube: checkYouTube,
  tiktok: checkTikTok,
  siteUrl: checkSiteUrl,
}

/** The kind of each contact field of site.md (its path in the front matter). */
export const SITE_FIELDS: Record<string, ContactKind> = {
  url: 'siteUrl',
  'chat.catalogueUrl': 'whatsappCatalogue',
  'chat.chatUrl': 'whatsappChat',
  'phones[].number': 'phone',
  'emails[].address': 'email',
  'social.instagram': 'instagram',
  'social.facebook': 'facebook',
  'social.youtube': 'youtube',
  'social.tiktok': 'tiktok',
  'contactForm.embedUrl': 'contactForm',
  'map.embedUrl': 'mapEmbed',
  'map.linkUrl': 'mapLink',
}
