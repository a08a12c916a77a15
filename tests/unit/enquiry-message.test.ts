/**
 * The enquiry's message (components/enquiry/message.ts): its wording from the fixture's templates,
 * in each language, and what holds for any list: every chat link within the limit, the e-mail
 * whole, the page addresses dropped before the list is split, the parts numbered and in order.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chatLinkWithMessage } from '../../generator/contacts/links.ts'
import {
  CHAT_LINK_LIMIT,
  composeEnquiry,
  type MessageItem,
  type MessageWords,
} from '../../components/enquiry/message.ts'
import { fillTemplate } from '../../components/catalogue.ts'
import { FIXTURE_CONTENT, languagesOf } from '../support/site.ts'

const [english, french] = languagesOf(FIXTURE_CONTENT)
const wordsOf = (site: typeof english): MessageWords => ({
  ...site!.content.enquiry.message,
  item: site!.content.interface.enquiry.item,
})
const words = wordsOf(english)
const chatUrl = english!.content.site.chat.chatUrl

/** The message a chat link opens with. */
const textOf = (link: string) => new URL(link).searchParams.get('text')

const garri: MessageItem = {
  name: 'Garri',
  pack: '25 kg bag',
  quantity: 2,
  url: 'https://www.example.com/products/garri/',
}
const palmOil: MessageItem = {
  name: 'Palm Oil',
  pack: '25 litre jerrycan',
  quantity: 10,
  url: 'https://www.example.com/products/palm-oil/',
}

describe('the enquiry message', () => {
  it('greets, gives a line per product with its page on the next, then the destination and terms', () => {
    const { message } = english!.content.enquiry
    const messages = composeEnquiry(
      { items: [garri, palmOil], destination: 'Rotterdam, Netherlands', terms: 'CIF' },
      words,
      chatUrl,
    )
    const line = (number: number, item: MessageItem) =>
      fillTemplate(message.line, {
        number,
        item: fillTemplate(words.item, { product: item.name, pack: item.pack }),
        quantity: item.quantity,
      })
    const expected = [
      message.greeting,
      '',
      line(1, garri),
      garri.url,
      line(2, palmOil),
      palmOil.url,
      '',
      fillTemplate(message.destination, { destination: 'Rotterdam, Netherlands' }),
      fillTemplate(message.terms, { terms: 'CIF' }),
    ].join('\n')
    expect(messages).toEqual({ full: expected, chat: [expected], addresses: true })
    expect(expected).toContain('1. Garri, 25 kg bag × 2\nhttps://www.example.com/products/garri/')
  })

  it('leaves out the destination and terms not given, and the pack of a product without pack sizes', () => {
    const { full } = composeEnquiry({ items: [{ ...garri, pack: '' }], destination: '', terms: '' }, words, chatUrl)
    expect(full).toBe(`${words.greeting}\n\n1. Garri × 2\n${garri.url}`)
  })

  it('is written in French with the French templates', () => {
    const { full } = composeEnquiry(
      { items: [{ ...garri, name: 'Gari', pack: 'Sac de 25 kg' }], destination: 'Dakar', terms: 'FOB' },
      wordsOf(french),
      chatUrl,
    )
    const { message } = french!.content.enquiry
    const item = fillTemplate(french!.content.interface.enquiry.item, { product: 'Gari', pack: 'Sac de 25 kg' })
    expect(item).not.toBe(fillTemplate(words.item, { product: 'Gari', pack: 'Sac de 25 kg' }))
    expect(full.split('\n')).toEqual([
      message.greeting,
      '',
      fillTemplate(message.line, { number: 1, item, quantity: 2 }),
      garri.url,
      '',
      fillTemplate(message.destination, { destination: 'Dakar' }),
      fillTemplate(message.terms, { terms: 'FOB' }),
    ])
  })

  it('drops the page addresses when that is enough to fit one link', () => {
    const items = Array.from({ length: 25 }, (_, index) => ({ ...garri, quantity: index + 1 }))
    const messages = composeEnquiry({ items, destination: '', terms: '' }, words, chatUrl)
    expect(chatLinkWithMessage(chatUrl, messages.full).length).toBeGreaterThan(CHAT_LINK_LIMIT)
    expect(messages.addresses).toBe(false)
    expect(messages.chat).toHaveLength(1)
    expect(messages.chat[0]).not.toContain('https://')
    expect(messages.chat[0]).toContain('25. Garri, 25 kg bag × 25')
    expect(chatLinkWithMessage(chatUrl, messages.chat[0]!).length).toBeLessThanOrEqual(CHAT_LINK_LIMIT)
  })

  it('splits a list too long for one link into numbered parts, the details in the last', () => {
    const items = Array.from({ length: 120 }, (_, index) => ({ ...palmOil, quantity: index + 1 }))
    const messages = composeEnquiry({ items, destination: 'Lagos', terms: 'EXW' }, words, chatUrl)
    const parts = messages.chat.length
    expect(parts).toBeGreaterThan(1)
    messages.chat.forEach((text, index) => {
      expect(text.startsWith(`${fillTemplate(words.part, { part: index + 1, parts })}\n${words.greeting}\n\n`)).toBe(
        true,
      )
      expect(chatLinkWithMessage(chatUrl, text).length).toBeLessThanOrEqual(CHAT_LINK_LIMIT)
      expect(text.includes('Destination: Lagos')).toBe(index === parts - 1)
    })
    const lines = messages.chat.flatMap((text) => text.split('\n').filter((line) => /^\d+\. /.test(line)))
    expect(lines).toEqual(items.map((item, index) => `${index + 1}. Palm Oil, 25 litre jerrycan × ${item.quantity}`))
    // The e-mail keeps everything, addresses included.
    expect(messages.full.split('\n').filter((line) => line === palmOil.url)).toHaveLength(120)
  })
})

