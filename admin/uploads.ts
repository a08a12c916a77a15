/**
 * Every picture uploaded in the media library is checked before Decap reads it, so a file the
 * build would refuse is never stored, neither in a draft nor on the branch: its size against the
 * upload limit, then its bytes by the build's own checks (admin/pictures.ts). Uploaded from a
 * picture field, it is checked as that field would check it, where the field shows it (the place's
 * size and shape too), and the message names the field by its label; uploaded from the media
 * library of the menu, where no place is known, it is checked for what every place needs, and the
 * editor is told that the rest is checked when the picture is chosen for a field.
 *
 * The media library's upload button is a file input: its change is held back (in the capture
 * phase, before Decap's own handler), checked, then passed on, or refused in a dialog, as Decap
 * refuses a file over its size limit.
 */
import { problem } from '../generator/content/problems/catalogue/index.ts'
import type { LocalPicture } from '../generator/content/schemas/fields/pictures.ts'
import { fieldProblem } from './checks.ts'
import type { FieldCheck } from './config.ts'
import { nameTakenProblem, uploadName, type PictureUse } from './picture-uses.ts'
import { asIfPicture, readPicture } from './pictures.ts'

/** A picture field, and the folder its uploads go to (content/images/products). */
export interface UploadField {
  check: FieldCheck
  folder: string
}

/** The picture field whose media library is open, if it was opened from a field. The editor's
 *  screen has no Media button: there, the library is only ever opened from a field. */
let openFor: UploadField | undefined

/** A picture field opens the media library: uploads are for it, until another opens it. */
export function libraryOpenedFor(field: UploadField | undefined): void {
  openFor = field
}

/** A picture field leaves the form (the editor closed it): the menu's library is for no field. */
export function fieldClosed(check: FieldCheck | undefined): void {
  if (openFor?.check === check) openFor = undefined
}

/** Changes passed on after their check. */
const checked = new WeakSet<Event>()

export interface UploadRules {
  /** The largest file the editor uploads. */
  limit: number
  /** The entries that show a picture (a path below content/), drafts included. */
  uses?: (picture: string) => Promise<PictureUse[]>
  /** Whether iPhone photos are converted where the site is built. */
  heicDecoding: boolean
  /** Where pictures uploaded from the menu go, as editors see it (content/images). */
  menuFolder: string
}

/** Why an upload is refused, in the catalogue's words, or undefined when it may be stored. */
export async function uploadProblem(file: File, rules: UploadRules, field?: UploadField): Promise<string | undefined> {
  if (file.size > rules.limit) {
    const { message } = problem('upload-too-large', { name: file.name, bytes: file.size, limit: rules.limit })
    return field?.check.label ? `${field.check.label} ${message}` : message
  }
  const picture: LocalPicture = await readPicture(new Uint8Array(await file.arrayBuffer()), file.name, {
    heicDecoding: rules.heicDecoding,
    folder: field?.folder ?? rules.menuFolder,
  })
  // From a field: as the field checks the picture it names, where the field shows it.
  const refused = field
    ? asIfPicture(file.name, picture, () => fieldProblem(field.check, file.name))
    : picture.ok
      ? undefined
      : `${picture.problems.map((found) => found.message).join('\n')}\n\n${capitalised(
          problem('picture-place-unknown', { folder: rules.menuFolder }).message,
        )}`
  if (refused || !rules.uses) return refused
  // Under the name of a picture content shows, it would replace that picture there, unchecked
  // for those places (and Decap would first delete it, which is refused while it is shown).
  const target = `${field?.folder ?? rules.menuFolder}/${uploadName(file.name)}`.replace(/^content\//, '')
  const taken = nameTakenProblem(target, await rules.uses(target))
  return taken && field?.check.label ? `${field.check.label} ${taken}` : taken
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Holds back every upload of the media library until it is checked. */
export function checkUploads(rules: UploadRules): void {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event)) return
      const file = input.files?.[0]
      if (!file) return
      event.stopImmediatePropagation()
      const field = openFor
      void uploadProblem(file, rules, field).then(
        (refusal) => {
          if (refusal) {
            input.value = ''
            window.alert(refusal)
            return
          }
          const again = new Event('change', { bubbles: true })
          checked.add(again)
          input.dispatchEvent(again)
        },
        (error: unknown) => {
          // A check that could not run (the file could not be read) leaves the upload to Decap,
          // and the build checks the picture.
          console.error(error)
          const again = new Event('change', { bubbles: true })
          checked.add(again)
          input.dispatchEvent(again)
        },
      )
    },
    true,
  )
}
