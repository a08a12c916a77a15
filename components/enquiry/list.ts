/**
 * The enquiry list as data: the products a buyer added, each with its pack size and quantity, and
 * the destination and delivery terms they gave. Plain functions, free of the browser: reading what
 * local storage holds (whatever it holds), and each change the pages make. The store that keeps it
 * in local storage is store.ts.
 */

/** One line of the list: a product in one pack size. */
export interface EnquiryItem {
  /** The product's file name, which names its page (/products/<slug>/). */
  slug: string
  /** Its name in the language of the list. */
  name: string
  /** The absolute address of its page, for the message. */
  url: string
  /** The pack sizes its form offered ([] when the product has none), for changing the pack later. */
  packs: readonly string[]
  /** The pack size chosen, one of `packs` ('' when the product has none). */
  pack: string
  quantity: number
}

export interface Enquiry {
  items: readonly EnquiryItem[]
  /** Where the goods are going, as the buyer wrote it ('' when not given). */
  destination: string
  /** The delivery terms' code ('' for "not sure"). */
  terms: string
}

export const EMPTY_ENQUIRY: Enquiry = { items: [], destination: '', terms: '' }

/** The most of one pack a line can ask for, and the most lines a list keeps. */
export const MAX_QUANTITY = 999_999
export const MAX_ITEMS = 200
/** The longest destination a buyer can write (its input's maxlength). */
export const MAX_DESTINATION = 120
const MAX_TEXT = 300
const MAX_URL = 2000
const MAX_PACKS = 100

/** A whole number of packs from 1 to MAX_QUANTITY, or undefined for anything else ("", 0, 2.5, "x"). */
export function quantityOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_QUANTITY
    ? number
    : undefined
}

const textOf = (value: unknown, max = MAX_TEXT): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined

/** At most `max` UTF-16 units of a text (as an input's maxlength counts), never half of a
 *  character written with two (an emoji): a chat link cannot carry half of one. */
const cut = (text: string, max: number): string => {
  const kept = text.slice(0, max)
  return /[\uD800-\uDBFF]$/.test(kept) ? kept.slice(0, -1) : kept
}

/** One line with text a message can carry on one line: its runs of spaces and line breaks as one space. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim()

/** An item as stored, or undefined when it is not one (foreign or damaged data is dropped, not repaired). */
function itemOf(value: unknown): EnquiryItem | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const data = value as Record<string, unknown>
  const slug = textOf(data.slug)
  const name = textOf(data.name)
  const quantity = quantityOf(data.quantity)
  if (!slug || !name || quantity === undefined) return undefined
  const url = textOf(data.url, MAX_URL)
  const packs = Array.isArray(data.packs)
    ? [
        ...new Set(
          data.packs
            .slice(0, MAX_PACKS)
            .map((pack) => textOf(pack))
            .filter((pack) => pack !== undefined),
        ),
      ]
    : []
  const pack = textOf(data.pack) ?? ''
  // A pack the product does not offer cannot be chosen from its list: the list is damaged.
  if (packs.length ? !packs.includes(pack) : pack !== '') return undefined
  return {
    slug,
    name: oneLine(name),
    url: url && /^https?:\/\//.test(url) ? url : '',
    packs,
    pack,
    quantity,
  }
}

const sameLine = (a: Pick<EnquiryItem, 'slug' | 'pack'>, b: Pick<EnquiryItem, 'slug' | 'pack'>) =>
  a.slug === b.slug && a.pack === b.pack

/** Lines for the same product and pack as one, their quantities added (up to MAX_QUANTITY). */
function merged(items: readonly EnquiryItem[]): EnquiryItem[] {
  const result: EnquiryItem[] = []
  for (const item of items) {
    const index = result.findIndex((other) => sameLine(other, item))
    if (index === -1) result.push(item)
    else
      result[index] = { ...result[index]!, quantity: Math.min(MAX_QUANTITY, result[index]!.quantity + item.quantity) }
  }
  return result.slice(0, MAX_ITEMS)
}

/**
 * The list local storage holds, whatever it holds: text that is not JSON, JSON of another shape,
 * items missing a field or with a quantity out of range are left out, never thrown at the page.
 */
export function readEnquiry(raw: string | null | undefined): Enquiry {
  if (!raw) return EMPTY_ENQUIRY
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY_ENQUIRY
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return EMPTY_ENQUIRY
  const { items, destination, terms } = data as Record<string, unknown>
  return {
    items: Array.isArray(items) ? merged(items.flatMap((item) => itemOf(item) ?? [])) : [],
    destination: typeof destination === 'string' ? cut(oneLine(destination), MAX_DESTINATION) : '',
    terms: typeof terms === 'string' && /^[A-Z]{3}$/.test(terms) ? terms : '',
  }
}

/** What a product's form adds: the product, the pack chosen and how many. */
export type Addition = Omit<EnquiryItem, 'quantity'>

/** The list with `quantity` more of a product and pack: a new line, or more of the same line. */
export function addToEnquiry(enquiry: Enquiry, addition: Addition, quantity: number): Enquiry {
  const index = enquiry.items.findIndex((item) => sameLine(item, addition))
  if (index === -1) {
    // The list is full: the oldest line gives way (MAX_ITEMS is far more than an enquiry holds).
    const items = [...enquiry.items, { ...addition, quantity }].slice(-MAX_ITEMS)
    return { ...enquiry, items }
  }
  const items = enquiry.items.map((item, at) =>
    // The product's name, address and packs as its page shows them now.
    at === index ? { ...item, ...addition, quantity: Math.min(MAX_QUANTITY, item.quantity + quantity) } : item,
  )
  return { ...enquiry, items }
}

/**
 * The list with line `index` changed to another pack or quantity. Changed to a pack another line
 * of the same product already has, the two lines become one (quantities added), in the place of
 * the first.
 */
export function changeInEnquiry(
  enquiry: Enquiry,
  index: number,
  change: { pack?: string; quantity?: number },
): Enquiry {
  const item = enquiry.items[index]
  if (!item) return enquiry
  const next = { ...item, ...change }
  if (!next.packs.includes(next.pack) && next.packs.length) return enquiry
  const items = enquiry.items.map((each, at) => (at === index ? next : each))
  return { ...enquiry, items: merged(items) }
}

/** The list without line `index`. */
export const removeFromEnquiry = (enquiry: Enquiry, index: number): Enquiry => ({
  ...enquiry,
  items: enquiry.items.filter((_, at) => at !== index),
})
