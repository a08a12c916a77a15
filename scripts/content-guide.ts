/**
 * `npm run docs:content`: writes docs/CONTENT.md, the editors' guide to every content file and
 * field, generated from the collection schemas so it can never drift from what the build checks.
 * `--check` exits 1 when the file is out of date (part of `npm run check`).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { PRODUCTS_PER_PAGE } from '../components/catalogue.ts'
import {
  contextWithoutFiles,
  defineCollections,
  pluralOf,
  type Collection,
} from '../generator/content/schemas/collections/index.ts'
import { GUIDE as CONTACT_GUIDE, SITE_FIELDS } from '../generator/contacts/index.ts'
import { IMAGE_HOSTS } from '../generator/content/pictures/formats.ts'
import { readIcons } from '../generator/content/load/load.ts'
import { writeGenerated } from './lib/generated-file.ts'
import { MAX_PICTURE_PIXELS, PICTURE_BUDGET_BYTES } from '../generator/content/pictures/formats.ts'
import { PICTURE_PLACES, shapesInWords } from '../generator/content/pictures/places.ts'
import { RESPONSIVE_WIDTHS } from '../generator/content/pictures/variants.ts'

const GUIDE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/CONTENT.md')

interface JsonSchema {
  type?: string
  description?: string
  example?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  maxLength?: number
  translate?: boolean
}

interface Row {
  field: string
  required: boolean
  description: string
  example: string
  /** Written again in each language (a text), or once for all (numbers, codes, pictures, links). */
  translated: boolean
}

/** Whether a field is, or holds, a text written in each language. */
const translated = (field: JsonSchema): boolean =>
  field.translate === true ||
  Object.values(field.properties ?? {}).some(translated) ||
  (field.items ? translated(field.items) : false)

function rows(schema: JsonSchema, prefix = ''): Row[] {
  const out: Row[] = []
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const key = `${prefix}${name}`
    const required = schema.required?.includes(name) ?? false
    if (field.type === 'object') {
      out.push({
        field: key,
        required,
        description: 'A group of the fields below, each indented by two spaces under it.',
        example: '',
        translated: translated(field),
      })
      out.push(...rows(field, `${key}.`))
    } else if (field.type === 'array' && field.items?.type === 'object') {
      const count = field.minItems ? ` At least ${field.minItems}.` : ''
      out.push({
        field: key,
        required,
        description: `${field.description ?? 'A list.'} Each item starts with "- ".${count}`,
        example: '',
        translated: translated(field),
      })
      out.push(...rows(field.items, `${key}[].`))
    } else {
      const limits = [
        field.maxLength ? `At most ${field.maxLength} characters.` : '',
        field.type === 'array' && field.maxItems ? `At most ${field.maxItems} items.` : '',
      ]
      out.push({
        field: key,
        required,
        description: [field.description ?? '', ...limits].filter(Boolean).join(' '),
        example: field.example ?? '',
        translated: translated(field),
      })
    }
  }
  return out
}

const cell = (value: string) => value.replace(/\|/g, '\\|')

/** What a folder's file names also are: the address of a page. */
const ADDRESSES: Record<string, string> = {
  products:
    "; the name is also the address of the product's page (/products/garri/, /fr/products/garri/), so a product cannot be named `category`",
  categories:
    "; the name is also the address of the category's page (/products/category/cassava-products/, /fr/products/category/cassava-products/) and what its products write in `category`",
}

