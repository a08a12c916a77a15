/**
 * content/pages/enquiry.md: the enquiry page (/enquiry/), where a buyer reviews the products added
 * from the catalogue, says where the goods go and on which delivery terms, and sends the whole list
 * in one message on WhatsApp or by e-mail; and the templates that message is written from. The
 * words of the controls shown on every page (the form on each product, the top bar's link) are in
 * interface.md.
 */
import { z } from 'zod'
import { oneOf } from '../fields/codes.ts'
import { list, template, text } from '../fields/text.ts'
import { file } from './kinds.ts'
import { headingIntro, pageMeta } from './parts.ts'

/** The delivery terms a buyer can choose from (Incoterms 2020, by the International Chamber of Commerce). */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const

const line = (description: string, example: string, max = 60) => text({ description, example }, { max })
const sentence = (description: string, example: string) => text({ description, example }, { max: 300 })

export const enquiryFile = () =>
  file({
    name: 'enquiry',
    path: 'pages/enquiry.md',
    description:
      'The enquiry page (/enquiry/): the list of products a buyer added from the catalogue, the destination and delivery terms, and the message sent on WhatsApp or by e-mail. The words of the form on each product and of the top bar’s link are in content/interface.md.',
    schema: z.strictObject({
      ...pageMeta({ title: 'Your Enquiry', description: 'The products you would like a quote for, in one message.' }),
      ...headingIntro(
        { description: 'Main heading of the page.', example: 'Your Enquiry' },
        'Check your list, then send it to us in one message.',
      ),
      noScript: z.strictObject({
        text: sentence(
          'Shown instead of the list when the browser runs no JavaScript, which the list needs.',
          'The enquiry list needs JavaScript. You can still ask for a quote from each product’s page.',
        ),
        link: line('Label of the link to the products page under it.', 'Browse our products', 40),
      }),
      empty: z.strictObject({
        text: sentence('Shown when the list is empty.', 'Your enquiry list is empty. Add products from our catalogue.'),
        link: line('Label of the link to the products page under it.', 'Browse our products', 40),
      }),
      list: z.strictObject({
        heading: line('Heading of the list.', 'Products in your enquiry'),
        remove: line('Label of the button that removes a product from the list.', 'Remove', 30),
        clear: line('Label of the button that empties the list.', 'Clear the list', 30),
      }),
      details: z.strictObject({
        heading: line('Heading of the destination and delivery terms.', 'Delivery'),
        destination: line('Label of the destination, which buyers may leave empty.', 'Destination (optional)'),
        destinationHint: line(
          'Sentence under the destination.',
          'Country and port or city, such as Rotterdam, Netherlands',
          160,
        ),
        terms: line('Label of the choice of delivery terms.', 'Delivery terms'),
        termsHint: sentence(
          'Sentence under the delivery terms.',
          'Who pays for transport and insurance, and up to where. Not sure? We will advise.',
        ),
        notSure: line('The delivery terms chosen until the buyer chooses others.', 'Not sure', 40),
        options: list(
          z.strictObject({
            code: oneOf(INCOTERMS, {
              description: 'The Incoterms 2020 code, as the message names them.',
              example: 'FOB',
            }),
            label: line(
              'The terms in plain words, as the choice shows them.',
              'FOB (Free On Board): we load the goods on your ship at a Nigerian port',
              120,
            ),
          }),
          {
            description: 'The delivery terms buyers can choose, each an Incoterms code and its meaning in plain words.',
            example: '- code: FOB',
          },
          { noun: 'delivery term', max: INCOTERMS.length },
        ),
      }),
      send: z.strictObject({
        heading: line('Heading of the ways to send the enquiry.', 'Send your enquiry'),
        text: sentence(
          'Sentence above the buttons.',
          'WhatsApp opens with your message written; check it and press send. The e-mail holds the same text.',
        ),
        whatsapp: line('Label of the button that sends the list on WhatsApp.', 'Send on WhatsApp', 40),
        whatsappPart: template(
          {
            description: 'Label of each button when the list is sent on WhatsApp in several messages.',
            example: 'Send part {part} of {parts} on WhatsApp',
          },
          ['part', 'parts'],
          { max: 60 },
        ),
        email: line('Label of the button that sends the same text by e-mail.', 'Send by e-mail', 40),
        shortened: sentence(
          'Shown when the WhatsApp message leaves out the product page addresses to fit in one message.',
          'To fit in one WhatsApp message, the product page addresses are left out; the e-mail keeps them.',
        ),
        split: template(
          {
            description:
              'Shown when the list is too long for one WhatsApp message; {parts} is how many messages it takes.',
            example: 'Your list is too long for one WhatsApp message: send the {parts} parts one after the other.',
          },
          ['parts'],
          { max: 300 },
        ),
      }),
      message: z.strictObject({
        greeting: line(
          'First line of the message.',
          'Hello Ala Harvest, I would like a quote for these products:',
          200,
        ),
        line: template(
          {
            description:
              'One line per product: {number} its place in the list, {item} the product and pack size, {quantity} how many. The product page’s address follows on the next line.',
            example: '{number}. {item} × {quantity}',
          },
          ['number', 'item', 'quantity'],
          { max: 60 },
        ),
        destination: template(
          { description: 'The destination, when the buyer gave one.', example: 'Destination: {destination}' },
          ['destination'],
          { max: 60 },
        ),
        terms: template(
          {
            description: 'The delivery terms, when the buyer chose some ({terms} is the code).',
            example: 'Delivery terms: {terms}',
          },
          ['terms'],
          { max: 60 },
        ),
        part: template(
          {
            description: 'Put before the first line of each message when the list takes several.',
            example: '({part}/{parts})',
          },
          ['part', 'parts'],
          { max: 30 },
        ),
        subject: line('Subject of the e-mail.', 'Quote request', 100),
      }),
    }),
  })
