/**
 * The page `npm run dev` answers with while no page can be shown: every problem, in the order the
 * terminal prints them, as text (never as markup), and what to do about them.
 */
import { describe, expect, it } from 'vitest'
import { problem } from '../../generator/content/problems/catalogue/index.ts'
import { placed, type ContentIssue } from '../../generator/content/problems/report.ts'
import { problemPage } from '../../generator/dev-problem-page.ts'
import { elements, parseHtml, textOf } from '../support/html.ts'

const issue = (file: string, line: number, column: number, message: string): ContentIssue =>
  placed(file, { line, column }, { ...problem('unexpected-error', { reason: message }), message })

/** The page as a browser reads it: the text of its elements by tag name. */
function render(issues: ContentIssue[]) {
  const all = elements(parseHtml(problemPage(issues)))
  const texts = (tag: string) => all.filter((element) => element.tagName === tag).map(textOf)
  return { texts, body: texts('body')[0] ?? '' }
}

describe('problemPage', () => {
  it('lists every problem as file:line:column: message, sorted as in the terminal, and says the page reloads by itself', () => {
    const page = render([
      issue('content/site.md', 5, 6, '"url" must be a full web address starting with https://, got "www.example.com"'),
      issue('content/products/garri.en.md', 4, 1, 'unknown field "flavour"; did you mean "name"?'),
    ])
    expect(page.texts('li')).toEqual([
      'content/products/garri.en.md:4:1: unknown field "flavour"; did you mean "name"? (see docs/ERRORS.md#unexpected-error)',
      'content/site.md:5:6: "url" must be a full web address starting with https://, got "www.example.com" (see docs/ERRORS.md#unexpected-error)',
    ])
    expect(page.texts('h1')).toEqual(['The site cannot be shown: 2 problems in 2 content files'])
    expect(page.body).toContain('Fix them and this page reloads by itself.')
  })

  it('shows what an editor wrote as text, never as markup', () => {
    const page = render([
      issue('content/pages/about.md', 9, 1, 'raw HTML is not allowed: <script>alert(1)</script> & <b>'),
    ])
    expect(page.texts('script')).toEqual([])
    expect(page.texts('b')).toEqual([])
    expect(page.texts('li')).toEqual([
      'content/pages/about.md:9:1: raw HTML is not allowed: <script>alert(1)</script> & <b> (see docs/ERRORS.md#unexpected-error)',
    ])
    expect(page.texts('h1')).toEqual(['The site cannot be shown: 1 problem in 1 content file'])
  })
})