function section(collection: Collection): string {
  const schema = z.toJSONSchema(collection.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  const where =
    collection.kind === 'folder'
      ? `content/${collection.path}/*.md — one file per ${collection.singular} and language`
      : `content/${collection.path}`
  const lines = [`### ${where}`, '', collection.description, '']
  if (collection.kind === 'folder')
    lines.push(
      `Below the front matter: ${collection.body.label} (Markdown)${collection.body.required ? ', required' : ''}.`,
      '',
    )
  else lines.push('Nothing goes below the front matter.', '')
  if (collection.kind === 'folder')
    lines.push(
      `File names are lowercase words joined by hyphens, then the language's code, such as \`${collection.exampleSlug}.en.md\` (and \`${collection.exampleSlug}.fr.md\` for its French translation)${ADDRESSES[collection.name] ?? ''}. Each ${collection.singular} needs a different \`${collection.uniqueField}\`; two ${pluralOf(collection)} with the same \`order\` are shown in the alphabetical order of their \`${collection.uniqueField}\`.`,
      '',
    )
  lines.push('| Field | Required | In each language | What it is | Example |', '| --- | --- | --- | --- | --- |')
  for (const row of rows(schema))
    lines.push(
      `| \`${row.field}\` | ${row.required ? 'yes' : 'no'} | ${row.translated ? 'translated' : 'once, for all'} | ${cell(row.description)} | ${row.example ? `\`${cell(row.example)}\`` : ''} |`,
    )
  return lines.join('\n')
}

/** The editors' guide to pictures: what to upload for each place, what the build does with it,
 *  and how to add a product with its photo in GitHub's web editor. */
/** The product file the guide's examples show: its front matter, then the details it may add. */
const YAM_FLOUR = [
  'name: Yam Flour',
  'order: 7',
  'image: images/products/yam-flour.jpg',
  'imageAlt: A bowl of fine yam flour beside a wooden spoon',
]
const YAM_FLOUR_DETAILS = [
  'category: yam-products',
  'packSizes:',
  '  - 1 kg pouch',
  '  - 2 kg pouch',
  '  - 25 kg bag',
  'minimumOrder: 1 tonne, or 200 retail pouches',
  'origin: Yam from Benue and Abia States, milled in Aba',
  'shelfLife: 12 months unopened',
  'storage: Cool, dry place off the floor',
  'hsCode: 1106.20',
  'certifications:',
  '  - Phytosanitary certificate with every export shipment',
  '  - Certificate of origin',
]

/** A product file with these front matter lines, as a Markdown code block indented by `indent`. */
function productExample(frontMatter: readonly string[], indent = ''): string {
  const lines = [
    '```markdown',
    '---',
    ...frontMatter,
    '---',
    '',
    'Milled from sun-dried yam for smooth amala. Packed in 1 kg and 2 kg pouches.',
    '```',
  ]
  return lines.map((line) => (line ? indent + line : line)).join('\n')
}

