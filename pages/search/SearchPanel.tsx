import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Link } from '../../components/links.tsx'
import page from 'virtual:content/searchPage'
import { fillTemplate } from '../../components/catalogue.ts'
import { formatNumber, pluralForm } from '../../components/language.ts'
import { loadSearch } from '../../components/search/load-search.ts'
import { SEARCH_PATH, SearchForm } from '../../components/search/SearchForm.tsx'
import { useClientValue } from '../../components/use-client-value.ts'
import type { Match, SearchResult } from '../../components/search/search-client.ts'

/** Results shown at first, and added by each "Show more results". */
export const RESULTS_PER_PAGE = 20

type State =
  | { kind: 'idle' }
  | { kind: 'searching'; query: string }
  | { kind: 'failed'; query: string }
  | { kind: 'done'; query: string; matches: Match[]; shown: SearchResult[] }

/** What a search found, or that it failed, and the address (history entry) it was made for. */
type Outcome = Extract<State, { kind: 'failed' | 'done' }> & { key: string }

/** The heading of a search's results, and what the live region says of it. */
function summaryOf(state: State): string {
  switch (state.kind) {
    case 'idle':
      return ''
    case 'searching':
      return page.searching
    case 'failed':
      return page.failed
    case 'done':
      return state.matches.length
        ? fillTemplate(page.results[pluralForm(state.matches.length)], {
            count: formatNumber(state.matches.length),
            query: state.query,
          })
        : fillTemplate(page.noResults, { query: state.query })
  }
}

/**
 * The search page's form and results. The words searched are the address's `q`
 * (/search/?q=gari): a search from this form is a new address, so Back returns to the previous
 * search and a search can be shared. The results are rendered in the browser only (the server's
 * HTML has an empty list, which the page without JavaScript replaces by its note): the search code
 * is loaded on the first search or when the field gets focus. A polite live region says how many
 * products were found, or that none was, without moving focus from the field.
 */
export function SearchPanel() {
  const location = useLocation()
  // None while hydrating: the server's HTML, made for every address, has no search.
  const query = useClientValue((new URLSearchParams(location.search).get('q') ?? '').trim()) ?? ''
  const { key } = location
  const navigate = useNavigate()
  const field = useRef<HTMLInputElement>(null)
  const firstAdded = useRef<HTMLAnchorElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [added, setAdded] = useState<number | null>(null)

  // Each search (a new address, also with the same words) runs once its address is shown; until
  // it is done, the previous results of the same words stay on screen, unless they failed.
  const searching = query !== '' && outcome?.key !== key
  const state: State = !query
    ? { kind: 'idle' }
    : outcome?.query === query && !(searching && outcome.kind === 'failed')
      ? outcome
      : { kind: 'searching', query }

  // The field shows the words searched (also after Back and Forward), unless the visitor is
  // already typing others.
  useEffect(() => {
    const input = field.current
    if (input && input.value !== query && document.activeElement !== input) input.value = query
  }, [query])

  useEffect(() => {
    if (!query) return
    let current = true
    void (async () => {
      try {
        const client = await loadSearch()
        const matches = await client.search(query)
        const shown = await client.results(matches.slice(0, RESULTS_PER_PAGE))
        if (current) setOutcome({ kind: 'done', query, matches, shown, key })
      } catch (error) {
        console.warn('Search failed:', error)
        if (current) setOutcome({ kind: 'failed', query, key })
      }
    })()
    return () => {
      current = false
    }
  }, [query, key])

  // After "Show more results", focus goes to the first result added, where the visitor reads on.
  useEffect(() => {
    if (added !== null) firstAdded.current?.focus()
  }, [added])

  const showMore = async () => {
    if (outcome?.kind !== 'done') return
    try {
      const client = await loadSearch()
      const more = await client.results(
        outcome.matches.slice(outcome.shown.length, outcome.shown.length + RESULTS_PER_PAGE),
      )
      setOutcome({ ...outcome, shown: [...outcome.shown, ...more] })
      setAdded(outcome.shown.length)
    } catch (error) {
      console.warn('Search failed:', error)
      setOutcome({ kind: 'failed', query: outcome.query, key: outcome.key })
    }
  }

  const summary = summaryOf(state)
  return (
    <>
      <SearchForm
        id="search-page-field"
        className="search-page__form"
        inputRef={field}
        onSearch={(words) => void navigate(`${SEARCH_PATH}?${new URLSearchParams({ q: words.trim() })}`)}
      />
      <noscript>
        <p className="search-page__note">{page.noScript}</p>
      </noscript>
      <p className="visually-hidden" role="status">
        {searching ? '' : summary}
      </p>
      {state.kind === 'idle' ? null : (
        <div className="search-results" aria-busy={searching}>
          <h2 className="search-results__title">{summary}</h2>
          {state.kind === 'done' && !state.matches.length ? (
            <p className="search-results__hint">{page.noResultsHint}</p>
          ) : null}
          {state.kind === 'done' && state.shown.length ? (
            <ul className="search-results__list" role="list">
              {state.shown.map((result, index) => (
                <li key={result.path} className="search-result">
                  {result.image ? (
                    <img
                      className="search-result__image"
                      src={result.image.src}
                      width={result.image.width}
                      height={result.image.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <div className="search-result__body">
                    <h3 className="search-result__name">
                      <Link
                        to={result.path}
                        className="search-result__link"
                        ref={index === added ? firstAdded : undefined}
                      >
                        {result.name}
                      </Link>
                    </h3>
                    {result.category ? <p className="search-result__category">{result.category}</p> : null}
                    <p className="search-result__summary">{result.summary}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {state.kind === 'done' && state.shown.length < state.matches.length ? (
            <p className="search-results__more">
              <button type="button" className="button button--outline" onClick={() => void showMore()}>
                {page.moreResults}
              </button>
            </p>
          ) : null}
        </div>
      )}
    </>
  )
}
