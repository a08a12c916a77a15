/**
 * The page texts under content/pages/: one file per page, with its title, description, headings
 * and the words of its buttons and links. (The products page's texts are in catalogue.ts.)
 */
import { z } from 'zod'
import { imageFields, foldImage } from '../fields/pictures.ts'
import { markdown } from '../fields/markdown.ts'
import { list, template, text, textList } from '../fields/text.ts'
import { wholeNumber } from '../fields/numbers.ts'
import { file, type SchemaContext } from './kinds.ts'
import { callToAction, headingIntro, pageMeta } from './parts.ts'

/** The page files, in the order the guide lists them. `icon` is the field naming an icon. */
export function pageFiles<I extends z.ZodType>(ctx: SchemaContext, icon: I) {
  const home = file({
    name: 'home',
    path: 'pages/home.md',
    description: 'The home page (/).',
    schema: z.strictObject({
      ...pageMeta({
        title: 'Premium Nigerian agro foods for export',
        description: 'Quality smoked fish, garri and palm oil from Aba.',
      }),
      hero: z
        .strictObject({
          headline: text(
            { description: 'The welcome headline.', example: 'Welcome to Ala Harvest Agro Foods' },
            { max: 90 },
          ),
          tagline: text(
            {
              description: 'One or two sentences under the headline.',
              example: 'Authentic Nigerian foods, processed with care.',
            },
            { max: 240 },
          ),
          primaryButton: text(
            { description: 'Label of the button to the products page.', example: 'Explore Our Products' },
            { max: 40 },
          ),
          secondaryButton: text(
            { description: 'Label of the button that opens the chat.', example: 'Get Quote Now' },
            { max: 40 },
          ),
          ...imageFields(
            ctx,
            {
              image: { description: 'Picture beside the headline.', example: 'images/hero.svg' },
              alt: {
                description: 'Describes the picture for people who cannot see it.',
                example: 'A basket of Nigerian produce',
              },
            },
            'hero',
          ),
        })
        .transform(foldImage('hero')),
      whyChoose: z.strictObject({
        ...headingIntro(
          { description: 'Heading of the Why Choose section.', example: 'Why Choose Ala Harvest' },
          'Five promises behind every order.',
        ),
      }),
      testimonials: z.strictObject({
        ...headingIntro(
          { description: 'Heading of the testimonials section.', example: 'What Our Customers Say' },
          'Buyers at home and abroad.',
        ),
      }),
    }),
  })

  const about = file({
    name: 'about',
    path: 'pages/about.md',
    description: 'The about page (/about/): vision, mission, values, activities and the company story.',
    schema: z.strictObject({
      ...pageMeta({ title: 'About Us', description: 'Our vision, mission and values.' }),
      ...headingIntro(
        { description: 'Main heading of the page.', example: 'About Ala Harvest' },
        'A family business from Aba.',
      ),
      vision: z.strictObject({
        heading: text({ description: 'Heading of the vision.', example: 'Our Vision' }),
        text: text({
          description: 'The vision statement.',
          example: 'To be the most trusted source of Nigerian foods.',
        }),
      }),
      mission: z.strictObject({
        heading: text({ description: 'Heading of the mission.', example: 'Our Mission' }),
        items: textList(
          {
            description: 'The mission, one bullet per line starting with "- ".',
            example: 'Deliver safe, high-quality food.',
          },
          { min: 1, max: 10 },
        ),
      }),
      values: z.strictObject({
        ...headingIntro(
          {
            description: 'Heading of the core values (the values are in content/values/).',
            example: 'Our Core Values',
          },
          'What guides every decision.',
        ),
      }),
      whatWeDo: z.strictObject({
        heading: text({ description: 'Heading of the What We Do section.', example: 'What We Do' }),
        items: list(
          z.strictObject({
            title: text({ description: 'Name of the activity.', example: 'Aqua-farming' }, { max: 60 }),
            icon,
            text: text({
              description: 'One or two sentences about it.',
              example: 'We raise catfish in our own ponds.',
            }),
          }),
          {
            description: 'The activities, each with a title, an icon and a text.',
            example: '- title: Aqua-farming',
          },
          { noun: 'activity' },
        ),
      }),
      story: z
        .strictObject({
          heading: text({ description: 'Heading of the company story.', example: 'Our Story' }),
          text: markdown({
            description:
              'The company story: Markdown, written as a block under `text: |`, each line indented by four spaces.',
            example: 'Ala Harvest began in Aba, Abia State, supplying smoked fish and garri to traders.',
          }),
          ...imageFields(
            ctx,
            {
              image: { description: 'Picture shown with the story.', example: 'images/story.svg' },
              alt: {
                description: 'Describes the picture for people who cannot see it.',
                example: 'Our processing yard in Aba',
              },
            },
            'story',
          ),
        })
        .transform(foldImage('story')),
      productsLink: text(
        { description: 'Label of the link to the products page.', example: 'Explore Our Products' },
        { max: 40 },
      ),
    }),
  })

  const servicesPage = file({
    name: 'servicesPage',
    path: 'pages/services.md',
    description:
      'The services page (/services/). The services are in content/services/, the sourced products in content/sourced-products.md.',
    schema: z.strictObject({
      ...pageMeta({ title: 'Our Services', description: 'Supply chain, packaging, personal shopping and sourcing.' }),
      ...headingIntro(
        { description: 'Main heading of the page.', example: 'Our Services' },
        'From farm gate to your warehouse.',
      ),
      sourced: z.strictObject({
        heading: text({
          description: 'Heading above the sourced products toggle.',
          example: 'Looking for something else?',
        }),
        intro: text({ description: 'Sentence above the toggle.', example: 'We source many more products on request.' }),
        button: text(
          { description: 'Label of the toggle that shows the list.', example: 'Products We Source' },
          { max: 40 },
        ),
      }),
      cta: callToAction({ heading: 'Ready to order?', text: 'Send us your list.', button: 'Get Quote Now' }),
    }),
  })

  const contact = file({
    name: 'contact',
    path: 'pages/contact.md',
    description: 'The contact page (/contact/). Phone numbers, e-mail addresses and links are in content/site.md.',
    schema: z.strictObject({
      ...pageMeta({ title: 'Contact Us', description: 'Call, e-mail or chat with our sales team in Aba.' }),
      ...headingIntro(
        { description: 'Main heading of the page.', example: 'Contact Us' },
        'We reply within one working day.',
      ),
      form: z.strictObject({
        title: text({ description: 'Heading of the embedded form.', example: 'Get in Touch' }),
        height: wholeNumber(
          { description: 'Height of the form frame in pixels.', example: '700' },
          { min: 200, max: 3000 },
        ),
        fallback: text({
          description: 'Text of the link shown if the form cannot be displayed.',
          example: 'Open the form in a new tab',
        }),
      }),
      chat: z.strictObject({
        heading: text({ description: 'Heading of the chat panel.', example: 'Chat with us' }),
        text: text({ description: 'Sentence in the chat panel.', example: 'The fastest way to get a quote.' }),
        button: text({ description: 'Label of the chat button.', example: 'Chat on WhatsApp' }, { max: 40 }),
      }),
      details: z.strictObject({
        phonesHeading: text({ description: 'Heading of the phone numbers.', example: 'Call us' }),
        emailsHeading: text({ description: 'Heading of the e-mail addresses.', example: 'E-mail us' }),
        addressHeading: text({ description: 'Heading of the address.', example: 'Visit us' }),
        hoursHeading: text({ description: 'Heading of the opening hours.', example: 'Opening hours' }),
      }),
      map: z.strictObject({
        heading: text({ description: 'Heading of the map.', example: 'Find us in Aba' }),
        link: text({ description: 'Label of the link that opens the map app.', example: 'Open in Google Maps' }),
      }),
    }),
  })

  const notFound = file({
    name: 'notFound',
    path: 'pages/not-found.md',
    description: 'The page shown for any unknown address.',
    schema: z.strictObject({
      ...pageMeta({ title: 'Page not found', description: 'The page you are looking for does not exist.' }),
      heading: text({ description: 'Main heading.', example: 'Oops! Page not found' }),
      text: text({ description: 'Sentence under the heading.', example: 'The page may have moved.' }),
      homeLink: text(
        { description: 'Label of the link back to the home page.', example: 'Return to Home' },
        { max: 40 },
      ),
    }),
  })

  const search = file({
    name: 'searchPage',
    path: 'pages/search.md',
    description:
      'The search page (/search/): where the search forms lead, with the results of a search. Without JavaScript it lists the categories instead (their words are in pages/products.md).',
    schema: z.strictObject({
      ...pageMeta({
        title: 'Search our products',
        description: 'Find a product by its name, a local name such as gari or eba, or a word of its description.',
      }),
      ...headingIntro(
        { description: 'Main heading of the page.', example: 'Search our products' },
        'By name, local name or any word of the description.',
      ),
      noScript: text(
        {
          description:
            'Shown instead of results where the browser runs no JavaScript, which the search needs; the categories follow.',
          example:
            'Search needs JavaScript, which is switched off or not loaded in this browser. Browse the products by category instead.',
        },
        { max: 200 },
      ),
      searching: text({ description: 'Shown while a search runs.', example: 'Searching…' }, { max: 40 }),
      results: z.strictObject({
        one: template(
          {
            description:
              'Heading of the results when one product is found (and, in French, none); {count} is replaced by the number, {query} by the words searched.',
            example: '{count} product found for “{query}”',
          },
          ['count', 'query'],
          { max: 80 },
        ),
        other: template(
          {
            description: 'The same, for any other number of products.',
            example: '{count} products found for “{query}”',
          },
          ['count', 'query'],
          { max: 80 },
        ),
      }),
      noResults: template(
        {
          description: 'Heading shown when no product matches; {query} is replaced by the words searched.',
          example: 'No product matches “{query}”',
        },
        ['query'],
        { max: 80 },
      ),
      noResultsHint: text(
        {
          description: 'Sentence under it, before the categories.',
          example: 'Check the spelling, try another name or fewer words, or browse by category.',
        },
        { max: 200 },
      ),
      moreResults: text(
        { description: 'Label of the button that shows more results.', example: 'Show more results' },
        { max: 40 },
      ),
      failed: text(
        {
          description: 'Shown when the search could not load (the connection dropped).',
          example: 'The search could not load. Check your connection and search again.',
        },
        { max: 200 },
      ),
    }),
  })

  return { home, about, servicesPage, contact, notFound, search }
}
