/**
 * The catalogue: the products page's texts (content/pages/products.md), one file per product
 * (content/products/), the categories products are listed in (content/categories/), and the list
 * of products the company sources (content/sourced-products.md).
 */
import { z } from 'zod'
import { entryOf, hsCode } from '../fields/codes.ts'
import { order } from '../fields/numbers.ts'
import { foldImage, imageFields } from '../fields/pictures.ts'
import { list, template, text, textList } from '../fields/text.ts'
import { file, folder, type SchemaContext } from './kinds.ts'
import { callToAction, headingIntro, pageMeta } from './parts.ts'

/** The folder of the categories, which a product's `category` names an entry of. */
export const CATEGORIES_PATH = 'categories'

export function catalogueCollections(ctx: SchemaContext) {
  const productsPage = file({
    name: 'productsPage',
    path: 'pages/products.md',
    description: 'The products page (/products/). The products themselves are in content/products/.',
    schema: z.strictObject({
      ...pageMeta({
        title: 'Our Products',
        description: 'Smoked catfish, dry crayfish, garri, cassava flour, palm oil and blue vervain.',
      }),
      ...headingIntro(
        { description: 'Main heading of the page.', example: 'Our Products' },
        'Processed in Aba, packed for export.',
      ),
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
      categories: z.strictObject({
        heading: text(
          {
            description: 'Heading of the links to each category, on the products page.',
            example: 'Browse by category',
          },
          { max: 60 },
        ),
        link: template(
          {
            description:
              "A category's link on the products page; {category} is replaced by its name and {count} by its number of products.",
            example: '{category} ({count})',
          },
          ['category', 'count'],
          { max: 80 },
        ),
        count: z.strictObject({
          one: template(
            {
              description:
                "The number of products under a category page's heading, when it has one product (and, in French, none); {count} is replaced by the number.",
              example: '{count} product',
            },
            ['count'],
            { max: 40 },
          ),
          other: template(
            {
              description: 'The same, for any other number of products.',
              example: '{count} products',
            },
            ['count'],
            { max: 40 },
          ),
        }),
        title: template(
          {
            description:
              "Title of a category's page, shown in the browser tab and search results (the company name is added after it); {category} is replaced by its name.",
            example: '{category} from Nigeria',
          },
          ['category'],
          { max: 60 },
        ),
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

  const sourcedProducts = file({
    name: 'sourcedProducts',
    path: 'sourced-products.md',
    description: 'The list behind the "Products We Source" toggle on the services page.',
    schema: z.strictObject({
      items: list(
        z.strictObject({
          name: text({ description: 'Product name.', example: 'Sesame seeds' }, { max: 60 }),
          code: hsCode({ description: 'Harmonized System (HS) category code used in customs.', example: '1207.40' }),
        }),
        {
          description: 'The sourced products, each with a name and an HS category code.',
          example: '- name: Sesame seeds',
        },
        { noun: 'item' },
      ),
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
      'One file per product: a card on the products page and a page of its own at /products/<file name>/. The text below the front matter is the description: its first paragraph on the card, all of it on the page.',
    uniqueField: 'name',
    exampleSlug: 'garri',
    untranslated: 'omit',
    // The category pages are at /products/category/<file name>/ (components/catalogue.ts).
    reservedSlugs: [{ slug: 'category', address: '/products/category/', holder: 'the category pages' }],
    body: { field: 'description', required: true, label: 'the product description', lead: true },
    schema: z
      .strictObject({
        name: text({ description: 'Product name.', example: 'Garri' }, { max: 60 }),
        order: order(),
        ...imageFields(
          ctx,
          {
            image: {
              description: 'Product picture: a file under content/ or an https URL on an allowed image host.',
              example: 'images/products/garri.svg',
            },
            alt: {
              description: 'Describes the picture for people who cannot see it.',
              example: 'A bowl of creamy white garri granules',
            },
          },
          'product',
        ),
        category: entryOf(CATEGORIES_PATH, {
          description:
            'The category the product is listed in: the file name of a category in content/categories/, without its language (cassava-products for cassava-products.en.md). Its page lists the product, and the product page links to it.',
          example: 'cassava-products',
        }).optional(),
        otherNames: textList(
          {
            description:
              'Other names buyers search for, one per line: local names, spellings, dishes. The site search finds the product by each of them.',
            example: '- gari',
          },
          { max: 20 },
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
      .transform(foldImage('product')),
  })

  const categories = folder({
    name: 'categories',
    path: CATEGORIES_PATH,
    singular: 'category',
    description:
      'One file per category of products: a page of its own at /products/category/<file name>/ listing the products that name it, linked from the products page and from each of its products. The text below the front matter is its description.',
    uniqueField: 'name',
    exampleSlug: 'cassava-products',
    untranslated: 'omit',
    body: { field: 'description', required: true, label: 'the category description' },
    schema: z.strictObject({
      name: text(
        {
          description: 'Name of the category: the heading of its page, and its link on the products page.',
          example: 'Cassava products',
        },
        { max: 60 },
      ),
      order: order(),
    }),
  })

  return { productsPage, sourcedProducts, products, categories }
}
