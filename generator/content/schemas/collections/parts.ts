/**
 * Parts several collections share: the title and description of a page, a heading with its
 * sentence, a call-to-action band, and the folder of cards with an icon, a title and a text.
 */
import { z } from 'zod'
import type { FieldMeta } from '../fields/meta.ts'
import { order } from '../fields/numbers.ts'
import { text } from '../fields/text.ts'
import { folder } from './kinds.ts'

/** Title and description every page has, used for the browser tab, search results and link previews. */
export const pageMeta = (example: { title: string; description: string }) => ({
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

/** A heading and the sentence under it: `heading` as given, `intro` the sentence under the heading. */
export const headingIntro = (heading: FieldMeta, intro: string) => ({
  heading: text(heading),
  intro: text({ description: 'Sentence under the heading.', example: intro }),
})

/** A call-to-action band: heading, one sentence, and the button label. */
export const callToAction = (example: { heading: string; text: string; button: string }) =>
  z.strictObject({
    heading: text({ description: 'Heading of the call-to-action band.', example: example.heading }),
    text: text({ description: 'One or two sentences under the heading.', example: example.text }),
    button: text(
      { description: 'Label of the button that opens a chat with the company.', example: example.button },
      { max: 40 },
    ),
  })

/** A card with an icon, a title and a Markdown description, in a folder of one file per card. */
export const iconCards = <const N extends string, I extends z.ZodType>(
  icon: I,
  c: {
    name: N
    path: string
    singular: string
    where: string
    exampleSlug: string
    exampleTitle: string
    bodyLabel: string
  },
) =>
  folder({
    name: c.name,
    path: c.path,
    singular: c.singular,
    description: `One file per ${c.where}. The text below the front matter is ${c.bodyLabel}.`,
    uniqueField: 'title',
    exampleSlug: c.exampleSlug,
    untranslated: 'omit',
    body: { field: 'description', required: true, label: `${c.bodyLabel} of this ${c.singular}` },
    schema: z.strictObject({
      title: text({ description: `Name of the ${c.singular}.`, example: c.exampleTitle }, { max: 60 }),
      icon,
      order: order(),
    }),
  })
