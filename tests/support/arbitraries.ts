/**
 * Generated content, shared by every test that puts made-up values into content: the fields of
 * every collection, found by walking the collection schemas (never a hand-written list), values
 * an editor could write into each (fast-check arbitraries, valid for the field), Markdown bodies,
 * and a helper that writes a copy of a content folder with generated values in it.
 *
 *   const fields = textFields()                       // every field that holds text an editor writes
 *   const draw = drawFromSeed(seed)                   // or the `g` of fc.gen() inside a property
 *   writeGeneratedContent({ from, to, draw, value: (field) => fieldArbitrary(field, 'words') })
 *
 * Kinds are found by asking each field's own schema what it accepts (a plain word, a template
 * with its placeholders, an e-mail address, a web address), by the kind of contact value it says
 * it holds (a phone number, a chat link, a map: each of the form its service takes) and, for
 * fields checked by a regular expression (HS codes), by that expression: a new field needs
 * nothing here unless it is of a new kind, and then `contentFields()` says so.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node, type Scalar } from 'yaml'
import type { z } from 'zod'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
  type FolderCollection,
} from '../../generator/content/schemas/collections/index.ts'
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max'
import mobileExamples from 'libphonenumber-js/mobile/examples'
import type { ContactKind } from '../../generator/contacts/index.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { markTranslation } from '../../generator/content/load/translation-records.ts'
import { placeholderProblem } from '../../generator/content/load/placeholders.ts'
import { contactKindOf, contactVerdict } from '../../generator/content/schemas/fields/contacts.ts'
import { holdsTranslation } from '../../generator/content/schemas/translation.ts'
import { defOf, schemaAt, unwrap } from '../../generator/content/schemas/walk.ts'

// --- The fields of the collections --------------------------------------------------------------

/** A path segment that stands for every item of a list: `['phones', EVERY_ITEM, 'label']`. */
export const EVERY_ITEM = '[]'
export type FieldPath = readonly string[]

/**
 * What a field holds:
 * - text: a line of text (also the items of a list of text);
 * - template: text with `{placeholders}` the site fills in;
 * - email, url: an e-mail address, a web address starting with https://;
 * - contact: a contact value checked against its service (`contact` says which: a phone number,
 *   a WhatsApp link, a profile, the map…);
 * - pattern: text of a fixed shape checked by a regular expression (HS code);
 * - number, choice, picture: not text an editor writes (a position, an icon name, a picture file);
 * - reference: the file name of an entry of another folder (a product's category), which must
 *   exist: kept as the content has it;
 * - markdown: Markdown text written as a block, generated as bodies are (`bodyFields`).
 */
export type FieldKind =
  | 'text'
  | 'template'
  | 'email'
  | 'url'
  | 'contact'
  | 'pattern'
  | 'number'
  | 'choice'
  | 'reference'
  | 'picture'
  | 'markdown'
export type TextKind = Exclude<FieldKind, 'number' | 'choice' | 'reference' | 'picture' | 'markdown'>
const TEXT_KINDS: readonly FieldKind[] = ['text', 'template', 'email', 'url', 'contact', 'pattern']

export interface ContentField {
  collection: Collection
  /** Where the field is in the front matter; EVERY_ITEM for each item of a list. */
  path: FieldPath
  /** `site.md phones[].label`, `products/*.md name`: for messages. */
  label: string
  kind: FieldKind
  /** The most characters the field takes, when it has a limit (text and templates). */
  max?: number
  /** The `{placeholders}` a template must contain. */
  placeholders: readonly string[]
  /** The regular expression a `pattern` field is checked with. */
  pattern?: RegExp
  /** The kind of contact value a `contact` field holds. */
  contact?: ContactKind
  /** Whether the field may be left out. */
  optional: boolean
  example?: string
  /** The field's schema, its wrappers included. */
  schema: z.ZodType
  /** Whether the field's schema accepts the value (as written in the front matter). */
  accepts(value: string): boolean
}

/** Markdown text of a collection's files: below the front matter (a folder's entries), or a field
 *  of the front matter written as a block (`path`: a single file's story, its footer text). */
export interface BodyField {
  collection: Collection
  label: string
  required: boolean
  /** Where a Markdown field is in the front matter; none for the text below it. */
  path?: FieldPath
}

let collections: Collection[] | undefined

/** The collections as the schemas define them (picture files and icons are not looked up): the
 *  same objects on every call, so fields can be compared by their collection. */
export function collectionList(): Collection[] {
  collections ??= Object.values(defineCollections(contextWithoutFiles(['star']))) as Collection[]
  return collections
}

const fileLabel = (collection: Collection) =>
  collection.kind === 'folder' ? `${collection.path}/*.md` : collection.path

const pathLabel = (segments: FieldPath) =>
  segments.map((segment, index) => (segment === EVERY_ITEM ? '[]' : `${index ? '.' : ''}${segment}`)).join('')

/** The shape a field of fixed form declares in its metadata (`pattern`, as JSON Schema names it). */
function patternOf(schema: unknown): RegExp | undefined {
  const { pattern } = unwrap(schema).meta
  return typeof pattern === 'string' ? new RegExp(pattern) : undefined
}

/** The longest value a text field accepts, found by asking it; undefined when it has no limit. */
function longestAccepted(accepts: (value: string) => boolean, filler: (length: number) => string): number | undefined {
  const ceiling = 20_000
  if (accepts(filler(ceiling))) return undefined
  let low = 1
  let high = ceiling
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (accepts(filler(middle))) low = middle
    else high = middle
  }
  return low
}

/** Probes whose acceptance tells the kinds apart. */
const PROBE_WORD = 'Harvest'
const PROBE_EMAIL = 'sales@harvest.ng'
const PROBE_URL = 'https://www.harvest.ng/'

