/**
 * The enquiry list as data (components/enquiry/list.ts) and its store in local storage
 * (components/enquiry/store.ts): whatever local storage holds is read without throwing, keeping
 * only sound lines; the same product and pack added again adds up; other tabs' changes arrive.
 */
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import {
  addToEnquiry,
  changeInEnquiry,
  EMPTY_ENQUIRY,
  MAX_DESTINATION,
  MAX_ITEMS,
  MAX_QUANTITY,
  readEnquiry,
  removeFromEnquiry,
  type Enquiry,
  type EnquiryItem,
} from '../../components/enquiry/list.ts'
import { createEnquiryStore, storageKey } from '../../components/enquiry/storage.ts'

const garri: EnquiryItem = {
  slug: 'garri',
  name: 'Garri',
  url: 'https://www.example.com/products/garri/',
  packs: ['1 kg pouch', '25 kg bag'],
  pack: '25 kg bag',
  quantity: 2,
}
const palmOil: EnquiryItem = {
  slug: 'palm-oil',
  name: 'Palm Oil',
  url: 'https://www.example.com/products/palm-oil/',
  packs: [],
  pack: '',
  quantity: 1,
}
const stored = (value: unknown) => JSON.stringify(value)
const list = (...items: EnquiryItem[]): Enquiry => ({ ...EMPTY_ENQUIRY, items })

describe('reading the stored list', () => {
  it('reads back what was stored', () => {
    const enquiry = { items: [garri, palmOil], destination: 'Rotterdam', terms: 'CIF' }
    expect(readEnquiry(stored(enquiry))).toEqual(enquiry)
  })

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['text that is not JSON', '{"items": [ {'],
    ['JSON of another shape', '[1, 2, 3]'],
    ['a number', '42'],
    ['null', 'null'],
    ['items that are not a list', '{"items": "garri"}'],
  ])('reads %s as an empty list', (_, raw) => {
    expect(readEnquiry(raw)).toEqual(EMPTY_ENQUIRY)
  })

  it('leaves out the lines that are not sound, keeping the others', () => {
    const damaged = [
      null,
      'garri',
      { ...garri, slug: '' },
      { ...garri, name: 42 },
      { ...garri, quantity: 0 },
      { ...garri, quantity: -3 },
      { ...garri, quantity: 2.5 },
      { ...garri, quantity: MAX_QUANTITY + 1 },
      { ...garri, pack: '3 kg tin' },
      { ...palmOil, pack: 'a pack it does not have' },
      { ...garri, name: 'x'.repeat(1000) },
    ]
    expect(readEnquiry(stored({ items: [...damaged, palmOil] })).items).toEqual([palmOil])
  })

  it('mends what it can: addresses that are not web addresses, packs that are not text, destination and terms', () => {
    const enquiry = readEnquiry(
      stored({
        items: [
          { ...garri, url: 'javascript:alert(1)', packs: ['1 kg pouch', 7, '25 kg bag', '25 kg bag'] },
          { ...palmOil, packs: 'none' },
        ],
        destination: `  Rotterdam,\n  Netherlands ${'x'.repeat(500)}`,
        terms: 'fob',
      }),
    )
    expect(enquiry.items).toEqual([{ ...garri, url: '' }, palmOil])
    expect(enquiry.destination).toMatch(/^Rotterdam, Netherlands x+$/)
    expect(enquiry.destination).toHaveLength(MAX_DESTINATION)
    expect(enquiry.terms).toBe('')
  })

  it('never keeps half of a character where it shortens a destination: the chat link could not carry it', () => {
    for (const start of ['', 'a']) {
      const { destination } = readEnquiry(stored({ items: [garri], destination: start + '🇳🇬'.repeat(MAX_DESTINATION) }))
      expect(destination.length).toBeLessThanOrEqual(MAX_DESTINATION)
      expect(() => encodeURIComponent(destination)).not.toThrow()
    }
  })

  it('joins lines of the same product and pack, and keeps at most MAX_ITEMS lines', () => {
    expect(readEnquiry(stored({ items: [garri, palmOil, garri] })).items).toEqual([{ ...garri, quantity: 4 }, palmOil])
    const many = Array.from({ length: MAX_ITEMS + 5 }, (_, index) => ({ ...palmOil, slug: `product-${index}` }))
    expect(readEnquiry(stored({ items: many })).items).toHaveLength(MAX_ITEMS)
  })

  it('never throws, and reads its own result back unchanged, whatever is stored', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record({
          items: fc.array(
            fc.record(
              {
                slug: fc.oneof(fc.string(), fc.integer()),
                name: fc.oneof(fc.string(), fc.constant(null)),
                url: fc.oneof(fc.webUrl(), fc.string()),
                packs: fc.oneof(fc.array(fc.oneof(fc.string(), fc.integer())), fc.string()),
                pack: fc.oneof(fc.string(), fc.constantFrom('1 kg pouch', '')),
                quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
              },
              { requiredKeys: [] },
            ),
          ),
          destination: fc.oneof(fc.string(), fc.integer()),
          terms: fc.oneof(fc.string(), fc.constantFrom('FOB', 'cif')),
        })
        .map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(anything, (raw) => {
        const enquiry = readEnquiry(raw)
        expect(readEnquiry(JSON.stringify(enquiry))).toEqual(enquiry)
        for (const item of enquiry.items) {
          expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= MAX_QUANTITY).toBe(true)
          expect(item.packs.length ? item.packs.includes(item.pack) : item.pack === '').toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })
})

