/**
 * The contact values of site.md in the content pipeline: every contact field (found by walking
 * the schemas, never listed here) refuses what its service refuses, at the line of the value,
 * with the catalogue's entry; publishes a value written another way in its service's form, with
 * a note that never stops a build, strict or not; reads numbers written as dialled at home as
 * numbers of the site's country; and the admin saves the same corrected forms.
 */
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { contactCorrections } from '../../admin/checks.ts'
import { CHECKS, GUIDE, notes, problems, SITE_FIELDS, type ContactKind } from '../../generator/contacts/index.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import { contactNotes, contactProblems, exampleParams } from '../../generator/content/problems/catalogue/contacts.ts'
import { severityOf } from '../../generator/content/problems/catalogue/index.ts'
import { formatWarnings } from '../../generator/content/problems/report.ts'
import {
  collectionList,
  contactFields as allContactFields,
  EVERY_ITEM,
  type ContentField,
} from '../support/arbitraries.ts'
import { ICONS_FILE, problemAt, useContentCopy } from '../support/content-copy.ts'

const SITE = 'content/site.md'
const NG = { country: 'NG' }

/** Every contact field of every collection, with a path to one real value (the first item of a list). */
const contactFields = allContactFields().map((field) => ({
  ...field,
  at: field.path.map((segment) => (segment === EVERY_ITEM ? 0 : segment)),
}))

type Placed = ContentField & { at: (string | number)[] }

/** A content file split into its front matter (YAML) and what follows its closing --- line. */
interface Parts {
  yaml: string
  rest: string
}

function partsOf(text: string): Parts {
  const end = text.indexOf('\n---', 4) + 1
  return { yaml: text.slice(4, end), rest: text.slice(end) }
}

/** The file with `value` written at the field, and the line and column the value starts on. */
function withValue({ yaml, rest }: Parts, field: Placed, value: string) {
  const document = parseDocument(yaml)
  document.setIn(field.at, value)
  const written = document.toString({ lineWidth: 0 })
  const node = parseDocument(written).getIn(field.at, true) as { range: [number, number, number] }
  const before = written.slice(0, node.range[0])
  return {
    parts: { yaml: written, rest },
    text: `---\n${written}${rest}`,
    // The file starts with its "---" line, which the YAML above does not hold.
    line: before.split('\n').length + 1,
    column: before.length - before.lastIndexOf('\n'),
  }
}

const siteFile = (content: ReturnType<typeof useContentCopy>) => partsOf(content.read(SITE))

/** A value each check refuses: the first example of the catalogue it refuses. */
function refusedValue(kind: ContactKind) {
  for (const definition of Object.values(problems)) {
    const verdict = CHECKS[kind](definition.example.written, NG)
    if (!verdict.ok && definition.example.written) return { written: definition.example.written, verdict }
  }
  throw new Error(`no example of the catalogue is refused as a ${kind}`)
}

/** What an editor pastes for a value of the form its service takes: the address with http://,
 *  the e-mail address as a mailto: link, the number as dialled in Nigeria. */
