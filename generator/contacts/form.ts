/**
 * The contact form: a Google Form shown in a frame on the contact page (the only form service
 * the content guide names). Google Forms shows a form in a frame at its embed address,
 * https://docs.google.com/forms/d/e/<form id>/viewform?embedded=true, which Send → < > gives.
 *
 * The responder link (…/viewform, as Send → link gives it) is the same form: it is published with
 * embedded=true, with a note. The editing link (…/forms/d/<id>/edit, the address in the browser
 * while the form is being written) must never be published: it is the editors' address, and its
 * id is not the form's public id, so the right address cannot be computed from it. The short
 * link (forms.gle/…) cannot be read without asking Google. Both are refused with the steps.
 */
import { rawParameters, readAddress, shortHost } from './address.ts'
import { accept, refuse, type CheckContext, type Verdict } from './verdict.ts'

/** Parameters a form's address may keep: answers filled in ahead (entry.123=…) and the language. */
const KEPT = /^(?:entry\.\d+(?:_sentinel)?|hl)$/

export function checkContactForm(written: string, _context: CheckContext = {}): Verdict {
  const text = written.trim()
  if (!text)
    return refuse('contact-value-empty', { example: 'https://docs.google.com/forms/d/e/…/viewform?embedded=true' })
  const reading = readAddress(text)
  if (reading.kind === 'frame-code') {
    if (!reading.src) return refuse('contact-form-frame-code', { written, src: undefined })
    const inner = checkContactForm(reading.src)
    if (!inner.ok) return inner
    return refuse('contact-form-frame-code', { written, src: inner.published })
  }
  if (reading.kind !== 'address') return refuse('contact-form-not-google-forms', { written, host: 'no web address' })
  const { url } = reading
  const host = url.hostname.toLowerCase()
  const changes = [...reading.changes]
  if (host === 'forms.gle' || (host === 'goo.gl' && url.pathname.startsWith('/forms')))
    return refuse('contact-form-short-link', { written })
  if (host !== 'docs.google.com') return refuse('contact-form-not-google-forms', { written, host: shortHost(url) })

  let segments = url.pathname.split('/').filter(Boolean)
  // /forms/u/0/d/e/…: the signed-in account's number, which visitors do not share.
  if (segments[0] === 'forms' && segments[1] === 'u' && /^\d+$/.test(segments[2] ?? '')) {
    segments = ['forms', ...segments.slice(3)]
    changes.push(`/forms/ instead of /forms/u/${url.pathname.split('/')[3]}/`)
  }
  if (segments[0] !== 'forms' || segments[1] !== 'd' || segments.length < 3)
    return refuse('contact-form-not-a-form', { written })
  if (segments[2] !== 'e') return refuse('contact-form-edit-link', { written })
  const id = segments[3]
  if (!id || !/^[\w-]{5,}$/.test(id)) return refuse('contact-form-not-a-form', { written })
  const action = segments[4]
  if (segments.length > 5 || (action && !['viewform', 'formResponse', 'closedform'].includes(action)))
    return refuse('contact-form-not-a-form', { written })
  if (action !== 'viewform') changes.push(`/viewform instead of /${action ?? ''}, the form itself`)

  const parameters = rawParameters(url.search.slice(1))
  const kept = parameters.filter((parameter) => KEPT.test(parameter.name))
  const dropped = parameters.filter((parameter) => !KEPT.test(parameter.name) && parameter.name !== 'embedded')
  if (dropped.length) changes.push(`${dropped.map((parameter) => parameter.name).join(', ')} left out`)
  const embedded = parameters.find((parameter) => parameter.name === 'embedded')
  if (embedded?.value !== 'true') changes.push('embedded=true added, so Google Forms shows it in a frame')
  if (url.hash) changes.push('the #… at the end left out')
  // embedded=true where it was written, or last.
  const query = parameters
    .filter((parameter) => kept.includes(parameter) || parameter === embedded)
    .map((parameter) => (parameter === embedded ? 'embedded=true' : parameter.raw))
  if (!embedded) query.push('embedded=true')
  const published = `https://docs.google.com/forms/d/e/${id}/viewform?${query.join('&')}`
  if (published !== text && !changes.length) changes.push('written as Google Forms gives it')
  return accept(written, published, { code: 'contact-form-rewritten', params: { written, published, changes } })
}
