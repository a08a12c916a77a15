/**
 * content/site.md: the company's details every page uses (name, contacts, links, the footer).
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import { countryCode, languageCode } from '../fields/codes.ts'
import { contact } from '../fields/contacts.ts'
import { wholeNumber } from '../fields/numbers.ts'
import { image } from '../fields/pictures.ts'
import { markdown } from '../fields/markdown.ts'
import { list, text } from '../fields/text.ts'
import { file, type SchemaContext } from './kinds.ts'

export const siteFile = (ctx: SchemaContext) =>
  file({
    name: 'site',
    path: 'site.md',
    description: 'Company details used on every page: the languages of the site, name, contacts, links and the footer.',
    schema: z.strictObject({
      languages: list(
        z.strictObject({
          code: languageCode({
            description:
              'Two-letter code of the language (ISO 639-1), such as en or fr. The first language is the one at the top of the site (/about/); the others are under their code (/fr/about/).',
            example: 'fr',
          }),
          name: text(
            {
              description: 'Name of the language in that language, as the language switcher shows it.',
              example: 'Français',
            },
            { max: 30, shared: true },
          ),
        }),
        {
          description:
            'The languages of the site, the first one first: every page is published in each, from the files translated into it. Without this list the site is in English only.',
          example: '- code: en',
        },
        { noun: 'language', max: 10 },
      )
        .superRefine((languages, ctx) => {
          const seen = new Map<string, number>()
          languages.forEach((language, index) => {
            const first = seen.get(language.code)
            if (first === undefined) return void seen.set(language.code, index)
            const found = problem('language-twice', { code: language.code, first: first + 1 })
            ctx.issues.push({
              code: 'custom',
              path: [index, 'code'],
              input: language.code,
              message: found.message,
              params: { problem: found },
            })
          })
        })
        .optional(),
      name: text(
        {
          description: 'Full company name, used in the copyright line and search results.',
          example: 'Ala Harvest Agro Foods Ltd',
        },
        { max: 80, shared: true },
      ),
      shortName: text(
        { description: 'Short name shown beside the logo.', example: 'Ala Harvest' },
        { max: 30, shared: true },
      ),
      tagline: text(
        { description: 'Tagline shown under the name in the top bar.', example: 'nourish your life' },
        { max: 40 },
      ),
      url: contact(ctx, 'siteUrl', {
        description: 'Address of the live website, used for links shared on social media and in search results.',
        example: 'https://www.example.com',
      }),
      logo: image(
        ctx,
        {
          description: 'The logo: a square picture file under content/, shown beside the short name.',
          example: 'images/logo.svg',
        },
        { localOnly: true, place: 'logo' },
      ),
      shareImage: image(
        ctx,
        {
          description:
            'Picture shown when a page is shared on social media or in chat apps (turned into a 1200 × 630 PNG).',
          example: 'images/share.svg',
        },
        { localOnly: true, place: 'share' },
      ),
      nav: z.strictObject({
        about: text({ description: 'Label of the link to the about page.', example: 'About' }, { max: 24 }),
        products: text({ description: 'Label of the link to the products page.', example: 'Products' }, { max: 24 }),
        services: text({ description: 'Label of the link to the services page.', example: 'Services' }, { max: 24 }),
        contact: text({ description: 'Label of the link to the contact page.', example: 'Contact' }, { max: 24 }),
      }),
      quoteButton: text(
        { description: 'Label of the quote button in the top bar.', example: 'Get Quote' },
        { max: 24 },
      ),
      chat: z.strictObject({
        catalogueUrl: contact(ctx, 'whatsappCatalogue', {
          description: 'Link to the product catalogue in the chat app; the Get Quote button in the top bar opens it.',
          example: 'https://wa.me/c/2348000000001',
        }),
        chatUrl: contact(ctx, 'whatsappChat', {
          description: 'Link that opens a chat with the company; the Get Quote Now and chat buttons open it.',
          example: 'https://wa.me/2348000000001',
        }),
      }),
      phones: list(
        z.strictObject({
          label: text({ description: 'What the number is for.', example: 'Sales' }, { max: 30 }),
          number: contact(ctx, 'phone', {
            description: 'Phone number in international format.',
            example: '+234 800 000 0001',
          }),
        }),
        { description: 'Phone numbers, each with a label and a number.', example: '- label: Sales' },
        { noun: 'phone number' },
      ),
      emails: list(
        z.strictObject({
          label: text({ description: 'What the address is for.', example: 'Sales' }, { max: 30 }),
          address: contact(ctx, 'email', { description: 'E-mail address.', example: 'sales@example.com' }),
        }),
        { description: 'E-mail addresses, each with a label and an address.', example: '- label: Sales' },
        { noun: 'e-mail address' },
      ),
      address: z.strictObject({
        street: text({ description: 'Street and number.', example: '14 Faulks Road' }, { shared: true }),
        city: text({ description: 'City.', example: 'Aba' }, { shared: true }),
        region: text({ description: 'State.', example: 'Abia State' }),
        postalCode: text({ description: 'Postal code.', example: '450272' }, { shared: true }).optional(),
        country: text({ description: 'Country.', example: 'Nigeria' }),
        countryCode: countryCode({ description: 'Two-letter country code.', example: 'NG' }),
      }),
      hours: text({
        description: 'Opening hours, in words.',
        example: 'Monday to Saturday, 8:00 am to 6:00 pm (WAT)',
      }).optional(),
      social: z.strictObject({
        instagram: contact(ctx, 'instagram', {
          description: 'Instagram profile.',
          example: 'https://www.instagram.com/example',
        }),
        facebook: contact(ctx, 'facebook', {
          description: 'Facebook page.',
          example: 'https://www.facebook.com/example',
        }),
        youtube: contact(ctx, 'youtube', {
          description: 'YouTube channel.',
          example: 'https://www.youtube.com/@example',
        }),
        tiktok: contact(ctx, 'tiktok', { description: 'TikTok profile.', example: 'https://www.tiktok.com/@example' }),
      }),
      contactForm: z.strictObject({
        embedUrl: contact(ctx, 'contactForm', {
          description:
            'Address of the external contact form to embed. In Google Forms: Send → the < > tab → copy the address between the quotes after src=.',
          example: 'https://docs.google.com/forms/d/e/EXAMPLE/viewform?embedded=true',
        }),
      }),
      map: z.strictObject({
        embedUrl: contact(ctx, 'mapEmbed', {
          description: 'Address of the embedded map.',
          example: 'https://www.google.com/maps?q=Aba&output=embed',
        }),
        linkUrl: contact(ctx, 'mapLink', {
          description: 'Link that opens the location in a map app.',
          example: 'https://www.google.com/maps/search/?api=1&query=Aba',
        }),
      }),
      copyrightYear: wholeNumber(
        { description: 'Year in the copyright line.', example: '2025' },
        { min: 2000, max: 2100 },
      ),
      footer: z.strictObject({
        quickLinksHeading: text({ description: 'Heading of the footer links.', example: 'Quick Links' }),
        contactHeading: text({ description: 'Heading of the footer contact details.', example: 'Contact Us' }),
        socialHeading: text({ description: 'Heading of the social links.', example: 'Follow Us' }),
      }),
      about: markdown({
        description:
          'The short company description shown in the footer and given to search engines: Markdown, written as a block under `about: |`, each line indented by two spaces.',
        example: 'Ala Harvest Agro Foods Ltd processes, packs and exports authentic Nigerian foods from Aba.',
      }),
    }),
  })
