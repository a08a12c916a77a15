import { describe, expect, it } from 'vitest'
import { contentModuleCode } from '../../generator/content-module-code.ts'
import { useContentCopy } from '../support/content-copy.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { fixtureLine, ICONS_FILE, problemAt } from '../support/content-copy.ts'

describe('a site built for a sub-path (GitHub Pages project site)', () => {
  const content = useContentCopy()

  it('refuses a site address that does not include the sub-path, at the url line', () => {
    const result = loadContent({
      root: content.root,
      contentDir: content.contentDir,
      iconsFile: ICONS_FILE,
      base: '/ala-harvest/',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([
      problemAt('content/site.md', fixtureLine('content/site.md', 'url: https://www.example.com'), 6, 'site-url-base', {
        url: 'https://www.example.com',
        base: '/ala-harvest/',
        suggestion: 'https://www.example.com/ala-harvest',
      }),
    ])
  })

  it('accepts the address with the sub-path, with or without a trailing slash', () => {
    for (const url of ['https://user.example.io/ala-harvest', 'https://user.example.io/ala-harvest/']) {
      content.write('content/site.md', content.read('content/site.md').replace(/^url: .*$/m, `url: ${url}`))
      expect(
        loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE, base: 'ala-harvest' })
          .ok,
      ).toBe(true)
    }
  })
})

describe('links to pages of the site written in Markdown', () => {
  const body = {
    html: '<p>See <a href="/products/">our products</a>, <a href="//cdn.example.com/x">a file</a> and <a href="https://example.com/">a site</a>.</p>',
    text: '',
  }

  it('get the sub-path the site is served from', async () => {
    const code = await contentModuleCode({ story: body }, { base: '/ala-harvest/' })
    expect(code).toContain('href=\\"/ala-harvest/products/\\"')
    expect(code).toContain('href=\\"//cdn.example.com/x\\"')
    expect(code).toContain('href=\\"https://example.com/\\"')
  })

  it("get it in a text's lead too, which a product's card shows", async () => {
    const lead = '<p>See <a href="/products/">our products</a>.</p>'
    const code = await contentModuleCode({ story: { ...body, lead } }, { base: '/ala-harvest/' })
    expect(code).toContain(`"lead":${JSON.stringify(lead.replace('/products/', '/ala-harvest/products/'))}`)
  })

  it('stay as written at the domain root', async () => {
    expect(await contentModuleCode({ story: body }, { base: '/' })).toContain('href=\\"/products/\\"')
  })
})