function picturesSection(): string {
  const widths = `${RESPONSIVE_WIDTHS.slice(0, -1).join(', ')} and ${RESPONSIVE_WIDTHS.at(-1)}`
  return `## Pictures

Pictures live in \`content/images/\` (product photos in \`content/images/products/\`) and are named in a
picture field by their path below \`content/\`, such as \`images/products/garri.jpg\`. Name files in
lowercase words joined by hyphens, such as \`yam-flour.jpg\`.

**Formats:** photos as JPEG (\`.jpg\`, \`.jpeg\`), PNG (\`.png\`), WebP (\`.webp\`) or AVIF (\`.avif\`); drawings
as SVG (\`.svg\`).

**What the build does with a photo:** it turns it upright (phones store a turned photo with a note
saying so), makes copies ${widths} pixels wide in WebP for phones and computers, and publishes only
those copies: never the file you uploaded. The copies carry none of the photo's hidden data, so the
camera details and the GPS location where it was taken are not published.

**Sizes and shapes, by where the picture is shown.** Each place needs a picture at least as large
as it is shown on a sharp phone screen, and of a shape that fits it; a photo outside them is refused
with the size and shape to use (and, for a wrong shape, the size to crop it to). A drawing (SVG) is
sharp at any size, so only its shape is checked. Larger photos are fine (they are resized): about
2000 pixels wide and under 5 MB is plenty; GitHub's web upload and the editor take files up to 25 MB.

| Picture | Field | How the page shows it | Upload at least | Shape |
| --- | --- | --- | --- | --- |
${PICTURE_PLACES.map(
  (place) =>
    `| ${place.label.replace(/^the /, '').replace(/^./, (first) => first.toUpperCase())} | ${place.field} | ${place.shown} | ${place.minWidth} × ${place.minHeight} pixels | ${shapesInWords(place).replace(/ in shape$/, '')} |`,
).join('\n')}

**Weight.** A phone downloads at most ${PICTURE_BUDGET_BYTES / 1000} KB for one picture. Each copy of a photo is
made lighter (a lower WebP quality) until it fits; a photo full of grain or noise that still does
not fit is refused, with how to take or smooth it. A drawing is published as it is, so an SVG file
over ${PICTURE_BUDGET_BYTES / 1000} KB is refused: simplify it, or export it as PNG.

**Names.** Two files whose names differ only by capital letters (\`Garri.jpg\` and \`garri.jpg\`) or by
how an accented letter is stored are one file on a Mac or Windows computer, so the second is refused:
give it another name, such as \`garri-2.jpg\`.

**iPhone photos (HEIC).** iPhones save photos as \`.heic\` files by default. Web browsers cannot show
them and the build cannot convert them, so a \`.heic\` file is refused. Use a JPEG instead:

- For a photo already taken, convert it to JPEG: on a Mac, open it in Photos or Preview and choose
  *File → Export* with the format JPEG; elsewhere, any photo editor's *Save as JPEG* does it. Upload
  the \`.jpg\` file and write its name in the picture field.
- To make the iPhone take JPEG photos from now on: *Settings → Camera → Formats → Most Compatible*.

**Pictures that are refused**, with the line that names them and what to do: a file that is empty
or not a picture (an upload that did not finish, or a web page saved under a picture's name), a
photo that is damaged or cut short, a picture larger than ${MAX_PICTURE_PIXELS / 1_000_000} megapixels, and an SVG drawing that
contains scripts or loads anything from other websites (an SVG is published as it is, so it must be
a plain drawing). Export such a drawing again as plain SVG, or as PNG.

### Adding a product with its photo on GitHub

On GitHub each upload and each new file is its own commit. Put both on one new branch and open one
pull request: the product and its photo are then checked and published together.

1. On the repository's page, open the folder \`content/images/products/\`, then choose
   **Add file → Upload files** and drop in the photo (such as \`yam-flour.jpg\`).
2. Under the file list, choose **Create a new branch for this commit and start a pull request**,
   name the branch (such as \`add-yam-flour\`) and click **Propose changes**, then
   **Create pull request**.
3. Go back to the repository's page, switch to the branch \`add-yam-flour\` with the branch menu
   (top left of the file list), open \`content/products/\` and choose **Add file → Create new file**.
   Name it \`yam-flour.en.md\` and write:

${productExample(YAM_FLOUR, '   ')}

4. Choose **Commit directly to the \`add-yam-flour\` branch** and commit. The pull request now holds
   both files and the checks run on it; when they pass, merge it and the product appears on the site.

Upload the photo first: the product file names it, so with the photo already on the branch every
check passes. To replace a product's photo, upload the new file into the same folder the same way
and change the \`image\` line (or upload it under the same name, which replaces the old file).

Each product gets a card on the products page and a page of its own at \`/products/<file name>/\`
(\`/products/yam-flour/\` for \`yam-flour.en.md\`, and \`/fr/products/yam-flour/\` for its French translation
\`yam-flour.fr.md\`): renaming the file changes that address. Past ${PRODUCTS_PER_PAGE}
products the list continues on \`/products/page/2/\` and on, by itself.

The card shows the description's first paragraph (with what comes right after it, a list, a table
or a paragraph, when the paragraph ends with a colon); the product's page shows all of it. Open with a paragraph that says
what the product is and who it is for: it is what buyers read as they scroll the list, often on a
phone. A description that opens with a heading, a list or a table is shown whole on the card.

### Product details

A product's page lists the details its file gives, under the labels of
\`content/pages/products.md\` (\`details:\`). Every one is optional: leave out a line and that row is
not shown. The quote button on the card and the page opens the chat with the message of
\`quote: message:\` in \`content/pages/products.md\`, where \`{product}\` becomes the product's name.

${productExample([...YAM_FLOUR, ...YAM_FLOUR_DETAILS])}

Write an HS code with all its digits, leading zero included (\`0305.49\`, not \`305.49\`).

### Categories

Categories are a way into the catalogue: each is a file in \`content/categories/\`, one per
language like a product (\`cassava-products.en.md\`, \`cassava-products.fr.md\`), with its \`name\`, its
\`order\` among the categories and, below the front matter, its description. A product is put in
a category by the category's file name without its language, written once, in the product's
first-language file: \`category: cassava-products\`. A name that is not a category's is refused,
with the category most likely meant (\`Cassava products\` → \`cassava-products\`).

Each category with at least one product gets a page at \`/products/category/<file name>/\`
(\`/fr/products/category/cassava-products/\` in French): its name, its description and the cards of
its products, continued on \`/products/category/<file name>/page/2/\` past ${PRODUCTS_PER_PAGE} products. The
products page links to each with its number of products, and each product's page links to its
category. A category with no product has no page and no link. A category not translated into a
language has no page in it, and its products' pages in that language name no category. The
words around them (the heading of the links, how a link shows the number of products, the
number of products on a category's page, its title) are under \`categories:\` in
\`content/pages/products.md\`.

To add a category, add its file, then name it in its products:

\`\`\`markdown
---
name: Yam products
order: 5
---

Yam flour and yam chips from yams grown in Benue and Abia States, dried and milled in Aba.
\`\`\`
`
}

