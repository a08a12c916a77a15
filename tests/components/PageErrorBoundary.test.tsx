import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PageErrorBoundary, rememberServerPage } from '../../renderer/PageErrorBoundary.tsx'

function Broken(): never {
  throw new Error('render failed')
}

/** The page as the host sent it, remembered before hydration. */
function arriveAt(pathname: string) {
  window.history.replaceState(null, '', pathname)
  const root = document.createElement('div')
  root.innerHTML = '<header>Server header</header><main id="main"><h1>Products, as sent</h1></main>'
  rememberServerPage(root, root.querySelector('main'))
}

beforeEach(() => {
  sessionStorage.clear()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('PageErrorBoundary', () => {
  it('shows the page as the host sent it when rendering fails on the page the visitor arrived on', () => {
    arriveAt('/products/')
    render(
      <PageErrorBoundary part="main" locationKey="default">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products, as sent')
    // No reload: the sent page is complete.
    expect(sessionStorage.length).toBe(0)
  })

  it('after an in-app navigation, loads the address from the host, and meanwhile says so with a real link', () => {
    arriveAt('/')
    window.history.pushState(null, '', '/products/')
    render(
      <PageErrorBoundary part="main" locationKey="second">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(JSON.parse(sessionStorage.getItem('page-error-reload')!)).toMatchObject({
      href: 'http://localhost:3000/products/',
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This page did not load completely')
    expect(screen.getByRole('link', { name: 'Load the page again' }).getAttribute('href')).toBe(
      'http://localhost:3000/products/',
    )
  })

  it('does not reload again when the same address failed moments ago (no reload loop)', () => {
    arriveAt('/')
    window.history.pushState(null, '', '/about/')
    const earlier = { href: 'http://localhost:3000/about/', at: Date.now() - 1000 }
    sessionStorage.setItem('page-error-reload', JSON.stringify(earlier))
    render(
      <PageErrorBoundary part="main" locationKey="third">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(JSON.parse(sessionStorage.getItem('page-error-reload')!)).toEqual(earlier)
    expect(screen.getByRole('link', { name: 'Load the page again' })).toBeTruthy()
  })

  it('gives the next page a fresh start', () => {
    arriveAt('/')
    window.history.pushState(null, '', '/about/')
    const { rerender } = render(
      <PageErrorBoundary part="main" locationKey="one">
        <Broken />
      </PageErrorBoundary>,
    )
    window.history.pushState(null, '', '/contact/')
    rerender(
      <PageErrorBoundary part="main" locationKey="two">
        <h1>Contact Us</h1>
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us')
  })

  it('when the frame itself fails, still shows a main landmark with the message', () => {
    arriveAt('/')
    window.history.pushState(null, '', '/services/')
    render(
      <PageErrorBoundary part="root" locationKey="four">
        <Broken />
      </PageErrorBoundary>,
    )
    expect(screen.getByRole('main').textContent).toContain('This page did not load completely')
  })
})