describe('changing the list', () => {
  it('adds the same product and pack again as more of the same line, with its latest name and address', () => {
    const { quantity: _, ...addition } = garri
    let enquiry = addToEnquiry(EMPTY_ENQUIRY, addition, 2)
    enquiry = addToEnquiry(enquiry, { ...palmOil }, 1)
    enquiry = addToEnquiry(enquiry, { ...addition, name: 'Garri (white)' }, 3)
    expect(enquiry.items).toEqual([{ ...garri, name: 'Garri (white)', quantity: 5 }, palmOil])
    expect(addToEnquiry(enquiry, addition, MAX_QUANTITY).items[0]!.quantity).toBe(MAX_QUANTITY)
    // Another pack of the same product is a line of its own.
    expect(addToEnquiry(enquiry, { ...addition, pack: '1 kg pouch' }, 1).items).toHaveLength(3)
  })

  it('changes a pack and a quantity; a pack another line has joins the two', () => {
    const other = { ...garri, pack: '1 kg pouch', quantity: 5 }
    const enquiry = list(garri, palmOil, other)
    expect(changeInEnquiry(enquiry, 1, { quantity: 7 }).items[1]!.quantity).toBe(7)
    expect(changeInEnquiry(enquiry, 2, { pack: '25 kg bag' }).items).toEqual([{ ...garri, quantity: 7 }, palmOil])
    expect(changeInEnquiry(enquiry, 0, { pack: 'a pack it does not have' })).toBe(enquiry)
    expect(changeInEnquiry(enquiry, 9, { quantity: 1 })).toBe(enquiry)
    expect(removeFromEnquiry(enquiry, 1).items).toEqual([garri, other])
  })
})

/** A local storage of one key, whose failures a test switches on. */
function fakeStorage(initial: string | null = null) {
  const state = { value: initial, failReads: false, failWrites: false }
  return {
    state,
    storage: {
      getItem: () => {
        if (state.failReads) throw new Error('SecurityError')
        return state.value
      },
      setItem: (_key: string, value: string) => {
        if (state.failWrites) throw new Error('QuotaExceededError')
        state.value = value
      },
    },
  }
}

/** The window's events a store listens to, fired by the test. */
function fakeWindow() {
  const listeners: Record<string, ((event: Event) => void)[]> = {}
  return {
    addEventListener: (type: string, listener: (event: Event) => void) => (listeners[type] ??= []).push(listener),
    fire: (type: string, event: object) => listeners[type]?.forEach((listener) => listener(event as Event)),
  }
}

describe('the list in local storage', () => {
  const KEY = storageKey('/', 'en')

  it('has a key of its own per language and base path, with the shape version in it', () => {
    expect(KEY).toBe('ala-harvest:enquiry:v1:/:en')
    expect(new Set([KEY, storageKey('/', 'fr'), storageKey('/shop/', 'en')]).size).toBe(3)
  })

  it('reads damaged data as an empty list, and writes over it', () => {
    const { state, storage } = fakeStorage('{not json')
    const store = createEnquiryStore(KEY, storage)
    expect(store.get()).toBe(EMPTY_ENQUIRY)
    const { quantity: _, ...addition } = garri
    store.update((enquiry) => addToEnquiry(enquiry, addition, 2))
    expect(readEnquiry(state.value)).toEqual(list(garri))
  })

  it('gives the same object until the list changes, and tells its listeners of each change', () => {
    const { storage } = fakeStorage(stored(list(garri)))
    const store = createEnquiryStore(KEY, storage)
    const first = store.get()
    expect(store.get()).toBe(first)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.update((enquiry) => removeFromEnquiry(enquiry, 0))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get().items).toEqual([])
    unsubscribe()
    store.update(() => list(palmOil))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it("takes another tab's change (storage event), and a page back from the back-forward cache", () => {
    const { state, storage } = fakeStorage(stored(list(garri)))
    const events = fakeWindow()
    const store = createEnquiryStore(KEY, storage, events)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.get().items).toEqual([garri])
    state.value = stored(list(garri, palmOil))
    events.fire('storage', { key: 'another-key' })
    expect(listener).not.toHaveBeenCalled()
    events.fire('storage', { key: KEY })
    expect(store.get().items).toEqual([garri, palmOil])
    expect(listener).toHaveBeenCalledTimes(1)
    state.value = null
    events.fire('pageshow', { persisted: false })
    expect(listener).toHaveBeenCalledTimes(1)
    events.fire('pageshow', { persisted: true })
    expect(store.get()).toEqual(EMPTY_ENQUIRY)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps the list in the page when storage cannot be read or written', () => {
    const unreadable = fakeStorage(stored(list(garri)))
    unreadable.state.failReads = true
    const store = createEnquiryStore(KEY, unreadable.storage)
    expect(store.get()).toEqual(EMPTY_ENQUIRY)
    expect(store.update(() => list(palmOil)).items).toEqual([palmOil])
    expect(store.get().items).toEqual([palmOil])

    const full = fakeStorage()
    full.state.failWrites = true
    const other = createEnquiryStore(KEY, full.storage)
    expect(other.update(() => list(garri)).items).toEqual([garri])
    expect(other.get().items).toEqual([garri])

    const none = createEnquiryStore(KEY, undefined)
    expect(none.update(() => list(garri)).items).toEqual([garri])
  })
})
