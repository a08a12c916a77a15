/**
 * content/interface.md: the small words of the site's controls that no page file holds: the link
 * that skips to the page's text, the menu, the language switcher, the names screen readers give
 * links and pictures, the message shown when a page could not load, and the enquiry list's controls
 * on every page (the form on each product, the top bar's link, what screen readers are told when
 * the list changes). Written in each language, like every text a visitor reads.
 */
import { z } from 'zod'
import { template, text } from '../fields/text.ts'
import { file } from './kinds.ts'

const label = (description: string, example: string, max = 60) => text({ description, example }, { max })

/** A line with placeholders, at most `max` characters. */
const words = (description: string, example: string, placeholders: string[], max = 120) =>
  template({ description, example }, placeholders, { max })

/**
 * The enquiry list's controls, shown with JavaScript only: the form on each product card and
 * product page, the top bar's link with the list's count, and what screen readers are told when
 * the list changes (the enquiry page's own words are in pages/enquiry.md).
 */
const enquiryControls = () =>
  z.strictObject({
    packSize: label('Label of the pack size choice, on each product and in the enquiry list.', 'Pack size', 30),
    quantity: label('Label of the quantity, on each product and in the enquiry list.', 'Quantity', 30),
    add: label('Label of the button that adds a product to the enquiry list.', 'Add to enquiry', 30),
    view: label('Link to the enquiry page shown after a product is added.', 'View your enquiry list', 40),
    list: label('Name of the enquiry list, beside its count in the top bar and the menu.', 'Enquiry list', 30),
    linkName: words(
      'What screen readers say of the top bar’s link to the enquiry page; {count} is the number of products.',
      'Enquiry list, {count}',
      ['count'],
      60,
    ),
    count: z.strictObject({
      one: words('How many products the list holds, when it holds one.', '{count} product', ['count'], 30),
      other: words('How many products the list holds, when it holds several.', '{count} products', ['count'], 30),
    }),
    item: words('A product with its pack size, as the list names it.', '{product}, {pack}', ['product', 'pack'], 40),
    added: words(
      'Said when a product is added; {item} is the product and pack size, {count} the number of products.',
      '{item} × {quantity} added; {count} in your enquiry.',
      ['item', 'quantity', 'count'],
    ),
    changed: words(
      'Said when a pack size or quantity in the list changes.',
      '{item} × {quantity}; {count} in your enquiry.',
      ['item', 'quantity', 'count'],
    ),
    removed: words('Said when a product is removed from the list.', '{item} removed; {count} in your enquiry.', [
      'item',
      'count',
    ]),
    cleared: label('Said when the list is cleared.', 'Your enquiry list is empty.', 80),
  })

export const interfaceFile = () =>
  file({
    name: 'interface',
    path: 'interface.md',
    description:
      'The words of the site’s controls: menu, language switcher, the enquiry list’s controls, and the names screen readers give links, ratings and frames.',
    schema: z.strictObject({
      skipLink: label(
        'Link at the top of every page that jumps to its main text (shown when reached with Tab).',
        'Skip to main content',
      ),
      mainNavigation: label('Name of the top bar’s links, read out by screen readers.', 'Main'),
      menu: label('Label of the menu button on small screens.', 'Menu', 20),
      menuNavigation: label('Name of the links in the small-screen menu, read out by screen readers.', 'Main menu'),
      language: label('Name of the language switcher, read out by screen readers.', 'Language', 30),
      search: z.strictObject({
        link: label(
          'Label of the link to the search page in the top bar (on small screens, read out by screen readers beside its icon).',
          'Search',
          20,
        ),
        label: label('Label of the search field, on the products page and the search page.', 'Search products', 40),
        button: label('Label of the button that starts a search.', 'Search', 20),
      }),
      home: label('Label of the link to the home page in the footer.', 'Home', 24),
      newTab: label('Said by screen readers after a link that opens in a new tab.', '(opens in a new tab)'),
      socialLink: template(
        {
          description: 'Name of each social network link in the footer, read out by screen readers.',
          example: '{company} on {network}',
        },
        ['company', 'network'],
        { max: 80 },
      ),
      rights: label('Words after the copyright line’s company name.', 'All rights reserved.'),
      rating: template(
        { description: 'How screen readers read a testimonial’s stars.', example: 'Rated {rating} out of {max} stars' },
        ['rating', 'max'],
        { max: 60 },
      ),
      hsCode: label('Abbreviation shown before each HS code.', 'HS', 10),
      hsCodeName: label('What the abbreviation stands for, shown when pointed at.', 'Harmonized System'),
      formFrame: template(
        {
          description: 'Name of the embedded contact form, read out by screen readers.',
          example: '{title}: contact form',
        },
        ['title'],
        { max: 80 },
      ),
      mapFrame: template(
        { description: 'Name of the embedded map, read out by screen readers.', example: 'Map: {address}' },
        ['address'],
        { max: 80 },
      ),
      loadFailed: z.strictObject({
        heading: label('Heading shown when a page could not load completely.', 'This page did not load completely', 90),
        text: text(
          {
            description: 'Sentence under it.',
            example:
              'The connection may have dropped, or the site has just been updated. Loading the page again usually fixes it.',
          },
          { max: 240 },
        ),
        button: label('Label of the link that loads the page again.', 'Load the page again', 40),
      }),
      enquiry: enquiryControls(),
    }),
  })
