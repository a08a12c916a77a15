/**
 * Every path to a quote that the pages render (the top bar, the contact page, the footer and a
 * product's quote button, from the fixture content) is exactly the form the receiving service
 * accepts: the check of its kind accepts each address as it is, without a correction.
 */
import { render } from '@testing-library/react'
import site from 'virtual:content/site'
import productsPage from 'virtual:content/productsPage'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Footer } from '../../components/Footer.tsx'
import { Header } from '../../components/Header.tsx'
import { QuoteButton } from '../../components/QuoteButton.tsx'
import {
  checkContactForm,
  checkEmail,
  checkMapEmbed,
  checkMapLink,
  checkPhone,
  checkSocialProfile,
  checkWhatsAppCatalogue,
  checkWhatsAppChat,
  type Verdict,
} from '../../generator/contacts/index.ts'
import { mailtoHref, telHref } from '../../generator/contacts/links.ts'
import ContactPage from '../../pages/contact/ContactPage.tsx'

const context = { country: site.address.countryCode }

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <ContactPage />
            <QuoteButton product="Garri" copy={productsPage.quote} />
            <Footer />
          </>
        ),
      },
    ],
    { initialEntries: ['/contact/'] },
  )
  const { container } = render(<RouterProvider router={router} />)
  return container
}

/** Accepted as it is: the page publishes what the service takes. */
function expectPublishedAsIs(verdict: Verdict, value: string) {
  expect(verdict.ok ? verdict.published : verdict.problem, value).toBe(value)
  expect(verdict.ok && verdict.corrected, value).toBeFalsy()
}

describe('contact values on the pages', () => {
  it('links every phone number to tel: in E.164, and shows it as the phone check publishes it', () => {
    const container = renderPages()
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
    expect(links.length).toBe(site.phones.length * 2)
    for (const link of links) {
      const shown = link.textContent.replace(/\u00a0/g, ' ')
      expectPublishedAsIs(checkPhone(shown, context), shown)
      expect(link.getAttribute('href')).toMatch(/^tel:\+[1-9]\d{6,14}$/)
      expect(link.getAttribute('href')).toBe(telHref(shown))
    }
  })

  it('links every e-mail address to its encoded mailto: address', () => {
    const container = renderPages()
    const links = [...container.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')]
    expect(links.length).toBe(site.emails.length * 2)
    for (const link of links) {
      expectPublishedAsIs(checkEmail(link.textContent), link.textContent)
      expect(link.getAttribute('href')).toBe(mailtoHref(link.textContent))
    }
  })

  it('opens the chat and the catalogue with links WhatsApp accepts: digits only, the quote message encoded', () => {
    const container = renderPages()
    const chats = [...container.querySelectorAll<HTMLAnchorElement>('a[href*="wa.me/"]')].map((link) =>
      link.getAttribute('href')!,
    )
    expect(chats).toContain(site.chat.catalogueUrl)
    expect(chats).toContain(site.chat.chatUrl)
    for (const href of chats) {
      const check = href.includes('/c/') ? checkWhatsAppCatalogue : checkWhatsAppChat
      expectPublishedAsIs(check(href, context), href)
    }
    const quote = chats.find((href) => href.includes('?text='))!
    expect(new URL(quote).searchParams.get('text')).toBe(productsPage.quote.message.replace('{product}', 'Garri'))
  })

  it('frames the contact form and the map at addresses Google serves in frames, and links the map to Google Maps', () => {
    const container = renderPages()
    const frames = [...container.querySelectorAll('iframe[data-src]')].map((frame) => frame.getAttribute('data-src')!)
    expect(frames).toEqual([site.contactForm.embedUrl, site.map.embedUrl])
    expectPublishedAsIs(checkContactForm(frames[0]!), frames[0]!)
    expectPublishedAsIs(checkMapEmbed(frames[1]!), frames[1]!)
    const mapLink = container.querySelector(`a[href="${CSS.escape(site.map.linkUrl)}"]`)
    expect(mapLink).not.toBeNull()
    expectPublishedAsIs(checkMapLink(site.map.linkUrl), site.map.linkUrl)
  })

  it('links each social profile itself', () => {
    const container = renderPages()
    for (const [network, href] of Object.entries(site.social)) {
      expect(container.querySelector(`a[href="${CSS.escape(href)}"]`), network).not.toBeNull()
      expectPublishedAsIs(checkSocialProfile(network as 'instagram', href), href)
    }
  })
})
