/**
 * The editors' admin at /admin/: Decap CMS, configured from the content collections, with the
 * build's checks in its forms, the site's components in its previews, and files written the
 * way the build reads them.
 */
import CMS from 'decap-cms-app'
import { Component, createRef, type ComponentType, type RefObject } from 'react'
import sprite from '../assets/icons.svg?raw'
import {
  contextWithoutFiles,
  defineCollections,
  type Collection,
} from '../generator/content/schemas/collections/index.ts'
import { iconNames } from '../generator/content/schemas/icons.ts'
import type { AdminBackend } from '../generator/admin-backend.ts'
import siteStyles from '../styles/main.scss?inline'
import { contactCorrections, duplicateProblem, entryProblems, fieldProblem, type OtherEntry } from './checks.ts'
import { withCurrentPictures } from './current-pictures.tsx'
import { adminForms, entryCheck, PICTURES, UPLOAD_LIMIT_BYTES, type FieldCheck } from './config.ts'
import { fromFile, orderFor, toFile } from './format.ts'
import { localBackendSettings, readableRefusals } from './local-backend.ts'
import { installPhonePreview } from './phone.ts'
import { PREVIEWS } from './previews.tsx'

/** Where the content lives on GitHub and how editors log in, set when the admin is built. */
declare const __ADMIN_BACKEND__: AdminBackend
/** content/site.md's address.countryCode when the admin was built, if it gave one. */
declare const __SITE_COUNTRY__: string | null

// The site's country, as content/site.md gave it when the admin was built: phone numbers written
// as dialled at home are read as its numbers, and saved in international format, as the build does.
const country = __SITE_COUNTRY__ ?? undefined
const collections = Object.values(
  defineCollections({ ...contextWithoutFiles(iconNames(sprite)), country }),
) as Collection[]
const forms = adminForms(collections)

// --- Files: read and written as the build reads them (admin/format.ts). -----------------------
for (const [name, orders] of forms.fieldOrders)
  CMS.registerCustomFormat(`front-matter-${name}`, 'md', {
    fromFile: (content: string) => fromFile(content),
    toFile: (data: Record<string, unknown>) => toFile(data, orderFor(orders, data)),
  })

// --- Checks: every widget runs its field's schema (admin/checks.ts). --------------------------
interface ControlProps {
  field: { get(key: string): unknown }
  value: unknown
  forID?: string
  /** Decap's check of this field (its required flag, then `isValid`), showing errors above it. */
  validate?: () => void
  entry?: { get(key: string): unknown }
  collection?: { get(key: string): unknown }
  /** Decap's search of a collection's entries (the relation widget's): resolves to its hits. */
  query?: (
    namespace: string,
    collection: string,
    fields: string[],
    term: string,
  ) => Promise<{ payload?: { hits?: OtherEntry[] } }>
}
interface Control {
  isValid?: () => unknown
  validate?: () => void
  focus?: (path?: string) => void
}

/** A Decap widget's control that also refuses what the build would refuse. */
function checked(Base: ComponentType<ControlProps>, checks: ReadonlyMap<string, FieldCheck>) {
  return class CheckedControl extends Component<ControlProps> {
    readonly inner = createRef<Control>()
    /** For a name no other entry may have: the other entries of the folder, once read. */
    others: OtherEntry[] = []

    check(): FieldCheck | undefined {
      const key = this.props.field.get('check')
      return typeof key === 'string' ? checks.get(key) : undefined
    }

    override componentDidMount() {
      const { query, forID, collection } = this.props
      const field = this.check()?.path.at(-1)
      if (!this.check()?.unique || !query || !collection || !field) return
      // Every entry of the folder (an empty search matches all), read once when the form opens.
      query(`${forID ?? field}-others`, String(collection.get('name')), [field], '').then(
        (result) => (this.others = result.payload?.hits ?? []),
        () => undefined,
      )
    }

    isValid = () => {
      const own = this.inner.current?.isValid?.() ?? true
      if (own !== true) return own
      const check = this.check()
      const slug = this.props.entry?.get('slug')
      const problem = check
        ? (fieldProblem(check, this.props.value) ??
          duplicateProblem(check, this.props.value, this.others, typeof slug === 'string' ? slug : undefined))
        : undefined
      return problem ? { error: { type: 'CUSTOM', message: problem } } : true
    }

    /** Decap checks lists and groups through their control's `validate`, which checks each field
     *  inside them and shows its errors next to it: passed on, or those fields would be checked
     *  only by the whole entry's check, in a message that passes. The list's or group's own check
     *  follows, where it fails. */
    validate = () => {
      const inner = this.inner.current
      if (typeof inner?.validate !== 'function') return this.props.validate?.()
      inner.validate()
      if (this.isValid() !== true) this.props.validate?.()
    }

    focus(path?: string) {
      this.inner.current?.focus?.(path)
    }

    /** Decap asks a control whether to redraw (an image control, when its upload arrives): the
     *  wrapped control answers. */
    override shouldComponentUpdate(next: ControlProps) {
      const inner = this.inner.current as (Control & Component<ControlProps>) | null
      return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate(next, {}, undefined) : true
    }

    override render() {
      const Inner = Base as ComponentType<ControlProps & { ref: RefObject<Control | null> }>
      return <Inner {...this.props} ref={this.inner} />
    }
  }
}

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
  const control = checked(widget === 'image' ? withCurrentPictures(base.control) : base.control, forms.checks)
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

// Before anything is saved, the whole entry goes through its collection's schema: what no single
// field can see (a group's rules) is refused here, with every message, and nothing is written.
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
