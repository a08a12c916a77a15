/**
 * The enquiry list in words of the page's language (content/interface.md, `enquiry`): how many
 * products it holds, a line's name, and what screen readers are told of each change.
 */
import ui from 'virtual:content/interface'
import { fillTemplate } from '../catalogue.ts'
import { formatNumber, language } from '../language.ts'
import type { EnquiryItem } from './list.ts'

const words = ui.enquiry
const plurals = new Intl.PluralRules(language.code)

/** "3 products", "1 product": the form of the count the language's rules choose ("one" or any other). */
export const countText = (count: number): string =>
  fillTemplate(plurals.select(count) === 'one' ? words.count.one : words.count.other, {
    count: formatNumber(count),
  })

/** A line's name: "Garri, 25 kg bag", or the product's name alone when it has no pack sizes. */
export const itemText = (item: Pick<EnquiryItem, 'name' | 'pack'>): string =>
  item.pack ? fillTemplate(words.item, { product: item.name, pack: item.pack }) : item.name

/** "Garri, 25 kg bag × 2 added; 3 products in your enquiry." */
export const addedText = (item: Pick<EnquiryItem, 'name' | 'pack'>, quantity: number, count: number): string =>
  fillTemplate(words.added, { item: itemText(item), quantity: formatNumber(quantity), count: countText(count) })

/** "Garri, 25 kg bag × 3; 3 products in your enquiry." */
export const changedText = (item: Pick<EnquiryItem, 'name' | 'pack' | 'quantity'>, count: number): string =>
  fillTemplate(words.changed, { item: itemText(item), quantity: formatNumber(item.quantity), count: countText(count) })

/** "Garri, 25 kg bag removed; 2 products in your enquiry." */
export const removedText = (item: Pick<EnquiryItem, 'name' | 'pack'>, count: number): string =>
  fillTemplate(words.removed, { item: itemText(item), count: countText(count) })