function describeLeaf(collection: Collection, segments: FieldPath, schema: z.ZodType, optional: boolean): ContentField {
  const { meta, example } = unwrap(schema)
  const accepts = (value: string) => schema.safeParse(value).success
  const placeholders = [...new Set(example?.match(/\{[^{}\s]+\}/g) ?? [])]
  const field: ContentField = {
    collection,
    path: segments,
    label: `${fileLabel(collection)} ${pathLabel(segments)}`,
    kind: 'text',
    placeholders: [],
    optional,
    schema,
    accepts,
    ...(example === undefined ? {} : { example }),
  }
  const output = example === undefined ? undefined : schema.safeParse(example)
  if (meta.picture) return { ...field, kind: 'picture' }
  if (meta.markdown) return { ...field, kind: 'markdown' }
  if (meta.options) return { ...field, kind: 'choice' }
  if (meta.references) return { ...field, kind: 'reference' }
  const contact = contactKindOf(meta as { contact?: unknown })
  if (contact) return { ...field, kind: 'contact', contact }
  if (output?.success && typeof output.data === 'number') return { ...field, kind: 'number' }
  if (accepts(PROBE_WORD)) {
    const max = longestAccepted(accepts, (length) => 'x'.repeat(length))
    return { ...field, kind: 'text', ...(max === undefined ? {} : { max }) }
  }
  if (placeholders.length && accepts(`${PROBE_WORD} ${placeholders.join(' ')}`)) {
    const fixed = placeholders.join('')
    const max = longestAccepted(accepts, (length) => fixed + 'x'.repeat(Math.max(1, length - fixed.length)))
    return { ...field, kind: 'template', placeholders, ...(max === undefined ? {} : { max }) }
  }
  if (accepts(PROBE_EMAIL)) return { ...field, kind: 'email' }
  if (accepts(PROBE_URL)) return { ...field, kind: 'url' }
  const pattern = patternOf(schema)
  if (pattern && example !== undefined && accepts(example)) return { ...field, kind: 'pattern', pattern }
  throw new Error(
    `${field.label}: a field of a kind the generated content does not know (it takes none of a word, a template, an e-mail address, a web address or a pattern); add an arbitrary for it in tests/support/arbitraries.ts`,
  )
}

/** Every field of every collection, in schema order, whatever it holds. */
export function contentFields(collections: readonly Collection[] = collectionList()): ContentField[] {
  const fields: ContentField[] = []
  const walk = (collection: Collection, schema: unknown, segments: FieldPath, optional: boolean) => {
    const unwrapped = unwrap(schema)
    const def = defOf(unwrapped.schema)
    const isOptional = optional || unwrapped.optional
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        walk(collection, child, [...segments, key], isOptional)
    } else if (def.type === 'array') walk(collection, def.element, [...segments, EVERY_ITEM], isOptional)
    else fields.push(describeLeaf(collection, segments, schema as z.ZodType, isOptional))
  }
  for (const collection of collections) walk(collection, collection.schema, [], false)
  return fields
}

/** Every field that holds text an editor writes: text, list items, templates, e-mail and web
 *  addresses, phone numbers and codes. */
export function textFields(collections: readonly Collection[] = collectionList()): ContentField[] {
  return contentFields(collections).filter((field) => TEXT_KINDS.includes(field.kind))
}

/** Every field that holds a contact value (a phone number, a chat link, a profile…), each with
 *  the kind its service checks. */
export function contactFields(collections: readonly Collection[] = collectionList()): ContentField[] {
  return contentFields(collections).filter((field) => field.kind === 'contact')
}

/** Every Markdown text of the collections: the bodies of folders' entries, and the Markdown
 *  fields of single files (found by their schema's `markdown` metadata). */
export function bodyFields(collections: readonly Collection[] = collectionList()): BodyField[] {
  const markdownFields = contentFields(collections)
    .filter((field) => field.kind === 'markdown')
    .map((field) => ({ collection: field.collection, label: field.label, required: !field.optional, path: field.path }))
  return [
    ...collections.flatMap((collection) =>
      collection.kind === 'folder'
        ? [
            {
              collection,
              label: `${fileLabel(collection)} (${collection.body.label})`,
              required: collection.body.required,
            },
          ]
        : [],
    ),
    ...markdownFields,
  ]
}

// --- Values ---------------------------------------------------------------------------------------

/** Room for a field without a limit: longer than anything a screen shows on one line. */
export const GENEROUS_LENGTH = 300

/**
 * The shapes of text the generators make:
 * - token: one long word without spaces (a web address pasted as a name, a German compound);
 * - words: long words with spaces between them;
 * - rtl: Arabic and Hebrew words, some Latin ones and numbers among them;
 * - emoji: emoji (with skin tones, flags, keycaps) and letters with combining marks, no spaces;
 * - address: a long web or e-mail address pasted as text;
 * - mixed: any of these.
 */
export type Shape = 'token' | 'words' | 'rtl' | 'emoji' | 'address' | 'mixed'
export const SHAPES: readonly Exclude<Shape, 'mixed'>[] = ['token', 'words', 'rtl', 'emoji', 'address']

const chars = (text: string) => fc.constantFrom(...text)
const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const ALPHANUMERIC = `${LOWER}${LOWER.toUpperCase()}0123456789`
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'
const HEBREW = 'אבגדהוזחטיכלמנסעפצקרשת'
/** Whole emoji, each one cluster a reader sees as one character: none holds an invisible joiner. */
const EMOJI = ['🌾', '🐟', '🥥', '🌶️', '👍🏾', '🙌🏿', '🇳🇬', '🇬🇧', '1️⃣', '🧑🏽', '❤️', '🫘']
const COMBINING = Array.from({ length: 0x36f - 0x300 + 1 }, (_, index) => String.fromCodePoint(0x300 + index))

/** Clusters joined up to `budget` UTF-16 code units, never cutting one in two. */
function fitClusters(clusters: readonly string[], budget: number, separator = ''): string {
  let text = ''
  for (const cluster of clusters) {
    const next = text ? `${text}${separator}${cluster}` : cluster
    if (next.length > budget) break
    text = next
  }
  return text
}

/** A word without spaces of `minLength` to `maxLength` letters and digits. */
export function longToken({ minLength, maxLength }: { minLength: number; maxLength: number }): fc.Arbitrary<string> {
  return fc.string({ unit: chars(ALPHANUMERIC), minLength, maxLength })
}

/** Words from an alphabet joined with spaces, up to `budget` characters. */
function wordsOf(word: fc.Arbitrary<string>, budget: number, fill: boolean): fc.Arbitrary<string> {
  const count = Math.max(1, Math.ceil(budget / 8))
  return fc
    .array(word, { minLength: fill ? count : 1, maxLength: count })
    .map((words) => fitClusters(words, budget, ' ') || words[0]!.slice(0, budget))
}

