/**
 * `npm run lint` catches what it is there for: a file Prettier would format differently, an unused
 * variable, an import upward between the layers of ARCHITECTURE.md. Checked on sample code given
 * as if it were a file of the project, through Prettier's and ESLint's own APIs.
 */
import path from 'node:path'
import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../support/content-copy.ts'

const eslint = new ESLint({ cwd: PROJECT_ROOT })
const lint = async (file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(PROJECT_ROOT, file) })
  return result!.messages.map((message) => `${message.line}:${message.ruleId ?? 'parse'}`)
}

const sample = `import { Icon } from './Icon'

export function Badge({ label }: { label: string }) {
  const unused = label.length
  return <span className="badge"><Icon name="star" />{label}</span>
}
`

describe('npm run lint', () => {
  it('finds a file that is not formatted as Prettier would write it', async () => {
    const options = await prettier.resolveConfig(path.join(PROJECT_ROOT, 'components/Badge.tsx'))
    expect(await prettier.check(sample, { ...options, filepath: 'components/Badge.tsx' })).toBe(false)
    const formatted = await prettier.format(sample, { ...options, filepath: 'components/Badge.tsx' })
    expect(await prettier.check(formatted, { ...options, filepath: 'components/Badge.tsx' })).toBe(true)
  })

  it('finds an unused variable', async () => {
    expect(await lint('components/Icon.tsx', sample)).toContain('4:@typescript-eslint/no-unused-vars')
  }, 60_000)

  it('finds an import upward between layers, such as a component importing the renderer', async () => {
    const upward = `import { App } from '../renderer/App.tsx'\n\nexport const Shell = App\n`
    expect(await lint('components/Icon.tsx', upward)).toContain('1:import-x/no-restricted-paths')
  }, 60_000)

  it('finds a page importing a contact check, whose numbering plans would ship to visitors, but not its links', async () => {
    const check = `import { checkPhone } from '../generator/contacts/phone.ts'\n\nexport const valid = checkPhone('+234 803 123 4567').ok\n`
    expect(await lint('components/Icon.tsx', check)).toContain('1:import-x/no-restricted-paths')
    const links = `import { telHref } from '../generator/contacts/links.ts'\n\nexport const href = telHref('+234 803 123 4567')\n`
    expect(await lint('components/Icon.tsx', links)).not.toContain('1:import-x/no-restricted-paths')
  }, 60_000)

  it('finds an import of a project file without its extension (Node needs it for the scripts it runs)', async () => {
    expect(await lint('components/Icon.tsx', sample)).toContain('1:import-x/extensions')
    const named = sample.replace("'./Icon'", "'./Icon.tsx'")
    expect(await lint('components/Icon.tsx', named)).not.toContain('1:import-x/extensions')
  }, 60_000)

  it('finds a file of the content pipeline longer than 300 lines', async () => {
    const long = Array.from({ length: 301 }, (_, index) => `export const line${index} = ${index}`).join('\n')
    expect(await lint('generator/content/load/entry.ts', `${long}\n`)).toContain('301:max-lines')
  }, 60_000)
})
