/**
 * content/interface.md: the small words of the site's controls that no page file holds: the link
 * that skips to the page's text, the menu, the language switcher, the names screen readers give
 * links and pictures, and the message shown when a page could not load. Written in each language,
 * like every text a visitor reads.
 */
import { z } from 'zod'
import { template, text } from '../fields/text.ts'
import { file } from './kinds.ts'

const label = (description: string, example: string, max = 60) => text({ description, example }, { max })

export const interfaceFile = () =>
  file({
    name: 'interface',
    path: 'interface.md',
    description:
      'The words of the site’s controls: menu, language switcher, and the names screen readers give links, ratings and frames.',
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
    }),
  })
