// Hydrates the pre-rendered page. Vike loads this file as the page's only script (see +config.ts).
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { matchPage } from '../pages/routes'
import { App, basename } from './App'
import { loadPage } from './RoutePage'

async function hydrate() {
  // Load the current page's chunk first, so hydration renders exactly what the server did.
  const path = window.location.pathname.slice(basename.length) || '/'
  await loadPage(matchPage(path).page)
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
