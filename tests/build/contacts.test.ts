/**
 * Every path to a quote in the built pages has exactly the form its service accepts: tel: links in
 * E.164, WhatsApp links with the number as digits only, mailto: links encoded, the map and the
 * form frames on addresses Google serves inside a frame, profile links to the profile itself, and
 * canonical addresses without a query. Checked on the builds of the fixture and of the live
 * content (rules that hold for any valid content), and on a build of the fixture whose contact
 * values are all written as editors paste them (http://, mailto:, numbers as dialled at home):
 * the build notes each one, and every page publishes the corrected form only.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { parseDocument } from 'yaml'
import { GUIDE, type ContactKind } from '../../generator/contacts/index.ts'
import { mailtoHref, telHref } from '../../generator/contacts/links.ts'
import { contactFields, EVERY_ITEM } from '../support/arbitraries.ts'
import { buildSite, checkContent, ROOT, type BuildResult } from '../support/build.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { attr, elements, htmlFiles, parseHtml } from '../support/html.ts'
import { contentOf, FIXTURE_CONTENT } from '../support/site.ts'

/** The links and frames of every page of a build: [page, what, address]. */
function addressesOf(siteDir: string): [string, string, string][] {
  const found: [string, string, string][] = []
  for (const page of htmlFiles(siteDir)) {
    const document = parseHtml(fs.readFileSync(path.join(siteDir, page), 'utf8'))
    for (const element of elements(document)) {
      if (element.tagName === 'a') found.push([page, '<a href>', attr(element, 'href') ?? ''])
      // A frame is loaded when it comes into view: its address waits in data-src.
      if (element.tagName === 'iframe')
        found.push([page, '<iframe src>', attr(element, 'src') ?? attr(element, 'data-src') ?? ''])
      if (element.tagName === 'link' && attr(element, 'rel') === 'canonical')
        found.push([page, '<link rel="canonical">', attr(element, 'href') ?? ''])
    }
  }
  return found
}

