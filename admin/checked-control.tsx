/**
 * The admin's form controls: each Decap widget wrapped so that its field refuses what the build
 * would refuse, under the field, in the build's words (admin/checks.ts): its own value, a name
 * another entry or a draft already has, the rules of the whole entry that are about this field
 * (admin/entry-rules.ts), and for a picture field the picture chosen, read from its bytes and held
 * to the size and shape of where the field shows it (admin/pictures.ts).
 *
 * In every language's pane: a translated field is checked as the original is (the same schema),
 * a name against the names of its own language, and the rules of the whole entry on that
 * language's data (a translation's, with the schema a translation is checked with). Decap tells a
 * control its pane's language (`locale`) but not the fields inside a list's items: the control
 * hands it down to them (`PaneLanguage`). Shared fields (numbers, codes, pictures, links) are
 * written in the default language only: in another language's pane they are hidden, also inside
 * a list's items, where Decap shows them.
 */
import { Component, createContext, createRef, type ComponentType, type RefObject } from 'react'
import { localPath } from '../generator/content/pictures/names.ts'
import { duplicateProblem, fieldProblem, plain, type OtherEntry } from './checks.ts'
import { entryCheck, type AdminForms, type FieldCheck, type FormCollection } from './config.ts'
import { draftEntries, publishedEntries, type ContentEntry } from './content-backend.ts'
import { entryRuleProblems, problemsUnder, type EntryProblem } from './entry-rules.ts'
import { layoutOf, type EntrySnapshot } from './entry-save.ts'
import { checkedFields, duplicateNamesIn, inLanguage, translationSchemaOf } from './language-checks.ts'
import { translatedTexts } from './language-files.ts'
import { readPicture, rememberPicture } from './pictures.ts'
import { fieldClosed, libraryOpenedFor } from './uploads.ts'
import './languages.css'

type Immutable = { get(key: string): unknown }

export interface ControlProps {
  field: Immutable
  value: unknown
  forID?: string
  /** The language of the control's pane (Decap gives it to the fields of a pane and of its
   *  groups, not to those of a list's items). */
  locale?: string
  /** Forgets the errors shown under the field `forID`. */
  clearFieldErrors?: (forID: string) => void
  /** Decap's check of this field (its required flag, then `isValid`), showing errors above it. */
  validate?: () => void
  entry?: Immutable
  /** The entry as the form holds it now (`entry` may be older). */
  getEntry?: () => Immutable | undefined
  collection?: Immutable
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

/** The language of the pane a control is in, handed down to the fields of a list's items. */
const PaneLanguage = createContext<string | undefined>(undefined)

interface MountedControl {
  check(): FieldCheck | undefined
  language(): string | undefined
  isValid(): unknown
  validate(): void
  props: ControlProps
}
/** Every control on the form, to check again the description of a picture just replaced, and
 *  a language's fields before saving. */
const mounted = new Set<MountedControl>()

/** The rules of each version of an entry in a language, worked out once (every field asks). */
const ruled = new WeakMap<object, EntryProblem[]>()

/**
 * The entry as its form opened (before any change), in each language: what a replaced picture's
 * description is compared with. Taken by the first control of a form (Decap keeps no copy of the
 * files it read for an entry in several languages), for the address the form is at: switching a
 * pane's language keeps it; opening another entry, or the entry again, takes it anew (it is
 * forgotten once the form has closed, with the other entries read for it).
 */
let opened: { at: string; data: Record<string, unknown> } | undefined

/** The entries of a folder in every language, and its drafts, read once per form. */
let others: { at: string; collection: string; entries: Promise<ContentEntry[]> } | undefined

function folderEntries(forms: AdminForms, form: FormCollection): Promise<ContentEntry[]> {
  const at = window.location.hash
  if (others?.at === at && others.collection === form.name) return others.entries
  const codes = forms.languages.map((language) => language.code)
  // Every entry of the folder, read once when the form opens, and every draft of the editorial
  // workflow, which will be published.
  const entries = Promise.all([
    publishedEntries([form], codes).catch(() => []),
    draftEntries(forms.collections, codes)
      .then((drafts) => drafts.filter((draft) => draft.collection === form.name))
      .catch(() => []),
  ]).then(([published, drafts]) => [...published, ...drafts])
  others = { at, collection: form.name, entries }
  return entries
}

/** The names (or titles) the entry has, in each language, that another entry or a draft of that
 *  language already has (language-checks.ts), from the entries read when the form opened. */
export async function duplicateNames(forms: AdminForms, entry: EntrySnapshot): Promise<string[]> {
  const form = forms.collections.find((candidate) => candidate.name === entry.collection)
  if (!form || 'files' in form) return []
  return duplicateNamesIn(forms, entry, await folderEntries(forms, form))
}

/**
 * Checks the fields of `language`'s pane, if it is open, as Decap checks the default language's
 * before saving (it checks no other): each shows its problem under itself. Returns the problems
 * found, each naming its field.
 */
export function checkPane(language: string): string[] {
  const problems: string[] = []
  for (const control of mounted) {
    if (control.language() !== language) continue
    control.validate()
    const valid = control.isValid()
    const message = (valid as { error?: { message?: unknown } } | undefined)?.error?.message
    if (typeof message === 'string' && !problems.includes(message)) problems.push(message)
  }
  return problems
}

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data)

