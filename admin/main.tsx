/**
 * The editors' admin at /admin/: Decap CMS, configured from the content collections, with the
 * build's checks in its forms, the site's components in its previews, and files written the
 * way the build reads them.
 */
import CMS from 'decap-cms-app'
import type { ComponentType } from 'react'
import sprite from '../assets/icons.svg?raw'
import { defineCollections, type Collection, type Language } from '../generator/content/schemas/collections/index.ts'
import { iconNames } from '../generator/content/schemas/icons.ts'
import type { AdminBackend } from '../generator/admin-backend.ts'
import siteStyles from '../styles/main.scss?inline'
import { checked, checkPane, duplicateNames, type ControlProps } from './checked-control.tsx'
import { contactCorrections } from './checks.ts'
import { adminForms, entryCheck, PICTURES, STATUS_WIDGET, UPLOAD_LIMIT_BYTES } from './config.ts'
import { publishedEntries, draftEntries, watchBackends } from './content-backend.ts'
import { withCurrentPictures } from './current-pictures.tsx'
import { decapFormat, expectSave, layoutOf, planFiles, snapshotOf } from './entry-save.ts'
import { entrySaveProblems, languageName } from './language-checks.ts'
import { hasTexts } from './language-files.ts'
import { localBackendSettings, readableRefusals } from './local-backend.ts'
import { installPhonePreview } from './phone.ts'
import { deletedPicture, inUseProblem, usesOf } from './picture-uses.ts'
import { adminSchemaContext } from './pictures.ts'
import { previewTemplates } from './previews.tsx'
import { translationStatusControl } from './translation-status-control.tsx'
import { checkUploads } from './uploads.ts'

/** Where the content lives on GitHub and how editors log in, set when the admin is built. */
declare const __ADMIN_BACKEND__: AdminBackend
/** content/site.md's address.countryCode when the admin was built, if it gave one. */
declare const __SITE_COUNTRY__: string | null
/** content/site.md's languages when the admin was built, the default one first. */
declare const __SITE_LANGUAGES__: [Language, ...Language[]]
/** Whether the build that made the admin converts iPhone photos (HEIC), or refuses them. */
declare const __HEIC_DECODING__: boolean

// The site's country, as content/site.md gave it when the admin was built: phone numbers written
// as dialled at home are read as its numbers, and saved in international format, as the build does.
const country = __SITE_COUNTRY__ ?? undefined
// Pictures the admin has read (uploaded or chosen) are checked by their real size, the others by
// name (admin/pictures.ts).
const collections = Object.values(defineCollections(adminSchemaContext(iconNames(sprite), country))) as Collection[]
// The form has a pane per language (Decap's i18n): the default language's and each other's.
const forms = adminForms(collections, __SITE_LANGUAGES__)
const codes = forms.languages.map((language) => language.code)

// --- Files: read and written as the build reads them, in every language (admin/format.ts,
// admin/language-files.ts, admin/entry-save.ts). ----------------------------------------------
for (const [name, orders] of forms.fieldOrders)
  CMS.registerCustomFormat(`front-matter-${name}`, 'md', decapFormat(forms, name, orders))

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

// The translation's status, in the other languages' panes (admin/translation-status-control.tsx).
CMS.registerWidget(STATUS_WIDGET, translationStatusControl(forms) as never, () => null)

/** Decap's form data (an Immutable.js map). */
interface ImmutableData {
  setIn(path: readonly (string | number)[], value: unknown): ImmutableData
  toJS(): Record<string, unknown>
}

// Before anything is saved, Decap's preSave event hands over the whole entry, in every language
// (admin/entry-save.ts says how Decap saves it). The entry goes through the build's checks once
// more in each language: the form has already shown each rule of the whole entry under the field
// it is about and refused to save, but Decap checks the fields of the default language's pane
// only; another language's problems, and a rule about no field, are said here, and nothing is
// written. Then every file's text is worked out from the whole entry, for the format to write.
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: { get(key: string): unknown } }) => {
    const snapshot = snapshotOf(entry)
    const check =
      forms.checks.get(entryCheck(snapshot.collection, snapshot.slug)) ??
      forms.checks.get(entryCheck(snapshot.collection))
    const layout = layoutOf(forms, snapshot.collection, snapshot.slug)
    const problems = entrySaveProblems(forms, snapshot)
    const add = (found: string) => problems.includes(found) || problems.push(found)
    // The other languages' panes, if open, show their problems under their fields.
    for (const code of codes.slice(1))
      if (layout && hasTexts(snapshot.i18n[code], layout))
        for (const found of checkPane(code)) add(`${languageName(code)}: ${found}`)
    for (const found of await duplicateNames(forms, snapshot)) add(found)
    if (problems.length)
      throw new Error(`This cannot be published yet, the website would refuse it: ${problems.join('; ')}`)
    // Contact values written another way than their service takes them are saved in its form
    // (the form the site would publish anyway), so the file and the site say the same.
    const corrections = check ? contactCorrections(check.schema, snapshot.data) : []
    let data = entry.get('data') as ImmutableData
    for (const [at, published] of corrections) data = data.setIn(at, published)
    expectSave(planFiles(forms, { ...snapshot, data: data.toJS() }))
    return corrections.length ? data : undefined
  },
})
// Saved (or refused by the backend): the texts planned are no longer expected.
CMS.registerEventListener({ name: 'postSave', handler: () => expectSave(undefined) })

// --- Previews: the site's components and stylesheet (admin/previews.tsx). ---------------------
CMS.registerPreviewStyle(siteStyles, { raw: true })
const previews = previewTemplates(forms)
for (const collection of forms.collections) {
  const preview = previews[collection.name]
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
  ...(await publishedEntries(forms.collections, codes)),
  ...(await draftEntries(forms.collections, codes)),
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
/** A folder's file in another language than the default one (garri.fr.md). */
const isTranslation = (path: string) =>
  codes.slice(1).some((code) => path.endsWith(`.${code}.md`)) &&
  forms.collections.some((collection) => 'folder' in collection && path.startsWith(`${collection.folder}/`))
watchBackends(
  CMS.getBackend,
  ['proxy', 'github'],
  async (paths) => {
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
  },
  isTranslation,
)

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
    // Every language of the site (content/site.md's), the default one first; each collection
    // says how its files hold them (admin/config.ts).
    i18n: forms.i18n,
    collections: forms.collections,
  } as never,
})