/** Long words (8 to 40 letters) with spaces between them, up to `budget` characters. */
export function longWords(budget: number, { fill = false } = {}): fc.Arbitrary<string> {
  return wordsOf(fc.string({ unit: chars(LOWER), minLength: 8, maxLength: 40 }), budget, fill)
}

/** Right-to-left text: Arabic and Hebrew words, with a Latin word or a number among them. */
export function rightToLeftText(budget: number, { fill = false } = {}): fc.Arbitrary<string> {
  const word = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: chars(ARABIC), minLength: 2, maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: chars(HEBREW), minLength: 2, maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: chars(LOWER), minLength: 2, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 99_999 }).map(String) },
  )
  // It starts with a right-to-left word, so the whole value reads right to left.
  return fc
    .tuple(fc.string({ unit: chars(ARABIC), minLength: 2, maxLength: 24 }), wordsOf(word, budget, fill))
    .map(([first, rest]) => fitClusters([first, ...rest.split(' ')], budget, ' '))
}

/** Emoji and letters carrying one to four combining marks, run together without spaces. */
export function emojiText(budget: number, { fill = false } = {}): fc.Arbitrary<string> {
  const marked = fc
    .tuple(chars(LOWER), fc.array(fc.constantFrom(...COMBINING), { minLength: 1, maxLength: 4 }))
    .map(([letter, marks]) => letter + marks.join(''))
  const cluster = fc.oneof(fc.constantFrom(...EMOJI), marked, chars(ALPHANUMERIC))
  const count = Math.max(1, Math.ceil(budget / 2))
  return fc
    .array(cluster, { minLength: fill ? count : 1, maxLength: count })
    .map((clusters) => fitClusters(clusters, budget) || 'a')
}

/** Text of a shape, up to `budget` characters (all of it with `fill`). */
export function shapedText(shape: Shape, budget: number, { fill = false } = {}): fc.Arbitrary<string> {
  switch (shape) {
    case 'token':
      return longToken({ minLength: fill ? budget : Math.min(budget, Math.ceil(budget / 2)), maxLength: budget })
    case 'words':
      return longWords(budget, { fill })
    case 'rtl':
      return rightToLeftText(budget, { fill })
    case 'emoji':
      return emojiText(budget, { fill })
    case 'address':
      return fc
        .oneof(longUrl({ fill }), longEmail({ fill }))
        .map((address) => address.slice(0, budget).replace(/[.@/:?=-]+$/, '') || 'a')
    case 'mixed':
      return fc.oneof(...SHAPES.map((each) => shapedText(each, budget, { fill })))
  }
}

/** A DNS label of `minLength` to `maxLength` (at most 63) letters, digits and inner hyphens. */
function dnsLabel(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: chars(`${LOWER}0123456789-`), minLength, maxLength })
    .map((label) => label.replace(/^-+|-+$/g, 'a').replace(/^$/, 'a'))
}

/** A host name with long labels, `length` characters at most, ending in a real top-level domain. */
function hostName(length: number, fill: boolean): fc.Arbitrary<string> {
  const tld = fc.constantFrom('ng', 'com', 'org', 'africa', 'co.uk')
  const labels = Math.max(1, Math.floor(length / 64))
  return fc
    .tuple(fc.array(dnsLabel(fill ? 63 : 1, 63), { minLength: labels, maxLength: labels }), tld)
    .map(([parts, top]) => {
      const host = `${parts.join('.')}.${top}`
      return host.length <= length ? host : `${host.slice(host.length - length).replace(/^[.-]+/, '')}`
    })
}

/**
 * E-mail addresses as long as the address rules allow (64 characters before the @, 254 in all)
 * with `fill`, and of any length up to that otherwise.
 */
export function longEmail({ fill = false } = {}): fc.Arbitrary<string> {
  const local = fc
    .tuple(
      fc.array(fc.string({ unit: chars(`${LOWER}0123456789`), minLength: 1, maxLength: 20 }), {
        minLength: fill ? 8 : 1,
        maxLength: 8,
      }),
      fc.constantFrom('.', '_', '-', '+'),
    )
    .map(
      ([parts, separator]) =>
        parts
          .join(fill ? '.' : separator)
          .slice(0, 64)
          .replace(/[.]+$/, '') || 'a',
    )
  return fc.tuple(local, hostName(254 - 65, fill)).map(([name, host]) => `${name}@${host}`)
}

/** A web address starting with https://: a long host name and, when `withPath`, a long path and query. */
export function longUrl({ withPath = true, fill = false } = {}): fc.Arbitrary<string> {
  const segment = fc.string({ unit: chars(`${ALPHANUMERIC}-_.~`), minLength: fill ? 60 : 1, maxLength: 60 })
  const path = withPath
    ? fc
        .tuple(fc.array(segment, { minLength: fill ? 4 : 0, maxLength: 4 }), fc.option(segment, { nil: undefined }))
        .map(([segments, query]) => `/${segments.join('/')}${query ? `?q=${query}` : ''}`)
    : fc.constant('/')
  return fc.tuple(hostName(120, fill), path).map(([host, rest]) => `https://${host}${rest}`)
}

/** Countries whose mobile numbers the generated phone numbers and chat links use. */
const COUNTRIES: readonly CountryCode[] = ['NG', 'GH', 'CI', 'SN', 'CM', 'GB', 'FR', 'DE', 'US', 'CN', 'IN', 'BR', 'AE']
const mobileNumber = fc.constantFrom(...COUNTRIES).map((country) => getExampleNumber(country, mobileExamples as never)!)
const handle = (alphabet: string, minLength: number, maxLength: number, fill: boolean) =>
  fc.string({ unit: chars(alphabet), minLength: fill ? maxLength : minLength, maxLength })
const queryWords = (fill: boolean) =>
  shapedText('words', 200, { fill }).map((words) => encodeURIComponent(words.trim() || 'Aba'))

/**
 * Contact values of a kind, in the form its service takes (the form the site publishes, so what
 * a page shows equals what was written): mobile numbers of many countries, chat links to them,
 * profiles with names as long as each network allows (with `fill`), map and form addresses.
 */
