import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { MobileMenu } from '../../components/MobileMenu.tsx'
import { navigation } from '../../components/navigation.ts'

const QUOTE = { href: 'https://wa.me/c/2348000000001', label: 'Get Quote' }

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

function renderMenu(path = '/') {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={[path]}>
      <p>Some page text</p>
      <MobileMenu items={navigation} quote={QUOTE} />
      <CurrentPath />
    </MemoryRouter>,
  )
  // The button is a <summary>, which has no ARIA role testing-library selects by.
  const button = screen.getByText('Menu').closest('summary')!
  const details = button.closest('details')!
  const currentPath = () => screen.getByRole('status', { name: 'Current path', hidden: true }).textContent
  return { user, button, details, currentPath }
}

async function expectOpen({ button, details }: { button: HTMLElement; details: HTMLDetailsElement }, open: boolean) {
  await waitFor(() => {
    expect(button.getAttribute('aria-expanded')).toBe(String(open))
    expect(details.open).toBe(open)
  })
}

describe('MobileMenu', () => {
  it('takes over a menu the visitor opened before the page hydrated: it stays open, says so, and Escape closes it', async () => {
    const tree = (
      <MemoryRouter initialEntries={['/']}>
        <MobileMenu items={navigation} quote={QUOTE} />
      </MemoryRouter>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.append(container)
    const details = container.querySelector('details')!
    const button = container.querySelector('summary')!
    // Without JavaScript yet, the native <details> opens on a tap.
    details.open = true
    expect(button.hasAttribute('aria-expanded')).toBe(false)
    const root = await act(() => Promise.resolve(hydrateRoot(container, tree)))
    await expectOpen({ button, details }, true)
    const user = userEvent.setup()
    button.focus()
    await user.keyboard('{Escape}')
    await expectOpen({ button, details }, false)
    act(() => root.unmount())
    container.remove()
  })

  it('is closed after mount and announces it with aria-expanded=false and aria-controls pointing at its links', async () => {
    const menu = renderMenu()
    await expectOpen(menu, false)
    const panel = document.getElementById(menu.button.getAttribute('aria-controls')!)
    expect(panel).not.toBeNull()
    expect(menu.details.contains(panel)).toBe(true)
    for (const item of navigation) expect(panel!.querySelector(`a[href="${item.to}"]`)?.textContent).toBe(item.label)
    expect(navigation.map((item) => item.label)).toEqual(['About', 'Products', 'Services', 'Contact'])
  })

  it('opens and closes with its button', async () => {
    const menu = renderMenu()
    await menu.user.click(menu.button)
    await expectOpen(menu, true)
    await menu.user.click(menu.button)
    await expectOpen(menu, false)
  })

  it('Escape closes it and moves focus back to the button', async () => {
    const menu = renderMenu()
    await menu.user.click(menu.button)
    await expectOpen(menu, true)
    screen.getByRole('link', { name: 'Services' }).focus()
    await menu.user.keyboard('{Escape}')
    await expectOpen(menu, false)
    expect(document.activeElement).toBe(menu.button)
  })

  it('choosing a link navigates there and closes it', async () => {
    const menu = renderMenu('/')
    await menu.user.click(menu.button)
    await expectOpen(menu, true)
    await menu.user.click(screen.getByRole('link', { name: 'Products' }))
    expect(menu.currentPath()).toBe('/products/')
    await expectOpen(menu, false)
  })

  it("choosing the current page's link closes it too", async () => {
    const menu = renderMenu('/about/')
    await menu.user.click(menu.button)
    await expectOpen(menu, true)
    await menu.user.click(screen.getByRole('link', { name: 'About' }))
    expect(menu.currentPath()).toBe('/about/')
    await expectOpen(menu, false)
  })

  it('clicking outside closes it', async () => {
    const menu = renderMenu()
    await menu.user.click(menu.button)
    await expectOpen(menu, true)
    await menu.user.click(screen.getByText('Some page text'))
    await expectOpen(menu, false)
  })

  it("marks the current page's link, and only that one, with aria-current=page", () => {
    renderMenu('/services/')
    expect(screen.getByRole('link', { name: 'Services' }).getAttribute('aria-current')).toBe('page')
    for (const name of ['About', 'Products', 'Contact'])
      expect(screen.getByRole('link', { name }).hasAttribute('aria-current')).toBe(false)
  })

  it('holds the Get Quote link, opening in a new window', () => {
    renderMenu()
    const quote = screen.getByRole('link', { name: /Get Quote/ })
    expect(quote.getAttribute('href')).toBe(QUOTE.href)
    expect(quote.getAttribute('target')).toBe('_blank')
    expect(quote.getAttribute('rel')?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
  })
})