// --- Any list ------------------------------------------------------------------------------------

/** Text as buyers and editors write it: words, long words, accents, emoji, right-to-left. */
const text = (minLength: number, maxLength: number) =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', minLength, maxLength }),
      fc.string({ unit: fc.constantFrom('a', 'é', ' ', '😀', 'ש', '×', '&', '%', '+', '#'), minLength, maxLength }),
    )
    .map((value) => value.replace(/\s+/g, ' ').trim())
    .filter((value) => value.length >= minLength)

const item: fc.Arbitrary<MessageItem> = fc.record({
  name: text(1, 60),
  pack: fc.oneof(fc.constant(''), text(1, 80)),
  quantity: fc.integer({ min: 1, max: 999_999 }),
  url: fc.oneof(
    fc.constant(''),
    text(1, 40).map((slug) => `https://www.example.com/fr/products/${encodeURIComponent(slug)}/`),
  ),
})

const enquiry = fc.record({
  items: fc.array(item, { minLength: 1, maxLength: 80 }),
  destination: fc.oneof(fc.constant(''), text(1, 120)),
  terms: fc.constantFrom('', 'FOB', 'CIF', 'DDP'),
})

/** The lines that name products (numbered) in a message. */
const productLines = (text: string) => text.split('\n').filter((line) => /^\d+\. /.test(line))

describe('the enquiry message, for any list', () => {
  it('keeps every chat link within the limit, the e-mail whole, and every product in order', () => {
    fc.assert(
      fc.property(enquiry, fc.constantFrom(CHAT_LINK_LIMIT, 600, 300), (list, limit) => {
        const messages = composeEnquiry(list, words, chatUrl, limit)
        // The e-mail: every product with its address, the details.
        const full = messages.full.split('\n')
        list.items.forEach((each, index) => {
          const name = each.pack ? fillTemplate(words.item, { product: each.name, pack: each.pack }) : each.name
          const at = full.indexOf(`${index + 1}. ${name} × ${each.quantity}`)
          expect(at).toBeGreaterThan(-1)
          if (each.url) expect(full[at + 1]).toBe(each.url)
        })
        if (list.destination) expect(messages.full).toContain(list.destination)
        // Each chat message fits its link, and the link carries it exactly.
        for (const message of messages.chat) {
          const link = chatLinkWithMessage(chatUrl, message)
          expect(link.length).toBeLessThanOrEqual(limit)
          expect(textOf(link)).toBe(message)
        }
        // One message whole when it fits; addresses go before the list is split.
        if (chatLinkWithMessage(chatUrl, messages.full).length <= limit) {
          expect(messages).toEqual({ full: messages.full, chat: [messages.full], addresses: true })
          return
        }
        expect(messages.addresses).toBe(false)
        const parts = messages.chat.length
        if (parts === 1) return
        // Parts: numbered, products numbered on across them, in order, none twice.
        const numbers = messages.chat.flatMap((message, index) => {
          expect(message.startsWith(`${fillTemplate(words.part, { part: index + 1, parts })}\n`)).toBe(true)
          return productLines(message).map((line) => Number(/^(\d+)\./.exec(line)![1]))
        })
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
        expect(new Set(numbers).size).toBe(numbers.length)
      }),
      { numRuns: 150 },
    )
  })

  it('never splits a list whose every product fits one message without addresses', () => {
    fc.assert(
      fc.property(enquiry, (list) => {
        const withoutAddresses = composeEnquiry(
          { ...list, items: list.items.map((each) => ({ ...each, url: '' })) },
          words,
          chatUrl,
        ).full
        const fits = chatLinkWithMessage(chatUrl, withoutAddresses).length <= CHAT_LINK_LIMIT
        const messages = composeEnquiry(list, words, chatUrl)
        if (fits) expect(messages.chat).toHaveLength(1)
        else expect(messages.chat.length).toBeGreaterThan(1)
      }),
      { numRuns: 100 },
    )
  })
})
