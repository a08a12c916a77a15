/**
 * The translation's status, at the top of another language's pane: whether the translation is
 * up to date with the original as it is now in the form, which of the original's texts changed
 * since it was made (by their labels), and a button to mark it up to date (admin/
 * translation-status.ts says what is recorded when). Hidden in the default language's pane.
 *
 * The status compares the original's record now (its texts' fingerprints, generator/content/
 * schemas/translation.ts `originalRecord`, the build's own) with the one the translation would
 * record if saved. Decap does not redraw a field when another changes, so the control looks at
 * the entry a few times a second while it is shown, and follows the original as it is edited.
 * Its value is the record the editor marked (as JSON), or nothing.
 */
import { Component } from 'react'
import { plain } from './checks.ts'
import { BODY_FIELD, entryCheck, type AdminForms } from './config.ts'
import { layoutOf } from './entry-save.ts'
import { languageName } from './language-checks.ts'
import { originalNow, writtenTexts } from './language-files.ts'
import { markValue, translationStatus, type TranslationStatus } from './translation-status.ts'

type Immutable = { get(key: string): unknown; getIn?(path: readonly string[]): unknown }

interface StatusProps {
  value?: unknown
  onChange(value: unknown): void
  forID?: string
  locale?: string
  getEntry?: () => Immutable | undefined
}

/** How often to look at the entry for a change of the original. */
const FOLLOW_MS = 400

/** "Name", "Name and Description", "Name, Category and Description". */
const joined = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

export function translationStatusControl(forms: AdminForms) {
  const main = forms.languages[0].code
  const original = languageName(main)

  return class TranslationStatusControl extends Component<StatusProps> {
    private timer: ReturnType<typeof setInterval> | undefined
    private seen: unknown

    override componentDidMount() {
      if (!this.shown()) return
      this.seen = this.props.getEntry?.()
      this.timer = setInterval(() => {
        const entry = this.props.getEntry?.()
        if (entry !== this.seen) {
          this.seen = entry
          this.forceUpdate()
        }
      }, FOLLOW_MS)
    }

    override componentWillUnmount() {
      clearInterval(this.timer)
    }

    /** Decap asks whether to redraw: always, as the status follows the original too. */
    override shouldComponentUpdate() {
      return true
    }

    isValid = () => true

    /** What Decap checks is there (the field is "required", so as not to read "optional"): the
     *  status is always there, whatever was marked. */
    getValidateValue = () => 'status'

    shown = () => !!this.props.locale && this.props.locale !== main

    /** The status now, the record to mark, and the labels of the original's texts. */
    status():
      { status: TranslationStatus; record: Record<string, string>; labels: ReadonlyMap<string, string> } | undefined {
      const entry = this.props.getEntry?.()
      const locale = this.props.locale
      if (!entry || !locale) return undefined
      const collection = String(entry.get('collection'))
      const slug = typeof entry.get('slug') === 'string' ? (entry.get('slug') as string) : ''
      const layout = layoutOf(forms, collection, slug)
      const check = forms.checks.get(entryCheck(collection, slug)) ?? forms.checks.get(entryCheck(collection))
      if (!layout || !check) return undefined
      const data = (plain(entry.get('data')) ?? {}) as Record<string, unknown>
      const translation = (plain(entry.getIn?.(['i18n', locale, 'data'])) ?? {}) as Record<string, unknown>
      const record = originalNow(data, layout)
      const written = writtenTexts(translation, layout)
      // The Markdown is in a record under the body's field (description), in the form `body`.
      const labels = new Map(check.labels)
      if (layout.collection.kind === 'folder')
        labels.set(layout.collection.body.field, labels.get(BODY_FIELD) ?? layout.collection.body.field)
      return { status: translationStatus(translation, record, written), record, labels }
    }

    mark = (record: Record<string, string> | undefined) => this.props.onChange(record ? markValue(record) : '')

    override render() {
      // The default language's pane: the field is another language's (languages.css hides it).
      if (!this.shown()) return <span className="admin-shared-field" hidden />
      const found = this.status()
      if (!found) return null
      const { status, record, labels } = found
      const language = languageName(this.props.locale!)
      const label = (key: string) => `"${labels.get(key) ?? key}"`
      let text: string
      let action: { label: string; record?: Record<string, string> } | undefined
      switch (status.kind) {
        case 'untranslated':
          text = `Not translated into ${language} yet: no ${language} file is written until its texts are filled in here (or copied from ${main.toUpperCase()} with "Copy from", then translated).`
          break
        case 'new':
          text = `New ${language} translation: when saved, it is recorded as made from the ${original} text as it is then.`
          break
        case 'unrecorded':
          text = `This ${language} translation does not record which ${original} text it was made from, so a later change of the ${original} cannot be noticed. Once it says what the ${original} says, mark it up to date.`
          action = { label: `Mark as up to date with the ${original}`, record }
          break
        case 'up-to-date':
          text = status.marked
            ? `Marked as up to date with the ${original} text as it is now: recorded when you save.`
            : `Up to date with the ${original} text.`
          if (status.marked) action = { label: 'Undo: it is not up to date' }
          break
        case 'behind':
          text = `Behind the ${original} text: ${joined(status.changed.map(label))} changed since this translation was made${
            status.marked ? ' (after you marked it up to date)' : ''
          }. Bring the ${language} up to date, then mark it up to date.`
          action = { label: `Mark as up to date with the ${original}`, record }
          break
      }
      return (
        <div className={`translation-status translation-status--${status.kind}`}>
          <output id={this.props.forID} className="translation-status__text" aria-live="polite">
            {text}
          </output>
          {action ? (
            <div>
              <button type="button" className="translation-status__action" onClick={() => this.mark(action.record)}>
                {action.label}
              </button>
            </div>
          ) : null}
        </div>
      )
    }
  }
}