export function contactArbitrary(kind: ContactKind, { fill = false } = {}): fc.Arbitrary<string> {
  const ofForm = (value: string) => {
    const verdict = contactVerdict(kind, value, {})
    return verdict.ok && !verdict.corrected
  }
  const values: Record<ContactKind, fc.Arbitrary<string>> = {
    phone: mobileNumber.map((number) => number.formatInternational()),
    whatsappChat: mobileNumber.map((number) => `https://wa.me/${number.number.slice(1)}`),
    whatsappCatalogue: mobileNumber.map((number) => `https://wa.me/c/${number.number.slice(1)}`),
    email: longEmail({ fill }),
    siteUrl: longUrl({ withPath: false, fill }),
    instagram: handle(`${LOWER}0123456789._`, 1, 30, fill).map((name) => `https://www.instagram.com/${name}`),
    facebook: handle(`${ALPHANUMERIC}.`, 5, 50, fill).map((name) => `https://www.facebook.com/${name}`),
    youtube: handle(`${ALPHANUMERIC}_.-`, 3, 30, fill).map((name) => `https://www.youtube.com/@${name}`),
    tiktok: handle(`${LOWER}0123456789_.`, 2, 24, fill).map((name) => `https://www.tiktok.com/@${name}`),
    mapEmbed: queryWords(fill).map((query) => `https://www.google.com/maps?q=${query}&output=embed`),
    mapLink: queryWords(fill).map((query) => `https://www.google.com/maps/search/?api=1&query=${query}`),
    contactForm: handle(`${ALPHANUMERIC}_-`, 20, 60, fill).map(
      (id) => `https://docs.google.com/forms/d/e/1FAIpQL${id}/viewform?embedded=true`,
    ),
  }
  return values[kind].filter(ofForm)
}

/** Values a field takes that are not placeholders (example.com addresses, numbers of zeros). */
const publishable = (field: ContentField) => (value: string) =>
  field.accepts(value) && placeholderProblem(value) === undefined

/**
 * Values an editor could write into a field, of a shape, valid for the field: text and
 * templates up to the field's limit (GENEROUS_LENGTH when it has none; all of it with
 * `fill: true`, the worst case for a screen), e-mail and web addresses as long as the rules
 * allow, values of a pattern (phone numbers) as the pattern makes them (the longest of fifty with `fill`).
 * Templates keep their placeholders. Throws for fields that hold no text.
 */
export function fieldArbitrary(field: ContentField, shape: Shape, { fill = false } = {}): fc.Arbitrary<string> {
  const valid = publishable(field)
  switch (field.kind) {
    case 'text':
      return shapedText(shape, field.max ?? GENEROUS_LENGTH, { fill }).filter(valid)
    case 'template': {
      const joined = shape === 'token' || shape === 'emoji' || shape === 'address'
      const fixed = field.placeholders.join(joined ? '' : ' ')
      const budget = (field.max ?? GENEROUS_LENGTH) - fixed.length - 1
      return shapedText(shape, Math.max(1, budget), { fill })
        .map((text) => (joined ? `${fixed}${text}` : `${text} ${fixed}`))
        .filter(valid)
    }
    case 'email':
      return longEmail({ fill }).filter(valid)
    case 'url': {
      // An address written without a path (the site's own address) keeps that shape.
      const withPath = field.example === undefined || new URL(field.example).pathname !== '/'
      return longUrl({ withPath, fill }).filter(valid)
    }
    case 'contact':
      return contactArbitrary(field.contact!, { fill }).filter(valid)
    case 'pattern': {
      const matching = fc.stringMatching(field.pattern!).filter(valid)
      return fill
        ? fc
            .array(matching, { minLength: 50, maxLength: 50 })
            .map((values) => values.reduce((longest, value) => (value.length > longest.length ? value : longest)))
        : matching
    }
    default:
      throw new Error(`${field.label} holds no text (${field.kind})`)
  }
}

/** Any value of a field: any shape, of any length up to the field's limit or filling it. */
export function anyFieldValue(field: ContentField): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...SHAPES), fc.boolean())
    .chain(([shape, fill]) => fieldArbitrary(field, shape, { fill }))
}

// --- Markdown bodies ------------------------------------------------------------------------------

/** Text for Markdown: a shape, free of the characters Markdown reads as markup (none of the alphabets has any). */
const inlineText = (budget: number) => shapedText('mixed', budget)

/**
 * A Markdown body an editor could write, as docs/CONTENT.md allows it, built to stress a narrow
 * screen: very long words, long link texts and web addresses, bare addresses and e-mail
 * addresses, bold and code, lists, sub-headings, quotes, code blocks and tables with long cells.
 */
export function markdownBody({ fill = false } = {}): fc.Arbitrary<string> {
  const token = shapedText('token', GENEROUS_LENGTH, { fill })
  const cell = fc.oneof(shapedText('token', 80, { fill }), longWords(80), rightToLeftText(40), emojiText(40))
  const table = fc
    .tuple(
      fc.integer({ min: 2, max: 5 }),
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom(':---', '---:', ':---:', '---'),
    )
    .chain(([columns, rows, align]) =>
      fc
        .array(fc.array(cell, { minLength: columns, maxLength: columns }), {
          minLength: rows + 1,
          maxLength: rows + 1,
        })
        .map(([head, ...body]) =>
          [head!, Array.from({ length: columns }, () => align), ...body]
            .map((row) => `| ${row.join(' | ')} |`)
            .join('\n'),
        ),
    )
  const block = fc.oneof(
    token,
    inlineText(GENEROUS_LENGTH),
    fc.tuple(inlineText(120), longUrl({ fill })).map(([text, url]) => `[${text}](${url})`),
    fc
      .tuple(longWords(60), longUrl({ fill }), longEmail({ fill }))
      .map(([text, url, email]) => `${text} ${url} ${email}`),
    fc.tuple(token, longWords(80)).map(([bold, text]) => `**${bold}** ${text} \`${bold.slice(0, 120)}\``),
    fc
      .array(inlineText(160), { minLength: 1, maxLength: 4 })
      .map((items) => items.map((item) => `- ${item}`).join('\n')),
    token.map((heading) => `### ${heading}`),
    inlineText(200).map((quote) => `> ${quote}`),
    token.map((code) => `\`\`\`\n${code}\n\`\`\``),
    table,
  )
  return fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => `${blocks.join('\n\n')}\n`)
}