/** The editors' guide to the site's languages: where each language's words are written, what a
 *  translation holds, and what the build says about translations. */
function languagesSection(): string {
  return `## Languages

The site is published in each language listed under \`languages\` in \`content/site.md\` (English
and French by default). The first language is at the top of the site (\`/about/\`); each other is
under its code (\`/fr/about/\`), with the same pages, and a link in the top bar and the menu leads
from a page to the same page in the other language.

**Texts are written in each language; everything else once.** Names, headings, descriptions,
button labels and picture descriptions are translated. Numbers, codes (HS, icons), pictures, links
and contact details are the same in every language: they are written once, in the first language's
file, and a translation never repeats them (the check says so if one does). The tables under
[Every file and field](#every-file-and-field) say which is which.

**An entry (a product, a category, a service, a value, a Why Choose point, a testimonial)** has
one file per language, side by side, named with the language's code:
\`content/products/garri.en.md\` and its French translation \`content/products/garri.fr.md\`. The
translation holds the translated fields and the translated text below its front matter (a
product's category is not translated: it names the category's file, whose own translation holds
its name in French):

\`\`\`markdown
---
name: Gari
imageAlt: Un bol rempli de granulés de gari crème
packSizes:
  - Sachet de 1 kg
  - Sac de 25 kg
---

Fabriqué à partir de manioc frais épluché, râpé, fermenté, pressé puis torréfié...
\`\`\`

To rename or delete an entry, rename or delete each of its files: a translation left without its
original stops the build, naming it.

A product, category, service, value or point not translated yet is left out of that language's
pages (the build says how many are missing, as a warning; it still publishes). A testimonial is
shown in every language in the words the customer gave, marked as such, unless it is translated.

**The other files** (\`site.md\`, \`interface.md\`, \`sourced-products.md\` and \`pages/*.md\`) hold every
language in one file: the first language's fields at the top, then, at the end of the front matter,
each other language's texts under its code, indented by two spaces:

\`\`\`markdown
---
title: About Us
heading: About Ala Harvest
...
fr:
  title: À propos
  heading: À propos d’Ala Harvest
  ...
---
\`\`\`

A list whose items mix texts and shared values (the phone numbers with their labels, the sourced
products with their HS codes, the activities of the about page with their icons) is translated item
by item, in the original's order: after adding an item to the original, add its translation at the
same place (until then that language's page leaves the item out, with a warning).

These files are the words of the site's pages and controls: every text they hold must exist in
each language (a half-translated menu looks broken), so a missing section or text stops the
build, naming the line to add. Their longer texts are fields written as a block of Markdown:
\`about: |\` in \`site.md\` and \`text: |\` under \`story:\` in \`pages/about.md\`, with each line of the
text indented under the field.

**Keeping translations up to date.** Each translation records which text of the original it was
made from (\`translatedFrom:\`, a short fingerprint of each translated field). When the original
changes later, every build warns that the translation is behind, naming the translation's file and
the fields that changed; it keeps publishing the translation as it is. Once you have brought the
translation up to date, run \`npm run translations -- --mark content/products/garri.fr.md\` (or, on
GitHub, replace the \`translatedFrom\` lines with those the warning gives). \`npm run translations\`
lists what is missing or behind in each language. The editor at \`/admin/\` shows both languages
side by side.

**Adding a language** needs no change to the code: add it under \`languages\` in \`content/site.md\`
(\`- code: de\` and its name in itself, \`name: Deutsch\`), add its section to each of the files
above, and write its entry files (\`garri.de.md\`…) as they are translated.
`
}

