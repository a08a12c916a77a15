import { describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/load/load.ts'
import { placeholderProblem } from '../../generator/content/load/placeholders.ts'
import { fixtureLine, ICONS_FILE, problemAt, useContentCopy } from '../support/content-copy.ts'

describe('placeholders', () => {
  it.each([
    'https://www.example.com',
    'https://shop.example.org/contact',
    'sales@example.com',
    'orders@alaharvest.example',
    '+234 800 000 0001',
    '08000000002',
    'https://wa.me/2348000000001',
    'https://wa.me/c/2348000000001',
    'https://www.instagram.com/example',
    'https://www.youtube.com/@example',
    'https://docs.google.com/forms/d/e/EXAMPLE-FORM-ID/viewform?embedded=true',
  ])('%s is a placeholder', (value) => {
    const found = placeholderProblem(value)
    expect(found?.code).toMatch(/^placeholder-/)
    expect(found?.message).toMatch(/before the site is published$/)
  })

  it.each([
    'https://www.alaharvest.com',
    'https://www.example-foods.com',
    'sales@alaharvest.com',
    '+234 803 123 4567',
    '+234 800 100 2000',
    'https://wa.me/2348031234567',
    'https://www.instagram.com/alaharvestfoods',
    'https://www.google.com/maps?q=Faulks+Road,+Aba&output=embed',
    'Examples of our work',
    '2025',
    '450272',
  ])('%s is real content', (value) => {
    expect(placeholderProblem(value)).toBeUndefined()
  })

  describe('in content files', () => {
    const content = useContentCopy()
    const strictLoad = () =>
      loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE, strict: true })
    const real: Record<string, string> = {
      'https://www.example.com': 'https://www.alaharvest.com',
      '2348000000001': '2348031234567',
      '+234 800 000 0001': '+234 803 123 4567',
      '+234 800 000 0002': '+234 805 765 4321',
      '@example.com': '@alaharvest.com',
      '.com/example': '.com/alaharvestfoods',
      '.com/@example': '.com/@alaharvestfoods',
      'EXAMPLE-FORM-ID': '1FAIpQLSeAlaHarvestEnquiryForm',
    }

    it('are warnings at their line and column, and problems in a strict load', () => {
      const normal = content.load()
      expect(normal.ok).toBe(true)
      expect(normal.warnings).toContainEqual(
        problemAt(
          'content/site.md',
          fixtureLine('content/site.md', 'url: https://www.example.com'),
          6,
          'placeholder-address',
          {
            value: 'https://www.example.com',
            host: 'example.com',
          },
        ),
      )
      const strict = strictLoad()
      expect(strict.ok).toBe(false)
      expect(strict.ok ? [] : strict.issues).toEqual(normal.warnings)
    })

    it('once replaced with the real details, leave nothing to warn about, and a strict load passes', () => {
      let site = content.read('content/site.md')
      for (const [placeholder, value] of Object.entries(real)) site = site.replaceAll(placeholder, value)
      content.write('content/site.md', site)
      expect(content.load().warnings).toEqual([])
      expect(strictLoad().ok).toBe(true)
    })
  })
})