/** The body with every kind of block in it, long: the worst case for a screen. */
export function worstMarkdownBody(): fc.Arbitrary<string> {
  const fill = { fill: true }
  return fc
    .tuple(
      shapedText('token', GENEROUS_LENGTH, fill),
      longUrl(fill),
      longEmail(fill),
      shapedText('token', 120, fill),
      fc.array(shapedText('token', 80, fill), { minLength: 12, maxLength: 12 }),
    )
    .map(([token, url, email, short, cells]) =>
      [
        token,
        `[${short}](${url})`,
        `${url} ${email}`,
        `**${short}** \`${short}\``,
        `- ${token}`,
        `### ${token}`,
        `> ${token}`,
        `\`\`\`\n${token}\n\`\`\``,
        [
          `| ${cells.slice(0, 4).join(' | ')} |`,
          '| :--- | ---: | :---: | --- |',
          `| ${cells.slice(4, 8).join(' | ')} |`,
          `| ${cells.slice(8).join(' | ')} |`,
        ].join('\n'),
        '',
      ].join('\n\n'),
    )
}

// --- Drawing values -------------------------------------------------------------------------------

/** Draws one value of an arbitrary: the `g` of `fc.gen()` in a property, or drawFromSeed outside one. */
export type Draw = <T>(arbitrary: fc.Arbitrary<T>) => T

/** Values drawn one after another from a seed: the same seed draws the same values. */
export function drawFromSeed(seed: number): Draw {
  const generate = fc.sample(fc.gen(), { seed, numRuns: 1 })[0]!
  return <T>(arbitrary: fc.Arbitrary<T>): T => generate(() => arbitrary)
}

/** Wraps a property's `g` (from fc.gen()) as a Draw. */
export const drawWith =
  (generate: fc.GeneratorValue): Draw =>
  <T>(arbitrary: fc.Arbitrary<T>): T =>
    generate(() => arbitrary)

// --- Writing a content folder ---------------------------------------------------------------------

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/

/** Items a list of text gets when the file has none. */
const NEW_LIST_ITEMS = 2

export interface GenerateOptions {
  /** The content folder to copy (the fixture content, say). */
  from: string
  /** The new folder: created, or emptied first. */
  to: string
  draw: Draw
  /** The values of a field; undefined leaves the field as it is. Default: every text field, any shape. */
  value?: (field: ContentField) => fc.Arbitrary<string> | undefined
  /** The body of a file; undefined leaves it as it is. Default: markdownBody(). */
  body?: (body: BodyField) => fc.Arbitrary<string> | undefined
  /** At least this many entries in a folder collection, by its name (products: 25): copies of its files. */
  entries?: Readonly<Record<string, number>>
}

export interface GeneratedContent {
  contentDir: string
  /** Every value written, by file (relative to the content folder) and front matter path. */
  written: { file: string; path: (string | number)[]; field: ContentField; value: string }[]
  /** Every body written, by file; a Markdown field's also by its front matter path. */
  bodies: { file: string; body: BodyField; value: string; path?: (string | number)[] }[]
}

/** The end of the names of a content folder's entries in its default language: `.en.md`. */
export const entrySuffix = (contentDir: string) => `.${readSiteBasics(contentDir).languages[0].code}.md`

/** The codes of a content folder's languages, as the loader reads them from its site.md. */
const languageCodes = (contentDir: string) => readSiteBasics(contentDir).languages.map((language) => language.code)

/** An entry file's name as its entry and language: garri.fr.md → garri, fr. */
const ENTRY_FILE = /^(.+)\.([a-z]{2,3})\.md$/

/**
 * Keeps a content folder consistent after its site.md's languages changed code (a generated value
 * written into a language's code): each file and section written in a language follows its new
 * code, by its place in the list (garri.en.md → garri.sw.md, `fr:` → `ceb:`), as an editor would
 * rename them. Returns the codes changed, each old one with its new one.
 */
function followLanguages(contentDir: string, before: readonly string[]): ReadonlyMap<string, string> {
  const basics = readSiteBasics(contentDir)
  const after = basics.languages.map((language) => language.code)
  const renamed = new Map<string, string>()
  if (!basics.languagesKnown || after.length !== before.length) return renamed
  before.forEach((code, index) => {
    if (after[index] !== code) renamed.set(code, after[index]!)
  })
  if (renamed.size === 0) return renamed
  for (const collection of collectionList()) {
    const at = path.join(contentDir, collection.path)
    if (!fs.existsSync(at)) continue
    if (collection.kind === 'folder') {
      // In two steps, so two languages may swap codes.
      const moves = fs.readdirSync(at).flatMap((name) => {
        const match = ENTRY_FILE.exec(name)
        const code = match && renamed.get(match[2]!)
        return match && code ? [{ from: name, to: `${match[1]!}.${code}.md`, step: `${name}.renaming` }] : []
      })
      for (const move of moves) fs.renameSync(path.join(at, move.from), path.join(at, move.step))
      for (const move of moves) fs.renameSync(path.join(at, move.step), path.join(at, move.to))
      continue
    }
    const split = splitFile(fs.readFileSync(at, 'utf8'), collection.path)
    const document = parseDocument(split.yaml, { schema: 'failsafe' })
    if (!isMap(document.contents)) continue
    let changed = false
    for (const pair of document.contents.items) {
      const code = isScalar(pair.key) ? renamed.get(String(pair.key.value)) : undefined
      if (code === undefined || !isScalar(pair.key)) continue
      pair.key.value = code
      changed = true
    }
    if (changed) fs.writeFileSync(at, `---\n${document.toString({ lineWidth: 0 })}---\n${split.body}`)
  }
  return renamed
}

/** The files of a collection in a content folder, relative to it: for a folder, its entries in
 *  the default language (their translations follow them: see translations.ts). */
function filesOf(contentDir: string, collection: Collection): string[] {
  if (collection.kind === 'file') return fs.existsSync(path.join(contentDir, collection.path)) ? [collection.path] : []
  const dir = path.join(contentDir, collection.path)
  const suffix = entrySuffix(contentDir)
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => `${collection.path}/${name}`)
}

function splitFile(text: string, file: string): { yaml: string; body: string } {
  const match = FRONT_MATTER.exec(text)
  if (!match) throw new Error(`${file} has no front matter`)
  return { yaml: match[1]!, body: text.slice(match[0].length) }
}

/** The document's value at a path, as plain data. */
const valueAt = (document: Document, at: readonly (string | number)[]) => document.getIn(at, true) as Node | undefined

/** A value as a double-quoted YAML scalar: YAML reads it back exactly as it is, whatever it holds. */
function quoted(document: Document, value: string): Scalar {
  const node = document.createNode(value) as Scalar
  node.type = 'QUOTE_DOUBLE'
  return node
}

