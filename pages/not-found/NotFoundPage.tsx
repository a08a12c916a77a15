import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { Link } from '../../components/links.tsx'
import notFound from 'virtual:content/notFound'
import { local } from '../../components/language.ts'
import { useClientValue } from '../../components/use-client-value.ts'
import type { PageHead } from '../page.ts'

export const head: PageHead = { title: notFound.title, description: notFound.description }

/** Shown for any unknown path (served as 404.html); writes the attempted path to the console. */
export default function NotFoundPage() {
  const { pathname, search } = useLocation()
  // On a host with one not-found page for the whole site (GitHub Pages), an address of another
  // language comes here through that page, which names it in `from` (generator/site-files.ts).
  const from = new URLSearchParams(search).get('from')
  const asked = from?.startsWith('/') ? from : local(pathname)
  // The address is only known in the browser: 404.html is one file served for every unknown path.
  const attempted = useClientValue(asked)
  useEffect(() => {
    console.log(`Page not found: ${asked}`)
  }, [asked])

  return (
    <section className="section not-found" aria-labelledby="page-title">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title" className="not-found__title">
          {notFound.heading}
        </h1>
        <p className="not-found__text">{notFound.text}</p>
        {/* Rendered empty at first (the server cannot know the address), at a fixed height so
            filling it in does not move the page. */}
        <p className="not-found__path">{attempted ? <code>{attempted}</code> : null}</p>
        <Link to="/" className="button button--primary button--large">
          {notFound.homeLink}
        </Link>
      </div>
    </section>
  )
}
