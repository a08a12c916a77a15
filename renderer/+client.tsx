// Hydrates the pre-rendered page. Vike loads this file as the page's only script (see +config.ts).
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { matchPage } from './routes'
import { App, basename, sitePath } from './App'
import { loadPage } from './RoutePage'

async function hydrate() {
  // The home page of a sub-path site is '/my-repo/'; a visit to '/my-repo' gets the slash added.
  const { pathname, search, hash } = window.location
  if (`${pathname}/` === basename) window.history.replaceState(window.history.state, '', basename + search + hash)
  // Load the current page's chunk first, so hydration renders exactly what the server did.
  await loadPage(matchPage(sitePath(window.location.pathname)).page)
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  )
}

void hydrate()
