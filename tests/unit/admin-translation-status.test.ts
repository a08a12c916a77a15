/**
 * The translation status the admin shows in another language's pane, and what a translation
 * records of its original when saved (admin/translation-status.ts), over any sequence of edits an
 * editor can make: to the original's texts, to the translation's, marking the translation up to
 * date and taking that back. A translation is never recorded as up to date when only its original
 * changed; the status names exactly the texts changed since the translation was made.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adminForms, BODY_FIELD, entryCheck, STATUS_FIELD } from '../../admin/config.ts'
import { layoutOf } from '../../admin/entry-save.ts'
import { originalNow, writtenTexts } from '../../admin/language-files.ts'
import {
  markedRecord,
  markValue,
  recordToWrite,
  translationStatus,
  type TextRecord,
} from '../../admin/translation-status.ts'
import { readSiteBasics } from '../../generator/content/load/languages.ts'
import { readIcons } from '../../generator/content/load/load.ts'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../../generator/content/schemas/collections/index.ts'
import { changedSince, holdsTranslation, RECORD_KEY } from '../../generator/content/schemas/translation.ts'
import { defOf, unwrap } from '../../generator/content/schemas/walk.ts'
import { adminEntries } from '../support/admin-content.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const collections = Object.values(defineCollections(contextWithoutFiles(readIcons(ICONS_FILE)))) as Collection[]
const forms = adminForms(collections, readSiteBasics(FIXTURE_CONTENT).languages)
const garri = adminEntries(forms, FIXTURE_CONTENT).find((found) => found.slug === 'garri')!
const layout = layoutOf(forms, 'products', 'garri')!
const labels = forms.checks.get(entryCheck('products'))!.labels!

type Data = Record<string, unknown>

/** The texts an editor edits: the product's translated fields of one line of text, as the
 *  schema declares them (a shared field, such as the category's file name, is not one), and its
 *  Markdown. */
const productSchema = collections.find((collection) => collection.name === 'products')!.schema
const texts = [
  ...Object.entries(defOf(unwrap(productSchema).schema).shape as Record<string, unknown>)
    .filter(([, field]) => holdsTranslation(field) && defOf(unwrap(field).schema).type === 'string')
    .map(([key]) => key),
  BODY_FIELD,
]
/** The key a text has in a record (the Markdown's is the body's field: description). */
const recordKey = (key: string) => (key === BODY_FIELD ? 'description' : key)

type Edit =
  | { kind: 'original'; key: string; value: string }
  | { kind: 'translation'; key: string; value: string }
  | { kind: 'mark' }
  | { kind: 'undo' }

const text = fc.stringMatching(/^[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ ,.]{0,30}$/)
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('original' as const), key: fc.constantFrom(...texts), value: text }),
  fc.record({ kind: fc.constant('translation' as const), key: fc.constantFrom(...texts), value: text }),
  fc.constant({ kind: 'mark' as const }),
  fc.constant({ kind: 'undo' as const }),
)

const status = (original: Data, translation: Data) => {
  const current = originalNow(original, layout)
  const written = writtenTexts(translation, layout)
  return { current, written, status: translationStatus(translation, current, written) }
}

describe('the translation status, over any edits of the original and the translation', () => {
  it('is checked over every translated text of a product, and over no shared field', () => {
    expect(texts).toEqual(expect.arrayContaining(['name', 'imageAlt', 'origin', BODY_FIELD]))
    expect(texts).not.toContain('category')
    expect(texts).not.toContain('order')
  })

  it('starts up to date with the fixture, whose translations were marked', () => {
    expect(status(garri.snapshot.data, garri.snapshot.i18n.fr!).status).toEqual({ kind: 'up-to-date', marked: false })
    expect(labels.get(BODY_FIELD)).toBe('Product description')
  })

  it('records what the file recorded until the editor marks it; names exactly the texts changed since', () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 12 }), (edits) => {
        let original = structuredClone(garri.snapshot.data)
        let translation = structuredClone(garri.snapshot.i18n.fr!)
        const asRead = translation[RECORD_KEY] as TextRecord
        /** The record the editor marked, and whether the original changed since. */
        let marked: TextRecord | undefined
        for (const step of edits) {
          if (step.kind === 'original') original = { ...original, [step.key]: step.value }
          else if (step.kind === 'translation') translation = { ...translation, [step.key]: step.value }
          else if (step.kind === 'mark') {
            marked = originalNow(original, layout)
            translation = { ...translation, [STATUS_FIELD]: markValue(marked) }
          } else {
            marked = undefined
            translation = { ...translation, [STATUS_FIELD]: '' }
          }
          const { current, written, status: found } = status(original, translation)
          const recorded = marked ?? asRead
          // What is saved: the file's record, or the one marked; never the original's as it is now
          // unless the editor marked it (or it did not change).
          expect(recordToWrite(translation, current)).toEqual(recorded)
          const changed = changedSince(recorded, current, written)
          expect(found).toEqual(
            changed.length
              ? { kind: 'behind', changed, marked: marked !== undefined }
              : { kind: 'up-to-date', marked: marked !== undefined },
          )
          // An original text changed since the record is named, whoever edited what.
          for (const key of texts)
            if (written.has(recordKey(key)) && current[recordKey(key)] !== recorded[recordKey(key)])
              expect(found.kind === 'behind' && found.changed).toContain(recordKey(key))
        }
      }),
      { numRuns: 150 },
    )
  })

  it('is behind, never up to date, when only the original changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...texts), text, (key, value) => {
        const before = garri.snapshot.data[key]
        fc.pre(value !== before)
        const { status: found } = status({ ...garri.snapshot.data, [key]: value }, garri.snapshot.i18n.fr!)
        expect(found).toEqual({ kind: 'behind', changed: [recordKey(key)], marked: false })
      }),
      { numRuns: 60 },
    )
  })

  it('of a translation written where there was none: new, recorded as made from the original as saved', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...texts), text), { minLength: 1, maxLength: 6 }), (edits) => {
        const translation: Data = Object.fromEntries(edits)
        const original = { ...garri.snapshot.data, name: edits[0]![1] }
        const { current, status: found } = status(original, translation)
        expect(found).toEqual({ kind: 'new' })
        expect(recordToWrite(translation, current)).toEqual(current)
      }),
      { numRuns: 60 },
    )
    expect(status(garri.snapshot.data, {}).status).toEqual({ kind: 'untranslated' })
  })

  it('of a file that records nothing: unrecorded, and kept so until marked', () => {
    const unrecorded = { ...garri.snapshot.i18n.fr!, [RECORD_KEY]: {} }
    const { current, status: found } = status(garri.snapshot.data, unrecorded)
    expect(found).toEqual({ kind: 'unrecorded' })
    expect(recordToWrite(unrecorded, current)).toEqual({})
    const marked = { ...unrecorded, [STATUS_FIELD]: markValue(current) }
    expect(status(garri.snapshot.data, marked).status).toEqual({ kind: 'up-to-date', marked: true })
    expect(markedRecord(marked[STATUS_FIELD])).toEqual(current)
    expect(markedRecord('not a record')).toBeUndefined()
  })
})
