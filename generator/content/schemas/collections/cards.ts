/**
 * The folders of cards: services, core values and the Why Choose points (an icon, a title and a
 * text each), and the customers' testimonials.
 */
import { z } from 'zod'
import { order, wholeNumber } from '../fields/numbers.ts'
import { text } from '../fields/text.ts'
import { folder } from './kinds.ts'
import { iconCards } from './parts.ts'

/** `icon` is the field naming an icon. */
export function cardCollections<I extends z.ZodType>(icon: I) {
  const services = iconCards(icon, {
    name: 'services',
    path: 'services',
    singular: 'service',
    where: 'service card on the services page',
    exampleSlug: 'global-supply-chain',
    exampleTitle: 'Global Supply Chain',
    bodyLabel: 'the description',
  })
  const values = iconCards(icon, {
    name: 'values',
    path: 'values',
    singular: 'core value',
    where: 'core value on the about page',
    exampleSlug: 'integrity',
    exampleTitle: 'Integrity',
    bodyLabel: 'the description',
  })
  const whyChoose = iconCards(icon, {
    name: 'whyChoose',
    path: 'why-choose',
    singular: 'point',
    where: 'point of the Why Choose section on the home page',
    exampleSlug: 'quality-assurance',
    exampleTitle: 'Quality Assurance',
    bodyLabel: 'the explanation',
  })

  const testimonials = folder({
    name: 'testimonials',
    path: 'testimonials',
    singular: 'testimonial',
    description: 'One file per customer quote on the home page. The text below the front matter is the quote itself.',
    uniqueField: 'author',
    exampleSlug: 'verified-customer',
    // A customer's words stay as they were given: shown in every language, marked with theirs.
    untranslated: 'original',
    body: { field: 'quote', required: true, label: 'the quote' },
    schema: z.strictObject({
      author: text({ description: 'Who said it.', example: 'Ngozi A.' }, { max: 60, shared: true }),
      role: text({ description: 'What kind of customer they are.', example: 'Verified customer' }, { max: 60 }),
      location: text({ description: 'Where they are.', example: 'London, United Kingdom' }, { max: 60 }).optional(),
      rating: wholeNumber({ description: 'Stars given, from 1 to 5.', example: '5' }, { min: 1, max: 5 }),
      order: order(),
    }),
  })

  return { services, values, whyChoose, testimonials }
}
