/**
 * Every built HTML page is valid, accessible markup as html-validate's recommended rules see it.
 * The few rule changes below each follow from a deliberate choice of the site or of React's
 * server renderer, and are as narrow as the rule's options allow.
 */
import fs from 'node:fs'
import path from 'node:path'
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate'
import { describe, expect, inject, it } from 'vitest'
import { expectedPages } from '../../scripts/lib/site-files.ts'

const site = inject('builtSite')

const config: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React's renderToString writes void elements self-closed (<img/>, <link/>, <br/>), while
    // renderer/head.ts writes them plain (<meta ...>): both are valid HTML syntax, and the rule
    // only enforces one consistent style, which mixed output from the two can't have.
    'void-style': 'off',
    // React 19 writes some attributes in their DOM-property spelling (fetchPriority,
    // referrerPolicy): HTML attribute names are case-insensitive, and the lowercase spelling
    // makes React warn in development. Lowercase stays required otherwise (no UPPER/Pascal).
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React's useId() makes ids such as "_R_12_" (aria-controls of the mobile menu). HTML only
    // requires an id to be non-empty and without whitespace, which `relaxed` still checks.
    'valid-id': ['error', { relaxed: true }],
    // role="list" on lists styled with list-style: none is deliberate: WebKit (Safari and
    // VoiceOver) removes list semantics from such lists unless the role is given explicitly.
    // Every other redundant role is still reported.
    'no-redundant-role': ['error', { exclude: ['list'] }],
  },
}

const validator = new HtmlValidate(new StaticConfigLoader(config))

interface Finding extends Pick<Message, 'ruleId' | 'message' | 'line' | 'column' | 'selector'> {
  file: string
}

async function errorsOf(file: string, html: string): Promise<Finding[]> {
  const report = await validator.validateString(html, file)
  return report.results.flatMap((result) =>
    result.messages.filter((message) => message.severity === 2).map(({ ruleId, message, line, column, selector }) => ({ file, ruleId, message, line, column, selector })),
  )
}

const describeFindings = (findings: readonly Finding[]) =>
  findings.map((finding) => `${finding.file}:${finding.line}:${finding.column} ${finding.ruleId}: ${finding.message} (${finding.selector ?? ''})`).join('\n')

describe('html-validate over the built pages', () => {
  it.each(expectedPages().map((page) => page.file))('%s has no error', async (file) => {
    const findings = await errorsOf(file, fs.readFileSync(path.join(site, file), 'utf8'))
    expect(describeFindings(findings), `html-validate errors in ${file}`).toBe('')
  })
})

describe('the validator configuration', () => {
  const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test</title></head><body><main>${body}</main></body></html>`

  it('accepts a clean page, including the deliberate patterns it allows', async () => {
    const html = page(
      '<h1>Title</h1><ul role="list"><li>One</li></ul><img src="/a.png" width="1" height="1" alt="A" fetchPriority="high"/>' +
        '<nav id="_R_1_" aria-label="Main"><a href="/">Home</a></nav><a href="tel:+2348000000001">+234\u00a0800\u00a0000\u00a00001</a>',
    )
    expect(await errorsOf('clean.html', html)).toEqual([])
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
  ])('reports %s', async (rule, body) => {
    const findings = await errorsOf('broken.html', page(body))
    expect(findings.map((finding) => finding.ruleId)).toContain(rule)
  })
})
