/**
 * The editors' admin at /admin/: Decap CMS, configured from the content collections, with the
 * build's checks in its forms, the site's components in its previews, and files written the
 * way the build reads them.
 */
import CMS from 'decap-cms-app'
import type { ComponentType } from 'react'
import sprite from '../assets/icons.svg?raw'
import { defineCollections, type Collection } from '../generator/content/schemas/collections/index.ts'
import { iconNames } from '../generator/content/schemas/icons.ts'
import type { AdminBackend } from '../generator/admin-backend.ts'
import siteStyles from '../styles/main.scss?inline'
import { checked, type ControlProps } from './checked-control.tsx'
import { contactCorrections, entryProblems } from './checks.ts'
import { adminForms, entryCheck, PICTURES, UPLOAD_LIMIT_BYTES } from './config.ts'
import { publishedEntries, draftEntries, watchBackends } from './content-backend.ts'
import { withCurrentPictures } from './current-pictures.tsx'
import { fromFile, orderFor, toFile } from './format.ts'
import { localBackendSettings, readableRefusals } from './local-backend.ts'
import { installPhonePreview } from './phone.ts'
import { deletedPicture, inUseProblem, usesOf } from './picture-uses.ts'
import { adminSchemaContext } from './pictures.ts'
import { PREVIEWS } from './previews.tsx'
import { checkUploads } from './uploads.ts'

/** Where the content lives on GitHub and how editors log in, set when the admin is built. */
declare const __ADMIN_BACKEND__: AdminBackend
/** content/site.md's address.countryCode when the admin was built, if it gave one. */
declare const __SITE_COUNTRY__: string | null
/** Whether the build that made the admin converts iPhone photos (HEIC), or refuses them. */
declare const __HEIC_DECODING__: boolean

// The site's country, as content/site.md gave it when the admin was built: phone numbers written
// as dialled at home are read as its numbers, and saved in international format, as the build does.
const country = __SITE_COUNTRY__ ?? undefined
// Pictures the admin has read (uploaded or chosen) are checked by their real size, the others by
// name (admin/pictures.ts).
const collections = Object.values(defineCollections(adminSchemaContext(iconNames(sprite), country))) as Collection[]
const forms = adminForms(collections)

// --- Files: read and written as the build reads them (admin/format.ts). -----------------------
for (const [name, orders] of forms.fieldOrders)
  CMS.registerCustomFormat(`front-matter-${name}`, 'md', {
    fromFile: (content: string) => fromFile(content),
    toFile: (data: Record<string, unknown>) => toFile(data, orderFor(orders, data)),
  })

// --- Checks: every widget runs its field's schema (admin/checked-control.tsx). ----------------
for (const widget of ['string', 'text', 'select', 'image', 'list', 'object', 'markdown']) {
  const base = CMS.getWidget(widget) as
    | {
        control: ComponentType<ControlProps>
        preview: ComponentType
        schema?: object
        globalStyles?: unknown
        allowMapValue?: boolean
      }
    | undefined
  if (!base) continue
  // Picture fields also show the picture an entry already has (admin/current-pictures.tsx).
  const control = checked(
    widget === 'image' ? withCurrentPictures(base.control) : base.control,
    forms,
    __HEIC_DECODING__,
  )
  // The short form replaces a widget quietly, but keeps only its control, preview and options
  // schema (a fourth argument Decap takes, though its types leave it out).
  const registerShort = CMS.registerWidget as (...args: unknown[]) => void
  if (base.globalStyles === undefined && base.allowMapValue === undefined)
    registerShort(widget, control, base.preview, base.schema)
  else
    CMS.registerWidget({
      name: widget,
      controlComponent: control,
      previewComponent: base.preview,
      schema: base.schema,
      globalStyles: base.globalStyles,
      allowMapValue: base.allowMapValue,
    } as never)
}

/** Decap's form data (an Immutable.js map). */
interface ImmutableData {
  setIn(path: readonly (string | number)[], value: unknown): ImmutableData
}

