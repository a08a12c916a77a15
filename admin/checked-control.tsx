/**
 * The admin's form controls: each Decap widget wrapped so that its field refuses what the build
 * would refuse, under the field, in the build's words (admin/checks.ts): its own value, a name
 * another entry or a draft already has, the rules of the whole entry that are about this field
 * (admin/entry-rules.ts), and for a picture field the picture chosen, read from its bytes and held
 * to the size and shape of where the field shows it (admin/pictures.ts).
 */
import { Component, createRef, type ComponentType, type RefObject } from 'react'
import { localPath } from '../generator/content/pictures/names.ts'
import { duplicateProblem, fieldProblem, plain, type OtherEntry } from './checks.ts'
import { entryCheck, type AdminForms, type FieldCheck } from './config.ts'
import { draftEntries } from './content-backend.ts'
import { entryRuleProblems, problemsUnder, type EntryProblem } from './entry-rules.ts'
import { fromFile } from './format.ts'
import { readPicture, rememberPicture } from './pictures.ts'
import { fieldClosed, libraryOpenedFor } from './uploads.ts'

type Immutable = { get(key: string): unknown }

export interface ControlProps {
  field: Immutable
  value: unknown
  forID?: string
  /** Decap's check of this field (its required flag, then `isValid`), showing errors above it. */
  validate?: () => void
  entry?: Immutable
  /** The entry as the form holds it now (`entry` may be older). */
  getEntry?: () => Immutable | undefined
  collection?: Immutable
  /** Decap's search of a collection's entries (the relation widget's): resolves to its hits. */
  query?: (
    namespace: string,
    collection: string,
    fields: string[],
    term: string,
  ) => Promise<{ payload?: { hits?: OtherEntry[] } }>
  /** Picture fields: opens the media library for this field. */
  onOpenMediaLibrary?: (options: unknown) => unknown
  /** Picture fields: the picture a value names, as Decap holds it (an upload, or a file fetched). */
  getAsset?: (path: string, field: unknown) => unknown
}
interface Control {
  isValid?: () => unknown
  validate?: () => void
  focus?: (path?: string) => void
}

/** How often to ask Decap for a picture it is still fetching, and when to give up (the build
 *  checks it then). */
const READ_RETRY_MS = 150
const READ_GIVE_UP_MS = 30_000

/** The bytes of the picture a field names, as Decap holds it: an upload's file, or the file it
 *  fetched from the backend (once it has arrived). */
async function pictureBytes(props: ControlProps, value: string): Promise<Uint8Array | undefined> {
  const since = Date.now()
  while (Date.now() - since < READ_GIVE_UP_MS) {
    const asset = props.getAsset?.(value, props.field) as { path?: string; url?: string; fileObj?: File } | undefined
    if (asset?.fileObj && asset.path !== 'empty.svg') return new Uint8Array(await asset.fileObj.arrayBuffer())
    if (asset?.url && asset.path !== 'empty.svg') {
      const response = await fetch(asset.url)
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined
    }
    await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS))
  }
  return undefined
}

/** Every control on the form, to check again the description of a picture just replaced. */
const mounted = new Set<{ check(): FieldCheck | undefined; props: ControlProps }>()

/** The rules of each version of an entry, worked out once (the form asks for every field). */
const ruled = new WeakMap<object, EntryProblem[]>()