/** The other languages' codes of a content folder (all but the default one). */
const translationCodes = (contentDir: string) => languageCodes(contentDir).slice(1)

/** A default-language entry file's translation into `code`: products/garri.en.md → products/garri.fr.md. */
const translationFile = (contentDir: string, file: string, code: string) =>
  `${path.posix.dirname(file)}/${path.posix.basename(file, entrySuffix(contentDir))}.${code}.md`

/**
 * Copies of entries of a folder collection until it holds `count`, each with its own file, order
 * and unique field, with its translations (the unique field made unique in each where it is
 * translated). Returns the translation files written, whose records are to be brought up to date.
 */
function addEntries(contentDir: string, collection: FolderCollection, count: number): string[] {
  const files = filesOf(contentDir, collection)
  if (files.length === 0) throw new Error(`${collection.path}/ has no entry to copy`)
  const orders = files.map((file) => {
    const { yaml } = splitFile(fs.readFileSync(path.join(contentDir, file), 'utf8'), file)
    return Number(parseDocument(yaml, { schema: 'failsafe' }).get('order')) || 0
  })
  let order = Math.max(0, ...orders)
  const suffix = entrySuffix(contentDir)
  const translations: string[] = []
  const copy = (source: string, target: string, edit: (document: Document) => void) => {
    const { yaml, body } = splitFile(fs.readFileSync(path.join(contentDir, source), 'utf8'), source)
    const document = parseDocument(yaml, { schema: 'failsafe' })
    edit(document)
    fs.writeFileSync(path.join(contentDir, target), `---\n${document.toString({ lineWidth: 0 })}---\n${body}`)
  }
  const numbered = (document: Document, index: number) => {
    if (document.has(collection.uniqueField))
      document.set(collection.uniqueField, `${String(document.get(collection.uniqueField))} ${index + 1}`)
  }
  for (let index = files.length; index < count; index++) {
    const source = files[index % files.length]!
    const target = `${collection.path}/${path.basename(source, suffix)}-${index + 1}${suffix}`
    copy(source, target, (document) => {
      document.set('order', String(++order))
      numbered(document, index)
    })
    for (const code of translationCodes(contentDir)) {
      const from = translationFile(contentDir, source, code)
      if (!fs.existsSync(path.join(contentDir, from))) continue
      const to = translationFile(contentDir, target, code)
      copy(from, to, (document) => numbered(document, index))
      translations.push(to)
    }
  }
  return translations
}

/**
 * The places a default-language file's texts are written in: the file itself, and its
 * translations, each the texts alone (a single file's section under a language's code in the
 * same file, an entry's file in another language).
 */
function placesOf(
  contentDir: string,
  collection: Collection,
  file: string,
): { file: string; prefix: string[]; translation: boolean }[] {
  const own = { file, prefix: [], translation: false }
  const codes = translationCodes(contentDir)
  if (collection.kind === 'folder')
    return [
      own,
      ...codes
        .map((code) => translationFile(contentDir, file, code))
        .filter((translation) => fs.existsSync(path.join(contentDir, translation)))
        .map((translation) => ({ file: translation, prefix: [], translation: true })),
    ]
  const { yaml } = splitFile(fs.readFileSync(path.join(contentDir, file), 'utf8'), file)
  const document = parseDocument(yaml, { schema: 'failsafe' })
  return [
    own,
    ...codes.filter((code) => document.has(code)).map((code) => ({ file, prefix: [code], translation: true })),
  ]
}

/**
 * Writes a copy of a content folder in which fields (every text field unless `value` says
 * otherwise) and bodies take generated values, in every language: the texts of the default
 * language's files and of their translations (each translation then recorded as up to date with
 * its original, as `npm run translations -- --mark` does), the fields the same in every language
 * once. Front matter is edited as YAML, read as the build reads it (every scalar text), and each
 * value written double-quoted, so it reads back exactly. Other rules stay kept: a value is never
 * used twice for the same field of a collection (names and titles differ between entries and
 * languages, list items between each other), optional fields and lists the file lacks are added,
 * copies of entries get their own file name and order, and the files and sections of a language
 * whose code was written anew follow it.
 */
