/**
 * Which entries use a picture, as the build counts uses (generator/content/pictures/uses.ts: any
 * value of the front matter naming the file, names.ts), and the refusal to delete one still used:
 * the media library's Delete commits the deletion straight to the branch, and the next build
 * would stop at every entry naming the picture. Drafts count too: publishing them would stop it.
 */
import { isPictureName, localPath, picturesNamed } from '../generator/content/pictures/names.ts'
import { problem } from '../generator/content/problems/catalogue/index.ts'
import { labelledPath } from './checks.ts'
import { BODY_FIELD } from './config.ts'
import type { ContentEntry } from './content-backend.ts'
import { languageName } from './language-checks.ts'

/** A picture named in an entry: the entry's file, and the field by its labels ("Hero → Image"). */
export interface PictureUse {
  file: string
  field: string
  draft: boolean
}

/** The entries naming `picture` (a path below content/), each with the field that names it, in
 *  any language's file or section (the build counts every file's front matter). */
export function usesOf(
  picture: string,
  entries: readonly ContentEntry[],
  labelsOf: (entry: ContentEntry) => ReadonlyMap<string, string> | undefined,
): PictureUse[] {
  const uses: PictureUse[] = []
  for (const entry of entries) {
    // The front matter: the Markdown below it is no field.
    const { [BODY_FIELD]: _body, ...fields } = entry.data
    // A single file's section in another language is named by its language: "French → …".
    const section = entry.section ? `${languageName(entry.language)} → ` : ''
    for (const named of picturesNamed(fields))
      if (named.picture === picture)
        uses.push({
          file: entry.file,
          field: `${section}${labelledPath(named.at, labelsOf(entry))}`,
          draft: entry.draft,
        })
  }
  return uses
}

/** The picture (below content/) a repository path deleted through the backend is, if it is one. */
export function deletedPicture(path: string): string | undefined {
  if (!path.startsWith('content/') || !isPictureName(path)) return undefined
  return localPath(path)
}

/** Why deleting `picture` would break the site, in the catalogue's words, or undefined when no
 *  entry uses it. */
export function inUseProblem(picture: string, uses: readonly PictureUse[]): string | undefined {
  if (!uses.length) return undefined
  return problem('picture-in-use', {
    picture,
    files: uses.map((use) => use.file),
    fields: uses.map((use) => (use.draft ? `${use.field}, in a draft` : use.field)),
  }).message
}

/** Why a file may not be uploaded under the name of `picture` (a path below content/): the
 *  entries that show it would show the upload instead. Undefined when none shows it. */
export function nameTakenProblem(picture: string, uses: readonly PictureUse[]): string | undefined {
  if (!uses.length) return undefined
  return problem('picture-name-taken', {
    picture,
    files: uses.map((use) => use.file),
    fields: uses.map((use) => (use.draft ? `${use.field}, in a draft` : use.field)),
  }).message
}

/** The name Decap gives an uploaded file (its slug rules, by default): in lower case, with
 *  spaces and characters a web address cannot hold as hyphens ("Yam Flour.JPG" → "yam-flour.jpg"). */
export function uploadName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._~-]/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}
