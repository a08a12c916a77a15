/**
 * A copy of content made a site in its first language only: the other languages left out of
 * site.md, their files deleted and their sections taken out of the single files. The benchmark's
 * one-language runs measure the build the way it was measured before the site had two languages.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isMap, isSeq, parseDocument } from 'yaml'
import { readSiteBasics } from '../../generator/content/load/languages.ts'

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/

/** Rewrites the front matter of `file` with `edit`, keeping its body (and its comments). */
function editFrontMatter(file: string, edit: (document: ReturnType<typeof parseDocument>) => boolean) {
  const text = fs.readFileSync(file, 'utf8')
  const match = FRONT_MATTER.exec(text)
  if (!match) return
  const document = parseDocument(match[1]!)
  if (!edit(document)) return
  fs.writeFileSync(file, `---\n${document.toString().trimEnd()}\n---${match[2]}${text.slice(match[0].length)}`)
}

const markdownFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? markdownFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [path.join(dir, entry.name)]
          : [],
    )

/** Makes the content in `contentDir` a site in its first language only (in place). */
export function keepFirstLanguage(contentDir: string): void {
  const [, ...others] = readSiteBasics(contentDir).languages.map((language) => language.code)
  if (!others.length) return
  for (const file of markdownFiles(contentDir)) {
    const name = path.basename(file)
    if (others.some((code) => name.endsWith(`.${code}.md`))) {
      fs.rmSync(file)
      continue
    }
    editFrontMatter(file, (document) => {
      let changed = false
      for (const code of others)
        if (document.has(code)) {
          document.delete(code)
          changed = true
        }
      const languages: unknown = file === path.join(contentDir, 'site.md') ? document.get('languages') : undefined
      if (isSeq(languages)) {
        languages.items = languages.items.filter((item) => !(isMap(item) && others.includes(String(item.get('code')))))
        changed = true
      }
      return changed
    })
  }
}
