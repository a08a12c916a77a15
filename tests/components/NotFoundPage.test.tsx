import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import NotFoundPage from '../../pages/not-found/NotFoundPage.tsx'

function renderAt(path: string) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return { log, router }
}

afterEach(() => vi.restoreAllMocks())

describe('NotFoundPage', () => {
  it('says "Oops! Page not found" as its heading', () => {
    renderAt('/no/such/page')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found')
  })

  it('writes the attempted path to the console log', () => {
    const { log } = renderAt('/no/such/page')
    expect(log).toHaveBeenCalledWith('Page not found: /no/such/page')
  })

  it('shows the attempted path once mounted', () => {
    renderAt('/no/such/page')
    expect(screen.getByText('/no/such/page')).toBeTruthy()
  })

  it('has a Return to Home link to /', () => {
    renderAt('/no/such/page')
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/')
  })

  it('logs and shows the new path when the address changes while it is shown', async () => {
    const { log, router } = renderAt('/first/missing')
    await act(() => router.navigate('/second/missing'))
    expect(log).toHaveBeenLastCalledWith('Page not found: /second/missing')
    expect(screen.getByText('/second/missing')).toBeTruthy()
    expect(screen.queryByText('/first/missing')).toBeNull()
  })
})
