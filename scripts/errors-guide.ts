/**
 * `npm run docs:errors`: writes docs/ERRORS.md, the guide to every problem an editor can meet,
 * generated from the error catalogue (generator/content/problems/catalogue/), so it can never drift
 * from what the build says. Each problem the build reports links to its heading here.
 * `--check` exits 1 when the file is out of date (part of `npm run check`).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { STAGES } from '../generator/content/problems/catalogue/index.ts'
import { wordProblem, type ProblemEntry, type ProblemParams } from '../generator/content/problems/problem.ts'
import { writeGenerated } from './lib/generated-file.ts'

const GUIDE = path.resolve(import.meta.dirname, '../docs/ERRORS.md')

/** What an editor wrote or should write: as a code block, or as a sentence when it describes
 *  rather than quotes (it starts with a capital letter or a bracket and is one line). */
const shown = (text: string) =>
  /^[A-Z(]/.test(text) && !text.includes('\n') ? text : ['```text', ...text.split('\n'), '```'].join('\n')

/** What each severity means for the editor, after an entry's title. */
const SEVERITY_NOTE = {
  error: '',
  warning: ' (a warning: the site builds, but the deploy refuses to publish it)',
  advisory: ' (a warning: the site builds and is published; each language leaves out what it lacks)',
  note: ' (a note: the site builds and is published as the note says)',
} as const

function section(code: string, definition: ProblemEntry<ProblemParams>): string {
  const { written, fix, params } = definition.example
  return [
    `### ${code}`,
    '',
    `**${definition.title}**${SEVERITY_NOTE[definition.severity ?? 'error']}`,
    '',
    'For example:',
    '',
    shown(written),
    '',
    'is reported as:',
    '',
    `> ${wordProblem(definition, params)}`,
    '',
    'The fix:',
    '',
    shown(fix),
  ].join('\n')
}

export function errorsGuide(): string {
  const parts = [
    '# Content problems, and how to fix them',
    '',
    '<!-- Generated from generator/content/problems/catalogue/ by `npm run docs:errors`. Do not edit by hand. -->',
    '',
    'Every problem the build, `npm run check:content`, the development server or the admin can report',
    'about content is listed here, under the code the report links to (such as',
    '`content/products/garri.md:3:8: "order" must be a whole number … (see docs/ERRORS.md#order-number)`).',
    'The report names the file, the line and the column; the message says what is wrong and what to',
    'write instead. How content files are written is in [CONTENT.md](CONTENT.md).',
    '',
    ...STAGES.map(
      ({ title }) =>
        `- [${title}](#${title
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-')})`,
    ),
  ]
  for (const { title, problems } of STAGES) {
    parts.push('', `## ${title}`)
    const entries = Object.entries(problems) as [string, ProblemEntry<ProblemParams>][]
    for (const [code, definition] of entries) parts.push('', section(code, definition))
  }
  return `${parts.join('\n')}\n`
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  writeGenerated(GUIDE, errorsGuide(), { command: 'npm run docs:errors' })
