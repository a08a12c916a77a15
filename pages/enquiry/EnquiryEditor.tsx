import { useState } from 'react'
import { Link } from '../../components/links.tsx'
import page from 'virtual:content/enquiry'
import ui from 'virtual:content/interface'
import { productPath } from '../../components/catalogue.ts'
import { announce } from '../../components/enquiry/announce.ts'
import {
  changeInEnquiry,
  EMPTY_ENQUIRY,
  MAX_DESTINATION,
  MAX_QUANTITY,
  quantityOf,
  removeFromEnquiry,
  type Enquiry,
  type EnquiryItem,
} from '../../components/enquiry/list.ts'
import { enquiryStore } from '../../components/enquiry/store.ts'
import { changedText, itemText, removedText } from '../../components/enquiry/words.ts'
import { SendEnquiry } from './SendEnquiry.tsx'
import { COLON } from '../../components/language.ts'

/** A quantity being typed is said once the typing pauses. */
const TYPING_PAUSE_MS = 800

/** Moves focus once React has shown the change. */
const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus())

/** Changes line `index`, and says what it now is. */
function change(index: number, update: { pack?: string; quantity?: number }, after = 0): void {
  const item = enquiryStore.get().items[index]
  if (!item) return
  const next = enquiryStore.update((enquiry) => changeInEnquiry(enquiry, index, update))
  // A pack the same product has on another line joins that line: the line changed is where that
  // one was, or where this one is.
  const at = next.items.findIndex((line) => line.slug === item.slug && line.pack === (update.pack ?? item.pack))
  const changed = next.items[at]
  if (changed) announce(changedText(changed, next.items.length), { after })
  if (update.pack !== undefined && at !== index) focusSoon(`enquiry-line-${at}-pack`)
}

/** The quantity of a line: what is typed stays as typed (empty, for a moment), the list keeps the
 *  last whole number from 1 up. */
function QuantityField({ item, index, id }: { item: EnquiryItem; index: number; id: string }) {
  const [typed, setTyped] = useState(String(item.quantity))
  const [shown, setShown] = useState(item.quantity)
  // Changed elsewhere (two lines joined, another tab): show the list's quantity.
  if (item.quantity !== shown) {
    setShown(item.quantity)
    setTyped(String(item.quantity))
  }
  const valid = quantityOf(typed) !== undefined
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUANTITY}
      step={1}
      required
      value={typed}
      aria-invalid={valid ? undefined : true}
      onChange={(event) => {
        setTyped(event.target.value)
        const quantity = quantityOf(event.target.value)
        if (quantity === undefined) return
        setShown(quantity)
        change(index, { quantity }, TYPING_PAUSE_MS)
      }}
      onBlur={() => {
        if (!valid) setTyped(String(item.quantity))
      }}
    />
  )
}

/** One line: the product (a link to its page), its pack size and quantity, and its Remove button. */
function Line({ item, index, onRemove }: { item: EnquiryItem; index: number; onRemove: (index: number) => void }) {
  const id = `enquiry-line-${index}`
  const forLine = (name: string) => <span className="visually-hidden">{`${COLON} ${name}`}</span>
  return (
    <li className="enquiry-line">
      <p className="enquiry-line__name">
        <Link to={productPath(item.slug)}>{item.name}</Link>
      </p>
      {item.packs.length ? (
        <p className="enquiry-field enquiry-line__pack">
          <label htmlFor={`${id}-pack`}>
            {ui.enquiry.packSize}
            {forLine(item.name)}
          </label>
          <select id={`${id}-pack`} value={item.pack} onChange={(event) => change(index, { pack: event.target.value })}>
            {item.packs.map((pack) => (
              <option key={pack}>{pack}</option>
            ))}
          </select>
        </p>
      ) : null}
      <p className="enquiry-field enquiry-line__quantity">
        <label htmlFor={`${id}-quantity`}>
          {ui.enquiry.quantity}
          {forLine(itemText(item))}
        </label>
        <QuantityField item={item} index={index} id={`${id}-quantity`} />
      </p>
      <button
        id={`${id}-remove`}
        type="button"
        className="button button--outline enquiry-line__remove"
        onClick={() => onRemove(index)}
      >
        {page.list.remove}
        {forLine(itemText(item))}
      </button>
    </li>
  )
}

/**
 * The list to review and change (pack sizes, quantities, lines removed, the list cleared), the
 * destination and delivery terms, and the ways to send it. Every change is said in the live region
 * of the top bar; focus never falls off the page when a line goes.
 */
export function EnquiryEditor({ enquiry }: { enquiry: Enquiry }) {
  const { list, details } = page

  const remove = (index: number) => {
    const item = enquiry.items[index]
    if (!item) return
    const next = enquiryStore.update((current) => removeFromEnquiry(current, index))
    announce(removedText(item, next.items.length))
    // The line that took its place, or the one before when it was the last.
    if (next.items.length) focusSoon(`enquiry-line-${Math.min(index, next.items.length - 1)}-remove`)
  }
  const clear = () => {
    enquiryStore.update(() => EMPTY_ENQUIRY)
    announce(ui.enquiry.cleared)
  }

  return (
    <>
      <section className="enquiry__part" aria-labelledby="enquiry-list">
        <h2 id="enquiry-list" className="enquiry__heading">
          {list.heading}
        </h2>
        <ol className="enquiry-lines" role="list">
          {enquiry.items.map((item, index) => (
            // Keyed by place, so a line whose pack changes keeps its controls (and focus).
            <Line key={index} item={item} index={index} onRemove={remove} />
          ))}
        </ol>
        <p>
          <button type="button" className="button button--outline" onClick={clear}>
            {list.clear}
          </button>
        </p>
      </section>

      <section className="enquiry__part" aria-labelledby="enquiry-details">
        <h2 id="enquiry-details" className="enquiry__heading">
          {details.heading}
        </h2>
        <p className="enquiry-field">
          <label htmlFor="enquiry-destination">{details.destination}</label>
          <input
            id="enquiry-destination"
            type="text"
            maxLength={MAX_DESTINATION}
            value={enquiry.destination}
            aria-describedby="enquiry-destination-hint"
            onChange={(event) => {
              const destination = event.target.value
              enquiryStore.update((current) => ({ ...current, destination }))
            }}
          />
          <span id="enquiry-destination-hint" className="enquiry-field__hint">
            {details.destinationHint}
          </span>
        </p>
        <p className="enquiry-field">
          <label htmlFor="enquiry-terms">{details.terms}</label>
          <select
            id="enquiry-terms"
            value={details.options.some((option) => option.code === enquiry.terms) ? enquiry.terms : ''}
            aria-describedby="enquiry-terms-hint"
            onChange={(event) => {
              const terms = event.target.value
              enquiryStore.update((current) => ({ ...current, terms }))
            }}
          >
            <option value="">{details.notSure}</option>
            {details.options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <span id="enquiry-terms-hint" className="enquiry-field__hint">
            {details.termsHint}
          </span>
        </p>
      </section>

      <SendEnquiry enquiry={enquiry} />
    </>
  )
}
