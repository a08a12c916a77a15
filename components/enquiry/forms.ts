/**
 * The enquiry script of every page, started by hydration (renderer/hydrate.tsx), so it loads after
 * the first paint with the rest: it shows the forms that add a product to the enquiry list
 * (AddToEnquiry.tsx, `hidden` in the HTML) with a class on <html>, so forms in catalogue HTML put
 * in place later (renderer/ServerHtmlPage.tsx) show too, and answers their submissions from the
 * document, wherever the form came from.
 */
import ui from 'virtual:content/interface'
import { siteHref } from '../site-href.ts'
import { announce } from './announce.ts'
import { addToEnquiry, quantityOf } from './list.ts'
import { enquiryStore } from './store.ts'
import { addedText } from './words.ts'

/** Marks a product's form; its value is the product's file name. */
export const ADD_FORM_ATTRIBUTE = 'data-enquiry-add'
/** On <html> once the forms work: the stylesheet shows them then. */
export const READY_CLASS = 'enquiry-ready'
/** The enquiry page's address within the site. */
export const ENQUIRY_PATH = '/enquiry/'

/** Adds the form's product to the list, says so, and shows it under the button. */
function onSubmit(event: SubmitEvent): void {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || !form.hasAttribute(ADD_FORM_ATTRIBUTE)) return
  event.preventDefault()
  const select = form.elements.namedItem('pack')
  const input = form.elements.namedItem('quantity')
  const quantity = quantityOf(input instanceof HTMLInputElement ? input.value : undefined)
  // The browser refuses such a quantity before submitting; this is for one that slipped through.
  if (quantity === undefined) return
  const addition = {
    slug: form.getAttribute(ADD_FORM_ATTRIBUTE) ?? '',
    name: form.dataset.name ?? '',
    url: form.dataset.url ?? '',
    packs: select instanceof HTMLSelectElement ? Array.from(select.options, (option) => option.value) : [],
    pack: select instanceof HTMLSelectElement ? select.value : '',
  }
  const enquiry = enquiryStore.update((list) => addToEnquiry(list, addition, quantity))
  const text = addedText(addition, quantity, enquiry.items.length)
  announce(text)
  showAdded(form, text)
}

/** What was added, and a link to the list, under the form's button (for sighted visitors; screen
 *  readers hear it from the live region). */
function showAdded(form: HTMLFormElement, text: string): void {
  let note = form.querySelector('.enquiry-add__added')
  if (!note) {
    note = document.createElement('p')
    note.className = 'enquiry-add__added'
    const link = document.createElement('a')
    link.href = siteHref(ENQUIRY_PATH)
    link.textContent = ui.enquiry.view
    note.append(document.createElement('span'), ' ', link)
    form.append(note)
  }
  note.firstChild!.textContent = text
}

let started = false

/** Shows the forms and answers them, once per page load. */
export function startEnquiryForms(): void {
  if (started) return
  started = true
  document.addEventListener('submit', onSubmit)
  document.documentElement.classList.add(READY_CLASS)
}
