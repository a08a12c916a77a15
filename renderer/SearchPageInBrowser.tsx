/**
 * The search page in the browser (see page-loaders.ts): the form and results rendered by React,
 * the list of categories kept as the host sent it (ServerHtmlPart), so no script carries the
 * products to count each category's. After an in-app navigation that list is fetched from the
 * host's /search/ page while the form and results show at once (SearchView's Suspense boundary).
 */
import { SEARCH_PATH } from '../components/search/SearchForm.tsx'
import { SearchView } from '../pages/search/SearchView.tsx'
import { ServerHtmlPart } from './ServerHtmlPage.tsx'

export { head } from '../pages/search/SearchView.tsx'

export default function SearchPageInBrowser() {
  return <SearchView categories={<ServerHtmlPart pathname={SEARCH_PATH} />} />
}
