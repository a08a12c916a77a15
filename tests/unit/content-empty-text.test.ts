/**
 * A text left empty, in every text field of every collection: the advice says only what works
 * where it is (write the text after the colon; after "- " for an item of a list; or remove the
 * line, where the field may be left out or is an item), and removing the line, where it says so,
 * is accepted.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/load/load.ts'
import { unwrap } from '../../generator/content/schemas/walk.ts'
import { textFields, writeFieldValue } from '../support/arbitraries.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

const fields = textFields().filter((field) => ['text', 'template', 'markdown'].includes(field.kind))

describe('an empty text', () => {
  let folder: ContentFolder
  beforeAll(() => {
    folder = copyContentFolder(FIXTURE_CONTENT, { name: 'content-empty-text' })
  })
  afterAll(() => folder.remove())
  const load = () => loadContent({ root: folder.dir, contentDir: folder.contentDir, iconsFile: ICONS_FILE })

  it('the only item a list needs is not told it may be removed', () => {
    const file = path.join(folder.contentDir, 'products/garri.en.md')
    const original = fs.readFileSync(file, 'utf8')
    try {
      fs.writeFileSync(file, original.replace(/^otherNames:\n(?: +- .*\n)+/m, 'otherNames:\n  - ""\n'))
      const result = load()
      const found = result.ok ? undefined : result.issues.find((issue) => issue.code === 'text-empty')
      expect(found?.params).toEqual({ place: 'only-item' })
      expect(found?.message).not.toContain('remove')
    } finally {
      fs.writeFileSync(file, original)
    }
  })

  it.each(fields.map((field) => [field.label, field] as const))(
    '%s: the advice says what works there',
    (_label, field) => {
      const written = writeFieldValue(folder.contentDir, field, '', 'quoted')
      if (!written) return
      const absolute = path.join(folder.contentDir, written.file)
      try {
        const result = load()
        expect(result.ok).toBe(false)
        if (result.ok) return
        const found = result.issues.find((issue) => issue.code === 'text-empty' && issue.file.endsWith(written.file))
        expect(found, result.issues.map((issue) => issue.message).join('\n')).toBeDefined()
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
        const lines = fs.readFileSync(absolute, 'utf8').split('\n')
        lines.splice(found!.line - 1, 1)
        fs.writeFileSync(absolute, lines.join('\n'))
        const again = load()
        const left = again.ok ? [] : again.issues.filter((issue) => issue.file.endsWith(written.file))
        if (removable) expect(left).toEqual([])
        else expect(left.length).toBeGreaterThan(0)
      } finally {
        fs.copyFileSync(path.join(FIXTURE_CONTENT, written.file), absolute)
      }
    },
  )
})
