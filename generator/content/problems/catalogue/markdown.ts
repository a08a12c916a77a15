/**
 * Problems of the Markdown below the front matter (generator/content/read/markdown.ts): what
 * would not appear on the page as the editor meant.
 */
import { describeValue as quoted, entry, excerpt } from '../problem.ts'

export const markdownProblems = {
  'invisible-in-text': entry<{ name: string; codePoint: string }>({
    title: 'An invisible character in the text',
    message: ({ name, codePoint }) =>
      `this text holds an invisible ${name} (${codePoint}) here: it would change how the text is shown, or hide in it`,
    advice: () =>
      "delete it (in GitHub's editor, move the cursor across the spot with the arrow keys: it stops an extra time there); it comes with text copied from phones, web pages and word processors",
    example: {
      written: 'Sun-dried<zero-width space> garri.',
      fix: 'Sun-dried garri.',
      params: { name: 'zero-width space', codePoint: 'U+200B' },
    },
  }),
  'markdown-too-deep': entry<{ depth: number; limit: number }>({
    title: 'Text nested too deeply',
    message: ({ depth, limit }) =>
      `this line is nested ${depth} levels deep (quotes inside quotes, or indented far), more than the ${limit} the website shows`,
    advice: () => 'remove the extra > marks or spaces at the start of the line',
    example: { written: '>>>>>>>>>>>>>>>> Fresh garri', fix: '> Fresh garri', params: { depth: 16, limit: 10 } },
  }),
  'markdown-too-complex': entry<{ limit: number }>({
    title: 'A paragraph with too many formatting marks',
    message: ({ limit }) =>
      `this paragraph holds more than ${limit} formatting marks (*, _, [ and ]), more than a paragraph of the website may have`,
    advice: () =>
      'remove the marks that are not meant as bold, italic or links, or split the paragraph with empty lines',
    example: { written: '*a*a*a… (thousands of them)', fix: 'Plain text', params: { limit: 500 } },
  }),
  'html-in-markdown': entry<{ tag?: string }>({
    title: 'HTML in the text',
    message: ({ tag }) => `HTML${tag ? ` (<${excerpt(tag, 20)}>)` : ''} is not allowed in content`,
    advice: () =>
      'write Markdown instead: **bold**, *italic*, [link text](https://example.com), or a blank line between paragraphs',
    example: { written: '<b>Fresh</b> garri', fix: '**Fresh** garri', params: { tag: 'b' } },
  }),
  'picture-in-markdown': entry({
    title: 'A picture inside the text',
    message: () => 'pictures cannot be placed inside the text',
    advice: () =>
      'use the picture fields in the front matter (image and imageAlt), which give them their size and description',
    example: { written: '![Garri](images/products/garri.jpg)', fix: 'image: images/products/garri.jpg', params: {} },
  }),
  'underline-heading': entry<{ underline: string; text: string }>({
    title: 'A line of --- or === under a text',
    message: ({ underline, text }) =>
      `the line of "${excerpt(underline, 20)}" under "${excerpt(text, 40)}" turns that text into a large heading, which is not allowed here`,
    advice: ({ underline }) =>
      `to separate parts of the text, leave an empty line before the ${underline.slice(0, 3)} line; for a sub-heading, delete the ${underline.slice(0, 3)} line and start the text's line with "### " instead`,
    example: {
      written: 'Packed in Aba.\n---',
      fix: 'Packed in Aba.\n\n---',
      params: { underline: '---', text: 'Packed in Aba.' },
    },
  }),
  'heading-level': entry<{ depth: number }>({
    title: 'A heading too large for the text',
    message: ({ depth }) =>
      `a heading with ${'#'.repeat(depth)} is not allowed here: the page already has its main headings`,
    advice: () => 'start a sub-heading with ### instead',
    example: { written: '# Storage', fix: '### Storage', params: { depth: 1 } },
  }),
  'link-scheme': entry<{ scheme: string }>({
    title: 'A link of a kind that is not allowed',
    message: ({ scheme }) =>
      `links may lead to a page of this site (/products/), another website (https://…), an e-mail address (mailto:…) or a phone number (tel:…); "${excerpt(scheme, 20)}:" links are not allowed`,
    example: { written: '[Call](skype:alaharvest)', fix: '[Call](tel:+2348031234567)', params: { scheme: 'skype' } },
  }),
  'link-nowhere': entry<{ url: string }>({
    title: 'A link that leads nowhere',
    message: ({ url }) => `the link ${quoted(url)} leads nowhere`,
    advice: () =>
      'write /products/ for a page of this site, or the full address starting with https:// for another website',
    example: { written: '[our products](products)', fix: '[our products](/products/)', params: { url: 'products' } },
  }),
  'link-page-missing': entry<{ url: string; closest?: string; pages: string[] }>({
    title: 'A link to a page the website does not have',
    message: ({ url }) =>
      `the link ${quoted(url)} leads to no page of this website: visitors would land on its "page not found" page`,
    advice: ({ closest, pages }) =>
      closest
        ? `write ${closest} (the page whose address is closest to it), or another page's address as the browser's address bar shows it, without the website's name`
        : `write a page's address as the browser's address bar shows it, without the website's name (${pages.join(', ')}), or the full address starting with https:// for another website`,
    example: {
      written: '[our products](/prodcts/)',
      fix: '[our products](/products/)',
      params: { url: '/prodcts/', closest: '/products/', pages: ['/products/', '/about/', '/contact/'] },
    },
  }),
  'empty-link': entry<{ url: string }>({
    title: 'A link without words',
    message: ({ url }) =>
      `the link to ${quoted(url)} has no words between its [ and ]: the page would show nothing to click, and screen readers nothing to read`,
    advice: () => 'write the words the link shows between the [ and ], such as [our products](/products/)',
    example: { written: 'See [](/products/).', fix: 'See [our products](/products/).', params: { url: '/products/' } },
  }),
  'indented-code': entry({
    title: 'A line shown as code because it is indented',
    message: () =>
      'this line starts with four spaces or more (or a tab), so the website shows it as code, in typewriter letters',
    advice: () =>
      'delete the spaces at the start of the line (and of the lines after it that are indented the same way); to show code on purpose, put a line of ``` above and below it instead',
    example: { written: 'Packed in Aba.\n\n    Shipped weekly.', fix: 'Packed in Aba.\n\nShipped weekly.', params: {} },
  }),
  footnote: entry<{ label: string }>({
    title: 'A footnote',
    message: ({ label }) => `footnotes ([^${excerpt(label, 20)}]) are not shown on the website`,
    advice: () => 'write the note in the text itself, for example in brackets',
    example: {
      written: 'Sun-dried[^1].\n\n[^1]: For three days.',
      fix: 'Sun-dried (for three days).',
      params: { label: '1' },
    },
  }),
  checkbox: entry({
    title: 'A checkbox in a list',
    message: () => 'checkboxes (- [ ] or - [x]) are not shown on the website',
    advice: () => 'write the item without the [ ] or [x]',
    example: { written: '- [x] NAFDAC registered', fix: '- NAFDAC registered', params: {} },
  }),
}