/** A Decap widget's control that also refuses what the build would refuse. */
export function checked(Base: ComponentType<ControlProps>, forms: AdminForms, heicDecoding: boolean) {
  return class CheckedControl extends Component<ControlProps> {
    readonly inner = createRef<Control>()
    /** For a name no other entry may have: the other entries of the folder, and the drafts. */
    others: OtherEntry[] = []
    drafts: OtherEntry[] = []
    /** A picture field's value whose picture is being read. */
    reading: string | undefined

    check(): FieldCheck | undefined {
      const key = this.props.field.get('check')
      return typeof key === 'string' ? forms.checks.get(key) : undefined
    }

    isPicture = () => this.props.field.get('widget') === 'image'

    override componentDidMount() {
      mounted.add(this)
      const { query, forID, collection } = this.props
      const field = this.check()?.path.at(-1)
      if (!this.check()?.unique || !query || !collection || !field) return
      const name = String(collection.get('name'))
      // Every entry of the folder (an empty search matches all), read once when the form opens,
      // and every draft of the editorial workflow, which will be published.
      query(`${forID ?? field}-others`, name, [field], '').then(
        (result) => (this.others = result.payload?.hits ?? []),
        () => undefined,
      )
      draftEntries(forms.collections).then(
        (drafts) => (this.drafts = drafts.filter((draft) => draft.collection === name)),
        () => undefined,
      )
    }

    override componentWillUnmount() {
      mounted.delete(this)
      if (this.isPicture()) fieldClosed(this.check())
    }

    override componentDidUpdate(previous: ControlProps) {
      if (!this.isPicture() || previous.value === this.props.value) return
      const value = plain(this.props.value)
      if (typeof value === 'string' && localPath(value)) this.readChosen(value)
      this.checkDescriptions()
    }

    /** A picture chosen for this field: read its bytes, then show what the build would say. */
    readChosen(value: string) {
      this.reading = value
      void pictureBytes(this.props, value)
        .then(async (bytes) => {
          if (bytes) rememberPicture(value, await readPicture(bytes, value, { heicDecoding }))
        })
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          if (this.reading !== value) return
          this.reading = undefined
          if (mounted.has(this)) this.props.validate?.()
        })
    }

    /** The descriptions of this picture (its alt text), checked again now that it changed. */
    checkDescriptions() {
      const own = this.check()
      if (!own) return
      for (const control of mounted) {
        const other = control.check()
        if (!other || other.describes !== own.path.at(-1)) continue
        if (other.path.slice(0, -1).join('.') === own.path.slice(0, -1).join('.')) control.props.validate?.()
      }
    }

    /** The rules of the whole entry that are about this field. */
    entryProblems(check: FieldCheck): string[] {
      const entry = this.props.getEntry?.() ?? this.props.entry
      const collection = entry?.get('collection')
      if (!entry || typeof collection !== 'string') return []
      const whole =
        forms.checks.get(entryCheck(collection, String(entry.get('slug')))) ?? forms.checks.get(entryCheck(collection))
      const data = entry.get('data')
      if (!whole || !data || typeof data !== 'object') return []
      let problems = ruled.get(data)
      if (!problems) {
        const raw = entry.get('raw')
        problems = entryRuleProblems(whole.schema, data, typeof raw === 'string' && raw ? fromFile(raw) : undefined)
        ruled.set(data, problems)
      }
      return problemsUnder(problems, check, whole.labels)
    }

    isValid = () => {
      const own = this.inner.current?.isValid?.() ?? true
      if (own !== true) return own
      const check = this.check()
      if (!check) return true
      // A picture still being read: Decap says the field is being processed, and it is checked
      // again once read.
      if (this.reading !== undefined && this.reading === plain(this.props.value))
        return new Promise<never>(() => undefined)
      const slug = this.props.entry?.get('slug')
      const problem =
        fieldProblem(check, this.props.value) ??
        duplicateProblem(
          check,
          this.props.value,
          this.others,
          typeof slug === 'string' ? slug : undefined,
          this.drafts,
        ) ??
        this.entryProblems(check)[0]
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

    /** A picture field that opens the media library: uploads there are for this field. */
    openLibrary = (options: unknown) => {
      const check = this.check()
      const mediaFolder = this.props.collection?.get('media_folder')
      const folder = typeof mediaFolder === 'string' ? mediaFolder.replace(/^\/+/, '') : undefined
      libraryOpenedFor(check && folder ? { check, folder } : undefined)
      return this.props.onOpenMediaLibrary?.(options)
    }

    override render() {
      const Inner = Base as ComponentType<ControlProps & { ref: RefObject<Control | null> }>
      const library = this.isPicture() && this.props.onOpenMediaLibrary ? { onOpenMediaLibrary: this.openLibrary } : {}
      return <Inner {...this.props} {...library} ref={this.inner} />
    }
  }
}
