/**
 * Properties over every text field of every collection (found by walking the schemas, never a
 * hand list): whatever an editor writes into a field, hostile text included (control and format
 * characters, lone surrogates, U+FFFD, decomposed letters, emoji sequences, right-to-left
 * scripts, long tokens, markup-like text), written in double quotes, as typed, or as escapes, the
 * build either refuses it at file:line:column with advice, or loads exactly what the editor meant
 * (NFC, without the invisible characters around it), with no character a page cannot show.
 *
 * The seed is printed by fast-check when a property fails; CONTENT_PROPERTIES_SEED replays it.
 */
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '../../generator/content/problems/catalogue/index.ts'
import { formatIssue, type ContentIssue } from '../../generator/content/problems/report.ts'
import { formatCharacters, trimInvisible } from '../../generator/content/read/format-characters.ts'
import { loadContent } from '../../generator/content/load/load.ts'
import {
  entrySuffix,
  hostileFieldValue,
  textFields,
  writeFieldValue,
  type ContentField,
  type WriteMode,
} from '../support/arbitraries.ts'
import { ICONS_FILE } from '../support/content-copy.ts'
import { copyContentFolder, type ContentFolder } from '../support/content-folder.ts'
import { FIXTURE_CONTENT } from '../support/site.ts'

/** One seed for every field, printed, so a run can be replayed: CONTENT_PROPERTIES_SEED=<seed>. */
const SEED = process.env.CONTENT_PROPERTIES_SEED
  ? Number(process.env.CONTENT_PROPERTIES_SEED)
  : Math.floor(Math.random() * 0x7fffffff)
const NUM_RUNS = Number(process.env.CONTENT_PROPERTIES_RUNS ?? 15)

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Characters that turn the text of a terminal line around or hide in it. */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u

/** What a published value must never hold, each named for the failure message. */
function unshowable(value: string): string | undefined {
  if (CONTROL.test(value)) return 'a control character'
  if (LONE_SURROGATE.test(value)) return 'a lone surrogate'
  if (value.includes('\uFFFD')) return 'U+FFFD'
  if (formatCharacters(value).length) return 'a format character'
  if (value !== value.normalize('NFC')) return 'text not in NFC'
  return undefined
}

/** The loaded entry of a file (an entry file in the default language: garri.en.md is garri), and
 *  the value of a field in it. */
function loaded(
  content: Record<string, unknown>,
  field: ContentField,
  file: string,
  at: (string | number)[],
  suffix: string,
) {
  const collection = content[field.collection.name]
  const entry: unknown = Array.isArray(collection)
    ? (collection as { slug: string }[]).find((each) => each.slug === path.basename(file, suffix))
    : collection
  const value = at.reduce<unknown>(
    (parent, key) => (parent as Record<string | number, unknown> | undefined)?.[key],
    entry,
  )
  return { entry, value }
}

/** Rendered Markdown (its HTML, its text and its lead), which is not a field's value as written. */
const isMarkdown = (value: object) => ['html,text', 'html,lead,text'].includes(Object.keys(value).sort().join())

/** Every text of a loaded entry (but the loader's own references to picture files, and rendered
 *  Markdown, whose HTML holds line breaks). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? value.startsWith('\u0000content-image:')
      ? []
      : [value]
    : value && typeof value === 'object' && !isMarkdown(value)
      ? Object.values(value).flatMap(strings)
      : []

/** A refusal an editor can act on: each issue at the written file, line and column, with advice, on one short line. */
function expectActionable(issues: readonly ContentIssue[], file: string) {
  expect(issues.length).toBeGreaterThan(0)
  for (const issue of issues) {
    const line = formatIssue(issue)
    expect(issue.file, line).toBe(`content/${file}`)
    expect(issue.line, line).toBeGreaterThanOrEqual(1)
    expect(issue.column, line).toBeGreaterThanOrEqual(1)
    expect(line.startsWith(`${issue.file}:${issue.line}:${issue.column}: `), line).toBe(true)
    expect(issue.code in CATALOGUE, `${issue.code} is an entry of the catalogue`).toBe(true)
    const entry = CATALOGUE[issue.code as keyof typeof CATALOGUE]
    expect(entry.advice !== undefined || issue.message.includes('; '), `${line}\nhas advice`).toBe(true)
    expect(issue.message, line).not.toMatch(/\n\s+at |Error:|TypeError|undefined|\[object /)
    expect(issue.message.length, line).toBeLessThan(1200)
    expect(unshowableInMessage(issue.message), line).toBeUndefined()
  }
}

/** A message quotes the editor's text, but never what would garble the line it is printed on. */
function unshowableInMessage(message: string): string | undefined {
  if (CONTROL.test(message)) return 'a control character'
  if (LONE_SURROGATE.test(message)) return 'a lone surrogate'
  if (DIRECTION_CONTROL.test(message)) return 'a direction control'
  return undefined
}

const MODES: readonly WriteMode[] = ['quoted', 'plain', 'escaped']

describe('every text field of every collection, given hostile text', () => {
  let folder: ContentFolder
  let root: string
  beforeAll(() => {
    folder = copyContentFolder(FIXTURE_CONTENT, { name: 'content-properties' })
    root = folder.dir
    console.log(`content properties: seed ${SEED} (replay with CONTENT_PROPERTIES_SEED=${SEED})`)
  })
  afterAll(() => folder.remove())

  const load = () => loadContent({ root, contentDir: folder.contentDir, iconsFile: ICONS_FILE })

  it('loads without problems as it is (the values below are the only change)', () => {
    expect(load().ok).toBe(true)
  })

  it.each(textFields().map((field) => [field.label, field] as const))('%s', (_label, field) => {
    fc.assert(
      fc.property(
        hostileFieldValue(field),
        // Plain text cannot hold a line break (it would go on to the next line of the file).
        fc.constantFrom(...MODES),
        (meant, requested) => {
          const mode = requested === 'plain' && /[\n\r]/.test(meant) ? 'quoted' : requested
          const written = writeFieldValue(folder.contentDir, field, meant, mode)
          if (!written) return
          const absolute = folder.path(written.file)
          try {
            const result = load()
            if (!result.ok) return expectActionable(result.issues, written.file)
            const { entry, value } = loaded(
              result.content,
              field,
              written.file,
              written.path,
              entrySuffix(folder.contentDir),
            )
            // The field's own group (the rendered body, HTML, is not a field's value).
            const group = (entry as Record<string, unknown>)[field.path[0]!]
            for (const text of strings(group)) expect(unshowable(text), JSON.stringify(text)).toBeUndefined()
            // Contact values are published in their service's form; text as it was meant.
            if (field.kind === 'text' || field.kind === 'template') {
              const expected = trimInvisible(meant.normalize('NFC'))
              // A field the loader reshapes (a picture's alt text goes with its picture) is found among the texts.
              if (typeof value === 'string') expect(value).toBe(expected)
              else expect(strings(entry)).toContain(expected)
            }
          } finally {
            // A language's new code renamed files after it: the whole folder is copied again.
            if (written.renamed) {
              fs.rmSync(folder.contentDir, { recursive: true })
              fs.cpSync(FIXTURE_CONTENT, folder.contentDir, { recursive: true })
            } else fs.copyFileSync(path.join(FIXTURE_CONTENT, written.file), absolute)
          }
        },
      ),
      { numRuns: NUM_RUNS, seed: SEED },
    )
  })
})