export function writeGeneratedContent(options: GenerateOptions): GeneratedContent {
  const { from, to, draw } = options
  const valueOf = options.value ?? ((field: ContentField) => fieldArbitrary(field, 'mixed'))
  const bodyOf = options.body ?? (() => markdownBody())
  fs.rmSync(to, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(to), { recursive: true })
  fs.cpSync(from, to, { recursive: true })

  /** Translations whose record of their original is to be brought up to date, once all is written. */
  const toMark = new Set<string>()
  const all = collectionList()
  for (const collection of all) {
    const count = options.entries?.[collection.name]
    if (count && collection.kind === 'folder') for (const file of addEntries(to, collection, count)) toMark.add(file)
  }

  const fields = textFields(all)
  const bodies = bodyFields(all)
  const written: GeneratedContent['written'] = []
  const bodiesWritten: GeneratedContent['bodies'] = []
  /** Values used per field of a collection, as the loader compares names (any letter case, NFC). */
  const used = new Map<string, Set<string>>()
  const fresh = (field: ContentField, arbitrary: fc.Arbitrary<string>): string => {
    const key = field.label
    const seen = used.get(key) ?? new Set<string>()
    used.set(key, seen)
    for (let attempt = 0; attempt < 50; attempt++) {
      const value = draw(arbitrary)
      const normal = value.normalize('NFC').toLowerCase()
      if (seen.has(normal)) continue
      seen.add(normal)
      return value
    }
    throw new Error(`${field.label}: the generator gives no new value after 50 tries`)
  }

  for (const collection of all) {
    const own = fields.filter((field) => field.collection === collection)
    const body = bodies.find((each) => each.collection === collection && !each.path)
    const markdownFields = bodies.filter((each) => each.collection === collection && each.path)
    for (const original of filesOf(to, collection)) {
      const languages = languageCodes(to)
      const places = placesOf(to, collection, original)
      for (const file of new Set(places.map((place) => place.file))) {
        const absolute = path.join(to, file)
        const split = splitFile(fs.readFileSync(absolute, 'utf8'), file)
        const document = parseDocument(split.yaml, { schema: 'failsafe' })
        const before = { fields: written.length, bodies: bodiesWritten.length }
        for (const { prefix, translation } of places.filter((place) => place.file === file)) {
          for (const field of own) {
            // A field the same in every language is written once, in the default language.
            if (translation && !holdsTranslation(field.schema)) continue
            const arbitrary = valueOf(field)
            if (!arbitrary) continue
            // Every concrete path of the field in this file: each item of each list on the way.
            const expand = (done: (string | number)[], rest: readonly string[]): (string | number)[][] => {
              if (rest.length === 0) return [done]
              const [head, ...tail] = rest as [string, ...string[]]
              if (head !== EVERY_ITEM) return expand([...done, head], tail)
              const list = valueAt(document, done)
              if (isSeq(list)) return list.items.flatMap((_, index) => expand([...done, index], tail))
              // A list of text the file lacks gets a few items; a missing list of groups is left out.
              if (tail.length === 0 && list === undefined) {
                document.setIn(done, document.createNode([]))
                return Array.from({ length: NEW_LIST_ITEMS }, (_, index) => [...done, index])
              }
              return []
            }
            for (const at of expand([...prefix], field.path)) {
              const value = fresh(field, arbitrary)
              const node = quoted(document, value)
              if (typeof at.at(-1) === 'number') {
                const list = valueAt(document, at.slice(0, -1))
                if (isSeq(list)) list.items[at.at(-1) as number] = node
              } else document.setIn(at, node)
              written.push({ file, path: at, field, value })
            }
          }
          for (const markdown of markdownFields) {
            if (translation && schemaAt(collection.schema, markdown.path!)?.meta.translate !== true) continue
            const arbitrary = bodyOf(markdown)
            if (!arbitrary) continue
            const value = draw(arbitrary)
            const node = document.createNode(value) as Scalar
            // Markdown in front matter is a block (`text: |`), which keeps its lines.
            node.type = 'BLOCK_LITERAL'
            const at = [...prefix, ...markdown.path!]
            document.setIn(at, node)
            bodiesWritten.push({ file, body: markdown, value, path: at })
          }
        }
        let text = split.body
        const bodyArbitrary = body ? bodyOf(body) : undefined
        if (body && bodyArbitrary) {
          const value = draw(bodyArbitrary)
          text = `\n${value}`
          bodiesWritten.push({ file, body, value })
        }
        // A file nothing was written into stays exactly as it was.
        if (written.length > before.fields || bodiesWritten.length > before.bodies) {
          fs.writeFileSync(absolute, `---\n${document.toString({ lineWidth: 0 })}---\n${text}`)
          for (const place of places) if (place.translation) toMark.add(place.file)
        }
      }
      // A language's code written anew: its files and sections follow it, and so do the places kept here.
      const renamed = followLanguages(to, languages)
      if (renamed.size === 0) continue
      const fileAfter = (file: string) => {
        const match = ENTRY_FILE.exec(file)
        const code = match && renamed.get(match[2]!)
        return match && code ? `${match[1]!}.${code}.md` : file
      }
      const single = new Set(all.filter((each) => each.kind === 'file').map((each) => each.path))
      const placeAfter = (file: string, at: (string | number)[]) => {
        const section = single.has(file) && typeof at[0] === 'string' ? renamed.get(at[0]) : undefined
        return section ? [section, ...at.slice(1)] : at
      }
      written.forEach((entry, index) => {
        written[index] = { ...entry, file: fileAfter(entry.file), path: placeAfter(entry.file, entry.path) }
      })
      bodiesWritten.forEach((entry, index) => {
        bodiesWritten[index] = {
          ...entry,
          file: fileAfter(entry.file),
          ...(entry.path ? { path: placeAfter(entry.file, entry.path) } : {}),
        }
      })
      const marks = [...toMark].map(fileAfter)
      toMark.clear()
      for (const file of marks) toMark.add(file)
    }
  }
  for (const file of toMark) {
    const marked = markTranslation(to, path.join(to, file))
    if (!marked.ok) throw new Error(`${file}: ${marked.reason}`)
  }
  return { contentDir: to, written, bodies: bodiesWritten }
}

// --- Hostile text ---------------------------------------------------------------------------------

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index))

/** C0 and C1 control characters and DELETE, line breaks and tabs among them. */
export const CONTROL_CHARACTERS: readonly string[] = [...range(0x00, 0x1f), ...range(0x7f, 0x9f)]
/** Format characters (Unicode's Cf) editors' text carries: direction marks, embeddings, overrides
 *  and isolates, zero-width ones, the byte-order mark, the soft hyphen, tag characters. */
export const FORMAT_CHARACTERS: readonly string[] = [
  '\u00ad',
  '\u061c',
  '\u180e',
  ...range(0x200b, 0x200f),
  ...range(0x202a, 0x202e),
  ...range(0x2060, 0x2064),
  ...range(0x2066, 0x2069),
  '\ufeff',
  '\u{e0001}',
  '\u{e0041}',
  '\u{e007f}',
]
/** Spaces other than the ordinary one, and the line and paragraph separators. */
export const OTHER_SPACES: readonly string[] = ['\u00a0', '\u2002', '\u2009', '\u202f', '\u3000', '\u2028', '\u2029']
/** Halves of a character cut apart (lone surrogates), and the mark of a damaged one (U+FFFD). */
export const DAMAGED: readonly string[] = ['\ud800', '\udbff', '\udc00', '\udfff', '\ud83c', '\uFFFD']
/** Letters written decomposed, which NFC composes (é, Å, ñ, 가, ệ), and marks with no letter. */
export const DECOMPOSED: readonly string[] = [
  'e\u0301',
  'A\u030a',
  'n\u0303',
  '\u1100\u1161',
  'e\u0323\u0302',
  '\u0301',
  '\u0308\u0308',
]
/** Emoji sequences: joined by zero-width joiners, skin tones, flags, keycaps, a subdivision flag. */
export const EMOJI_SEQUENCES: readonly string[] = ['👩🏾‍🌾', '👨‍👩‍👧', '🏳️‍🌈', '🇳🇬', '1️⃣', '👍🏿', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '❤️']
/** Text that is markup somewhere: HTML, entities, Markdown links, templates, YAML's own signs. */
export const MARKUP_LIKE: readonly string[] = [
  '<script>alert(1)</script>',
  '<b>bold</b>',
  '<img src=x onerror=alert(1)>',
  '</p><h1>',
  '<!--',
  '&amp;',
  '&lt;b&gt;',
  '&#x3C;',
  '[x](javascript:alert(1))',
  '**bold**',
  '{{ site.name }}',
  '${name}',
  '{product}',
  ']]>',
  '"',
  "'",
  '\\',
  '\\x01',
  '\\n',
  '- ',
  '? ',
  ': ',
  ' #',
  '&anchor ',
  '*alias',
  '!tag ',
  '%',
  '@',
  '`',
  '| ',
  '> ',
  '[',
  '{',
  '---',
  '...',
]