const E164 = /^tel:\+[1-9]\d{6,14}$/
const WHATSAPP = /^https:\/\/wa\.me\/(?:c\/)?[1-9]\d{6,14}(?:\?text=[^#&]*)?$/
const MAILTO = /^mailto:[^?\s@]+@[^?\s@]+$/
const PROFILE_HOSTS = /^https:\/\/(?:www\.)?(?:instagram|facebook|youtube|tiktok)\.com\//
const MAP_EMBED = /^https:\/\/www\.google\.com\/maps(?:\/embed)?\?/
const FORM_EMBED = /^https:\/\/docs\.google\.com\/forms\/d\/e\/[\w-]+\/viewform\?(?:.*&)?embedded=true/

/** The kind of contact an address of a page is, and the form its service takes. */
function serviceForm(where: string, address: string): [kind: string, form: (address: string) => boolean] | undefined {
  const noQuery = (url: string) => new URL(url).search === ''
  if (address.startsWith('tel:')) return ['tel', (url) => E164.test(url)]
  if (/^https?:\/\/(?:api\.)?wa\.me|whatsapp\.com/.test(address)) return ['chat', (url) => WHATSAPP.test(url)]
  if (address.startsWith('mailto:')) return ['mail', (url) => MAILTO.test(url)]
  if (where === '<iframe src>' && /google\.com\/maps/.test(address)) return ['map', (url) => MAP_EMBED.test(url)]
  if (where === '<iframe src>' && /docs\.google\.com\/forms/.test(address))
    return ['form', (url) => FORM_EMBED.test(url)]
  if (PROFILE_HOSTS.test(address)) return ['profile', noQuery]
  if (where === '<link rel="canonical">') return ['canonical', noQuery]
  return undefined
}

/** The rules every built site keeps, whatever its content: each contact link of the form its service takes. */
function expectServiceForms(siteDir: string) {
  const addresses = addressesOf(siteDir)
  const kinds = new Set<string>()
  for (const [page, where, address] of addresses) {
    const form = serviceForm(where, address)
    if (!form) continue
    kinds.add(form[0])
    expect(form[1](address), `${page} ${where} ${address} is not of the form ${form[0]} takes`).toBe(true)
  }
  // Each kind was met, so none of the rules above checked nothing.
  expect([...kinds].sort()).toEqual(['canonical', 'chat', 'form', 'mail', 'map', 'profile', 'tel'])
  return addresses
}

describe('the contact links of the built pages', () => {
  for (const name of ['fixtureSite', 'liveSite'] as const) {
    const site = inject(name)
    it(`${site.label}: every one has the form its service accepts`, () => {
      expectServiceForms(site.dir)
    })
  }
})

/** What an editor pastes for a value of the form its service takes. */
function asPasted(kind: ContactKind, value: string): string {
  if (kind === 'phone') return value.replace(/^\+234\s*/, '0')
  if (kind === 'email') return `mailto:${value}`
  return value.replace(/^https:\/\//, 'http://')
}

describe('contact values written as editors paste them', () => {
  let folder: ContentFolder | undefined
  let build: BuildResult
  let check: BuildResult
  let siteDir = ''
  const fields = contactFields()
  const written = new Map<string, { kind: ContactKind; written: string; published: string }>()

  beforeAll(async () => {
    folder = copyContentFolder(FIXTURE_CONTENT, { under: path.join(ROOT, '.cache'), name: 'pasted-contacts' })
    const file = path.join(folder.contentDir, 'site.md')
    const text = fs.readFileSync(file, 'utf8')
    const end = text.indexOf('\n---', 4) + 1
    const document = parseDocument(text.slice(4, end))
    for (const field of fields) {
      const at = field.path.map((segment) => (segment === EVERY_ITEM ? 0 : segment))
      const published = GUIDE[field.contact!].example
      const value = asPasted(field.contact!, published)
      document.setIn(at, value)
      written.set(field.label, { kind: field.contact!, written: value, published })
    }
    fs.writeFileSync(file, `---\n${document.toString({ lineWidth: 0 })}${text.slice(end)}`)
    const outDir = path.relative(ROOT, path.join(folder.dir, 'build'))
    siteDir = path.join(ROOT, outDir, 'client')
    ;[check, build] = await Promise.all([
      checkContent(folder.contentDir),
      buildSite({ outDir, contentDir: folder.contentDir }),
    ])
  })

  afterAll(() => {
    folder?.remove()
  })

  it('build, with a note naming each value and what the site publishes', () => {
    expect(check.code, check.stderr).toBe(0)
    expect(build.code, build.stderr).toBe(0)
    const notes = check.stderr.split('\n').filter((line) => /^\S*\/site\.md:\d+:\d+: note: /.test(line))
    expect(notes, check.stderr).toHaveLength(fields.length)
    // Each note quotes the start of what was written and gives the value to write instead.
    for (const { written: value, published } of written.values())
      expect(
        notes.some(
          (line) => line.includes(`"${value.slice(0, 40)}`) && line.includes(`write ${published.slice(0, 60)}`),
        ),
        value,
      ).toBe(true)
  })

  it('are published in their service form on every page, never as written', () => {
    const addresses = expectServiceForms(siteDir)
    const all = addresses.map(([, , address]) => address)
    const site = contentOf(folder!.contentDir).site
    for (const { kind, written: value, published } of written.values()) {
      const expected =
        kind === 'phone' ? telHref(published) : kind === 'email' ? mailtoHref(published) : published.replace(/\/$/, '')
      expect(
        all.some((address) => address.startsWith(expected)),
        `${kind}: ${expected}`,
      ).toBe(true)
      // (An e-mail address pasted as a mailto: link is the link the page makes of it.)
      if (kind !== 'siteUrl' && kind !== 'email')
        expect(
          all.some((address) => address.includes(value)),
          `${kind}: ${value}`,
        ).toBe(false)
    }
    expect(site.url).toBe(GUIDE.siteUrl.example)
  })
})
