import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactLinks } from '../../components/ContactLinks.tsx'

describe('ContactLinks', () => {
  it('links a phone number in international format to its E.164 tel: address, shown on one line', () => {
    render(<ContactLinks phones={[{ label: 'Sales', number: '+234 803 123 4567' }]} />)
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('tel:+2348031234567')
    expect(link.textContent).toBe('+234\u00a0803\u00a0123\u00a04567')
    expect(screen.getByRole('listitem').textContent).toContain('Sales:')
  })

  it('links an e-mail address to a mailto: address that keeps a + in it, showing the address as written', () => {
    render(<ContactLinks emails={[{ label: 'Orders', address: 'bill+orders@alaharvest.com' }]} />)
    const link = screen.getByRole('link', { name: 'bill+orders@alaharvest.com' })
    expect(link.getAttribute('href')).toBe('mailto:bill%2Borders@alaharvest.com')
  })
})