/** A Decap widget's control that also refuses what the build would refuse. */
export function checked(Base: ComponentType<ControlProps>, forms: AdminForms, heicDecoding: boolean) {
  const main = forms.languages[0].code
  return class CheckedControl extends Component<ControlProps> {
    static override contextType = PaneLanguage
    declare context: string | undefined
    readonly inner = createRef<Control>()
    /** For a name no other entry may have: the other entries of the folder, and the drafts, in
     *  the language of this control's pane. */
    others: OtherEntry[] = []
    drafts: OtherEntry[] = []
    /** A picture field's value whose picture is being read. */
    reading: string | undefined
    /** For a name no other entry may have: whether the other entries and the drafts are still
     *  being read (on the live site, from GitHub: seconds), and whether the field was checked
     *  meanwhile, to check it again once they are read. */
    readingOthers = false
    checkedWhileReading = false

    check(): FieldCheck | undefined {
      const key = this.props.field.get('check')
      return typeof key === 'string' ? forms.checks.get(key) : undefined
    }

    /** The language of the pane: the default one where Decap says none (a form in one language). */
    language(): string {
      return this.props.locale ?? this.context ?? main
    }

    /** A field written once, in the default language's file, shown in another language's pane. */
    isShared(): boolean {
      return this.language() !== main && this.props.field.get('i18n') === 'none'
    }

    isPicture = () => this.props.field.get('widget') === 'image'

    override componentDidMount() {
      const entry = this.props.getEntry?.() ?? this.props.entry
      if (!mounted.size && (!opened || opened.at !== window.location.hash) && entry)
        opened = { at: window.location.hash, data: plain(entry) as Record<string, unknown> }
      mounted.add(this)
      const { collection } = this.props
      const field = this.check()?.path.at(-1)
      const form = forms.collections.find((candidate) => candidate.name === collection?.get('name'))
      if (!this.check()?.unique || !form || !field || this.isShared()) return
      this.readingOthers = true
      folderEntries(forms, form)
        .then(
          (entries) => {
            this.others = inLanguage(entries, this.language(), false)
            this.drafts = inLanguage(entries, this.language(), true)
          },
          () => undefined,
        )
        .finally(() => {
          this.readingOthers = false
          // Checked before they were read (a save asked for at once): checked again, with them.
          if (this.checkedWhileReading && mounted.has(this)) this.props.validate?.()
          this.checkedWhileReading = false
        })
    }

    override componentWillUnmount() {
      mounted.delete(this)
      // The form closed, unless another pane's controls take these ones' place at once (a pane
      // switched to another language).
      if (!mounted.size)
        setTimeout(() => {
          if (mounted.size) return
          opened = undefined
          others = undefined
        })
      if (this.isPicture()) fieldClosed(this.check())
      // Decap keeps a field's errors after the field is gone (a pane switched to another
      // language), and would then refuse every save, unsaid.
      if (this.props.forID) this.props.clearFieldErrors?.(this.props.forID)
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

    /** The rules of the whole entry, in this pane's language, that are about this field. */
    entryProblems(check: FieldCheck): string[] {
      const entry = this.props.getEntry?.() ?? this.props.entry
      const collection = entry?.get('collection')
      if (!entry || typeof collection !== 'string') return []
      const slug = String(entry.get('slug'))
      const whole = forms.checks.get(entryCheck(collection, slug)) ?? forms.checks.get(entryCheck(collection))
      const language = this.language()
      const path = language === main ? ['data'] : ['i18n', language, 'data']
      const data = (entry as { getIn?: (path: string[]) => unknown }).getIn?.(path) ?? entry.get('data')
      if (!whole || !data || typeof data !== 'object') return []
      let problems = ruled.get(data)
      if (!problems) {
        const saved = opened?.at === window.location.hash ? valueAt(opened.data, path) : undefined
        const layout = layoutOf(forms, collection, slug)
        problems =
          language === main || !layout
            ? entryRuleProblems(whole.schema, checkedFields(plain(data) as never), saved)
            : entryRuleProblems(
                translationSchemaOf(whole.schema),
                translatedTexts(plain(data) as never, layout),
                saved && translatedTexts(saved as never, layout),
              )
        ruled.set(data, problems)
      }
      return problemsUnder(problems, check, whole.labels)
    }

    isValid = () => {
      // A shared field in another language's pane is not written there: nothing to check.
      if (this.isShared()) return true
      const own = this.inner.current?.isValid?.() ?? true
      if (own !== true) return own
      const check = this.check()
      if (!check) return true
      // A picture still being read: Decap says the field is being processed, and it is checked
      // again once read.
      if (this.reading !== undefined && this.reading === plain(this.props.value))
        return new Promise<never>(() => undefined)
      const slug = this.props.entry?.get('slug')
      // A name checked before the other entries and drafts are read is checked against those
      // known, and again once they are read, so a name another entry has shows under the field
      // even when the save was refused for another field (a save that goes on is checked against
      // all of them before anything is written: main.tsx, preSave).
      if (this.readingOthers) this.checkedWhileReading = true
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
      if (this.isShared()) return
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
      if (this.isShared()) return false
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
      // Hidden with its label and hint (languages.css): the field is the default language's.
      if (this.isShared()) return <span className="admin-shared-field" hidden />
      const Inner = Base as ComponentType<ControlProps & { ref: RefObject<Control | null> }>
      const library = this.isPicture() && this.props.onOpenMediaLibrary ? { onOpenMediaLibrary: this.openLibrary } : {}
      return (
        <PaneLanguage.Provider value={this.language()}>
          <Inner {...this.props} {...library} ref={this.inner} />
        </PaneLanguage.Provider>
      )
    }
  }
}
