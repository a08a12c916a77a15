/**
 * The contact form frame: a Google Form at its embed address (Send → < >), the responder link
 * published with embedded=true, the editing link and the short link refused with the steps.
 */
import { describe, expect, it } from 'vitest'
import { checkContactForm } from '../../../generator/contacts/index.ts'
import { expectCorrected, expectUnchanged, refusal } from './verdicts.ts'

/** A published form's id, as Google Forms writes it (1FAIpQL…, 56 characters). */
const ID = '1FAIpQLSfD4Cw9wN7XyQ0u5a3cZ2kV8m1P6rT9bE0hJ4gL7sY2nA1xWq'
const EMBED = `https://docs.google.com/forms/d/e/${ID}/viewform?embedded=true`
/** As Send → < > → Copy gives it. */
const EMBED_CODE = `<iframe src="${EMBED}" width="640" height="1209" frameborder="0" marginheight="0" marginwidth="0">Loading…</iframe>`

const STEPS =
  'open the form in Google Forms (click Publish first if the form has not been published), then click Send, then the < > tab (Embed HTML), then Copy, then paste it anywhere, and copy only the address between the quotes after src= (it ends with viewform?embedded=true)'

describe('contact form frame', () => {
  it.each([
    EMBED,
    `https://docs.google.com/forms/d/e/${ID}/viewform?embedded=true&hl=en`,
    // Answers filled in ahead are kept.
    `https://docs.google.com/forms/d/e/${ID}/viewform?entry.1234567=Garri&embedded=true`,
    // The placeholder the site ships with (the build warns about it separately).
    'https://docs.google.com/forms/d/e/EXAMPLE-FORM-ID/viewform?embedded=true',
  ])('accepts %s as written', (written) => {
    expectUnchanged(checkContactForm(written), written)
  })

  it.each([
    [
      `https://docs.google.com/forms/d/e/${ID}/viewform`,
      EMBED,
      /embedded=true added, so Google Forms shows it in a frame/,
    ],
    [`https://docs.google.com/forms/d/e/${ID}/viewform?usp=sf_link`, EMBED, /usp left out.*embedded=true added/],
    [`https://docs.google.com/forms/d/e/${ID}/viewform?usp=dialog`, EMBED, /usp left out/],
    [`https://docs.google.com/forms/d/e/${ID}/viewform?embedded=false`, EMBED, /embedded=true added/],
    [
      `https://docs.google.com/forms/u/0/d/e/${ID}/viewform?embedded=true`,
      EMBED,
      /\/forms\/ instead of \/forms\/u\/0\//,
    ],
    [`https://docs.google.com/forms/d/e/${ID}/formResponse`, EMBED, /\/viewform instead of \/formResponse/],
    [`https://docs.google.com/forms/d/e/${ID}/closedform`, EMBED, /\/viewform instead of \/closedform/],
    [`http://docs.google.com/forms/d/e/${ID}/viewform?embedded=true`, EMBED, /https:\/\/ instead of http:\/\//],
    [
      `https://docs.google.com/forms/d/e/${ID}/viewform?usp=pp_url&entry.1234567=Garri`,
      `https://docs.google.com/forms/d/e/${ID}/viewform?entry.1234567=Garri&embedded=true`,
      /usp left out/,
    ],
  ])('publishes %s as %s, with a note', (written, published, changed) => {
    expectCorrected(checkContactForm(written), published, changed)
  })

  it('refuses the editing link, which must never be published, with the steps to the embed address', () => {
    const editing = 'https://docs.google.com/forms/d/1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCdEfG/edit'
    expect(refusal(checkContactForm(editing)).text).toBe(
      `must be the form's embed address, never its editing link, got "https://docs.google.com/forms/d/1aBcDeFgHiJkLmNoPqRsTuVwX...", the address of the form's editor; ${STEPS}`,
    )
    for (const page of ['edit#responses', 'viewform', 'viewanalytics', 'prefill', ''])
      expect(
        refusal(
          checkContactForm(`https://docs.google.com/forms/d/1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789AbCdEfG/${page}`),
        ).problem,
      ).toBe('contact-form-edit-link')
  })

  it('refuses the short link with the steps', () => {
    expect(refusal(checkContactForm('https://forms.gle/Xk3vQ9mTz2LpW8aB7')).text).toBe(
      `must be the form's embed address (https://docs.google.com/forms/d/e/…/viewform?embedded=true), got "https://forms.gle/Xk3vQ9mTz2LpW8aB7", a short link Google does not show in a frame; ${STEPS}`,
    )
  })

  it('refuses pasted embed code, with the exact address taken from it', () => {
    const refused = refusal(checkContactForm(EMBED_CODE))
    expect(refused.problem).toBe('contact-form-frame-code')
    expect(refused.advice).toBe(`write ${EMBED}`)
  })

  it.each([
    ['https://tally.so/r/wMq8bZ', 'contact-form-not-google-forms', 'on tally.so'],
    ['https://docs.google.com/forms/u/0/', 'contact-form-not-a-form', 'the embed address of one Google Form'],
    ['https://docs.google.com/document/d/1aBcDeFgHiJk/edit', 'contact-form-not-a-form', 'one Google Form'],
    [`https://docs.google.com/forms/d/e/${ID}/viewanalytics`, 'contact-form-not-a-form', 'one Google Form'],
    ['', 'contact-value-empty', 'viewform?embedded=true'],
  ])('refuses %s (%s)', (written, problem, words) => {
    const refused = refusal(checkContactForm(written))
    expect(refused.problem).toBe(problem)
    expect(refused.text).toContain(words)
  })
})
