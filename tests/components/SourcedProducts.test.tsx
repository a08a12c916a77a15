import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import servicesPage from 'virtual:content/servicesPage'
import sourced from 'virtual:content/sourcedProducts'
import { describe, expect, it } from 'vitest'
import { SourcedProducts } from '../../components/SourcedProducts.tsx'

const CLOSING = 'and any other agro product on demand'

function renderList() {
  const user = userEvent.setup()
  render(<SourcedProducts label={servicesPage.sourced.button} items={sourced.items} closing={sourced.closing} />)
  // The toggle is a <summary>, which has no ARIA role testing-library selects by.
  const toggle = screen.getByText(/Products We Source/).closest('summary')!
  const details = toggle.closest('details')!
  return { user, toggle, details }
}

describe('SourcedProducts', () => {
  it('is labelled "Products We Source" and starts collapsed', () => {
    const { toggle, details } = renderList()
    expect(servicesPage.sourced.button).toBe('Products We Source')
    expect(toggle.textContent).toContain('Products We Source')
    expect(details.open).toBe(false)
    expect(details.hasAttribute('open')).toBe(false)
  })

  it('the toggle expands the list, and collapses it again', async () => {
    const { user, toggle, details } = renderList()
    await user.click(toggle)
    await waitFor(() => expect(details.open).toBe(true))
    await user.click(toggle)
    await waitFor(() => expect(details.open).toBe(false))
  })

  it('lists about 23 sourced items, each with its label and category code', () => {
    const { details } = renderList()
    expect(sourced.items.length).toBeGreaterThanOrEqual(20)
    expect(sourced.items.length).toBeLessThanOrEqual(26)
    const items = within(details).getAllByRole('listitem', { hidden: true })
    expect(items).toHaveLength(sourced.items.length)
    items.forEach((item, index) => {
      const { name, code } = sourced.items[index]!
      expect(name.trim()).not.toBe('')
      expect(code).toMatch(/^\d{4}(\.\d{2})?$/)
      expect(item.textContent).toContain(name)
      expect(item.textContent).toContain(code)
      // The code reads as a category code, not run into the name.
      expect(item.textContent.replace(/\s+/g, ' ')).toMatch(new RegExp(`HS ${code.replace('.', '\\.')}$`))
    })
  })

  it('ends with the line "and any other agro product on demand"', () => {
    const { details } = renderList()
    expect(sourced.closing).toBe(CLOSING)
    const panel = within(details).getByRole('list', { hidden: true }).parentElement!
    expect(panel.lastElementChild?.textContent).toBe(CLOSING)
    expect(
      within(details)
        .getByText(CLOSING)
        .compareDocumentPosition(within(details).getAllByRole('listitem', { hidden: true }).at(-1)!),
    ).toBe(Node.DOCUMENT_POSITION_PRECEDING)
  })
})