function asPasted(kind: ContactKind, value: string): string {
  if (kind === 'phone') return value.replace(/^\+234\s*/, '0')
  if (kind === 'email') return `mailto:${value}`
  return value.replace(/^https:\/\//, 'http://')
}

describe('the contact entries of the catalogue', () => {
  it('each example raises its own entry, with the parameters the guide shows', () => {
    for (const [code, definition] of Object.entries({ ...problems, ...notes }))
      expect(exampleParams(code, definition.example.written), code).toBeDefined()
  })

  it('refusals are errors, notes are never refused', () => {
    for (const code of Object.keys(contactProblems)) expect(severityOf(code), code).toBe('error')
    for (const code of Object.keys(contactNotes)) expect(severityOf(code), code).toBe('note')
  })
})

describe('every contact field', () => {
  const content = useContentCopy()

  it('is found in the schemas, one for each kind of contact value', () => {
    expect(collectionList().length).toBeGreaterThan(0)
    expect(new Set(contactFields.map((field) => field.contact))).toEqual(new Set(Object.keys(CHECKS)))
    // The content guide explains each of them (from the same list).
    expect(
      Object.fromEntries(contactFields.map((field) => [field.label.replace(/^site\.md /, ''), field.contact])),
    ).toEqual(SITE_FIELDS)
  })

  for (const field of contactFields) {
    const kind = field.contact!

    it(`${field.label}: what ${kind === 'phone' ? 'a phone' : 'its service'} refuses is refused at the line of the value`, () => {
      const { written, verdict } = refusedValue(kind)
      const placed = withValue(siteFile(content), field, written)
      content.write(SITE, placed.text)
      if (verdict.ok) throw new Error('refused above')
      expect(content.issues()).toEqual([
        problemAt(SITE, placed.line, placed.column, verdict.problem as never, verdict.params as never),
      ])
    })

    it(`${field.label}: a value pasted another way is published in its service's form, with a note`, () => {
      const published = GUIDE[kind].example
      const written = asPasted(kind, published)
      expect(written).not.toBe(published)
      const placed = withValue(siteFile(content), field, written)
      content.write(SITE, placed.text)
      for (const strict of [false, true]) {
        const result = loadContent({
          root: content.root,
          contentDir: content.contentDir,
          iconsFile: ICONS_FILE,
          strict,
        })
        // Strict loads refuse the fixture's placeholders; nothing else.
        if (!result.ok) expect(result.issues.every((issue) => severityOf(issue.code) === 'warning')).toBe(true)
        const note = result.warnings.find((warning) => warning.line === placed.line)
        expect(note, `a note at line ${placed.line}`).toMatchObject({ file: SITE, column: placed.column })
        expect(severityOf(note!.code)).toBe('note')
        expect(note!.params).toMatchObject({ written, published })
        expect(formatWarnings([note!], {})).toContain(`${SITE}:${placed.line}:${placed.column}: note: `)
        if (result.ok) {
          let value: unknown = result.content.site
          for (const segment of field.at) value = (value as Record<string | number, unknown>)[segment]
          expect(value).toBe(published)
        }
      }
    })
  }
})

describe("the site's country", () => {
  const content = useContentCopy()
  const phone = contactFields.find((field) => field.contact === 'phone')!
  const chat = contactFields.find((field) => field.contact === 'whatsappChat')!

  it('reads numbers written as dialled at home as numbers of that country', () => {
    const site = siteFile(content)
    const inGhana = { ...site, yaml: site.yaml.replace(/countryCode: NG/, 'countryCode: GH') }
    const withPhone = withValue(inGhana, phone, '024 123 4567').parts
    content.write(SITE, withValue(withPhone, chat, 'https://wa.me/0241234567').text)
    const result = content.load()
    if (!result.ok) expect.fail(result.issues.map((issue) => issue.message).join('\n'))
    expect(result.content.site.phones[0]!.number).toBe('+233 24 123 4567')
    expect(result.content.site.chat.chatUrl).toBe('https://wa.me/233241234567')
  })
})

describe('the admin', () => {
  it('saves each contact value in the form the site publishes, and leaves the others', () => {
    const site = collectionList().find((collection) => collection.kind === 'file' && collection.path === 'site.md')!
    const data = {
      name: 'Ala Harvest',
      url: 'http://www.alaharvest.com',
      chat: { chatUrl: 'https://wa.me/+234 803 123 4567', catalogueUrl: 'https://wa.me/c/2348031234567' },
      phones: [{ label: 'Sales', number: '0803 123 4567' }],
      emails: [{ label: 'Sales', address: 'mailto:sales@alaharvest.com' }],
      address: { countryCode: 'NG', city: 'Aba' },
    }
    expect(contactCorrections(site.schema, data)).toEqual([
      [['url'], 'https://www.alaharvest.com'],
      [['chat', 'chatUrl'], 'https://wa.me/2348031234567'],
      [['phones', 0, 'number'], '+234 803 123 4567'],
      [['emails', 0, 'address'], 'sales@alaharvest.com'],
    ])
  })
})
