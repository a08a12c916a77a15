/**
 * Every collection under content/: where its files live, the schema of their front matter,
 * and what the Markdown below the front matter is used for. One definition per collection;
 * the loader, the Vite plugin, the content guide and the types pages use all come from here.
 */
import { z } from 'zod'
import {
  email,
  foldImage,
  httpsUrl,
  image,
  IMAGE_HOSTS,
  imageFields,
  oneOf,
  order,
  hsCode,
  phone,
  picturesByName,
  template,
  text,
  textList,
  wholeNumber,
  type ImageContext,
} from './fields.ts'

export interface SchemaContext extends ImageContext {
  /** Names of the icons in assets/icons.svg. */
  icons: readonly [string, ...string[]]
}

/** The context of the schemas where picture files are out of reach (the admin, the content guide,
 *  the types): pictures are taken by name, and the build checks the files. */
export function contextWithoutFiles(icons: readonly string[]): SchemaContext {
  return {
    imageHosts: IMAGE_HOSTS,
    localPicture: picturesByName,
    // An empty sprite still gives the icon field a value to offer.
    icons: (icons.length ? icons : ['star']) as [string, ...string[]],
  }
}

/** Rendered Markdown: sanitised HTML for the page, plain text for meta tags and structured data. */
export interface Markdown {
  html: string
  text: string
}

interface BodyRule<F extends string> {
  /** Output field the rendered body goes to. */
  field: F
  required: boolean
  /** How the body is described to editors, e.g. "the product description". */
  label: string
}

export interface FileCollection<S extends z.ZodType = z.ZodType, F extends string = string> {
  kind: 'file'
  /** Key in the loaded content. */
  name: string
  /** Path under content/. */
  path: string
  description: string
  schema: S
  body?: BodyRule<F>
}

export interface FolderCollection<S extends z.ZodType = z.ZodType, F extends string = string> {
  kind: 'folder'
  name: string
  /** Folder under content/. */
  path: string
  /** One entry, in words: "product". */
  singular: string
  description: string
  schema: S
  body: BodyRule<F>
  /** Field whose value must differ between entries, such as the product name. */
  uniqueField: string
  /** File to suggest when the folder is empty. */
  exampleFile: string
}

export type Collection = FileCollection | FolderCollection

type WithBody<T, F extends string> = T & { [K in F]: Markdown }
export type FileEntry<C> =
  C extends FileCollection<infer S, infer F> ? (string extends F ? z.output<S> : WithBody<z.output<S>, F>) : never
export type FolderEntry<C> =
  C extends FolderCollection<infer S, infer F> ? WithBody<z.output<S>, F> & { slug: string; order: number } : never

const file = <S extends z.ZodType, F extends string = string>(
  c: Omit<FileCollection<S, F>, 'kind'>,
): FileCollection<S, F> => ({ kind: 'file', ...c })
const folder = <S extends z.ZodType, F extends string>(
  c: Omit<FolderCollection<S, F>, 'kind'>,
): FolderCollection<S, F> => ({ kind: 'folder', ...c })

/** A call-to-action band: heading, one sentence, and the button label. */
const callToAction = (example: { heading: string; text: string; button: string }) =>
  z.strictObject({
    heading: text({ description: 'Heading of the call-to-action band.', example: example.heading }),
    text: text({ description: 'One or two sentences under the heading.', example: example.text }),
    button: text(
      { description: 'Label of the button that opens a chat with the company.', example: example.button },
      { max: 40 },
    ),
  })

/** Title and description every page has, used for the browser tab, search results and link previews. */
const pageMeta = (example: { title: string; description: string }) => ({
  title: text(
    {
      description: 'Title shown in the browser tab and search results (the company name is added after it).',
      example: example.title,
    },
    { max: 60 },
  ),
  description: text(
    {
      description:
        'One or two sentences shown under the title in search results and link previews; search engines cut longer ones.',
      example: example.description,
    },
    { max: 160 },
  ),
})