/** What each contact field of site.md takes, and where to find the value in the service's own
 *  screens: from the same definitions the checks use (generator/contacts/guide.ts). */
function contactsSection(): string {
  const fields = Object.entries(SITE_FIELDS).map(([field, kind]) => {
    const guide = CONTACT_GUIDE[kind]
    return [
      `### ${guide.title}: \`${field}\``,
      '',
      ...guide.accepted.map((line) => `- ${line}`),
      '',
      'Where to find it:',
      '',
      ...guide.steps.map((step, index) => `${index + 1}. ${step.charAt(0).toUpperCase()}${step.slice(1)}.`),
      '',
      `For example: \`${guide.example}\``,
    ].join('\n')
  })
  return `## Contact details

Every way a buyer reaches the company (the chat and quote buttons, the phone and e-mail links, the
map and the contact form) is checked against what the service that receives it accepts, so a
value that would lead nowhere never goes live. A value whose meaning is plain but which is written
another way (a number as dialled at home, a link with \`http://\` or tracking parameters) is
published in the service's form, and the build says so in a **note** with the value to write, so
the file and the site say the same; the admin saves such values corrected. Anything else is
refused, with what to write instead.

${fields.join('\n\n')}
`
}

export function contentGuide(icons: readonly string[]): string {
  const collections = Object.values(defineCollections(contextWithoutFiles(icons))) as Collection[]
  return `# Editing the website content

<!-- Generated from generator/content/schemas/collections/ by \`npm run docs:content\`. Do not edit by hand. -->

Everything the website says and shows comes from the files in \`content/\`. You can change them
without touching any code, for example directly on GitHub:

1. Open the file on GitHub and click the pencil icon (**Edit this file**).
2. Make your change, then **Commit changes…** → **Create a new branch for this commit and start a pull request**.
3. The checks run on your pull request. If something is wrong, the check fails and the problem is shown
   on the exact line of your change, for example:

   \`\`\`
   content/products/garri.en.md:4:8: "image" must be a file under content/ (such as images/products/garri.svg) or an https URL on images.unsplash.com or res.cloudinary.com, got "garri.jpgg"; did you mean "images/products/garri.svg"?
   \`\`\`

   Fix the line and commit again. Nothing is published while a problem remains: the website keeps
   showing the last version that was correct.

To preview your changes on your own computer, run \`npm run dev\` and open the address it prints; the
page reloads each time you save a file. \`npm run check:content\` lists every problem in every file.

## Before the site goes live: replace the example contacts

The site comes with example contact details in \`content/site.md\`: addresses at example.com,
phone numbers such as +234 800 000 0001, a contact form address holding \`EXAMPLE\`, and social
profiles named \`example\`. Every build lists each one that remains as a warning, with its file and
line, for example:

\`\`\`
content/site.md:19:13: warning: "+234 800 000 0001" looks like a placeholder number (a run of zeros); write the company's real number before the site is published
\`\`\`

The build that publishes the site refuses to run while any remains, so made-up numbers can never
go live. Replace them all with the company's real details (\`npm run check:content -- --strict\`
checks that none is left).

## How a content file is written

\`\`\`markdown
---
name: Garri
order: 3
image: images/products/garri.svg
imageAlt: A bowl heaped with creamy garri granules beside a wooden scoop
---

Made from fresh cassava that is peeled, grated, fermented, pressed and roasted...
\`\`\`

- The part between the two \`---\` lines is the **front matter**: one \`field: value\` per line.
  Field names are fixed (see the tables below); a misspelt field is reported, with the right name.
- Write values as plain text. Wrap the whole value in double quotes when it contains a colon followed by
  a space or a space followed by \`#\`, or starts with \`*\`, \`&\`, \`!\`, \`[\`, \`{\`, \`@\`, \`\` \` \`\`, \`%\`,
  \`|\`, \`>\`, \`#\` or \`?\` and a space: \`title: "Garri: white and yellow"\`. A value that itself starts with a double quote
  goes in single quotes: \`title: '"Garri" white and yellow'\`.
- Use straight quotes (\`"\` and \`'\`) around values, not typographic ones (\`“ ”\`): phones and word
  processors often change them as you type. When the check finds a value it would read differently
  from what you meant, it tells you the exact line to write instead.
- A line starting with \`#\` is a note for other editors; it is never shown on the website.
- A **group** of fields is written under its name, each field indented by two spaces. A **list** has one
  item per line, each starting with \`- \` (indented under the list's name); the fields of one item line
  up under each other.
- Indent with ordinary spaces, never tabs. Text copied from a web page or a word processor can bring
  invisible spaces along; the check names them if it finds any.
- Below the closing \`---\` of an entry (a product, a service…) goes the longer text, in [Markdown](https://commonmark.org/help/):
  a blank line between paragraphs, \`**bold**\`, \`*italic*\`, \`~~struck through~~\`,
  \`[link text](https://example.com)\` (or \`[our products](/products/)\` for a page of this site), lists
  with \`- \`, sub-headings starting with \`### \`, and tables written as on GitHub:

  \`\`\`markdown
  | Pack  | Price    |
  | :---- | -------: |
  | 1 kg  | ₦2,000   |
  | 25 kg | ₦40,000  |
  \`\`\`

  A line of \`---\` with an empty line above it draws a divider. HTML, pictures inside the text,
  footnotes and checkboxes are not shown on the website, so the check asks you to write them another way.
  A paragraph indented by four spaces or a tab would show as code, in typewriter letters, so the
  check refuses it (for text meant as code, put a line of three backticks, \`\` \`\`\` \`\`, above and
  below it). A link needs words between its \`[\` and \`]\`.
  A link to a page of this site is written as the browser's address bar shows it, without the
  website's name (\`/contact/\`, \`/products/garri/\`); the check refuses an address the site has no
  page at. In a translation, keep the links as they are: on the French pages, \`/products/\` leads to
  the French products page (\`/fr/products/\`), or to the English one where there is no French page.
- The fields of the front matter (a name, a heading, a line of a list) are plain text, shown as
  written: type characters as they are (\`&\`, not HTML's \`&amp;\`), without Markdown's \`**\` or
  links; the check names any it finds.
- Files are saved as UTF-8 (GitHub always does this; in Notepad choose *Encoding: UTF-8* when saving)
  and named in lowercase words joined by hyphens, then the language's code, ending in \`.md\`:
  \`yam-flour.en.md\` (see [Languages](#languages)).
- If two people changed the same lines, git may leave both versions in the file between \`<<<<<<<\`,
  \`=======\` and \`>>>>>>>\` lines. The check points this out: keep the version you want and delete the rest.
- \`order\` decides the position in a list: 1 comes first. Two entries may share a number (they are
  then shown in alphabetical order), so swapping the places of two products is one edit of two files.
- **Pictures** go in \`content/images/\` (JPEG, PNG, WebP or AVIF photos, SVG drawings). Write their
  path relative to \`content/\`, such as \`images/products/garri.svg\`, and always describe the picture
  in the \`…Alt\` field for people who cannot see it. Photos are turned upright, resized for phones and
  stripped of their location data automatically; see [Pictures](#pictures) for the sizes to upload. A
  picture may also be an https address on ${IMAGE_HOSTS.join(' or ')}; then also give its \`imageWidth\`
  and \`imageHeight\` in pixels.
- **Icons** are chosen by name: ${icons.map((icon) => `\`${icon}\``).join(', ')}.
- Phone numbers are written in international format, such as \`"+234 803 123 4567"\` (with the quotes);
  see [Contact details](#contact-details) for what each contact field takes.

${languagesSection()}
${picturesSection()}
${contactsSection()}
## Every file and field

${collections.map(section).join('\n\n')}
`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const guide = contentGuide(readIcons(path.resolve(path.dirname(GUIDE), '../assets/icons.svg')))
  writeGenerated(GUIDE, guide, { command: 'npm run docs:content' })
}
