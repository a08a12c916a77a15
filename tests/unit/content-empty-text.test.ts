/**
 * A text left empty, in every text field of every collection: the advice says only what works
 * where it is (write the text after the colon; after "- " for an item of a list; or remove the
 * line, where the field may be left out or is an item), and removing the line, where it says so,
 * is accepted.
 */
import { describe, expect, it } from 'vitest'
import { unwrap } from '../../generator/content/schemas/walk.ts'
import { textFields, writeFieldValue } from '../support/arbitraries.ts'
import { useContentCopy } from '../support/content-copy.ts'

const fields = textFields().filter((field) => ['text', 'template', 'markdown'].includes(field.kind))

describe('an empty text', () => {
  const content = useContentCopy()

  it('the only item a list needs is not told it may be removed', () => {
    const GARRI = 'content/products/garri.en.md'
    content.write(GARRI, content.read(GARRI).replace(/^otherNames:\n(?: +- .*\n)+/m, 'otherNames:\n  - ""\n'))
    const found = content.issues().find((issue) => issue.code === 'text-empty')
    expect(found?.params).toEqual({ place: 'only-item' })
    expect(found?.message).not.toContain('remove')
  })

  it.each(fields.map((field) => [field.label, field] as const))(
    '%s: the advice says what works there',
    (_label, field) => {
      const written = writeFieldValue(content.contentDir, field, '', 'quoted')
      if (!written) return
      const issues = content.issues()
      const found = issues.find((issue) => issue.code === 'text-empty' && issue.file.endsWith(written.file))
      expect(found, issues.map((issue) => issue.message).join('\n')).toBeDefined()
      // The field's own wrapper: a field of an item of an optional list is still required in its item.
      const item = typeof written.path.at(-1) === 'number'
      const place = found!.params.place
      if (item) expect(['item', 'only-item']).toContain(place)
      else expect(place).toBe(unwrap(field.schema).optional ? 'optional' : 'required')
      expect(found!.message).toContain(item ? 'write the item after "- "' : 'write the text after the colon')
      const removable = place === 'item' || place === 'optional'
      expect(found!.message.includes('remove the line')).toBe(removable)
      if (place === 'required') return
      // The line removed: accepted where the advice says so; where it does not (the only item a
      // list needs), refused.
      const lines = content.read(found!.file).split('\n')
      lines.splice(found!.line - 1, 1)
      content.write(found!.file, lines.join('\n'))
      const again = content.load()
      const left = again.ok ? [] : again.issues.filter((issue) => issue.file.endsWith(written.file))
      if (removable) expect(left).toEqual([])
      else expect(left.length).toBeGreaterThan(0)
    },
  )
})
