/**
 * A field of Markdown text written in the front matter, as a block (`text: |` and the lines below
 * it, indented): the company story and the short description in the footer, which sit in files
 * that hold every language of the site (site.md, pages/*.md). It is rendered as a file's Markdown
 * body is (read/markdown.ts), and each problem is reported at its line in the block.
 */
import { z } from 'zod'
import { problem } from '../../problems/catalogue/index.ts'
import { renderMarkdown, withoutLead, type Markdown } from '../../read/markdown.ts'
import { raise, type FieldMeta, type FormHints } from './meta.ts'

/** Markdown text, never empty. */
export function markdown(meta: FieldMeta) {
  return z
    .string()
    .transform((value, ctx): Markdown => {
      if (value.trim() === '') {
        raise(ctx, problem('text-empty', {}))
        return z.NEVER
      }
      const rendered = renderMarkdown(value, 1)
      for (const found of rendered.problems) raise(ctx, found.problem, undefined, found.position)
      return rendered.problems.length ? z.NEVER : withoutLead(rendered.markdown)
    })
    .meta({ ...meta, translate: true, markdown: true } satisfies FieldMeta & FormHints)
}