// Before anything is saved, the whole entry goes through its collection's schema once more. The
// form has already shown each rule of the whole entry under the field it is about
// (admin/entry-rules.ts) and refused to save; a rule about no field is said here, and nothing is
// written.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: { get(key: string): unknown } }) => {
    const collection = String(entry.get('collection'))
    const check =
      forms.checks.get(entryCheck(collection, String(entry.get('slug')))) ?? forms.checks.get(entryCheck(collection))
    const problems = check
      ? entryProblems(check.schema, entry.get('data') as Record<string, unknown>, check.labels)
      : []
    if (problems.length)
      throw new Error(`This cannot be published yet, the website would refuse it: ${problems.join('; ')}`)
    // Contact values written another way than their service takes them are saved in its form
    // (the form the site would publish anyway), so the file and the site say the same.
    const corrections = check ? contactCorrections(check.schema, entry.get('data') as Record<string, unknown>) : []
    if (!corrections.length) return undefined
    let data = entry.get('data') as ImmutableData
    for (const [at, published] of corrections) data = data.setIn(at, published)
    return data
  },
})

// --- Previews: the site's components and stylesheet (admin/previews.tsx). ---------------------
CMS.registerPreviewStyle(siteStyles, { raw: true })
for (const collection of forms.collections) {
  const preview = PREVIEWS[collection.name]
  if (!preview) continue
  const names = 'files' in collection ? collection.files.map((file) => file.name) : [collection.name]
  for (const name of names) CMS.registerPreviewTemplate(name, preview as never)
}

// The Markdown editor starts in its plain-text mode, which keeps the text exactly as written
// (its rich-text mode rewrites lists). Decap starts in rich text unless the browser remembers
// another choice, which it keeps under this key once the editor switches.
if (localStorage.getItem('cms.md-mode') === null) localStorage.setItem('cms.md-mode', 'raw')

// On a phone: the form or the preview, switched by a button (admin/phone.ts).
installPhonePreview()

// --- Pictures: checked at upload, and never deleted while content uses them. ------------------
/** The entries and drafts that show a picture (a path below content/), read from the backend. */
const labelsOf = (entry: { collection: string; slug: string }) =>
  (forms.checks.get(entryCheck(entry.collection, entry.slug)) ?? forms.checks.get(entryCheck(entry.collection)))?.labels
const contentEntries = async () => [
  ...(await publishedEntries(forms.collections)),
  ...(await draftEntries(forms.collections)),
]
// Every upload of the media library, before Decap stores it (admin/uploads.ts).
checkUploads({
  limit: UPLOAD_LIMIT_BYTES,
  heicDecoding: __HEIC_DECODING__,
  menuFolder: `content/${PICTURES}`,
  uses: async (picture) => usesOf(picture, await contentEntries(), labelsOf),
})
// The media library's Delete commits at once, even in the editorial workflow: a picture an entry
// or a draft still names is refused instead, naming each of them (admin/picture-uses.ts). Decap's
// backends: its local backend (`proxy`) on this computer, GitHub on the live site.
watchBackends(CMS.getBackend, ['proxy', 'github'], async (paths) => {
  const pictures = paths.map(deletedPicture).filter((picture) => picture !== undefined)
  if (!pictures.length) return
  const entries = await contentEntries()
  for (const picture of pictures) {
    const refusal = inUseProblem(picture, usesOf(picture, entries, labelsOf))
    if (!refusal) continue
    // Said in a dialog, as Decap refuses an upload too large, and thrown, so nothing is deleted.
    window.alert(refusal)
    throw new Error(refusal)
  }
})

const backend = __ADMIN_BACKEND__
// On localhost, `npm run admin` serves the working tree through Decap's local backend, on the
// branch checked out there (admin/local-backend.ts).
const local = await localBackendSettings(window.location)
if (local) window.fetch = readableRefusals(window.fetch.bind(window), local.url, UPLOAD_LIMIT_BYTES)
CMS.init({
  config: {
    load_config_file: false,
    local_backend: local ? { url: local.url } : true,
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: local?.branch ?? backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl, auth_endpoint: 'auth' } : {}),
    },
    // Each change becomes a pull request, which CI builds and checks before it is published. The
    // local backend keeps it in git mode (drafts are local branches); in its quick file mode,
    // Decap switches it off and Publish writes the file.
    publish_mode: 'editorial_workflow',
    // The media library of the menu: the pictures of content/images/ (each collection has its own
    // folder, admin/config.ts).
    media_folder: `content/${PICTURES}`,
    public_folder: PICTURES,
    collections: forms.collections,
  } as never,
})
