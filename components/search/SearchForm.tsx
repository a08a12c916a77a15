import type { Ref } from 'react'
import ui from 'virtual:content/interface'
import { siteHref } from '../site-href.ts'
import { preloadSearch } from './load-search.ts'

/** Marks a search field: focusing one loads the search code, also where the page is the host's
 *  HTML in the browser and React renders no handler of its own (renderer/ServerHtmlPage.tsx). */
export const SEARCH_FIELD_ATTRIBUTE = 'data-search-field'

/** Where every search form leads, within the language: the search page. */
export const SEARCH_PATH = '/search/'

/**
 * A search form: a labelled field and its button. Without JavaScript it is a plain form that
 * asks for this language's search page with the words in `q` (`/search/?q=gari`), which
 * answers with the categories; with it, focusing the field loads the search code, and
 * `onSearch`, where given, runs the search without leaving the page.
 */
export function SearchForm({
  id,
  className,
  onSearch,
  inputRef,
}: {
  /** The field's id, unique in the page. */
  id: string
  className?: string
  onSearch?: (query: string) => void
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <form
      role="search"
      className={className ? `search-form ${className}` : 'search-form'}
      action={siteHref(SEARCH_PATH)}
      method="get"
      onSubmit={
        onSearch
          ? (event) => {
              event.preventDefault()
              const words = new FormData(event.currentTarget).get('q')
              onSearch(typeof words === 'string' ? words : '')
            }
          : undefined
      }
    >
      <label className="search-form__label" htmlFor={id}>
        {ui.search.label}
      </label>
      <span className="search-form__row">
        <input
          ref={inputRef}
          id={id}
          className="search-form__field"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          onFocus={preloadSearch}
          {...{ [SEARCH_FIELD_ATTRIBUTE]: '' }}
        />
        <button type="submit" className="button button--primary search-form__button">
          {ui.search.button}
        </button>
      </span>
    </form>
  )
}