export function defineCollections(ctx: SchemaContext) {
  const icon = oneOf(ctx.icons, { description: 'Name of the icon shown with this entry.', example: ctx.icons[0] })

  const site = file({
    name: 'site',
    path: 'site.md',
    description:
      'Company details used on every page: name, contacts, links, and the footer text below the front matter.',
    body: { field: 'about', required: true, label: 'the short company description shown in the footer' },
    schema: z.strictObject({
      name: text(
        {
          description: 'Full company name, used in the copyright line and search results.',
          example: 'Ala Harvest Agro Foods Ltd',
        },
        { max: 80 },
      ),
      shortName: text({ description: 'Short name shown beside the logo.', example: 'Ala Harvest' }, { max: 30 }),
      tagline: text(
        { description: 'Tagline shown under the name in the top bar.', example: 'nourish your life' },
        { max: 40 },
      ),
      url: httpsUrl({
        description: 'Address of the live website, used for links shared on social media and in search results.',
        example: 'https://www.example.com',
      }),
      logo: image(
        ctx,
        {
          description: 'The logo: a square picture file under content/, shown beside the short name.',
          example: 'images/logo.svg',
        },
        { localOnly: true },
      ),
      shareImage: image(
        ctx,
        {
          description:
            'Picture shown when a page is shared on social media or in chat apps (turned into a 1200 × 630 PNG).',
          example: 'images/hero.svg',
        },
        { localOnly: true },
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
        catalogueUrl: httpsUrl({
          description: 'Link to the product catalogue in the chat app; the Get Quote button in the top bar opens it.',
          example: 'https://wa.me/c/2348000000001',
        }),
        chatUrl: httpsUrl({
          description: 'Link that opens a chat with the company; the Get Quote Now and chat buttons open it.',
          example: 'https://wa.me/2348000000001',
        }),
      }),
      phones: z
        .array(
          z.strictObject({
            label: text({ description: 'What the number is for.', example: 'Sales' }, { max: 30 }),
            number: phone({ description: 'Phone number in international format.', example: '+234 800 000 0001' }),
          }),
        )
        .min(1, { error: 'needs at least one phone number' })
        .meta({ description: 'Phone numbers, each with a label and a number.', example: '- label: Sales' }),
      emails: z
        .array(
          z.strictObject({
            label: text({ description: 'What the address is for.', example: 'Sales' }, { max: 30 }),
            address: email({ description: 'E-mail address.', example: 'sales@example.com' }),
          }),
        )
        .min(1, { error: 'needs at least one e-mail address' })
        .meta({ description: 'E-mail addresses, each with a label and an address.', example: '- label: Sales' }),
      address: z.strictObject({
        street: text({ description: 'Street and number.', example: '14 Faulks Road' }),
        city: text({ description: 'City.', example: 'Aba' }),
        region: text({ description: 'State.', example: 'Abia State' }),
        postalCode: text({ description: 'Postal code.', example: '450272' }).optional(),
        country: text({ description: 'Country.', example: 'Nigeria' }),
        countryCode: z
          .string()
          .trim()
          .regex(/^[A-Z]{2}$/, { error: 'must be the two capital letters of the country code, such as NG' })
          .meta({ description: 'Two-letter country code.', example: 'NG' }),
      }),
      hours: text({
        description: 'Opening hours, in words.',
        example: 'Monday to Saturday, 8:00 am to 6:00 pm (WAT)',
      }).optional(),
      social: z.strictObject({
        instagram: httpsUrl({ description: 'Instagram profile.', example: 'https://www.instagram.com/example' }),
        facebook: httpsUrl({ description: 'Facebook page.', example: 'https://www.facebook.com/example' }),
        youtube: httpsUrl({ description: 'YouTube channel.', example: 'https://www.youtube.com/@example' }),
        tiktok: httpsUrl({ description: 'TikTok profile.', example: 'https://www.tiktok.com/@example' }),
      }),
      contactForm: z.strictObject({
        embedUrl: httpsUrl({
          description:
            'Address of the external contact form to embed. In Google Forms: Send → the < > tab → copy the address between the quotes after src=.',
          example: 'https://docs.google.com/forms/d/e/EXAMPLE/viewform?embedded=true',
        }),
      }),
      map: z.strictObject({
        embedUrl: httpsUrl({
          description: 'Address of the embedded map.',
          example: 'https://www.google.com/maps?q=Aba&output=embed',
        }),
        linkUrl: httpsUrl({
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
    }),
  })

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
          ...imageFields(ctx, {
            image: { description: 'Picture beside the headline.', example: 'images/hero.svg' },
            alt: {
              description: 'Describes the picture for people who cannot see it.',
              example: 'A basket of Nigerian produce',
            },
          }),
        })
        .transform(foldImage),
      whyChoose: z.strictObject({
        heading: text({ description: 'Heading of the Why Choose section.', example: 'Why Choose Ala Harvest' }),
        intro: text({ description: 'Sentence under the heading.', example: 'Five promises behind every order.' }),
      }),
      testimonials: z.strictObject({
        heading: text({ description: 'Heading of the testimonials section.', example: 'What Our Customers Say' }),
        intro: text({ description: 'Sentence under the heading.', example: 'Buyers at home and abroad.' }),
      }),
    }),
  })

  const productsPage = file({
    name: 'productsPage',
    path: 'pages/products.md',
    description: 'The products page (/products/). The products themselves are in content/products/.',
    schema: z.strictObject({
      ...pageMeta({
        title: 'Our Products',
        description: 'Smoked catfish, dry crayfish, garri, cassava flour, palm oil and blue vervain.',
      }),
      heading: text({ description: 'Main heading of the page.', example: 'Our Products' }),
      intro: text({ description: 'Sentence under the heading.', example: 'Processed in Aba, packed for export.' }),
      cta: callToAction({ heading: 'Need a quote?', text: 'Tell us what you need.', button: 'Get Quote Now' }),
      quote: z.strictObject({
        button: text(
          {
            description:
              'Label of the button on each product card and product page that asks for a quote in the chat app.',
            example: 'Request a Quote',
          },
          { max: 30 },
        ),
        message: template(
          {
            description: 'Message the chat app opens with, ready to send; {product} is replaced by the product name.',
            example: 'Hello, I would like a quote for {product}.',
          },
          ['product'],
          { max: 300 },
        ),
      }),
      details: z.strictObject({
        heading: text({ description: 'Heading of the details on each product page.', example: 'Product details' }),
        category: text({ description: 'Label of the category.', example: 'Category' }, { max: 30 }),
        packSizes: text({ description: 'Label of the pack sizes.', example: 'Pack sizes' }, { max: 30 }),
        minimumOrder: text({ description: 'Label of the minimum order.', example: 'Minimum order' }, { max: 30 }),
        origin: text({ description: 'Label of the origin.', example: 'Origin' }, { max: 30 }),
        shelfLife: text({ description: 'Label of the shelf life.', example: 'Shelf life' }, { max: 30 }),
        storage: text({ description: 'Label of the storage advice.', example: 'Storage' }, { max: 30 }),
        hsCode: text({ description: 'Label of the HS code.', example: 'HS code' }, { max: 30 }),
        certifications: text({ description: 'Label of the certifications.', example: 'Certifications' }, { max: 30 }),
      }),
      browse: z.strictObject({
        trail: text(
          {
            description: 'Name of the trail of links above each product page, read out by screen readers.',
            example: 'Breadcrumb',
          },
          { max: 30 },
        ),
        home: text({ description: 'First link of the trail above each product page.', example: 'Home' }, { max: 24 }),
        moreProducts: text(
          {
            description: 'Name of the links to the products before and after, read out by screen readers.',
            example: 'More products',
          },
          { max: 30 },
        ),
        previousProduct: text(
          {
            description: 'Label of the link to the product before, on each product page.',
            example: 'Previous product',
          },
          { max: 30 },
        ),
        nextProduct: text(
          { description: 'Label of the link to the product after, on each product page.', example: 'Next product' },
          { max: 30 },
        ),
        allProducts: text(
          {
            description: 'Label of the link back to the list of products, on each product page.',
            example: 'All products',
          },
          { max: 30 },
        ),
        pages: text(
          {
            description: 'Name of the page links under the list, read out by screen readers.',
            example: 'Product pages',
          },
          { max: 40 },
        ),
        previousPage: text(
          { description: 'Label of the link to the page before.', example: 'Previous page' },
          { max: 30 },
        ),
        nextPage: text({ description: 'Label of the link to the page after.', example: 'Next page' }, { max: 30 }),
        pageOf: template(
          {
            description: 'Where the visitor is in the list, when it has more than one page.',
            example: 'Page {page} of {pages}',
          },
          ['page', 'pages'],
          { max: 40 },
        ),
      }),
    }),
  })

  const about = file({
    name: 'about',
    path: 'pages/about.md',
    description: 'The about page (/about/). The Markdown below the front matter is the company story.',
    body: { field: 'storyText', required: true, label: 'the company story' },
    schema: z.strictObject({
      ...pageMeta({ title: 'About Us', description: 'Our vision, mission and values.' }),
      heading: text({ description: 'Main heading of the page.', example: 'About Ala Harvest' }),
      intro: text({ description: 'Sentence under the heading.', example: 'A family business from Aba.' }),
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
        heading: text({
          description: 'Heading of the core values (the values are in content/values/).',
          example: 'Our Core Values',
        }),
        intro: text({ description: 'Sentence under the heading.', example: 'What guides every decision.' }),
      }),
      whatWeDo: z.strictObject({
        heading: text({ description: 'Heading of the What We Do section.', example: 'What We Do' }),
        items: z
          .array(
            z.strictObject({
              title: text({ description: 'Name of the activity.', example: 'Aqua-farming' }, { max: 60 }),
              icon,
              text: text({
                description: 'One or two sentences about it.',
                example: 'We raise catfish in our own ponds.',
              }),
            }),
          )
          .min(1, { error: 'needs at least one activity' })
          .meta({
            description: 'The activities, each with a title, an icon and a text.',
            example: '- title: Aqua-farming',
          }),
      }),
      story: z
        .strictObject({
          heading: text({
            description: 'Heading of the company story (the story itself is the text below the front matter).',
            example: 'Our Story',
          }),
          ...imageFields(ctx, {
            image: { description: 'Picture shown with the story.', example: 'images/story.svg' },
            alt: {
              description: 'Describes the picture for people who cannot see it.',
              example: 'Our processing yard in Aba',
            },
          }),
        })
        .transform(foldImage),
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
      heading: text({ description: 'Main heading of the page.', example: 'Our Services' }),
      intro: text({ description: 'Sentence under the heading.', example: 'From farm gate to your warehouse.' }),
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
      heading: text({ description: 'Main heading of the page.', example: 'Contact Us' }),
      intro: text({ description: 'Sentence under the heading.', example: 'We reply within one working day.' }),
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

  const sourcedProducts = file({
    name: 'sourcedProducts',
    path: 'sourced-products.md',
    description: 'The list behind the "Products We Source" toggle on the services page.',
    schema: z.strictObject({
      items: z
        .array(
          z.strictObject({
            name: text({ description: 'Product name.', example: 'Sesame seeds' }, { max: 60 }),
            code: hsCode({ description: 'Harmonized System (HS) category code used in customs.', example: '1207.40' }),
          }),
        )
        .min(1, { error: 'needs at least one item' })
        .meta({
          description: 'The sourced products, each with a name and an HS category code.',
          example: '- name: Sesame seeds',
        }),
      closing: text({
        description: 'Line shown after the last item.',
        example: 'and any other agro product on demand',
      }),
    }),
  })

  const products = folder({
    name: 'products',
    path: 'products',
    singular: 'product',
    description:
      'One file per product: a card on the products page and a page of its own at /products/<file name>/. The text below the front matter is the description.',
    uniqueField: 'name',
    exampleFile: 'garri.md',
    body: { field: 'description', required: true, label: 'the product description' },
    schema: z
      .strictObject({
        name: text({ description: 'Product name.', example: 'Garri' }, { max: 60 }),
        order: order(),
        ...imageFields(ctx, {
          image: {
            description: 'Product picture: a file under content/ or an https URL on an allowed image host.',
            example: 'images/products/garri.svg',
          },
          alt: {
            description: 'Describes the picture for people who cannot see it.',
            example: 'A bowl of creamy white garri granules',
          },
        }),
        category: text(
          {
            description: 'Kind of product, shown on its page and given to search engines.',
            example: 'Cassava products',
          },
          { max: 60 },
        ).optional(),
        packSizes: textList({
          description: 'Pack sizes buyers can order, one per line.',
          example: '- 1 kg pouch',
        }).optional(),
        minimumOrder: text(
          { description: 'Smallest order accepted, in words.', example: '500 kg, or 200 pouches for retail packs' },
          { max: 120 },
        ).optional(),
        origin: text(
          { description: 'Where it is grown, caught or processed.', example: 'Abia and Imo States, Nigeria' },
          { max: 120 },
        ).optional(),
        shelfLife: text({ description: 'How long it keeps, unopened.', example: '12 months' }, { max: 80 }).optional(),
        storage: text(
          { description: 'How buyers should store it.', example: 'Cool, dry place, away from direct sunlight' },
          { max: 160 },
        ).optional(),
        hsCode: hsCode({
          description: 'Harmonized System (HS) code used on customs documents.',
          example: '1106.20',
        }).optional(),
        certifications: textList({
          description: 'Certificates and registrations that apply, one per line.',
          example: '- NAFDAC registered',
        }).optional(),
      })
      .transform(foldImage),
  })

  /** A card with an icon, a title and a Markdown description, in a folder of one file per card. */
  const iconCards = <const N extends string>(c: {
    name: N
    path: string
    singular: string
    where: string
    exampleFile: string
    exampleTitle: string
    bodyLabel: string
  }) =>
    folder({
      name: c.name,
      path: c.path,
      singular: c.singular,
      description: `One file per ${c.where}. The text below the front matter is ${c.bodyLabel}.`,
      uniqueField: 'title',
      exampleFile: c.exampleFile,
      body: { field: 'description', required: true, label: `${c.bodyLabel} of this ${c.singular}` },
      schema: z.strictObject({
        title: text({ description: `Name of the ${c.singular}.`, example: c.exampleTitle }, { max: 60 }),
        icon,
        order: order(),
      }),
    })

  const services = iconCards({
    name: 'services',
    path: 'services',
    singular: 'service',
    where: 'service card on the services page',
    exampleFile: 'global-supply-chain.md',
    exampleTitle: 'Global Supply Chain',
    bodyLabel: 'the description',
  })
  const values = iconCards({
    name: 'values',
    path: 'values',
    singular: 'core value',
    where: 'core value on the about page',
    exampleFile: 'integrity.md',
    exampleTitle: 'Integrity',
    bodyLabel: 'the description',
  })
  const whyChoose = iconCards({
    name: 'whyChoose',
    path: 'why-choose',
    singular: 'point',
    where: 'point of the Why Choose section on the home page',
    exampleFile: 'quality-assurance.md',
    exampleTitle: 'Quality Assurance',
    bodyLabel: 'the explanation',
  })

  const testimonials = folder({
    name: 'testimonials',
    path: 'testimonials',
    singular: 'testimonial',
    description: 'One file per customer quote on the home page. The text below the front matter is the quote itself.',
    uniqueField: 'author',
    exampleFile: 'verified-customer.md',
    body: { field: 'quote', required: true, label: 'the quote' },
    schema: z.strictObject({
      author: text({ description: 'Who said it.', example: 'Ngozi A.' }, { max: 60 }),
      role: text({ description: 'What kind of customer they are.', example: 'Verified customer' }, { max: 60 }),
      location: text({ description: 'Where they are.', example: 'London, United Kingdom' }, { max: 60 }).optional(),
      rating: wholeNumber({ description: 'Stars given, from 1 to 5.', example: '5' }, { min: 1, max: 5 }),
      order: order(),
    }),
  })

  return {
    site,
    home,
    productsPage,
    about,
    servicesPage,
    contact,
    notFound,
    sourcedProducts,
    products,
    services,
    values,
    whyChoose,
    testimonials,
  }
}

type Definitions = ReturnType<typeof defineCollections>

/** Everything content/ holds, validated and typed. */
export type SiteContent = {
  [K in keyof Definitions]: Definitions[K] extends FolderCollection
    ? FolderEntry<Definitions[K]>[]
    : FileEntry<Definitions[K]>
}

export type Site = SiteContent['site']
export type Product = SiteContent['products'][number]
export type Service = SiteContent['services'][number]
export type CoreValue = SiteContent['values'][number]
export type WhyChoosePoint = SiteContent['whyChoose'][number]
export type Testimonial = SiteContent['testimonials'][number]
export type SourcedProducts = SiteContent['sourcedProducts']
export type HomeCopy = SiteContent['home']
export type ProductsCopy = SiteContent['productsPage']
export type AboutCopy = SiteContent['about']
export type ServicesCopy = SiteContent['servicesPage']
export type ContactCopy = SiteContent['contact']
export type NotFoundCopy = SiteContent['notFound']
