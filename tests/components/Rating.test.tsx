import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Rating } from '../../components/Rating.tsx'

function renderRating(value: number) {
  render(<Rating value={value} />)
  const rating = screen.getByRole('img', { name: `Rated ${value} out of 5 stars` })
  const stars = Array.from(rating.querySelectorAll('svg'))
  // Filled or not is only visible through the colour the class gives: no accessible handle.
  const filled = stars.filter((star) => star.classList.contains('rating__star--on'))
  return { rating, stars, filled }
}

describe('Rating', () => {
  it('five out of five: labelled "Rated 5 out of 5 stars", with five filled stars', () => {
    const { stars, filled } = renderRating(5)
    expect(stars).toHaveLength(5)
    expect(filled).toHaveLength(5)
    for (const star of stars) {
      expect(star.getAttribute('aria-hidden')).toBe('true')
      expect(star.querySelector('use')?.getAttribute('href')).toMatch(/#star$/)
    }
  })

  it.each([0, 1, 3, 4])('%i out of five: labelled accordingly, with that many filled stars first', (value) => {
    const { stars, filled } = renderRating(value)
    expect(stars).toHaveLength(5)
    expect(filled).toHaveLength(value)
    expect(stars.slice(0, value)).toEqual(filled)
  })

  it('is one image to assistive technology: the stars inside are hidden from it', () => {
    const { rating } = renderRating(5)
    expect(rating.getAttribute('role')).toBe('img')
    expect(screen.getAllByRole('img')).toEqual([rating])
  })
})