/** One piece of hostile text: any of the above, or words of ordinary and right-to-left scripts. */
function hostilePiece(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: chars(ALPHANUMERIC), minLength: 1, maxLength: 12 }) },
    { weight: 2, arbitrary: fc.constant(' ') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTROL_CHARACTERS) },
    { weight: 2, arbitrary: fc.constantFrom(...FORMAT_CHARACTERS) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_SPACES) },
    { weight: 1, arbitrary: fc.constantFrom(...DAMAGED) },
    { weight: 2, arbitrary: fc.constantFrom(...DECOMPOSED) },
    { weight: 2, arbitrary: fc.constantFrom(...EMOJI_SEQUENCES) },
    { weight: 2, arbitrary: fc.string({ unit: chars(ARABIC), minLength: 2, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.string({ unit: chars(HEBREW), minLength: 2, maxLength: 12 }) },
    { weight: 1, arbitrary: longToken({ minLength: 40, maxLength: 120 }) },
    { weight: 3, arbitrary: fc.constantFrom(...MARKUP_LIKE) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
  )
}

/**
 * Text an editor's copy and paste could bring, and worse: control characters, format characters
 * (direction controls, zero-width ones, the byte-order mark, the soft hyphen, tags), lone
 * surrogates and U+FFFD, letters written decomposed and marks with no letter, emoji sequences,
 * Arabic and Hebrew, long tokens, markup-like text (HTML, entities, Markdown links, templates,
 * YAML's signs at the start). Up to `maxPieces` pieces.
 */
export function hostileText({ maxPieces = 8 } = {}): fc.Arbitrary<string> {
  return fc.array(hostilePiece(), { minLength: 1, maxLength: maxPieces }).map((pieces) => pieces.join(''))
}

/**
 * A value for a field that is hostile in some way: hostile text throughout, or a value the field
 * takes with hostile text around it or inside it (a phone number wrapped in direction marks, a
 * name with a control character in it).
 */
export function hostileFieldValue(field: ContentField): fc.Arbitrary<string> {
  const valid = fieldArbitrary(field, 'mixed')
  return fc.oneof(
    hostileText(),
    fc.tuple(hostileText({ maxPieces: 2 }), valid, hostileText({ maxPieces: 2 })).map((parts) => parts.join('')),
    fc.tuple(valid, hostilePiece(), fc.nat()).map(([value, piece, at]) => {
      const points = [...value]
      const index = at % (points.length + 1)
      return [...points.slice(0, index), piece, ...points.slice(index)].join('')
    }),
    fc
      .tuple(fc.constantFrom(...FORMAT_CHARACTERS, ...OTHER_SPACES, ' '), valid)
      .map(([edge, value]) => `${edge}${value}${edge}`),
  )
}

/** How a value is written into its line: in double quotes as YAML escapes it (`"…\x01…"`), as an
 *  editor types it after "field: " (`plain`), or with every character beyond ASCII written as an
 *  escape (`escaped`, as text copied from JSON). */
export type WriteMode = 'quoted' | 'plain' | 'escaped'

const PLAIN_TOKEN = 'GENERATEDVALUETOKEN'

/** A value in double quotes, every character beyond printable ASCII escaped as \uXXXX. */
const escapedYaml = (value: string) =>
  `"${[...value]
    .map((character) => {
      const code = character.codePointAt(0)!
      if (character === '"' || character === '\\') return `\\${character}`
      if (code >= 0x20 && code < 0x7f) return character
      if (code > 0xffff) return `\\U${code.toString(16).padStart(8, '0')}`
      // A lone surrogate stays one escape; a pair is split by [...value] only when it is lone.
      return `\\u${code.toString(16).padStart(4, '0')}`
    })
    .join('')}"`

/** The first place a field is in a file (the first item of each list on the way), created when
 *  the file lacks it; undefined when it is inside a list of groups the file does not have. */
function firstPlace(document: Document, field: ContentField): (string | number)[] | undefined {
  const at: (string | number)[] = []
  for (const [index, segment] of field.path.entries()) {
    if (segment !== EVERY_ITEM) {
      at.push(segment)
      continue
    }
    const list = valueAt(document, at)
    if (isSeq(list) && list.items.length) at.push(0)
    else if (index === field.path.length - 1 && list === undefined) {
      document.setIn(at, document.createNode(['x']))
      at.push(0)
    } else return undefined
  }
  return at
}

/**
 * Writes one value into the first file of a field's collection in a content folder, at the
 * field's first place, as `mode` says. Returns the file (relative to the content folder), the
 * path written and whether other files were renamed to follow a language's new code (see
 * followLanguages), or undefined when no file has a place for the field.
 */
export function writeFieldValue(
  contentDir: string,
  field: ContentField,
  value: string,
  mode: WriteMode,
): { file: string; path: (string | number)[]; renamed: boolean } | undefined {
  const file = filesOf(contentDir, field.collection)[0]
  if (!file) return undefined
  const absolute = path.join(contentDir, file)
  const split = splitFile(fs.readFileSync(absolute, 'utf8'), file)
  const document = parseDocument(split.yaml, { schema: 'failsafe' })
  const at = firstPlace(document, field)
  if (!at) return undefined
  const node = mode === 'quoted' ? quoted(document, value) : document.createNode(PLAIN_TOKEN)
  document.setIn(at, node)
  let yaml = document.toString({ lineWidth: 0 })
  if (mode !== 'quoted') yaml = yaml.replace(PLAIN_TOKEN, () => (mode === 'plain' ? value : escapedYaml(value)))
  const languages = languageCodes(contentDir)
  fs.writeFileSync(absolute, `---\n${yaml}---\n${split.body}`)
  // A language's new code: its files and sections follow it, as an editor would rename them.
  return { file, path: at, renamed: followLanguages(contentDir, languages).size > 0 }
}
