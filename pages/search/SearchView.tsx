import { Suspense, type ReactNode } from 'react'
import page from 'virtual:content/searchPage'
import { SectionHeader } from '../../components/SectionHeader.tsx'
import type { PageHead } from '../page.ts'
import { SearchPanel } from './SearchPanel.tsx'

export const head: PageHead = { title: page.title, description: page.description }

/**
 * The search page (/search/): the form, the results of the words in the address, and the
 * categories, always there: the way into the catalogue when a search finds nothing, and the
 * page's whole answer where the browser runs no JavaScript. `categories` is their HTML: rendered
 * from content on the server (SearchPage.tsx), kept as the host sent it in the browser
 * (renderer/SearchPageInBrowser.tsx), so no script carries the products to count them.
 */
export function SearchView({ categories }: { categories: ReactNode }) {
  return (
    <section className="section page-intro search-page" aria-labelledby="page-title">
      <div className="container">
        <SectionHeader id="page-title" level={1} title={page.heading} intro={page.intro} />
        <SearchPanel />
        {/* A boundary of its own on the server too, so the browser, which may wait for the list
            (SearchPageInBrowser), hydrates the same tree. */}
        <Suspense fallback={null}>{categories}</Suspense>
      </div>
    </section>
  )
}
