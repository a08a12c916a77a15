/**
 * The placeholders (example contacts) the default content ships with (load/placeholders.ts):
 * warnings, which the deploy refuses. Shown in docs/ERRORS.md with the content folder's problems.
 */
import { describeValue as quoted, entry, excerpt } from '../problem.ts'

const PUBLISH = 'before the site is published'

export const placeholderProblems = {
  'placeholder-example': entry<{ value: string }>({
    title: 'A placeholder value',
    severity: 'warning',
    message: ({ value }) => `${quoted(value)} still holds the placeholder "EXAMPLE"`,
    advice: () => `replace the whole value with the real one (docs/CONTENT.md says where to find it) ${PUBLISH}`,
    example: {
      written: 'embedUrl: https://docs.google.com/forms/d/e/EXAMPLE-FORM-ID/viewform?embedded=true',
      fix: "The form's real embed address",
      params: { value: 'https://docs.google.com/forms/d/e/EXAMPLE-FORM-ID/viewform?embedded=true' },
    },
  }),
  'placeholder-text': entry<{ value: string; words: string }>({
    title: 'Placeholder text',
    severity: 'warning',
    message: ({ value, words }) => `${quoted(value)} still holds placeholder text ("${excerpt(words, 40)}")`,
    advice: () => `write the real text ${PUBLISH}`,
    example: {
      written: 'intro: Lorem ipsum dolor sit amet.',
      fix: 'intro: Processed in Aba, packed for export.',
      params: { value: 'Lorem ipsum dolor sit amet.', words: 'Lorem ipsum' },
    },
  }),
  'placeholder-email': entry<{ value: string; domain: string }>({
    title: 'An example e-mail address',
    severity: 'warning',
    message: ({ value, domain }) =>
      `${quoted(value)} is an example e-mail address (${domain} is reserved for examples)`,
    advice: () => `write the company's real address ${PUBLISH}`,
    example: {
      written: 'address: sales@example.com',
      fix: 'address: sales@alaharvest.com',
      params: { value: 'sales@example.com', domain: 'example.com' },
    },
  }),
  'placeholder-address': entry<{ value: string; host: string }>({
    title: 'An example web address',
    severity: 'warning',
    message: ({ value, host }) => `${quoted(value)} is an example address (${host} is reserved for examples)`,
    advice: () => `write the real address ${PUBLISH}`,
    example: {
      written: 'url: https://www.example.com',
      fix: 'url: https://www.alaharvest.com',
      params: { value: 'https://www.example.com', host: 'example.com' },
    },
  }),
  'placeholder-profile': entry<{ value: string; host: string }>({
    title: 'An example social profile',
    severity: 'warning',
    message: ({ value }) => `${quoted(value)} points to an example profile`,
    advice: ({ host }) => `write the address of the company's own ${host} page ${PUBLISH}`,
    example: {
      written: 'instagram: https://www.instagram.com/example',
      fix: 'instagram: https://www.instagram.com/alaharvest',
      params: { value: 'https://www.instagram.com/example', host: 'instagram.com' },
    },
  }),
  'placeholder-chat-number': entry<{ value: string }>({
    title: 'A chat link to a placeholder number',
    severity: 'warning',
    message: ({ value }) => `${quoted(value)} is a chat link to a placeholder number (a run of zeros)`,
    advice: () => `write the link with the company's real number ${PUBLISH}`,
    example: {
      written: 'chatUrl: https://wa.me/2348000000001',
      fix: 'chatUrl: https://wa.me/2348031234567',
      params: { value: 'https://wa.me/2348000000001' },
    },
  }),
  'placeholder-number': entry<{ value: string }>({
    title: 'A placeholder phone number',
    severity: 'warning',
    message: ({ value }) => `${quoted(value)} looks like a placeholder number (a run of zeros)`,
    advice: () => `write the company's real number ${PUBLISH}`,
    example: {
      written: 'number: +234 800 000 0001',
      fix: 'number: +234 803 123 4567',
      params: { value: '+234 800 000 0001' },
    },
  }),
}
