/**
 * Every built HTML page is valid, accessible markup as html-validate's recommended rules see it
 * (the configuration and its reasons are in tests/support/site-checks.ts), on the build of the
 * fixture content and on the build of the live content.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { htmlErrorsOf, validateHtml } from '../support/site-checks.ts'

describe.each([inject('fixtureSite'), inject('liveSite')])('html-validate over the pages of $label', ({ dir }) => {
  it('finds no error', async () => {
    expect(await validateHtml(dir)).toEqual([])
  })
})

describe('the validator configuration', () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test</title></head><body><main>${body}</main></body></html>`

  it('accepts a clean page, including the deliberate patterns it allows', async () => {
    const html = page(
      '<h1>Title</h1><ul role="list"><li>One</li></ul><img src="/a.png" width="1" height="1" alt="A" fetchPriority="high"/>' +
        '<nav id="_R_1_" aria-label="Main"><a href="/">Home</a></nav><a href="tel:+2348000000001">+234\u00a0800\u00a0000\u00a00001</a>' +
        '<form hidden=""><label for="q">Quantity</label><input id="q" name="q" type="number" required=""/><button type="submit">Add</button></form>',
    )
    expect(await htmlErrorsOf('clean.html', html)).toEqual([])
  })

  it.each([
    ['wcag/h37', '<img src="/a.png" width="1" height="1">'],
    ['no-dup-id', '<p id="a">A</p><p id="a">B</p>'],
    ['element-permitted-content', '<a href="/"><button type="button">Go</button></a>'],
    ['unique-landmark', '<nav aria-label="Main"></nav><nav aria-label="Main"></nav>'],
    ['tel-non-breaking', '<a href="tel:+2348000000001">+234 800 000 0001</a>'],
    ['no-redundant-role', '<nav role="navigation" aria-label="Main"></nav>'],
    ['attr-case', '<p CLASS="a">A</p>'],
    ['valid-id', '<p id="a b">A</p>'],
    ['close-order', '<p><span>A</p></span>'],
    ['no-dup-attr', '<p class="a" class="b">A</p>'],
    ['no-implicit-button-type', '<button>A</button>'],
    ['attribute-boolean-style', '<label for="q">Q</label><input id="q" type="number" required="required">'],
  ])('reports %s', async (rule, body) => {
    const findings = await htmlErrorsOf('broken.html', page(body))
    expect(findings.map((finding) => finding.ruleId)).toContain(rule)
  })

  it('names the file, line, column and rule of each error in a built site', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'))
    try {
      fs.mkdirSync(path.join(dir, 'about'))
      fs.writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'))
      fs.writeFileSync(
        path.join(dir, 'about/index.html'),
        page('<h1>About</h1>\n<img src="/a.png" width="1" height="1">'),
      )
      expect(await validateHtml(dir)).toEqual([expect.stringMatching(/^about\/index\.html:2:2 wcag\/h37: /)])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
